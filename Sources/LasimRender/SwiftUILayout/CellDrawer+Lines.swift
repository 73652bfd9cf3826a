/// Texts the phone draws on separate lines stay on separate rows, across
/// the columns of a row as down one: each column follows its own points
/// (`CellDrawer.childRects`), and a text pulled up its column can land
/// on the row of a text beside it that the phone draws above it.
extension CellDrawer {
    /// A view drawn at cells of its own (a text, a glyph, an image), as
    /// `draw` places it; `order` counts the views visited before it.
    struct PlacedLeaf {
        let order: Int
        let rect: Rect
        let frame: PointRect
        let isText: Bool
    }

    /// The views of `box` drawn at cells of their own, placed in `r` as
    /// `draw` places them, counted in the order `draw` visits them.
    func placedLeaves(_ box: CellBox, in r: Rect, order: inout Int, into out: inout [PlacedLeaf]) {
        let index = order
        order += 1
        let v = box.view
        if Self.isUndrawn(v) { return }
        switch v.content {
        case .text, .placeholder, .failure:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, isText: true))
        case .image, .progress, .divider:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, isText: false))
        case .hstack, .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            for (kid, rect) in zip(box.kids, childRects(box, in: r).rects) { placedLeaves(kid, in: rect, order: &order, into: &out) }
        case .spacer, .fill:
            break
        }
    }

    /// The texts (by `order`) to draw a row lower: of two one-line texts
    /// on one row that the phone draws on separate lines (neither's line
    /// holds the other's middle: "Knights" 9 pt under a timer beside it),
    /// the lower one, where the row under it is free.
    static func rowsApart(_ leaves: [PlacedLeaf], rows: Int) -> Set<Int> {
        let lines = leaves.filter { $0.isText && $0.rect.height == 1 && $0.rect.width > 0 }
        func holdsMiddle(_ a: PlacedLeaf, of b: PlacedLeaf) -> Bool { a.frame.y <= b.frame.midY && b.frame.midY <= a.frame.maxY }
        func free(_ row: Int, across l: PlacedLeaf) -> Bool {
            row < rows && !leaves.contains { o in
                o.order != l.order && o.rect.y <= row && row < o.rect.maxY && o.rect.x < l.rect.maxX && l.rect.x < o.rect.maxX
            }
        }
        var moved: Set<Int> = []
        for a in lines {
            for b in lines where b.order != a.order && b.rect.y == a.rect.y && b.frame.midY < a.frame.midY {
                if holdsMiddle(a, of: b) || holdsMiddle(b, of: a) { continue }
                if free(a.rect.y + 1, across: a) { moved.insert(a.order) }
                break
            }
        }
        return moved
    }

    /// `.hidden()`, or `.opacity(0)`, which hides as `.hidden()` does.
    static func isUndrawn(_ v: LaidOutView) -> Bool { v.hidden || v.environment.opacity < 0.01 }
}
