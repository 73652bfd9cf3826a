import LasimText

/// A value from the stream that could not become a push, and why.
public struct Rejection: Error, Sendable, Equatable {
    public var source: String
    public var activityID: String?
    public var problem: Problem

    /// What was wrong with the value.
    public enum Problem: Sendable, Equatable {
        /// The JSON reader's message.
        case malformedJSON(String)
        /// The stream splitter's message: the value never ended, or was too large.
        case unreadable(String)
        /// Not a push or control event: what the decoder refused.
        case invalid(Invalid)

        public var text: String {
            switch self {
            case .malformedJSON(let message): "malformed JSON: \(message)"
            case .unreadable(let message): message
            case .invalid(let invalid): invalid.text
            }
        }

        /// The key the problem is about; the root for the value as a whole.
        public var path: JSONPath {
            if case .invalid(let invalid) = self { return invalid.path }
            return .root
        }
    }

    /// What the decoder refuses in a stream value, with what it found.
    public enum Invalid: Sendable, Equatable {
        case notAnObject(found: Found)
        case badChannel(found: Found)
        case activityAndChannel
        /// The envelope's "activity" or "token" is not a non-empty string.
        case badActivity(key: String, found: Found)
        case activityTooLong(key: String, bytes: Int)
        case badPriority(found: Found)
        case noPayload
        case payloadNotAnObject(found: Found)
        case payloadTooLarge(bytes: Int, limit: Int)
        case noAps
        case apsNotAnObject(found: Found)
        case noEvent
        case unknownEvent(String)
        case broadcastStarts
        case implausibleTimestamp(Double)
        case noContentState(Push.Event)
        /// A start without aps.attributes-type or aps.attributes.
        case startWithout(PushDecoder.ApsKey)
        /// A key of aps holds the wrong kind of value; what it should hold
        /// follows from the key.
        case wrongValue(PushDecoder.ApsKey, found: Found)
        /// A control line's id is not a non-empty string of at most 200 bytes.
        case badControlID(key: String)
        case badStoragePolicy

        public var text: String {
            switch self {
            case .notAnObject(let found): "expected a JSON object, found \(found.text)"
            case .badChannel(let found): "envelope \"channel\" must be a non-empty string of at most 200 bytes, found \(found.text)"
            case .activityAndChannel: "an envelope names an activity or a channel, not both"
            case .badActivity(let key, let found): "envelope \"\(key)\" must be a non-empty string, found \(found.text)"
            case .activityTooLong(let key, let bytes): "envelope \"\(key)\" is \(bytes) bytes long; at most 200"
            case .badPriority(let found): "priority must be 5 or 10, found \(found.text) (BadPriority)"
            case .noPayload: "envelope has no \"payload\""
            case .payloadNotAnObject(let found): "envelope \"payload\" must be an object, found \(found.text)"
            case .payloadTooLarge(let bytes, let limit): "payload is \(bytes) bytes; APNs refuses more than \(limit) (PayloadTooLarge)"
            case .noAps: "no \"aps\" dictionary: not an APNs payload"
            case .apsNotAnObject(let found): "\"aps\" must be a dictionary, found \(found.text)"
            case .noEvent: "aps has no \"event\" (start, update or end)"
            case .unknownEvent(let name): "unknown event \"\(Sanitizer.visible(name))\" (expected start, update or end)"
            case .broadcastStarts: "a broadcast cannot start an activity: a channel carries update and end events only"
            case .implausibleTimestamp(let t): "aps.timestamp \(formatNumber(t)) is not a plausible Unix time"
            case .noContentState(let event): "aps.content-state is missing: a \(event.rawValue) needs one"
            case .startWithout(let key): "a start event needs aps.\(key.name)"
            case .wrongValue(let key, let found): "aps.\(key.name) must be \(Self.expected(key)), found \(found.text)"
            case .badControlID(let key): "\"\(key)\" must be a non-empty string of at most 200 bytes"
            case .badStoragePolicy: "message-storage-policy must be 0 or 1"
            }
        }

        static func expected(_ key: PushDecoder.ApsKey) -> String {
            switch key {
            case .event, .attributesType: "a string"
            case .timestamp, .staleDate, .dismissalDate: "a number of seconds"
            case .relevanceScore: "a number"
            case .alert: "a dictionary or a string"
            case .inputPushChannel: "a channel id (a non-empty string)"
            case .inputPushToken: "1"
            default: "a dictionary"
            }
        }

        /// The key the problem is about; the root for the value as a whole.
        public var path: JSONPath {
            switch self {
            case .noAps, .apsNotAnObject: JSONPath(keys: "aps")
            case .noEvent: JSONPath(keys: "aps", "event")
            case .implausibleTimestamp: JSONPath(keys: "aps", "timestamp")
            case .noContentState: JSONPath(keys: "aps", "content-state")
            case .startWithout(let key), .wrongValue(let key, _): JSONPath(keys: "aps", key.name)
            default: .root
            }
        }
    }

    /// What a refused value held: its kind, or the number or string itself.
    public enum Found: Sendable, Equatable {
        case kind(String)
        case number(Double)
        /// Its first 40 characters.
        case string(String)

        /// Only the value's kind ("a string", "an array").
        public init(kindOf v: JSONValue) { self = .kind(v.kindName) }

        /// A number or a string as itself, anything else by its kind.
        public init(_ v: JSONValue) {
            switch v {
            case .number(let n): self = .number(n)
            case .string(let s): self = .string(String(s.prefix(40)))
            default: self = .kind(v.kindName)
            }
        }

        public var text: String {
            switch self {
            case .kind("array"): "an array"
            case .kind("null"): "null"
            case .kind(let kind): "a \(kind)"
            case .number(let n): formatNumber(n)
            case .string(let s): "\"\(Sanitizer.visible(s))\""
            }
        }
    }

    public init(source: String, activityID: String? = nil, problem: Problem) {
        self.source = source; self.activityID = activityID; self.problem = problem
    }

    /// A value the decoder refuses.
    public init(source: String, activityID: String? = nil, _ invalid: Invalid) {
        self.init(source: source, activityID: activityID, problem: .invalid(invalid))
    }

    /// The problem in words.
    public var reason: String { problem.text }
}
