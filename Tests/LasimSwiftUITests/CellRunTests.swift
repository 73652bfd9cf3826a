import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A big number beside its unit takes fewer cells than its points: the
/// texts side by side are drawn together, a cell between them where the
/// phone has a gap, the group at the edge of the card its points meet.
@Suite struct CellRunTests {
    /// A value and its unit at large sizes, `alignment` in a card's full width.
    static func eta(_ alignment: String, spacing: String = "") -> String {
        """
        VStack(alignment: .\(alignment)) {
            HStack(alignment: .firstTextBaseline\(spacing)) {
                Text("26").font(.system(size: 28, weight: .heavy))
                Text("min").font(.system(size: 20, weight: .bold))
            }
            Text("ARRIVE 12:15").font(.caption2)
        }
        .frame(maxWidth: .infinity, alignment: .\(alignment))
        .padding()
        """
    }

    @Test("a number beside its unit at the trailing edge is drawn `26 min` ending where the caption under it ends")
    func trailingRunIsPacked() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.eta("trailing")))
        let row = try CellGapTests.row(out, "26")
        #expect(row.contains("26 min"), "\(out)")
        let end = try CellLeanTests.column(out, "min") + 3, caption = try CellLeanTests.column(out, "ARRIVE") + 12
        #expect(end == caption, "`26 min` ends at column \(end), the caption at \(caption):\n\(out)")
    }

    @Test("at the leading edge the group starts where its points start")
    func leadingRunIsPacked() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.eta("leading")))
        #expect(try CellGapTests.row(out, "26").contains("26 min"), "\(out)")
        #expect(try CellLeanTests.column(out, "26") == CellLeanTests.column(out, "ARRIVE"), "\(out)")
    }

    @Test("texts the phone sets with no gap between them are drawn with none")
    func noGapNoCell() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.eta("trailing", spacing: ", spacing: 0")))
        #expect(try CellGapTests.row(out, "26").contains("26min"), "\(out)")
    }
}
