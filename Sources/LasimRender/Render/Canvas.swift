import LasimTemplate
import LasimText

/// A grid that grows downwards as views are stacked onto it; how views
/// compose presentations, labels and boxes without knowing the final size.
public struct Canvas: Sendable {
    public private(set) var rows: [[Cell]] = []
    public let width: Int
    public var ascii: Bool
    public var keyline: Style

    public init(width: Int, ascii: Bool = false, keyline: Style = Style(fg: RGB(0x63, 0x63, 0x66))) {
        self.width = max(1, width); self.ascii = ascii; self.keyline = keyline
    }

    public var height: Int { rows.count }

    public mutating func blankLine() { rows.append(Array(repeating: Cell.blank, count: width)) }

    /// A line of text (sanitised), cut with "…" to the canvas width.
    public mutating func line(_ text: String, style: Style = .plain, indent: Int = 0) {
        var g = Grid(width: width, height: 1)
        let clean = Sanitizer.visible(text)
        let fits = GraphemeWidth.of(clean) <= width - indent
        let shown = fits ? clean : RenderContext.truncate(clean, to: width - indent, rtl: false)
        g.write(Array(shown), x: indent, y: 0, style: style)
        rows.append(Array(g.cells))
    }

    /// Places grids side by side on new rows, `gap` cells apart, each with an
    /// optional box around it. Returns the x offset of each grid's content.
    @discardableResult
    public mutating func row(_ grids: [Grid], boxed: Bool, gap: Int = 2, indent: Int = 0) -> [Int] {
        let pad = boxed ? 1 : 0
        let height = (grids.map(\.height).max() ?? 0) + 2 * pad
        var g = Grid(width: width, height: height)
        var x = indent
        var offsets: [Int] = []
        for grid in grids {
            if boxed { g.box(Rect(x: x, y: 0, width: grid.width + 2, height: grid.height + 2), style: keyline, ascii: ascii) }
            g.blit(grid, x: x + pad, y: pad)
            offsets.append(x + pad)
            x += grid.width + 2 * pad + gap
        }
        for y in 0..<height { rows.append(Array(g.cells[(y * width)..<((y + 1) * width)])) }
        return offsets
    }

    /// Restyles cells already placed (e.g. to flag a truncation).
    public mutating func restyle(row: Int, from x: Int, width w: Int, _ change: (inout Style) -> Void) {
        guard row >= 0, row < rows.count else { return }
        for i in max(0, x)..<min(width, x + w) { change(&rows[row][i].style) }
    }

    public var grid: Grid { Grid(width: width, height: rows.count, cells: rows.flatMap { $0 }) }
}
