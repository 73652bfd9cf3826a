import LasimModel
import LasimText

/// What the endpoint accepts, beyond what every APNs request needs.
public struct EndpointPolicy: Sendable {
    /// APNs' limit for a Live Activity payload.
    public var payloadLimit = PushDecoder.payloadLimit
    /// APNs' limit for a broadcast payload.
    public var broadcastPayloadLimit = PushDecoder.broadcastPayloadLimit
    /// Which of Apple's APIs this listener answers: Apple serves channel
    /// management on its own host and port; lasim's main listener answers
    /// all three, a `--manage-listen` one only channel management.
    public var routes: Set<Route> = [.device, .broadcast, .channels]
    /// Bodies up to this are kept for the validator.
    public var keptBodyLimit: Int { max(payloadLimit, broadcastPayloadLimit) }
    /// Token-based authentication (`ProviderAuth`); nil accepts any (or no)
    /// authorization header.
    public var auth: (any AuthorizationCheck)?
    /// When set, the topic must be `<bundleID>.push-type.liveactivity`
    /// (another app's topic is DeviceTokenNotForTopic).
    public var bundleID: String?
    /// Answers forced for particular device tokens (lower-case hex), after
    /// every other check passes: `Unregistered` (410), `TooManyRequests`
    /// (429), `InternalServerError` (500)... so a backend's handling of each
    /// can be tested.
    public var tokenResponses: [String: APNsReason] = [:]
    /// The simulated phone's say on a token that passed every other check:
    /// one it no longer holds (410 `Unregistered`, with when) or one of the
    /// other environment (400 `BadDeviceToken`); nil answers 200.
    public var tokenCheck: (@Sendable (_ token: String) -> TokenRefusal?)?
    /// Device tokens: hex digits, an even count, this many characters.
    public var tokenLength: ClosedRange<Int> = 64...200

    public init() {}
}

/// Why the phone refuses a token: Apple's reason, and for 410 the moment
/// (ms since 1970) the token stopped being valid.
public struct TokenRefusal: Sendable, Equatable {
    public var reason: APNsReason
    public var timestampMs: Int64?
    public var detail: String
    public init(reason: APNsReason, timestampMs: Int64?, detail: String) {
        self.reason = reason; self.timestampMs = timestampMs; self.detail = detail
    }
}

/// Checks a request's `authorization` values: nil when accepted, else
/// Apple's reason and a detail. `ProviderAuth` checks ES256 provider
/// tokens; a protocol so that the validator needs no crypto library (it is
/// fuzzed on its own, see scripts/fuzz.sh).
public protocol AuthorizationCheck: Sendable {
    func check(authorization values: [String], now: Double) -> (APNsReason, String)?
}

/// One of Apple's request APIs.
public enum Route: String, Sendable, Hashable {
    /// `POST /3/device/<token>`
    case device
    /// `POST /4/broadcasts/apps/<bundle id>`
    case broadcast
    /// `/1/apps/<bundle id>/channels`, `/1/apps/<bundle id>/all-channels`
    case channels
}

/// The APNs request rules, as a pure function of the request: no sockets,
/// no clock (passed in), no randomness (UUIDs come from `makeUUID`). The
/// channels APNs holds are passed in and changed in place.
public enum APNsValidator {
    public static let topicSuffix = ".push-type.liveactivity"
    static let singleHeaders = ["authorization", "apns-id", "apns-topic", "apns-push-type", "apns-priority",
                                "apns-expiration", "apns-collapse-id", "apns-channel-id", "apns-request-id"]

    /// The route a path belongs to (nil: none of Apple's).
    public static func route(of path: String) -> Route? {
        if path == "/3/device" || path.hasPrefix("/3/device/") { return .device }
        if path.hasPrefix("/4/broadcasts/") { return .broadcast }
        if path.hasPrefix("/1/apps/") { return .channels }
        return nil
    }

    /// Any request: routed by path to the device, broadcast or channel rules.
    public static func validate(_ request: APNsRequest, policy: EndpointPolicy, channels: inout ChannelRegistry,
                                now: Double, makeUUID: () -> String) -> APNsResult {
        let route = route(of: request.path)
        guard let route, policy.routes.contains(route) else {
            let id = request.first("apns-request-id").flatMap { isUUID($0) ? $0 : nil } ?? makeUUID()
            let what = route.map { "this listener does not serve the \($0.rawValue) API" }
                ?? "not an APNs path (/3/device/<token>, /4/broadcasts/apps/<bundle id>, /1/apps/<bundle id>/channels)"
            return APNsResult(response: APNsResponse(status: 404, reason: .badPath, apnsID: id,
                                                     detail: Sanitizer.visible("path \(request.path.prefix(80)): \(what)")),
                              delivery: nil)
        }
        switch route {
        case .device: return validate(request, policy: policy, now: now, makeUUID: makeUUID)
        case .broadcast: return validateBroadcast(request, policy: policy, channels: channels, now: now, makeUUID: makeUUID)
        case .channels: return validateChannelRequest(request, policy: policy, channels: &channels, now: now, makeUUID: makeUUID)
        }
    }

    /// `POST /3/device/<token>`.
    public static func validate(_ request: APNsRequest, policy: EndpointPolicy, now: Double,
                                makeUUID: () -> String) -> APNsResult {
        // apns-id is echoed when it is a UUID, so read it first.
        let givenID = request.first("apns-id")
        let idIsValid = givenID.map(isUUID) ?? false
        let apnsID = idIsValid ? givenID! : makeUUID()

        func refuse(_ reason: APNsReason, _ detail: String) -> APNsResult {
            var r = APNsResponse(status: reason.status, reason: reason, apnsID: apnsID, detail: Sanitizer.visible(detail))
            if reason.status == 410 { r.timestamp = Int64(now * 1000) }
            return APNsResult(response: r, delivery: nil)
        }

        guard request.method == "POST" else {
            return refuse(.methodNotAllowed, "method \(request.method); APNs only takes POST")
        }
        let prefix = "/3/device"
        guard request.path == prefix || request.path.hasPrefix(prefix + "/") else {
            return refuse(.badPath, "path \(request.path.prefix(80)) is not /3/device/<device token>")
        }
        let rawToken = request.path.dropFirst(prefix.count + 1)
        guard !rawToken.utf8.contains(0x2F) else { // "/": not Foundation's contains, per request
            return refuse(.badPath, "path \(request.path.prefix(80)) has segments after the device token")
        }
        for name in singleHeaders where request.count(of: name) > 1 {
            return refuse(.duplicateHeaders, "header \(name) appears \(request.count(of: name)) times")
        }
        if let auth = policy.auth, let (reason, detail) = auth.check(authorization: request.values("authorization"), now: now) {
            return refuse(reason, detail)
        }
        if request.first("apns-channel-id") != nil {
            // Apple lists no reason for this mix-up; lasim answers with the
            // channel-id reason rather than deliver a broadcast to one phone.
            return refuse(.badChannelId, "apns-channel-id on /3/device: broadcasts go to POST /4/broadcasts/apps/<bundle id>")
        }
        guard !rawToken.isEmpty else {
            return refuse(.missingDeviceToken, "no device token after /3/device/")
        }
        guard isHex(rawToken), rawToken.count % 2 == 0, policy.tokenLength.contains(rawToken.count) else {
            return refuse(.badDeviceToken,
                          "device token \(rawToken.prefix(24))\(rawToken.count > 24 ? "…" : "") is not \(policy.tokenLength.lowerBound)–\(policy.tokenLength.upperBound) hex digits (an even count); APNs issues hex tokens")
        }
        let token = rawToken.lowercased()

        guard let topic = request.first("apns-topic"), !topic.isEmpty else {
            return refuse(.missingTopic, "no apns-topic header; a Live Activity push needs <bundle id>\(topicSuffix)")
        }
        guard topic.utf8.allSatisfy(isTopicByte) else {
            return refuse(.badTopic, "apns-topic \(topic.prefix(80)) is not a bundle identifier")
        }
        guard topic.hasSuffix(topicSuffix), topic.count > topicSuffix.count else {
            return refuse(.topicDisallowed, "apns-topic \(topic.prefix(80)) does not end in \(topicSuffix): Live Activity pushes go to that topic")
        }
        if let bundle = policy.bundleID, topic != bundle + topicSuffix {
            return refuse(.deviceTokenNotForTopic, "apns-topic \(topic.prefix(80)) is not this app's (\(bundle)\(topicSuffix))")
        }
        guard let pushType = request.first("apns-push-type") else {
            return refuse(.invalidPushType, "no apns-push-type header; Live Activity pushes need apns-push-type: liveactivity")
        }
        guard pushType == "liveactivity" else {
            return refuse(.invalidPushType, "apns-push-type \(pushType.prefix(40)); Live Activity pushes need liveactivity")
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
        if givenID != nil && !idIsValid {
            return refuse(.badMessageId, "apns-id \(givenID!.prefix(50)) is not a UUID (8-4-4-4-12 hex digits)")
        }
        let collapseID = request.first("apns-collapse-id")
        if let c = collapseID, c.utf8.count > 64 {
            return refuse(.badCollapseId, "apns-collapse-id is \(c.utf8.count) bytes; at most 64")
        }
        guard request.bodyByteCount > 0 else {
            return refuse(.payloadEmpty, "the request has no body")
        }
        guard request.bodyByteCount <= policy.payloadLimit else {
            return refuse(.payloadTooLarge, "payload is \(request.bodyByteCount) bytes; the limit is \(policy.payloadLimit)")
        }
        let value: JSONValue
        do throws(JSONError) {
            value = try JSONParser.parse(request.body[...], maxDepth: 64)
        } catch {
            // Apple lists no reason of its own for malformed JSON; APNs
            // answers a body it cannot read as a payload with PayloadEmpty.
            return refuse(.payloadEmpty, "the body is not JSON: \(error.message) at byte \(error.offset)")
        }
        guard case .object(let top) = value else {
            return refuse(.payloadEmpty, "the body is \(value.kindName == "array" ? "an array" : "a \(value.kindName)"), not a JSON dictionary")
        }
        if let forced = policy.tokenResponses[token] {
            return refuse(forced, "the answer set for this device token")
        }
        if let check = policy.tokenCheck, let refusal = check(token) {
            var result = refuse(refusal.reason, refusal.detail)
            if refusal.reason.status == 410 { result.response.timestamp = refusal.timestampMs ?? result.response.timestamp }
            return result
        }

        let item = decode(top, token: token, priority: priority, byteCount: request.bodyByteCount)
        let response = APNsResponse(status: 200, reason: nil, apnsID: apnsID, uniqueID: makeUUID(),
                                    detail: "accepted")
        let delivery = Delivery(token: token, topic: topic, priority: priority, apnsID: apnsID,
                                collapseID: collapseID, expiration: expiration, payload: value, item: item)
        return APNsResult(response: response, delivery: delivery)
    }

    /// The payload as the phone receives it, through the same decoder as stdin.
    static func decode(_ top: JSONObject, token: String, priority: Int, byteCount: Int) -> PayloadIntake.Item {
        let source = "POST /3/device/\(token)"
        // A payload with custom keys named like the envelope's ("token",
        // "payload") is still a bare payload here: wrap it so it reads as one.
        let envelopeLike = top["payload"] != nil || top["activity"] != nil || top["token"] != nil
        let value: JSONValue = envelopeLike
            ? .object(JSONObject(["activity": .string(token), "payload": .object(top)])) : .object(top)
        switch PushDecoder.decode(value, source: source, byteCount: byteCount) {
        case .success(var push):
            push.activityID = token
            push.priority = priority
            return .push(push)
        case .failure(var rejection):
            rejection.activityID = token
            return .rejected(rejection)
        }
    }

    /// A refusal's reason and words, carried through `Result`.
    struct Refusal: Error { var reason: APNsReason; var detail: String }

    /// `apns-priority`: 5 or 10, default 10 (a liveactivity push, direct or broadcast).
    static func priorityHeader(_ request: APNsRequest) -> Result<Int, Refusal> {
        guard let p = request.first("apns-priority") else { return .success(10) }
        guard p == "5" || p == "10" else {
            return .failure(Refusal(reason: .badPriority, detail: "apns-priority \(p.prefix(20)); a liveactivity push takes 5 or 10 (1 is not allowed)"))
        }
        return .success(p == "5" ? 5 : 10)
    }

    /// `apns-expiration`: seconds since 1970 (0: deliver now or never).
    static func expirationHeader(_ request: APNsRequest) -> Result<Int64?, Refusal> {
        guard let e = request.first("apns-expiration") else { return .success(nil) }
        guard !e.isEmpty, e.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), e.count <= 12, let n = Int64(e) else {
            return .failure(Refusal(reason: .badExpirationDate, detail: "apns-expiration \(e.prefix(20)) is not a number of seconds since 1970"))
        }
        return .success(n)
    }

    static func isHex(_ s: Substring) -> Bool {
        s.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) || ($0 >= 0x41 && $0 <= 0x46) }
    }

    static func isTopicByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2E || b == 0x2D || b == 0x5F
    }

    /// A canonical UUID: 8-4-4-4-12 hex digits.
    public static func isUUID(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count == 36 else { return false }
        for (i, c) in u.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                if c != 0x2D { return false }
            } else if !((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)) {
                return false
            }
        }
        return true
    }
}
