/// What an unquoted YAML scalar is (`3`, `true`, `~`, `.inf` or text), by
/// the rules Yams' default resolver states as regular expressions, written
/// out as byte scans.
///
/// Why not Yams' resolver: it runs each rule through NSRegularExpression,
/// which is ICU's regex engine. Loading the built-in themes and templates at
/// start-up compiled and ran those expressions and mapped about 2.4 MB of
/// ICU's code into the app (the app's resident memory), for a question a
/// few comparisons answer. The rules and their order are Yams' own
/// (`Resolver.default`: bool, int, float, merge, null, timestamp, value; the
/// first that matches wins); merge, timestamp and value stay text here, as
/// `DataFile` read them before.
enum YAMLPlainScalar: Equatable {
    case bool, int, float, null, text

    static func kind(of string: String) -> YAMLPlainScalar {
        let b = Array(string.utf8)
        if bools.contains(string) { return .bool }
        if isInt(b) { return .int }
        if isFloat(b) { return .float }
        if string.isEmpty || string == "~" || string == "null" || string == "Null" || string == "NULL" { return .null }
        return .text
    }

    // MARK: Values, as Yams' constructors read them (Bool, Int and Double `construct(from:)`)

    static func bool(_ s: String) -> Bool? {
        switch s.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// Underscores dropped; `0x`, `0b`, `0o` and a leading `0` (octal) name
    /// the radix; `a:b:c` is base 60. Nil when it does not fit an Int.
    static func int(_ s: String) -> Int? {
        let signed = s.replacing("_", with: "")
        if signed == "0" { return 0 }
        let negative = signed.hasPrefix("-")
        let body = signed.dropFirst(negative || signed.hasPrefix("+") ? 1 : 0)
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where body.hasPrefix(prefix) {
            return Int((negative ? "-" : "") + body.dropFirst(prefix.count), radix: radix)
        }
        if body.contains(":") {
            var value = 0
            for part in body.split(separator: ":", omittingEmptySubsequences: false) {
                guard let d = Int(part, radix: 10) else { return nil }
                let (m, o1) = value.multipliedReportingOverflow(by: 60)
                let (sum, o2) = m.addingReportingOverflow(d)
                guard !o1, !o2 else { return nil }
                value = sum
            }
            return negative ? -value : value
        }
        return Int(signed)
    }

    static func float(_ s: String) -> Double? {
        switch s.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default:
            let plain = s.replacing("_", with: "")
            if plain.contains(":") { return sexagesimal(plain) { Double($0) } }
            return Double(plain)
        }
    }

    /// `[-+]a:b:c` = a*3600 + b*60 + c.
    private static func sexagesimal(_ s: String, digit: (Substring) -> Double?) -> Double? {
        let negative = s.hasPrefix("-")
        let body = s.dropFirst(negative || s.hasPrefix("+") ? 1 : 0)
        var value = 0.0
        for part in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let d = digit(part) else { return nil }
            value = value * 60 + d
        }
        return negative ? -value : value
    }

    private static let bools: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ]

    // MARK: int: [-+]? then 0b[01_]+ | 0o?[0-7_]+ | 0 | [1-9][0-9_]* | 0x[hex_]+ | [1-9][0-9_]*(:[0-5]?[0-9])+

    static func isInt(_ b: [UInt8]) -> Bool {
        let s = b.first == ascii("+") || b.first == ascii("-") ? 1 : 0
        let r = Array(b[s...])
        guard let first = r.first else { return false }
        if r.count >= 3, r[0] == ascii("0"), r[1] == ascii("b"), all(r[2...], binary) { return true }
        if r.count >= 2, r[0] == ascii("0") {
            let digits = r[1] == ascii("o") ? r[2...] : r[1...]
            if !digits.isEmpty, all(digits, octal) { return true }
        }
        if r == [ascii("0")] { return true }
        if nonZero(first), all(r[1...], decimal) { return true }
        if r.count >= 3, r[0] == ascii("0"), r[1] == ascii("x"), all(r[2...], hex) { return true }
        return isSexagesimal(r[...], integer: true)
    }

    // MARK: float

    static func isFloat(_ b: [UInt8]) -> Bool {
        let s = b.first == ascii("+") || b.first == ascii("-") ? 1 : 0
        let r = b[s...]
        // [-+]?\.(inf|Inf|INF) and \.(nan|NaN|NAN)
        let word = String(decoding: r, as: UTF8.self)
        if [".inf", ".Inf", ".INF"].contains(word) { return true }
        if s == 0, [".nan", ".NaN", ".NAN"].contains(word) { return true }
        // \.[0-9_]+([eE][-+][0-9]+)?  (no sign, a signed exponent)
        if s == 0, r.first == ascii(".") {
            var i = r.startIndex + 1
            let start = i
            while i < r.endIndex, decimal(r[i]) { i += 1 }
            guard i > start else { return false }
            return i == r.endIndex || exponent(r[i...], signRequired: true)
        }
        // [-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?
        if let f = r.first, digit(f) {
            var i = r.startIndex + 1
            while i < r.endIndex, decimal(r[i]) { i += 1 }
            if i < r.endIndex, r[i] == ascii(".") {
                i += 1
                while i < r.endIndex, decimal(r[i]) { i += 1 }
            }
            if i == r.endIndex || exponent(r[i...], signRequired: false) { return true }
        }
        // [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
        return isSexagesimal(r, integer: false)
    }

    /// `[eE][-+]?[0-9]+` to the end.
    private static func exponent(_ r: ArraySlice<UInt8>, signRequired: Bool) -> Bool {
        guard let e = r.first, e == ascii("e") || e == ascii("E") else { return false }
        var i = r.startIndex + 1
        if i < r.endIndex, r[i] == ascii("+") || r[i] == ascii("-") { i += 1 } else if signRequired { return false }
        return i < r.endIndex && all(r[i...], digit)
    }

    /// Base 60: a head, one or more `:[0-5]?[0-9]` groups, then for a float
    /// `\.[0-9_]*`. The integer head starts 1-9, the float head any digit.
    private static func isSexagesimal(_ r: ArraySlice<UInt8>, integer: Bool) -> Bool {
        var body = r
        if !integer {
            guard let dot = r.firstIndex(of: ascii(".")), all(r[(dot + 1)...], decimal) else { return false }
            body = r[..<dot]
        }
        let parts = body.split(separator: ascii(":"), omittingEmptySubsequences: false)
        guard parts.count >= 2, let head = parts.first, let h = head.first,
              integer ? nonZero(h) : digit(h), all(head.dropFirst(), decimal) else { return false }
        return parts.dropFirst().allSatisfy { g in
            (g.count == 1 && digit(g[g.startIndex])) || (g.count == 2 && g[g.startIndex] >= ascii("0") && g[g.startIndex] <= ascii("5") && digit(g[g.startIndex + 1]))
        }
    }

    private static func all(_ s: ArraySlice<UInt8>, _ p: (UInt8) -> Bool) -> Bool { s.allSatisfy(p) }
    private static func digit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private static func nonZero(_ c: UInt8) -> Bool { c >= 49 && c <= 57 }
    private static func decimal(_ c: UInt8) -> Bool { digit(c) || c == 95 }
    private static func binary(_ c: UInt8) -> Bool { c == 48 || c == 49 || c == 95 }
    private static func octal(_ c: UInt8) -> Bool { (c >= 48 && c <= 55) || c == 95 }
    private static func hex(_ c: UInt8) -> Bool { decimal(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102) }
}

private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }
