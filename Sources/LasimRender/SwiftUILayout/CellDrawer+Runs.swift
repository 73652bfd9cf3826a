/// Views side by side in a row (a big number beside its unit, `26 min`; a
/// symbol beside its label; a time in a padding between two words) take
/// fewer cells than their points at a large size: each at its own points,
/// the cells their points leave over stay blank between them
/// (`26       min`, `🕒      26`). The phone draws them together, so the
/// cells do too.
extension CellDrawer {
    /// The columns of each run of two or more adjacent views of `box` (an
    /// `HStack`) that draw texts and glyphs at their own width (`runWidth`;
    /// no spacer or other view between them) packed: each after the one
    /// before, at the cells it draws, the gap between what they draw
    /// rounded to cells (at least one where the points keep them apart,
    /// `CellBox.apart`; none where they do not), the run placed toward the
    /// side of its points' span that meets the stack's edge (at both, where
    /// the stack leans; else centred on its points).
    func packRuns(_ box: CellBox, _ spans: inout [CellSpan], cells: (start: Int, length: Int)) {
        let kids = box.kids, frame = box.view.frame
        let perPoint = cellsPerPoint(.horizontal, parent: frame, cells: cells)
        let widths = kids.map { Self.runWidth($0, perPoint: perPoint) }
        var first = 0
        while first < kids.count {
            var last = first
            while widths[first] != nil && last + 1 < kids.count && widths[last + 1] != nil { last += 1 }
            defer { first = last + 1 }
            guard last > first, let from = kids[first].inkX?.start, let to = kids[last].inkX?.end else { continue }
            var width = 0
            for i in first...last {
                spans[i].length = widths[i] ?? spans[i].length
                if i > first { spans[i].gap = Self.runGap(kids[i - 1], kids[i], perPoint: perPoint) }
                width += (i > first ? spans[i].gap : 0) + spans[i].length
            }
            // A tenth of a point: where the stack's own edge is, not a rounding away from it.
            let meetsStart = abs(kids[first].view.frame.x - frame.x) < 0.1, meetsEnd = abs(kids[last].view.frame.maxX - frame.maxX) < 0.1
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

    /// The cells kept between two views of a run: the points between what
    /// they draw, rounded (at least one where `CellBox.apart` keeps them apart).
    static func runGap(_ before: CellBox, _ after: CellBox, perPoint: Double) -> Int {
        guard CellBox.apart(before, after) else { return 0 }
        let points = (after.inkX?.start ?? after.view.frame.x) - (before.inkX?.end ?? before.view.frame.maxX)
        return max(1, cells(points, perPoint: perPoint))
    }

    /// `points` in whole cells, rounded; none for no room or a value no cell count holds.
    static func cells(_ points: Double, perPoint: Double) -> Int {
        let n = (points * perPoint).rounded()
        return n.isFinite && n > 0 && n < Double(Int32.max) ? Int(n) : 0
    }

    /// The cells `box` takes in a run, where it draws texts and glyphs at
    /// their own width: a text or a symbol what it takes where the row has
    /// room; a padding, a frame no wider than what it holds, or layers
    /// around one such view (a fill behind it) that view's cells and the
    /// room a fill adds round it; a row of them packed. Nil for anything
    /// else: a spacer, an image, a shape, a frame that makes room (its
    /// alignment in that room is the app's), a ring (its line needs the
    /// cells beside what it holds).
    /// `held`: inside a padding, frame or layers, where a text takes the
    /// lines the phone (or a row's share of the cells) wraps it in, as the
    /// cells its container is given hold it.
    static func runWidth(_ box: CellBox, perPoint: Double, held: Bool = false) -> Int? {
        let v = box.view
        guard !v.hidden, box.demandX > 0, !box.isOutline, let ink = box.inkX else { return nil }
        switch v.content {
        case .text where v.paint.cellLeaf == nil, .image(_, true):
            return held ? box.demandX : box.wantX
        case .frame where v.frame.width - (ink.end - ink.start) > 0.1:
            return nil
        case .padding, .frame, .fixedSize, .background, .overlay, .zstack:
            var held: (width: Int, ink: (start: Double, end: Double))?
            for k in box.kids where !k.view.hidden {
                guard let kInk = k.inkX else { continue }
                if case .fill = k.view.content, !k.isOutline, k.isLayer { continue }
                guard held == nil, let w = runWidth(k, perPoint: perPoint, held: true) else { return nil }
                held = (w, kInk)
            }
            guard let held else { return nil }
            // Each side's room rounded on its own: a fill 6 pt round a
            // text keeps a cell each side, as the phone shows it.
            return held.width + cells(held.ink.start - ink.start, perPoint: perPoint) + cells(ink.end - held.ink.end, perPoint: perPoint)
        case .hstack:
            var total = 0
            var previous: CellBox?
            for k in box.kids where !k.view.hidden {
                if k.view.isSpacer { return nil }
                guard k.demandX > 0 else { continue }
                guard let w = runWidth(k, perPoint: perPoint) else { return nil }
                if let p = previous { total += runGap(p, k, perPoint: perPoint) }
                total += w
                previous = k
            }
            return previous == nil ? nil : total
        default:
            return nil
        }
    }
}
