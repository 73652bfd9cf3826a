import LasimText

/// Turns one JSON value from the stream into a `Push`, or says why not.
///
/// Accepted shapes:
/// - a bare APNs payload `{"aps": {...}}` (goes to the default activity);
/// - an iOS Simulator `.apns` file: a bare payload with "Simulator Target Bundle";
/// - an envelope `{"activity": "<token or id>", "priority": 5|10, "payload": {"aps": {...}}}`;
/// - a broadcast `{"channel": "<channel id>", "priority": 5|10, "payload": {"aps": {...}}}`.
/// Control lines (channel created/deleted, push-to-start token) are read by
/// `item(_:source:byteCount:)` before any of these.
public enum PushDecoder {
    public static let defaultActivity = "default"
    /// APNs' limit for a Live Activity payload sent to a device token.
    public static let payloadLimit = 4096
    /// APNs' limit for a broadcast payload. Apple's broadcast page gives a
    /// larger limit than for device pushes; lasim reads it as 5120 bytes
    /// (see the README: the page could not be checked word for word).
    public static let broadcastPayloadLimit = 5120
    /// Activity ids of broadcasts, in decisions and the log.
    public static let channelPrefix = "channel:"

    /// One stream value as an intake item: a control event, a push, or why neither.
    public static func item(_ value: JSONValue, source: String, byteCount: Int) -> PayloadIntake.Item {
        if case .object(let top) = value, let control = ControlEvent.decode(top, source: source) {
            switch control {
            case .success(let e): return .control(e)
            case .failure(let r): return .rejected(r)
            }
        }
        switch decode(value, source: source, byteCount: byteCount) {
        case .success(let push): return .push(push)
        case .failure(let r): return .rejected(r)
        }
    }

    public static func decode(_ value: JSONValue, source: String, byteCount: Int) -> Result<Push, Rejection> {
        guard case .object(let top) = value else {
            return .failure(Rejection(source: source, .notAnObject(found: .init(kindOf: value))))
        }
        let at = envelopeKeys.positions(in: top)
        if at[EnvelopeKey.payload.rawValue] != nil || at[EnvelopeKey.activity.rawValue] != nil
            || at[EnvelopeKey.token.rawValue] != nil || at[EnvelopeKey.channel.rawValue] != nil {
            return decodeEnvelope(top, at: at, source: source, envelopeBytes: byteCount)
        }
        var warnings: [String] = []
        for e in top.entries where e.key != "aps" && e.key != "Simulator Target Bundle" {
            let key = e.key
            warnings.append("custom key \"\(Sanitizer.visible(key))\" beside aps is ignored by the activity")
        }
        return decodePayload(top, source: source, activityID: defaultActivity, priority: 10,
                             byteCount: byteCount, warnings: warnings)
    }

    /// `at`: where `envelopeKeys` are in `env`.
    static func decodeEnvelope(_ env: JSONObject, at: KeyPositions, source: String, envelopeBytes: Int) -> Result<Push, Rejection> {
        func field(_ k: EnvelopeKey) -> JSONValue? { env.value(at: at[k.rawValue]) }
        var activityID = defaultActivity
        var channel: String?
        if let c = field(.channel) {
            guard let s = c.stringValue, !s.isEmpty, s.utf8.count <= 200 else {
                return .failure(Rejection(source: source, .badChannel(found: .init(c))))
            }
            guard field(.activity) == nil, field(.token) == nil else {
                return .failure(Rejection(source: source, .activityAndChannel))
            }
            channel = Sanitizer.visible(s)
            activityID = channelPrefix + channel!
        }
        for k in [EnvelopeKey.activity, .token] {
            guard let v = field(k) else { continue }
            let key = k.name
            guard let s = v.stringValue, !s.isEmpty else {
                return .failure(Rejection(source: source, .badActivity(key: key, found: .init(kindOf: v))))
            }
            guard s.utf8.count <= 200 else {
                return .failure(Rejection(source: source, .activityTooLong(key: key, bytes: s.utf8.count)))
            }
            activityID = Sanitizer.visible(s)
        }
        var priority = 10
        if let p = field(.priority) {
            guard let n = p.numberValue, n == 5 || n == 10 else {
                return .failure(Rejection(source: source, activityID: activityID, .badPriority(found: .init(p))))
            }
            priority = Int(n)
        }
        guard let payload = field(.payload) else {
            return .failure(Rejection(source: source, activityID: activityID, .noPayload))
        }
        guard case .object(let body) = payload else {
            return .failure(Rejection(source: source, activityID: activityID, .payloadNotAnObject(found: .init(kindOf: payload))))
        }
        var warnings: [String] = []
        if at.hasOthers {
            for e in env.entries where !envelopeKeys.contains(e.key) {
                let key = e.key
                warnings.append("unknown envelope key \"\(Sanitizer.visible(key))\" ignored")
            }
        }
        // The envelope holds the payload, so a small envelope has a small
        // payload; only measure the payload itself when it could be too big.
        let size = envelopeBytes <= payloadLimit ? envelopeBytes : JSONWriter.compact(.object(body)).utf8.count
        return decodePayload(body, source: source, activityID: activityID, priority: priority,
                             byteCount: size, warnings: warnings, channel: channel)
    }

    static func decodePayload(_ body: JSONObject, source: String, activityID: String, priority: Int,
                              byteCount: Int, warnings initial: [String], channel: String? = nil) -> Result<Push, Rejection> {
        func reject(_ invalid: Rejection.Invalid) -> Result<Push, Rejection> {
            .failure(Rejection(source: source, activityID: activityID, invalid))
        }
        let limit = channel == nil ? payloadLimit : broadcastPayloadLimit
        if byteCount > limit {
            return reject(.payloadTooLarge(bytes: byteCount, limit: limit))
        }
        guard let apsValue = body["aps"] else { return reject(.noAps) }
        guard case .object(let aps) = apsValue else {
            return reject(.apsNotAnObject(found: .init(kindOf: apsValue)))
        }
        let at = knownApsKeys.positions(in: aps)
        func field(_ k: ApsKey) -> JSONValue? { aps.value(at: at[k.rawValue]) }
        var warnings = initial
        guard let eventValue = field(.event) else { return reject(.noEvent) }
        guard let eventName = eventValue.stringValue else {
            return reject(.wrongValue(.event, found: .init(kindOf: eventValue)))
        }
        guard let event = Push.Event(rawValue: eventName) else {
            return reject(.unknownEvent(eventName))
        }
        // The push is made at the end from these, by the init that sets
        // every field (see `Push`).
        var timestamp: Double?, contentState: JSONObject?, staleDate: Double?, dismissalDate: Double?
        var relevanceScore: Double?, alert: Push.Alert?, attributesType: String?, attributes: JSONObject?
        var inputPushChannel: String?, inputPushToken = false
        if channel != nil && event == .start {
            return reject(.broadcastStarts)
        }

        if let t = field(.timestamp) {
            guard let n = t.numberValue else { return reject(.wrongValue(.timestamp, found: .init(kindOf: t))) }
            guard n >= 0, n < UnixTime.millisecondsAbove * 1000 else { return reject(.implausibleTimestamp(n)) }
            if UnixTime.looksLikeMilliseconds(n) {
                warnings.append("aps.timestamp \(formatNumber(n)) looks like milliseconds; APNs expects seconds")
            }
            timestamp = n
        } else {
            warnings.append("no aps.timestamp: the phone cannot order this update against others")
        }

        if let cs = field(.contentState) {
            guard case .object(let state) = cs else {
                return reject(.wrongValue(.contentState, found: .init(kindOf: cs)))
            }
            contentState = state
        } else if event != .end {
            return reject(.noContentState(event))
        }

        if let v = field(.staleDate) {
            guard let n = v.numberValue, n >= 0 else { return reject(.wrongValue(.staleDate, found: .init(v))) }
            staleDate = n
        }
        if let v = field(.dismissalDate) {
            guard let n = v.numberValue, n >= 0 else { return reject(.wrongValue(.dismissalDate, found: .init(v))) }
            dismissalDate = n
        }
        if dismissalDate != nil && event != .end {
            warnings.append("aps.dismissal-date only has an effect on an end event")
        }

        if let r = field(.relevanceScore) {
            guard let n = r.numberValue else { return reject(.wrongValue(.relevanceScore, found: .init(kindOf: r))) }
            relevanceScore = n
        }

        if let a = field(.alert) {
            switch a {
            case .string(let s):
                alert = Push.Alert(body: s)
            case .object(let o):
                alert = Push.Alert(title: alertText(o["title"]), body: alertText(o["body"]),
                                        sound: field(.sound)?.stringValue)
            default:
                return reject(.wrongValue(.alert, found: .init(kindOf: a)))
            }
        }

        if event == .start {
            if let t = field(.attributesType) {
                guard let s = t.stringValue else {
                    return reject(.wrongValue(.attributesType, found: .init(kindOf: t)))
                }
                attributesType = s
            } else {
                return reject(.startWithout(.attributesType))
            }
            if let a = field(.attributes) {
                guard case .object(let o) = a else {
                    return reject(.wrongValue(.attributes, found: .init(kindOf: a)))
                }
                attributes = o
            } else {
                return reject(.startWithout(.attributes))
            }
            if alert == nil {
                warnings.append("a start event without aps.alert: iOS requires an alert for push-to-start")
            }
            if let c = field(.inputPushChannel) {
                guard let id = c.stringValue, !id.isEmpty, id.utf8.count <= 200 else {
                    return reject(.wrongValue(.inputPushChannel, found: .init(c)))
                }
                inputPushChannel = Sanitizer.visible(id)
            }
            if let t = field(.inputPushToken) {
                guard t.numberValue == 1 else {
                    return reject(.wrongValue(.inputPushToken, found: .init(t)))
                }
                inputPushToken = true
            }
            if inputPushChannel != nil && inputPushToken {
                warnings.append("input-push-channel and input-push-token together: an activity takes one push type, the channel wins")
                inputPushToken = false
            }
        } else {
            for key in [ApsKey.inputPushChannel, .inputPushToken] where field(key) != nil {
                warnings.append("aps.\(key.name) only has an effect on a start event")
            }
        }

        if at.hasOthers {
            for e in aps.entries where !knownApsKeys.contains(e.key) {
                let key = e.key
                warnings.append("unknown aps key \"\(Sanitizer.visible(key))\" ignored")
            }
        }
        return .success(Push(source: source, activityID: activityID, priority: priority, event: event, timestamp: timestamp,
                             contentState: contentState, attributesType: attributesType, attributes: attributes,
                             staleDate: staleDate, dismissalDate: dismissalDate, relevanceScore: relevanceScore,
                             alert: alert, byteCount: byteCount, warnings: warnings, channel: channel,
                             inputPushChannel: inputPushChannel, inputPushToken: inputPushToken))
    }

    /// The keys of `aps` that APNs and the phone read.
    public static let knownApsKeys = KeySet(ApsKey.names)
    static let envelopeKeys = KeySet(EnvelopeKey.names)

    /// The keys of `aps` that APNs and the phone read, by their place in `knownApsKeys`.
    public enum ApsKey: Int, Sendable, CaseIterable {
        case timestamp, event, contentState, staleDate, dismissalDate, relevanceScore, alert, sound
        case attributesType, attributes, inputPushToken, inputPushChannel, contentAvailable, mutableContent
        /// As sent, in the cases' order.
        static let names = ["timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert",
                            "sound", "attributes-type", "attributes", "input-push-token", "input-push-channel",
                            "content-available", "mutable-content"]
        public var name: String { Self.names[rawValue] }
    }

    /// An envelope's keys, by their place in `envelopeKeys`.
    enum EnvelopeKey: Int, CaseIterable {
        case activity, token, channel, priority, payload, topic
        static let names = ["activity", "token", "channel", "priority", "payload", "topic"]
        var name: String { Self.names[rawValue] }
    }

    static func alertText(_ v: JSONValue?) -> String? {
        switch v {
        case .string(let s): return s
        case .object(let o): return o["loc-key"]?.stringValue.map { "[\($0)]" }
        default: return nil
        }
    }
}

/// Numbers in messages: integers without ".0".
public func formatNumber(_ n: Double) -> String {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
}
