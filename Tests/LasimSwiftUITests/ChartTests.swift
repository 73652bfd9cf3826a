import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// Swift Charts in an app's own views: the marks its code makes, drawn
/// true size as SVG shapes.
@Suite struct ChartTests {
    static let source = """
    import Charts
    import SwiftUI
    import WidgetKit
    struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable { var values: [Int] }
    }
    struct W: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: A.self) { context in
                Chart {
                    RuleMark(y: .value("Limit", 50)).foregroundStyle(.red)
                    ForEach(context.state.values.indices, id: \\.self) { i in
                        PointMark(x: .value("i", i), y: .value("v", context.state.values[i])).symbolSize(16)
                        LineMark(x: .value("i", i), y: .value("v", context.state.values[i]))
                            .foregroundStyle(by: .value("Kind", "measured"))
                    }
                }
                .chartYScale(domain: 0 ... 100)
                .chartYAxis(.hidden)
                .frame(width: 300, height: 100)
            } dynamicIsland: { context in
                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
        }
    }
    """

    /// The lock card laid out in points for one state.
    static func lock(_ a: SwiftUIActivity, state: String) throws -> PointPresentation {
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(state), now: 0, state: .active)
        return try #require(renderer.pointLayout(.lock, Snapshot(sample: sample, template: a.template), now: 0))
    }

    func chart() throws -> (ViewNode, SwiftUIActivity) {
        let a = try #require(Fixture.activities(source: Self.source).first)
        let views = try #require(a.template.liveViews)
        let out = views.evaluate(LiveViewInput(content: Fixture.json(#"{"values": [10, 60, 30]}"#), attributes: JSONObject(),
                                                 isStale: false, activityID: "t", appearance: .light, now: 0, timeZone: .utc))
        var found: ViewNode?
        out.slots[.lock]?.walk { n in if case .chart = n.kind { found = n } }
        return (try #require(found), a)
    }

    @Test("The builder's marks, with their modifiers and the chart's domain")
    func marks() throws {
        let (node, _) = try chart()
        guard case .chart(let c) = node.kind else { return }
        #expect(c.yDomain == 0...100)
        #expect(c.marks.map(\.kind) == [.rule, .point, .line, .point, .line, .point, .line])
        #expect(c.marks[0].colour == .named("red"))
        #expect(c.marks[1].symbolSize == 16 && c.marks[3].y == .number(60))
        #expect(c.marks[2].series == "measured")
    }

    @Test("True size: the rule, the points and the line as SVG shapes in the chart's frame")
    func svg() throws {
        let (_, a) = try chart()
        let lock = try Self.lock(a, state: #"{"values": [10, 60, 30]}"#)
        let svg = PointSVG.svg([lock])
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3)
        #expect(svg.contains("<polyline"))
        #expect(svg.contains("<line"))
    }

    @Test("A date plotted with a unit is the date; .lineStyle(.init(lineWidth:)) sets the width")
    func dateWithUnitAndLineStyle() throws {
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var start: Date; var end: Date } }
            """, """
            Chart {
                RuleMark(xStart: .value("Start", context.state.start, unit: .second),
                         xEnd: .value("End", context.state.end, unit: .second), y: .value("T", 5))
                    .lineStyle(.init(lineWidth: 8))
            }
            """, state: #"{"start": 100, "end": 200}"#)
        // Plotted as the unit (a category), the rule would be one dot wide.
        let dots = out.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        #expect(dots >= 20, "the rule spans the plot: \(out)")
    }

    @Test("NSDecimalRound writes the rounded value through its first argument, in its mode")
    func decimalRound() throws {
        let out = try EvaluatorTests.lock("""
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var v: Double } }
            func rounded(_ value: Decimal, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
                var result = Decimal()
                var source = value
                NSDecimalRound(&result, &source, 1, mode)
                return result
            }
            """, """
            VStack {
                Text("\\(rounded(Decimal(context.state.v), .plain))")
                Text("\\(rounded(Decimal(context.state.v), .down))")
            }
            """, state: #"{"v": 7.25}"#)
        #expect(out.contains("7.3") && out.contains("7.2"), "\(out)")
        #expect(Builtins.decimalRounded(-2.5, scale: 0, mode: "bankers") == -2 && Builtins.decimalRounded(2.45, scale: 1, mode: "up") == 2.5)
    }

    /// An activity of one `Double` field `v` whose lock card is `lock`.
    static func activity(lock: String) throws -> SwiftUIActivity {
        try #require(Fixture.activities(source: """
            import Charts
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var v: Double } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        \(lock)
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """).first)
    }

    @Test("A chart's scale reaches it through a wrapper; a mark in .clear draws nothing")
    func scaleThroughWrapperAndClearMarks() throws {
        let a = try Self.activity(lock: """
            Group {
                Chart {
                    PointMark(x: .value("t", 0), y: .value("v", 1)).foregroundStyle(.clear)
                    PointMark(x: .value("t", 1), y: .value("v", context.state.v))
                }
                .frame(height: 40)
            }
            .chartYScale(domain: 0 ... 10)
            """)
        let lock = try Self.lock(a, state: #"{"v": 5}"#)
        let svg = PointSVG.svg([lock])
        #expect(svg.components(separatedBy: "<circle").count - 1 == 1, "the clear one is not drawn")
        let out = Fixture.draw(a, state: Fixture.json(#"{"v": 5}"#), presentations: [.lock])
        #expect(!out.contains("not known"), "\(out)")
        // 5 of 0...10 is half-way up the 40 pt plot.
        let cy = try #require(svg.components(separatedBy: "<circle").last?.components(separatedBy: "cy=\"").dropFirst().first?.split(separator: "\"").first)
        let top = try #require(lock.parts.first).y
        #expect(abs((Double(cy) ?? 0) - top - 20) < 21, "\(svg)")
    }

    @Test("In cells, a mark's translucent colour is blended over the card, as the SVG's opacity draws it")
    func translucentMarkInCells() throws {
        let a = try Self.activity(lock: """
            Chart { RuleMark(y: .value("Limit", context.state.v)).foregroundStyle(.red.opacity(0.5)) }
                .chartYScale(domain: 0 ... 10)
                .frame(height: 40)
            """)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: .light))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"v": 5}"#), now: 0, state: .active)
        let grid = renderer.render(.lock, Snapshot(sample: sample, template: a.template), now: 0).grid
        var inks: [RGB] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width where grid[x, y].grapheme.unicodeScalars.first.map({ (0x2801...0x28FF).contains($0.value) }) == true {
                if let fg = grid[x, y].style.fg { inks.append(fg) }
            }
        }
        #expect(!inks.isEmpty, "the rule is drawn")
        // Red (255, 59, 48) at half strength over the light card: about (255, 157, 152), not red itself.
        for ink in inks { #expect(ink.r == 255 && ink.g > 130 && ink.g < 180 && ink.b > 130, "\(ink)") }
    }
}
