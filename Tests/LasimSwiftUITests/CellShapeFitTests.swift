import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// What the points lay out, shown by the cells at its size: a shape less
/// than a row high is one row (a line or a band of blocks), a short line
/// down takes the part of its row it covers, an image keeps its aspect,
/// and plain text draws an image as its shape.
@Suite struct CellShapeFitTests {
    static func rows(_ out: String, _ glyph: Character) -> [Substring] {
        out.split(separator: "\n").filter { $0.contains(glyph) }
    }

    @Test("five 10 pt zone bars with a hairline ring over each are one row of blocks, not boxes two or three rows tall")
    func barsUnderARowAreOneRowOfBlocks() throws {
        // A card with a ring of its own round them, as a heart-rate card draws its zones.
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(alignment: .leading, spacing: 5) {
                Text("ZONE 3").font(.system(size: 10, weight: .bold))
                HStack(spacing: 5) {
                    ForEach(1...5, id: \\.self) { z in
                        RoundedRectangle(cornerRadius: 4).fill(z <= 3 ? Color.green : Color.gray)
                            .frame(height: 10)
                            .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(.white.opacity(0.35), lineWidth: 0.5))
                    }
                }
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 24).fill(Color.white)
                .overlay(RoundedRectangle(cornerRadius: 24).strokeBorder(.black, lineWidth: 1)))
            .padding(8)
            """))
        let bars = Self.rows(out, "▅")
        #expect(bars.count == 1, "\(out)")
        #expect(bars.first.map { $0.filter { $0 == "▅" }.count >= 25 } == true, "\(out)")
        // The card's ring only: two corners a row, no ring round a bar.
        #expect(Self.rows(out, "╭").allSatisfy { $0.filter { $0 == "╭" }.count == 1 }, "\(out)")
    }

    @Test("2 x 4 pt ticks beside a text are half lines in the half of the row they are in, not a divider's whole-row line")
    func shortTicksAreHalfLines() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack(alignment: .bottom, spacing: 30) {
                Text("steps")
                Rectangle().fill(Color.black).frame(width: 2, height: 4)
                Rectangle().fill(Color.black).frame(width: 2, height: 4)
                Rectangle().fill(Color.black).frame(width: 2, height: 30)
            }
            """))
        let row = try #require(Self.rows(out, "s").first { $0.contains("steps") }, "\(out)")
        #expect(row.filter { "╷╵".contains($0) }.count == 2, "\(out)")
        // The 30 pt bar is a line down its two rows, as before.
        #expect(out.filter { $0 == "│" }.count == 2, "\(out)")
    }

    /// The columns of the widest row of pixels drawn.
    static func pictureColumns(_ out: String) -> Int {
        out.split(separator: "\n").map { $0.filter { "▀▄█".contains($0) }.count }.max() ?? 0
    }

    @Test("a 40 pt square logo in three rows is six columns (a pixel is a column by half a row), not its points' five or fewer")
    func logoKeepsItsAspect() throws {
        let a = try AssetImageTests.inline("""
            HStack {
                Image("crest").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40)
                Text("In store pickup").frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(15)
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let rows = out.split(separator: "\n").filter { $0.contains("▀") }
        #expect(rows.count == 3 && Self.pictureColumns(out) == 6, "\(out)")
    }

    @Test("squeezed into fewer columns than its aspect asks, an image keeps its aspect: centred, half rows left blank")
    func squeezedImageIsCentred() {
        let fit = CellDrawer.pictureFit(width: 40, height: 40, columns: 4, halfRows: 6)
        #expect(fit.columns == 4 && fit.halfRows == 4 && fit.top == 1 && fit.left == 0)
        let wide = CellDrawer.pictureFit(width: 40, height: 20, columns: 10, halfRows: 2)
        #expect(wide.columns == 4 && wide.left == 3 && wide.halfRows == 2)
    }

    static func textRender(_ a: SwiftUIActivity, glyphsOnly: Bool) -> String {
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        var options = RenderOptions()
        options.glyphsOnly = glyphsOnly
        let renderer = Renderer(catalog: catalog, options: options)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 1_700_000_000, state: .active)
        return TextPrinter.text(renderer.render(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000).grid)
    }

    @Test("in plain text an image is its shape against the card: its coloured rows blocks, its white and clear pixels blank")
    func plainTextImageIsItsShape() throws {
        // crest: rows of red, green and blue pixels, then white and clear ones, on a white card.
        let a = try AssetImageTests.inline("""
            Image("crest").resizable().frame(width: 32, height: 32).padding(8)
            """)
        let shapes = Self.textRender(a, glyphsOnly: true)
        let pixels = Self.textRender(a, glyphsOnly: false)
        #expect(shapes.contains("████") && shapes.contains("▀▀▀▀"), "\(shapes)")
        #expect(!pixels.contains("█"), "\(pixels)")
    }
}
