import Testing
@testable import LasimRender
@testable import LasimTemplate

/// `TerminalRows`: a layout in points mapped to a terminal's rows, a
/// text's line a row, room kept only where it amounts to a row.
@Suite struct TerminalRowsTests {
    typealias V = SwiftUILayoutTests
    static let headline = ViewModifier.font(size: 17, weight: nil, design: nil)
    static let width = ProposedSize(width: 300, height: nil)

    static func rows(_ node: ViewNode) -> Int { SwiftUILayout.cellRows(of: node, proposal: width) }

    static func drawn(_ node: ViewNode, rows: Int) -> [String] {
        let grid = SwiftUILayout.draw(node, width: 30, height: rows, palette: V.palette, proposal: width).grid
        return (0..<grid.height).map { grid.text(row: $0).split(separator: " ").joined(separator: " ") }
    }

    @Test("three 17 pt lines (61.2 pt, 3.8 rows of points) take three rows, one under another")
    func linesTakeARowEach() {
        let node = V.vstack(spacing: 0, V.text("One", Self.headline), V.text("Two", Self.headline), V.text("Three", Self.headline))
        #expect(Self.rows(node) == 3)
        #expect(Self.drawn(node, rows: 3) == ["One", "Two", "Three"])
    }

    @Test("room between lines is a blank row only where it amounts to a row")
    func roomAmountingToARow() {
        let tight = V.vstack(spacing: 10, V.text("One", Self.headline), V.text("Two", Self.headline))
        let apart = V.vstack(spacing: 16, V.text("One", Self.headline), V.text("Two", Self.headline))
        #expect(Self.rows(tight) == 2)
        #expect(Self.rows(apart) == 3)
        #expect(Self.drawn(apart, rows: 3) == ["One", "", "Two"])
    }

    @Test("a clear band (the island's camera, 20.67 pt) over a line is one blank row, not two")
    func clearBandIsRoom() {
        let node = V.vstack(spacing: 0, V.color("clear", .frame(width: nil, height: 20.67, maxWidth: nil, alignment: nil)),
                            V.text("Center", Self.headline))
        #expect(Self.rows(node) == 2)
        #expect(Self.drawn(node, rows: 2) == ["", "Center"])
    }

    @Test("a shape keeps the rows of its points; a ring its line above and below what it holds")
    func shapesKeepTheirRows() {
        let bar = V.shape("Rectangle", .frame(width: 40, height: 48, maxWidth: nil, alignment: nil))
        #expect(Self.rows(V.vstack(spacing: 0, bar, V.text("Under", Self.headline))) == 4)
        let ring = V.zstack(V.shape("Capsule", .other("stroke:1")), V.text("$1.23"))
        #expect(Self.rows(ring) == 3)
    }

    @Test("a dot offset out from under the glyph it hangs from takes a row of its own, not hidden by the shape behind the glyph")
    func layerOffsetPastItsViewTakesItsRow() {
        // A glyph on a white disc, a dot hung at its bottom and moved 13 pt
        // down (past the disc's points), as a layer over a layer.
        let dot = V.shape("Circle", .foreground(.named("red")), .frame(width: 5, height: 5, maxWidth: nil, alignment: nil),
                          .other("offset:0,13"),
                          .frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: "bottom"))
        let glyph = V.text("GO", .frame(width: 45, height: 45, maxWidth: nil, alignment: nil),
                           .background(.view(V.shape("Circle", .foreground(.named("white"))))),
                           .background(.view(V.color("clear", .overlay(dot)))))
        let node = V.vstack(spacing: 0, glyph, V.text("Under", Self.headline, .padding(edges: "top", amount: 16)))
        let rows = Self.rows(node)
        let drawn = Self.drawn(node, rows: rows)
        // 20 pt between the glyph and the dot: a blank row.
        #expect(drawn == ["GO", "", "●", "Under"], "\(drawn)")
    }
}

/// The rows a card was counted by, kept for drawing it, and each view
/// moved to its rows as its cell box is made.
@Suite struct TerminalRowsSharingTests {
    typealias V = SwiftUILayoutTests
    static let lines = V.vstack(spacing: 16, V.text("One", TerminalRowsTests.headline),
                                V.text("Two", TerminalRowsTests.headline), V.text("Three", TerminalRowsTests.headline))

    static func laidOut(height: Double?) -> LaidOutView {
        SwiftUILayout.layout(lines, proposal: ProposedSize(width: 300, height: height))
    }

    @Test("the rows counted, fitted to a grid, are those made for the grid afresh, with or without a slot to fill")
    func fittedIsFresh() {
        for (view, grid) in [(Self.laidOut(height: nil), 6), (Self.laidOut(height: 160), 10), (Self.laidOut(height: 160), 4)] {
            let counted = TerminalRows(view, cellHeight: 16)
            let fresh = TerminalRows(view, cellHeight: 16, grid: grid)
            let fitted = counted.fitted(view, grid: grid)
            #expect(fitted.knots.map(\.y) == fresh.knots.map(\.y))
            #expect(fitted.knots.map(\.row) == fresh.knots.map(\.row))
        }
    }

    @Test("a cell box made at a terminal's rows holds each view moved to them, its kids in order")
    func boxesHoldMovedViews() {
        let view = Self.laidOut(height: nil)
        let rows = TerminalRows(view, cellHeight: 16)
        func check(_ box: CellBox, _ v: LaidOutView) {
            #expect(box.view.frame == rows.moved(v).frame)
            #expect(box.kids.count == v.children.count)
            for (k, c) in zip(box.kids, v.children) { check(k, c) }
        }
        let box = CellBox(view, cellWidth: 8, cellHeight: 16, glyphWidth: { _ in 1 }, rows: rows)
        check(box, view)
        // The lines stacked 16 pt apart sit a blank row apart: "Two" on the third row.
        #expect(box.kids[1].view.frame.y == 32)
    }

    @Test("a card's boxes for drawing, made from the boxes its rows were counted by, are those made afresh at its rows",
          arguments: [12, 30, 36, 38, 40, 48, 60])
    func movedBoxesAreFresh(_ columns: Int) throws {
        let h = TerminalRowsTests.headline
        // A row wider than the columns (shares, wraps), texts of two lines,
        // a fill behind a text, a hidden text, a divider, a fill of its own, offset.
        let node = V.vstack(spacing: 12,
                            V.hstack(V.text("Arrives at the north gate", h), V.text("in 12 minutes, on time", h)),
                            V.text("A long line of small words that the phone wraps onto a second line here", h, .lineLimit(2)),
                            V.text("On a colour", h, .padding(edges: "all", amount: 6), .background(.color(.named("blue")))),
                            V.text("Hidden", h, .hidden),
                            ViewNode(.divider, location: ""),
                            V.color("red", .frame(width: 40, height: 30, maxWidth: nil, alignment: nil), .other("offset:0,9")))
        return try Self.check(node, columns: columns)
    }

    @Test("the same where the card's boxes were counted without columns: small type's line wider than the cells",
          arguments: [20, 24, 28, 32, 36, 40, 44])
    func movedBoxesAreFreshCountedWithoutColumns(_ columns: Int) throws {
        let small = ViewModifier.font(size: 11, weight: nil, design: nil)
        let node = V.vstack(V.text("Small words on a line the phone fills with more characters than cells, then more of them", small,
                                   .lineLimit(4)))
        try Self.check(node, columns: columns)
    }

    static func check(_ node: ViewNode, columns: Int) throws {
        let laidOut = SwiftUILayout.layout(node, proposal: ProposedSize(width: 300, height: nil))
        let counted = try #require(SwiftUILayout.countedRows(laidOut, cellWidth: 8, cellHeight: 16, columns: columns, widest: columns + 2).terminal)
        let rows = counted.fitted(laidOut, grid: 14)
        let glyphs: (String) -> Int = { _ in 1 }
        let moved = CellBox(moving: try #require(rows.box), glyphWidth: glyphs, rows: rows, columns: rows.columns)
        let fresh = CellBox(laidOut, cellWidth: 8, cellHeight: 16, glyphWidth: glyphs, rows: rows, columns: rows.columns)
        func same(_ a: CellBox, _ b: CellBox, _ path: String) {
            #expect(a.view.frame == b.view.frame && a.view.paint == b.view.paint, "\(path): frame")
            #expect([a.demandX, a.demandY, a.softX, a.softY, a.wantX] == [b.demandX, b.demandY, b.softX, b.softY, b.wantX], "\(path): demand")
            #expect([a.isLeaf, a.isOutline, a.isLayer, a.drawsNoShapes] == [b.isLeaf, b.isOutline, b.isLayer, b.drawsNoShapes], "\(path)")
            #expect(a.inkX?.start == b.inkX?.start && a.inkX?.end == b.inkX?.end && a.inkY?.start == b.inkY?.start
                    && a.inkY?.end == b.inkY?.end && a.leanX == b.leanX, "\(path): ink")
            #expect(a.kids.count == b.kids.count, "\(path): kids")
            for (i, (k, f)) in zip(a.kids, b.kids).enumerated() { same(k, f, "\(path).\(i)") }
        }
        same(moved, fresh, "root")
    }
}
