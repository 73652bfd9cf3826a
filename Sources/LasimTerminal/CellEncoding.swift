import CNcursesw

/// What is handed to ncurses for one grid cell, so that ncurses's idea of the
/// cell's width (libc `wcwidth`, which it uses to track the cursor and lay out
/// its virtual screen) equals ours (`GraphemeWidth`, the one width function).
///
/// libc's `wcwidth` disagrees with `GraphemeWidth` for emoji sequences: VS16
/// (`❤️` is 1 + 0 for libc, 2 for us), keycaps, flags (two regional indicators,
/// 1 + 1), ZWJ sequences and skin tones (spacing code points after the base,
/// which a `cchar_t` cannot hold), and code points newer than libc's tables
/// (`wcwidth` -1). When they disagree we do not hand ncurses something it would
/// misplace; we write a fallback whose libc width is exactly ours:
///
/// - libc width == ours and the whole grapheme fits one `cchar_t` (base +
///   up to 4 zero-width marks): written as is.
/// - a flag: its two region letters in ASCII ("🇯🇵" -> "JP"), one per column.
/// - ours 2, the base alone is libc-wide (ZWJ family, skin tone): the base
///   emoji alone ("👍🏽" -> "👍").
/// - ours 2, the base is libc-narrow (VS16, keycap): the base without its
///   modifiers, then an explicit space in the second column ("❤️" -> "❤" + " ").
/// - anything else libc cannot measure, or a width we cannot match: "?"
///   (plus " " when ours is 2).
///
/// So every column of a row is written by an explicit move to that column and
/// the terminal's cursor, which follows wcwidth like ncurses does, never drifts.
public enum CellEncoding {
    /// The wide-char strings (no terminating NUL) for the cell's columns:
    /// one element for a cell ncurses will treat as one glyph of our width,
    /// two when the second column is written separately.
    public struct Encoded: Sendable, Hashable {
        public var columns: [[wchar_t]]
        /// True when the grapheme had to be replaced by a fallback.
        public var isFallback: Bool
    }

    /// A cache key: the same grapheme may be asked for at another width.
    struct Key: Hashable { var grapheme: Character; var width: Int }

    /// Most wide chars one `cchar_t` holds (ncurses CCHARW_MAX).
    public static let maxCharsPerCell = 5

    /// Encodes `grapheme`, which occupies `width` (1 or 2) columns for us.
    /// Needs a UTF-8 `LC_CTYPE` (see `TerminalScreen.configureLocale`).
    public static func encode(_ grapheme: Character, width: Int) -> Encoded {
        let scalars = Array(grapheme.unicodeScalars)
        if scalars.count == 1, scalars[0].isASCII {
            return Encoded(columns: [[wchar_t(scalars[0].value)]], isFallback: false)
        }
        let values = scalars.map { wchar_t(bitPattern: $0.value) }
        guard let base = values.first else { return ascii("?", width: width) }
        let baseWidth = Int(lasim_wcwidth(base))

        // A flag: two regional indicators -> the two region letters.
        if width == 2, scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
            let letters = scalars.map { wchar_t(0x41 + $0.value - 0x1F1E6) }
            return Encoded(columns: [[letters[0]], [letters[1]]], isFallback: true)
        }

        // Does it fit in one cchar_t as base + zero-width marks?
        var fits = values.count <= maxCharsPerCell && baseWidth > 0
        if fits {
            for v in values.dropFirst() where lasim_wcwidth(v) != 0 { fits = false; break }
        }
        if fits && baseWidth == width {
            return Encoded(columns: [values], isFallback: false)
        }

        switch (width, baseWidth) {
        case (2, 2):
            return Encoded(columns: [[base]], isFallback: true)
        case (2, 1):
            return Encoded(columns: [[base], [wchar_t(0x20)]], isFallback: true)
        case (1, 1):
            // Base plus whatever zero-width marks directly follow it.
            var kept: [wchar_t] = [base]
            for v in values.dropFirst() {
                guard lasim_wcwidth(v) == 0, kept.count < maxCharsPerCell else { break }
                kept.append(v)
            }
            return Encoded(columns: [kept], isFallback: kept.count != values.count)
        default:
            return ascii("?", width: width)
        }
    }

    /// The text and column layout ncurses ends up holding for `grapheme`:
    /// one string per column written (for read-back comparisons).
    public static func expectedColumns(_ grapheme: Character, width: Int) -> [String] {
        encode(grapheme, width: width).columns.map { chars in
            var s = String.UnicodeScalarView()
            for c in chars { if let u = Unicode.Scalar(UInt32(bitPattern: c)) { s.append(u) } }
            return String(s)
        }
    }

    private static func ascii(_ c: Character, width: Int) -> Encoded {
        let v = wchar_t(c.asciiValue ?? 0x3F)
        return Encoded(columns: width == 2 ? [[v], [0x20]] : [[v]], isFallback: true)
    }
}
