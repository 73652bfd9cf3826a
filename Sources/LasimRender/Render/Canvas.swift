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

    /// A line of text (sanitised). Wider than the canvas, a label of parts
    /// (`a · b · c`) continues on the next line, indented, after the last
    /// part that fits: a presentation's size label is read whole, not cut
    /// at "island 220…". Only a part wider than the canvas is cut with "…".
    public mutating func line(_ text: String, style: Style = .plain, indent: Int = 0) {
        var parts = Sanitizer.visible(text).split(separator: Self.partSeparator, omittingEmptySubsequences: false).map(String.init)
        var at = indent
        while true {
            let room = width - at
            let whole = parts.joined(separator: Self.partSeparator)
            // As many parts as fit with the dot that joins the next one.
            var shown = "", taken = 0
            if GraphemeWidth.of(whole) > room {
                while taken < parts.count - 1 {
                    let more = taken == 0 ? parts[0] : shown + Self.partSeparator + parts[taken]
                    guard GraphemeWidth.of(more) + 2 <= room else { break }
                    (shown, taken) = (more, taken + 1)
                }
            }
            var g = Grid(width: width, height: 1)
            let done = taken == 0
            if done { shown = GraphemeWidth.of(whole) <= room ? whole : RenderContext.truncate(whole, to: room, rtl: false) }
            g.write(Array(done ? shown : shown + " ·"), x: at, y: 0, style: style)
            rows.append(Array(g.cells))
            if done { return }
            parts.removeFirst(taken)
            at = min(indent + 2, width - 1)
        }
    }

    /// What separates a label's parts.
    static let partSeparator = " · "

    /// Places grids side by side on new rows, `gap` cells apart, each with an
    /// optional box around it, in the canvas's keyline or the colour
    /// `keylines` gives it (an island's tinted keyline). Returns the x
    /// offset of each grid's content.
    @discardableResult
    public mutating func row(_ grids: [Grid], boxed: Bool, gap: Int = 2, indent: Int = 0, keylines: [RGB?] = []) -> [Int] {
        let pad = boxed ? 1 : 0
        let height = (grids.map(\.height).max() ?? 0) + 2 * pad
        var g = Grid(width: width, height: height)
        var x = indent
        var offsets: [Int] = []
        for (i, grid) in grids.enumerated() {
            if boxed {
                var style = keyline
                if i < keylines.count, let tint = keylines[i] { style.fg = tint }
                g.box(Rect(x: x, y: 0, width: grid.width + 2, height: grid.height + 2), style: style, ascii: ascii)
            }
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
