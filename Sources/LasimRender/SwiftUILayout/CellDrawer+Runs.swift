/// Texts side by side in a row (a big number beside its unit, `26 min`)
/// take fewer cells than their points at a large size: each at its own
/// points, the cells their points leave over stay blank between them
/// (`26       min`). The phone draws them together, so the cells do too.
extension CellDrawer {
    /// The columns of each run of two or more adjacent texts of `box` (an
    /// `HStack`; no spacer or other view between them) packed: each after
    /// the one before, the gap their points have rounded to cells (at
    /// least one where the points keep them apart, `CellBox.apart`; none
    /// where they do not), the run placed toward the side of its points'
    /// span that meets the stack's edge (at both, where the stack leans;
    /// else centred on its points).
    func packRuns(_ box: CellBox, _ spans: inout [CellSpan], cells: (start: Int, length: Int)) {
        let kids = box.kids, frame = box.view.frame
        func isText(_ i: Int) -> Bool {
            guard case .text = kids[i].view.content else { return false }
            return !kids[i].view.hidden && kids[i].demandX > 0
        }
        let perPoint = cellsPerPoint(.horizontal, parent: frame, cells: cells)
        var first = 0
        while first < kids.count {
            var last = first
            while isText(first) && last + 1 < kids.count && isText(last + 1) { last += 1 }
            defer { first = last + 1 }
            guard last > first else { continue }
            var width = spans[first].length
            for i in first + 1...last {
                let points = kids[i].view.frame.x - kids[i - 1].view.frame.maxX
                let gap = (points * perPoint).rounded()
                spans[i].gap = CellBox.apart(kids[i - 1], kids[i]) ? max(1, gap.isFinite ? Int(gap) : 1) : 0
                width += spans[i].gap + spans[i].length
            }
            let from = kids[first].view.frame.x, to = kids[last].view.frame.maxX
            // A tenth of a point: where the stack's own edge is, not a rounding away from it.
            let meetsStart = abs(from - frame.x) < 0.1, meetsEnd = abs(to - frame.maxX) < 0.1
            let lean = meetsStart && meetsEnd ? box.leanX : meetsStart ? 0 : meetsEnd ? 1 : 0.5
            let a = cellPosition(from, .horizontal, parent: frame, cells: cells)
            let b = cellPosition(to, .horizontal, parent: frame, cells: cells)
            let at = a + lean * (b - a - Double(width))
            guard at.isFinite else { continue }
            var start = Int((Self.snapped(at) + 0.5).rounded(.down))
            for i in first...last {
                if i > first { start += spans[i].gap }
                spans[i].start = start
                start += spans[i].length
            }
        }
    }
}
