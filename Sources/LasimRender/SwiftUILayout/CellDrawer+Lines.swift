/// Texts the phone draws on separate lines stay on separate rows, across
/// the columns of a row as down one: each column follows its own points
/// (`CellDrawer.childRects`), and a text pulled up its column can land
/// on the row of a text beside it that the phone draws above it. Texts
/// the phone draws apart on one line keep a cell between them where they
/// are layers (a `ZStack`'s, an overlay's), as a stack's children do.
/// These moves run once every view has its cells, not in `childRects`:
/// the two texts can be in any two subtrees, the row or cell a text moves
/// to must be free of every view in the grid (a region below, not only
/// the stack's own), and a move is of one text deep in a subtree, which
/// a stack's rects for its children cannot say. What one stack can decide
/// from its own children (a tie between two rows, `settleTies`) is
/// decided there.
extension CellDrawer {
    /// A view drawn at cells of its own (a text, a glyph, an image), as
    /// `draw` places it; `order` counts the views visited before it.
    struct PlacedLeaf {
        let order: Int
        let rect: Rect
        let frame: PointRect
        let kind: Kind
        let box: CellBox

        /// What it draws: a text's lines; a glyph, a bar or a rule in cells
        /// of its own; pixels or marks across the cells its points cover (an
        /// asset image, a chart); a fill, which texts are drawn over.
        enum Kind { case text, glyph, area, fill }

        var isText: Bool { kind == .text }
        /// A text moved is kept off its cells (not a fill's: texts are drawn on fills).
        var holdsItsCells: Bool { kind != .fill }

        /// The same leaf at `rect`.
        func at(_ rect: Rect) -> PlacedLeaf { PlacedLeaf(order: order, rect: rect, frame: frame, kind: kind, box: box) }

        /// Its points hold `other`'s middle down: the phone draws the two on one line.
        func holdsMiddle(of other: PlacedLeaf) -> Bool { frame.y <= other.frame.midY && other.frame.midY <= frame.maxY }
    }

    /// Where `draw` moves a leaf from the cells `childRects` gave it.
    struct LeafMove {
        var dx = 0
        var dy = 0
    }

    /// The views of `box` drawn at cells of their own, placed in `r` as
    /// `draw` places them, counted in the order `draw` visits them.
    func placedLeaves(_ box: CellBox, in r: Rect, order: inout Int, into out: inout [PlacedLeaf]) {
        let index = order
        order += 1
        let v = box.view
        if Self.isUndrawn(v) { return }
        if isCellLeaf(v) {
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, kind: .glyph, box: box))
            return
        }
        switch v.content {
        case .text, .placeholder, .failure:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, kind: .text, box: box))
        case .image:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, kind: drawsPixels(box) ? .area : .glyph, box: box))
        case .progress, .divider:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, kind: .glyph, box: box))
        case .chart:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, kind: .area, box: box))
        case .fill:
            out.append(PlacedLeaf(order: index, rect: r, frame: v.frame, kind: .fill, box: box))
        case .hstack, .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            for (kid, rect) in zip(box.kids, childRects(box, in: r).rects) { placedLeaves(kid, in: rect, order: &order, into: &out) }
        case .spacer:
            break
        }
    }

    /// The rows from the top of `r` to the last one `box` draws on, placed
    /// in `r`, where it draws no shapes and not on its last row; nil
    /// otherwise: it keeps the cells of its points. What it draws is in
    /// the cells of its leaves (texts, glyphs, images, bars, rules,
    /// charts). It is still drawn in `r`, as placed here (`childRects`):
    /// nothing it holds is squeezed, and the rows under the last one hold
    /// nothing of it.
    func drawnRows(_ box: CellBox, in r: Rect) -> Int? {
        guard box.drawsNoShapes else { return nil }
        var order = 0
        var leaves: [PlacedLeaf] = []
        placedLeaves(box, in: r, order: &order, into: &leaves)
        var last: Int?
        for l in leaves where l.rect.width > 0 && l.rect.height > 0 { last = max(last ?? l.rect.maxY, l.rect.maxY) }
        guard let last, last < r.maxY else { return nil }
        return max(0, last - r.y)
    }

    /// The texts (by `order`) to draw a row lower or higher (by how many
    /// rows): of two one-line texts on one row that the phone draws on
    /// separate lines (neither's line holds the other's middle: "Knights"
    /// 9 pt under a timer beside it), the lower one, where the row under
    /// it is free. Where the upper one is centred beside the lower and a
    /// line over it (a timer beside a title over a status: its middle
    /// between theirs), the two lines stay on rows next to each other, as
    /// the phone's column draws them, and the centred one takes the row of
    /// the nearer of the two (the upper where they are as near), unless it
    /// is drawn on a shape the lower is not on (an initial in its ring
    /// keeps the ring's middle row). Texts the phone draws side by side on
    /// one line (one holds the other's middle) and next to each other in
    /// the cells are one line here, and move as one: a light "ARRIVE"
    /// beside a bold "12:15" under "26 min" is not split over two rows,
    /// one judged by what is over it, the other by what is not.
    static func rowsApart(_ leaves: [PlacedLeaf], rows: Int) -> [Int: Int] {
        let lines = leaves.filter { $0.isText && $0.rect.height == 1 && $0.rect.width > 0 }
        func holdsMiddle(_ a: PlacedLeaf, of b: PlacedLeaf) -> Bool { a.holdsMiddle(of: b) }
        func free(_ row: Int, across l: PlacedLeaf) -> Bool {
            row >= 0 && row < rows && !leaves.contains { o in
                o.order != l.order && o.holdsItsCells && o.rect.y <= row && row < o.rect.maxY && o.rect.x < l.rect.maxX && l.rect.x < o.rect.maxX
            }
        }
        func onAShape(_ b: PlacedLeaf, apartFrom a: PlacedLeaf) -> Bool {
            leaves.contains { $0.kind == .fill && $0.rect.contains(b.rect) && !$0.rect.contains(a.rect) }
        }
        // Each text's line: the texts beside it on the phone's line and in the cells.
        var line: [Int: Int] = [:]
        func lineOf(_ l: PlacedLeaf) -> Int {
            var i = l.order
            while let up = line[i], up != i { i = up }
            return i
        }
        for a in lines {
            for b in lines where b.order > a.order && b.rect.y == a.rect.y && (holdsMiddle(a, of: b) || holdsMiddle(b, of: a))
                && max(a.rect.x, b.rect.x) <= min(a.rect.maxX, b.rect.maxX) + 1 {
                line[lineOf(b)] = lineOf(a)
            }
        }
        // Each text's line, found once: the loops below ask it of every pair
        // and triple of texts (a dictionary walk each time was most of this rule's cost).
        let lineID = lines.map(lineOf)
        // And each line's texts in order, by a line's index among the lines:
        // gathered anew for every pair asked, they were a third of the rule's cost.
        var lineIndex = [Int](repeating: 0, count: lines.count)
        var groups: [[PlacedLeaf]] = []
        for i in lines.indices {
            if let first = lines.indices.first(where: { lineID[$0] == lineID[i] }), first < i {
                lineIndex[i] = lineIndex[first]
                groups[lineIndex[i]].append(lines[i])
            } else {
                lineIndex[i] = groups.count
                groups.append([lines[i]])
            }
        }
        func mates(_ i: Int) -> [PlacedLeaf] { groups[lineIndex[i]] }
        var moved: [Int: Int] = [:]
        var judged = [Bool](repeating: false, count: groups.count)
        for ai in lines.indices where !judged[lineIndex[ai]] {
            let a = lines[ai], id = lineID[ai]
            judged[lineIndex[ai]] = true
            let group = mates(ai)
            let x = group.map(\.rect.x).min() ?? a.rect.x, maxX = group.map(\.rect.maxX).max() ?? a.rect.maxX
            for a in group {
                // Two lines are apart where none of one's texts is on the phone's line of one of the other's.
                guard let bi = lines.indices.first(where: { bi in
                    let b = lines[bi]
                    return lineID[bi] != id && b.rect.y == a.rect.y && b.frame.midY < a.frame.midY
                        && !mates(bi).contains { m in group.contains { holdsMiddle($0, of: m) || holdsMiddle(m, of: $0) } }
                }) else { continue }
                let b = lines[bi]
                let over = lines.first { o in
                    o.rect.y == a.rect.y - 1 && o.rect.x < maxX && x < o.rect.maxX && o.frame.midY < b.frame.midY
                }
                let upper = mates(bi)
                if let over, !onAShape(b, apartFrom: a) {
                    if b.frame.midY - over.frame.midY <= a.frame.midY - b.frame.midY && upper.allSatisfy({ free(over.rect.y, across: $0) }) {
                        for m in upper { moved[m.order] = -1 }
                    }
                } else if group.allSatisfy({ free(a.rect.y + 1, across: $0) }) {
                    for m in group { moved[m.order] = 1 }
                }
                break
            }
        }
        // What stands in a moved text's line (a status dot, a symbol before
        // its label: its middle in the text's line) moves with it: the
        // phone draws them on one line.
        for a in leaves {
            guard let dy = moved[a.order] else { continue }
            for l in leaves where !l.isText && moved[l.order] == nil && l.rect.y == a.rect.y && l.rect.height == 1 && l.rect.width > 0
                && holdsMiddle(a, of: l) && free(a.rect.y + dy, across: l) {
                moved[l.order] = dy
            }
        }
        return moved
    }

    /// The moves that set texts the phone draws apart apart in the cells
    /// too (`rowsApart`, then `cellApart`), and the pairs of texts on one
    /// line that touch in the cells though the phone draws them apart, with
    /// no free cell to keep between them (reported as a cut).
    static func leafMoves(_ leaves: [PlacedLeaf], width: Int, rows: Int, cellHeight: Double) -> (moves: [Int: LeafMove], touching: [(PlacedLeaf, PlacedLeaf)]) {
        var moves: [Int: LeafMove] = [:]
        for (order, dy) in rowsApart(leaves, rows: rows) { moves[order] = LeafMove(dy: dy) }
        var placed = leaves.map { l in
            l.at(Rect(x: l.rect.x, y: l.rect.y + (moves[l.order]?.dy ?? 0), width: l.rect.width, height: l.rect.height))
        }
        // Then texts the phone sets level, on rows next to each other, onto one.
        for (i, dy) in rowsTogether(placed, rows: rows, cellHeight: cellHeight) {
            moves[placed[i].order, default: LeafMove()].dy += dy
            placed[i] = placed[i].at(Rect(x: placed[i].rect.x, y: placed[i].rect.y + dy, width: placed[i].rect.width, height: 1))
        }
        var touching: [(PlacedLeaf, PlacedLeaf)] = []
        for i in placed.indices where placed[i].isText && placed[i].rect.height == 1 {
            for j in placed.indices where j != i && placed[j].isText && placed[j].rect.height == 1 {
                let (a, b) = (placed[i], placed[j])
                guard a.rect.y == b.rect.y, a.rect.x <= b.rect.x, b.rect.x <= a.rect.maxX,
                      b.frame.x - a.frame.maxX >= CellBox.separatingGap else { continue }
                // The later one right by what it lacks, else the earlier one left; else a cut.
                let shift = a.rect.maxX + 1 - b.rect.x
                func free(_ r: Rect, but l: PlacedLeaf) -> Bool {
                    r.x >= 0 && r.maxX <= width && !placed.contains { o in
                        o.order != l.order && o.holdsItsCells && o.rect.y < r.maxY && r.y < o.rect.maxY && o.rect.x < r.maxX && r.x < o.rect.maxX
                    }
                }
                let right = Rect(x: b.rect.x + shift, y: b.rect.y, width: b.rect.width, height: 1)
                let left = Rect(x: a.rect.x - shift, y: a.rect.y, width: a.rect.width, height: 1)
                if free(right, but: b) {
                    moves[b.order, default: LeafMove()].dx += shift
                    placed[j] = b.at(right)
                } else if free(left, but: a) {
                    moves[a.order, default: LeafMove()].dx -= shift
                    placed[i] = a.at(left)
                } else {
                    touching.append((a, b))
                }
            }
        }
        return (moves, touching)
    }

    /// `.hidden()`, or `.opacity(0)`, which hides as `.hidden()` does.
    static func isUndrawn(_ v: LaidOutView) -> Bool { v.hidden || v.environment.opacity < 0.01 }
}
