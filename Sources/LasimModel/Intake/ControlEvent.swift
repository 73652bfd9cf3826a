/// What happens around payloads that still changes what the phone does:
/// APNs creates or deletes a broadcast channel, the phone registers a
/// push-to-start token. They sit in a recorded stream beside the payloads
/// so `lasim render FILE` replays a broadcast session exactly.
///
/// Stream lines: `{"channel-created": "<id>", "message-storage-policy": 0|1}`,
/// `{"channel-deleted": "<id>"}`, `{"push-to-start-token": "<hex>"}`.
public struct ControlEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case channelCreated(id: String, storagePolicy: Int)
        case channelDeleted(id: String)
        case pushToStartToken(String)
        /// The person swiped the activity's card away (lasim serve's phone).
        case swipe(activity: String)
        /// The system removed the activity (lasim serve's phone: dismissed, app removed).
        case dismiss(activity: String)
    }

    public var source: String
    public var kind: Kind

    public init(source: String, kind: Kind) { self.source = source; self.kind = kind }

    /// The replayable stream line.
    public var line: String {
        switch kind {
        case .channelCreated(let id, let policy):
            return JSONWriter.compact(.object(JSONObject(["channel-created": .string(id),
                                                          "message-storage-policy": .number(Double(policy))])))
        case .channelDeleted(let id):
            return JSONWriter.compact(.object(JSONObject(["channel-deleted": .string(id)])))
        case .pushToStartToken(let token):
            return JSONWriter.compact(.object(JSONObject(["push-to-start-token": .string(token)])))
        case .swipe(let id):
            return JSONWriter.compact(.object(JSONObject(["swipe": .string(id)])))
        case .dismiss(let id):
            return JSONWriter.compact(.object(JSONObject(["dismiss": .string(id)])))
        }
    }

    static let keys: KeySet = ["channel-created", "channel-deleted", "push-to-start-token", "swipe", "dismiss"]

    /// The event a stream value holds, if it is one (nil: not a control line).
    static func decode(_ top: JSONObject, source: String) -> Result<ControlEvent, Rejection>? {
        guard let key = top.entries.first(where: { keys.contains($0.key) })?.key else { return nil }
        // "swipe" and "dismiss" are words an app may use as its own keys beside aps.
        if (key == "swipe" || key == "dismiss") && (top["aps"] != nil || top["payload"] != nil) { return nil }
        func reject(_ invalid: Rejection.Invalid) -> Result<ControlEvent, Rejection> { .failure(Rejection(source: source, invalid)) }
        guard let id = top[key]?.stringValue, !id.isEmpty, id.utf8.count <= 200 else {
            return reject(.badControlID(key: key))
        }
        switch key {
        case "channel-created":
            let policy = top["message-storage-policy"]?.numberValue ?? 0
            guard policy == 0 || policy == 1 else { return reject(.badStoragePolicy) }
            return .success(ControlEvent(source: source, kind: .channelCreated(id: id, storagePolicy: Int(policy))))
        case "channel-deleted":
            return .success(ControlEvent(source: source, kind: .channelDeleted(id: id)))
        case "swipe":
            return .success(ControlEvent(source: source, kind: .swipe(activity: id.lowercased())))
        case "dismiss":
            return .success(ControlEvent(source: source, kind: .dismiss(activity: id.lowercased())))
        default:
            return .success(ControlEvent(source: source, kind: .pushToStartToken(id.lowercased())))
        }
    }
}
