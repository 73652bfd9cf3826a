import LasimTemplate
import LasimText

/// How far a character advances the pen, in em, in a font close to SF Pro
/// Text regular: what decides whether a text fits on the phone. Measured
/// shapes, not SF Pro's own table (its licence keeps it off Linux): lower
/// case averages about 0.5 em, capitals and digits about 0.6, i, l and
/// punctuation about a quarter, a space 0.26, a wide character (CJK,
/// emoji) a whole em.
enum GlyphAdvances {
    /// Printable ASCII, from the space (0x20) to the tilde (0x7E).
    static let ascii: [Double] = [
        // space ! " # $ % & ' ( ) * + , - . /
        0.26, 0.28, 0.40, 0.62, 0.60, 0.86, 0.70, 0.23, 0.34, 0.34, 0.46, 0.60, 0.26, 0.42, 0.26, 0.38,
        // 0 1 2 3 4 5 6 7 8 9 (SF Pro's digits are proportional: a narrow 1)
        0.60, 0.45, 0.60, 0.60, 0.61, 0.60, 0.60, 0.56, 0.60, 0.60,
        // : ; < = > ? @
        0.28, 0.28, 0.60, 0.60, 0.60, 0.50, 0.95,
        // A B C D E F G H I J K L M
        0.66, 0.63, 0.68, 0.70, 0.57, 0.55, 0.71, 0.72, 0.27, 0.50, 0.64, 0.54, 0.86,
        // N O P Q R S T U V W X Y Z
        0.72, 0.74, 0.61, 0.74, 0.63, 0.60, 0.60, 0.71, 0.66, 0.95, 0.64, 0.63, 0.60,
        // [ \ ] ^ _ `
        0.34, 0.38, 0.34, 0.60, 0.48, 0.45,
        // a b c d e f g h i j k l m
        0.53, 0.58, 0.52, 0.58, 0.54, 0.32, 0.58, 0.56, 0.24, 0.24, 0.51, 0.24, 0.85,
        // n o p q r s t u v w x y z
        0.56, 0.57, 0.58, 0.58, 0.35, 0.48, 0.34, 0.56, 0.51, 0.77, 0.50, 0.51, 0.49,
        // { | } ~
        0.34, 0.26, 0.34, 0.60,
    ]

    /// Common non-ASCII marks in Live Activities (bullets, dashes, arrows).
    static let marks: [Unicode.Scalar: Double] = [
        "•": 0.45, "·": 0.26, "…": 0.78, "–": 0.50, "—": 0.80, "°": 0.40, "€": 0.60, "£": 0.60, "¥": 0.60,
        "×": 0.60, "→": 0.85, "←": 0.85, "↑": 0.60, "↓": 0.60, "‘": 0.23, "’": 0.23, "“": 0.40, "”": 0.40,
        "\u{00A0}": 0.26, "\u{2009}": 0.16, "\u{202F}": 0.16,
    ]

    /// SF Mono's advance, every character's; and SF Pro's tabular digits'
    /// (`.monospacedDigit()`), each as wide as a 0.
    static let monospacedEm = 0.6
    static let tabularDigitEm = 0.6

    /// A printable ASCII byte's advance in em in `font`'s design and figures.
    static func asciiEm(_ b: UInt8, monospaced: Bool, tabularDigits: Bool) -> Double {
        if monospaced { return monospacedEm }
        if tabularDigits && b >= 0x30 && b <= 0x39 { return tabularDigitEm }
        return ascii[Int(b &- 0x20)]
    }

    /// One grapheme's advance in em, before the weight's widening.
    static func em(_ g: Character, monospaced: Bool, tabularDigits: Bool = false) -> Double {
        let scalars = g.unicodeScalars
        let first = scalars.first!
        if first.value >= 0x20 && first.value < 0x7F && scalars.count == 1 {
            return asciiEm(UInt8(first.value), monospaced: monospaced, tabularDigits: tabularDigits)
        }
        let cells = GraphemeWidth.of(g)
        if cells == 2 { return 1.0 }
        if cells == 0 { return 0 }
        if monospaced { return monospacedEm }
        if let m = marks[first] { return m }
        // Block elements (a theme's car drawn as ▟█▙): SF Pro has none, and
        // the fonts that draw them give each about 0.78 em.
        if (0x2580...0x259F).contains(first.value) { return 0.78 }
        // Accented Latin, Greek, Cyrillic: as wide as an average letter.
        return 0.56
    }

    /// A string's width in points in `font`; printable ASCII by its bytes
    /// (a stack measures each text several times per proposal). Each byte
    /// is a grapheme there, added in the same order as `width(graphemes:)`
    /// adds them, so the sum is the same to the last bit.
    static func width(_ text: String, _ font: SwiftUIFont) -> Double {
        if text.utf8.allSatisfy(isPrintableASCII) { return asciiWidth(text.utf8, font) }
        return width(graphemes: text, font)
    }

    /// A byte that is a grapheme of its own, measured from `ascii`.
    static func isPrintableASCII(_ b: UInt8) -> Bool { b >= 0x20 && b < 0x7F }

    /// Printable ASCII bytes' width in points in `font`: the one sum every
    /// measure of such text takes, so that a line measured whole or a
    /// word at a time adds the same numbers in the same order.
    static func asciiWidth<C: Collection>(_ bytes: C, _ font: SwiftUIFont) -> Double where C.Element == UInt8 {
        let mono = font.design == "monospaced", tabular = font.tabularDigits
        var em = 0.0
        for b in bytes { em += asciiEm(b, monospaced: mono, tabularDigits: tabular) }
        return em * font.size * font.widthFactor + font.tracking * Double(bytes.count)
    }

    /// A run of graphemes' width in points in `font`.
    static func width<S: Sequence>(graphemes text: S, _ font: SwiftUIFont) -> Double where S.Element == Character {
        let mono = font.design == "monospaced"
        var em = 0.0, count = 0
        for g in text { em += self.em(g, monospaced: mono, tabularDigits: font.tabularDigits); count += 1 }
        return em * font.size * font.widthFactor + font.tracking * Double(count)
    }
}
