import LasimText

/// Turns one JSON value from the stream into a `Push`, or says why not.
///
/// Accepted shapes:
/// - a bare APNs payload `{"aps": {...}}` (goes to the default activity);
/// - an iOS Simulator `.apns` file: a bare payload with "Simulator Target Bundle";
/// - an envelope `{"activity": "<token or id>", "priority": 5|10, "payload": {"aps": {...}}}`.
public enum PushDecoder {
    public static let defaultActivity = "default"
    public static let payloadLimit = 4096

    public static func decode(_ value: JSONValue, source: String, byteCount: Int) -> Result<Push, Rejection> {
        guard case .object(let top) = value else {
            return .failure(Rejection(source: source, reason: "expected a JSON object, found \(article(value.kindName))"))
        }
        if top["payload"] != nil || top["activity"] != nil || top["token"] != nil {
            return decodeEnvelope(top, source: source, envelopeBytes: byteCount)
        }
        var warnings: [String] = []
        for e in top.entries where e.key != "aps" && e.key != "Simulator Target Bundle" {
            let key = e.key
            warnings.append("custom key \"\(Sanitizer.visible(key))\" beside aps is ignored by the activity")
        }
        return decodePayload(top, source: source, activityID: defaultActivity, priority: 10,
                             byteCount: byteCount, warnings: warnings)
    }

    static func decodeEnvelope(_ env: JSONObject, source: String, envelopeBytes: Int) -> Result<Push, Rejection> {
        var activityID = defaultActivity
        for key in ["activity", "token"] {
            guard let v = env[key] else { continue }
            guard let s = v.stringValue, !s.isEmpty else {
                return .failure(Rejection(source: source, reason: "envelope \"\(key)\" must be a non-empty string, found \(article(v.kindName))"))
            }
            guard s.utf8.count <= 200 else {
                return .failure(Rejection(source: source, reason: "envelope \"\(key)\" is \(s.utf8.count) bytes long; at most 200"))
            }
            activityID = Sanitizer.visible(s)
        }
        var priority = 10
        if let p = env["priority"] {
            guard let n = p.numberValue, n == 5 || n == 10 else {
                return .failure(Rejection(source: source, activityID: activityID,
                                          reason: "priority must be 5 or 10, found \(describe(p)) (BadPriority)"))
            }
            priority = Int(n)
        }
        guard let payload = env["payload"] else {
            return .failure(Rejection(source: source, activityID: activityID, reason: "envelope has no \"payload\""))
        }
        guard case .object(let body) = payload else {
            return .failure(Rejection(source: source, activityID: activityID,
                                      reason: "envelope \"payload\" must be an object, found \(article(payload.kindName))"))
        }
        var warnings: [String] = []
        for e in env.entries where !envelopeKeys.contains(e.key) {
            let key = e.key
            warnings.append("unknown envelope key \"\(Sanitizer.visible(key))\" ignored")
        }
        // The envelope holds the payload, so a small envelope has a small
        // payload; only measure the payload itself when it could be too big.
        let size = envelopeBytes <= payloadLimit ? envelopeBytes : JSONWriter.compact(.object(body)).utf8.count
        return decodePayload(body, source: source, activityID: activityID, priority: priority,
                             byteCount: size, warnings: warnings)
    }

    static func decodePayload(_ body: JSONObject, source: String, activityID: String, priority: Int,
                              byteCount: Int, warnings initial: [String]) -> Result<Push, Rejection> {
        func reject(_ reason: String) -> Result<Push, Rejection> {
            .failure(Rejection(source: source, activityID: activityID, reason: reason))
        }
        if byteCount > payloadLimit {
            return reject("payload is \(byteCount) bytes; APNs refuses more than \(payloadLimit) (PayloadTooLarge)")
        }
        guard let apsValue = body["aps"] else { return reject("no \"aps\" dictionary: not an APNs payload") }
        guard case .object(let aps) = apsValue else {
            return reject("\"aps\" must be a dictionary, found \(article(apsValue.kindName))")
        }
        var warnings = initial
        guard let eventValue = aps["event"] else { return reject("aps has no \"event\" (start, update or end)") }
        guard let eventName = eventValue.stringValue else {
            return reject("aps.event must be a string, found \(article(eventValue.kindName))")
        }
        guard let event = Push.Event(rawValue: eventName) else {
            return reject("unknown event \"\(Sanitizer.visible(eventName))\" (expected start, update or end)")
        }
        var push = Push(source: source, activityID: activityID, priority: priority, event: event,
                        byteCount: byteCount)

        if let t = aps["timestamp"] {
            guard let n = t.numberValue else { return reject("aps.timestamp must be a number of seconds, found \(article(t.kindName))") }
            guard n >= 0, n < 1e11 * 1000 else { return reject("aps.timestamp \(formatNumber(n)) is not a plausible Unix time") }
            if n > 1e11 {
                warnings.append("aps.timestamp \(formatNumber(n)) looks like milliseconds; APNs expects seconds")
            }
            push.timestamp = n
        } else {
            warnings.append("no aps.timestamp: the phone cannot order this update against others")
        }

        if let cs = aps["content-state"] {
            guard case .object(let state) = cs else {
                return reject("aps.content-state must be a dictionary, found \(article(cs.kindName))")
            }
            push.contentState = state
        } else if event != .end {
            return reject("aps.content-state is missing: a \(event.rawValue) needs one")
        }

        for (key, target) in [("stale-date", \Push.staleDate), ("dismissal-date", \Push.dismissalDate)] {
            guard let v = aps[key] else { continue }
            guard let n = v.numberValue, n >= 0 else {
                return reject("aps.\(key) must be a number of seconds, found \(describe(v))")
            }
            push[keyPath: target] = n
        }
        if push.dismissalDate != nil && event != .end {
            warnings.append("aps.dismissal-date only has an effect on an end event")
        }

        if let r = aps["relevance-score"] {
            guard let n = r.numberValue else { return reject("aps.relevance-score must be a number, found \(article(r.kindName))") }
            push.relevanceScore = n
        }

        if let a = aps["alert"] {
            switch a {
            case .string(let s):
                push.alert = Push.Alert(body: s)
            case .object(let o):
                push.alert = Push.Alert(title: alertText(o["title"]), body: alertText(o["body"]),
                                        sound: aps["sound"]?.stringValue)
            default:
                return reject("aps.alert must be a dictionary or a string, found \(article(a.kindName))")
            }
        }

        if event == .start {
            if let t = aps["attributes-type"] {
                guard let s = t.stringValue else {
                    return reject("aps.attributes-type must be a string, found \(article(t.kindName))")
                }
                push.attributesType = s
            } else {
                return reject("a start event needs aps.attributes-type")
            }
            if let at = aps["attributes"] {
                guard case .object(let o) = at else {
                    return reject("aps.attributes must be a dictionary, found \(article(at.kindName))")
                }
                push.attributes = o
            } else {
                return reject("a start event needs aps.attributes")
            }
            if push.alert == nil {
                warnings.append("a start event without aps.alert: iOS requires an alert for push-to-start")
            }
        }

        for e in aps.entries where !knownApsKeys.contains(e.key) {
            let key = e.key
            warnings.append("unknown aps key \"\(Sanitizer.visible(key))\" ignored")
        }
        push.warnings = warnings
        return .success(push)
    }

    static let knownApsKeys: Set<String> = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert", "sound",
        "attributes-type", "attributes", "input-push-token", "input-push-channel", "content-available", "mutable-content",
    ]
    static let envelopeKeys: Set<String> = ["activity", "token", "priority", "payload", "topic"]

    static func alertText(_ v: JSONValue?) -> String? {
        switch v {
        case .string(let s): return s
        case .object(let o): return o["loc-key"]?.stringValue.map { "[\($0)]" }
        default: return nil
        }
    }

    static func article(_ kind: String) -> String {
        switch kind {
        case "array": return "an array"
        case "null": return "null"
        default: return "a \(kind)"
        }
    }

    static func describe(_ v: JSONValue) -> String {
        switch v {
        case .number(let n): return formatNumber(n)
        case .string(let s): return "\"\(Sanitizer.visible(String(s.prefix(40))))\""
        default: return article(v.kindName)
        }
    }
}

/// Numbers in messages: integers without ".0".
public func formatNumber(_ n: Double) -> String {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
}
