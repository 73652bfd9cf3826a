import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// An asset image in a row beside texts is drawn in the cells on the rows
/// of its points (8 x 16 pt a cell), as the PNG draws it at its size.
@Suite struct ImageRowsTests {
    /// A match card of our own: a 40 pt crest over each team's name, the
    /// score between them, and under it a goal's section, padded from it,
    /// with a 25 pt crest beside two lines.
    static let card = """
        HStack(alignment: .top, spacing: 40) {
            VStack(spacing: 5) { Image("photo").resizable().scaledToFit().frame(width: 40, height: 40); Text("HOM") }
            VStack(spacing: 3) { Text("2 : 0").font(.system(size: 34, weight: .heavy)); Text("P1 • 12:23").font(.system(size: 14)) }
            VStack(spacing: 5) { Image("photo").resizable().scaledToFit().frame(width: 40, height: 40); Text("AWY") }
        }
        .padding(EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        HStack {
            Spacer()
            Image("photo").resizable().scaledToFit().frame(width: 25, height: 25)
            VStack(alignment: .leading) { Text("Goal!"); Text("Nr 9 • P1 15:35").font(.system(size: 14, weight: .bold)) }
            Spacer()
        }
        .padding(.top, 10).padding(.bottom, 12)
        """

    @Test("a 40 pt crest over a name, beside the score, above a section padded from it, takes its points' three rows, not one")
    func crestKeepsItsRows() throws {
        let a = try AssetImageTests.inline(Self.card)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 1_700_000_000, state: .active)
        let r = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000)
        let text = TextPrinter.text(r.grid)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let name = try #require(lines.firstIndex { $0.contains("HOM") }, "\(text)")
        let goal = try #require(lines.firstIndex { $0.contains("Goal!") }, "\(text)")
        // The crests' columns above the names: half blocks on three rows, the name under them.
        let blocks = AssetImageTests.halfBlocks(r.grid).filter { $0.y < name }
        #expect(Set(blocks.map(\.y)).count == 3 && blocks.allSatisfy { $0.y >= name - 3 }, "\(text)")
        // The section under keeps its crest's two rows, beside its two lines.
        #expect(Set(AssetImageTests.halfBlocks(r.grid).filter { $0.y >= goal }.map(\.y)).count == 2, "\(text)")
        #expect(lines[goal + 1].contains("Nr 9 • P1 15:35"), "\(text)")
    }
}
