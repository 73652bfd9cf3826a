import LasimModel

/// A value inside a template expression. Dates are kept apart from numbers
/// so that `eta.to - now` is a duration and `{eta.to|time}` is a clock time.
public enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// Unix seconds.
    case date(Double)
    case list([Value])
    /// Boxed: a schema inline made every value 81 bytes, and values are
    /// copied at every step of every expression.
    indirect case record(JSONObject, ContentSchema?)

    /// Seconds between 1970 and 2001: `Date`'s default Codable strategy counts from 2001.
    public static let referenceDateOffset: Double = AppleEpoch.unixSeconds

    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .number(let n): return n != 0 && !n.isNaN
        case .string(let s): return !s.isEmpty
        case .date: return true
        case .list(let l): return !l.isEmpty
        case .record: return true
        }
    }

    public var number: Double? {
        switch self {
        case .number(let n): return n
        case .date(let d): return d
        case .bool(let b): return b ? 1 : 0
        case .string(let s): return Double(s)
        default: return nil
        }
    }

    public var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .date: return "date"
        case .list: return "list"
        case .record: return "record"
        }
    }

    /// Wraps a decoded JSON value; `type` says when a number is a date.
    public static func from(_ json: JSONValue, type: ContentSchema.FieldType?) -> Value {
        if case .optional(let wrapped)? = type { return from(json, type: wrapped) }
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n):
            if case .date = type { return .date(n + referenceDateOffset) }
            return .number(n)
        case .string(let s): return .string(s)
        case .array(let items):
            // A `ClosedRange<Date>` is [lower, upper]: its bounds are dates too.
            var itemType: ContentSchema.FieldType?
            switch type {
            case .array(let t)?, .set(let t)?, .range(_, let t)?: itemType = t
            default: break
            }
            return .list(items.map { from($0, type: itemType) })
        case .object(let o):
            if case .object(let schema) = type { return .record(o, schema) }
            return .record(o, nil)
        }
    }

    /// `text` of a value no longer needed: a string is handed over, not
    /// copied (a text drawn from a hole made and dropped a copy).
    public consuming func intoText() -> String {
        switch consume self {
        case .string(let s): return s
        case let v: return v.text
        }
    }

    /// Plain text form, as `{x}` interpolates it with no format.
    public var text: String {
        switch self {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .string(let s): return s
        case .date(let d): return formatNumber(d)
        case .list(let l): return l.map(\.text).joined(separator: ", ")
        case .record(let o, _): return JSONWriter.compact(.object(o))
        }
    }
}
