/// A line centred beside other views (a score beside a crest over a name,
/// a symbol beside a timer over a caption) whose middle falls right on the
/// line between two rows of its parent's cells takes the row of what the
/// phone draws beside it at its middle: the crest's last row, not the
/// name's under it; the timer's, not the caption's.
extension CellDrawer {
    /// Each child of `box` (its rows in `ys`, its columns in `xs`) that
    /// `nominal` found between two rows moved to the other one where the
    /// views beside it that hold its middle on the phone take that row and
    /// not the one it has; where they take both or neither, it stays.
    func settleTies(_ box: CellBox, _ ys: inout [(start: Int, length: Int)], xs: [(start: Int, length: Int)],
                    cells: (start: Int, length: Int)) {
        guard box.kids.count > 1, xs.count == box.kids.count else { return }
        for (i, kid) in box.kids.enumerated() {
            let s = nominal(kid, .vertical, anchor: box.view.childAnchor[.vertical], parent: box.view.frame, cells: cells)
            guard let other = s.other, ys[i].start == s.start, ys[i].length == 1,
                  other >= cells.start, other < cells.start + cells.length else { continue }
            let middle = kid.view.frame.midY
            var held: Set<Int> = []
            for (j, beside) in box.kids.enumerated() where j != i {
                var order = 0
                var leaves: [PlacedLeaf] = []
                let rect = Rect(x: xs[j].start, y: ys[j].start, width: xs[j].length, height: ys[j].length)
                placedLeaves(beside, in: rect, order: &order, into: &leaves)
                for l in leaves where l.rect.width > 0 && l.rect.height > 0 && l.frame.y <= middle && middle <= l.frame.maxY {
                    held.formUnion(l.rect.y..<l.rect.maxY)
                }
            }
            if held.contains(other) && !held.contains(s.start) { ys[i].start = other }
        }
    }
}
