import LasimTemplate
import LasimText

/// How far a character advances the pen, in em, in SF Pro Text regular
/// at 12 pt, where its tracking is zero: what decides whether a text fits
/// on the phone. Measured on phone screenshots, not SF Pro's own table
/// (its licence keeps it off Linux): words in caption-sized text are 3%
/// wider than the shapes this table first held and a space is 0.29 em
/// (CodeLight's 12 pt reply, 296.5 pt of ink on a Pro Max, was drawn
/// 278.3 and wrapped a word early; AIWorkflow's and FocusFrame's
/// captions, 2.6% narrow). Lower case averages about 0.52 em, capitals
/// and digits about 0.6, i, l and punctuation about a quarter, a wide
/// character a whole em (CJK) or a little more (emoji, `emojiEm`). Other sizes add SF Pro's own
/// tracking and optical width (`SwiftUIFont.systemTracking`, `opticalWidth`).
enum GlyphAdvances {
    /// Printable ASCII, from the space (0x20) to the tilde (0x7E).
    static let ascii: [Double] = [
        // space ! " # $ % & ' ( ) * + , - . /
        0.29, 0.29, 0.41, 0.64, 0.62, 0.89, 0.72, 0.24, 0.35, 0.35, 0.47, 0.62, 0.27, 0.43, 0.27, 0.39,
        // 0 1 2 3 4 5 6 7 8 9 (SF Pro's digits are proportional: a narrow 1, the others a little narrower than
        // its tabular figures, `tabularDigitEm`; LocalTennis's 17 pt "40", 0.624 em a digit centre to centre,
        // ladi's 15 pt semibold "30" and "34", 0.605 once unweighted)
        0.62, 0.47, 0.62, 0.62, 0.63, 0.62, 0.62, 0.58, 0.62, 0.62,
        // : ; < = > ? @
        0.29, 0.29, 0.62, 0.62, 0.62, 0.52, 0.98,
        // A B C D E F G H I J K L M
        0.68, 0.65, 0.70, 0.72, 0.59, 0.57, 0.73, 0.74, 0.28, 0.52, 0.66, 0.56, 0.89,
        // N O P Q R S T U V W X Y Z
        0.74, 0.76, 0.63, 0.76, 0.65, 0.62, 0.62, 0.73, 0.68, 0.98, 0.66, 0.65, 0.62,
        // [ \ ] ^ _ `
        0.35, 0.39, 0.35, 0.62, 0.49, 0.46,
        // a b c d e f g h i j k l m
        0.55, 0.60, 0.54, 0.60, 0.56, 0.33, 0.60, 0.58, 0.25, 0.25, 0.53, 0.25, 0.88,
        // n o p q r s t u v w x y z
        0.58, 0.59, 0.60, 0.60, 0.36, 0.49, 0.35, 0.58, 0.53, 0.79, 0.52, 0.53, 0.50,
        // { | } ~
        0.35, 0.27, 0.35, 0.62,
    ]

    /// Common non-ASCII marks in Live Activities (bullets, dashes, arrows).
    static let marks: [Unicode.Scalar: Double] = [
        "•": 0.46, "·": 0.27, "…": 0.80, "–": 0.52, "—": 0.82, "°": 0.41, "€": 0.62, "£": 0.62, "¥": 0.62,
        "×": 0.62, "→": 0.88, "←": 0.88, "↑": 0.62, "↓": 0.62, "‘": 0.24, "’": 0.24, "“": 0.41, "”": 0.41,
        "\u{00A0}": 0.29, "\u{2009}": 0.16, "\u{202F}": 0.16,
        // Hebrew's geresh, gershayim and maqaf (DejaVu Sans's, as `hebrew`).
        "\u{05F3}": 0.38, "\u{05F4}": 0.60, "\u{05BE}": 0.33,
    ]

    /// Hangul syllables are narrower than the em Chinese and Japanese
    /// take: 0.87 on the phone (SOZIP's island: a 17 pt semibold line,
    /// 0.866 em a syllable; two 12 pt captions, 0.877 and 0.87).
    static let hangulEm = 0.87
    static func isHangulSyllable(_ u: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(u.value) }

    /// The Hebrew letters, alef (U+05D0) to tav (U+05EA), final forms
    /// among them. SF Hebrew is not on Linux: these are DejaVu Sans's
    /// advances (the font here that draws Hebrew, a humanist sans as SF
    /// Hebrew is) scaled by 0.924, what takes DejaVu Sans's lowercase
    /// Latin to this table's. On better-rail's Hebrew screenshot, "יציאה"
    /// at 14 pt is 28.8 pt of ink, about 30 pt of advance; these give 30.6,
    /// where an average letter's 0.58 em gave 40.6 and a wide gap beside it.
    static let hebrew: [Double] = [
        // א ב ג ד ה ו ז ח ט י
        0.62, 0.53, 0.38, 0.50, 0.60, 0.25, 0.32, 0.60, 0.60, 0.21,
        // ך כ ל ם מ ן נ ס ע ף
        0.50, 0.49, 0.53, 0.61, 0.63, 0.25, 0.37, 0.60, 0.58, 0.59,
        // פ ץ צ ק ר ש ת
        0.58, 0.50, 0.55, 0.66, 0.52, 0.65, 0.61,
    ]
    static func hebrewEm(_ u: Unicode.Scalar) -> Double? {
        (0x05D0...0x05EA).contains(u.value) ? hebrew[Int(u.value - 0x05D0)] : nil
    }

    /// SF Mono's advance, every character's.
    static let monospacedEm = 0.6

    /// SF Pro's tabular digits' (`.monospacedDigit()`), each as wide as a
    /// 0, at its text optical size and regular weight. A tabular digit is
    /// centred in its advance, so the distance between two neighbours'
    /// centres on a phone screenshot is the advance and the size's
    /// tracking, whatever the side bearings: FocusFrame's "0:23" (caption,
    /// 0.639 em; largeTitle, 0.596, 0.637 before the display design's
    /// narrowing), mobileraker's title semibold "2:28:38" (0.631, 0.647
    /// unweighted and unnarrowed), all at 3 px/pt. 0.6 made a ticking
    /// timer 6% narrower than the phone's.
    static let tabularDigitEm = 0.64

    /// The colon at SF Pro's display optical size, before the display
    /// design's narrowing (`SwiftUIFont.opticalWidth`) and the weight's: a
    /// timer's colon is narrower there than the text size's 0.29 em beyond
    /// what narrows the digits beside it. Centre to centre on the same
    /// screenshots: FocusFrame's largeTitle "0:23" 0.239, mobileraker's
    /// title "2:28:38" 0.232 (the caption's, 0.29). Blended from text to
    /// display as the optical width is.
    static let displayColonEm = 0.235
    static let colonByte = UInt8(ascii: ":")

    /// The colon's advance in em at a size `displayBlend` of the way from
    /// SF Pro's text design to its display design.
    static func colonEm(displayBlend: Double) -> Double {
        let text = ascii[Int(colonByte - 0x20)]
        return text + (displayColonEm - text) * displayBlend
    }

    /// A printable ASCII byte's advance in em in `font`'s design and figures.
    static func asciiEm(_ b: UInt8, monospaced: Bool, tabularDigits: Bool, colonEm: Double? = nil) -> Double {
        if monospaced { return monospacedEm }
        if tabularDigits && b >= 0x30 && b <= 0x39 { return tabularDigitEm }
        if b == colonByte, let colonEm { return colonEm }
        return ascii[Int(b &- 0x20)]
    }

    /// One grapheme's advance in em, before the weight's widening.
    static func em(_ g: Character, monospaced: Bool, tabularDigits: Bool = false, colonEm: Double? = nil) -> Double {
        let scalars = g.unicodeScalars
        let first = scalars.first!
        if first.value >= 0x20 && first.value < 0x7F && scalars.count == 1 {
            return asciiEm(UInt8(first.value), monospaced: monospaced, tabularDigits: tabularDigits, colonEm: colonEm)
        }
        if isHangulSyllable(first) { return hangulEm }
        if let h = hebrewEm(first) { return monospaced ? monospacedEm : h }
        let cells = GraphemeWidth.of(g)
        if cells == 2 { return isEmoji(scalars) ? emojiEm : 1.0 }
        if cells == 0 { return 0 }
        if monospaced { return monospacedEm }
        if let m = marks[first] { return m }
        // Block elements (a theme's car drawn as ▟█▙): SF Pro has none, and
        // the fonts that draw them give each about 0.78 em.
        if (0x2580...0x259F).contains(first.value) { return 0.78 }
        // Accented Latin, Greek, Cyrillic: as wide as an average letter.
        return 0.58
    }

    /// A string's width in points in `font`; printable ASCII by its bytes
    /// (a stack measures each text several times per proposal). Each byte
    /// is a grapheme there, added in the same order as `width(graphemes:)`
    /// adds them, so the sum is the same to the last bit.
    static func width(_ text: String, _ font: SwiftUIFont) -> Double { width(text, Metrics(font)) }

    static func width(_ text: String, _ m: Metrics) -> Double {
        if text.utf8.allSatisfy(isPrintableASCII) { return asciiWidth(text.utf8, m) }
        return width(graphemes: text, m)
    }

    /// What `points` reads of a font, read once for a run of measures (a
    /// character at a time, a word at a time): its weight's widening is a
    /// look-up by name. The same numbers, taken in the same order.
    struct Metrics {
        let weightWidth: Double, capitalWeightWidth: Double
        let size: Double, stretch: Double, opticalWidth: Double
        /// The view's tracking and SF Pro's, added.
        let tracking: Double
        let monospaced: Bool, tabularDigits: Bool
        /// The colon's advance at this size (`GlyphAdvances.colonEm`).
        let colonEm: Double

        init(_ font: SwiftUIFont) {
            (weightWidth, capitalWeightWidth) = font.widenings
            size = font.size; stretch = font.stretch; opticalWidth = font.opticalWidth
            tracking = font.tracking + font.systemTracking
            monospaced = font.design == "monospaced"; tabularDigits = font.tabularDigits
            colonEm = GlyphAdvances.colonEm(displayBlend: font.displayBlend)
        }
    }

    /// A byte that is a grapheme of its own, measured from `ascii`.
    static func isPrintableASCII(_ b: UInt8) -> Bool { b >= 0x20 && b < 0x7F }

    /// Printable ASCII bytes' width in points in `font`: the one sum every
    /// measure of such text takes, so that a line measured whole or a
    /// word at a time adds the same numbers in the same order.
    static func asciiWidth<C: Collection>(_ bytes: C, _ font: SwiftUIFont) -> Double where C.Element == UInt8 {
        asciiWidth(bytes, Metrics(font))
    }

    static func asciiWidth<C: Collection>(_ bytes: C, _ m: Metrics) -> Double where C.Element == UInt8 {
        let mono = m.monospaced, tabular = m.tabularDigits, colon = m.colonEm
        var em = 0.0, capitals = 0.0
        for b in bytes {
            let e = asciiEm(b, monospaced: mono, tabularDigits: tabular, colonEm: colon)
            if isCapital(b) { capitals += e } else { em += e }
        }
        return points(em: em, capitals: capitals, unweighted: 0, count: bytes.count, m)
    }

    /// A capital Latin letter: SF Pro's weights widen capitals less than
    /// the rest (`SwiftUIFont.weightWidths`).
    static func isCapital(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }

    /// `count` characters whose advances add up to `em` (and `capitals`,
    /// the capital letters', and `unweighted`, the characters SF Pro does
    /// not draw) at 12 pt, in points in `font`: at its size, weight, width
    /// and optical width, each character tracked by SF Pro's table for the
    /// size and by the view's own `.tracking`.
    static func points(em: Double, capitals: Double, unweighted: Double, count: Int, _ m: Metrics) -> Double {
        let glyphs = em * m.weightWidth + capitals * m.capitalWeightWidth + unweighted
        return glyphs * m.size * m.stretch * m.opticalWidth + m.tracking * Double(count)
    }

    /// An emoji's advance: Apple Color Emoji's glyphs are wider than the em
    /// a CJK character takes. Measured on phone screenshots at 3 px/pt, from
    /// the text before an emoji to the text after it or to the line's
    /// centre: the live_activities plugin's example's 📊 after a 17 pt "See stats"
    /// and ⚽ after a 13 pt "World cup" 1.34 em each, flutterbyte's 🎉 after
    /// a 17 pt semibold title at least 1.22 (its ink alone), prayerpush's
    /// 🕌 before a 17 pt "Fajr" about 1.2. A whole em put the text beside
    /// them up to 6 pt early.
    static let emojiEm = 1.28

    /// Whether a wide grapheme is an emoji (drawn by the emoji font) rather
    /// than a CJK character: an emoji-presentation scalar, or one made so
    /// by VS16 or a ZWJ sequence.
    static func isEmoji(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" || $0 == "\u{200D}" }
    }

    /// Hangul, Chinese, Japanese and emoji: drawn by the fonts SF Pro falls
    /// back to, whose advances hardly change with the weight (SOZIP's
    /// Hangul, 0.888 em a syllable in a semibold title, 0.87 in regular
    /// captions).
    static func isUnweighted(_ g: Character, em: Double) -> Bool {
        em >= 1 || g.unicodeScalars.first.map(isHangulSyllable) == true
    }

    /// A run of graphemes' width in points in `font`.
    static func width<S: Sequence>(graphemes text: S, _ font: SwiftUIFont) -> Double where S.Element == Character {
        width(graphemes: text, Metrics(font))
    }

    static func width<S: Sequence>(graphemes text: S, _ m: Metrics) -> Double where S.Element == Character {
        let mono = m.monospaced
        var em = 0.0, capitals = 0.0, unweighted = 0.0, count = 0
        for g in text {
            let e = self.em(g, monospaced: mono, tabularDigits: m.tabularDigits, colonEm: m.colonEm)
            if g.utf8.count == 1, isCapital(g.utf8.first!) {
                capitals += e
            } else if isUnweighted(g, em: e) {
                unweighted += e
            } else {
                em += e
            }
            count += 1
        }
        return points(em: em, capitals: capitals, unweighted: unweighted, count: count, m)
    }
}
