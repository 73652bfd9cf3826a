import LasimTemplate

extension PointSVG.Drawer {
    /// A chart's marks as SVG shapes in its frame (no axes, as in cells).
    mutating func chart(_ chart: ViewChart, _ v: LaidOutView) {
        let f = v.frame
        guard f.width > 0, f.height > 0 else { return }
        let g = ChartGeometry(chart, width: f.width, height: f.height)
        func n(_ d: Double) -> String { PointSVG.n(d) }
        func pts(_ p: [ChartGeometry.Point]) -> String { p.map { "\(n(f.x + $0.x)),\(n(f.y + $0.y))" }.joined(separator: " ") }
        let o = v.environment.opacity < 0.995 ? " opacity=\"\(n(max(0, v.environment.opacity)))\"" : ""
        out += "<g>\n"
        for item in g.items where !CellDrawer.isClear(item.colour) {
            let hex = (colour(item.colour) ?? palette.accent).hex
            let alpha = item.colour.opacity < 0.995 ? " fill-opacity=\"\(n(item.colour.opacity))\" stroke-opacity=\"\(n(item.colour.opacity))\"" : ""
            switch item.shape {
            case .line(let a, let b, let w):
                out += "<line x1=\"\(n(f.x + a.x))\" y1=\"\(n(f.y + a.y))\" x2=\"\(n(f.x + b.x))\" y2=\"\(n(f.y + b.y))\" stroke=\"\(hex)\" stroke-width=\"\(n(w))\"\(alpha)\(o)/>\n"
            case .polyline(let p, let w):
                out += "<polyline points=\"\(pts(p))\" fill=\"none\" stroke=\"\(hex)\" stroke-width=\"\(n(w))\" stroke-linejoin=\"round\"\(alpha)\(o)/>\n"
            case .point(let p, let d):
                out += "<circle cx=\"\(n(f.x + p.x))\" cy=\"\(n(f.y + p.y))\" r=\"\(n(d / 2))\" fill=\"\(hex)\"\(alpha)\(o)/>\n"
            case .rect(let x, let y, let w, let h):
                out += "<rect x=\"\(n(f.x + x))\" y=\"\(n(f.y + y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(hex)\"\(alpha)\(o)/>\n"
            case .polygon(let p):
                out += "<polygon points=\"\(pts(p))\" fill=\"\(hex)\"\(alpha)\(o)/>\n"
            }
        }
        out += "</g>\n"
    }
}
