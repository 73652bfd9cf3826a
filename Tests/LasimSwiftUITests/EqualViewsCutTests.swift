@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A row of five equal bars (`HStack(spacing: 5)` of five bordered
/// rounded rectangles sharing a card's width, a workout's heart-rate
/// zones, in a card drawn as a ring) in fewer cells than their points and the cells kept between
/// them need: the phone gives equal views equal widths, so the cells drop
/// a column from each alike, the odd one spread as the pixel grid spreads
/// it. The fit cut the first of the equals first (6, 6, 8, 8, 8 wide).
@Suite struct EqualViewsCutTests {
    static let card = SpreadRingTests.ringed("""
        VStack(spacing: 12) {
            HStack { Text("90"); Spacer(); Text("KCAL") }
            HStack(spacing: 5) {
                ForEach(1...5, id: \\.self) { _ in
                    RoundedRectangle(cornerRadius: 4).fill(Color.gray).frame(height: 10)
                        .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.white, lineWidth: 0.5))
                }
            }
        }
        """)

    @Test("five equal bars are drawn within a column of each other's width, the wider ones not all at one end")
    func equalBarsGetEqualColumns() throws {
        let out = try LayoutRuleTests.cells(Self.card)
        // The bars' row, each bar (10 pt, under a row) a run of blocks `▅▅▅▅▅`.
        let top = try #require(out.split(separator: "\n").first { $0.contains("▅") }, "\(out)")
        let widths = top.split(whereSeparator: { $0 == " " || $0 == "│" }).filter { $0.hasPrefix("▅") }.map(\.count)
        #expect(widths.count == 5, "\(out)")
        let narrow = try #require(widths.min()), wide = try #require(widths.max())
        #expect(wide - narrow <= 1, "\(widths): \(out)")
        // The wider ones are not the last ones only: a cut taken from the
        // first of equals leaves them at one end.
        #expect(widths != widths.sorted() || narrow == wide, "\(widths): \(out)")
    }
}
