import SwiftSyntax

/// Foundation's `Scanner`, as the usual `Color(hex:)` extension reads a hex
/// string: `Scanner(string: hex).scanHexInt64(&rgb)`. Its position is a
/// character offset (`currentIndex`, `scanLocation`), as string indices are here.
extension Builtins {
    /// `scanHexInt64(&x)` and the like: what is scanned, or nil when nothing
    /// is (then `x` keeps its value and the call answers false).
    static func scan(_ o: SwiftValue.Opaque, _ name: String) -> SwiftValue? {
        guard o.kind == "Scanner", let s = o.settings["string"]?.asString else { return nil }
        let characters = Array(s)
        var at = (o.settings["currentIndex"] ?? o.settings["scanLocation"])?.asInt ?? 0
        // The default charactersToBeSkipped: white space and newlines.
        while at < characters.count, characters[at].isWhitespace { at += 1 }
        switch name {
        case "scanHexInt64", "scanHexInt32", "scanHexInt":
            if at + 1 < characters.count, characters[at] == "0", characters[at + 1] == "x" || characters[at + 1] == "X" { at += 2 }
            var value: UInt64 = 0, digits = 0
            while at < characters.count, let d = characters[at].hexDigitValue {
                value = value &* 16 &+ UInt64(d)
                at += 1; digits += 1
            }
            guard digits > 0 else { return nil }
            o.settings["currentIndex"] = .int(at)
            return .int(Int(truncatingIfNeeded: name == "scanHexInt32" ? value & 0xFFFF_FFFF : value))
        case "scanInt", "scanInt64", "scanInt32":
            var end = at
            if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            guard let n = Int(String(characters[at..<end])) else { return nil }
            o.settings["currentIndex"] = .int(end)
            return .int(n)
        default: return nil
        }
    }
}
