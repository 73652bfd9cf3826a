import LasimTemplate

/// Painted shapes in an output with no colour (`ImageCells.shapes`,
/// `--format text`), where a painted cell is a blank: a shape that stands
/// out from the paper under it (`showsOn`, the rule an image's pixels are
/// judged by) is drawn in glyphs as well, and one text cannot show leaves
/// the paper an image over it is judged against as it was.
extension CellDrawer {
    /// How plain text shows a painted shape (`drawTextShapes`): on its own
    /// (a progress bar's segment, a tile), blocks, as a band under a row is; behind or over
    /// other views (a panel, a button's capsule), whose texts are drawn in
    /// its cells and would be cut by blocks, its outline.
    enum TextShape { case blocks, outline }

    /// How plain text shows a shape painted `colour` on `paper` in `r`;
    /// nil where it does not stand out, or is a layer with no inside for
    /// an outline (under 3 x 3 cells: a crest's disc) or the whole card's
    /// paper.
    func textShape(_ colour: RGB, on paper: RGB, in r: Rect, layer: Bool) -> TextShape? {
        guard imageCells == .shapes, Self.showsOn(paper, colour) else { return nil }
        guard layer else { return .blocks }
        return r.width >= 3 && r.height >= 3 && !coversGrid(r) ? .outline : nil
    }

    /// `r` covers every cell: a card's own background.
    func coversGrid(_ r: Rect) -> Bool { r.x <= 0 && r.y <= 0 && r.maxX >= grid.width && r.maxY >= grid.height }

    /// The colour a shape in `r` is painted on: its middle cell's paper.
    func paperUnder(_ r: Rect) -> RGB {
        let x = r.x + r.width / 2, y = r.y + r.height / 2
        return grid.contains(x: x, y: y) ? grid[x, y].style.bg ?? surface : surface
    }

    /// The paper a pixel at (x, y) shows on in plain text: the colour under
    /// the fills there that text does not show (a crest's disc of its own
    /// colour is no paper: the crest would vanish with it), else the cell's.
    func textPaper(x: Int, y: Int) -> RGB {
        textPaper[y * grid.width + x] ?? (grid.contains(x: x, y: y) ? grid[x, y].style.bg ?? surface : surface)
    }

    /// `r`'s cells painted `colour` (a translucent one blended over what
    /// is there); in plain text, its glyphs (`textShape`) in the cells
    /// nothing else took, and the paper under it kept where text does not
    /// show it. A shape text shows, or the card's own background, is the
    /// paper of what is drawn on it.
    /// `points`: the shape's height on the phone; under a row (a bar's
    /// fill narrower than it is high), its blocks are a band's (`band`).
    mutating func paint(_ r: Rect, _ colour: RGB, opacity: Double, shape: String?, layer: Bool, points: Double? = nil) {
        let paper = paperUnder(r)
        let shown = textShape(Self.blend(colour, over: paper, opacity), on: paper, in: r, layer: layer)
        if imageCells == .shapes {
            for y in max(0, r.y)..<min(grid.height, r.maxY) {
                for x in max(0, r.x)..<min(grid.width, r.maxX) {
                    let i = y * grid.width + x
                    if shown != nil || coversGrid(r) { textPaper[i] = nil } else if textPaper[i] == nil { textPaper[i] = grid[x, y].style.bg ?? surface }
                }
            }
        }
        if opacity >= 0.99 {
            grid.fill(r, style: Style(fg: palette.primary, bg: colour, ink: .decoration))
        } else {
            let surface = self.surface
            grid.restyle(r) { s in s.bg = Self.blend(colour, over: s.bg ?? surface, opacity) }
        }
        guard let shown else { return }
        let ink = Self.blend(colour, over: paper, opacity)
        let block = points.map { r.height == 1 && Self.thickness($0, cell: cellHeight) == .band } == true
            ? Self.band(points ?? cellHeight, cellHeight: cellHeight, ascii: ascii) : ascii ? "#" : "█"
        textShapes.append((shown, r, Style(fg: ink, bg: ink, ink: .decoration), shape != nil && shape != "Rectangle", block))
    }

    /// The glyphs of the shapes `paint` kept, once everything else is
    /// drawn, in the cells nothing took (a text or an image on a shape
    /// keeps its cells). Blocks: "█", or "░" for a shape another is
    /// painted over (a progress bar's track under its fill, which would
    /// be one block with it). An outline only where every cell of it is
    /// still blank: one a text or an image crosses (a tile behind a title,
    /// a panel whose rows its content fills) would read as a box round the
    /// wrong thing, and is left painted only.
    mutating func drawTextShapes() {
        defer { textShapes = [] }
        var blocked: Set<Int> = []
        for (i, o) in textShapes.enumerated() where o.kind == .blocks {
            let r = o.rect
            let under = textShapes[(i + 1)...].contains { $0.kind == .blocks && $0.rect.x < r.maxX && r.x < $0.rect.maxX && $0.rect.y < r.maxY && r.y < $0.rect.maxY }
            let glyph: Character = under ? (ascii ? ":" : "░") : o.block
            for y in max(0, r.y)..<min(grid.height, r.maxY) {
                for x in max(0, r.x)..<min(grid.width, r.maxX) {
                    let k = y * grid.width + x
                    guard blocked.contains(k) || grid[x, y].isSpace && !grid[x, y].isContinuation else { continue }
                    blocked.insert(k)
                    var s = o.style
                    s.bg = grid[x, y].style.bg
                    _ = grid.put(glyph, x: x, y: y, style: s, limit: x + 1)
                }
            }
        }
        for o in textShapes where o.kind == .outline {
            let r = o.rect
            var outline = Grid(width: r.width, height: r.height, style: o.style)
            outline.box(Rect(x: 0, y: 0, width: r.width, height: r.height), style: o.style, ascii: ascii, round: o.round)
            let cells = (0..<r.height).flatMap { y in (0..<r.width).map { (x: $0, y: y) } }.filter { !outline[$0.x, $0.y].isSpace }
            guard cells.allSatisfy({ c in
                grid.contains(x: r.x + c.x, y: r.y + c.y) && grid[r.x + c.x, r.y + c.y].isSpace && !grid[r.x + c.x, r.y + c.y].isContinuation
            }) else { continue }
            for c in cells {
                var s = o.style
                s.bg = grid[r.x + c.x, r.y + c.y].style.bg
                _ = grid.put(outline[c.x, c.y].grapheme, x: r.x + c.x, y: r.y + c.y, style: s, limit: r.x + c.x + 1)
            }
        }
    }
}
