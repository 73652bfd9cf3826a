import LasimText

/// Decodes a payload's `content-state` against a schema as the phone's
/// `JSONDecoder` does with default strategies: a missing non-optional field,
/// a null, a wrong type, a non-integral Int or an unknown enum case fails the
/// whole update, with the error Swift would log. Lenient mode (like Hema's
/// decode-to-dictionary workaround) fills defaults instead and reports each.
public struct StateDecoder: Sendable {
    public enum Mode: Sendable { case strict, lenient }
    public var mode: Mode
    public init(mode: Mode) { self.mode = mode }

    public struct Failure: Error, Sendable, Equatable {
        /// Swift's `DecodingError` cases (and lasim's out-of-range), named
        /// as Swift logs them.
        public enum Kind: String, Sendable, Equatable {
            case keyNotFound, valueNotFound, typeMismatch, dataCorrupted, outOfRange
        }
        public var kind: Kind
        /// Where, inside the decoded value.
        public var path: JSONPath
        public var message: String
        public init(kind: Kind, path: JSONPath, message: String) {
            self.kind = kind; self.path = path; self.message = message
        }
        public var line: String { line(under: DropReason.DecodedPart.contentState.rawValue) }
        /// Worded for the part decoded (`attributes`, whose root is not a content state).
        public func line(under root: String) -> String {
            "\(kind.rawValue) at \(path.isRoot ? root : path.relativeText): \(message)"
        }
    }

    public struct Result: Sendable {
        public var state: JSONObject
        /// Lenient mode: what was filled in or replaced.
        public var repairs: [String]
    }

    public func decode(_ state: JSONObject, as schema: ContentSchema) throws(Failure) -> Result {
        var repairs: [String] = []
        let out = try decodeObject(state, schema, path: .root, repairs: &repairs)
        return Result(state: out, repairs: repairs)
    }

    /// The first error decoding one value as `type` (nil: it decodes), for
    /// linters that walk a payload themselves and want Swift's own rule for a leaf.
    public static func failure(decoding v: JSONValue, as type: ContentSchema.FieldType, path: JSONPath) -> Failure? {
        var repairs: [String] = []
        do throws(Failure) {
            _ = try StateDecoder(mode: .strict).decodeElement(v, type, path: path, repairs: &repairs)
            return nil
        } catch {
            return error
        }
    }

    func decodeObject(_ o: JSONObject, _ schema: ContentSchema, path: @autoclosure () -> JSONPath, repairs: inout [String]) throws(Failure) -> JSONObject {
        var out = JSONObject()
        out.entries.reserveCapacity(schema.fields.count)
        // Through the buffer: iterating the fields by value copied each
        // (its name, type and source), for every payload decoded.
        try schema.fields.withUnsafeBufferPointer { (fields) throws(Failure) in
            for i in fields.indices {
                // Built only for a failure: a path for every field decoded
                // was an allocation per field, for every payload.
                func fieldPath() -> JSONPath { path().appending(key: fields[i].name) }
                guard let raw = o[fields[i].name] else {
                    if fields[i].optional { continue }
                    let failure = Failure(kind: .keyNotFound, path: fieldPath(),
                                          message: "No value associated with key \"\(fields[i].name)\".")
                    out[fields[i].name] = try repair(failure, fields[i].type, &repairs)
                    continue
                }
                if raw.isNull {
                    if fields[i].optional { continue }
                    let failure = Failure(kind: .valueNotFound, path: fieldPath(),
                                          message: "Expected \(fields[i].type.swiftName) value but found null instead.")
                    out[fields[i].name] = try repair(failure, fields[i].type, &repairs)
                    continue
                }
                do throws(Failure) {
                    var v = try decodeValue(raw, fields[i].type, path: fieldPath(), repairs: &repairs)
                    if let range = fields[i].range, let n = v.numberValue, !range.contains(n) {
                        let failure = Failure(kind: .outOfRange, path: fieldPath(),
                                              message: "\(formatNumber(n)) is outside \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound)), the range the template declares")
                        guard mode == .lenient else { throw failure }
                        v = .number(min(max(n, range.lowerBound), range.upperBound))
                        repairs.append(failure.line + "; clamped to \(formatNumber(v.numberValue!))")
                    }
                    out[fields[i].name] = v
                } catch {
                    out[fields[i].name] = try repair(error, fields[i].type, &repairs)
                }
            }
        }
        // A type with its own `init(from:)` reads keys no field names (an
        // enum's case key, a nested period): they reach the app's decoder as sent.
        if schema.customDecoding != nil {
            for e in o.entries where out[e.key] == nil { out[e.key] = e.value }
        }
        return out
    }

    func decodeValue(_ v: JSONValue, _ type: ContentSchema.FieldType, path: @autoclosure () -> JSONPath, repairs: inout [String]) throws(Failure) -> JSONValue {
        func mismatch(_ expected: String) -> Failure {
            Failure(kind: .typeMismatch, path: path(), message: "Expected to decode \(expected) but found \(Self.found(v)) instead.")
        }
        switch type {
        case .any:
            return v
        case .string:
            guard case .string = v else { throw mismatch("String") }
            return v
        case .bool:
            guard case .bool = v else { throw mismatch("Bool") }
            return v
        case .date:
            guard case .number = v else {
                // An ISO 8601 string where the default strategy reads a number: say which number to send.
                if case .string(let s) = v, let unix = ISO8601.unixSeconds(s) {
                    var f = mismatch("Double")
                    f.message += " (an ISO 8601 date: the default Date strategy reads seconds since 2001-01-01; send "
                        + formatNumber(unix - AppleEpoch.unixSeconds) + " for " + s + ")"
                    throw f
                }
                throw mismatch("Double")
            }
            return v
        case .double:
            guard case .number = v else { throw mismatch("Double") }
            return v
        case .int:
            guard case .number(let n) = v else { throw mismatch("Int") }
            guard n == n.rounded(), abs(n) <= 9.223372036854775e18 else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Parsed JSON number <\(formatNumber(n))> does not fit in Int.")
            }
            return v
        case .enumeration(let name, let cases):
            guard case .string(let s) = v else { throw mismatch("String") }
            guard cases.contains(s) else {
                throw Failure(kind: .dataCorrupted, path: path(),
                              message: "Cannot initialize \(name) from invalid String value \(Sanitizer.visible(String(s.prefix(60))))")
            }
            return v
        case .object(let sub):
            guard case .object(let o) = v else { throw mismatch("Dictionary<String, Any>") }
            return .object(try decodeObject(o, sub, path: path(), repairs: &repairs))
        case .array(let itemType), .set(let itemType):
            guard case .array(let items) = v else { throw mismatch("Array<Any>") }
            var out: [JSONValue] = []
            for (i, item) in items.enumerated() {
                out.append(try decodeElement(item, itemType, path: path().appending(index: i), repairs: &repairs))
            }
            return .array(out)
        case .integer(let name, let lo, let hi):
            guard case .number(let n) = v else { throw mismatch(name) }
            // Swift: a fractional or out-of-range number does not fit the width.
            guard n == n.rounded(), n >= lo, n <= hi else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Parsed JSON number <\(formatNumber(n))> does not fit in \(name).")
            }
            return v
        case .floating(let name):
            guard case .number(let n) = v else { throw mismatch(name) }
            // Float16's largest finite value is 65504: JSONDecoder refuses a number past it.
            let limit = name == "Float" ? Double(Float.greatestFiniteMagnitude) : name == "Float16" ? 65504 : Double.infinity
            if abs(n) > limit {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Parsed JSON number <\(formatNumber(n))> does not fit in \(name).")
            }
            return v
        case .url:
            guard case .string(let s) = v else { throw mismatch("String") }
            // URL(string:) rejects the empty string and text with spaces or control characters.
            guard !s.isEmpty, !s.unicodeScalars.contains(where: { $0.value <= 0x20 || $0 == "\u{7F}" }) else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Invalid URL string.")
            }
            return v
        case .uuid:
            guard case .string(let s) = v else { throw mismatch("String") }
            guard Self.isUUID(s) else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Attempted to decode UUID from invalid UUID string.")
            }
            return v
        case .data:
            guard case .string(let s) = v else { throw mismatch("String") }
            guard Self.isBase64(s) else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Encountered Data is not valid Base64.")
            }
            return v
        case .intEnumeration(let name, let cases):
            guard case .number(let n) = v else { throw mismatch("Int") }
            guard n == n.rounded(), abs(n) <= 9.223372036854775e18 else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Parsed JSON number <\(formatNumber(n))> does not fit in Int.")
            }
            guard cases.contains(Int(n)) else {
                throw Failure(kind: .dataCorrupted, path: path(), message: "Cannot initialize \(name) from invalid Int value \(Int(n))")
            }
            return v
        case .taggedUnion(_, let cases):
            guard case .object(let o) = v else { throw mismatch("Dictionary<String, Any>") }
            // Synthesized Codable for enums with associated values: the case
            // name is the only key the CodingKeys know.
            let known = o.keys.filter { key in cases.contains { $0.name == key } }
            guard known.count == 1, let key = known.first, let sub = cases.first(where: { $0.name == key }) else {
                throw Failure(kind: .typeMismatch, path: path(), message: "Invalid number of keys found, expected one.")
            }
            guard case .object(let payload)? = o[key] else {
                throw Failure(kind: .typeMismatch, path: path().appending(key: key),
                              message: "Expected to decode Dictionary<String, Any> but found \(Self.found(o[key]!)) instead.")
            }
            var out = JSONObject()
            out[key] = .object(try decodeObject(payload, sub, path: path().appending(key: key), repairs: &repairs))
            return .object(out)
        case .dictionary(let valueType):
            guard case .object(let o) = v else { throw mismatch("Dictionary<String, Any>") }
            var out = JSONObject()
            for e in o.entries {
                out[e.key] = try decodeElement(e.value, valueType, path: path().appending(key: e.key), repairs: &repairs)
            }
            return .object(out)
        case .range(let name, let bound):
            guard case .array(let items) = v else { throw mismatch("Array<Any>") }
            guard items.count >= 2 else {
                throw Failure(kind: .valueNotFound, path: path().appending(index: items.count), message: "Unkeyed container is at end.")
            }
            let lower = try decodeElement(items[0], bound, path: path().appending(index: 0), repairs: &repairs)
            let upper = try decodeElement(items[1], bound, path: path().appending(index: 1), repairs: &repairs)
            if let l = lower.numberValue, let u = upper.numberValue, l > u {
                throw Failure(kind: .dataCorrupted, path: path(),
                              message: "Cannot initialize \(name) with a lowerBound (\(formatNumber(l))) greater than upperBound (\(formatNumber(u)))")
            }
            return .array([lower, upper])
        case .duration:
            // Swift's own `init(from:)`: an unkeyed container, its high Int64 then its low UInt64.
            guard case .array(let items) = v else {
                // A number of seconds is what a hand-written payload sends: say what the app's encoder writes for it.
                let seconds = v.numberValue ?? 70
                var f = mismatch("Array<Any>")
                f.message += " (Swift encodes a Duration as [high, low], the two halves of its count of attoseconds: "
                    + formatNumber(seconds) + " seconds is " + DurationCoding.text(seconds: seconds) + ")"
                throw f
            }
            for (k, half) in [ContentSchema.FieldType.integer(name: "Int64", min: -9.223372036854775808e18, max: 9.223372036854775807e18),
                              .integer(name: "UInt64", min: 0, max: 1.8446744073709552e19)].enumerated() {
                guard k < items.count else {
                    throw Failure(kind: .valueNotFound, path: path().appending(index: k), message: "Unkeyed container is at end.")
                }
                _ = try decodeElement(items[k], half, path: path().appending(index: k), repairs: &repairs)
            }
            return v
        case .optional(let wrapped):
            if v.isNull { return v }
            return try decodeValue(v, wrapped, path: path(), repairs: &repairs)
        case .custom:
            return v
        }
    }

    /// An element of an array, set, dictionary or range: null only for `T?`.
    func decodeElement(_ v: JSONValue, _ type: ContentSchema.FieldType, path: @autoclosure () -> JSONPath, repairs: inout [String]) throws(Failure) -> JSONValue {
        if v.isNull {
            switch type {
            case .optional, .any, .custom: return v
            default:
                throw Failure(kind: .valueNotFound, path: path(), message: "Expected \(type.swiftName) value but found null instead.")
            }
        }
        return try decodeValue(v, type, path: path(), repairs: &repairs)
    }

    static func found(_ v: JSONValue) -> String {
        switch v {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "bool"
        case .array: return "an array"
        case .object: return "a dictionary"
        case .null: return "null"
        }
    }

    /// UUID(uuidString:): 8-4-4-4-12 hex digits.
    static func isUUID(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count == 36 else { return false }
        for (i, c) in u.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                if c != UInt8(ascii: "-") { return false }
            } else if !((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)) {
                return false
            }
        }
        return true
    }

    /// Data(base64Encoded:) with no options: the alphabet, padded to a multiple of 4.
    static func isBase64(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count % 4 == 0 else { return false }
        var padding = 0
        for (i, c) in u.enumerated() {
            let alpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c == 43 || c == 47
            if c == 61 {
                guard i >= u.count - 2 else { return false }
                padding += 1
            } else if !alpha || padding > 0 {
                return false
            }
        }
        return true
    }

    func repair(_ failure: Failure, _ type: ContentSchema.FieldType, _ repairs: inout [String]) throws(Failure) -> JSONValue {
        guard mode == .lenient else { throw failure }
        let value = Self.defaultValue(type)
        repairs.append(failure.line + "; using \(JSONWriter.compact(value))")
        return value
    }

    /// What a dictionary-decoding app falls back to for a missing field.
    public static func defaultValue(_ type: ContentSchema.FieldType) -> JSONValue {
        switch type {
        case .string: return .string("")
        case .int, .double, .date: return .number(0)
        case .bool: return .bool(false)
        case .enumeration(_, let cases): return .string(cases.first ?? "")
        case .object(let sub):
            var o = JSONObject()
            for f in sub.fields where !f.optional { o[f.name] = defaultValue(f.type) }
            return .object(o)
        case .array, .set: return .array([])
        case .any, .optional, .custom: return .null
        case .integer(_, let lo, _): return .number(max(lo, 0))
        case .floating: return .number(0)
        case .url: return .string("about:blank")
        case .uuid: return .string("00000000-0000-0000-0000-000000000000")
        case .data: return .string("")
        case .intEnumeration(_, let cases): return .number(Double(cases.first ?? 0))
        case .taggedUnion(_, let cases):
            guard let first = cases.first else { return .null }
            var o = JSONObject()
            o[first.name] = defaultValue(.object(first))
            return .object(o)
        case .dictionary: return .object(JSONObject())
        case .range(_, let bound): return .array([defaultValue(bound), defaultValue(bound)])
        case .duration: return DurationCoding.json(attoseconds: 0)
        }
    }
}
