/// How many terminal cells one grapheme takes. The single source of truth for
/// width: layout, truncation and every backend measure with this, never with
/// libc's `wcwidth`, which is wrong for emoji sequences (VS16, ZWJ, flags).
public enum GraphemeWidth {
    /// Width of one grapheme cluster: 0, 1 or 2.
    @inlinable
    public static func of(_ grapheme: Character) -> Int {
        // ASCII fast path: one byte is one cell (controls are sanitised before this).
        if grapheme.utf8.count == 1 { return 1 }
        return ofScalars(grapheme.unicodeScalars)
    }

    public static func ofScalars(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        guard let base = iterator.next() else { return 0 }
        var count = 1
        var emojiPresentation = false
        var regionalIndicators = isRegionalIndicator(base.value) ? 1 : 0
        while let next = iterator.next() {
            count += 1
            switch next.value {
            case 0xFE0F: emojiPresentation = true          // VS16 asks for emoji (wide) presentation
            case 0x200D: emojiPresentation = true          // ZWJ sequence renders as one emoji
            case 0x1F3FB...0x1F3FF: emojiPresentation = true // skin tone modifier
            case 0x20E3: emojiPresentation = true          // keycap
            default:
                if isRegionalIndicator(next.value) { regionalIndicators += 1 }
            }
        }
        if regionalIndicators >= 2 { return 2 }            // a flag
        if emojiPresentation { return 2 }
        let v = base.value
        if isZeroWidth(v) { return count > 1 ? 1 : 0 }
        return isWide(v) ? 2 : 1
    }

    /// Width of a whole string, summed grapheme by grapheme.
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most text: a cell a byte.
        if Sanitizer.isPlainASCII(text) { return text.utf8.count }
        // Fast path: when no scalar can join graphemes (combining marks,
        // ZWJ, variation selectors, modifiers, flags, tags), every scalar is
        // its own grapheme and the width is a sum over scalars.
        var total = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x7F && v >= 0x20 { total += 1; continue }
            if isPlainNarrow(v) { total += 1; continue }
            if isPlainWide(v) { total += 2; continue }
            if mayJoin(v) { return ofGraphemes(text) }
            total += isWide(v) ? 2 : 1
        }
        return total
    }

    public static func of(_ text: Substring) -> Int { of(String(text)) }

    static func ofGraphemes(_ text: String) -> Int {
        var total = 0
        for g in text { total += of(g) }
        return total
    }

    /// Scalars that are a grapheme of their own, one cell wide and safe to
    /// draw as they are: Latin-1 and Latin Extended letters and signs, and
    /// general punctuation (— … ‰). Most non-ASCII text is made of these
    /// or of `isPlainWide` ones; they are told apart with two comparisons
    /// before the full rules (a dozen range tests and two table searches a
    /// scalar, a measurable share of a render). What the full
    /// rules give for them is checked by a test.
    @inline(__always)
    public static func isPlainNarrow(_ v: UInt32) -> Bool {
        (v >= 0xA0 && v < 0x300) || (v >= 0x2010 && v <= 0x2027) || (v >= 0x2030 && v < 0x205F)
    }

    /// CJK unified ideographs: a grapheme of their own, two cells, safe.
    @inline(__always)
    public static func isPlainWide(_ v: UInt32) -> Bool { v >= 0x4E00 && v <= 0x9FFF }

    /// Scalars that can make a grapheme of several scalars.
    @inline(__always)
    public static func mayJoin(_ v: UInt32) -> Bool {
        v == 0x0D || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
            || isRegionalIndicator(v) || (0xE0000...0xE01EF).contains(v) || v == 0x20E3 || isZeroWidth(v)
            || (0x1100...0x11FF).contains(v) || (0xAC00...0xD7A3).contains(v) // Hangul jamo compose
    }

    public static func isRegionalIndicator(_ v: UInt32) -> Bool { v >= 0x1F1E6 && v <= 0x1F1FF }

    /// A flag: a grapheme of two regional indicators (🇺🇸), which a font
    /// draws as one picture or, without one, as two boxed letters.
    public static func isFlag(_ grapheme: Character) -> Bool {
        grapheme.unicodeScalars.lazy.filter({ isRegionalIndicator($0.value) }).count >= 2
    }

    public static func isZeroWidth(_ v: UInt32) -> Bool {
        switch v {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E,
             0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x20D0...0x20FF,
             0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// East Asian Wide/Fullwidth and default-emoji-presentation code points.
    public static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        var lo = 0, hi = wideRanges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = wideRanges[mid]
            if v < r.0 { hi = mid - 1 } else if v > r.1 { lo = mid + 1 } else { return true }
        }
        return false
    }

    // Sorted, non-overlapping. East Asian Width W/F plus Emoji_Presentation=Yes (Unicode 15).
    static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
        (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
        (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
        (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF),
        (0xA960, 0xA97F), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6F),
        (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4), (0x17000, 0x18CFF), (0x1B000, 0x1B2FF),
        (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
        (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251),
        (0x1F260, 0x1F265), (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C),
        (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0),
        (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC),
        (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A),
        (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5),
        (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF),
        (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0),
        (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C),
        (0x1FA80, 0x1FA88), (0x1FA90, 0x1FABD), (0x1FABF, 0x1FAC5), (0x1FACE, 0x1FADB),
        (0x1FAE0, 0x1FAE8), (0x1FAF0, 0x1FAF8), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}
