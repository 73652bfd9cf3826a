/// Serialises `JSONValue`s: compact for sizes and recordings, pretty for
/// people. Strings are escaped so the output is always valid, safe JSON.
public enum JSONWriter {
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: nil, level: 0)
        return out
    }

    public static func pretty(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: "  ", level: 0)
        return out
    }

    static func write(_ value: JSONValue, into out: inout String, indent: String?, level: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += number(n)
        case .string(let s): string(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                write(item, into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let o):
            if o.entries.isEmpty { out += "{}"; return }
            out += "{"
            for (i, e) in o.entries.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                string(e.key, into: &out)
                out += indent == nil ? ":" : ": "
                write(e.value, into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    static func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<level { out += indent }
    }

    /// A whole number with every digit, as Swift's `JSONEncoder` writes an
    /// `Int64` or `UInt64` (a `Duration`'s low half, 14659767778871345152,
    /// not 1.4659767778871345e+19, which a decoder of `UInt64` refuses); past
    /// those types' range, and for fractions, Swift's shortest form.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded() {
            if n >= -9.223372036854775808e18 && n < 9.223372036854775808e18 { return String(Int64(n)) }
            if n >= 0 && n < 1.8446744073709551616e19 { return String(UInt64(n)) }
        }
        return String(n)
    }

    static func string(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                // escaped, so a reader's terminal never sees the raw control
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
