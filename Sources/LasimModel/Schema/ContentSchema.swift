import LasimText

/// The shape of an app's `ContentState` (or attributes), as a template
/// declares it, so lasim can decode a payload the way the phone's
/// `JSONDecoder` would.
public struct ContentSchema: Sendable, Equatable {
    public indirect enum FieldType: Sendable, Equatable {
        case string
        case int
        case double
        case bool
        /// `Date` with the default strategy: seconds since 2001-01-01.
        case date
        /// A `String`-backed enum named `name`.
        case enumeration(name: String, cases: [String])
        case object(ContentSchema)
        case array(FieldType)
        /// Anything (no check).
        case any
        /// `Int8`...`UInt64`, `UInt`: a whole number within `min...max`.
        case integer(name: String, min: Double, max: Double)
        /// `Float`, `CGFloat`: a number; Float must fit in Float.
        case floating(name: String)
        /// `URL`: a string `URL(string:)` accepts.
        case url
        /// `UUID`: a string in the 8-4-4-4-12 hex form.
        case uuid
        /// `Data`: a base64 string (the default data strategy).
        case data
        /// An `Int`-backed enum: an unknown raw value fails.
        case intEnumeration(name: String, cases: [Int])
        /// An enum with associated values, synthesized `Codable`: an object with
        /// exactly one key, the case name, whose value holds the associated values
        /// (labels, or `_0`, `_1`...).
        case taggedUnion(name: String, cases: [ContentSchema])
        /// `Set<T>`: an array.
        case set(FieldType)
        /// `[String: T]`: an object.
        case dictionary(FieldType)
        /// `ClosedRange<T>` / `Range<T>`: the unkeyed `[lower, upper]`.
        case range(name: String, bound: FieldType)
        /// `Duration`: the unkeyed `[high, low]` of its attoseconds (`DurationCoding`).
        case duration
        /// `T?` inside a collection (a field's own optionality is `Field.optional`).
        case optional(FieldType)
        /// A type whose decoding lasim cannot follow (a custom `init(from:)` it
        /// cannot read): accepted as is, never a false error. `reads`, where
        /// the type decodes itself (an enum's own `init(from:)`, a key its
        /// type's decoder reads under `??` or `try?`): a value of it that
        /// decoder accepts, for a typical state; never checked against a payload.
        case custom(name: String, reads: FieldType? = nil)

        public var swiftName: String {
            switch self {
            case .string: return "String"
            case .int: return "Int"
            case .double: return "Double"
            case .bool: return "Bool"
            case .date: return "Date"
            case .duration: return "Duration"
            case .enumeration(let name, _): return name
            case .object(let schema): return schema.swiftType ?? "Dictionary<String, Any>"
            case .array(let t):
                if case .any = t { return "Array<Any>" }
                return "[\(t.swiftName)]"
            case .any: return "Any"
            case .integer(let name, _, _), .floating(let name): return name
            case .url: return "URL"
            case .uuid: return "UUID"
            case .data: return "Data"
            case .intEnumeration(let name, _), .taggedUnion(let name, _), .custom(let name, _): return name
            case .set(let t): return "Set<\(t.swiftName)>"
            case .dictionary(let t): return "[String: \(t.swiftName)]"
            case .range(let name, let b): return "\(name)<\(b.swiftName)>"
            case .optional(let t): return "\(t.swiftName)?"
            }
        }

        /// A type decoded by the app's own `init(from:)`, or holding one that is.
        var hasCustomDecoder: Bool {
            switch self {
            case .object(let s): return s.hasCustomDecoder
            case .array(let t), .set(let t), .dictionary(let t), .optional(let t), .range(_, let t): return t.hasCustomDecoder
            case .taggedUnion(_, let cases): return cases.contains { $0.hasCustomDecoder }
            case .custom(_, let reads): return reads != nil
            default: return false
            }
        }
    }

    public struct Field: Sendable, Equatable {
        public var name: String
        public var type: FieldType
        public var optional: Bool
        /// Inclusive numeric range the template expects (e.g. progress 0...100).
        public var range: ClosedRange<Double>?
        /// Where the property is declared ("Widget/Attributes.swift:12"), for Swift schemas.
        public var source: String?
        /// The Swift property name when the key differs (a `CodingKeys` rename).
        public var property: String?
        public init(name: String, type: FieldType, optional: Bool = false, range: ClosedRange<Double>? = nil,
                    source: String? = nil, property: String? = nil) {
            self.name = name; self.type = type; self.optional = optional; self.range = range
            self.source = source; self.property = property
        }
    }

    /// Name used in messages: "OrderTrackerAttributes.ContentState".
    public var name: String {
        @inlinable get { storage.properties.name }
        set { change { $0.name = newValue } }
    }
    public var fields: [Field] {
        @inlinable get { storage.properties.fields }
        set { change { $0.fields = newValue } }
    }
    /// The Swift type, for schemas read from Swift source ("DeliveryAttributes.ContentState").
    public var swiftType: String? {
        @inlinable get { storage.properties.swiftType }
        set { change { $0.swiftType = newValue } }
    }
    /// Where the type is declared (file:line), for Swift schemas.
    public var source: String? {
        @inlinable get { storage.properties.source }
        set { change { $0.source = newValue } }
    }
    /// Set when the type has a custom `init(from:)` lasim could not follow all
    /// of: what it could read is checked, the rest is accepted (never a false error).
    public var customDecoding: String? {
        @inlinable get { storage.properties.customDecoding }
        set { change { $0.customDecoding = newValue } }
    }

    /// The type has an `init(from:)` of the app's, even one lasim reads
    /// whole: a `guard` in it may still throw, which only running it tells.
    public var ownDecoder: Bool {
        @inlinable get { storage.properties.ownDecoder }
        set { change { $0.ownDecoder = newValue } }
    }

    /// The app's own `init(from:)` decodes this type or a type it holds (a
    /// nested struct's, an enum's): only running it tells what the phone
    /// drops. Found once, when the schema is made: asked at every payload.
    public var hasCustomDecoder: Bool { storage.hasCustomDecoder }

    @usableFromInline struct Properties: Sendable, Equatable {
        @usableFromInline var name: String
        @usableFromInline var fields: [Field]
        @usableFromInline var swiftType: String?
        @usableFromInline var source: String?
        @usableFromInline var customDecoding: String?
        @usableFromInline var ownDecoder = false
    }

    /// The properties live in one immutable object: a schema is copied into
    /// every evaluator and every record value a render makes, and as five
    /// separate references each copy was five reference counts.
    /// Schemas are built once and rarely changed, so a change makes a new one.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let properties: Properties
        let hasCustomDecoder: Bool
        init(_ properties: Properties) {
            self.properties = properties
            hasCustomDecoder = properties.customDecoding != nil || properties.ownDecoder
                || properties.fields.contains { $0.type.hasCustomDecoder }
        }
    }
    @usableFromInline var storage: Storage

    private mutating func change(_ body: (inout Properties) -> Void) {
        var p = storage.properties
        body(&p)
        storage = Storage(p)
    }

    public init(name: String, fields: [Field], swiftType: String? = nil, source: String? = nil,
                customDecoding: String? = nil) {
        storage = Storage(Properties(name: name, fields: fields, swiftType: swiftType, source: source,
                                     customDecoding: customDecoding))
    }

    public static func == (a: ContentSchema, b: ContentSchema) -> Bool {
        a.storage === b.storage || a.storage.properties == b.storage.properties
    }

    public func field(_ name: String) -> Field? { fieldIndex(name).map { fields[$0] } }

    /// A field's type, without copying the rest of the field: expressions
    /// ask for it on every number they read.
    public func fieldType(_ name: String) -> FieldType? { fieldIndex(name).map { fields[$0].type } }

    /// Where the field named `name` is, by index (iterating the fields by
    /// value would copy each).
    public func fieldIndex(_ name: String) -> Int? {
        var i = 0
        let length = name.utf8.count
        while i < fields.count {
            if fields[i].name.isSameKey(name, length: length) { return i }
            i += 1
        }
        return nil
    }

    /// Field paths whose type is `date`, for converting to wall-clock time.
    public func type(at path: [String]) -> FieldType? {
        guard let first = path.first, let f = field(first) else { return nil }
        if path.count == 1 { return f.type }
        if case .object(let sub) = f.type { return sub.type(at: Array(path.dropFirst())) }
        return nil
    }
}

/// A schema file is wrong: says where and what.
public struct SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}

extension ContentSchema {
    /// Parses the schema notation used in templates:
    ///
    ///     status: {enum: [Scheduled, Cooking]}   # String enum
    ///     orderNum: int                          # required
    ///     deliveryProgress: {type: int?, min: 0, max: 100}
    ///     eta: {optional: true, fields: {from: date, to: date}}
    ///     tags: "[string]"
    public static func parse(_ value: JSONValue, name: String, path: String) throws(SchemaError) -> ContentSchema {
        guard case .object(let o) = value else {
            throw SchemaError(path: path, message: "expected a mapping of field names to types")
        }
        var fields: [Field] = []
        for e in o.entries {
            fields.append(try parseField(e.key, e.value, path: "\(path).\(e.key)"))
        }
        return ContentSchema(name: name, fields: fields)
    }

    static func parseField(_ name: String, _ spec: JSONValue, path: String) throws(SchemaError) -> Field {
        switch spec {
        case .string(let s):
            let (type, optional) = try parseTypeName(s, fieldName: name, path: path)
            return Field(name: name, type: type, optional: optional)
        case .object(let o):
            var optional = o["optional"]?.boolValue ?? false
            var type: FieldType = .any
            if let t = o["type"] {
                guard let s = t.stringValue else { throw SchemaError(path: path + ".type", message: "type must be a string") }
                let parsed = try parseTypeName(s, fieldName: name, path: path + ".type")
                type = parsed.0
                optional = optional || parsed.1
            }
            if let cases = o["enum"] {
                guard let list = cases.arrayValue, !list.isEmpty else {
                    throw SchemaError(path: path + ".enum", message: "enum must be a non-empty list of strings")
                }
                var names: [String] = []
                for c in list {
                    guard let s = c.stringValue else { throw SchemaError(path: path + ".enum", message: "enum cases must be strings") }
                    names.append(s)
                }
                let typeName = o["name"]?.stringValue ?? (name.prefix(1).uppercased() + name.dropFirst())
                type = .enumeration(name: typeName, cases: names)
            }
            if let sub = o["fields"] {
                type = .object(try parse(sub, name: name, path: path + ".fields"))
            }
            if let items = o["items"] {
                guard let s = items.stringValue else { throw SchemaError(path: path + ".items", message: "items must be a type name") }
                type = .array(try parseTypeName(s, fieldName: name, path: path + ".items").0)
            }
            var range: ClosedRange<Double>?
            if o["min"] != nil || o["max"] != nil {
                let lo = o["min"]?.numberValue ?? -Double.greatestFiniteMagnitude
                let hi = o["max"]?.numberValue ?? Double.greatestFiniteMagnitude
                guard lo <= hi else { throw SchemaError(path: path, message: "min is above max") }
                range = lo...hi
            }
            for key in o.keys where !["type", "optional", "enum", "name", "fields", "items", "min", "max", "default"].contains(key) {
                throw SchemaError(path: path, message: "unknown key \"\(Sanitizer.visible(key))\" (type, optional, enum, fields, items, min, max)")
            }
            return Field(name: name, type: type, optional: optional, range: range)
        default:
            throw SchemaError(path: path, message: "expected a type name (string, int, double, bool, date) or a mapping")
        }
    }

    static func parseTypeName(_ raw: String, fieldName: String, path: String) throws(SchemaError) -> (FieldType, Bool) {
        var s = Substring(raw.trimmingSpaces())
        var optional = false
        if s.hasSuffix("?") { optional = true; s = s.dropLast() }
        if s.hasPrefix("[") && s.hasSuffix("]") {
            let inner = try parseTypeName(String(s.dropFirst().dropLast()), fieldName: fieldName, path: path)
            return (.array(inner.0), optional)
        }
        switch s.lowercased() {
        case "string": return (.string, optional)
        case "int", "integer": return (.int, optional)
        case "double", "number", "float": return (.double, optional)
        case "bool", "boolean": return (.bool, optional)
        case "date": return (.date, optional)
        case "any": return (.any, optional)
        default:
            throw SchemaError(path: path, message: "unknown type \"\(Sanitizer.visible(raw))\" (string, int, double, bool, date, any, [T], T?)")
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
