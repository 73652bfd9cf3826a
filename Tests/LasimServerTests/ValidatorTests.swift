import Crypto
import Foundation
import LasimModel
import Testing
@testable import LasimServer

let token = String(repeating: "ab", count: 32)
let topic = "com.example.food.push-type.liveactivity"
let goodPayload = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"status":"Cooking"}}}"#
let now = 1_700_000_000.0

func headers(_ extra: [(String, String)] = [], without: Set<String> = []) -> [(String, String)] {
    var h = [("apns-topic", topic), ("apns-push-type", "liveactivity")].filter { !without.contains($0.0) }
    h += extra
    return h
}

func validate(method: String = "POST", path: String = "/3/device/\(token)", _ h: [(String, String)] = headers(),
              body: String = goodPayload, policy: EndpointPolicy = EndpointPolicy(), at time: Double = now) -> APNsResult {
    var n = 0
    return APNsValidator.validate(APNsRequest(method: method, path: path, headers: h, body: body), policy: policy,
                                  now: time, makeUUID: { n += 1; return "00000000-0000-4000-8000-00000000000\(n)" })
}

func reason(_ r: APNsResult) -> String { r.response.reason?.rawValue ?? "OK" }

@Suite struct ValidatorTests {
    @Test func acceptsAGoodPush() throws {
        let r = validate()
        #expect(r.response.status == 200)
        #expect(r.response.reason == nil)
        #expect(r.response.body == "")
        #expect(r.response.apnsID == "00000000-0000-4000-8000-000000000001")
        #expect(r.response.uniqueID == "00000000-0000-4000-8000-000000000002")
        let d = try #require(r.delivery)
        #expect(d.token == token)
        #expect(d.topic == topic)
        #expect(d.priority == 10)
        guard case .push(let push) = d.item else { Issue.record("expected a push"); return }
        #expect(push.activityID == token)
        #expect(push.priority == 10)
        #expect(push.source == "POST /3/device/\(token)")
        #expect(push.event == .update)
    }

    @Test func echoesApnsIDAndTakesPriority5() throws {
        let id = "EABEAE54-14A8-11E5-B60B-1697F925EC7B"
        let r = validate(headers([("apns-id", id), ("apns-priority", "5"), ("apns-collapse-id", "order-1"),
                                  ("apns-expiration", "0")]))
        #expect(r.response.status == 200)
        #expect(r.response.apnsID == id)
        let d = try #require(r.delivery)
        #expect(d.priority == 5)
        #expect(d.collapseID == "order-1")
        #expect(d.expiration == 0)
        guard case .push(let push) = d.item else { Issue.record("expected a push"); return }
        #expect(push.priority == 5)
    }

    @Test func tokenIsLowerCased() throws {
        let r = validate(path: "/3/device/" + token.uppercased())
        #expect(r.delivery?.token == token)
    }

    @Test(arguments: [
        ("GET", "/3/device/\(token)", "MethodNotAllowed", 405),
        ("PUT", "/3/device/\(token)", "MethodNotAllowed", 405),
        ("POST", "/2/device/\(token)", "BadPath", 404),
        ("POST", "/", "BadPath", 404),
        ("POST", "/3/devices/\(token)", "BadPath", 404),
        ("POST", "/3/device/\(token)/extra", "BadPath", 404),
        ("POST", "/3/device/", "MissingDeviceToken", 400),
        ("POST", "/3/device", "MissingDeviceToken", 400),
        ("POST", "/3/device/not-a-hex-token-at-all-zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "BadDeviceToken", 400),
        ("POST", "/3/device/abcd", "BadDeviceToken", 400),
        ("POST", "/3/device/\(token)a", "BadDeviceToken", 400),
        ("POST", "/3/device/\(String(repeating: "a", count: 202))", "BadDeviceToken", 400),
    ])
    func methodAndPath(method: String, path: String, expected: String, status: Int) {
        let r = validate(method: method, path: path)
        #expect(reason(r) == expected)
        #expect(r.response.status == status)
        #expect(r.delivery == nil)
    }

    struct HeaderCase: Sendable, CustomStringConvertible {
        var headers: [(String, String)]
        var expected: String
        var description: String { expected }
        init(_ headers: [(String, String)], _ expected: String) { self.headers = headers; self.expected = expected }
        static func topic(_ t: String, _ expected: String) -> HeaderCase {
            HeaderCase(LasimServerTests.headers(without: ["apns-topic"]) + [("apns-topic", t)], expected)
        }
        static func pushType(_ t: String?, _ expected: String) -> HeaderCase {
            HeaderCase(LasimServerTests.headers(without: ["apns-push-type"]) + (t.map { [("apns-push-type", $0)] } ?? []), expected)
        }
        static func extra(_ name: String, _ value: String, _ expected: String) -> HeaderCase {
            HeaderCase(LasimServerTests.headers([(name, value)]), expected)
        }
    }

    static let headerCases: [HeaderCase] = [
        HeaderCase(LasimServerTests.headers(without: ["apns-topic"]), "MissingTopic"),
        .topic("", "MissingTopic"),
        .topic("com.example food", "BadTopic"),
        .topic("com.example.food", "TopicDisallowed"),
        .topic(".push-type.liveactivity", "TopicDisallowed"),
        .pushType(nil, "InvalidPushType"),
        .pushType("alert", "InvalidPushType"),
        .extra("apns-priority", "1", "BadPriority"),
        .extra("apns-priority", "7", "BadPriority"),
        .extra("apns-priority", "high", "BadPriority"),
        .extra("apns-expiration", "tomorrow", "BadExpirationDate"),
        .extra("apns-expiration", "-5", "BadExpirationDate"),
        .extra("apns-id", "123", "BadMessageId"),
        .extra("apns-id", "eabeae54-14a8-11e5-b60b-1697f925ec7", "BadMessageId"),
        .extra("apns-collapse-id", String(repeating: "c", count: 65), "BadCollapseId"),
        .extra("apns-topic", topic, "DuplicateHeaders"),
        HeaderCase(LasimServerTests.headers([("apns-priority", "10"), ("apns-priority", "5")]), "DuplicateHeaders"),
        HeaderCase(LasimServerTests.headers([("apns-id", "EABEAE54-14A8-11E5-B60B-1697F925EC7B"),
                                             ("apns-id", "EABEAE54-14A8-11E5-B60B-1697F925EC7B")]), "DuplicateHeaders"),
    ]

    @Test(arguments: headerCases)
    func headerRules(_ c: HeaderCase) {
        let h = c.headers, expected = c.expected
        let r = validate(h)
        #expect(reason(r) == expected)
        #expect(r.response.status == 400)
        #expect(r.response.body == "{\"reason\":\"\(expected)\"}")
        #expect(r.delivery == nil)
    }

    @Test func collapseIDOf64BytesIsFine() {
        #expect(validate(headers([("apns-collapse-id", String(repeating: "c", count: 64))])).response.status == 200)
    }

    @Test func badMessageIdGetsAFreshID() {
        let r = validate(headers([("apns-id", "nope")]))
        #expect(r.response.apnsID == "00000000-0000-4000-8000-000000000001")
    }

    @Test func deviceTokenNotForTopic() {
        var policy = EndpointPolicy()
        policy.bundleID = "com.example.food"
        #expect(validate(policy: policy).response.status == 200)
        policy.bundleID = "com.example.other"
        #expect(reason(validate(policy: policy)) == "DeviceTokenNotForTopic")
    }

    @Test(arguments: [
        ("", "PayloadEmpty", 400),
        ("{\"aps\": {", "PayloadEmpty", 400),
        ("[1, 2]", "PayloadEmpty", 400),
        ("\"text\"", "PayloadEmpty", 400),
        ("{\"aps\":{\"event\":\"update\",\"content-state\":{\"s\":\"" + String(repeating: "x", count: 4100) + "\"}}}", "PayloadTooLarge", 413),
    ])
    func bodyRules(body: String, expected: String, status: Int) {
        let r = validate(body: body)
        #expect(reason(r) == expected)
        #expect(r.response.status == status)
    }

    @Test func payloadLimitIsInclusive() {
        let filler = #"{"aps":{"event":"update","content-state":{"s":""}}}"#
        let exact = filler.replacingOccurrences(of: "\"s\":\"\"", with: "\"s\":\"" + String(repeating: "x", count: 4096 - filler.utf8.count) + "\"")
        #expect(exact.utf8.count == 4096)
        #expect(validate(body: exact).response.status == 200)
    }

    @Test func oversizedBodyNotBufferedIsStillTooLarge() {
        let request = APNsRequest(method: "POST", path: "/3/device/\(token)",
                                  headers: headers().map { APNsRequest.Header($0.0, $0.1) }, body: [], bodyByteCount: 50_000)
        let r = APNsValidator.validate(request, policy: EndpointPolicy(), now: now, makeUUID: { "x" })
        #expect(reason(r) == "PayloadTooLarge")
    }

    @Test(arguments: [
        (APNsReason.unregistered, 410), (.expiredToken, 410), (.tooManyRequests, 429),
        (.internalServerError, 500), (.serviceUnavailable, 503), (.shutdown, 503),
    ])
    func forcedAnswers(forced: APNsReason, status: Int) {
        var policy = EndpointPolicy()
        policy.tokenResponses[token] = forced
        let r = validate(policy: policy)
        #expect(r.response.reason == forced)
        #expect(r.response.status == status)
        if status == 410 {
            #expect(r.response.body == "{\"reason\":\"\(forced.rawValue)\",\"timestamp\":\(Int64(now * 1000))}")
        }
        #expect(r.delivery == nil)
    }

    @Test func everyReasonHasAppleStatus() {
        #expect(APNsReason.allCases.count == 37)
        #expect(Set(APNsReason.allCases.map(\.status)) == [400, 403, 404, 405, 410, 413, 429, 500, 503])
        #expect(APNsReason(named: "unregistered") == .unregistered)
        #expect(APNsReason(named: "BadPayload") == nil)
    }

    // MARK: - What the phone gets

    @Test func payloadThePhoneCannotUseIsStill200() throws {
        let r = validate(body: #"{"aps":{"alert":"hello"}}"#)
        #expect(r.response.status == 200)
        guard case .rejected(let rejection)? = r.delivery?.item else { Issue.record("expected a phone-level rejection"); return }
        #expect(rejection.activityID == token)
        #expect(rejection.reason.contains("event"))
    }

    @Test func contentStateIsNotAPNsBusiness() throws {
        // Missing every field the app's ContentState needs: APNs does not know.
        let r = validate(body: #"{"aps":{"timestamp":1,"event":"update","content-state":{"nonsense":true}}}"#)
        #expect(r.response.status == 200)
        guard case .push = r.delivery?.item else { Issue.record("expected a push"); return }
    }

    @Test func customKeysNamedLikeTheEnvelopeStayInThePayload() throws {
        let body = #"{"aps":{"timestamp":5,"event":"update","content-state":{"a":1}},"token":"custom","payload":"x"}"#
        let r = validate(body: body)
        guard case .push(let push)? = r.delivery?.item else { Issue.record("expected a push"); return }
        #expect(push.activityID == token)
        #expect(push.timestamp == 5)
    }

    @Test func envelopeLineReplays() throws {
        let r = validate(headers([("apns-priority", "5")]))
        let line = try #require(r.delivery?.envelopeLine)
        #expect(line.hasPrefix("{\"activity\":\"\(token)\",\"priority\":5,\"payload\":{\"aps\":"))
        let items = PayloadIntake.items(of: Array(line.utf8), sourceName: "rec")
        guard case .push(let push)? = items.first else { Issue.record("record does not replay"); return }
        #expect(push.activityID == token)
        #expect(push.priority == 5)
        #expect(push.contentState?["status"] == .string("Cooking"))
    }
}

@Suite struct ProviderTokenTests {
    let key = P256.Signing.PrivateKey()
    var policy: EndpointPolicy {
        var p = EndpointPolicy()
        p.auth = ProviderAuth(publicKey: key.publicKey, keyID: "ABC123DEFG", teamID: "TEAM123456")
        return p
    }

    func bearer(_ jwt: String) -> [(String, String)] { headers([("authorization", "bearer \(jwt)")]) }

    @Test func validTokenIsAccepted() throws {
        let jwt = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now - 60)
        #expect(validate(bearer(jwt), policy: policy).response.status == 200)
        // Cached: the same token again.
        #expect(validate(bearer(jwt), policy: policy).response.status == 200)
    }

    /// APNSwift writes `"iat": "1700000000"`; APNs takes it, so lasim does.
    @Test func iatAsADigitStringIsAccepted() throws {
        let jwt = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now - 60,
                                        iatAsString: true)
        #expect(validate(bearer(jwt), policy: policy).response.status == 200)
        let old = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now - 3601,
                                        iatAsString: true)
        #expect(reason(validate(bearer(old), policy: policy)) == "ExpiredProviderToken")
        for bad in ["\"soon\"", "\"-5\"", "\"1e9\"", "\"\"", "null", "true"] {
            let header = Base64URL.encode(Array("{\"alg\":\"ES256\",\"kid\":\"ABC123DEFG\"}".utf8))
            let claims = Base64URL.encode(Array("{\"iss\":\"TEAM123456\",\"iat\":\(bad)}".utf8))
            let sig = try key.signature(for: Array("\(header).\(claims)".utf8))
            let jwt = "\(header).\(claims).\(Base64URL.encode(Array(sig.rawRepresentation)))"
            #expect(reason(validate(bearer(jwt), policy: policy)) == "InvalidProviderToken", "iat \(bad)")
        }
    }

    @Test func missingToken() {
        let r = validate(policy: policy)
        #expect(reason(r) == "MissingProviderToken")
        #expect(r.response.status == 403)
        #expect(reason(validate(headers([("authorization", "basic xyz")]), policy: policy)) == "MissingProviderToken")
    }

    @Test func expiredToken() throws {
        let jwt = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now - 3601)
        let r = validate(bearer(jwt), policy: policy)
        #expect(reason(r) == "ExpiredProviderToken")
        #expect(r.response.status == 403)
        // The same token was fine an hour earlier, and the cache does not change that.
        #expect(validate(bearer(jwt), policy: policy, at: now - 1800).response.status == 200)
        #expect(reason(validate(bearer(jwt), policy: policy)) == "ExpiredProviderToken")
    }

    @Test func wrongKeyWrongKidWrongTeamGarbage() throws {
        let other = P256.Signing.PrivateKey()
        let wrongKey = try ProviderAuth.make(privateKey: other, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now)
        let wrongKid = try ProviderAuth.make(privateKey: key, keyID: "ZZZ", teamID: "TEAM123456", issuedAt: now)
        let wrongTeam = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "OTHER", issuedAt: now)
        let future = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now + 3600)
        for jwt in [wrongKey, wrongKid, wrongTeam, future, "not.a.jwt", "abc", wrongKey + "x"] {
            let r = validate(bearer(jwt), policy: policy)
            #expect(reason(r) == "InvalidProviderToken", "\(jwt)")
            #expect(r.response.status == 403)
        }
        // A tampered claim set with the original signature.
        let good = try ProviderAuth.make(privateKey: key, keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now)
        let parts = good.split(separator: ".")
        let forged = Base64URL.encode(Array("{\"iss\":\"TEAM123456\",\"iat\":\(Int(now) + 1)}".utf8))
        #expect(reason(validate(bearer("\(parts[0]).\(forged).\(parts[2])"), policy: policy)) == "InvalidProviderToken")
    }

    @Test func p8KeyLoads() throws {
        let pem = key.pemRepresentation
        #expect(pem.contains("BEGIN PRIVATE KEY"))
        let auth = try ProviderAuth(p8: pem, keyID: "K", teamID: "T")
        #expect(auth.publicKeyX963 == Array(key.publicKey.x963Representation))
    }

    @Test func base64URLRoundTrips() {
        for n in 0..<20 {
            let bytes = (0..<n).map { UInt8(($0 * 37 + 250) % 256) }
            #expect(Base64URL.decode(Base64URL.encode(bytes)) == bytes)
        }
        #expect(Base64URL.decode("a b") == nil)
    }
}

@Suite struct RandomUUIDTests {
    @Test("version-4 UUIDs in APNs' lower-case 8-4-4-4-12 form, each one new")
    func shape() {
        let ids = (0..<1000).map { _ in RandomUUID.make() }
        #expect(ids.allSatisfy { APNsValidator.isUUID($0) && $0 == $0.lowercased() })
        #expect(ids.allSatisfy { Array($0)[14] == "4" && "89ab".contains(Array($0)[19]) })
        #expect(Set(ids).count == ids.count)
    }
}
