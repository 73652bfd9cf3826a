import Testing
@testable import LasimRender
@testable import LasimTemplate
import LasimText

/// A bar's run of one glyph is written without measuring the glyph at each
/// column; it must leave the cells `write` leaves.
struct CellDrawerRunTests {
    static func drawer() -> CellDrawer {
        let palette = Theme.standard.effectivePalette(.card, appearance: .light)
        var d = CellDrawer(width: 12, height: 3, palette: palette, surface: RGB(1, 2, 3), symbols: ThemeTables(.standard),
                           ascii: false, slot: "lock", cellWidth: 8, cellHeight: 16)
        // Backgrounds that differ cell by cell, and a wide glyph the run may cut in half.
        d.grid.fill(Rect(x: 3, y: 1, width: 4, height: 1), style: Style(fg: nil, bg: RGB(9, 9, 9)))
        d.grid.put("北", x: 8, y: 1, style: Style(fg: RGB(5, 5, 5), bg: RGB(7, 7, 7)))
        return d
    }

    @Test func aRunLeavesTheCellsWriteLeaves() {
        let style = Style(fg: RGB(200, 10, 10), bg: RGB(1, 2, 3), bold: true, ink: .graphic)
        for glyph in ["━", "─", "#"] as [Unicode.Scalar] {
            for (x, count, limit) in [(0, 12, 12), (2, 5, 12), (-3, 8, 12), (4, 20, 9), (9, 3, 12), (13, 2, 20), (5, 0, 12), (3, 4, 2)] {
                for y in [1, -1, 3] {
                    var a = Self.drawer(), b = Self.drawer()
                    a.write(String(repeating: Character(glyph), count: count), x: x, y: y, style: style, limit: limit)
                    b.writeRun(glyph, count: count, x: x, y: y, style: style, limit: limit)
                    #expect(a.grid.cells == b.grid.cells, "\(glyph) x \(count) at \(x),\(y) to \(limit)")
                }
            }
        }
    }

    @Test("a right-to-left text is written in the order it is seen, as the cells' own layout writes it")
    func rightToLeftTextInVisualOrder() {
        let palette = Theme.standard.effectivePalette(.card, appearance: .light)
        let text = "أحمد 12"
        let node = ViewNode(.text(TextTemplate(parts: [.literal(text)], source: text)), location: "")
        let drawing = SwiftUILayout.draw(node, width: 20, height: 1, palette: palette)
        #expect(drawing.grid.text(row: 0).contains(String(Bidi.visualOrder(text))))
        #expect(!drawing.grid.text(row: 0).contains(text))
    }
}
