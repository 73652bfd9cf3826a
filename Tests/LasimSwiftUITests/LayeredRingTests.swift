@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A card drawn as a filled shape with a stroked one over it, both behind
/// the content (`.background(RoundedRectangle(...).fill(...).overlay(
/// RoundedRectangle(...).stroke(...)))`, a common lock-screen card): its
/// line keeps rows and columns of its own in the cells, as a stroked shape
/// layered directly does, instead of being drawn under the content's
/// first and last rows (`╭──────SONORA─────`).
@Suite struct LayeredRingTests {
    static let card = LayoutRuleTests.widget("""
        VStack(alignment: .leading, spacing: 4) {
            Text("RECORDER")
            Text("Take one")
        }
        \(ring)
        """)

    /// The card's room and its ring, a fill with a stroke over it, behind what it holds.
    static let ring = """
        .padding(.horizontal, 20)
        .padding(.vertical, 16)
        .background(
            RoundedRectangle(cornerRadius: 18)
                .fill(Color.gray.opacity(0.2))
                .overlay(RoundedRectangle(cornerRadius: 18).stroke(Color.gray, lineWidth: 0.5))
        )
        """

    @Test("the ring's top and bottom lines are rows of their own, the texts between them")
    func ringKeepsItsRows() throws {
        let out = try LayoutRuleTests.cells(Self.card)
        let rows = out.split(separator: "\n").map(String.init)
        let top = try #require(rows.firstIndex { $0.contains("╭─") && $0.dropFirst().contains("╭") }, "\(out)")
        let bottom = try #require(rows.lastIndex { $0.contains("╰─") && $0.dropFirst().contains("╰") }, "\(out)")
        let title = try #require(rows.firstIndex { $0.contains("RECORDER") }, "\(out)")
        let line = try #require(rows.firstIndex { $0.contains("Take one") }, "\(out)")
        #expect(top < title && line < bottom, "\(out)")
        for r in [top, bottom] { #expect(!rows[r].contains("RECORDER") && !rows[r].contains("Take"), "\(out)") }
        // The texts' rows have the ring's sides either side of them.
        let sides = rows[title].split(separator: "RECORDER", omittingEmptySubsequences: false)
        #expect(sides.count == 2 && sides[0].contains("│") && sides[1].contains("│"), "\(out)")
    }
}
