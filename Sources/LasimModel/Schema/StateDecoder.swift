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
        /// "keyNotFound", "valueNotFound", "typeMismatch", "dataCorrupted", "outOfRange"
        public var kind: String
        public var path: String
        public var message: String
        public var line: String {
            "\(kind) at \(path.isEmpty ? "content-state" : path): \(message)"
        }
    }

    public struct Result: Sendable {
        public var state: JSONObject
        /// Lenient mode: what was filled in or replaced.
        public var repairs: [String]
    }

    public func decode(_ state: JSONObject, as schema: ContentSchema) throws(Failure) -> Result {
        var repairs: [String] = []
        let out = try decodeObject(state, schema, path: "", repairs: &repairs)
        return Result(state: out, repairs: repairs)
    }

    func decodeObject(_ o: JSONObject, _ schema: ContentSchema, path: String, repairs: inout [String]) throws(Failure) -> JSONObject {
        var out = JSONObject()
        for field in schema.fields {
            let fieldPath = path.isEmpty ? field.name : "\(path).\(field.name)"
            guard let raw = o[field.name] else {
                if field.optional { continue }
                let failure = Failure(kind: "keyNotFound", path: fieldPath,
                                      message: "No value associated with key \"\(field.name)\".")
                out[field.name] = try repair(failure, field.type, &repairs)
                continue
            }
            if raw.isNull {
                if field.optional { continue }
                let failure = Failure(kind: "valueNotFound", path: fieldPath,
                                      message: "Expected \(field.type.swiftName) value but found null instead.")
                out[field.name] = try repair(failure, field.type, &repairs)
                continue
            }
            do throws(Failure) {
                var v = try decodeValue(raw, field.type, path: fieldPath, repairs: &repairs)
                if let range = field.range, let n = v.numberValue, !range.contains(n) {
                    let failure = Failure(kind: "outOfRange", path: fieldPath,
                                          message: "\(formatNumber(n)) is outside \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound)), the range the template declares")
                    guard mode == .lenient else { throw failure }
                    v = .number(min(max(n, range.lowerBound), range.upperBound))
                    repairs.append(failure.line + "; clamped to \(formatNumber(v.numberValue!))")
                }
                out[field.name] = v
            } catch {
                out[field.name] = try repair(error, field.type, &repairs)
            }
        }
        return out
    }

    func decodeValue(_ v: JSONValue, _ type: ContentSchema.FieldType, path: String, repairs: inout [String]) throws(Failure) -> JSONValue {
        func mismatch(_ expected: String) -> Failure {
            let found: String
            switch v {
            case .string: found = "a string"
            case .number: found = "a number"
            case .bool: found = "bool"
            case .array: found = "an array"
            case .object: found = "a dictionary"
            case .null: found = "null"
            }
            return Failure(kind: "typeMismatch", path: path, message: "Expected to decode \(expected) but found \(found) instead.")
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
        case .double, .date:
            guard case .number = v else { throw mismatch("Double") }
            return v
        case .int:
            guard case .number(let n) = v else { throw mismatch("Int") }
            guard n == n.rounded(), abs(n) <= 9.223372036854775e18 else {
                throw Failure(kind: "dataCorrupted", path: path, message: "Parsed JSON number <\(formatNumber(n))> does not fit in Int.")
            }
            return v
        case .enumeration(let name, let cases):
            guard case .string(let s) = v else { throw mismatch("String") }
            guard cases.contains(s) else {
                throw Failure(kind: "dataCorrupted", path: path,
                              message: "Cannot initialize \(name) from invalid String value \(Sanitizer.visible(String(s.prefix(60))))")
            }
            return v
        case .object(let sub):
            guard case .object(let o) = v else { throw mismatch("Dictionary<String, Any>") }
            return .object(try decodeObject(o, sub, path: path, repairs: &repairs))
        case .array(let itemType):
            guard case .array(let items) = v else { throw mismatch("Array<Any>") }
            var out: [JSONValue] = []
            for (i, item) in items.enumerated() {
                out.append(try decodeValue(item, itemType, path: "\(path)[\(i)]", repairs: &repairs))
            }
            return .array(out)
        }
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
        case .array: return .array([])
        case .any: return .null
        }
    }
}
