#if canImport(Glibc)
import Glibc
#endif

/// A SwiftUI `Path` in points: what an app's own `Shape` answers from
/// `path(in:)`, or a `Path { ... }` built in a view. Arcs, ellipses and
/// rounded corners are kept as cubic Béziers (as Core Graphics stores
/// them), so each backend draws four kinds of segment.
public struct ViewPath: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public var x: Double, y: Double
        public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    }
    public struct Rect: Sendable, Equatable, Hashable {
        public var x: Double, y: Double, width: Double, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
        public var midX: Double { x + width / 2 }
        public var midY: Double { y + height / 2 }
    }
    public enum Element: Sendable, Equatable {
        case move(Point)
        case line(Point)
        case quad(Point, to: Point)
        case curve(Point, Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    public init(_ elements: [Element] = []) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the pen is: the last point drawn to, or the start of the
    /// subpath a `closeSubpath` went back to; nil before any `move`.
    public var current: Point? {
        var start: Point?, at: Point?
        for e in elements {
            switch e {
            case .move(let p): start = p; at = p
            case .line(let p), .quad(_, let p), .curve(_, _, let p): at = p
            case .close: at = start
            }
        }
        return at
    }

    public mutating func move(to p: Point) { elements.append(.move(p)) }

    /// Core Graphics starts a subpath at a line's point when none is open.
    public mutating func addLine(to p: Point) { elements.append(current == nil ? .move(p) : .line(p)) }

    public mutating func addQuadCurve(to p: Point, control c: Point) {
        if current == nil { elements.append(.move(c)) }
        elements.append(.quad(c, to: p))
    }

    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        if current == nil { elements.append(.move(c1)) }
        elements.append(.curve(c1, c2, to: p))
    }

    public mutating func closeSubpath() { if current != nil { elements.append(.close) } }

    /// `addLines([a, b, c])`: a new subpath through the points.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { elements.append(.line(p)) }
    }

    /// `addRect`: a closed subpath from the top-left corner, clockwise on the screen.
    public mutating func addRect(_ r: Rect) {
        addLines([Point(r.x, r.y), Point(r.maxX, r.y), Point(r.maxX, r.maxY), Point(r.x, r.maxY)])
        closeSubpath()
    }

    /// `addRoundedRect(in:cornerSize:)`, `Path(roundedRect:cornerRadius:)`:
    /// each corner a quarter ellipse of the size given, no more than half
    /// a side (`.continuous` drawn as `.circular`).
    public mutating func addRoundedRect(_ r: Rect, cornerWidth: Double, cornerHeight: Double) {
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r) }
        move(to: Point(r.x + rx, r.y))
        elements.append(.line(Point(r.maxX - rx, r.y)))
        quarter(Point(r.maxX - rx, r.y + ry), rx, ry, from: -Double.pi / 2)
        elements.append(.line(Point(r.maxX, r.maxY - ry)))
        quarter(Point(r.maxX - rx, r.maxY - ry), rx, ry, from: 0)
        elements.append(.line(Point(r.x + rx, r.maxY)))
        quarter(Point(r.x + rx, r.maxY - ry), rx, ry, from: Double.pi / 2)
        elements.append(.line(Point(r.x, r.y + ry)))
        quarter(Point(r.x + rx, r.y + ry), rx, ry, from: Double.pi)
        closeSubpath()
    }

    /// A rectangle whose corners each have their own radius (circular),
    /// top-leading first, clockwise: `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`,
    /// an `UnevenRoundedRectangle`. Each is no more than half a side.
    public mutating func addRoundedRect(_ r: Rect, radii: [Double]) {
        let limit = min(r.width, r.height) / 2
        let k = (0..<4).map { i in i < radii.count && radii[i].isFinite ? max(0, min(radii[i], limit)) : 0 }
        move(to: Point(r.x + k[0], r.y))
        elements.append(.line(Point(r.maxX - k[1], r.y)))
        if k[1] > 0 { quarter(Point(r.maxX - k[1], r.y + k[1]), k[1], k[1], from: -Double.pi / 2) }
        elements.append(.line(Point(r.maxX, r.maxY - k[2])))
        if k[2] > 0 { quarter(Point(r.maxX - k[2], r.maxY - k[2]), k[2], k[2], from: 0) }
        elements.append(.line(Point(r.x + k[3], r.maxY)))
        if k[3] > 0 { quarter(Point(r.x + k[3], r.maxY - k[3]), k[3], k[3], from: Double.pi / 2) }
        elements.append(.line(Point(r.x, r.y + k[0])))
        if k[0] > 0 { quarter(Point(r.x + k[0], r.y + k[0]), k[0], k[0], from: Double.pi) }
        closeSubpath()
    }

    /// `addEllipse(in:)`, `Path(ellipseIn:)`: from its trailing point,
    /// clockwise on the screen, as Core Graphics draws it (where `.trim` starts).
    public mutating func addEllipse(_ r: Rect) {
        let c = Point(r.midX, r.midY), rx = r.width / 2, ry = r.height / 2
        move(to: Point(r.maxX, r.midY))
        for k in 0..<4 { quarter(c, rx, ry, from: Double(k) * Double.pi / 2) }
        closeSubpath()
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles run
    /// from the trailing side towards the bottom, as the screen's y does;
    /// SwiftUI's `clockwise` is Core Graphics' flag in flipped coordinates,
    /// so on the screen `clockwise: true` runs the other way: towards
    /// smaller angles (Apple's docs for `addArc` say so). A line joins the
    /// pen to the arc's start.
    public mutating func addArc(center c: Point, radius r: Double, startAngle a0: Double, endAngle a1: Double, clockwise: Bool) {
        var sweep = a1 - a0
        let full = 2 * Double.pi
        if abs(sweep) >= full - 1e-9 {
            sweep = clockwise ? -full : full
        } else if clockwise {
            while sweep > 0 { sweep -= full }
        } else {
            while sweep < 0 { sweep += full }
        }
        addRelativeArc(center: c, radius: r, startAngle: a0, delta: sweep)
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)`: `delta` towards larger angles when positive.
    public mutating func addRelativeArc(center c: Point, radius r: Double, startAngle a0: Double, delta: Double) {
        guard r.isFinite, a0.isFinite, delta.isFinite else { return }
        let start = Point(c.x + r * cos(a0), c.y + r * sin(a0))
        if current != start { addLine(to: start) }
        // A Bézier per quarter turn at most: within 0.03% of the circle.
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(pieces)
        for k in 0..<pieces { arcPiece(c, r, r, from: a0 + Double(k) * step, sweep: step) }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a line from the pen
    /// towards `t1`, then the arc of radius `r` that turns from that line
    /// to the one from `t1` to `t2` (a rounded corner at `t1`).
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius r: Double) {
        guard let p0 = current else { return move(to: t1) }
        func unit(_ a: Point, _ b: Point) -> Point? {
            let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
            return l > 1e-9 ? Point(dx / l, dy / l) : nil
        }
        guard r > 0, let u1 = unit(t1, p0), let u2 = unit(t1, t2) else { return addLine(to: t1) }
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)
        guard theta > 1e-6, theta < Double.pi - 1e-6 else { return addLine(to: t1) }
        let d = r / tan(theta / 2)
        let a = Point(t1.x + u1.x * d, t1.y + u1.y * d), b = Point(t1.x + u2.x * d, t1.y + u2.y * d)
        // The arc turns by pi - theta; its Bézier handles point along the tangents, at the corner.
        let h = 4.0 / 3.0 * tan((Double.pi - theta) / 4) * r
        addLine(to: a)
        elements.append(.curve(Point(a.x - u1.x * h, a.y - u1.y * h), Point(b.x - u2.x * h, b.y - u2.y * h), to: b))
    }

    /// A built-in shape's outline in `r`, as SwiftUI's `path(in:)` makes
    /// it (`Circle().path(in:)`, and what `.trim` cuts): a circle the
    /// largest in `r`, centred; a capsule rounded by half its shorter side.
    public static func builtin(_ shape: String, cornerRadius: Double?, in r: Rect) -> ViewPath {
        var p = ViewPath()
        switch shape {
        case "Circle":
            let side = min(r.width, r.height)
            p.addEllipse(Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case "Ellipse": p.addEllipse(r)
        case "Capsule": p.addRoundedRect(r, cornerWidth: min(r.width, r.height) / 2, cornerHeight: min(r.width, r.height) / 2)
        case "RoundedRectangle", "UnevenRoundedRectangle", "ContainerRelativeShape":
            p.addRoundedRect(r, cornerWidth: cornerRadius ?? 0, cornerHeight: cornerRadius ?? 0)
        default: p.addRect(r)
        }
        return p
    }

    /// `addPath(other)`: its subpaths after these.
    public mutating func addPath(_ other: ViewPath) { elements += other.elements }

    /// Every point (and control point) moved by `m`: a path turned or placed.
    public func mapped(_ m: (Point) -> Point) -> ViewPath {
        ViewPath(elements.map { e in
            switch e {
            case .move(let p): return .move(m(p))
            case .line(let p): return .line(m(p))
            case .quad(let c, let p): return .quad(m(c), to: m(p))
            case .curve(let c1, let c2, let p): return .curve(m(c1), m(c2), to: m(p))
            case .close: return .close
            }
        })
    }

    /// A quarter of the ellipse about `c` from angle `a`, towards larger angles.
    private mutating func quarter(_ c: Point, _ rx: Double, _ ry: Double, from a: Double) {
        arcPiece(c, rx, ry, from: a, sweep: Double.pi / 2)
    }

    /// One Bézier for an arc of a quarter turn or less (the standard
    /// 4/3·tan(θ/4) handles), from where the pen is.
    private mutating func arcPiece(_ c: Point, _ rx: Double, _ ry: Double, from a0: Double, sweep: Double) {
        let a1 = a0 + sweep, k = 4.0 / 3.0 * tan(sweep / 4)
        let p0 = Point(c.x + rx * cos(a0), c.y + ry * sin(a0)), p3 = Point(c.x + rx * cos(a1), c.y + ry * sin(a1))
        let c1 = Point(p0.x - k * rx * sin(a0), p0.y + k * ry * cos(a0))
        let c2 = Point(p3.x + k * rx * sin(a1), p3.y - k * ry * cos(a1))
        elements.append(.curve(c1, c2, to: p3))
    }
}

/// How a shape's outline is made at the size the layout gives it: an app's
/// own `Shape`, whose `path(in:)` the evaluator runs with that rect (so a
/// path written with `rect.midX` or a fixed radius comes out as on the
/// phone), or a `Path` value, the same at any size. The layout, which runs
/// no app code, asks it for the rect it gave the shape.
public struct ShapeOutline: Sendable, Equatable {
    /// What makes the path: the same key and rect, the same path.
    public let key: String
    /// A `Path` value's own elements (nil for an app's `Shape`).
    public let fixed: ViewPath?
    private let make: @Sendable (ViewPath.Rect) -> ViewPath

    /// `make` answers an empty path where the app's code fails at that size.
    public init(key: String, make: @escaping @Sendable (ViewPath.Rect) -> ViewPath) {
        self.key = key; self.fixed = nil; self.make = make
    }

    public init(fixed path: ViewPath) {
        key = "Path"; fixed = path; make = { _ in path }
    }

    public func path(in rect: ViewPath.Rect) -> ViewPath { make(rect) }

    public static func == (a: ShapeOutline, b: ShapeOutline) -> Bool { a.key == b.key && a.fixed == b.fixed }
}
