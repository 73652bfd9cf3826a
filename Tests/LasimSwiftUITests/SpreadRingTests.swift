@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A card drawn as a ring round rows spread by spacers (`.padding(16)
/// .background(RoundedRectangle(...).fill(...).overlay(RoundedRectangle(
/// ...).strokeBorder(...))).padding(8)`): the ring is centred on the lock
/// card as the phone centres it. The rule that draws a ring a column
/// narrower to centre an initial in it (`RingCentringTests`) drew it one
/// column off centre: what it holds is spread across it, not centred.
@Suite struct SpreadRingTests {
    static let card = ringed("""
        VStack(spacing: 12) {
            HStack {
                Text("90").font(.system(size: 34, weight: .bold))
                Spacer()
                Text("KCAL").font(.caption)
            }
            HStack {
                Text("WARMING UP").font(.caption)
                Spacer()
                Text("0:36")
            }
        }
        """)

    /// `rows` in a lock card drawn as a ring (a filled rounded rectangle
    /// with a border, padded inside and out).
    static func ringed(_ rows: String) -> String {
        LayoutRuleTests.widget("""
            \(rows)
            .padding(16)
            .background(
                RoundedRectangle(cornerRadius: 24).fill(Color.gray.opacity(0.2))
                    .overlay(RoundedRectangle(cornerRadius: 24).strokeBorder(Color.gray, lineWidth: 1))
            )
            .padding(8)
            """)
    }

    @Test("the ring has as many columns left of it as right of it in the lock card (was two left, three right)")
    func ringIsCentred() throws {
        let out = try LayoutRuleTests.cells(Self.card)
        // The card's cells (`== lock · 46x7`), its rows as wide.
        let size = try #require(out.split(separator: "\n").first?.split(separator: " ").last?.split(separator: "x").first, "\(out)")
        let width = try #require(Int(size), "\(out)")
        let top = Array(try #require(out.split(separator: "\n").first { $0.contains("╭") }, "\(out)"))
        let left = try #require(top.firstIndex(of: "╭")), right = try #require(top.lastIndex(of: "╮"))
        #expect(left == width - 1 - right, "\(out)")
        // What it holds is still inside its line on every row.
        for word in ["KCAL", "0:36"] {
            let r = Array(try CellGapTests.row(out, word))
            #expect(r[right] == "│", "\(word): \(out)")
        }
    }
}
