import Testing
@testable import LasimRender
import LasimTemplate

@Suite struct ChartGeometryTests {
    func value(_ d: Double) -> ChartMark.Value { .number(d) }
    /// A chart without axes: its marks take the whole frame (`ChartAxesTests` has the axes).
    func bare(marks: [ChartMark], xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil) -> ViewChart {
        var c = ViewChart(marks: marks, xDomain: xDomain, yDomain: yDomain)
        c.xAxis.hidden = true; c.yAxis.hidden = true
        return c
    }

    @Test("A number's automatic domain runs from zero to a round value above the data; y grows upwards")
    func automaticDomain() {
        // 0...200 (180 rounds up to 200): 100 is half-way, 180 near the top.
        let g = ChartGeometry(bare(marks: [ChartMark(.point, x: value(0), y: value(100)),
                                                ChartMark(.point, x: value(10), y: value(180))]), width: 100, height: 50)
        #expect(g.items.count == 2)
        guard case .point(let a, _) = g.items[0].shape, case .point(let b, _) = g.items[1].shape else {
            Issue.record("points expected"); return
        }
        #expect(a.x == 0 && b.x == 100, "x runs over the data, not from zero")
        #expect(a.y == 25)
        #expect(abs(b.y - 5) < 1e-9)
        #expect(ChartGeometry.Axis.round(180) == 200 && ChartGeometry.Axis.round(7) == 10 && ChartGeometry.Axis.round(23) == 25)
    }

    @Test("An explicit domain wins; a rule with only y spans the plot; an unnamed series is Charts' blue")
    func explicitDomainAndRule() {
        let g = ChartGeometry(bare(marks: [ChartMark(.rule, y: value(70))], yDomain: 40...300), width: 200, height: 260)
        #expect(g.items == [ChartGeometry.Item(shape: .line(.init(x: 0, y: 230), .init(x: 200, y: 230), width: 1),
                                               colour: .named("blue"))])
    }

    @Test("Categories take equal bands in order; a bar rises from zero; series get Charts' colours in turn")
    func categoriesAndSeries() {
        var a = ChartMark(.bar, x: .category("Mon"), y: value(5)); a.series = "x"
        var b = ChartMark(.bar, x: .category("Tue"), y: value(10)); b.series = "y"
        let g = ChartGeometry(bare(marks: [a, b]), width: 100, height: 100)
        #expect(g.items.map(\.colour) == [.named("blue"), .named("green")])
        guard case .rect(let x0, let y0, let w0, let h0) = g.items[0].shape, case .rect(let x1, _, _, let h1) = g.items[1].shape else {
            Issue.record("bars expected"); return
        }
        #expect(x0 == 10 && w0 == 30, "Mon: the first half's middle 60 %")
        #expect(x1 == 60)
        #expect(h0 == 50 && y0 == 50 && h1 == 100)
    }

    @Test("Line marks of one series join left to right")
    func linesJoin() {
        let marks = [3.0, 1, 2].map { ChartMark(.line, x: value($0), y: value($0)) }
        let g = ChartGeometry(bare(marks: marks, yDomain: 0...4), width: 20, height: 40)
        guard case .polyline(let pts, _) = g.items.first?.shape else { Issue.record("a line expected"); return }
        #expect(pts.map(\.x) == [0, 10, 20])
    }

    @Test("No marks, or no room: nothing to draw")
    func empty() {
        #expect(ChartGeometry(bare(marks: []), width: 10, height: 10).items.isEmpty)
        #expect(ChartGeometry(bare(marks: [ChartMark(.point, x: value(1), y: value(1))]), width: 0, height: 10).items.isEmpty)
    }

    @Test("In cells, a rule is a row of braille dots at its height; a point one dot")
    func braille() {
        let rule = ChartGeometry(bare(marks: [ChartMark(.rule, y: value(1))], yDomain: 0...4), width: 16, height: 16)
        let dots = CellDrawer.brailleDots(rule, width: 16, height: 16, columns: 2, rows: 1)
        // y = 1 of 0...4 is 3/4 down: the cell's fourth row of dots, both columns (0x40 | 0x80).
        #expect(dots[0]?.bits == 0xC0 && dots[1]?.bits == 0xC0)
        let point = ChartGeometry(bare(marks: [ChartMark(.point, x: value(0), y: value(4))], xDomain: 0...1, yDomain: 0...4),
                                  width: 16, height: 16)
        let one = CellDrawer.brailleDots(point, width: 16, height: 16, columns: 2, rows: 1)
        #expect(one.count == 1 && one[0]?.bits == 0x01, "the top-left dot")
    }
}

@Suite struct ChartGeometryBadInputTests {
    @Test("A domain too wide to subtract, a NaN value, a negative symbol size: drawn at the edges or not at all, no trap")
    func extremes() {
        let marks = [ChartMark(.point, x: .number(0), y: .number(1e308)), ChartMark(.line, x: .number(1), y: .number(.nan)),
                     ChartMark(.rule, y: .number(-1e308))]
        var withSize = marks
        withSize[0].symbolSize = -4
        let g = ChartGeometry(ViewChart(marks: withSize, yDomain: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
                              width: 30, height: 20)
        let dots = CellDrawer.brailleDots(g, width: 30, height: 20, columns: 4, rows: 2)
        #expect(!dots.isEmpty)
    }
}
