import LasimTemplate
/// `--format svg`: a grid as a standalone SVG a browser or design tool opens.
/// Every cell sits on a fixed pitch (`cellWidth` x `cellHeight` px): text runs
/// are stretched to exactly their cells (`textLength`), wide graphemes are
/// centred on their two cells, and the box-drawing and block characters
/// lasim draws (frames, bars, big digits) are drawn as shapes, so lines join
/// across cells as they do in a terminal whatever font the viewer has.
/// Colours go through `ColorDepth`, the one degradation rule.
public enum SVGPrinter {
    public struct Options: Sendable {
        public var depth: ColorDepth = .truecolor
        /// Where a cell has no colour of its own: a dark terminal's.
        public var background = RGB(0x1c, 0x1c, 0x1e)
        public var foreground = RGB(0xe5, 0xe5, 0xea)
        public var fontSize = 14.0
        public var cellWidth = 8.4
        public var cellHeight = 18.0
        public var title: String?
        /// The text's fonts; `rasterFontStack` for librsvg, where an emoji
        /// font listed among them takes the digits.
        public var fontStack = SVGPrinter.fontStack
        public init() {}
    }

    public static let fontStack = "ui-monospace, 'SF Mono', SFMono-Regular, Menlo, 'DejaVu Sans Mono', 'Liberation Mono', Consolas, 'Noto Sans Mono', monospace, 'Apple Color Emoji', 'Noto Color Emoji', 'Segoe UI Emoji'"
    /// The same without the emoji fonts (the rasteriser falls back to them
    /// for emoji by itself).
    public static let rasterFontStack = "'DejaVu Sans Mono', 'Liberation Mono', 'Noto Sans Mono', monospace"

    public static func svg(_ grid: Grid, options o: Options = Options()) -> String {
        let w = Double(grid.width) * o.cellWidth, h = Double(grid.height) * o.cellHeight
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(w))" height="\(n(h))" viewBox="0 0 \(n(w)) \(n(h))">

        """
        if let t = o.title { out += "<title>\(escape(t))</title>\n" }
        out += "<rect width=\"100%\" height=\"100%\" fill=\"\(o.background.hex)\"/>\n"
        out += body(grid, options: o)
        out += "</svg>\n"
        return out
    }

    /// The drawing without the `<svg>` element: backgrounds, then shapes and text.
    public static func body(_ grid: Grid, options o: Options) -> String {
        var backgrounds = "", ink = ""
        for y in 0..<grid.height {
            // Backgrounds: one rect per run of equal colour.
            var x = 0
            while x < grid.width {
                let bg = colours(grid[x, y].style, o).bg
                var end = x + 1
                while end < grid.width && colours(grid[end, y].style, o).bg == bg { end += 1 }
                if bg != o.background {
                    backgrounds += "<rect x=\"\(n(Double(x) * o.cellWidth))\" y=\"\(n(Double(y) * o.cellHeight))\" width=\"\(n(Double(end - x) * o.cellWidth))\" height=\"\(n(o.cellHeight))\" fill=\"\(bg.hex)\"/>\n"
                }
                x = end
            }
            // Ink: runs of narrow text in one style; shapes and wide graphemes alone.
            x = 0
            while x < grid.width {
                let cell = grid[x, y]
                if cell.width == 0 || (cell.isSpace && !cell.style.underline) { x += 1; continue }
                let c = colours(cell.style, o)
                let g = cell.grapheme
                if let shape = BoxShape.shape(for: g) {
                    ink += shape.svg(x: Double(x) * o.cellWidth, y: Double(y) * o.cellHeight,
                                     w: o.cellWidth, h: o.cellHeight, fill: c.fg.hex, opacity: cell.style.dim ? 0.6 : 1)
                    x += 1
                    continue
                }
                if cell.width == 2 || g.unicodeScalars.count > 1 {
                    let cx = (Double(x) + Double(cell.width) / 2) * o.cellWidth
                    ink += "<text x=\"\(n(cx))\" y=\"\(n(baseline(y, o)))\" text-anchor=\"middle\"\(attributes(cell.style, c, o))>\(escape(String(g)))</text>\n"
                    x += Int(cell.width)
                    continue
                }
                var text = String(g)
                var end = x + 1
                while end < grid.width {
                    let next = grid[end, y]
                    guard next.width == 1, next.style == cell.style, next.grapheme.unicodeScalars.count == 1,
                          BoxShape.shape(for: next.grapheme) == nil else { break }
                    text.append(next.grapheme)
                    end += 1
                }
                while text.last == " " && !cell.style.underline { text.removeLast(); end -= 1 }
                let count = end - x
                ink += "<text x=\"\(n(Double(x) * o.cellWidth))\" y=\"\(n(baseline(y, o)))\" textLength=\"\(n(Double(count) * o.cellWidth))\" lengthAdjust=\"spacingAndGlyphs\"\(attributes(cell.style, c, o))>\(escape(text))</text>\n"
                x = end
            }
        }
        return "<g font-family=\"\(escape(o.fontStack))\" font-size=\"\(n(o.fontSize))\" xml:space=\"preserve\">\n" + backgrounds + ink + "</g>\n"
    }

    static func baseline(_ y: Int, _ o: Options) -> Double {
        // The em box centred in the cell; the alphabetic baseline ~0.8 em down it.
        Double(y) * o.cellHeight + (o.cellHeight - o.fontSize) / 2 + o.fontSize * 0.8
    }

    static func attributes(_ s: Style, _ c: (fg: RGB, bg: RGB), _ o: Options) -> String {
        var a = " fill=\"\(c.fg.hex)\""
        if s.bold { a += " font-weight=\"bold\"" }
        if s.italic { a += " font-style=\"italic\"" }
        if s.underline { a += " text-decoration=\"underline\"" }
        if s.dim { a += " fill-opacity=\"0.6\"" }
        return a
    }

    /// The colours a cell is drawn in, degraded to `depth` (none: the defaults).
    static func colours(_ s: Style, _ o: Options) -> (fg: RGB, bg: RGB) {
        var fg = s.fg.flatMap { o.depth.approximate($0) } ?? o.foreground
        var bg = s.bg.flatMap { o.depth.approximate($0) } ?? o.background
        if s.reverse { swap(&fg, &bg) }
        return (fg, bg)
    }

    static func n(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // XML 1.0 cannot hold C0 controls at all; the grid never has them
            // (the sanitiser shows them as symbols), but be safe.
            case _ where ch.value < 0x20 && ch != "\t": out += "\u{FFFD}"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}

/// A box-drawing or block character as geometry in its cell: arms from the
/// centre to the edges (light or heavy), rounded corners, and filled blocks.
struct BoxShape: Equatable {
    enum Weight: Equatable { case none, light, heavy, double }
    var left = Weight.none, right = Weight.none, up = Weight.none, down = Weight.none
    /// Rounded corner: the arc joins these two arms.
    var rounded = false
    /// Filled parts in eighths: (x0, y0, x1, y1) of the cell, for blocks.
    var blocks: [(Double, Double, Double, Double)] = []
    var opacity = 1.0

    static func == (a: BoxShape, b: BoxShape) -> Bool {
        a.left == b.left && a.right == b.right && a.up == b.up && a.down == b.down && a.rounded == b.rounded
            && a.blocks.count == b.blocks.count && a.opacity == b.opacity
    }

    static func shape(for g: Character) -> BoxShape? {
        guard g.unicodeScalars.count == 1, let v = g.unicodeScalars.first?.value, (0x2500...0x259F).contains(v) else { return nil }
        return table[v]
    }

    static let table: [UInt32: BoxShape] = {
        var t: [UInt32: BoxShape] = [:]
        func arms(_ c: UInt32, l: Weight = .none, r: Weight = .none, u: Weight = .none, d: Weight = .none, rounded: Bool = false) {
            t[c] = BoxShape(left: l, right: r, up: u, down: d, rounded: rounded)
        }
        arms(0x2500, l: .light, r: .light); arms(0x2501, l: .heavy, r: .heavy)          // ─ ━
        arms(0x2502, u: .light, d: .light); arms(0x2503, u: .heavy, d: .heavy)          // │ ┃
        arms(0x250C, r: .light, d: .light); arms(0x250F, r: .heavy, d: .heavy)          // ┌ ┏
        arms(0x2510, l: .light, d: .light); arms(0x2513, l: .heavy, d: .heavy)          // ┐ ┓
        arms(0x2514, r: .light, u: .light); arms(0x2517, r: .heavy, u: .heavy)          // └ ┗
        arms(0x2518, l: .light, u: .light); arms(0x251B, l: .heavy, u: .heavy)          // ┘ ┛
        arms(0x251C, r: .light, u: .light, d: .light); arms(0x2523, r: .heavy, u: .heavy, d: .heavy) // ├ ┣
        arms(0x2524, l: .light, u: .light, d: .light); arms(0x252B, l: .heavy, u: .heavy, d: .heavy) // ┤ ┫
        arms(0x252C, l: .light, r: .light, d: .light); arms(0x2533, l: .heavy, r: .heavy, d: .heavy) // ┬ ┳
        arms(0x2534, l: .light, r: .light, u: .light); arms(0x253B, l: .heavy, r: .heavy, u: .heavy) // ┴ ┻
        arms(0x253C, l: .light, r: .light, u: .light, d: .light)                        // ┼
        arms(0x2550, l: .double, r: .double); arms(0x2551, u: .double, d: .double)      // ═ ║
        arms(0x256D, r: .light, d: .light, rounded: true); arms(0x256E, l: .light, d: .light, rounded: true) // ╭ ╮
        arms(0x256F, l: .light, u: .light, rounded: true); arms(0x2570, r: .light, u: .light, rounded: true) // ╯ ╰
        arms(0x2574, l: .light); arms(0x2576, r: .light)                                 // ╴ ╶
        arms(0x2578, l: .heavy); arms(0x257A, r: .heavy)                                 // ╸ ╺
        func block(_ c: UInt32, _ parts: [(Double, Double, Double, Double)], opacity: Double = 1) {
            t[c] = BoxShape(blocks: parts, opacity: opacity)
        }
        block(0x2580, [(0, 0, 1, 0.5)]); block(0x2584, [(0, 0.5, 1, 1)]); block(0x2588, [(0, 0, 1, 1)])  // ▀ ▄ █
        block(0x258C, [(0, 0, 0.5, 1)]); block(0x2590, [(0.5, 0, 1, 1)])                                   // ▌ ▐
        block(0x2591, [(0, 0, 1, 1)], opacity: 0.25); block(0x2592, [(0, 0, 1, 1)], opacity: 0.5)        // ░ ▒
        block(0x2593, [(0, 0, 1, 1)], opacity: 0.75)                                                        // ▓
        let ul = (0.0, 0.0, 0.5, 0.5), ur = (0.5, 0.0, 1.0, 0.5), ll = (0.0, 0.5, 0.5, 1.0), lr = (0.5, 0.5, 1.0, 1.0)
        block(0x2596, [ll]); block(0x2597, [lr]); block(0x2598, [ul]); block(0x259D, [ur])                // ▖ ▗ ▘ ▝
        block(0x2599, [ul, ll, lr]); block(0x259B, [ul, ur, ll]); block(0x259C, [ul, ur, lr]); block(0x259F, [ur, ll, lr]) // ▙ ▛ ▜ ▟
        block(0x259A, [ul, lr]); block(0x259E, [ur, ll])                                                    // ▚ ▞
        return t
    }()

    func svg(x: Double, y: Double, w: Double, h: Double, fill: String, opacity: Double) -> String {
        let n = SVGPrinter.n
        let alpha = opacity * self.opacity
        let op = alpha < 1 ? " fill-opacity=\"\(n(alpha))\"" : ""
        var out = ""
        for b in blocks {
            out += "<rect x=\"\(n(x + b.0 * w))\" y=\"\(n(y + b.1 * h))\" width=\"\(n((b.2 - b.0) * w))\" height=\"\(n((b.3 - b.1) * h))\" fill=\"\(fill)\"\(op)/>\n"
        }
        let cx = x + w / 2, cy = y + h / 2
        func thickness(_ wt: Weight) -> Double { wt == .heavy ? max(2, w * 0.3) : max(1, w * 0.12) }
        if rounded {
            // A quarter circle from the middle of one edge to the middle of the other.
            let t = thickness(.light)
            let r = min(w, h) / 2
            let hx = left != .none ? x : x + w, vy = up != .none ? y : y + h
            let sx = hx < cx ? cx - r : cx + r, sy = vy < cy ? cy - r : cy + r
            // The circle's centre is (sx, sy); sweep 1 turns clockwise on screen.
            let dir = -(cy - sy) * (cx - sx) > 0 ? 1 : 0
            out += "<path d=\"M\(n(hx)) \(n(cy)) L\(n(sx)) \(n(cy)) A\(n(r)) \(n(r)) 0 0 \(dir) \(n(cx)) \(n(sy)) L\(n(cx)) \(n(vy))\" fill=\"none\" stroke=\"\(fill)\" stroke-width=\"\(n(t))\"\(alpha < 1 ? " stroke-opacity=\"\(n(alpha))\"" : "")/>\n"
            return out
        }
        func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ wt: Weight, horizontal: Bool) {
            guard wt != .none else { return }
            let t = thickness(wt)
            let offsets: [Double] = wt == .double ? [-t * 1.5, t * 1.5] : [0]
            for o in offsets {
                if horizontal {
                    out += "<rect x=\"\(n(min(x0, x1)))\" y=\"\(n(y0 - t / 2 + o))\" width=\"\(n(abs(x1 - x0)))\" height=\"\(n(t))\" fill=\"\(fill)\"\(op)/>\n"
                } else {
                    out += "<rect x=\"\(n(x0 - t / 2 + o))\" y=\"\(n(min(y0, y1)))\" width=\"\(n(t))\" height=\"\(n(abs(y1 - y0)))\" fill=\"\(fill)\"\(op)/>\n"
                }
            }
        }
        // Arms overlap the centre by half a stroke so corners close.
        let hv = max(thickness(up), thickness(down)) / 2, hh = max(thickness(left), thickness(right)) / 2
        line(x, cy, cx + (left != .none && right == .none ? hv : 0), cy, left, horizontal: true)
        line(cx - (right != .none && left == .none ? hv : 0), cy, x + w, cy, right, horizontal: true)
        line(cx, y, cx, cy + (up != .none && down == .none ? hh : 0), up, horizontal: false)
        line(cx, cy - (down != .none && up == .none ? hh : 0), cx, y + h, down, horizontal: false)
        return out
    }
}
