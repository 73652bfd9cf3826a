/// Makes untrusted text safe to draw: nothing from a payload reaches a
/// terminal as a control, escape or bidi-override character. They are shown
/// as visible symbols instead, so a designer sees that the payload carried them.
public enum Sanitizer {
    /// Returns `text` with every unsafe scalar replaced by a visible symbol.
    /// Takes its text owned: nearly every text is returned as it came, and
    /// a borrowed one was copied (a reference count) to be returned.
    public static func visible(_ text: consuming String) -> String {
        if isPlainASCII(text) || isSafe(text) { return text }
        var out = String.UnicodeScalarView()
        var previousWasBase = false
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar.value) {
                out.append(contentsOf: replacement.unicodeScalars)
                previousWasBase = true
                continue
            }
            // A combining mark with nothing to combine with would merge into
            // whatever the terminal drew before it: give it a dotted circle.
            if !previousWasBase && isCombiningMark(scalar.value) {
                out.append(Unicode.Scalar(0x25CC)!)
            }
            out.append(scalar)
            previousWasBase = true
        }
        return String(out)
    }

    /// True when no scalar needs replacing and no combining mark is orphaned.
    static func isSafe(_ text: String) -> Bool {
        var previousWasBase = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x20 && v < 0x7F { previousWasBase = true; continue }
            if GraphemeWidth.isPlainNarrow(v) || GraphemeWidth.isPlainWide(v) { previousWasBase = true; continue }
            if replacement(for: v) != nil { return false }
            if !previousWasBase && isCombiningMark(v) { return false }
            previousWasBase = true
        }
        return true
    }

    /// True when `text` needs no change (the common case, checked cheaply).
    @inlinable
    public static func isPlainASCII(_ text: String) -> Bool {
        // Over the contiguous bytes (every native string), eight at a time:
        // every text drawn is checked, and a byte at a time through the
        // UTF-8 view was a measurable share of a render.
        if let plain = text.utf8.withContiguousStorageIfAvailable({ isPlainASCII(bytes: UnsafeRawBufferPointer($0)) }) {
            return plain
        }
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// True when every byte is printable ASCII (0x20...0x7E).
    @inlinable
    public static func isPlainASCII(bytes: UnsafeRawBufferPointer) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        let n = bytes.count
        while i + 8 <= n {
            let w = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A byte is bad when its high bit is set, when it is below 0x20
            // (subtracting 0x20 borrows into its high bit), or when it is
            // 0x7F (adding 1 carries into its high bit); with no high bit
            // set, no borrow or carry crosses into the next byte.
            if (w | (w &- 0x20 &* ones) | (w &+ ones)) & highs != 0 { return false }
            i += 8
        }
        while i < n {
            let b = bytes[i]
            if b < 0x20 || b >= 0x7F { return false }
            i += 1
        }
        return true
    }

    /// The visible stand-in for an unsafe scalar, or nil when it is safe.
    public static func replacement(for v: UInt32) -> String? {
        switch v {
        case 0x00...0x1F:
            // Control Pictures block: U+2400 + code (␛ for ESC, ␊ for LF...).
            return String(Unicode.Scalar(0x2400 + v)!)
        case 0x7F:
            return "\u{2421}" // ␡
        case 0x80...0x9F:
            return "\u{FFFD}" // C1 controls, CSI among them
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return "\u{FFFD}" // bidi embeddings, overrides, isolates and marks
        case 0x2028, 0x2029:
            return "\u{2424}" // line / paragraph separators: ␤
        case 0xD800...0xDFFF, 0xFFFE, 0xFFFF:
            return "\u{FFFD}"
        default:
            return nil
        }
    }

    static func isCombiningMark(_ v: UInt32) -> Bool {
        v >= 0x0300 && GraphemeWidth.isZeroWidth(v) && !(0x200B...0x200F).contains(v) && !(0xFE00...0xFE0F).contains(v)
    }
}

extension Sanitizer {
    /// One grapheme made safe: the last line of defence in the grid, so even
    /// code that forgot to sanitise a string cannot put a control in a cell.
    @inlinable
    public static func visibleGrapheme(_ g: Character) -> Character {
        // Printable ASCII, one byte: read from its bytes (`asciiValue`
        // first compares it with "\r\n", at every cell a text writes).
        let utf8 = g.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F { return g }
        var needs = false
        for s in g.unicodeScalars where replacement(for: s.value) != nil { needs = true; break }
        if !needs { return g }
        let cleaned = visible(String(g))
        return cleaned.first ?? "\u{FFFD}"
    }
}
