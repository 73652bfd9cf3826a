import LasimModel

/// What APNs answers.
public struct APNsResponse: Sendable, Equatable {
    public var status: Int
    /// nil on 200.
    public var reason: APNsReason?
    /// `apns-id`: the request's own, or a fresh UUID.
    public var apnsID: String
    /// `apns-unique-id`, sent on success (as the development environment does).
    public var uniqueID: String?
    /// 410 only: when the token stopped being valid, milliseconds since 1970.
    public var timestamp: Int64?
    /// Channel management and broadcasts answer `apns-request-id` instead of `apns-id`.
    public var usesRequestID = false
    /// `apns-channel-id`: the channel created or read.
    public var channelID: String?
    /// A success body (reading a channel, listing channels).
    public var json: String?
    /// Why, in words, for the log line (never sent: APNs only sends `reason`).
    public var detail: String

    public init(status: Int, reason: APNsReason?, apnsID: String, uniqueID: String? = nil,
                timestamp: Int64? = nil, detail: String) {
        self.status = status; self.reason = reason; self.apnsID = apnsID
        self.uniqueID = uniqueID; self.timestamp = timestamp; self.detail = detail
    }

    /// The response body: empty on success, `{"reason":"..."}` otherwise.
    public var body: String {
        guard let reason else { return json ?? "" }
        if let timestamp { return "{\"reason\":\"\(reason.rawValue)\",\"timestamp\":\(timestamp)}" }
        return "{\"reason\":\"\(reason.rawValue)\"}"
    }
}

/// A request APNs accepted (200), on its way to the simulated phone.
/// `item` is what the phone receives: a push, or a payload the phone
/// cannot use at all (no `aps`, no `event`...), which it drops. Whether the
/// content-state decodes is decided later, when a store applies the push:
/// APNs does not know the app's schema, so it answers 200 either way.
public struct Delivery: Sendable, Equatable {
    /// Device (push) token from the path, lower-cased: the activity id.
    public var token: String
    public var topic: String
    public var priority: Int
    public var apnsID: String
    public var collapseID: String?
    public var expiration: Int64?
    /// The payload as parsed.
    public var payload: JSONValue
    public var item: PayloadIntake.Item
    /// A broadcast: its channel (`token` is then empty).
    public var channel: String?

    public init(token: String, topic: String, priority: Int, apnsID: String, collapseID: String?,
                expiration: Int64?, payload: JSONValue, item: PayloadIntake.Item, channel: String? = nil) {
        self.token = token; self.topic = topic; self.priority = priority; self.apnsID = apnsID
        self.collapseID = collapseID; self.expiration = expiration; self.payload = payload; self.item = item
        self.channel = channel
    }

    /// A replayable NDJSON line: `{"activity":...,"priority":...,"payload":{...}}`
    /// (`{"channel":...}` for a broadcast), the envelope `PushDecoder` reads
    /// (`lasim render FILE` replays it).
    public var envelopeLine: String {
        let target: (String, JSONValue) = channel.map { ("channel", .string($0)) } ?? ("activity", .string(token))
        return JSONWriter.compact(.object(JSONObject([
            JSONObject.Entry(key: target.0, value: target.1),
            JSONObject.Entry(key: "priority", value: .number(Double(priority))),
            JSONObject.Entry(key: "payload", value: payload),
        ])))
    }
}

/// The validator's verdict: the response, and the delivery when accepted.
public struct APNsResult: Sendable, Equatable {
    public var response: APNsResponse
    public var delivery: Delivery?
    /// A channel created or deleted: the phone's side learns of it (storage
    /// policy, refused broadcasts) and `--record` writes it.
    public var control: ControlEvent?
    public init(response: APNsResponse, delivery: Delivery?, control: ControlEvent? = nil) {
        self.response = response; self.delivery = delivery; self.control = control
    }
}
