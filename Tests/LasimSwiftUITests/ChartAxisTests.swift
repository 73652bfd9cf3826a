import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// A chart's axes in the app's code (`.chartXAxis(.hidden)`, `.chartYAxis { AxisMarks(...) }`),
/// dashed strokes, and a chart where the watch and CarPlay cannot draw one.
@Suite struct ChartAxisTests {
    static func activity(_ view: String) throws -> SwiftUIActivity {
        try #require(Fixture.activities(source: """
            import Charts
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var v: [Double]; var start: Date } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
            \(view)
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """).first)
    }
    static let state = #"{"v": [20, 60, 45], "start": 721692000}"#
    static let lineChart = """
        Chart {
            ForEach(context.state.v.indices, id: \\.self) { i in
                LineMark(x: .value("t", context.state.start.addingTimeInterval(Double(i) * 3600)), y: .value("v", context.state.v[i]))
            }
        }
        """

    static func chart(_ a: SwiftUIActivity) throws -> ViewChart {
        let out = try #require(a.template.liveViews).evaluate(LiveViewInput(content: Fixture.json(state), attributes: JSONObject(), isStale: false,
                                                                           activityID: "t", appearance: .light, now: 0, timeZone: .utc))
        var found: ViewChart?
        out.slots[.lock]?.walk { n in if case .chart(let c) = n.kind { found = c } }
        return try #require(found)
    }

    static func svg(_ a: SwiftUIActivity) throws -> String { PointSVG.svg([try ChartTests.lock(a, state: state)]) }

    @Test("Without axis modifiers: both axes drawn, dates as hours below, numbers on the trailing side")
    func defaults() throws {
        let a = try Self.activity(Self.lineChart + ".frame(height: 100)")
        let c = try Self.chart(a)
        #expect(c.xDates && !c.yDates && c.xAxis == ChartAxis() && c.yAxis == ChartAxis())
        let svg = try Self.svg(a)
        // 20...60 plots on 0...100; two hours of dates tick each half hour.
        #expect(svg.contains(">11:30</text>") && svg.contains(">75</text>") && svg.contains("font-size=\"11\""), "\(svg)")
        let cells = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(cells.contains("11:30") && cells.contains(" 100") && cells.contains(" 0\n"), "\(cells)")
        #expect(SwiftLiveViews.chartNote(c).contains("axis labels beside and under the plot"))
    }

    @Test(".chartXAxis(.hidden) and .chartYAxis(.hidden): no labels or grid lines anywhere")
    func hidden() throws {
        let a = try Self.activity(Self.lineChart + ".chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 60)")
        let c = try Self.chart(a)
        #expect(c.xAxis.hidden && c.yAxis.hidden)
        let svg = try Self.svg(a)
        #expect(!svg.contains("<text x=") || !svg.contains("AM</text>"))
        #expect(svg.components(separatedBy: "<line").count == 1, "\(svg)")
        let cells = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(!cells.contains("AM") && !cells.contains("60"), "\(cells)")
        #expect(SwiftLiveViews.chartNote(c) == "marks drawn as braille dots")
        // Grid lines only (a Live Activity's dashed hours): nothing in the cells, no room taken true size.
        let grid = try Self.activity(Self.lineChart + ".chartYAxis(.hidden).chartXAxis { AxisMarks { _ in AxisGridLine() } }.frame(height: 60)")
        #expect(SwiftLiveViews.chartNote(try Self.chart(grid)) == "marks drawn as braille dots; axis grid lines and ticks true size only")
        let gridSVG = try Self.svg(grid)
        // Two hours, a line each half hour, the whole 60 pt high.
        #expect(gridSVG.components(separatedBy: "<line").count - 1 == 5 && gridSVG.contains("y1=\"0\" x2=\"0\" y2=\"60\"") && !gridSVG.contains("</text>\n</g>"), "\(gridSVG)")
    }

    @Test("AxisMarks with a content closure: its values, position, dashed grid in its colour, the label it keeps")
    func axisMarks() throws {
        let a = try Self.activity(Self.lineChart + """
            .chartYAxis {
                AxisMarks(position: .leading, values: [30, 50]) { value in
                    if let v = value.as(Double.self) {
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.65, dash: [2, 3])).foregroundStyle(.red)
                        AxisValueLabel { Text("\\(Int(v))") }
                    }
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 2)) { value in
                    if let date = value.as(Date.self) { AxisGridLine() }
                }
            }
            .frame(height: 100)
            """)
        let c = try Self.chart(a)
        var y = ChartAxisMarks(position: .leading, values: .numbers([30, 50]), grid: true, tick: false, label: true)
        y.gridStroke = ChartStroke(width: 0.65, dash: [2, 3]); y.gridColour = .named("red"); y.ownLabel = true
        #expect(c.yAxis.marks == [y])
        #expect(c.xAxis.marks == [ChartAxisMarks(values: .stride(7200), grid: true, tick: false, label: false)])
        let svg = try Self.svg(a)
        #expect(svg.contains("stroke=\"#ff3b30\" stroke-width=\"0.65\" stroke-dasharray=\"2 3\""), "\(svg)")
        #expect(svg.contains(">30</text>") && svg.contains("text-anchor=\"end\">50</text>") && !svg.contains("AM</text>"))
        #expect(SwiftLiveViews.chartNote(c).contains("the app's own axis labels"))
    }

    @Test("A dashed mark: .lineStyle(StrokeStyle(lineWidth:dash:)) is a dashed SVG line")
    func dashedMark() throws {
        let a = try Self.activity("""
            Chart { RuleMark(y: .value("Limit", 50)).lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3])) }
                .chartYScale(domain: 0 ... 100).chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 40)
            """)
        #expect(try Self.chart(a).marks.first?.dash == [5, 3])
        #expect(try Self.svg(a).contains("stroke-width=\"2\" stroke-dasharray=\"5 3\""))
    }

    @Test("A dashed shape: .stroke(_, style:) is dashed in SVG and its outline ╌ ╎ in the cells")
    func dashedShape() throws {
        let a = try Self.activity("""
            RoundedRectangle(cornerRadius: 6).stroke(.orange, style: StrokeStyle(lineWidth: 1, dash: [3, 2])).frame(width: 120, height: 48)
            """)
        #expect(try Self.svg(a).contains("stroke=\"#ff9500\" stroke-width=\"1\" stroke-dasharray=\"3 2\""))
        let cells = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(cells.contains("╭╌╌") && cells.contains("╎"), "\(cells)")
        let plain = try Self.activity("RoundedRectangle(cornerRadius: 6).stroke(.orange, lineWidth: 1).frame(width: 120, height: 48)")
        #expect(!Fixture.draw(plain, state: Fixture.json(Self.state), presentations: [.lock]).contains("╌"))
    }

    @Test("The watch and CarPlay surfaces note a chart they cannot hold, as any view they cannot draw")
    func loweringNotesAChart() throws {
        let e = try #require(ViewLowering.element(ViewNode(.chart(ViewChart(marks: [])), location: "w.swift:3")))
        guard case .placeholder(let label, let note) = e.kind else { Issue.record("a placeholder: \(e.kind)"); return }
        #expect(label == "Chart" && note.hasPrefix("w.swift:3: SwiftUI Chart not drawn"))
    }
}
