import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// A chart's axes in the app's code (`.chartXAxis(.hidden)`, `.chartYAxis { AxisMarks(...) }`),
/// dashed strokes, and a chart where the watch and CarPlay cannot draw one.
@Suite struct ChartAxisTests {
    static func activity(_ view: String, locale: String = "en_US") throws -> SwiftUIActivity {
        try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", """
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
            """)]), locale: locale).first)
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
        // The date axis holds the locale's labels for its values; the number axis is Charts' default.
        #expect(c.xDates && !c.yDates && !c.xAxis.hidden && c.xAxis.drawn.count == 1 && c.yAxis == ChartAxis())
        #expect(c.xAxis.drawn[0].texts[ChartAxisMarks.LabelKey(value: 1_700_004_600, step: 1800)] == "11:30")
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
        y.labelMaker = 0; y.texts = [.init(value: 30, step: 20): "30", .init(value: 50, step: 20): "50"]
        #expect(c.yAxis.marks == [y])
        #expect(c.xAxis.marks == [ChartAxisMarks(values: .stride(7200), grid: true, tick: false, label: false)])
        let svg = try Self.svg(a)
        #expect(svg.contains("stroke=\"#ff3b30\" stroke-width=\"0.65\" stroke-dasharray=\"2 3\""), "\(svg)")
        #expect(svg.contains(">30</text>") && svg.contains("text-anchor=\"end\">50</text>") && !svg.contains("AM</text>"))
        #expect(!SwiftLiveViews.chartNote(c).contains("the app's own axis labels"))
    }

    @Test("AxisValueLabel's own content and format: each value's label as the app's code writes it, SVG and cells")
    func ownLabels() throws {
        let a = try Self.activity(Self.lineChart + """
            .chartYAxis {
                AxisMarks(values: [30, 50]) { value in
                    AxisValueLabel { Text("\\(value.as(Int.self) ?? 0) mg") }
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour)) { _ in AxisValueLabel(format: .dateTime.hour().minute()) }
            }
            .frame(height: 100)
            """)
        let svg = try Self.svg(a)
        #expect(svg.contains(">30 mg</text>") && svg.contains(">50 mg</text>") && svg.contains(">11:00\u{202f}PM</text>"), "\(svg)")
        #expect(!svg.contains(">30</text>") && !svg.contains(">11\u{202f}PM</text>"))
        let cells = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(cells.contains("50 mg") && cells.contains("11:00\u{202f}PM"), "\(cells)")
        // A number format; a scale set after the axis relabels the values it gives.
        let b = try Self.activity(Self.lineChart + """
            .chartYAxis { AxisMarks { _ in AxisValueLabel(format: .number.precision(.fractionLength(1))) } }
            .chartYScale(domain: 0 ... 100)
            .chartXAxis(.hidden)
            .frame(height: 100)
            """)
        let bsvg = try Self.svg(b)
        #expect(bsvg.contains(">25.0</text>") && bsvg.contains(">100.0</text>") && !bsvg.contains(">60.0</text>"), "\(bsvg)")
    }

    @Test("A mark's annotation beside it, in SVG and the cells; .chartPlotStyle's background behind the plot")
    func annotationAndPlotStyle() throws {
        let a = try Self.activity("""
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 40)).annotation(position: .top) { Text("40 k").foregroundStyle(.red) }
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", 80)).annotation(position: .overlay) { Text("80") }
            }
            .chartPlotStyle { plot in plot.background(Color.yellow.opacity(0.3)) }
            .chartYAxis(.hidden)
            .frame(height: 100)
            """)
        let c = try Self.chart(a)
        #expect(c.marks.map { $0.annotation?.text } == ["40 k", "80"] && c.marks.map { $0.annotation?.position } == [.top, .overlay])
        #expect(c.plotBackground != nil)
        let svg = try Self.svg(a)
        #expect(svg.contains("text-anchor=\"middle\">40 k</text>") && svg.contains("text-anchor=\"middle\">80</text>"), "\(svg)")
        #expect(svg.contains("fill=\"#ff3b30\" text-anchor=\"middle\">40 k</text>"), "\(svg)")
        #expect(svg.contains("fill=\"#ffcc00\" fill-opacity=\"0.3\""), "\(svg)")
        // Above the first bar (40 of 80, half the plot's height): the text's middle above the bar's top.
        let g = ChartGeometry(c, width: 300, height: 100)
        let bar = try #require(g.items.first), label = try #require(g.labels.first { $0.text == "40 k" })
        if case .rect(_, let top, _, _) = bar.shape { #expect(label.y < top) } else { Issue.record("\(bar)") }
        let cells = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.lock])
        #expect(cells.contains("40 k"), "\(cells)")
        #expect(SwiftLiveViews.chartNote(c).contains("the plot's background true size only"))
    }

    @Test("A date axis's default labels in the locale: an hour as de_DE writes it")
    func localeDates() throws {
        let view = Self.lineChart + ".chartXAxis { AxisMarks(values: .stride(by: .hour)) }.frame(height: 100)"
        let svg = PointSVG.svg([try ChartTests.lock(try Self.activity(view, locale: "de_DE"), state: Self.state)])
        #expect(svg.contains(">23 Uhr</text>") && !svg.contains("PM</text>"), "\(svg)")
        #expect(PointSVG.svg([try ChartTests.lock(try Self.activity(view), state: Self.state)]).contains(">11\u{202f}PM</text>"))
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
        #expect(label == "Chart" && note.description.hasPrefix("w.swift:3: SwiftUI Chart not drawn"))
    }
}
