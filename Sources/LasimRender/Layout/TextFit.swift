import LasimText

/// Fitting text to a width: cutting with "…" and word wrapping, the rules
/// layout uses, also for views that lay out their own lines (status, log).
public enum TextFit {
    public static func cut(_ text: String, _ width: Int) -> String {
        RenderContext.truncate(text, to: width, rtl: false)
    }

    /// Greedy word wrap; words longer than a line are split.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var w = String(word)
            var ww = GraphemeWidth.of(w)
            if lineWidth > 0 && lineWidth + 1 + ww <= width {
                line += " " + w; lineWidth += 1 + ww; continue
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
}
