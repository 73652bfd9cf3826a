import LasimTemplate

extension PointSVG.Drawer {
    /// A chart in its frame: the axes' grid lines and ticks, the marks as
    /// SVG shapes over them, and the axes' labels in caption2.
    mutating func chart(_ chart: ViewChart, _ v: LaidOutView) {
        let f = v.frame
        guard f.width > 0, f.height > 0 else { return }
        let g = ChartGeometry(chart, width: f.width, height: f.height)
        func n(_ d: Double) -> String { PointSVG.n(d) }
        func pts(_ p: [ChartGeometry.Point]) -> String { p.map { "\(n(f.x + $0.x)),\(n(f.y + $0.y))" }.joined(separator: " ") }
        let o = v.environment.opacity < 0.995 ? " opacity=\"\(n(max(0, v.environment.opacity)))\"" : ""
        out += "<g>\n"
        for item in g.guides + g.items where !CellDrawer.isClear(item.colour) {
            let hex = (colour(item.colour) ?? palette.accent).hex
            let a = item.colour.opacity * item.fade
            let alpha = a < 0.995 ? " fill-opacity=\"\(n(a))\" stroke-opacity=\"\(n(a))\"" : ""
            let dash = item.dash.isEmpty ? "" : " stroke-dasharray=\"\(item.dash.map(n).joined(separator: " "))\""
            switch item.shape {
            case .line(let a, let b, let w):
                out += "<line x1=\"\(n(f.x + a.x))\" y1=\"\(n(f.y + a.y))\" x2=\"\(n(f.x + b.x))\" y2=\"\(n(f.y + b.y))\" stroke=\"\(hex)\" stroke-width=\"\(n(w))\"\(dash)\(alpha)\(o)/>\n"
            case .polyline(let p, let w):
                out += "<polyline points=\"\(pts(p))\" fill=\"none\" stroke=\"\(hex)\" stroke-width=\"\(n(w))\" stroke-linejoin=\"round\"\(dash)\(alpha)\(o)/>\n"
            case .point(let p, let d):
                out += "<circle cx=\"\(n(f.x + p.x))\" cy=\"\(n(f.y + p.y))\" r=\"\(n(d / 2))\" fill=\"\(hex)\"\(alpha)\(o)/>\n"
            case .rect(let x, let y, let w, let h):
                out += "<rect x=\"\(n(f.x + x))\" y=\"\(n(f.y + y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(hex)\"\(alpha)\(o)/>\n"
            case .polygon(let p):
                out += "<polygon points=\"\(pts(p))\" fill=\"\(hex)\"\(alpha)\(o)/>\n"
            }
        }
        let font = ChartGeometry.Units.font
        for label in g.labels {
            let hex = (colour(label.colour) ?? palette.secondary).hex
            let anchor = label.anchor == .leading ? "" : label.anchor == .trailing ? " text-anchor=\"end\"" : " text-anchor=\"middle\""
            // The line's middle to its baseline, as a text view places it.
            let baseline = f.y + label.y - font.lineHeight / 2 + font.baselineInLine
            out += "<text x=\"\(n(f.x + label.x))\" y=\"\(n(baseline))\" font-size=\"\(n(font.size))\" fill=\"\(hex)\"\(anchor)\(o)>\(PointSVG.esc(label.text))</text>\n"
        }
        out += "</g>\n"
    }
}
