import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// An app's own `Shape` (`struct Ticket: Shape { func path(in:) }`) and a
/// `Path` built in a view: the app's code makes the path, run with the
/// rect the layout gives the shape, and it is drawn as an SVG path in true
/// size and in the cells it covers. What lasim cannot run keeps its room.
@Suite struct AppShapeTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int; var progress: Double } }
        struct Ticket: Shape {
            var notch: CGFloat = 10
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY - notch))
                p.addArc(center: CGPoint(x: rect.maxX, y: rect.midY), radius: notch, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
                return p
            }
        }
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        struct Gauge180: Shape {
            var progress: Double
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2 - 4,
                         startAngle: .degrees(180), endAngle: .degrees(180 + 180 * progress), clockwise: false)
                return p
            }
        }
        struct Smudge: Shape {
            func path(in rect: CGRect) -> Path { let m = CGMutablePath(); m.addRect(rect); return Path(m) }
        }
        """
    static let state = #"{"n": 1, "progress": 0.5}"#

    static func activity(_ view: String, extra: String = "") throws -> SwiftUIActivity {
        try Fixture.activity(types: types + "\n" + extra, lock: view)
    }

    static func svg(_ view: String) throws -> String {
        PointSVG.svg([try ChartTests.lock(try activity(view), state: state)])
    }

    /// The `d` of each SVG path drawn, in order.
    static func paths(_ svg: String) -> [String] {
        svg.split(separator: "<path d=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("a notched ticket's path(in:) runs with its frame: its notch's arc at the edge's middle, at two sizes")
    func ticketAtItsSize() throws {
        for (w, h) in [(200, 60), (120, 40)] {
            let svg = try Self.svg(#"Ticket(notch: 8).fill(.yellow).frame(width: \#(w), height: \#(h))"#)
            let d = try #require(Self.paths(svg).first, "\(svg)")
            // The pen reaches the notch's top, turns in through the middle, out at its bottom.
            let x0 = try #require(Self.start(d))
            func at(_ x: Double, _ y: Double) -> String { "\(PointSVG.n(x0 + x)) \(PointSVG.n(y))" }
            #expect(d.contains("L" + at(Double(w), Double(h) / 2 - 8)), "\(d)")
            #expect(d.contains(at(Double(w) - 8, Double(h) / 2)), "the notch's innermost point: \(d)")
            #expect(d.hasSuffix("Z"), "\(d)")
        }
    }

    /// The x of a path's first point (where its frame starts).
    static func start(_ d: String) -> Double? {
        guard d.hasPrefix("M") else { return nil }
        return Double(d.dropFirst().prefix { $0 != " " })
    }

    @Test("a triangle written with Path { } in path(in:) is filled where the layout put it")
    func triangle() throws {
        let svg = try Self.svg(#"HStack(spacing: 0) { Triangle().fill(.orange).frame(width: 24, height: 32); Spacer() }"#)
        let d = try #require(Self.paths(svg).first, "\(svg)")
        let x0 = try #require(Self.start(d)) - 12
        let y0 = try #require(Double(d.split(separator: " ")[1]))
        func p(_ x: Double, _ y: Double) -> String { "\(PointSVG.n(x0 + x)) \(PointSVG.n(y0 + y))" }
        #expect(d == "M\(p(12, 0)) L\(p(24, 32)) L\(p(0, 32)) Z", "\(d)")
        #expect(svg.contains(##"fill="#ff9500""##))
    }

    @Test("an arc made from the state: Béziers from the left end over the top, stroked with its StrokeStyle")
    func arc() throws {
        let svg = try Self.svg(#"Gauge180(progress: context.state.progress).stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round)).frame(width: 64, height: 32)"#)
        let d = try #require(Self.paths(svg).first, "\(svg)")
        #expect(d.hasPrefix("M") && d.contains(" C"), "\(d)")
        #expect(svg.contains(##"fill="none" stroke="#007aff" stroke-width="4" stroke-linecap="round""##), "\(svg)")
        // Half of the half circle: it ends at the top, 28 pt above where it starts.
        let numbers = d.split(whereSeparator: { " MC".contains($0) }).compactMap { Double($0) }
        let (x0, y0) = (numbers[0], numbers[1]), (x1, y1) = (numbers[numbers.count - 2], numbers[numbers.count - 1])
        #expect(abs(x1 - (x0 + 28)) < 0.02 && abs(y1 - (y0 - 28)) < 0.02, "\(d)")
        let cells = Fixture.draw(try Self.activity(#"Gauge180(progress: 1).stroke(.blue, lineWidth: 2).frame(width: 64, height: 32)"#),
                                 state: Fixture.json(Self.state), presentations: [.lock])
        #expect(cells.contains("╭") || cells.contains("╱"), "drawn in line characters: \(cells)")
    }

    @Test("a Path built in a view is drawn at its own coordinates; Path(roundedRect:) and Path(ellipseIn:) too")
    func pathInAView() throws {
        let svg = try Self.svg("""
            VStack(spacing: 0) {
                Path { p in p.move(to: CGPoint(x: 0, y: 10)); p.addQuadCurve(to: CGPoint(x: 100, y: 10), control: CGPoint(x: 50, y: 0)) }
                    .stroke(.green, lineWidth: 2).frame(width: 100, height: 20)
                Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5).fill(.red).frame(width: 40, height: 20)
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(.blue).frame(width: 10, height: 10)
            }
            """)
        let ds = Self.paths(svg)
        #expect(ds.count == 3, "\(svg)")
        #expect(ds.first?.contains(" Q") == true, "\(ds)")
        #expect(ds.dropFirst().first?.contains(" C") == true && ds.last?.hasSuffix("Z") == true, "\(ds)")
    }

    @Test("what lasim cannot run in a path(in:) keeps the shape's room, undrawn, with one line naming it")
    func unrunnableKeepsItsRoom() throws {
        let row = { (shape: String) in
            #"HStack(spacing: 0) { Text("Left"); \#(shape).frame(width: 120, height: 3); Text("Right") }"#
        }
        let own = try EvaluatorTests.lock(Self.types, row(#"Smudge().stroke(.red, style: StrokeStyle(lineWidth: 3))"#), state: Self.state)
        let clear = try EvaluatorTests.lock(Self.types, row("Color.clear"), state: Self.state)
        let card = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("-- problem") }.joined(separator: "\n") }
        #expect(card(own) == card(clear), "\(own)\n\(clear)")
        let problems = own.split(separator: "\n").filter { $0.hasPrefix("-- problem") }
        #expect(problems.count == 1 && problems[0].contains("Smudge: the app's own Shape; its path(in:) could not be run (CGMutablePath"), "\(own)")
        #expect(!own.contains("[."), "no placeholder: \(own)")
    }

    @Test("a built-in shape's path(in:) is a Path an app's shape can return")
    func builtinShapePath() throws {
        let pill = "struct Pill: Shape { func path(in rect: CGRect) -> Path { Capsule().path(in: rect.insetBy(dx: 2, dy: 2)) } }"
        let a = try Self.activity(#"Pill().fill(.red).frame(width: 44, height: 20)"#, extra: pill)
        let d = try #require(Self.paths(PointSVG.svg([try ChartTests.lock(a, state: Self.state)])).first)
        #expect(d.contains(" C") && d.hasSuffix("Z"), "\(d)")
        let bounds = d.split(whereSeparator: { " MLCZ".contains($0) }).compactMap { Double($0) }
        let ys = stride(from: 1, to: bounds.count, by: 2).map { bounds[$0] }
        #expect(abs((ys.max() ?? 0) - (ys.min() ?? 0) - 16) < 0.01, "inset by 2 of 20: \(d)")
    }

    @Test("a path far outside its frame, infinite or NaN, or built by a loop without end draws what it can and stops, with its note")
    func wildPaths() throws {
        let wild = """
            struct Wild: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addLine(to: CGPoint(x: 1e12, y: CGFloat.infinity))
                    p.addLine(to: CGPoint(x: -1e12, y: Double.nan))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    return p
                }
            }
            struct Endless: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    for i in 0..<5000 { p.addLine(to: CGPoint(x: Double(i % 40), y: 0)) }
                    return p
                }
            }
            """
        let view = #"VStack { Wild().stroke(.red, lineWidth: 2).frame(width: 80, height: 32); Wild().fill(.red).frame(width: 80, height: 32); Endless().fill(.blue).frame(height: 20) }"#
        let a = try Self.activity(view, extra: wild)
        let cells = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(cells.contains("Endless: the app's own Shape; its path(in:) could not be run (.addLine: a path of more than 2000 segments)"), "\(cells)")
        let svg = PointSVG.svg([try ChartTests.lock(a, state: Self.state)])
        #expect(!svg.contains("nan") && !svg.contains("inf"), "\(svg)")
    }

    @Test("a ticket made of a rounded rectangle and two circles, filled with FillStyle(eoFill: true), has its notches cut out")
    func evenOddTicket() throws {
        let ticket = """
            struct Stub: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path(roundedRect: rect, cornerRadius: 8)
                    p.addEllipse(in: CGRect(x: rect.minX - 6, y: rect.midY - 6, width: 12, height: 12))
                    p.addPath(Path(ellipseIn: CGRect(x: rect.maxX - 6, y: rect.midY - 6, width: 12, height: 12)))
                    return p
                }
            }
            """
        let svg = PointSVG.svg([try ChartTests.lock(try Self.activity(#"Stub().fill(.yellow, style: FillStyle(eoFill: true)).frame(height: 60)"#, extra: ticket),
                                                    state: Self.state)])
        #expect(svg.contains(##"fill="#ffcc00" fill-rule="evenodd""##), "\(svg)")
        #expect(Self.paths(svg).first?.components(separatedBy: "M").count == 4, "three subpaths: \(svg)")
    }

    @Test("the RoundedCorner idiom: UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) in a Shape clips a view to its top corners")
    func roundedCornerClip() throws {
        let corner = """
            struct RoundedCorner: Shape {
                var radius: CGFloat = .infinity
                var corners: UIRectCorner = .allCorners
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View { clipShape(RoundedCorner(radius: radius, corners: corners)) }
            }
            """
        let a = try Self.activity(#"Color.blue.frame(width: 100, height: 40).cornerRadius(12, corners: [.topLeft, .topRight])"#, extra: corner)
        let svg = PointSVG.svg([try ChartTests.lock(a, state: Self.state)])
        let d = try #require(Self.paths(svg).first, "\(svg)")
        // Two rounded corners (a Bézier each) at the top; square at the bottom.
        #expect(d.components(separatedBy: " C").count == 3, "\(d)")
        let numbers = d.split(whereSeparator: { " MLCZ".contains($0) }).compactMap { Double($0) }
        let (x0, y0) = (numbers[0] - 12, numbers[1])
        #expect(d.contains("L\(PointSVG.n(x0 + 100)) \(PointSVG.n(y0 + 40)) L\(PointSVG.n(x0)) \(PointSVG.n(y0 + 40))"), "square bottom corners: \(d)")
        #expect(svg.contains(##"fill="#007aff""##), "\(svg)")
    }
}
