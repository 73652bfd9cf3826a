@testable import LasimRender
@testable import LasimSwiftUI
import Testing

@Suite struct SqueezedLineTests {
    static let card = LayoutRuleTests.widget("""
        VStack(spacing: 16) {
            HStack { Text("10:00 PM"); Spacer(); Text("6:00 AM") }
            VStack(spacing: 8) {
                HStack(spacing: 10) {
                    Text("MON").font(.system(size: 30, weight: .bold))
                    Color.clear
                        .frame(height: 20)
                        .overlay(
                            GeometryReader { g in
                                VStack(spacing: 0) {
                                    ZStack(alignment: .leading) {
                                        Rectangle().fill(.clear).frame(maxWidth: g.size.width, maxHeight: 0)
                                        Image(systemName: "tram.fill").font(.system(size: 20)).frame(width: 30)
                                    }
                                    Capsule().fill(Color.blue).frame(width: g.size.width, height: 3)
                                }
                            }
                        )
                    Text("TUE").font(.system(size: 30, weight: .bold))
                }
                HStack {
                    VStack(alignment: .leading) { Text("15m late").font(.title3); Text("until departure").font(.caption) }
                    Spacer()
                    Text("133")
                }
            }
        }
        .padding(.horizontal, 30)
        .padding(.vertical, 24)
        .background(.black)
        """)

    /// A journey's track (a 3 pt capsule under a train's glyph, in an overlay
    /// on a 20 pt clear frame between two 30 pt day names) in a card whose rows
    /// are all taken: the day names' row holds the glyph and the track, the
    /// track has no row of its own. As a fill it gave way (it is not text) and
    /// was not drawn at all; as a line it is drawn in the glyph's row, under
    /// the glyph, as a person reads a train on its track.
    @Test("the track is drawn in the day names' row, the train's glyph over it (was no track at all)")
    func trackSharesTheGlyphsRow() throws {
        let out = try LayoutRuleTests.cells(Self.card)
        let row = try CellGapTests.row(out, "MON")
        #expect(row.contains("TUE"), "\(out)")
        #expect(row.filter { $0 == "━" }.count >= 10, "\(out)")
        // The glyph is kept whole on the line, not written over.
        #expect(!row.contains("━ ━") && row.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0x2000 && $0 != "━" }, "\(out)")
        // No row of its own: the next row is the status.
        let lines = out.split(separator: "\n")
        let at = try #require(lines.firstIndex { $0.contains("MON") })
        #expect(lines[at + 1].contains("15m late"), "\(out)")
    }
}
