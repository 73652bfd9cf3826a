import FoundationEssentials
import LasimModel
import LasimTemplate
import SwiftSyntax

/// What an app's own encoder and containers write into, while its
/// `encode(to:)` runs: a keyed container's entries, a single value, or a
/// list. A nested container is a box inside its parent's.
final class EncodedBox {
    enum Entry { case value(JSONValue), box(EncodedBox) }
    var keyed: [(key: String, entry: Entry)] = []
    var single: Entry?
    var list: [Entry]?

    var json: JSONValue {
        func plain(_ e: Entry) -> JSONValue {
            switch e { case .value(let v): return v; case .box(let b): return b.json }
        }
        if let single { return plain(single) }
        if let list { return .array(list.map(plain)) }
        var o = JSONObject()
        for (k, e) in keyed { o[k] = plain(e) }
        return .object(o)
    }
}

/// A value of the app's types as JSON, as its `Encodable` writes it: the
/// synthesized conformance (CodingKeys, a nil optional left out, Date as
/// seconds since 2001, enums by raw value or `{"case": {...}}`) or the
/// type's own `encode(to:)`, run. What `StateDecoder` and `decode(_:as:)` read back.
extension Interpreter {
    func encode(_ v: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> JSONValue {
        try step(node)
        switch v {
        case .void, .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let n): return .number(Double(n))
        case .uint64(let n): return .number(Double(n))
        case .double(let d): return .number(d)
        case .float(let f): return .number(Double(f))
        case .string(let s): return .string(s)
        case .character(let c): return .string(String(c))
        case .date(let t): return .number(t - Value.referenceDateOffset)
        case .array(let items):
            var out: [JSONValue] = []
            for x in items { out.append(try encode(x, node: node)) }
            return .array(out)
        case .dictionary(let pairs):
            // Swift's `Dictionary` encodes String and Int keys as an object's
            // keys (`[7: 2]` is {"7": 2}) and any other key as a list of
            // key, value, key, value.
            func key(_ k: SwiftValue) -> String? { if case .int(let n) = k { return String(n) }; return k.asString }
            guard pairs.allSatisfy({ key($0.key) != nil }) else {
                var list: [JSONValue] = []
                for (k, x) in pairs { list += [try encode(k, node: node), try encode(x, node: node)] }
                return .array(list)
            }
            var o = JSONObject()
            for (k, x) in pairs { o[key(k)!] = try encode(x, node: node) }
            return .object(o)
        case .range(let lower, let upper, _):
            return .array([try encode(lower, node: node), try encode(upper, node: node)])
        case .enumCase(let type, let name, let payload):
            guard let d = decls.type(type) else {
                throw .unsupported(".\(name)", node, type.isEmpty ? "a member whose type lasim could not tell" : "\(type) is not declared in the given sources")
            }
            if let written = try encodedByApp(v, d, node: node) { return written }
            if d.rawType != nil { return try encode(try rawValue(d, name, node: node), node: node) }
            var inner = JSONObject()
            for (k, p) in payload.enumerated() where !p.value.isNil { inner[p.label ?? "_\(k)"] = try encode(p.value, node: node) }
            var o = JSONObject()
            o[name] = .object(inner)
            return .object(o)
        case .instance(let instance):
            guard let d = decls.type(instance.type) else {
                throw .unsupported("encode(to:)", node, "\(instance.type) is not declared in the given sources")
            }
            if let written = try encodedByApp(v, d, node: node) { return written }
            var o = JSONObject()
            for p in d.stored {
                // A property CodingKeys leaves out is not written.
                guard let key = d.codingKeys.isEmpty ? p.name : d.codingKeys[p.name] else { continue }
                let value = instance.field(p.name) ?? .null
                if value.isNil { continue }
                o[key] = try encode(value, node: node)
            }
            return .object(o)
        // `Data` encodes as Base64 (JSONEncoder's default), as a payload sends it.
        case .opaque where Builtins.durationAttoseconds(v) != nil:
            return DurationCoding.json(attoseconds: Builtins.durationAttoseconds(v) ?? 0)
        case .opaque(let o) where o.kind == "Data":
            return .string(Data(Builtins.dataBytes(.opaque(o)) ?? []).base64EncodedString())
        // A library's value (`libraryValue`): its type's decoding is not
        // simulated and takes any value, so an empty object stands for it.
        case .opaque(let o) where o.kind == "$unevaluated" && o.settings["library"] != nil:
            return .object(JSONObject())
        default:
            // A member read that lasim does not know (`image.cgImage`) is kept as
            // a method not called yet: a field holding it is that member, not a function.
            if case .bound(let b) = v, let r = b.receiver { throw unknown(b.name, on: r, called: false, node: node) }
            throw .unsupported("encode(to:)", node, "a \(v.typeName) is not Encodable")
        }
    }

    /// The type's own `encode(to:)` (or its protocol's default), run with an encoder that keeps what it writes.
    private func encodedByApp(_ v: SwiftValue, _ d: TypeDecl, node: some SyntaxProtocol) throws(SwiftError) -> JSONValue? {
        guard let f = d.ownEncoder else { return nil }
        let encoder = SwiftValue.Opaque("$encoder")
        let box = EncodedBox()
        encoderBoxes[ObjectIdentifier(encoder)] = box
        _ = try callFunction([f], receiver: v, selfType: d.name, args: [Argument(label: "to", value: .opaque(encoder), node: Syntax(node))], node: node)
        return box.json
    }

    /// `encoder.container(keyedBy:)`, `container.encode(x, forKey: .k)`,
    /// `encodeIfPresent`, `singleValueContainer()`, `unkeyedContainer()`,
    /// `nestedContainer(keyedBy:forKey:)`: what the app's `encode(to:)` calls.
    func encoderMethod(_ o: SwiftValue.Opaque, _ name: String, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let box = encoderBoxes[ObjectIdentifier(o)] else { return nil }
        func container(_ kind: String, _ inner: EncodedBox, keys: SwiftValue? = nil) -> SwiftValue {
            // Keys by their type's name, as the decoder's containers keep them.
            var settings: [String: SwiftValue] = [:]
            if case .type(let k)? = keys { settings["$keys"] = .string(k) }
            let c = SwiftValue.Opaque(kind, settings)
            encoderBoxes[ObjectIdentifier(c)] = inner
            return .opaque(c)
        }
        let key = try args.first(where: { $0.label == "forKey" }).map { a throws(SwiftError) in try codingKey(a.value, in: o) } ?? nil
        switch (o.kind, name) {
        case ("$encoder", "container"):
            return container("$encodingContainer", box, keys: args.first(where: { $0.label == "keyedBy" })?.value)
        case ("$encoder", "singleValueContainer"): return container("$encodingSingle", box)
        case ("$encoder", "unkeyedContainer"):
            box.list = box.list ?? []
            return container("$encodingList", box)
        case ("$encodingContainer", "nestedContainer"):
            guard let key else { return nil }
            let inner = EncodedBox()
            box.keyed.append((key, .box(inner)))
            return container("$encodingContainer", inner, keys: args.first(where: { $0.label == "keyedBy" })?.value)
        case ("$encodingContainer", "encode"), ("$encodingContainer", "encodeIfPresent"), ("$encodingContainer", "encodeNil"):
            guard let key else { return nil }
            let value = name == "encodeNil" ? SwiftValue.null : args.first?.value ?? .null
            if name == "encodeIfPresent" && value.isNil { return .void }
            box.keyed.removeAll { $0.key == key }
            box.keyed.append((key, .value(try encode(value, node: node))))
            return .void
        case ("$encodingSingle", "encode"), ("$encodingSingle", "encodeNil"):
            box.single = .value(name == "encodeNil" ? .null : try encode(args.first?.value ?? .null, node: node))
            return .void
        case ("$encodingList", "encode"), ("$encodingList", "encodeNil"):
            box.list?.append(.value(name == "encodeNil" ? .null : try encode(args.first?.value ?? .null, node: node)))
            return .void
        default: return nil
        }
    }
}
