/// Texts the phone sets level share a row in the cells where the row has
/// the columns: two columns side by side (an island's leading and trailing
/// regions) each follow their own points (`CellDrawer.childRects`), and a
/// column pushed down a row by what is over it (the camera's band over a
/// region placed below it) sets its text a row under the one beside it
/// that the phone draws on the same line ("Ben Gurion Airport" beside
/// "ARRIVE 12:15"). The counterpart of `rowsApart`.
extension CellDrawer {
    /// The texts (by index in `placed`) to draw a row higher or lower: of
    /// two one-line texts on rows next to each other, each on the other's
    /// line on the phone (each holds the other's middle: a tall timer
    /// beside a title over a status holds theirs, but neither holds its),
    /// with a cell between them across, the one alone on its row (moving
    /// it leaves that row empty, so nothing else drawn there is split from
    /// it) and whose points' middle is in the other's row: the lower one
    /// up, else the upper one down, where the row it
    /// moves to is free across it and it is not drawn on a shape that does
    /// not reach there.
    static func rowsTogether(_ placed: [PlacedLeaf], rows: Int, cellHeight: Double) -> [Int: Int] {
        var at = placed
        var moved: [Int: Int] = [:]
        // The row its points' middle is in (its frame is on the terminal's rows, `TerminalRows.moved`).
        func ownRow(_ i: Int) -> Int { Int((at[i].frame.midY / cellHeight).rounded(.down)) }
        func line(_ l: PlacedLeaf) -> Bool { l.isText && l.rect.height == 1 && l.rect.width > 0 }
        func alone(_ i: Int) -> Bool {
            !at.indices.contains { $0 != i && at[$0].holdsItsCells && at[$0].rect.width > 0 && at[$0].rect.y <= at[i].rect.y && at[i].rect.y < at[$0].rect.maxY }
        }
        func free(_ row: Int, for i: Int) -> Bool {
            let r = Rect(x: at[i].rect.x, y: row, width: at[i].rect.width, height: 1)
            return row >= 0 && row < rows && !at.indices.contains { o in
                o != i && at[o].holdsItsCells && at[o].rect.y < r.maxY && r.y < at[o].rect.maxY && at[o].rect.x < r.maxX + 1 && r.x - 1 < at[o].rect.maxX
            } && !at.contains { f in
                f.kind == .fill && f.rect.contains(at[i].rect) && !f.rect.contains(r)
            }
        }
        for a in at.indices where line(at[a]) {
            for b in at.indices where line(at[b]) && at[b].rect.y == at[a].rect.y + 1
                && at[a].holdsMiddle(of: at[b]) && at[b].holdsMiddle(of: at[a])
                && (at[a].rect.maxX < at[b].rect.x || at[b].rect.maxX < at[a].rect.x) {
                let (mover, to): (Int, Int)
                if alone(b) && ownRow(b) == at[a].rect.y && free(at[a].rect.y, for: b) { (mover, to) = (b, at[a].rect.y) }
                else if alone(a) && ownRow(a) == at[b].rect.y && free(at[b].rect.y, for: a) { (mover, to) = (a, at[b].rect.y) }
                else { continue }
                moved[mover, default: 0] += to - at[mover].rect.y
                at[mover] = at[mover].at(Rect(x: at[mover].rect.x, y: to, width: at[mover].rect.width, height: 1))
            }
        }
        return moved
    }
}
