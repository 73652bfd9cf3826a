/// Which shapes are drawn behind or over another view (a background, a
/// ring, a card's colour) and so take that view's rows rather than rows of
/// their own: the one rule `TerminalRows` counts rows by and the cells
/// (`CellBox.inkY`) measure the room between views by, so that a button's
/// capsule, padded around its title, does not eat the blank row the title
/// keeps from the line above it.
extension LaidOutView {
    /// Points down, moved by the offsets of a view and its ancestors.
    typealias DownSpan = (start: Double, end: Double)

    /// The offset down that moves it and what it holds: its ancestors' (`dy`) and its own.
    func movedDown(_ dy: Double) -> Double { dy + (paint.offsetY.isFinite ? paint.offsetY : 0) }

    /// What it is layered with, given what its parent says (`childLayers`),
    /// unless its own offset moves it past those points (a dot offset under
    /// the glyph it hangs from): then it is drawn on its own. `dy`: its
    /// ancestors' offsets.
    func layer(_ layeredWith: DownSpan?, dy: Double) -> DownSpan? {
        guard let l = layeredWith else { return nil }
        let dy = movedDown(dy), start = frame.y + dy, end = frame.maxY + dy
        if paint.offsetY != 0, start >= l.end - TerminalRows.touching || end <= l.start + TerminalRows.touching { return nil }
        return l
    }

    /// What each child is layered with: a background's or an overlay's
    /// layer, the view it is behind or over (with what that is layered
    /// with); in a ZStack, the shapes, where other layers draw something
    /// else, the stack; other children, what this view is (`layeredWith`,
    /// its own `layer`). `dy`: the offsets that move it, its own included.
    func childLayers(dy: Double, layeredWith: DownSpan?) -> [DownSpan?] {
        func over(_ y: DownSpan) -> DownSpan {
            guard let l = layeredWith else { return y }
            return (min(l.start, y.start), max(l.end, y.end))
        }
        switch content {
        case .background, .overlay:
            let (layerIndex, viewIndex) = content.isBackground ? (0, 1) : (1, 0)
            guard children.indices.contains(viewIndex) else { return children.map { _ in layeredWith } }
            let view = children[viewIndex], moved = view.movedDown(dy)
            return children.indices.map { $0 == layerIndex ? over((view.frame.y + moved, view.frame.maxY + moved)) : layeredWith }
        case .zstack:
            // A row of shapes set apart by spacers (the phase marks over a
            // dose's bar) draws no text for the shapes under it to be
            // layered with: they are the bar, and take its row.
            let drawsOther = children.contains { !$0.drawsShapesOnly && !$0.isRowOfShapes }
            let stack = over((frame.y + dy, frame.maxY + dy))
            return children.map { drawsOther && $0.drawsShapesOnly ? stack : layeredWith }
        default:
            return children.map { _ in layeredWith }
        }
    }

    /// A shape that takes rows of its own: one not clear, not a layer of
    /// another view (`layered`) unless it is a ring drawn around it, a
    /// cell high or more (`CellDrawer.isUnderCell`: a ring over a 10 pt bar
    /// is the bar's edge).
    func fillTakesRows(layered: Bool, cellHeight: Double) -> Bool {
        guard case .fill = content, frame.height > 0, !CellDrawer.isClear(environment.foreground) else { return false }
        return !layered || paint.strokeWidth != nil && !CellDrawer.isUnderCell(frame.height, cell: cellHeight)
    }
}

extension LaidOutView {
    /// It draws only shapes (fills), through layers, paddings and frames.
    var drawsShapesOnly: Bool {
        if hidden { return false }
        switch content {
        case .fill: return true
        case .zstack, .overlay, .background, .padding, .frame: return !children.isEmpty && children.allSatisfy { $0.hidden || $0.drawsShapesOnly }
        default: return false
        }
    }
}

extension LaidOutView {
    /// A stack of shapes and spacers only (a spacer framed to a width too), with a shape in it.
    var isRowOfShapes: Bool {
        guard !hidden, content.isStack else { return false }
        let drawn = children.filter { !$0.hidden && !$0.isSpacing }
        return !drawn.isEmpty && drawn.allSatisfy { $0.drawsShapesOnly || $0.isRowOfShapes }
    }

    /// A spacer, or a frame or padding around spacers only: room, nothing drawn.
    var isSpacing: Bool {
        if isSpacer { return true }
        return content.isFrameOrPadding && !children.isEmpty && children.allSatisfy { $0.hidden || $0.isSpacing }
    }
}

extension LaidOutView.Content {
    var isBackground: Bool { if case .background = self { return true }; return false }
    /// A background or an overlay: a view and its layer.
    var isLayered: Bool { switch self { case .background, .overlay: return true; default: return false } }
    var isFrameOrPadding: Bool { switch self { case .frame, .padding: return true; default: return false } }
    /// Its children follow one another (`HStack`, `VStack`), not layered round one another.
    var isStack: Bool { switch self { case .hstack, .vstack: return true; default: return false } }
}
