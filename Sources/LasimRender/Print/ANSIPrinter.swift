/// Text with SGR colour sequences, for `--format ansi`: the grid as a
/// terminal would show it, without a full-screen app.
public enum ANSIPrinter {
    public static func text(_ grid: Grid, depth: ColorDepth = .truecolor) -> String {
        var out = ""
        for y in 0..<grid.height {
            var current: Style? = nil
            var line = ""
            var lastNonBlank = -1
            for x in 0..<grid.width where !grid[x, y].isSpace || grid[x, y].style.bg != nil { lastNonBlank = x }
            for x in 0...max(0, lastNonBlank) where lastNonBlank >= 0 {
                let c = grid[x, y]
                if c.width == 0 { continue }
                if c.style != current {
                    line += sgr(c.style, depth: depth)
                    current = c.style
                }
                line.append(c.grapheme)
            }
            if current != nil && current != .plain { line += "\u{1B}[0m" }
            out += line
            if y < grid.height - 1 { out += "\n" }
        }
        return out
    }

    static func sgr(_ s: Style, depth: ColorDepth) -> String {
        var codes = ["0"]
        if s.bold { codes.append("1") }
        if s.dim { codes.append("2") }
        if s.italic { codes.append("3") }
        if s.underline { codes.append("4") }
        if s.reverse { codes.append("7") }
        if let fg = s.fg, let c = depth.sgr(fg, foreground: true) { codes.append(c) }
        if let bg = s.bg, let c = depth.sgr(bg, foreground: false) { codes.append(c) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
