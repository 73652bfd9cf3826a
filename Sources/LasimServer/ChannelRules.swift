import LasimModel
import LasimText

/// Apple's rules for broadcast channels, in one place: channel management
/// ("Sending channel management requests to APNs": create, read, delete
/// `/1/apps/<bundle id>/channels`, list `/1/apps/<bundle id>/all-channels`)
/// and broadcasts ("Sending broadcast push notification requests to APNs":
/// `POST /4/broadcasts/apps/<bundle id>`). Checked in the order below.
extension APNsValidator {
    /// `push-type` in a channel's configuration: Live Activities are the only kind.
    public static let channelPushType = "LiveActivity"

    /// Channel ids are base64 (Apple creates them; ActivityKit's
    /// `.channel(_:)` takes "a base64-encoded string").
    static func isChannelID(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard !u.isEmpty, u.count % 4 == 0, u.count <= 200 else { return false }
        var padding = 0
        for (i, c) in u.enumerated() {
            if c == 0x3D { padding += 1; if padding > 2 || i < u.count - 2 { return false }; continue }
            guard padding == 0 else { return false }
            let ok = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2B || c == 0x2F
            if !ok { return false }
        }
        return true
    }

    /// A new channel id: base64 of 16 bytes taken from a fresh UUID.
    static func newChannelID(_ makeUUID: () -> String) -> String {
        let hex = Array(makeUUID().utf8.filter { $0 != 0x2D })
        var bytes: [UInt8] = []
        var i = 0
        while i + 1 < hex.count && bytes.count < 16 {
            bytes.append(UInt8(hexValue(hex[i]) << 4 | hexValue(hex[i + 1])))
            i += 2
        }
        return base64(bytes)
    }

    static func hexValue(_ c: UInt8) -> UInt8 {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46: return c - 0x41 + 10
        default: return 0
        }
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            var v = UInt32(bytes[i]) << 16
            if n > 1 { v |= UInt32(bytes[i + 1]) << 8 }
            if n > 2 { v |= UInt32(bytes[i + 2]) }
            out.append(table[Int(v >> 18 & 63)]); out.append(table[Int(v >> 12 & 63)])
            out.append(n > 1 ? table[Int(v >> 6 & 63)] : 0x3D); out.append(n > 2 ? table[Int(v & 63)] : 0x3D)
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The path's segments after the leading slash, and its bundle id.
    static func segments(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
    }

    /// The checks every channel or broadcast request starts with: repeated
    /// headers, then the provider token. nil: passed.
    static func commonChecks(_ request: APNsRequest, policy: EndpointPolicy, now: Double) -> Refusal? {
        for name in singleHeaders where request.count(of: name) > 1 {
            return Refusal(reason: .duplicateHeaders, detail: "header \(name) appears \(request.count(of: name)) times")
        }
        if let auth = policy.auth, let (reason, detail) = auth.check(authorization: request.values("authorization"), now: now) {
            return Refusal(reason: reason, detail: detail)
        }
        return nil
    }

    /// `apns-channel-id`: present, base64, one of this app's channels.
    static func channelHeader(_ request: APNsRequest, bundleID: String,
                              channels: ChannelRegistry) -> Result<ChannelRegistry.Channel, Refusal> {
        guard let id = request.first("apns-channel-id"), !id.isEmpty else {
            return .failure(Refusal(reason: .missingChannelId, detail: "no apns-channel-id header"))
        }
        guard isChannelID(id) else {
            return .failure(Refusal(reason: .badChannelId, detail: "apns-channel-id \(id.prefix(60)) is not a base64 channel id"))
        }
        guard let c = channels.channel(id, bundleID: bundleID) else {
            let other = "it was never created for \(bundleID), or it was deleted"
            return .failure(Refusal(reason: .channelNotRegistered, detail: "channel \(id) is not registered: \(other)"))
        }
        return .success(c)
    }

    /// Channel management: create, read, delete, list.
    static func validateChannelRequest(_ request: APNsRequest, policy: EndpointPolicy, channels: inout ChannelRegistry,
                                       now: Double, makeUUID: () -> String) -> APNsResult {
        let given = request.first("apns-request-id")
        let requestID = given.flatMap { isUUID($0) ? $0 : nil } ?? makeUUID()
        func answer(_ status: Int, _ reason: APNsReason?, _ detail: String, channelID: String? = nil,
                    json: String? = nil, control: ControlEvent? = nil) -> APNsResult {
            var r = APNsResponse(status: reason?.status ?? status, reason: reason, apnsID: requestID,
                                 detail: Sanitizer.visible(detail))
            r.usesRequestID = true
            r.channelID = channelID
            r.json = json
            return APNsResult(response: r, delivery: nil, control: control)
        }
        func refuse(_ f: Refusal) -> APNsResult { answer(f.reason.status, f.reason, f.detail) }

        let parts = segments(request.path)
        guard parts.count == 4, parts[0] == "1", parts[1] == "apps", !parts[2].isEmpty,
              parts[2].utf8.allSatisfy(isTopicByte), parts[3] == "channels" || parts[3] == "all-channels" else {
            return answer(404, .badPath, "path \(request.path.prefix(80)) is not /1/apps/<bundle id>/channels or /1/apps/<bundle id>/all-channels")
        }
        let bundleID = String(parts[2])
        let listing = parts[3] == "all-channels"
        let allowed = listing ? ["GET"] : ["POST", "GET", "DELETE"]
        guard allowed.contains(request.method) else {
            return answer(405, .methodNotAllowed, "method \(request.method) on \(parts[3]); it takes \(allowed.joined(separator: ", "))")
        }
        if let f = commonChecks(request, policy: policy, now: now) { return refuse(f) }

        if listing {
            let ids = channels.channels(bundleID: bundleID).map { JSONValue.string($0.id) }
            let json = JSONWriter.compact(.object(JSONObject(["channels": .array(ids)])))
            return answer(200, nil, "\(ids.count) channel\(ids.count == 1 ? "" : "s") of \(bundleID)", json: json)
        }
        switch request.method {
        case "POST":
            guard request.bodyByteCount > 0 else { return answer(400, .payloadEmpty, "the request has no body") }
            guard request.bodyByteCount <= policy.payloadLimit else {
                return answer(413, .payloadTooLarge, "body is \(request.bodyByteCount) bytes; the limit is \(policy.payloadLimit)")
            }
            let config: JSONObject
            do throws(JSONError) {
                guard case .object(let o) = try JSONParser.parse(request.body[...], maxDepth: 16) else {
                    return answer(400, .payloadEmpty, "the body is not a JSON dictionary")
                }
                config = o
            } catch {
                return answer(400, .payloadEmpty, "the body is not JSON: \(error.message) at byte \(error.offset)")
            }
            guard let pushType = config["push-type"]?.stringValue, pushType == channelPushType else {
                let found = config["push-type"].map { JSONWriter.compact($0) } ?? "missing"
                return answer(400, .invalidPushType, "push-type is \(found.prefix(40)); a channel's push-type must be \"\(channelPushType)\"")
            }
            guard let policyValue = config["message-storage-policy"]?.numberValue, policyValue == 0 || policyValue == 1 else {
                let found = config["message-storage-policy"].map { JSONWriter.compact($0) } ?? "missing"
                return answer(400, .badMessageStoragePolicy, "message-storage-policy is \(found.prefix(40)); it must be 0 (no message stored) or 1 (most recent message stored)")
            }
            guard channels.count(bundleID: bundleID) < ChannelRegistry.limitPerApp else {
                return answer(400, .cannotCreateChannelConfig, "\(bundleID) already has \(ChannelRegistry.limitPerApp) channels, Apple's limit; delete some")
            }
            var id = newChannelID(makeUUID)
            while channels.channel(id, bundleID: bundleID) != nil { id = newChannelID(makeUUID) }
            let storage = Int(policyValue)
            channels.add(ChannelRegistry.Channel(id: id, storagePolicy: storage), bundleID: bundleID)
            return answer(201, nil, "channel \(id) created for \(bundleID) (message-storage-policy \(storage))", channelID: id,
                          control: ControlEvent(source: "POST /1/apps/\(bundleID)/channels",
                                                kind: .channelCreated(id: id, storagePolicy: storage)))
        case "GET":
            switch channelHeader(request, bundleID: bundleID, channels: channels) {
            case .failure(let f): return refuse(f)
            case .success(let c):
                let json = JSONWriter.compact(.object(JSONObject([
                    JSONObject.Entry(key: "message-storage-policy", value: .number(Double(c.storagePolicy))),
                    JSONObject.Entry(key: "push-type", value: .string(channelPushType)),
                ])))
                return answer(200, nil, "channel \(c.id) of \(bundleID)", channelID: c.id, json: json)
            }
        default:
            switch channelHeader(request, bundleID: bundleID, channels: channels) {
            case .failure(let f): return refuse(f)
            case .success(let c):
                channels.remove(c.id, bundleID: bundleID)
                return answer(204, nil, "channel \(c.id) of \(bundleID) deleted",
                              control: ControlEvent(source: "DELETE /1/apps/\(bundleID)/channels", kind: .channelDeleted(id: c.id)))
            }
        }
    }

    /// `POST /4/broadcasts/apps/<bundle id>`: one payload for every
    /// activity subscribed to the channel.
    static func validateBroadcast(_ request: APNsRequest, policy: EndpointPolicy, channels: ChannelRegistry,
                                  now: Double, makeUUID: () -> String) -> APNsResult {
        let given = request.first("apns-request-id")
        let requestID = given.flatMap { isUUID($0) ? $0 : nil } ?? makeUUID()
        func refuse(_ reason: APNsReason, _ detail: String) -> APNsResult {
            var r = APNsResponse(status: reason.status, reason: reason, apnsID: requestID, detail: Sanitizer.visible(detail))
            r.usesRequestID = true
            return APNsResult(response: r, delivery: nil)
        }
        let parts = segments(request.path)
        guard parts.count == 4, parts[0] == "4", parts[1] == "broadcasts", parts[2] == "apps", !parts[3].isEmpty,
              parts[3].utf8.allSatisfy(isTopicByte) else {
            return refuse(.badPath, "path \(request.path.prefix(80)) is not /4/broadcasts/apps/<bundle id> (a broadcast names no device token)")
        }
        let bundleID = String(parts[3])
        guard request.method == "POST" else {
            return refuse(.methodNotAllowed, "method \(request.method); broadcasts are POST")
        }
        if let f = commonChecks(request, policy: policy, now: now) { return refuse(f.reason, f.detail) }
        let channel: ChannelRegistry.Channel
        switch channelHeader(request, bundleID: bundleID, channels: channels) {
        case .failure(let f): return refuse(f.reason, f.detail)
        case .success(let c): channel = c
        }
        guard let pushType = request.first("apns-push-type"), pushType == "liveactivity" else {
            let found = request.first("apns-push-type").map { String($0.prefix(40)) } ?? "missing"
            return refuse(.invalidPushType, "apns-push-type is \(found); a broadcast needs liveactivity")
        }
        let priority: Int
        switch priorityHeader(request) {
        case .success(let p): priority = p
        case .failure(let f): return refuse(f.reason, f.detail)
        }
        let expiration: Int64?
        switch expirationHeader(request) {
        case .success(let e): expiration = e
        case .failure(let f): return refuse(f.reason, f.detail)
        }
        if channel.storagePolicy == 0, let e = expiration, e != 0 {
            return refuse(.badExpirationDate, "apns-expiration \(e) on a channel that stores no message (policy 0): it must be 0")
        }
        guard request.bodyByteCount > 0 else { return refuse(.payloadEmpty, "the request has no body") }
        guard request.bodyByteCount <= policy.broadcastPayloadLimit else {
            return refuse(.payloadTooLarge, "broadcast payload is \(request.bodyByteCount) bytes; the limit is \(policy.broadcastPayloadLimit)")
        }
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONParser.parse(request.body[...], maxDepth: 64)
        } catch {
            return refuse(.payloadEmpty, "the body is not JSON: \(error.message) at byte \(error.offset)")
        }
        guard case .object = value else { return refuse(.payloadEmpty, "the body is not a JSON dictionary") }
        let envelope = JSONValue.object(JSONObject([
            JSONObject.Entry(key: "channel", value: .string(channel.id)),
            JSONObject.Entry(key: "priority", value: .number(Double(priority))),
            JSONObject.Entry(key: "payload", value: value),
        ]))
        let item: PayloadIntake.Item
        switch PushDecoder.decode(envelope, source: "POST /4/broadcasts/apps/\(bundleID)", byteCount: request.bodyByteCount) {
        case .success(let p): item = .push(p)
        case .failure(let r): item = .rejected(r)
        }
        var r = APNsResponse(status: 200, reason: nil, apnsID: requestID, uniqueID: makeUUID(), detail: "accepted")
        r.usesRequestID = true
        let delivery = Delivery(token: "", topic: bundleID + topicSuffix, priority: priority, apnsID: requestID,
                                collapseID: nil, expiration: expiration, payload: value, item: item, channel: channel.id)
        return APNsResult(response: r, delivery: delivery)
    }
}
