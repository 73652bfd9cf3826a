import LasimModel
import LasimTemplate

/// A state that fills every field of a schema with a typical value: what
/// the coverage report and `render` run the views with when the app has no samples, so
/// that optional fields take their drawn branch and no nil stands for a value.
public enum TypicalState {
    /// The sample "typical": both states typical, shown at `now`.
    public static func sample(_ schema: ContentSchema?, attributes: ContentSchema?, now: Double) -> Sample {
        Sample(name: "typical", attributes: make(attributes, now: now), contentState: make(schema, now: now), now: now)
    }

    public static func make(_ schema: ContentSchema?, now: Double) -> JSONObject {
        guard let schema else { return JSONObject() }
        return JSONObject(schema.fields.map { JSONObject.Entry(key: $0.name, value: value($0.type, name: $0.property ?? $0.name, now: now, depth: 0)) })
    }

    static func value(_ t: ContentSchema.FieldType, name: String, now: Double, depth: Int) -> JSONValue {
        switch t {
        case .string: return .string(name)
        case .int, .integer: return .number(3)
        case .double, .floating: return .number(0.5)
        case .bool: return .bool(true)
        case .date: return .number(now + 600 - AppleEpoch.unixSeconds)
        // Ten minutes, as a date is ten minutes ahead.
        case .duration: return DurationCoding.json(seconds: 600)
        case .enumeration(_, let cases): return cases.first.map { .string($0) } ?? .null
        case .object(let inner): return depth > 4 ? .null : .object(JSONObject(inner.fields.map {
            JSONObject.Entry(key: $0.name, value: value($0.type, name: $0.property ?? $0.name, now: now, depth: depth + 1))
        }))
        case .intEnumeration(_, let cases): return cases.first.map { .number(Double($0)) } ?? .null
        case .taggedUnion(_, let cases):
            // A case that carries values, so that the views reading them run.
            guard depth <= 4, let c = cases.first(where: { !$0.fields.isEmpty }) ?? cases.first else { return .null }
            return .object(JSONObject([JSONObject.Entry(key: c.name, value: value(.object(c), name: name, now: now, depth: depth + 1))]))
        case .array(let inner), .set(let inner): return .array([value(inner, name: name, now: now, depth: depth + 1)])
        // A dictionary of any JSON values (a push SDK's `[String: AnyCodable]`):
        // its keys are the app's to choose, so none is invented.
        case .dictionary(.any): return .object(JSONObject())
        case .dictionary(let inner): return .object(JSONObject([JSONObject.Entry(key: name, value: value(inner, name: name, now: now, depth: depth + 1))]))
        case .range(_, let bound):
            let lower = value(bound, name: name, now: now, depth: depth + 1)
            if case .number(let n) = lower { return .array([lower, .number(n + 600)]) }
            return .array([lower, lower])
        case .optional(let inner): return value(inner, name: name, now: now, depth: depth)
        case .url: return .string("https://example.com")
        case .uuid: return .string("00000000-0000-0000-0000-000000000000")
        // No bytes (Base64 of nothing): an image or file sent as data takes the views' empty branch.
        case .data: return .string("")
        case .any: return .null
        // A type that decodes itself: what its `init(from:)` reads, so that it does not throw.
        case .custom(_, let reads?): return value(reads, name: name, now: now, depth: depth)
        default: return .null
        }
    }
}
