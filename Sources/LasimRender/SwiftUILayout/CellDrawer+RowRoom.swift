/// Room a row's views hold themselves: the cells a column's lines below
/// the rest run into, and the blank that columns of equal frames keep
/// between what they draw.
extension CellDrawer {
    /// A row's column whose wider lines are below what the rest of the row
    /// draws (`CellBox.besideX`), fitted at what it needs beside them:
    /// widened to what it needs, into the row's columns on the side its
    /// lines grow to (a leading column's to its end, a trailing one's to
    /// its start, a centred one's both ways alike), so that its lines
    /// beside the rest keep their cells; never past the row's own columns.
    func overhung(_ box: CellBox, _ spans: inout [CellSpan], cells: (start: Int, length: Int)) {
        for (i, k) in box.kids.enumerated() where box.besideX[i] < k.demandX && spans[i].length < k.demandX {
            let extra = k.demandX - spans[i].length, anchor = k.columnAnchor
            let before = max(0, spans[i].start - cells.start), after = max(0, cells.start + cells.length - spans[i].start - spans[i].length)
            // Only to its side: the lines beside the rest stay where they
            // are (a leading column's glyph before it keeps its cells). A
            // centred one half each way, what one side lacks from the other.
            let left = anchor <= 0 ? 0 : anchor >= 1 ? min(extra, before) : min(before, max(extra / 2, extra - after))
            let right = anchor >= 1 ? 0 : min(after, extra - left)
            spans[i].start -= left
            spans[i].length += left + right
        }
    }

    /// Views of a row whose frames meet (columns of `.frame(maxWidth:
    /// .infinity)` side by side), each with a cell's room of its own or
    /// more between what it draws and the edge they share: the blank the
    /// phone keeps between what they draw is inside their cells already.
    /// Where the cell kept between them (`CellBox.apart`) would squeeze the
    /// row, it is not added: squeezed to make room for it, equal columns
    /// move what they draw off the cells of its points (coffee's last step
    /// a cell past the end of the track drawn to it in the same layers).
    func keepBlankWithin(_ box: CellBox, _ spans: inout [CellSpan], apartFrom: inout [Int: Int], cells: (start: Int, length: Int)) {
        var total = spans.reduce(0) { $0 + $1.length + $1.gap }
        for i in spans.indices where total > cells.length && spans[i].gap > 0 {
            guard let p = apartFrom[i], holdsBlank(box.kids[p], box.kids[i], spans[p], spans[i]) else { continue }
            total -= spans[i].gap
            spans[i].gap = 0
            apartFrom[i] = nil
        }
    }

    /// `before` and `after` meet, each with a cell of room between what it
    /// draws and their shared edge, and cells to spare beyond what it needs.
    func holdsBlank(_ before: CellBox, _ after: CellBox, _ a: CellSpan, _ b: CellSpan) -> Bool {
        guard let inkA = before.inkX, let inkB = after.inkX, abs(after.view.frame.x - before.view.frame.maxX) < 0.5 else { return false }
        return before.view.frame.maxX - inkA.end >= cellWidth && inkB.start - after.view.frame.x >= cellWidth
            && a.length - a.demand >= 2 && b.length - b.demand >= 2
    }
}
