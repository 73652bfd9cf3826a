import LasimText

/// Fitting text to a width: cutting with "…" and word wrapping, the rules
/// layout uses, also for views that lay out their own lines (status, log).
public enum TextFit {
    public static func cut(_ text: String, _ width: Int) -> String {
        RenderContext.truncate(text, to: width, rtl: false)
    }

    /// Greedy wrap at the break opportunities the phone's lines have
    /// (`TextFitting.pieces`: after spaces, after a hyphen or slash, on
    /// either side of a wide character, so that Chinese and Japanese break
    /// between characters as the phone does, not only at a space); the
    /// spaces between two words are one, and a piece longer than a line is
    /// split between characters.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var spaced = false
        for piece in TextFitting.pieces(text) {
            var w = String(piece.word.drop { $0 == " " })
            let gap = spaced ? 1 : 0
            spaced = !piece.spaces.isEmpty
            if w.isEmpty { continue }
            var ww = GraphemeWidth.of(w)
            if lineWidth > 0 && lineWidth + gap + ww <= width {
                line += (gap > 0 ? " " : "") + w; lineWidth += gap + ww; continue
            }
            if lineWidth > 0 { lines.append(line); line = ""; lineWidth = 0 }
            while ww > width {
                var head = "", hw = 0
                var rest = Substring(w)
                while let g = rest.first, hw + GraphemeWidth.of(g) <= width { head.append(g); hw += GraphemeWidth.of(g); rest = rest.dropFirst() }
                if head.isEmpty { break }
                lines.append(head)
                w = String(rest); ww = GraphemeWidth.of(w)
            }
            line = w; lineWidth = ww
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }

    /// The widest piece `wrap` keeps whole: the fewest columns its lines need.
    public static func widestPiece(_ text: String) -> Int {
        TextFitting.pieces(text).reduce(0) { max($0, GraphemeWidth.of(String($1.word.drop { $0 == " " }))) }
    }
}
