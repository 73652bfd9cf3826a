#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LasimTemplate

extension PointSVG.Drawer {
    /// An `AngularGradient` filling or stroking a shape: SVG has no conic
    /// gradient, so thin wedges around the centre, each in the colour at its
    /// angle (clockwise from the trailing side, as SwiftUI turns), masked by
    /// the shape's outline (`mask`, drawn in white). Before the start angle
    /// and after the end the first and last stops' colours, as SwiftUI pads.
    mutating func angular(_ g: ViewGradient, _ f: PointRect, mask: String, opacity: Double) {
        guard case .angular(let c, let a0, let a1) = g.kind, a0.isFinite, a1.isFinite, a1 != a0 else { return }
        gradients += 1
        let mid = "\(id)-g\(gradients)"
        let cx = f.x + c.x * f.width, cy = f.y + c.y * f.height
        // Far enough out to cover the frame from any centre inside it.
        let r = 2 * (f.width + f.height)
        out += "<mask id=\"\(mid)\" maskUnits=\"userSpaceOnUse\" x=\"\(PointSVG.n(f.x - r))\" y=\"\(PointSVG.n(f.y - r))\" width=\"\(PointSVG.n(f.width + 2 * r))\" height=\"\(PointSVG.n(f.height + 2 * r))\">\(mask)</mask>\n"
        out += "<g mask=\"url(#\(mid))\"" + (opacity < 0.995 ? " opacity=\"\(PointSVG.n(max(0, opacity)))\"" : "") + ">"
        let steps = 120, step = 360.0 / Double(steps)
        let offsets = g.offsets
        let stops = resolvedStops(g)
        for k in 0..<steps {
            let from = a0 + Double(k) * step
            // Where the wedge's middle falls along the sweep, 0...1.
            let t = max(0, min(1, (from + step / 2 - a0) / (a1 - a0)))
            guard let (rgb, alpha) = colour(at: t, stops, offsets) else { continue }
            func point(_ degrees: Double) -> String {
                let a = degrees * Double.pi / 180
                return "\(PointSVG.n(cx + r * cos(a))) \(PointSVG.n(cy + r * sin(a)))"
            }
            // A little wider than its share, so no seam shows between wedges.
            out += "<path d=\"M\(PointSVG.n(cx)) \(PointSVG.n(cy))L\(point(from - 0.3))L\(point(from + step + 0.3))Z\" fill=\"\(rgb.hex)\""
                + (alpha < 0.995 ? " fill-opacity=\"\(PointSVG.n(max(0, alpha)))\"" : "") + "/>"
        }
        out += "</g>\n"
    }

    /// Each stop's colour and opacity (a colour without one: clear black).
    func resolvedStops(_ g: ViewGradient) -> [(RGB, Double)] {
        g.stops.map { s in colour(s.colour).map { ($0, s.colour.opacity) } ?? (RGB(0, 0, 0), 0) }
    }

    /// The colour `t` of the way along the stops (`resolvedStops`), mixed between the two around it.
    func colour(at t: Double, _ resolved: [(RGB, Double)], _ offsets: [Double]) -> (RGB, Double)? {
        guard let first = resolved.first, let last = resolved.last else { return nil }
        if t <= offsets[0] { return first }
        for i in 1..<resolved.count where t <= offsets[i] {
            let span = offsets[i] - offsets[i - 1]
            let w = span > 0 ? (t - offsets[i - 1]) / span : 1
            return (CellDrawer.blend(resolved[i].0, over: resolved[i - 1].0, w), resolved[i - 1].1 + (resolved[i].1 - resolved[i - 1].1) * w)
        }
        return last
    }
}
