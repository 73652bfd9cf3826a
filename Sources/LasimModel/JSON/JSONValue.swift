/// A parsed JSON value. Objects keep their keys in document order so that
/// generic rendering and error messages follow what the author wrote.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var objectValue: JSONObject? { if case .object(let o) = self { return o }; return nil }
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var numberValue: Double? { if case .number(let n) = self { return n }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    public var isNull: Bool { if case .null = self { return true }; return false }

    /// The name a Swift decoder uses for this kind of value in its messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "dictionary"
        }
    }
}

/// An ordered JSON object. Lookups are linear: payload objects are small,
/// and a linear scan over a few keys beats hashing them.
public struct JSONObject: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) { self.key = key; self.value = value }
    }
    public var entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }
    public init(_ pairs: KeyValuePairs<String, JSONValue>) {
        entries = pairs.map { Entry(key: $0.key, value: $0.value) }
    }

    public subscript(key: String) -> JSONValue? {
        get { index(of: key).map { entries[$0].value } }
        set {
            if let i = index(of: key) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }

    /// Where `key` is. By index: iterating `entries` by value would retain
    /// every entry.
    public func index(of key: String) -> Int? {
        var i = 0
        let n = entries.count, length = key.utf8.count
        while i < n {
            if entries[i].key.isSameKey(key, length: length) { return i }
            i += 1
        }
        return nil
    }

    public var keys: [String] { entries.map(\.key) }
    public var count: Int { entries.count }
}

// Literals, so fixtures and scenarios read like the JSON they stand for.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
                     ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}

// Arrays and mappings as literals too (JSON Schemas are written this way).
extension JSONValue: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Entry(key: $0.0, value: $0.1) }))
    }
}
