import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
@testable import LasimTemplate
import Testing

/// A `Canvas`'s fills are a picture (an app's pixel art: a mascot of 4 pt
/// squares, `ctx.fill(Path(rect), with: .color(c))`): the cells draw them
/// as pixels, two a cell, with half and full blocks, as an image's, so a
/// pixel half a cell tall shows, and the picture reads without colours.
@Suite struct CanvasPixelTests {
    static let helper = """
        func px(_ ctx: inout GraphicsContext, _ x: Int, _ y: Int, _ color: Color) {
            ctx.fill(Path(CGRect(x: CGFloat(x) * 4, y: CGFloat(y) * 4, width: 4, height: 4)), with: .color(color))
        }
        """

    /// 8 x 8 squares of 4 pt: 4 cells by 2 rows. Orange: the top two rows
    /// of squares (each cell's top half on the first row) and the bottom
    /// half's left half (whole cells); one blue square alone in a corner.
    static let mascot = """
        HStack {
            Canvas { context, size in
                for x in 0..<8 { px(&context, x, 0, .orange); px(&context, x, 1, .orange) }
                for y in 4..<8 { for x in 0..<4 { px(&context, x, y, .orange) } }
                px(&context, 7, 7, .blue)
            }
            .frame(width: 32, height: 32)
            Text("Build")
            Spacer()
        }
        """

    static func grid() throws -> Grid {
        let a = try AppShapeTests.activity(mascot, extra: helper)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(AppShapeTests.state), now: 0, state: .active)
        return Renderer(catalog: catalog, options: RenderOptions()).render(.lock, Snapshot(sample: sample, template: a.template), now: 0).grid
    }

    @Test("the squares are drawn as half and full blocks in their colours, a lone square in the half it covers most")
    func pixelsAreBlocks() throws {
        let grid = try Self.grid()
        let rows = TextPrinter.text(grid).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(rows.firstIndex { $0.contains("▀▀▀▀") }, "\(rows.joined(separator: "\n"))")
        let x = rows[top].distance(from: rows[top].startIndex, to: try #require(rows[top].firstIndex(of: "▀")))
        let cells = { (y: Int) in String(Array(rows[y])[x..<(x + 4)]) }
        #expect(cells(top) == "▀▀▀▀" && cells(top + 1) == "██ ▄", "\(rows[top])\n\(rows[top + 1])")
        let orange = RGB(0xff, 0x95, 0x00), blue = RGB(0x00, 0x7a, 0xff)
        let gx = (0..<grid.width).first { grid[$0, top].grapheme == "▀" }!
        #expect(grid[gx, top].style.fg == orange, "\(grid[gx, top].style)")
        #expect(grid[gx, top + 1].style.fg == orange && grid[gx, top + 1].style.bg == orange, "a full block, its paper the same")
        #expect(grid[gx + 3, top + 1].style.fg == blue, "\(grid[gx + 3, top + 1].style)")
        // Under the top row's blocks, the card's own paper.
        #expect(grid[gx, top].style.bg == grid[gx, top - 1].style.bg, "\(grid[gx, top].style)")
    }

    @Test("a shape's fill outside a Canvas keeps whole cells of colour (a card, a ticket)")
    func otherFillsStayCells() throws {
        let a = try AppShapeTests.activity("""
            Path(CGRect(x: 0, y: 0, width: 32, height: 8)).fill(Color.orange).frame(width: 32, height: 32)
            """)
        let cells = Fixture.draw(a, state: Fixture.json(AppShapeTests.state), presentations: [.lock])
        #expect(!cells.contains("▀") && !cells.contains("█"), "\(cells)")
    }
}
