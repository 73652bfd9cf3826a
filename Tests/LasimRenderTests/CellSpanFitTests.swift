@testable import LasimRender
import Testing

struct CellSpanFitTests {
    /// A row of 42 cells: a caption of 3 cells, a spacer, a caption that
    /// needs 7 cells where its points give it 5 (it overlaps both spacers),
    /// a spacer, a caption of 5. Where a spacer meets a caption it gives up
    /// its cells on that side; cutting only the longer spacer would push
    /// the middle caption four columns left of its points.
    @Test func aSpacerGivesWayWhereItMeetsAText() {
        var spans = [
            CellSpan(start: 0, length: 3, demand: 3, gap: 0),
            CellSpan(start: 3, length: 16, demand: 0, gap: 0, isSpacer: true),
            CellSpan(start: 18, length: 7, demand: 7, gap: 1),
            CellSpan(start: 24, length: 15, demand: 0, gap: 0, isSpacer: true),
            CellSpan(start: 37, length: 5, demand: 5, gap: 1),
        ]
        CellSpanFit.fit(&spans, from: 0, to: 42)
        #expect(spans.map(\.start) == [0, 3, 18, 25, 37])
        #expect(spans.map(\.length) == [3, 14, 7, 11, 5])
    }

    /// What is not a spacer keeps its cells: a view that draws (a line
    /// between two icons) is cut as before, from the end of the one with
    /// the most to spare.
    @Test func aViewThatDrawsIsNotCutWhereItMeets() {
        var spans = [
            CellSpan(start: 0, length: 13, demand: 2, gap: 0),
            CellSpan(start: 13, length: 12, demand: 2, gap: 1),
            CellSpan(start: 25, length: 13, demand: 2, gap: 1),
        ]
        CellSpanFit.fit(&spans, from: 0, to: 38)
        #expect(spans.map(\.start) == [0, 12, 25])
        #expect(spans.map(\.length) == [11, 12, 13])
    }

    /// Three labels packed as the phone sets them, two cells between each
    /// (a run, `CellDrawer.packRuns`), in a row two cells short: the gaps
    /// that keep their words apart give back all but a cell each before a
    /// label is cut.
    @Test func gapsBetweenWordsShrinkToACellBeforeATextIsCut() {
        var spans = [
            CellSpan(start: 0, length: 17, demand: 17, gap: 0),
            CellSpan(start: 19, length: 15, demand: 15, gap: 2, keepsWordsApart: true),
            CellSpan(start: 36, length: 8, demand: 8, gap: 2, keepsWordsApart: true),
        ]
        CellSpanFit.fit(&spans, from: 0, to: 42)
        #expect(spans.map(\.length) == [17, 15, 8])
        #expect(spans.map(\.gap) == [0, 1, 1])
        #expect(spans.map(\.start) == [0, 18, 34])
    }

    /// Five bars equal in points, each rounded to 8 cells, a cell kept
    /// between each, in a row four cells short: equals are cut alike, the
    /// odd cell where the running total rounds (7, 7, 8, 7, 7), not the
    /// first two by two (6, 6, 8, 8, 8).
    @Test func equalViewsAreCutAlike() {
        var spans = (0..<5).map { CellSpan(start: $0 * 8, length: 8, demand: 3, gap: $0 == 0 ? 0 : 1, soft: 3, points: 60.6) }
        CellSpanFit.fit(&spans, from: 0, to: 40)
        #expect(spans.map(\.length) == [7, 7, 8, 7, 7])
        #expect(spans.map(\.start) == [0, 8, 16, 25, 33])
    }

    /// Views of different points are not equals: cut as before.
    @Test func viewsOfOtherPointsAreCutOneByOne() {
        var spans = [60.6, 60.7, 60.8].enumerated().map { i, p in
            CellSpan(start: i * 8, length: 8, demand: 3, gap: i == 0 ? 0 : 1, points: p)
        }
        CellSpanFit.fit(&spans, from: 0, to: 24)
        #expect(spans.map(\.length) == [6, 8, 8])
    }

    @Test("down a column, a band's row gives way after the blank row before it and before a text is cut")
    func shapeRowsGiveWayAfterGapsBeforeTexts() {
        // A text, a blank row, a zone bar's band (its row a shape's), a text.
        func column() -> [CellSpan] {
            [CellSpan(start: 0, length: 1, demand: 1, gap: 0),
             CellSpan(start: 2, length: 1, demand: 1, gap: 1, shape: 1),
             CellSpan(start: 3, length: 1, demand: 1, gap: 0)]
        }
        // Three rows: the blank row goes, the band stays.
        var three = column()
        CellSpanFit.fit(&three, from: 0, to: 3)
        #expect(three.map(\.length) == [1, 1, 1] && three[1].gap == 0, "\(three)")
        // Two rows: the band goes too, both texts stay whole.
        var two = column()
        CellSpanFit.fit(&two, from: 0, to: 2)
        #expect(two.map(\.length) == [1, 0, 1], "\(two)")
    }
}
