import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// In plain text (`--format text`, no colour) a painted cell is a blank:
/// painted shapes that stand out are drawn in glyphs, and an image is
/// judged against the paper text shows, not a fill text cannot show.
@Suite struct CellPlainTextTests {
    static func render(_ lock: String, glyphsOnly: Bool = true) throws -> String {
        CellShapeFitTests.textRender(try AssetImageTests.inline(lock), glyphsOnly: glyphsOnly)
    }

    static func count(_ out: String, _ glyph: Character) -> Int { out.filter { $0 == glyph }.count }

    @Test("a 24 pt bar of its own (a workout's progress segment) is blocks in plain text, painted cells in colour")
    func rowTallBarIsBlocks() throws {
        let lock = """
            VStack(spacing: 8) {
                Text("Treadmill Run")
                HStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 6).fill(Color(red: 0.9, green: 0.95, blue: 0.6))
                    RoundedRectangle(cornerRadius: 6).fill(Color(red: 0.2, green: 0.4, blue: 0.9))
                }
                .frame(height: 24)
            }
            .padding(16)
            """
        let text = try Self.render(lock)
        let row = try #require(text.split(separator: "\n").first { $0.contains("█") }, "\(text)")
        // Two segments a cell apart, each many blocks wide.
        #expect(row.split(separator: " ").filter { $0.contains("███") }.count == 2, "\(text)")
        #expect(!(try Self.render(lock, glyphsOnly: false)).contains("█"))
    }

    @Test("a bar's fill over its track: the fill blocks, the track a light shade, not one block with it")
    func fillOverTrackIsTwoShades() throws {
        let text = try Self.render("""
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 0, green: 0.5, blue: 1))
                Capsule().fill(Color(red: 1, green: 0.8, blue: 0)).frame(width: 120)
            }
            .frame(height: 40).padding(16)
            """)
        let row = try #require(text.split(separator: "\n").first { $0.contains("█") }, "\(text)")
        #expect(row.contains("███░░░"), "\(text)")
    }

    @Test("a panel behind a text (a button's capsule) is its outline in plain text; a shade of the card's own colour is not drawn")
    func panelIsOutlined() throws {
        let lock = """
            HStack {
                Text("Next").padding(.vertical, 16).padding(.horizontal, 24)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(red: 0.1, green: 0.3, blue: 0.8)))
                Spacer()
                Text("Back").padding(.vertical, 16).padding(.horizontal, 24)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(red: 0.97, green: 0.97, blue: 0.97)))
            }
            .padding(16)
            """
        let text = try Self.render(lock)
        let line = try #require(text.split(separator: "\n").first { $0.contains("Next") }, "\(text)")
        #expect(line.contains("│ Next │") || line.contains("│  Next  │") || line.contains("│ Next  │") || line.contains("│  Next │"), "\(text)")
        #expect(!line.contains("Back │") && !line.contains("Back  │"), "\(text)")
        #expect(!text.contains("█"), "\(text)")
    }

    @Test("a disc under its symbol's overlay (an avatar) is outlined, not blocks round the symbol")
    func discUnderOverlayIsOutlined() throws {
        let text = try Self.render("""
            HStack {
                Circle().fill(Color(red: 0.2, green: 0.4, blue: 0.9)).frame(width: 56, height: 56)
                    .overlay(Image(systemName: "person.fill"))
                Text("Team 1")
            }
            .padding(16)
            """)
        #expect(text.contains("╭") && text.contains("╯") && !text.contains("█"), "\(text)")
    }

    @Test("a tile behind a title that crosses its edge is not outlined: a box round the wrong thing")
    func crossedTileIsNotOutlined() throws {
        let text = try Self.render("""
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.9, green: 0.95, blue: 0.6)).frame(width: 60, height: 50)
                Text("Treadmill Run, the long way home").padding(.top, 17)
            }
            .padding(16)
            """)
        #expect(text.contains("Treadmill") && !text.contains("╭") && !text.contains("│") && !text.contains("█"), "\(text)")
    }

    @Test("in plain text a logo on a disc of its own colour still shows: judged against the paper under the disc, which text does not draw")
    func logoOnItsDiscShows() throws {
        // A crest whose top row is red, over a red disc (a sports card's logo on its team colour).
        let text = try Self.render("""
            Image("crest").resizable().frame(width: 32, height: 32)
                .background(Circle().fill(Color(red: 1, green: 0, blue: 0))).padding(8)
            """)
        #expect(text.split(separator: "\n").first { $0.contains("█") || $0.contains("▄") }?.contains("████") == true, "\(text)")
    }

    @Test("a card's own background is the paper its image is judged against: a white pixel on a black card shows")
    func cardBackgroundIsThePaper() throws {
        let text = try Self.render("""
            Image("crest").resizable().frame(width: 32, height: 32).padding(8)
                .frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black)
            """)
        // Red over green, then blue over white and over clear: all but the clear pixels show on black
        // (judged against the white system card, the white would vanish and the clear show: "▀▀██").
        let rows = text.split(separator: "\n").filter { $0.contains("█") || $0.contains("▀") }
        #expect(rows.count == 2 && rows[0].contains("████") && rows[1].contains("██▀▀"), "\(text)")
    }

    @Test("in plain text a Canvas cell both of whose halves are painted, in two colours, is a whole block")
    func canvasTwoColoursIsWholeBlock() throws {
        let lock = """
            Canvas { ctx, size in
                ctx.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 8)), with: .color(.red))
                ctx.fill(Path(CGRect(x: 0, y: 8, width: 32, height: 8)), with: .color(.blue))
            }
            .frame(width: 32, height: 16).padding(8)
            """
        #expect(try Self.render(lock).contains("████"))
        #expect(!(try Self.render(lock, glyphsOnly: false)).contains("█"))
    }
}
