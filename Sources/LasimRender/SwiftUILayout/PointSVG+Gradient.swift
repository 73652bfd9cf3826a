import LasimTemplate
extension PointSVG.Drawer {
    /// The view's colour as SVG's `fill` when it is a gradient: a reference
    /// to an SVG gradient written just before the view (ids unique in the
    /// page); nil for a plain colour.
    mutating func gradientPaint(_ v: LaidOutView) -> String? {
        guard case .gradient(let g)? = v.environment.foreground, let body = gradientElement(g, v.frame) else { return nil }
        gradients += 1
        let gid = "\(id)-g\(gradients)"
        out += "<defs>" + body.open.replacing("ID", with: gid) + body.stops + body.close + "</defs>\n"
        return "url(#\(gid))"
    }

    /// Whether the colour is drawn as an SVG gradient (its stops carry their opacity).
    func isGradient(_ c: ViewColor?) -> Bool {
        guard case .gradient(let g)? = c else { return false }
        return hasSVGGradient(g)
    }

    /// SVG has a gradient for it: not for an angular one, a radial one
    /// without a finite outer radius, nor a subtle one of no colour.
    func hasSVGGradient(_ g: ViewGradient) -> Bool {
        switch g.kind {
        case .linear: return true
        case .subtle: return colour(g.stops[0].colour) != nil
        case .radial(_, let r0, let r1): return r1 > 0 && r1.isFinite && r0.isFinite
        case .angular: return false
        }
    }

    /// SwiftUI's unit points as the frame's fractions (SVG's default
    /// `objectBoundingBox` units); a radial gradient's radii in points
    /// around its centre; nil for what SVG has no gradient for (an
    /// angular one: a shape draws it as wedges, `angular`; a text in its
    /// first stop, as the terminal draws it).
    func gradientElement(_ g: ViewGradient, _ f: PointRect) -> (open: String, stops: String, close: String)? {
        guard hasSVGGradient(g) else { return nil }
        let offsets = g.offsets
        var stops: [(offset: Double, colour: ViewColor)] = zip(offsets, g.stops).map { ($0, $1.colour) }
        switch g.kind {
        case .linear(let s, let e):
            return ("<linearGradient id=\"ID\" x1=\"\(PointSVG.n(s.x))\" y1=\"\(PointSVG.n(s.y))\" x2=\"\(PointSVG.n(e.x))\" y2=\"\(PointSVG.n(e.y))\">",
                    stopElements(stops), "</linearGradient>")
        case .subtle:
            // SwiftUI shades the colour lighter at the top down to the colour itself.
            let c = colour(g.stops[0].colour) ?? RGB(0, 0, 0)
            let o = g.stops[0].colour.opacity
            let light = CellDrawer.blend(c, over: RGB(0xff, 0xff, 0xff), 0.8)
            return ("<linearGradient id=\"ID\" x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\">",
                    stop(0, light, o) + stop(1, c, o), "</linearGradient>")
        case .radial(let c, let r0, let r1):
            // SVG's stops run from the centre: the first stop starts at `startRadius`.
            let start = max(0, min(r0, r1)) / r1
            stops = stops.map { (start + $0.offset * (1 - start), $0.colour) }
            return ("<radialGradient id=\"ID\" gradientUnits=\"userSpaceOnUse\" cx=\"\(PointSVG.n(f.x + c.x * f.width))\" cy=\"\(PointSVG.n(f.y + c.y * f.height))\" r=\"\(PointSVG.n(r1))\">",
                    stopElements(stops), "</radialGradient>")
        case .angular:
            return nil
        }
    }

    func stopElements(_ stops: [(offset: Double, colour: ViewColor)]) -> String {
        stops.map { s in colour(s.colour).map { stop(s.offset, $0, s.colour.opacity) } ?? stop(s.offset, RGB(0, 0, 0), 0) }.joined()
    }

    func stop(_ offset: Double, _ c: RGB, _ opacity: Double) -> String {
        "<stop offset=\"\(PointSVG.n(offset))\" stop-color=\"\(c.hex)\"" + (opacity < 0.995 ? " stop-opacity=\"\(PointSVG.n(max(0, opacity)))\"" : "") + "/>"
    }
}
