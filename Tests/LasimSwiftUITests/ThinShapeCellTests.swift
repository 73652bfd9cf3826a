@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A shape thinner than half a cell is a line along its length in the
/// cells, and a shape squeezed out of a row takes a free cell there: the
/// phone draws it, so the cells show that something is there.
@Suite struct ThinShapeCellTests {
    static func lock(_ view: String) throws -> RenderedPresentation {
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget(view))
        return renderer.render(.lock, snap, now: LayoutRuleTests.now)
    }

    static func count(_ glyph: Character, _ r: RenderedPresentation) -> Int {
        TextPrinter.text(r.grid).filter { $0 == glyph }.count
    }

    @Test("a 3.3 pt bar beside a text is a heavy line down, a 5 pt band under it a heavy line across (were painted cells: blank in text)")
    func thinBarsAreLines() throws {
        let r = try Self.lock("""
            VStack {
                HStack { Text("Voice"); Rectangle().fill(.yellow).frame(width: 3.3, height: 20) }
                Capsule().fill(.gray).frame(width: 120, height: 5)
            }
            """)
        #expect(Self.count("┃", r) >= 1, "\(TextPrinter.text(r.grid))")
        #expect(Self.count("━", r) >= 10, "\(TextPrinter.text(r.grid))")
    }

    @Test("a progress bar's filled part is drawn over its track: the track's line in its colour, the filled part's in its own")
    func filledPartOverTrack() throws {
        let r = try Self.lock("""
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 0.5, green: 0.5, blue: 0.5)).frame(width: 200, height: 6)
                Capsule().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 6)
            }
            """)
        var colours: [RGB] = []
        for y in 0..<r.grid.height { for x in 0..<r.grid.width where r.grid[x, y].grapheme == "━" { colours.append(r.grid[x, y].style.fg ?? RGB(0, 0, 0)) } }
        let blue = colours.filter { $0 == RGB(0, 0, 255) }.count, grey = colours.count - blue
        #expect(blue >= 10 && grey >= 10, "\(colours)")
    }

    @Test("five 3 pt bars 8 pt apart in a 16 pt frame, more than its cells hold, still show (were squeezed out: nothing drawn)")
    func squeezedBarsShow() throws {
        let r = try Self.lock("""
            HStack {
                Text("Call")
                HStack(spacing: 8) { ForEach(0..<5) { _ in Rectangle().fill(.yellow).frame(width: 3, height: 20) } }.frame(width: 16)
            }
            """)
        #expect(Self.count("┃", r) >= 2, "\(TextPrinter.text(r.grid))")
    }
}
