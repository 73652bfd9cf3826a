import SwiftSyntax

/// `items.append(x)`, `name.remove(at: name.startIndex)`: the standard
/// library's mutating methods on a variable's array or string. The new value
/// is stored back where it was read; the call's own result is returned.
extension Builtins {
    static let mutatingMethods: Set<String> = Set<String>([
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "removeSubrange", "removeValue", "updateValue",
        "sort", "reverse",
    ]).union(pathBuilders).union(graphicsContextTransforms)

    /// (the variable's new value, the call's result), or nil when the value has no such method.
    static func mutated(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter,
                        node: some SyntaxProtocol) throws(SwiftError) -> (SwiftValue, SwiftValue)? {
        switch v {
        case .view:
            return try pathMutated(v, name, args, i, node: node).map { ($0, .void) }
        case .opaque(let o) where o.kind == "GraphicsContext":
            return try graphicsContextTransformed(o, name, args, node: node).map { ($0, .void) }
        case .array(let items):
            guard let (out, result) = try mutated(items, name, args, i, node: node) else { return nil }
            return (.array(out), result)
        // `var rest = s.dropFirst(); rest.removeFirst()`: the slice's characters
        // change; what is stored is a string of them, counted from 0.
        case .substring(let sub):
            return try mutated(.string(String(sub)), name, args, i, node: node)
        case .string(let s):
            // Appending a string appends its characters.
            var flat = args
            if name == "append", let x = args.first?.value, case .string(let t) = x {
                flat = [Argument(label: "contentsOf", value: .array(t.map { .character($0) }), node: args[0].node)]
            }
            guard let (out, result) = try mutated(s.map { .character($0) }, name, flat, i, node: node) else { return nil }
            return (.string(out.map { i.describe($0) }.joined()), result)
        case .dictionary(var d):
            guard let key = args.first(where: { $0.label == "forKey" })?.value else { return nil }
            let old = d.firstIndex { Interpreter.equal($0.key, key) }
            switch name {
            case "removeValue":
                guard let old else { return (v, .null) }
                let removed = d.remove(at: old)
                return (.dictionary(d), removed.value)
            case "updateValue":
                guard let value = args.first?.value else { return nil }
                let previous = old.map { d[$0].value } ?? .null
                if let old { d[old].value = value } else { d.append((key, value)) }
                return (.dictionary(d), previous)
            default: return nil
            }
        default: return nil
        }
    }

    private static func mutated(_ items: [SwiftValue], _ name: String, _ args: [Argument], _ i: Interpreter,
                                node: some SyntaxProtocol) throws(SwiftError) -> ([SwiftValue], SwiftValue)? {
        var items = items
        let first = args.first?.value
        switch (name, args.first?.label) {
        case ("append", nil):
            guard let first else { return nil }
            items.append(first)
        case ("append", "contentsOf"):
            guard let first else { return nil }
            items += try i.elements(of: first, node: node)
        case ("insert", nil):
            guard let first, let at = args.first(where: { $0.label == "at" })?.value.asInt else { return nil }
            guard at >= 0, at <= items.count else { throw .fatal("Array index is out of range", node) }
            items.insert(first, at: at)
        case ("remove", "at"):
            guard let at = first?.asInt else { return nil }
            guard items.indices.contains(at) else { throw .fatal("Index out of range", node) }
            let removed = items.remove(at: at)
            return (items, removed)
        case ("removeFirst", nil), ("removeLast", nil):
            let n = first?.asInt ?? 1
            guard n >= 0, items.count >= n, !(first == nil && items.isEmpty) else {
                throw .fatal("Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", node)
            }
            let removed = name == "removeFirst" ? items.first : items.last
            if name == "removeFirst" { items.removeFirst(n) } else { items.removeLast(n) }
            return (items, first == nil ? removed ?? .void : .void)
        // `text.removeSubrange(lower...end)`: a string's indices are its characters' offsets, as its items' here.
        case ("removeSubrange", nil):
            guard case .range(let lo, let hi, let closed)? = first else { return nil }
            guard let (l, h) = rangeOffsets(lo, hi, closed, within: 0, items.count) else { throw .fatal("Range out of bounds", node) }
            items.removeSubrange(l..<h)
        case ("removeAll", nil) where first == nil:
            items = []
        case ("removeAll", "where"):
            guard let f = first else { return nil }
            var kept: [SwiftValue] = []
            for x in items {
                guard case .bool(let b) = try i.invoke(f, [Argument(label: nil, value: x, node: Syntax(node))], node: node) else {
                    throw .unsupported(".removeAll", node, "the closure does not return a Bool")
                }
                if !b { kept.append(x) }
            }
            items = kept
        // `xs.sort()`, `xs.sort(by: >)`, `xs.reverse()`: in place, as `sorted`/`reversed` make them.
        case ("sort", _):
            guard case .array(let sorted)? = try collection(items, "sorted", args, i, node: node) else { return nil }
            items = sorted
        case ("reverse", nil):
            items.reverse()
        default: return nil
        }
        return (items, .void)
    }
}
