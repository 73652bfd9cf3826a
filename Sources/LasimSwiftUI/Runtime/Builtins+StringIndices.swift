import SwiftSyntax

/// `String.Index` as Swift shares it between a string and its slices. An
/// index is the number of characters before it in the whole string, and a
/// slice (`s[i...]`, `s.prefix(3)`, `s.dropFirst()`) is Swift's own
/// `Substring`, which knows the string it was cut from: so
/// `s[s[i...].firstIndex(of: ")")!]` reads the ")" the slice found, as on
/// the phone, where numbering a slice from 0 would read another character.
/// `String(slice)` is a new string, counted from its own start.
extension Builtins {
    /// The whole string an index of `v` counts in, and the characters of it `v` covers.
    static func indexed(_ v: SwiftValue) -> (base: String, lower: Int, upper: Int)? {
        switch v {
        case .string(let s): return (s, 0, s.count)
        case .substring(let sub):
            let lower = sub.base.distance(from: sub.base.startIndex, to: sub.startIndex)
            return (sub.base, lower, lower + sub.count)
        default: return nil
        }
    }

    /// The characters `lower..<upper` of `base`, as a slice of it.
    static func slice(_ base: String, _ lower: Int, _ upper: Int) -> SwiftValue {
        let l = base.index(base.startIndex, offsetBy: lower)
        return .substring(base[l..<base.index(l, offsetBy: upper - lower)])
    }

    /// `s[i]`, `s[i...j]`, `s[..<j]`, `s[i...]` on a string or a slice: an
    /// index outside what the value covers traps, as Swift's does.
    static func stringSubscript(_ v: SwiftValue, _ key: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let (base, lower, upper) = indexed(v) else { return nil }
        switch key {
        case .int(let n):
            guard n >= lower, n < upper else { throw .fatal("String index is out of bounds", node) }
            return .character(base[base.index(base.startIndex, offsetBy: n)])
        case .range(let lo, let hi, let closed):
            guard let (l, h) = rangeOffsets(lo, hi, closed, within: lower, upper) else { throw .fatal("String index range is out of bounds", node) }
            return slice(base, l, h)
        default: throw .unsupported("String subscript", node, "strings are indexed by String.Index")
        }
    }

    /// A range of indices as the half-open offsets it covers, nil when it
    /// reaches outside `lower..<upper` (`..<j` and `i...` are kept with
    /// Int.min and Int.max as their open end).
    static func rangeOffsets(_ lo: SwiftValue, _ hi: SwiftValue, _ closed: Bool, within lower: Int, _ upper: Int) -> (Int, Int)? {
        let l = lo.asInt == Int.min ? lower : lo.asInt ?? -1
        let h = hi.asInt == Int.max ? upper : (hi.asInt ?? -1) + (closed ? 1 : 0)
        return l >= lower && l <= h && h <= upper ? (l, h) : nil
    }

    /// `prefix`, `suffix`, `dropFirst`, `dropLast` (a count, `upTo:`,
    /// `through:`, `from:` an index, `while:` a test): slices of `v`'s base.
    static func stringSlice(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter,
                            node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let (base, lower, upper) = indexed(v), let kind = ["prefix", "suffix", "dropFirst", "dropLast"].firstIndex(of: name) else { return nil }
        let first = args.first?.value
        if let f = first, case .closure = f {
            guard name == "prefix" else { return nil }
            // `prefix(while:)`: the characters before the first that fails the test.
            var end = lower
            for c in base.dropFirst(lower).prefix(upper - lower) {
                guard case .bool(true) = try i.invoke(f, [Argument(label: nil, value: .character(c), node: Syntax(node))], node: node) else { break }
                end += 1
            }
            return slice(base, lower, end)
        }
        let label = args.first?.label
        if let label {
            // An index: it must lie within the value, as Swift checks.
            guard let at = first?.asInt else { return nil }
            let cut = label == "through" ? at + 1 : at
            guard cut >= lower, cut <= upper else { throw .fatal("String index is out of bounds", node) }
            switch (name, label) {
            case ("prefix", "upTo"), ("prefix", "through"): return slice(base, lower, cut)
            case ("suffix", "from"): return slice(base, cut, upper)
            default: return nil
            }
        }
        let n = max(0, first?.asInt ?? (kind < 2 ? 0 : 1)), count = upper - lower
        switch name {
        case "prefix": return slice(base, lower, lower + min(n, count))
        case "suffix": return slice(base, upper - min(n, count), upper)
        case "dropFirst": return slice(base, lower + min(n, count), upper)
        default: return slice(base, lower, upper - min(n, count))
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` of a string
    /// or a slice, by a character or a string: Swift's own, whose parts are
    /// slices of the same base, so an index one hands out reads the same
    /// character in the whole string.
    static func stringSplit(_ v: SwiftValue, _ args: [Argument]) -> SwiftValue? {
        guard let sep = args.first(where: { $0.label == "separator" })?.value.asString, !sep.isEmpty else { return nil }
        let most = args.first { $0.label == "maxSplits" }?.value.asInt ?? Int.max
        var omitting = true
        if case .bool(let b)? = args.first(where: { $0.label == "omittingEmptySubsequences" })?.value { omitting = b }
        let whole: Substring
        switch v {
        case .string(let s): whole = s[...]
        case .substring(let sub): whole = sub
        default: return nil
        }
        let parts = sep.count == 1 ? whole.split(separator: sep.first!, maxSplits: max(0, most), omittingEmptySubsequences: omitting)
            : whole.split(separator: sep, maxSplits: max(0, most), omittingEmptySubsequences: omitting)
        return .array(parts.map { .substring($0) })
    }

    /// A slice's properties: its indices are its base's, the rest are its characters'.
    static func substringProperty(_ sub: Substring, _ name: String, _ i: Interpreter, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        guard let (_, lower, upper) = indexed(.substring(sub)) else { return nil }
        switch name {
        case "startIndex": return .int(lower)
        case "endIndex": return .int(upper)
        case "indices": return .range(lower: .int(lower), upper: .int(upper), closed: false)
        default: return try property(.string(String(sub)), name, i, node: node)
        }
    }

    /// A slice's methods: what finds an index finds it in its characters and
    /// counts it from the base's start; what cuts it cuts the base.
    static func substringMethod(_ sub: Substring, _ name: String, _ args: [Argument], _ i: Interpreter,
                                node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if let v = try stringSlice(.substring(sub), name, args, i, node: node) { return v }
        if name == "split", let v = stringSplit(.substring(sub), args) { return v }
        guard let (_, lower, _) = indexed(.substring(sub)) else { return nil }
        let found = try method(.string(String(sub)), name, args, i, node: node)
        func shifted(_ v: SwiftValue) -> SwiftValue { v.asInt.map { .int($0 + lower) } ?? v }
        switch (name, found) {
        case ("firstIndex", let v?), ("lastIndex", let v?): return shifted(v)
        case ("range", .range(let lo, let hi, let closed)?), ("firstRange", .range(let lo, let hi, let closed)?):
            return .range(lower: shifted(lo), upper: shifted(hi), closed: closed)
        default: return found
        }
    }
}
