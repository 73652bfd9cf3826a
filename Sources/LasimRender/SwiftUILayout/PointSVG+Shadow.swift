import LasimTemplate
extension PointSVG.Drawer {
    /// `.shadow(color:radius:x:y:)` as an SVG filter on the group it opens:
    /// the view's own shape blurred (SwiftUI's radius is about two standard
    /// deviations), moved, in the shadow's colour, under the view. The
    /// filter's region is the frame grown by the blur and the offset, so a
    /// thin text's shadow is not cut. False for a shadow that shows nothing.
    mutating func openShadow(_ s: ViewShadow, _ f: PointRect) -> Bool {
        guard let c = colour(s.colour), s.colour.opacity > 0, s.radius.isFinite, s.x.isFinite, s.y.isFinite else { return false }
        shadows += 1
        let sid = "\(id)-s\(shadows)"
        let spread = 3 * max(0, s.radius)
        let region = "x=\"\(PointSVG.n(f.x - spread - abs(s.x)))\" y=\"\(PointSVG.n(f.y - spread - abs(s.y)))\" width=\"\(PointSVG.n(f.width + 2 * (spread + abs(s.x))))\" height=\"\(PointSVG.n(f.height + 2 * (spread + abs(s.y))))\""
        let opacity = s.colour.opacity < 0.995 ? " flood-opacity=\"\(PointSVG.n(s.colour.opacity))\"" : ""
        out += "<filter id=\"\(sid)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\">"
            + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(PointSVG.n(max(0, s.radius) / 2))\"/>"
            + "<feOffset dx=\"\(PointSVG.n(s.x))\" dy=\"\(PointSVG.n(s.y))\" result=\"blur\"/>"
            + "<feFlood flood-color=\"\(c.hex)\"\(opacity)/><feComposite in2=\"blur\" operator=\"in\"/>"
            + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
            + "<g filter=\"url(#\(sid))\">\n"
        return true
    }
}
