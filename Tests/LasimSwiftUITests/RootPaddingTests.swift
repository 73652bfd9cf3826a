@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A lock card root's `.padding` is the card's margin, which the cells
/// leave to the card's border; a padding inside the app's own layer (its
/// card within the card, `.padding(16).background(...).padding(8)`, as
/// OpenStrap's edge draws) is the room between that layer's edge and the
/// content, and stays, as the phone shows it.
@Suite struct RootPaddingTests {
    static let ownCard = LayoutRuleTests.widget("""
        VStack(alignment: .leading) {
            Text("142 BPM").font(.title2).bold()
            Text("Zone 3").font(.caption)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 24).strokeBorder(Color.white, lineWidth: 1))
        .padding(8)
        """)

    @Test("only the paddings outside every layer are the card's margin")
    func theMarginIsOutsideTheLayers() {
        let layer = ViewNode(.empty, location: "t")
        let pad16 = ViewModifier.padding(edges: "all", amount: 16), pad8 = ViewModifier.padding(edges: "all", amount: 8)
        #expect(ViewNode.cardMarginPaddings([pad16, .background(.view(layer)), pad8]) == [2])
        #expect(ViewNode.cardMarginPaddings([pad16, .overlay(layer), .opacity(0.5), pad8, pad8]) == [3, 4])
        #expect(ViewNode.cardMarginPaddings([.opacity(0.5), pad16, .frame(width: nil, height: nil, maxWidth: .infinity, alignment: nil), pad8]) == [1, 3])
        // A layer no padding insets fills the card (btop's `.padding(12).background(colour)`):
        // the padding inside it is the card's margin all the same.
        #expect(ViewNode.cardMarginPaddings([pad16, .background(.view(layer))]) == [0])
        #expect(ViewNode.cardMarginPaddings([pad16, .overlay(layer), .opacity(0.5)]) == [0])
    }

    @Test("the app's own card keeps its padding in the cells: its text does not touch its ring")
    func theOwnCardsPaddingStays() throws {
        let out = try LayoutRuleTests.cells(Self.ownCard)
        let rows = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let k = try #require(rows.firstIndex { $0.contains("142 BPM") }, "\(out)")
        let row = rows[k]
        // The ring's left side, blank cells, the text, blank cells, the ring's right side.
        let text = try #require(row.range(of: "142 BPM"))
        let left = try #require(row[..<text.lowerBound].lastIndex(of: "│"), "\(out)")
        let right = try #require(row[text.upperBound...].firstIndex(of: "│"), "\(out)")
        for gap in [row[row.index(after: left)..<text.lowerBound], row[text.upperBound..<right]] {
            #expect(!gap.isEmpty && gap.allSatisfy { $0 == " " }, "the text touches its ring:\n\(out)")
        }
        // (Down the card, the ring's top and bottom rows are drawn in the padding's rows: a cell's rule.)
    }
}
