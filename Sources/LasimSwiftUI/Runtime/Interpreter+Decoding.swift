import LasimText
import LasimModel
import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// How JSON is read as the app's own types.
struct DecodingRules {
    /// Swift's own (a `JSONDecoder`, a container's `decode`): a missing key
    /// of a non-optional property throws `keyNotFound`, a null `valueNotFound`,
    /// a value of another type `typeMismatch`, a number a type cannot hold or
    /// a raw value no case has `dataCorrupted`. Off for a payload the model
    /// has already accepted (its schema is the rule there; `--lenient` fills
    /// what it lacks), read as it comes.
    var strict = false
    /// `dateDecodingStrategy`: nil is Swift's default, seconds since 2001.
    var dates: String?
    /// `.formatted(formatter)`: the `DateFormatter` that reads each date.
    var dateFormatter: SwiftValue?
    /// `keyDecodingStrategy = .convertFromSnakeCase`: `start_time` is read for `startTime`.
    var snakeCaseKeys = false

    static let payload = DecodingRules()
    static let swift = DecodingRules(strict: true)

    /// A `JSONDecoder`'s: Swift's rules with the strategies set on it.
    init(decoder: SwiftValue.Opaque) {
        strict = true
        dates = Builtins.enumName(decoder.settings["dateDecodingStrategy"])
        if case .enumCase(_, "formatted", let p)? = decoder.settings["dateDecodingStrategy"] { dateFormatter = p.first?.value }
        snakeCaseKeys = Builtins.enumName(decoder.settings["keyDecodingStrategy"]) == "convertFromSnakeCase"
    }

    init(strict: Bool = false) { self.strict = strict }

    /// `startTime` as `.convertFromSnakeCase` finds it: the JSON key whose
    /// words joined in camel case are the property's name.
    func key(_ name: String, in o: JSONObject) -> JSONValue? {
        guard snakeCaseKeys else { return o[name] }
        return o.entries.first { Self.camelCase($0.key) == name }?.value
    }

    /// Foundation's conversion: leading and trailing underscores kept, each
    /// word after the first capitalised, the rest of the key lowercased as written.
    static func camelCase(_ key: String) -> String {
        let core = key.drop { $0 == "_" }
        guard let first = core.firstIndex(where: { $0 != "_" }) else { return key }
        let lead = key[..<first]
        let trailCount = core.reversed().prefix { $0 == "_" }.count
        let body = core.dropLast(trailCount)
        let words = body.split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else { return key }
        let joined = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst().lowercased() }.joined()
        return String(lead) + joined + String(repeating: "_", count: trailCount)
    }
}

/// A payload's JSON as the app's own types, decoded as the synthesized
/// `Decodable` would (CodingKeys, Date from 2001, enums by raw value) or
/// by running the type's own `init(from:)`.
extension Interpreter {
    func decode(_ json: JSONValue?, as type: String, node: some SyntaxProtocol, rules: DecodingRules = .payload) throws(SwiftError) -> SwiftValue {
        /// What Swift throws where the JSON is not what the type reads; a payload reads it as nil.
        func refused(_ kind: String) throws(SwiftError) -> SwiftValue {
            if rules.strict { throw thrownDecoding(kind, node) }
            return .null
        }
        var t = type.trimmingSpaces()
        if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast(); if json == nil || json == .null { return .null } }
        if t.hasPrefix("Optional<") { t = String(t.dropFirst(9).dropLast()); if json == nil || json == .null { return .null } }
        guard let json else { return try refused("keyNotFound") }
        // A null is handed to a type's own `init(from:)` that asks for one
        // (`decodeNil()`: an `AnyCodable` holds it as `NSNull`), as Swift's
        // decoder hands it; for any other type it is `valueNotFound`.
        if case .null = json, !(decls.type(t)?.ownDecoder?.body?.description.contains("decodeNil") ?? false) {
            return try refused("valueNotFound")
        }
        if t.hasPrefix("[") && t.hasSuffix("]") {
            let inner = String(t.dropFirst().dropLast())
            if let colon = Self.topLevelColon(inner) {
                let valueType = String(inner[inner.index(after: colon)...])
                guard case .object(let o) = json else { return try refused("typeMismatch") }
                var out: [(key: SwiftValue, value: SwiftValue)] = []
                for e in o.entries { out.append((.string(e.key), try decode(e.value, as: valueType, node: node, rules: rules))) }
                return .dictionary(out)
            }
            guard case .array(let items) = json else { return try refused("typeMismatch") }
            var out: [SwiftValue] = []
            // An element that is null where the element type is not optional: valueNotFound.
            for x in items { out.append(try decode(x, as: inner, node: node, rules: rules)) }
            try count(out.count, node)
            return .array(out)
        }
        if (t.hasPrefix("ClosedRange<") || t.hasPrefix("Range<")) && t.hasSuffix(">") {
            // Codable writes a range as [lower, upper].
            guard case .array(let bounds) = json, bounds.count == 2 else { return try refused("typeMismatch") }
            let bound = String(t.drop { $0 != "<" }.dropFirst().dropLast())
            return .range(lower: try decode(bounds[0], as: bound, node: node, rules: rules),
                          upper: try decode(bounds[1], as: bound, node: node, rules: rules), closed: t.hasPrefix("Closed"))
        }
        // A type the app declares by a standard name (a scoreboard's own
        // `Date`, a boat tracker's `Duration`) is the one meant, as a module's
        // own type shadows Foundation's: the standard rules below are not its.
        if decls.declaredType(t) == nil {
            switch (t, json) {
            case ("String", .string(let s)), ("URL", .string(let s)), ("UUID", .string(let s)): return .string(s)
            case ("Int", .number(let n)), ("Int64", .number(let n)), ("Int32", .number(let n)), ("UInt", .number(let n)),
                 ("Int16", .number(let n)), ("Int8", .number(let n)), ("UInt8", .number(let n)), ("UInt16", .number(let n)), ("UInt32", .number(let n)),
                 ("UInt64", .number(let n)):
                // `1.5` or `1e30` for an Int: "Parsed JSON number does not fit".
                guard n.isFinite && abs(n) < 9.2e18 else { return try refused("dataCorrupted") }
                if rules.strict && n != n.rounded() { return try refused("dataCorrupted") }
                return .int(Int(n))
            case (_, .number(let n)) where FloatingTypes.contains(t): return FloatingTypes.value(n, as: t)
            case ("Bool", .bool(let b)): return .bool(b)
            case ("Date", _): return try date(json, rules, node: node, refused)
            // The standard library's own `init(from:)`: [high, low] of its attoseconds.
            case ("Duration", _):
                guard let a = DurationCoding.attoseconds(json) else { return try refused(json.arrayValue == nil ? "typeMismatch" : "dataCorrupted") }
                return Builtins.duration(attoseconds: a)
            case (let name, _) where Self.jsonScalarTypes.contains(name):
                return try refused("typeMismatch")
            default: break
            }
        }
        if let d = decls.type(t) {
            if let i = d.ownDecoder {
                let decoder = SwiftValue.opaque(.init("$decoder", ["json": .string(""), "$type": .string(d.name)]))
                // What the app's own code decodes with the decoder is read by Swift's rules.
                var own = rules
                own.strict = true
                decoderJSON[ObjectIdentifier(Self.opaqueOf(decoder))] = (json, own)
                return try runInitializer(i, d, [Argument(label: "from", value: decoder, node: Syntax(node))], node: node)
            }
            if d.kind == .enumeration {
                if d.rawType != nil {
                    for c in d.cases where Self.equal(try rawValue(d, c.name, node: node), Self.plain(json)) {
                        return .enumCase(type: d.name, name: c.name, payload: [])
                    }
                    // "Cannot initialize Status from invalid String value late".
                    if case .object = json { return try refused("typeMismatch") }
                    if case .array = json { return try refused("typeMismatch") }
                    return try refused("dataCorrupted")
                }
                // `{"caseName": {"_0": ..., "label": ...}}`, as Swift's synthesized Codable writes enums with payloads.
                if case .object(let o) = json, let e = o.entries.first, let c = d.cases.first(where: { $0.name == e.key }) {
                    var payload: [(label: String?, value: SwiftValue)] = []
                    for (k, p) in c.parameters.enumerated() {
                        let key = p.label ?? "_\(k)"
                        payload.append((p.label, try decode(e.value[key], as: typeName(p.type), node: node, rules: rules)))
                    }
                    return .enumCase(type: d.name, name: c.name, payload: payload)
                }
                if case .string(let s) = json, d.cases.contains(where: { $0.name == s }) { return .enumCase(type: d.name, name: s, payload: []) }
                // Not one key naming a case: "Invalid number of keys found, expected one."
                return try refused("typeMismatch")
            }
            guard case .object(let o) = json else { return try refused("typeMismatch") }
            let instance = SwiftValue.Instance(type: d.name, fields: [])
            let scope = Scope(parent: globals, selfType: d.name)
            for p in d.stored {
                let key = d.codingKeys.isEmpty ? p.name : d.codingKeys[p.name]
                let type = p.type.map(typeName).map { p.type!.is(OptionalTypeSyntax.self) ? $0 + "?" : $0 } ?? "Any"
                let optional = type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
                // `let x = 1` is never decoded (Swift warns); `var x = 1` is, its key required.
                let decoded = !(p.isLet && p.initial != nil) && key != nil
                if decoded, let key, let v = rules.key(key, in: o) {
                    instance.fields.append((p.name, try decode(v, as: type, node: node, rules: rules)))
                } else if decoded && rules.strict && !optional && (p.type != nil || p.initial != nil) {
                    throw thrownDecoding("keyNotFound", node)
                } else if let initial = p.initial, !(decoded && optional && rules.strict) {
                    instance.fields.append((p.name, try eval(initial, scope, expected: typeName(p.type ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any")))))))
                } else {
                    instance.fields.append((p.name, .null))
                }
            }
            return .instance(instance)
        }
        return Self.plain(json)
    }

    /// The types the cases above read from one JSON string, number or
    /// bool: any other JSON for them is Swift's `typeMismatch`.
    static let jsonScalarTypes: Set<String> = Set([
        "String", "URL", "UUID", "Int", "Int64", "Int32", "UInt", "Int16", "Int8", "UInt8", "UInt16", "UInt32", "UInt64", "Bool",
    ]).union(FloatingTypes.all)

    /// A `Date` by the decoder's `dateDecodingStrategy`: seconds since 2001
    /// (Swift's default), since 1970, milliseconds since 1970, ISO 8601 text,
    /// or text a `DateFormatter` reads.
    private func date(_ json: JSONValue, _ rules: DecodingRules, node: some SyntaxProtocol,
                      _ refused: (String) throws(SwiftError) -> SwiftValue) throws(SwiftError) -> SwiftValue {
        switch (rules.dates, json) {
        case (nil, .number(let n)), ("deferredToDate", .number(let n)): return .date(n + Value.referenceDateOffset)
        case ("secondsSince1970", .number(let n)): return .date(n)
        case ("millisecondsSince1970", .number(let n)): return .date(n / 1000)
        case ("iso8601", .string(let s)):
            // "Expected date string to be ISO8601-formatted."
            guard let d = Formatting.parseISO8601(s, fractionalSeconds: false, dateOnly: false) else { return try refused("dataCorrupted") }
            return .date(d)
        case ("formatted", .string(let s)):
            // "Date string does not match format expected by formatter."
            guard case .opaque(let f)? = rules.dateFormatter,
                  let d = try Builtins.opaque(f, "date", [Argument(label: "from", value: .string(s), node: Syntax(node))], self, node: node),
                  case .date = d else { return try refused("dataCorrupted") }
            return d
        default: return try refused("typeMismatch")
        }
    }

    /// Without the type's declaration, the importer's schema: keys to
    /// property names, dates and ranges typed.
    func decode(_ json: JSONObject, schema: ContentSchema, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        let instance = SwiftValue.Instance(type: schema.name, fields: [])
        for f in schema.fields {
            instance.fields.append((f.property ?? f.name, try decode(json[f.name], field: f.type, node: node)))
        }
        return .instance(instance)
    }

    func decode(_ json: JSONValue?, field: ContentSchema.FieldType, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        guard let json, json != .null else { return .null }
        switch field {
        case .optional(let inner): return try decode(json, field: inner, node: node)
        case .date: return decode(json, as: "Date")
        case .duration: return decode(json, as: "Duration")
        case .int, .integer: return (try? decode(json, as: "Int", node: node)) ?? .null
        case .double: return decode(json, as: "Double")
        case .floating(let name): return decode(json, as: name)
        case .object(let inner): return json.objectValue.map { o in (try? decode(o, schema: inner, node: node)) ?? .null } ?? .null
        case .array(let inner):
            guard case .array(let items) = json else { return .null }
            var out: [SwiftValue] = []
            for x in items { out.append(try decode(x, field: inner, node: node)) }
            return .array(out)
        case .range(_, let bound):
            guard case .array(let b) = json, b.count == 2 else { return .null }
            return .range(lower: try decode(b[0], field: bound, node: node), upper: try decode(b[1], field: bound, node: node), closed: true)
        case .enumeration(let name, _):
            if case .string(let s) = json { return .enumCase(type: name, name: s, payload: []) }
            return Self.plain(json)
        default: return Self.plain(json)
        }
    }

    /// A builtin type from JSON (no declaration needed).
    func decode(_ json: JSONValue, as type: String) -> SwiftValue {
        (try? decode(json, as: type, node: Syntax(TokenSyntax.identifier(type)))) ?? .null
    }

    static func opaqueOf(_ v: SwiftValue) -> SwiftValue.Opaque {
        if case .opaque(let o) = v { return o }
        return SwiftValue.Opaque("?")
    }

    /// JSON without a declared type: whole numbers as Int, others as Double.
    static func plain(_ json: JSONValue) -> SwiftValue {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return n == n.rounded() && abs(n) < 9e15 ? .int(Int(n)) : .double(n)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(plain))
        case .object(let o): return .dictionary(o.entries.map { (.string($0.key), plain($0.value)) })
        }
    }

    static func topLevelColon(_ s: String) -> String.Index? {
        var depth = 0
        for i in s.indices {
            switch s[i] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    /// `Inner(from: decoder)` inside a custom `init(from:)`, where `Inner`
    /// has no `init(from:)` of its own: its synthesized one reads the same
    /// JSON (a payload enum that switches on a `type` key and decodes the
    /// case's struct from the whole object). Nil: not such a call.
    func synthesizedDecoding(_ d: TypeDecl, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard args.count == 1, args[0].label == "from", case .opaque(let o) = args[0].value, o.kind == "$decoder",
              let (json, rules) = decoderJSON[ObjectIdentifier(o)] else { return nil }
        let v = try decode(json, as: d.name, node: node, rules: rules)
        if v.isNil { throw thrownDecoding("typeMismatch", node) }
        return v
    }

    /// `decoder.container(keyedBy:)`, `container.decode(T.self, forKey: .k)`,
    /// `decodeIfPresent`, `contains`, a single-value or unkeyed container:
    /// a custom `init(from:)` run as written.
    func decoderMethod(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let (json, rules) = decoderJSON[ObjectIdentifier(o)] else { return nil }
        func value(_ key: String) -> JSONValue? { json.objectValue.flatMap { rules.key(key, in: $0) } }
        switch (o.kind, name) {
        case ("$decoder", "container"), ("$container", "nestedContainer"):
            var target = json
            var keysType = o.settings["$keys"]?.asString ?? ""
            if case .type(let k)? = args.first(where: { $0.label == "keyedBy" })?.value { keysType = k }
            if name == "nestedContainer", let key = args.first(where: { $0.label == "forKey" })?.value {
                guard let k = try codingKey(key, in: o), let inner = value(k) else { throw thrownDecoding("keyNotFound", node) }
                target = inner
            }
            guard case .object = target else { throw thrownDecoding("typeMismatch", node) }
            let c = SwiftValue.Opaque("$container", ["$keys": .string(keysType)])
            decoderJSON[ObjectIdentifier(c)] = (target, rules)
            return .opaque(c)
        case ("$decoder", "unkeyedContainer"), ("$container", "nestedUnkeyedContainer"):
            var target = json
            if name == "nestedUnkeyedContainer", let key = args.first(where: { $0.label == "forKey" })?.value {
                guard let k = try codingKey(key, in: o), let inner = value(k) else { throw thrownDecoding("keyNotFound", node) }
                target = inner
            }
            guard case .array(let items) = target else { throw thrownDecoding("typeMismatch", node) }
            // Read as the app reads them: `count`, `isAtEnd` and `currentIndex` move as it decodes.
            let c = SwiftValue.Opaque("$unkeyed", ["count": .int(items.count), "currentIndex": .int(0), "isAtEnd": .bool(items.isEmpty)])
            decoderJSON[ObjectIdentifier(c)] = (target, rules)
            return .opaque(c)
        case ("$unkeyed", "decode"), ("$unkeyed", "decodeIfPresent"), ("$unkeyed", "decodeNil"):
            guard case .array(let items) = json else { return nil }
            let at = o.settings["currentIndex"]?.asInt ?? 0
            func advance() {
                o.settings["currentIndex"] = .int(at + 1)
                o.settings["isAtEnd"] = .bool(at + 1 >= items.count)
            }
            // Past the end: "Unkeyed container is at end." (decodeIfPresent returns nil there).
            guard at < items.count else {
                if name == "decode" { throw thrownDecoding("valueNotFound", node) }
                return name == "decodeNil" ? .bool(false) : .null
            }
            let item = items[at]
            if name == "decodeNil" {
                // Only a null is consumed.
                if item == .null { advance(); return .bool(true) }
                return .bool(false)
            }
            guard case .type(let t)? = args.first?.value else { return nil }
            if name == "decodeIfPresent" && item == .null { advance(); return .null }
            let v = try decode(item, as: t, node: node, rules: rules)
            if v.isNil && !t.hasSuffix("?") { throw thrownDecoding("typeMismatch", node) }
            advance()
            return v
        case ("$single", "decodeNil"):
            return .bool(json == .null)
        case ("$decoder", "singleValueContainer"):
            let c = SwiftValue.Opaque("$single")
            decoderJSON[ObjectIdentifier(c)] = (json, rules)
            return .opaque(c)
        case ("$single", "decode"):
            guard case .type(let t)? = args.first?.value else { return nil }
            let v = try decode(json, as: t, node: node, rules: rules)
            if v.isNil { throw thrownDecoding("typeMismatch", node) }
            return v
        case ("$container", "decode"), ("$container", "decodeIfPresent"):
            guard case .type(let t)? = args.first?.value, let key = args.first(where: { $0.label == "forKey" })?.value,
                  let k = try codingKey(key, in: o) else { return nil }
            let raw = value(k)
            if name == "decodeIfPresent" && (raw == nil || raw == .null) { return .null }
            // `decode(T?.self, forKey:)` of a null: the state decoder drops a
            // null sent for an optional key, so an absent one reads as nil too.
            if t.hasSuffix("?") && (raw == nil || raw == .null) { return .null }
            guard let raw else { throw thrownDecoding("keyNotFound", node) }
            let v = try decode(raw, as: t, node: node, rules: rules)
            if v.isNil { throw thrownDecoding("typeMismatch", node) }
            return v
        case ("$container", "contains"):
            guard let key = args.first?.value, let k = try codingKey(key, in: o) else { return .bool(false) }
            return .bool(value(k) != nil)
        case ("$container", "decodeNil"):
            guard let key = args.first?.value, let k = try codingKey(key, in: o) else { return .bool(true) }
            return .bool(value(k) == nil || value(k) == .null)
        default: return nil
        }
    }

    func codingKey(_ key: SwiftValue, in container: SwiftValue.Opaque) throws(SwiftError) -> String? {
        guard case .enumCase(_, let name, _) = key else { return key.asString }
        if let keys = container.settings["$keys"]?.asString, let d = decls.type(keys) {
            return try rawValue(d, name, node: d.cases.first?.rawValue ?? ExprSyntax(NilLiteralExprSyntax())).asString ?? name
        }
        return name
    }

    /// `X.CodingKeys` where Codable `X` declares none, for its own
    /// `init(from:)` (`container(keyedBy: CodingKeys.self)`): Swift makes the
    /// enum, a case per stored property named as it, the key `codingKey`
    /// reads of a case whose enum is not declared.
    func synthesizedCodingKeys(of owner: String) -> String? {
        guard let d = decls.type(owner), d.kind != .enumeration, d.codingKeys.isEmpty,
              d.inherited.contains(where: { ["Codable", "Decodable", "Encodable", "ActivityAttributes"].contains($0) }) else { return nil }
        return owner + ".CodingKeys"
    }

    /// Whether `t` is such an enum (`X.CodingKeys.homeScore` is its case).
    func isSynthesizedCodingKeys(_ t: String) -> Bool {
        t.hasSuffix(".CodingKeys") && synthesizedCodingKeys(of: String(t.dropLast(".CodingKeys".count))) == t
    }

    func thrownDecoding(_ kind: String, _ node: some SyntaxProtocol) -> SwiftError {
        SwiftError(kind: .thrown(.enumCase(type: "DecodingError", name: kind, payload: [])), node: Syntax(node))
    }
}

/// Float16 is not on every platform Swift runs on (x86_64 Linux has no
/// arithmetic for it): round to its 11 significant bits by hand.
enum Float16Rounding {
    static func round(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        let e = x.exponent
        let scale = Double(sign: .plus, exponent: 10 - max(e, -14), significand: 1)
        return (x * scale).rounded(.toNearestOrEven) / scale
    }
}

extension String {
    /// A type's name, by Swift's convention: ASCII A-Z first (no Unicode tables at every name read).
    var startsUppercase: Bool { utf8.first.map { $0 >= 65 && $0 <= 90 } ?? false }

}
