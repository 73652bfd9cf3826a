import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A card's outlined tiles squeezed a row short by the lock screen's
/// height keep their outline's top: what a tile holds is drawn under it,
/// the outline left open at the bottom, as the phone cuts what overflows.
@Suite struct CellRingShortTests {
    @Test("a second row of outlined tiles, a row short, draws its first line under the outline's top, not on it")
    func squeezedTileKeepsItsTop() throws {
        let tile = """
            VStack(spacing: 4) {
                Text("NEXT").font(.system(size: 8, weight: .medium))
                Text("Gamma").font(.system(size: 10, weight: .semibold))
                Text("3:00").font(.system(size: 11, weight: .bold))
            }
            .frame(maxWidth: .infinity)
            .padding(8)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.white.opacity(0.08))
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.orange.opacity(0.25), lineWidth: 0.5))
            )
            """
        let a = try AssetImageTests.inline("""
            VStack(spacing: 0) {
                HStack { Text("Header").font(.subheadline); Spacer() }.padding(.bottom, 8)
                VStack(spacing: 6) {
                    HStack(spacing: 8) { \(tile.replacingOccurrences(of: "NEXT", with: "NOW").replacingOccurrences(of: "3:00", with: "1:00")) }
                    HStack(spacing: 8) { \(tile) }
                }
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            """)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        let lines = out.split(separator: "\n").map(String.init)
        let now = try #require(lines.firstIndex { $0.contains("NOW") }, "\(out)")
        let next = try #require(lines.firstIndex { $0.contains("NEXT") }, "\(out)")
        let value = try #require(lines.firstIndex { $0.contains("3:00") }, "\(out)")
        // Both tiles are five rows tall on their own: the card has room for nine.
        #expect(lines[now - 1].contains("╭"), "\(out)")
        #expect(!lines[next].contains("╭") && lines[next - 1].contains("╭"), "\(out)")
        #expect(next < value && lines[value].contains("│"), "\(out)")
    }
}
