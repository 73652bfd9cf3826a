import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// SwiftUI's `Canvas { context, size in ... }`: its closure runs with the
/// size the layout gives the canvas (all the room offered) against a
/// context that records what it draws; the recorded paths, texts and
/// images are drawn as views, in true size and in the cells.
@Suite struct CanvasTests {
    static func svg(_ view: String, extra: String = "") throws -> String {
        PointSVG.svg([try ChartTests.lock(try AppShapeTests.activity(view, extra: extra), state: AppShapeTests.state)])
    }

    /// The numbers of an SVG path's `d`.
    static func numbers(_ d: String) -> [Double] { d.split(whereSeparator: { " MLCQZ".contains($0) }).compactMap { Double($0) } }

    @Test("context.fill(Path(rect), with: .color) at the canvas's laid-out size: a rect at each end of a 100 pt canvas")
    func fillAtItsSize() throws {
        let svg = try Self.svg("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: size.height)), with: .color(.red))
                context.fill(Path(CGRect(x: size.width - 4, y: 0, width: 4, height: 4)), with: .color(Color.blue.opacity(1)))
            }
            .frame(width: 100, height: 10)
            """)
        let ds = AppShapeTests.paths(svg)
        try #require(ds.count == 2, "\(svg)")
        let first = Self.numbers(ds[0]), second = Self.numbers(ds[1])
        #expect(abs(second[0] - first[0] - 96) < 0.01, "the second rect ends at the canvas's right edge: \(ds)")
        #expect(abs(first[5] - first[1] - 10) < 0.01, "the first is the canvas's height: \(ds)")
        #expect(svg.contains(##"fill="#ff3b30""##) && svg.contains(##"fill="#007aff""##), "\(svg)")
    }

    @Test("a gradient shading: context.fill(with: .linearGradient(...)) from the canvas's leading edge to its trailing one, in its colours")
    func gradientShading() throws {
        let svg = try Self.svg("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 20)),
                             with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            }
            .frame(width: 100, height: 20)
            """)
        #expect(svg.contains(##"x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/>"##), "\(svg)")
    }

    @Test("drawLayer: the layer draws where the context does; what it changes of the transform stays in it")
    func drawLayer() throws {
        let svg = try Self.svg("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.gray))
                context.drawLayer { layer in
                    layer.translateBy(x: 0, y: 30)
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.green))
                }
                context.fill(Path(CGRect(x: 60, y: 0, width: 40, height: 20)), with: .color(.orange))
            }
            .frame(width: 100, height: 60)
            """)
        let ds = AppShapeTests.paths(svg)
        try #require(ds.count == 3, "\(svg)")
        let origin = Self.numbers(ds[0]), layer = Self.numbers(ds[1]), after = Self.numbers(ds[2])
        #expect(abs(layer[1] - origin[1] - 30) < 0.01, "the layer's rect 30 pt down: \(ds)")
        #expect(abs(after[1] - origin[1]) < 0.01, "the context's own transform unchanged: \(ds)")
    }

    @Test("translateBy, scaleBy and the line width: a 5 pt square stroked 1 pt, moved 10, 5 and doubled, is 10 pt stroked 2")
    func transformedStroke() throws {
        let svg = try Self.svg("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.gray))
                context.translateBy(x: 10, y: 5)
                context.scaleBy(x: 2, y: 2)
                context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue), lineWidth: 1)
            }
            .frame(width: 60, height: 30)
            """)
        let ds = AppShapeTests.paths(svg)
        try #require(ds.count == 2, "\(svg)")
        let origin = Self.numbers(ds[0]), square = Self.numbers(ds[1])
        #expect(abs(square[0] - origin[0] - 10) < 0.01 && abs(square[1] - origin[1] - 5) < 0.01, "\(ds)")
        #expect(abs(square[2] - square[0] - 10) < 0.01, "10 pt wide: \(ds)")
        #expect(svg.contains(##"fill="none" stroke="#007aff" stroke-width="2""##), "\(svg)")
    }

    @Test("rotate(by:) turns what follows about the context's origin, and a copy of the context keeps its own transform")
    func rotatedAndCopied() throws {
        let svg = try Self.svg("""
            Canvas { context, size in
                var turned = context
                turned.rotate(by: .degrees(90))
                turned.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 2)), with: .color(.green))
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 2)), with: .color(.blue))
            }
            .frame(width: 60, height: 30)
            """)
        let ds = AppShapeTests.paths(svg)
        try #require(ds.count == 2, "\(svg)")
        let turned = Self.numbers(ds[0]), plain = Self.numbers(ds[1])
        // (10, 0) turned a quarter is (0, 10): the turned rect's second corner is 10 pt below its first.
        #expect(abs(turned[2] - turned[0]) < 0.01 && abs(turned[3] - turned[1] - 10) < 0.01, "\(ds)")
        #expect(abs(plain[2] - plain[0] - 10) < 0.01 && abs(plain[3] - plain[1]) < 0.01, "the original unturned: \(ds)")
    }

    @Test("context.opacity, and an app's helper taking the context inout (a pixel grid's px(&context, x, y))")
    func opacityAndInoutHelper() throws {
        let helper = """
            func px(_ ctx: inout GraphicsContext, _ x: Int, _ y: Int, _ color: Color) {
                ctx.fill(Path(CGRect(x: CGFloat(x) * 4, y: CGFloat(y) * 4, width: 4, height: 4)), with: .color(color))
            }
            """
        let svg = try Self.svg("""
            Canvas { context, size in
                for x in 0..<3 { px(&context, x, 0, .orange) }
                context.opacity = 0.5
                px(&context, 0, 1, .orange)
            }
            .frame(width: 12, height: 8)
            """, extra: helper)
        let ds = AppShapeTests.paths(svg)
        #expect(ds.count == 2, "the three opaque pixels one path, the half transparent one its own: \(svg)")
        #expect(svg.components(separatedBy: ##"opacity="0.5""##).count == 2, "only the last pixel is half transparent: \(svg)")
    }

    @Test("fills of one colour join where nothing between them overlaps (no seams between a pixel grid's squares); an overlap keeps the order")
    func joinedFills() throws {
        let squares = { (rects: [(Int, String)]) in
            "Canvas { context, size in " + rects.map { x, c in
                "context.fill(Path(CGRect(x: \(x), y: 0, width: 4, height: 4)), with: .color(.\(c)))"
            }.joined(separator: "; ") + " }.frame(width: 40, height: 8)"
        }
        let apart = AppShapeTests.paths(try Self.svg(squares([(0, "red"), (4, "blue"), (8, "red"), (12, "blue")])))
        #expect(apart.count == 2 && apart[0].components(separatedBy: "M").count == 3, "\(apart)")
        let over = AppShapeTests.paths(try Self.svg(squares([(0, "red"), (2, "blue"), (4, "red")])))
        #expect(over.count == 3, "the blue square under the second red one: \(over)")
    }

    @Test("draw(Text, at:) centres the text at the point; the cells show it and the canvas's fill")
    func textAndCells() throws {
        let a = try AppShapeTests.activity("""
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(height: 32)
            """)
        let svg = PointSVG.svg([try ChartTests.lock(a, state: AppShapeTests.state)])
        #expect(svg.contains(">Hi<"), "\(svg)")
        let cells = Fixture.draw(a, state: Fixture.json(AppShapeTests.state), presentations: [.lock])
        #expect(cells.contains("Hi") && !cells.contains("[Canvas]") && !cells.contains("problem"), "\(cells)")
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(AppShapeTests.state), now: 0, state: .active)
        let grid = Renderer(catalog: catalog, options: RenderOptions()).render(.lock, Snapshot(sample: sample, template: a.template), now: 0).grid
        let red = (0..<grid.height).flatMap { y in (0..<grid.width).map { grid[$0, y] } }.filter { $0.style.bg == RGB(0xff, 0x3b, 0x30) }
        #expect(red.count >= 20, "the canvas's cells painted red: \(red.count)")
    }

    @Test("draw(Image, in: rect) draws the image filling the rect, its centre at the rect's")
    func imageInRect() throws {
        let svg = try Self.svg("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.gray))
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: 4, y: 4, width: 20, height: 20))
            }
            .frame(width: 52, height: 44)
            """)
        let origin = Self.numbers(try #require(AppShapeTests.paths(svg).first, "\(svg)"))
        #expect(svg.contains(##"<text x="\##(PointSVG.n(origin[0] + 14))""##) && svg.contains("<title>star.fill</title>"), "\(svg)")
    }

    @Test("what the evaluator cannot draw (a tiled image shading) keeps the canvas's room, with one line naming it")
    func unsupportedShading() throws {
        let row = { (view: String) in #"VStack(spacing: 0) { Text("Top"); \#(view).frame(height: 32); Text("Bottom") }"# }
        let canvas = try EvaluatorTests.lock(AppShapeTests.types, row("""
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image("brick")))
            }
            """), state: AppShapeTests.state)
        // Two lines: the shading lasim cannot draw, and the image its catalogs lack (this app has none).
        let problems = canvas.split(separator: "\n").filter { $0.hasPrefix("-- problem") }
        #expect(problems.count == 2 && problems.contains { $0.contains("Canvas: its drawing could not be run (context.fill(with:): only a .color or gradient shading is drawn)") }
                && problems.contains { $0.contains(#"Image("brick"): no image set named brick"#) }, "\(canvas)")
        let clear = try EvaluatorTests.lock(AppShapeTests.types, row("Color.clear"), state: AppShapeTests.state)
        let gap = { (card: String) throws -> Int in
            let rows = card.split(separator: "\n")
            return try #require(rows.firstIndex { $0.contains("Bottom") }) - (try #require(rows.firstIndex { $0.contains("Top") }))
        }
        #expect(try gap(canvas) == gap(clear), "the canvas's 32 pt kept: \(canvas)\n\(clear)")
    }
}
