import LasimTemplate

/// A path as the backends need it: in polylines (its length, `.trim`, the
/// cells it covers), in SVG's words, and placed in its shape's frame.
extension ViewPath {
    /// One subpath as points: curves cut into straight pieces (16 a curve,
    /// under a tenth of a point off for the curves of a card), `closed`
    /// when it ends with `closeSubpath`.
    struct Polyline {
        var points: [Point]
        var closed: Bool
    }

    static let piecesPerCurve = 16

    var polylines: [Polyline] {
        var out: [Polyline] = []
        var current: Polyline?
        func finish() { if let c = current, c.points.count > 0 { out.append(c) }; current = nil }
        // A point the app's arithmetic made infinite or NaN is left out, with its segment.
        func finite(_ ps: Point...) -> Bool { ps.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        for e in elements {
            switch e {
            case .move(let p) where !finite(p), .line(let p) where !finite(p): continue
            case .quad(let c, let p) where !finite(c, p): continue
            case .curve(let c1, let c2, let p) where !finite(c1, c2, p): continue
            default: break
            }
            switch e {
            case .move(let p):
                finish()
                current = Polyline(points: [p], closed: false)
            case .line(let p):
                current?.points.append(p)
            case .quad(let c, let p):
                guard let from = current?.points.last else { continue }
                for k in 1...Self.piecesPerCurve {
                    let t = Double(k) / Double(Self.piecesPerCurve), u = 1 - t
                    current?.points.append(Point(u * u * from.x + 2 * u * t * c.x + t * t * p.x, u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let c1, let c2, let p):
                guard let from = current?.points.last else { continue }
                for k in 1...Self.piecesPerCurve {
                    let t = Double(k) / Double(Self.piecesPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current?.points.append(Point(a * from.x + b * c1.x + c * c2.x + d * p.x, a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                if let start = current?.points.first {
                    current?.closed = true
                    finish()
                    // Drawing on after a close starts from the subpath's start.
                    current = Polyline(points: [start], closed: false)
                }
            }
        }
        finish()
        return out.filter { $0.points.count > 1 || $0.closed }
    }

    /// `.trim(from:to:)`: the part of the path between those fractions of
    /// its length (closing lines counted), as Core Graphics' trimmed path,
    /// in straight pieces. SwiftUI fills and strokes the part alone.
    public func trimmed(from: Double, to: Double) -> ViewPath {
        let from = max(0, min(1, from.isNaN ? 0 : from)), to = max(0, min(1, to.isNaN ? 1 : to))
        guard from > 0 || to < 1 else { return self }
        guard to > from else { return ViewPath() }
        let lines = polylines.map { l in l.closed ? l.points + [l.points[0]] : l.points }
        func d(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = lines.reduce(0.0) { sum, l in sum + zip(l, l.dropFirst()).reduce(0.0) { $0 + d($1.0, $1.1) } }
        guard total > 0 else { return ViewPath() }
        let start = from * total, end = to * total
        var out = ViewPath(), walked = 0.0
        for l in lines {
            var open = false
            for (a, b) in zip(l, l.dropFirst()) {
                let len = d(a, b), s = walked, e = walked + len
                walked = e
                guard e > start, s < end, len > 0 else { continue }
                func at(_ x: Double) -> Point { let t = max(0, min(1, (x - s) / len)); return Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
                if !open { out.move(to: at(max(s, start))); open = true }
                out.addLine(to: at(min(e, end)))
            }
        }
        return out
    }

    /// Its extent: every point it passes through or bends towards.
    public var bounds: Rect? {
        let points = polylines.flatMap(\.points)
        guard let first = points.first else { return nil }
        var lo = first, hi = first
        for p in points { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// Which of `xs` (ascending) at height `y` are inside the area the path
    /// fills: SwiftUI's default rule, non-zero winding, or `evenOdd`; every
    /// subpath closed for the fill. One pass over the edges a row, not one a point.
    static func inside(_ lines: [Polyline], y: Double, xs: [Double], evenOdd: Bool = false) -> [Bool] {
        var crossings: [(x: Double, turn: Int)] = []
        for l in lines {
            let pts = l.points
            for k in pts.indices {
                let a = pts[k], b = pts[(k + 1) % pts.count]
                guard (a.y <= y) != (b.y <= y) else { continue }
                crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
            }
        }
        crossings.sort { $0.x < $1.x }
        var out: [Bool] = [], winding = 0, next = 0
        for x in xs {
            while next < crossings.count, crossings[next].x <= x { winding += crossings[next].turn; next += 1 }
            out.append(evenOdd ? winding % 2 != 0 : winding != 0)
        }
        return out
    }

    /// SVG's `d`, moved by (dx, dy) to where its frame is.
    func svg(dx: Double, dy: Double) -> String {
        func n(_ p: Point) -> String { "\(PointSVG.n(p.x + dx)) \(PointSVG.n(p.y + dy))" }
        return elements.map { e in
            switch e {
            case .move(let p): return "M" + n(p)
            case .line(let p): return "L" + n(p)
            case .quad(let c, let p): return "Q" + n(c) + " " + n(p)
            case .curve(let c1, let c2, let p): return "C" + n(c1) + " " + n(c2) + " " + n(p)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}

extension LayoutItem {
    /// The outline of a shape placed at `size`: its path made in its rect
    /// (inset by half the line for `.strokeBorder`, as an
    /// `InsettableShape`'s `inset(by:)` does), then trimmed.
    static func path(_ outline: ShapeOutline, _ paint: ViewPaint, _ size: PointSize) -> ViewPath {
        let inset = paint.strokeInside ? (paint.strokeWidth ?? 1) / 2 : 0
        let rect = ViewPath.Rect(x: inset, y: inset, width: max(0, size.width - 2 * inset), height: max(0, size.height - 2 * inset))
        return outline.path(in: rect).trimmed(from: paint.trimFrom, to: paint.trimTo)
    }
}
