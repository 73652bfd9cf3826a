import LasimTemplate
import LasimText

/// Text in an XML document. Findings quote payload text, which anyone can
/// write, and XML 1.0 cannot carry most control characters even escaped:
/// they are shown as pictures first (`Sanitizer`), as in every other
/// output, and what XML still forbids becomes U+FFFD.
enum XMLText {
    /// Element content: line feeds kept, for a failure's readable body.
    static func content(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(Sanitizer.visible(String($0)), attribute: false) }
        return lines.joined(separator: "\n")
    }

    /// An attribute's value, inside double quotes.
    static func attribute(_ text: String) -> String { escape(Sanitizer.visible(text), attribute: true) }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            default:
                let v = scalar.value
                let allowed = v == 0x09 || v == 0x0A || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || v >= 0x10000
                if allowed { out.unicodeScalars.append(scalar) } else { out += "\u{FFFD}" }
            }
        }
        return out
    }
}
