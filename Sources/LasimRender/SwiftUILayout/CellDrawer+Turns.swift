/// A shape turned by `.rotationEffect` / `Shape.rotation` in the cells:
/// a whole number of quarter turns is exact (a bar on its end); an angle
/// between is drawn unturned (the coverage says so).
extension CellDrawer {
    /// The cells a filled shape takes once turned about its anchor: its points turned, in cells.
    static func turned(_ r: Rect, _ view: LaidOutView, cellWidth: Double, cellHeight: Double, grid: (width: Int, height: Int)) -> Rect {
        guard case .fill(let shape) = view.content, let q = view.paint.quarterTurns, q != 0 else { return r }
        // A circle turned about its centre is itself (a progress ring's
        // trimmed circle, turned to start at the top): its cells stay.
        // Turning the cells' rect, which is not square, would move its side
        // a column out.
        if shape == "Circle", view.paint.rotationAnchorX == 0.5, view.paint.rotationAnchorY == 0.5 { return r }
        let frame = PointRect(x: Double(r.x) * cellWidth, y: Double(r.y) * cellHeight,
                              width: Double(r.width) * cellWidth, height: Double(r.height) * cellHeight)
        let t = view.paint.turned(frame)
        let w = min(grid.width, max(1, Int((t.width / cellWidth).rounded()))), h = min(grid.height, max(1, Int((t.height / cellHeight).rounded())))
        let x = Int((t.midX / cellWidth - Double(w) / 2).rounded()), y = Int((t.midY / cellHeight - Double(h) / 2).rounded())
        return Rect(x: max(0, min(x, grid.width - w)), y: max(0, min(y, grid.height - h)), width: w, height: h)
    }
}
