import Crypto
import Foundation
import LasimModel
import Testing
@testable import LasimServer

/// Apple's channel management and broadcast rules, one reason at a time.
@Suite struct ChannelTests {
    let bundle = "com.example.food"
    var channelsPath: String { "/1/apps/\(bundle)/channels" }
    var broadcastPath: String { "/4/broadcasts/apps/\(bundle)" }
    let createBody = #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#
    let update = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"status":"Cooking","orderNum":1}}}"#

    func send(_ registry: inout ChannelRegistry, _ method: String, _ path: String, _ h: [(String, String)] = [],
              body: String = "", policy: EndpointPolicy = EndpointPolicy()) -> APNsResult {
        // Fresh UUIDs as in production: a per-call counter would hand every create
        // the same first ids and make 10,000 creates quadratic in collision retries.
        APNsValidator.validate(APNsRequest(method: method, path: path, headers: h, body: body), policy: policy,
                               channels: &registry, now: now, makeUUID: { UUID().uuidString.lowercased() })
    }

    func created(_ registry: inout ChannelRegistry, policy: Int = 1) -> String {
        let r = send(&registry, "POST", channelsPath, body: #"{"message-storage-policy":\#(policy),"push-type":"LiveActivity"}"#)
        #expect(r.response.status == 201)
        return r.response.channelID ?? ""
    }

    @Test func createReadListDelete() {
        var reg = ChannelRegistry()
        let r = send(&reg, "POST", channelsPath, [("apns-request-id", "6f2c1f0e-8a7b-4c3d-9e1f-0a1b2c3d4e5f")], body: createBody)
        #expect(r.response.status == 201)
        #expect(r.response.apnsID == "6f2c1f0e-8a7b-4c3d-9e1f-0a1b2c3d4e5f")
        #expect(r.response.usesRequestID)
        #expect(r.response.body == "")
        let id = try! #require(r.response.channelID)
        #expect(APNsValidator.isChannelID(id))
        #expect(r.control == ControlEvent(source: "POST /1/apps/\(bundle)/channels", kind: .channelCreated(id: id, storagePolicy: 1)))

        let read = send(&reg, "GET", channelsPath, [("apns-channel-id", id)])
        #expect(read.response.status == 200)
        #expect(read.response.body == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)

        let list = send(&reg, "GET", "/1/apps/\(bundle)/all-channels")
        #expect(list.response.status == 200)
        #expect(list.response.body == #"{"channels":["\#(id)"]}"#)

        let del = send(&reg, "DELETE", channelsPath, [("apns-channel-id", id)])
        #expect(del.response.status == 204)
        #expect(del.control?.kind == .channelDeleted(id: id))
        #expect(reason(send(&reg, "GET", channelsPath, [("apns-channel-id", id)])) == "ChannelNotRegistered")
        #expect(send(&reg, "GET", "/1/apps/\(bundle)/all-channels").response.body == #"{"channels":[]}"#)
    }

    @Test(arguments: [
        (#"{"message-storage-policy":1}"#, "InvalidPushType"),
        (#"{"message-storage-policy":1,"push-type":"liveactivity"}"#, "InvalidPushType"),
        (#"{"message-storage-policy":2,"push-type":"LiveActivity"}"#, "BadMessageStoragePolicy"),
        (#"{"message-storage-policy":"1","push-type":"LiveActivity"}"#, "BadMessageStoragePolicy"),
        (#"{"push-type":"LiveActivity"}"#, "BadMessageStoragePolicy"),
        ("", "PayloadEmpty"),
        ("[1]", "PayloadEmpty"),
    ])
    func badChannelConfigurations(body: String, expected: String) {
        var reg = ChannelRegistry()
        let r = send(&reg, "POST", channelsPath, body: body)
        #expect(reason(r) == expected)
        #expect(r.response.status == 400)
        #expect(reg.count(bundleID: bundle) == 0)
    }

    @Test func channelIdRules() {
        var reg = ChannelRegistry()
        let id = created(&reg)
        #expect(reason(send(&reg, "GET", channelsPath)) == "MissingChannelId")
        #expect(reason(send(&reg, "DELETE", channelsPath)) == "MissingChannelId")
        #expect(reason(send(&reg, "GET", channelsPath, [("apns-channel-id", "not base64!")])) == "BadChannelId")
        #expect(reason(send(&reg, "GET", channelsPath, [("apns-channel-id", "dW5rbm93bg==")])) == "ChannelNotRegistered")
        // Another app's channel is not this one's.
        #expect(reason(send(&reg, "GET", "/1/apps/com.other.app/channels", [("apns-channel-id", id)])) == "ChannelNotRegistered")
        #expect(reason(send(&reg, "POST", broadcastPath.replacingOccurrences(of: bundle, with: "com.other.app"),
                            [("apns-channel-id", id), ("apns-push-type", "liveactivity")], body: update)) == "ChannelNotRegistered")
    }

    @Test func pathsAndMethods() {
        var reg = ChannelRegistry()
        let id = created(&reg)
        // APNSwift's first paths: /channels/<id> and GET /channels for the list.
        let r = send(&reg, "GET", channelsPath + "/" + id)
        #expect(reason(r) == "BadPath")
        #expect(r.response.status == 404)
        #expect(reason(send(&reg, "PUT", channelsPath, [("apns-channel-id", id)])) == "MethodNotAllowed")
        #expect(reason(send(&reg, "POST", "/1/apps/\(bundle)/all-channels")) == "MethodNotAllowed")
        #expect(reason(send(&reg, "GET", broadcastPath, [("apns-channel-id", id)])) == "MethodNotAllowed")
        // A broadcast sent to a device path, a device push carrying a channel id.
        #expect(reason(send(&reg, "POST", broadcastPath + "/" + String(repeating: "ab", count: 32),
                            [("apns-channel-id", id), ("apns-push-type", "liveactivity")], body: update)) == "BadPath")
        let device = send(&reg, "POST", "/3/device/" + token, headers([("apns-channel-id", id)]), body: update)
        #expect(reason(device) == "BadChannelId")
        #expect(device.delivery == nil)
        #expect(reason(send(&reg, "POST", "/2/whatever")) == "BadPath")
    }

    @Test func manageOnlyListenerServesChannelsOnly() {
        var reg = ChannelRegistry()
        var policy = EndpointPolicy()
        policy.routes = [.channels]
        #expect(send(&reg, "POST", channelsPath, body: createBody, policy: policy).response.status == 201)
        #expect(reason(send(&reg, "POST", "/3/device/" + token, headers(), body: update, policy: policy)) == "BadPath")
    }

    @Test func channelLimitIsApples() {
        var reg = ChannelRegistry()
        for _ in 0..<ChannelRegistry.limitPerApp { _ = created(&reg, policy: 0) }
        let r = send(&reg, "POST", channelsPath, body: createBody)
        #expect(reason(r) == "CannotCreateChannelConfig")
        #expect(r.response.status == 400)
        // Per app: another bundle still may.
        #expect(send(&reg, "POST", "/1/apps/com.other.app/channels", body: createBody).response.status == 201)
    }

    @Test func broadcastRules() throws {
        var reg = ChannelRegistry()
        let stored = created(&reg, policy: 1)
        let none = created(&reg, policy: 0)
        func cast(_ h: [(String, String)], body: String? = nil) -> APNsResult {
            send(&reg, "POST", broadcastPath, h, body: body ?? update)
        }
        let ok = cast([("apns-channel-id", stored), ("apns-push-type", "liveactivity"), ("apns-priority", "5")])
        #expect(ok.response.status == 200)
        let d = try #require(ok.delivery)
        #expect(d.channel == stored)
        #expect(d.priority == 5)
        guard case .push(let p) = d.item else { Issue.record("expected a push"); return }
        #expect(p.channel == stored)
        #expect(d.envelopeLine.hasPrefix(#"{"channel":"\#(stored)","priority":5,"payload":"#))

        #expect(reason(cast([("apns-push-type", "liveactivity")])) == "MissingChannelId")
        #expect(reason(cast([("apns-channel-id", "%%%"), ("apns-push-type", "liveactivity")])) == "BadChannelId")
        #expect(reason(cast([("apns-channel-id", stored)])) == "InvalidPushType")
        #expect(reason(cast([("apns-channel-id", stored), ("apns-push-type", "alert")])) == "InvalidPushType")
        #expect(reason(cast([("apns-channel-id", stored), ("apns-push-type", "liveactivity"), ("apns-priority", "1")])) == "BadPriority")
        #expect(reason(cast([("apns-channel-id", stored), ("apns-push-type", "liveactivity"), ("apns-expiration", "soon")])) == "BadExpirationDate")
        // No storage: the message cannot wait, so expiration must be 0.
        #expect(reason(cast([("apns-channel-id", none), ("apns-push-type", "liveactivity"), ("apns-expiration", "1700003600")])) == "BadExpirationDate")
        #expect(cast([("apns-channel-id", none), ("apns-push-type", "liveactivity"), ("apns-expiration", "0")]).response.status == 200)
        #expect(reason(cast([("apns-channel-id", stored), ("apns-channel-id", none), ("apns-push-type", "liveactivity")])) == "DuplicateHeaders")
        // Body limit: the broadcast limit, inclusive.
        let pad = { (n: Int) in #"{"aps":{"event":"update","timestamp":1,"content-state":{"s":"\#(String(repeating: "x", count: n))"}}}"# }
        let base = pad(0).utf8.count
        let h = [("apns-channel-id", stored), ("apns-push-type", "liveactivity")]
        #expect(cast(h, body: pad(PushDecoder.broadcastPayloadLimit - base)).response.status == 200)
        let big = cast(h, body: pad(PushDecoder.broadcastPayloadLimit - base + 1))
        #expect(reason(big) == "PayloadTooLarge")
        #expect(big.response.status == 413)
        #expect(reason(cast(h, body: "")) == "PayloadEmpty")
        #expect(reason(cast(h, body: "{not json")) == "PayloadEmpty")
    }

    @Test func channelRequestsNeedTheProviderToken() throws {
        let key = P256.Signing.PrivateKey()
        var policy = EndpointPolicy()
        policy.auth = ProviderAuth(publicKey: key.publicKey, keyID: "ABC123DEFG", teamID: "TEAM123456")
        var reg = ChannelRegistry()
        #expect(reason(send(&reg, "POST", channelsPath, body: createBody, policy: policy)) == "MissingProviderToken")
        #expect(reason(send(&reg, "GET", "/1/apps/\(bundle)/all-channels", policy: policy)) == "MissingProviderToken")
        let jwt = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now - 5, iatAsString: true)
        let r = send(&reg, "POST", channelsPath, [("authorization", "bearer \(jwt)")], body: createBody, policy: policy)
        #expect(r.response.status == 201)
        #expect(reason(send(&reg, "POST", broadcastPath, [("apns-channel-id", r.response.channelID!), ("apns-push-type", "liveactivity")],
                            body: update, policy: policy)) == "MissingProviderToken")
    }
}
