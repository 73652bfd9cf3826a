@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A card drawn as a ring layered behind padded content (`.padding(20)
/// .background(RoundedRectangle(...).fill(...).overlay(RoundedRectangle(
/// ...).stroke(...)))`): the content takes the cells inside the ring's
/// line, and the ring's line is drawn in the cells of the card, its right
/// side on every row. It was drawn a column short (the fill under the
/// stroke was centred in it as an initial is, `RingCentringTests`), its
/// right side under the Stop button and the content one column past it.
@Suite struct RingPaddingTests {
    /// `width`: the card's points, so that its ring takes an even or an odd
    /// number of columns.
    static func card(width: Int) -> String {
        LayoutRuleTests.widget("""
        HStack(spacing: 16) {
            ZStack {
                Circle().fill(Color.blue).frame(width: 36, height: 36)
                Text("Mi").foregroundStyle(.white)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("RECORDER").font(.caption)
                HStack(spacing: 10) {
                    Text("1:35").font(.system(size: 24, weight: .semibold))
                    HStack(alignment: .bottom, spacing: 2) {
                        ForEach(0..<9, id: \\.self) { i in
                            RoundedRectangle(cornerRadius: 2).fill(Color.gray).frame(width: 3, height: CGFloat(8 + 2 * i))
                        }
                    }
                    .frame(height: 36)
                }
            }
            Spacer(minLength: 0)
            Text("Stop")
                .font(.headline)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color.red))
        }
        \(LayeredRingTests.ring)
        .frame(width: \(width))
        """)
    }

    @Test("the ring's right side is drawn on the content's rows, the Stop button inside it (was drawn over it)",
          arguments: [300, 309, 318, 327, 336])
    func ringHoldsItsContent(width: Int) throws {
        let out = try LayoutRuleTests.cells(Self.card(width: width))
        let rows = out.split(separator: "\n").map { Array($0) }
        let top = try #require(rows.firstIndex { $0.contains("╭") && $0.contains("╮") }, "\(out)")
        let left = try #require(rows[top].firstIndex(of: "╭"), "\(out)")
        let right = try #require(rows[top].lastIndex(of: "╮"), "\(out)")
        for word in ["RECORDER", "Stop"] {
            let r = Array(try CellGapTests.row(out, word))
            #expect(r.count > right && r[left] == "│" && r[right] == "│", "\(word): \(out)")
        }
        let stop = try CellGapTests.row(out, "Stop")
        let end = try #require(stop.range(of: "Stop")?.upperBound, "\(out)")
        #expect(stop.distance(from: stop.startIndex, to: end) < right, "\(out)")
    }
}
