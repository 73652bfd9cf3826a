/// One push as the phone receives it: the `aps` dictionary of a Live
/// Activity payload, plus what the envelope (or the endpoint) says about its
/// delivery. Values are checked for shape here; content-state is checked
/// against the template's schema when it is applied.
public struct Push: Sendable, Equatable {
    public enum Event: String, Sendable, Equatable, CaseIterable {
        case start, update, end
    }

    public struct Alert: Sendable, Equatable {
        public var title: String?
        public var body: String?
        public var sound: String?
        public init(title: String? = nil, body: String? = nil, sound: String? = nil) {
            self.title = title; self.body = body; self.sound = sound
        }
    }

    /// Where it came from, for messages: "stdin:12", "order.ndjson:3", "POST /3/device/abc".
    public var source: String
    /// The activity it addresses: push token or activity id ("default" for bare payloads).
    public var activityID: String
    /// apns-priority: 10 (immediate) or 5 (opportunistic).
    public var priority: Int
    public var event: Event
    /// `timestamp`, Unix seconds.
    public var timestamp: Double?
    public var contentState: JSONObject?
    public var attributesType: String?
    public var attributes: JSONObject?
    /// `stale-date`, `dismissal-date`: Unix seconds.
    public var staleDate: Double?
    public var dismissalDate: Double?
    public var relevanceScore: Double?
    public var alert: Alert?
    /// Size of the APNs payload in bytes (the 4096 limit applies to this).
    public var byteCount: Int
    /// Problems that do not stop delivery (unknown keys, suspicious dates).
    public var warnings: [String]
    /// A broadcast: the channel it was sent on (`activityID` is then
    /// `channel:<id>`); it reaches every activity subscribed at that moment.
    public var channel: String?
    /// Start only: `input-push-channel`, the channel the new activity subscribes to.
    public var inputPushChannel: String?
    /// Start only: `input-push-token: 1`, the phone issues an update token.
    public var inputPushToken = false

    public init(source: String, activityID: String, priority: Int = 10, event: Event,
                timestamp: Double? = nil, contentState: JSONObject? = nil,
                attributesType: String? = nil, attributes: JSONObject? = nil,
                staleDate: Double? = nil, dismissalDate: Double? = nil,
                relevanceScore: Double? = nil, alert: Alert? = nil,
                byteCount: Int = 0, warnings: [String] = []) {
        self.init(source: source, activityID: activityID, priority: priority, event: event, timestamp: timestamp,
                  contentState: contentState, attributesType: attributesType, attributes: attributes,
                  staleDate: staleDate, dismissalDate: dismissalDate, relevanceScore: relevanceScore, alert: alert,
                  byteCount: byteCount, warnings: warnings, channel: nil, inputPushChannel: nil, inputPushToken: false)
    }

    /// Every field, for the decoder to make a push in one go (field by
    /// field: a delegating init made the push and then copied it).
    init(source: String, activityID: String, priority: Int, event: Event, timestamp: Double?, contentState: JSONObject?,
         attributesType: String?, attributes: JSONObject?, staleDate: Double?, dismissalDate: Double?,
         relevanceScore: Double?, alert: Alert?, byteCount: Int, warnings: [String], channel: String?,
         inputPushChannel: String?, inputPushToken: Bool) {
        self.source = source; self.activityID = activityID; self.priority = priority
        self.event = event; self.timestamp = timestamp; self.contentState = contentState
        self.attributesType = attributesType; self.attributes = attributes
        self.staleDate = staleDate; self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore; self.alert = alert
        self.byteCount = byteCount; self.warnings = warnings
        self.channel = channel; self.inputPushChannel = inputPushChannel; self.inputPushToken = inputPushToken
    }
}
