/// A ring (a stroked shape) layered around what it holds: in the cells its
/// line takes a whole row each side, the first row of the room the phone
/// keeps between its edge and what it holds. The blank rows inside it are
/// only those the rest of that room makes (a timer padded 20 pt inside a
/// card's ring is drawn right under the ring's line: 4 pt are left).
extension CellBox {
    /// It draws shapes only (fills, rings, in layers, paddings and frames):
    /// a layer that takes the size it is offered, not one of its own.
    var drawsOnlyShapes: Bool { view.drawsShapesOnly }

    /// It holds a row with a spacer in it (through stacks, layers,
    /// paddings and frames): drawn across whatever cells it is given, one
    /// thing at each end, not centred in them.
    var spreadsAcross: Bool {
        if view.hidden { return false }
        switch view.content {
        case .hstack where kids.contains(where: { $0.view.isSpacer && !$0.view.hidden }): return true
        case .hstack, .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay: return kids.contains(where: \.spreadsAcross)
        default: return false
        }
    }

    /// A shape layer with a ring in it.
    var drawsRing: Bool { isOutline || (drawsOnlyShapes && kids.contains { $0.drawsRing }) }

    /// The rows of layers (a `ZStack`, an overlay, a background) where a
    /// ring surrounds lines (texts and glyphs, `linesRows`): the ring's
    /// line each side, the lines, and the blank rows the phone's room
    /// between the ring and the lines leaves past the ring's row; nil for
    /// any other view.
    func ringRows(cellHeight: Double) -> Int? {
        switch view.content {
        case .zstack, .overlay, .background: break
        default: return nil
        }
        guard let ring = kids.first(where: \.drawsRing)?.inkY else { return nil }
        var rows = 0
        var ink: (start: Double, end: Double)?
        for k in kids where !k.drawsOnlyShapes && !(k.demandY == 0 && k.inkX == nil) {
            guard let r = k.linesRows(cellHeight: cellHeight), let y = k.inkY else { return nil }
            rows = max(rows, r)
            ink = ink.map { (min($0.start, y.start), max($0.end, y.end)) } ?? y
        }
        guard let ink, rows > 0 else { return nil }
        let above = CellBox.blankRows(between: ink.start - ring.start - cellHeight, cellHeight: cellHeight)
        let below = CellBox.blankRows(between: ring.end - ink.end - cellHeight, cellHeight: cellHeight)
        return 1 + above + rows + below + 1
    }

    /// `ringRows` of a ring inside paddings and frames that only add room
    /// around it (an app's card padded on the lock screen), with the blank
    /// rows that room makes over and under it; nil for any other view.
    func framedRingRows(cellHeight: Double) -> Int? {
        if let rows = ringRows(cellHeight: cellHeight) { return rows }
        switch view.content {
        case .padding, .frame: break
        default: return nil
        }
        let shown = kids.filter { !$0.view.hidden }
        guard shown.count == 1, let inner = shown[0].framedRingRows(cellHeight: cellHeight) else { return nil }
        let (outer, held) = (view.frame, shown[0].view.frame)
        return CellBox.blankRows(between: held.y - outer.y, cellHeight: cellHeight) + inner
            + CellBox.blankRows(between: outer.maxY - held.maxY, cellHeight: cellHeight)
    }
}
