#if canImport(Glibc)
import Glibc
#endif
import LasimTemplate

/// `path.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))`: the
/// area a stroke of the path covers, as a path to fill. Core Graphics
/// answers one outline; here it is the union of pieces, each subpath
/// turning the same way so SwiftUI's non-zero fill joins them: a band
/// along each straight piece (curves in `polylines`' pieces), a disc at
/// each joint (a round join; a miter's corner differs by under a line's
/// width, less than a cell) and, for a `.round` cap, at each open end.
extension ViewPath {
    public func stroked(width: Double, roundCap: Bool) -> ViewPath {
        let half = width / 2
        guard half > 0, half.isFinite else { return ViewPath() }
        var out = ViewPath()
        for line in polylines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let nx = -dy / length * half, ny = dx / length * half
                out.addPolygon([Point(a.x + nx, a.y + ny), Point(b.x + nx, b.y + ny), Point(b.x - nx, b.y - ny), Point(a.x - nx, a.y - ny)])
            }
            let joints = line.closed ? points.dropLast() : points.dropFirst().dropLast()
            for p in joints { out.addPolygon(Self.disc(p, half)) }
            if roundCap, !line.closed, let first = points.first, let last = points.last {
                out.addPolygon(Self.disc(first, half))
                out.addPolygon(Self.disc(last, half))
            }
        }
        return out
    }

    static let discPieces = 16

    static func disc(_ c: Point, _ r: Double) -> [Point] {
        (0..<discPieces).map { k in
            let t = Double(k) / Double(discPieces) * 2 * Double.pi
            return Point(c.x + r * cos(t), c.y + r * sin(t))
        }
    }

    /// A closed subpath, turned to the one way every piece of a stroke turns.
    mutating func addPolygon(_ ps: [Point]) {
        guard ps.count > 2 else { return }
        let area = zip(ps, ps.dropFirst() + [ps[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        let turned = area > 0 ? Array(ps.reversed()) : ps
        move(to: turned[0])
        for p in turned.dropFirst() { addLine(to: p) }
        closeSubpath()
    }
}
