import LasimTemplate
/// `--format html`: a page showing the grid as text a person can select and
/// copy. Each cell is `1ch` wide (non-ASCII graphemes are boxed to their one
/// or two cells, so a fallback font cannot shift the columns after them).
/// Colours go through `ColorDepth`, like every other printer.
public enum HTMLPrinter {
    public static func html(_ grid: Grid, options o: SVGPrinter.Options = SVGPrinter.Options()) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <title>\(SVGPrinter.escape(o.title ?? "lasim"))</title>
        <style>
        body { margin: 0; background: \(o.background.hex); }
        pre.lasim { margin: 16px; font-family: \(SVGPrinter.fontStack); font-size: \(SVGPrinter.n(o.fontSize))px;
                    line-height: \(SVGPrinter.n(o.cellHeight))px; color: \(o.foreground.hex); background: \(o.background.hex);
                    font-variant-ligatures: none; }
        pre.lasim span.c1, pre.lasim span.c2 { display: inline-block; text-align: center; overflow: visible; }
        pre.lasim span.c1 { width: 1ch; } pre.lasim span.c2 { width: 2ch; }
        </style></head>
        <body><pre class="lasim">
        """
        for y in 0..<grid.height {
            var x = 0
            var line = ""
            while x < grid.width {
                let style = grid[x, y].style
                var run = ""
                while x < grid.width && grid[x, y].style == style {
                    let cell = grid[x, y]
                    x += 1
                    if cell.width == 0 { continue }
                    let g = String(cell.grapheme)
                    if g.unicodeScalars.count == 1, let v = g.unicodeScalars.first?.value, v < 0x7F {
                        run += SVGPrinter.escape(g)
                    } else {
                        run += "<span class=\"c\(cell.width)\">\(SVGPrinter.escape(g))</span>"
                    }
                }
                line += css(style, o).map { "<span style=\"\($0)\">\(run)</span>" } ?? run
            }
            out += line + "\n"
        }
        out += "</pre></body></html>\n"
        return out
    }

    static func css(_ s: Style, _ o: SVGPrinter.Options) -> String? {
        guard s != .plain else { return nil }
        let c = SVGPrinter.colours(s, o)
        var parts: [String] = []
        if c.fg != o.foreground { parts.append("color:\(c.fg.hex)") }
        if c.bg != o.background { parts.append("background:\(c.bg.hex)") }
        if s.bold { parts.append("font-weight:bold") }
        if s.italic { parts.append("font-style:italic") }
        if s.underline { parts.append("text-decoration:underline") }
        if s.dim { parts.append("opacity:0.6") }
        return parts.isEmpty ? nil : parts.joined(separator: ";")
    }
}
