import LasimModel
import LasimTemplate
import Testing
@testable import LasimRender

/// A chart's axes as Swift Charts draws them by default, and as the app's
/// `AxisMarks` set them: the plot shrinks for the labels, grid lines cross it.
@Suite struct ChartAxesTests {
    static let marks = [ChartMark(.line, x: .number(0), y: .number(20)), ChartMark(.line, x: .number(10), y: .number(80))]

    @Test("By default: y's labels on the trailing side, x's below, a grid line a value, the plot shrunk for them")
    func defaults() {
        let g = ChartGeometry(ViewChart(marks: Self.marks, yDomain: 0...100), width: 300, height: 100)
        let y = g.labels.filter { $0.anchor == .leading && $0.x > g.plot.width }
        #expect(y.map(\.text) == ["0", "25", "50", "75", "100"], "\(g.labels)")
        #expect(g.plot.x == 0 && g.plot.y == 0 && g.plot.width < 300 - GlyphAdvances.width("100", SwiftUIFont(size: 11)))
        #expect(g.plot.height == 100 - 4 - SwiftUIFont(size: 11).lineHeight, "a line of x labels and their gap under the plot")
        let x = g.labels.filter { $0.y > g.plot.height }
        #expect(x.map(\.text) == ["0", "2", "4", "6", "8", "10"] || x.count >= 3, "\(x)")
        // The marks move into the plot: the line ends on its right edge.
        guard case .polyline(let pts, _)? = g.items.first?.shape else { Issue.record("a line"); return }
        #expect(pts.last?.x == g.plot.width)
        // A grid line and a tick for each value of both axes, faint and 0.5 pt.
        #expect(g.guides.count == 2 * (y.count + x.count) && g.guides.allSatisfy { $0.fade == 0.5 })
        #expect(y.allSatisfy { $0.colour == .named("secondary") })
    }

    @Test(".hidden on both axes: the marks take the whole frame, nothing else is drawn")
    func hidden() {
        var chart = ViewChart(marks: Self.marks, yDomain: 0...100)
        chart.xAxis.hidden = true; chart.yAxis.hidden = true
        let g = ChartGeometry(chart, width: 300, height: 100)
        #expect(g.labels.isEmpty && g.guides.isEmpty)
        #expect(g.plot == (0, 0, 300, 100))
        chart.yAxis.hidden = false
        let yOnly = ChartGeometry(chart, width: 300, height: 100)
        #expect(yOnly.plot.height == 100 && yOnly.plot.width < 300, "x hidden: no room below")
    }

    @Test("AxisMarks(position: .leading, values: [...]): labels right-aligned before the plot, only those values, dashed grid")
    func leadingExplicit() {
        var chart = ViewChart(marks: Self.marks, yDomain: 0...100)
        chart.xAxis.hidden = true
        var m = ChartAxisMarks(position: .leading, values: .numbers([70, 180, 30]), grid: true, tick: false, label: true)
        m.gridStroke = ChartStroke(width: 0.65, dash: [2, 3])
        chart.yAxis.marks = [m]
        let g = ChartGeometry(chart, width: 300, height: 100)
        #expect(g.labels.map(\.text) == ["70", "30"], "180 is off the scale")
        #expect(g.labels.allSatisfy { $0.anchor == .trailing && $0.x < g.plot.x })
        #expect(g.plot.x > 0 && g.plot.x + g.plot.width == 300)
        #expect(g.guides.count == 2 && g.guides.allSatisfy { $0.dash == [2, 3] })
        guard case .line(let a, _, let w) = g.guides[0].shape else { Issue.record("a grid line"); return }
        #expect(abs(a.y - 30) < 1e-9 && w == 0.65, "70 of 0...100 is 30 pt down")
    }

    @Test(".automatic(desiredCount:) asks for about that many round values")
    func desiredCount() {
        var chart = ViewChart(marks: Self.marks, yDomain: 0...100)
        chart.xAxis.hidden = true
        chart.yAxis.marks = [ChartAxisMarks(values: .automatic(desiredCount: 3))]
        #expect(ChartGeometry(chart, width: 300, height: 200).labels.map(\.text) == ["0", "50", "100"])
        #expect(ChartGeometry.numberLabel(2500, step: 500) == "2,500" && ChartGeometry.numberLabel(0.5, step: 0.25) == "0.50")
        #expect(ChartGeometry.numberLabel(-3, step: 1) == "-3")
    }

    @Test("A date axis: ticks on the local clock's round hours, labelled with the texts the evaluator wrote for each value and step")
    func dates() {
        // 2023-11-14 22:13 UTC to 00:50 the next day.
        var a = ChartMark(.line, x: .number(1_700_000_000), y: .number(1)), b = ChartMark(.line, x: .number(1_700_009_400), y: .number(2))
        a.xIsDate = true; b.xIsDate = true
        var chart = ViewChart(marks: [a, b])
        chart.yAxis.hidden = true
        var marks = ChartAxisMarks()
        let keys = ChartGeometry.labelCandidates(chart, x: true, marks)
        // Every count of values a size may give: each hour, every two hours.
        #expect(keys.contains(.init(value: 1_700_002_800, step: 3600)) && keys.contains(.init(value: 1_700_006_400, step: 7200)), "\(keys)")
        for k in keys { marks.texts[k] = "\(Int(k.value) % 86400 / 60)m/\(Int(k.step))" }
        chart.xAxis.marks = [marks]
        let g = ChartGeometry(chart, width: 300, height: 80)
        #expect(g.labels.map(\.text) == ["1380m/3600", "0m/3600"], "\(g.labels)")
        #expect(g.labels.allSatisfy { $0.anchor == .leading })
        // A value without a text: no label, the grid line kept.
        chart.xAxis.marks = [ChartAxisMarks(values: .stride(1800))]
        let bare = ChartGeometry(chart, width: 300, height: 80)
        #expect(bare.labels.isEmpty && bare.guides.count == 10, "\(bare.guides.count)")
    }

    @Test("In cells: y labels in whole columns after a blank one, x labels on the row under the plot; too small, none")
    func cells() {
        let chart = ViewChart(marks: Self.marks, yDomain: 0...100)
        let g = ChartGeometry(chart, width: 160, height: 64, units: .cells(column: 8, row: 16))
        #expect(g.plot == (0, 0, 160 - 8 * 4, 48), "3 columns for \"100\" and one between; a row for x")
        #expect(g.labels.filter { $0.anchor == .leading && $0.x == 160 - 8 * 3 }.map(\.text) == ["0", "50", "100"])
        #expect(g.labels.contains { $0.y == 56 }, "x labels on the last row")
        let tiny = ChartGeometry(chart, width: 40, height: 16, units: .cells(column: 8, row: 16))
        #expect(tiny.labels.isEmpty && tiny.plot == (0, 0, 40, 16))
    }

    @Test("Drawn: a grid line under the marks, dashed where its stroke is, the labels as caption2 text")
    func svg() {
        var chart = ViewChart(marks: Self.marks, yDomain: 0...100)
        var rule = ChartMark(.rule, y: .number(60)); rule.dash = [4, 2]
        chart.marks.append(rule)
        let g = ChartGeometry(chart, width: 300, height: 100)
        #expect(g.items.first { if case .line = $0.shape { return true }; return false }?.dash == [4, 2])
        // In cells the dashed rule leaves gaps along its row of dots.
        var bare = chart
        bare.xAxis.hidden = true; bare.yAxis.hidden = true
        bare.marks = [rule]
        let dots = CellDrawer.brailleDots(ChartGeometry(bare, width: 160, height: 16), width: 160, height: 16, columns: 20, rows: 1)
        let full = CellDrawer.brailleDots(ChartGeometry({ var c = bare; c.marks[0].dash = []; return c }(), width: 160, height: 16),
                                          width: 160, height: 16, columns: 20, rows: 1)
        let count = { (d: [Int: (bits: UInt8, colour: ViewColor)]) in d.values.reduce(0) { $0 + $1.bits.nonzeroBitCount } }
        #expect(count(dots) > 0 && count(dots) < count(full), "\(count(dots)) of \(count(full))")
    }
}

@Suite struct DashedBoxTests {
    @Test("A dashed outline: ╌ and ╎ sides, or under --ascii every other cell of a side left out")
    func dashedBox() {
        var g = Grid(width: 6, height: 4)
        g.box(Rect(x: 0, y: 0, width: 6, height: 4), style: .plain, ascii: false, dashed: true)
        #expect(g.lines == ["╭╌╌╌╌╮", "╎    ╎", "╎    ╎", "╰╌╌╌╌╯"])
        var a = Grid(width: 6, height: 4)
        a.box(Rect(x: 0, y: 0, width: 6, height: 4), style: .plain, ascii: true, dashed: true)
        #expect(a.lines == ["+ - -+", "      ", "|    |", "+ - -+"], "\(a.lines)")
    }
}
