@testable import LasimRender
import LasimTemplate
import Testing

/// `path.strokedPath(StrokeStyle(...))` in an app's `path(in:)`: the area
/// the stroke covers, a path the shape fills (segmented rings drawn as
/// filled arcs). lasim read `.strokedPath` as an unknown view modifier, so
/// `path(in:)` did not return a Path and the shape was not drawn.
@Suite struct StrokedPathTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct Dash: Shape {
            var round = false
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.minX + 5, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.maxX - 5, y: rect.midY))
                return p.strokedPath(.init(lineWidth: 4, lineCap: round ? .round : .butt))
            }
        }
        """

    static func numbers(_ d: String) -> [Double] { d.split(whereSeparator: { " MLZ".contains($0) }).compactMap { Double($0) } }

    @Test("a line stroked 4 pt wide is the band 2 pt either side of it, filled in the shape's colour")
    func band() throws {
        let a = try Fixture.activity(types: Self.types, lock: "Dash().fill(.red).frame(width: 40, height: 10)")
        let svg = PointSVG.svg([try ChartTests.lock(a, state: #"{"n": 1}"#)])
        let d = try #require(AppShapeTests.paths(svg).first, "\(svg)")
        let n = Self.numbers(d)
        try #require(n.count == 8, "\(d)")
        let (x0, y0) = (n[0], n[1])
        #expect(zip(n, [x0, y0, x0 + 30, y0, x0 + 30, y0 - 4, x0, y0 - 4]).allSatisfy { abs($0 - $1) < 0.01 }, "\(d)")
        #expect(d.hasSuffix("Z") && svg.contains(##"fill="#ff3b30""##), "\(svg)")
        let out = try EvaluatorTests.lock(Self.types, "Dash().fill(.red).frame(width: 40, height: 10)", state: #"{"n": 1}"#)
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("round caps add a disc at each end; every piece turns the same way, so the fill is their union")
    func roundCaps() {
        var p = ViewPath()
        p.move(to: .init(0, 0))
        p.addLine(to: .init(10, 0))
        p.addLine(to: .init(10, 10))
        let s = p.stroked(width: 2, roundCap: true)
        let closes = s.elements.filter { $0 == .close }.count
        #expect(closes == 2 + 1 + 2, "two bands, a joint, two caps: \(closes)")
        let lines = s.polylines
        func inside(_ x: Double, _ y: Double) -> Bool { ViewPath.inside(lines, y: y, xs: [x])[0] }
        #expect(inside(5, 0) && inside(10, 5) && inside(-0.8, 0) && inside(10, 10.8), "on the line and in the caps")
        #expect(!inside(5, 1.5) && !inside(-1.2, 0), "outside the band")
        #expect(p.stroked(width: 2, roundCap: false).elements.filter { $0 == .close }.count == 3)
    }
}
