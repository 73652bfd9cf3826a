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

    /// What a row draws between its borders, the card's margins trimmed.
    static func inner(_ out: String, _ word: String) throws -> String {
        try CellGapTests.row(out, word).trimmingCharacters(in: .init(charactersIn: "│ "))
    }

    /// `views` in a row at large sizes, alone in a card.
    static func row(_ views: String) -> String {
        "VStack(alignment: .leading) { HStack(spacing: 6) { \(views) } }.padding()"
    }

    @Test("a symbol beside a number and its unit is drawn a cell before them, not at its points' distance")
    func symbolJoinsTheRun() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.row("""
            Image(systemName: "clock").font(.title)
            Text("26").font(.system(size: 28, weight: .heavy))
            Text("min").font(.system(size: 20, weight: .bold))
            """)))
        let row = try Self.inner(out, "min")
        #expect(row.hasSuffix(" 26 min") && !row.hasSuffix("  26 min") && row.count > "26 min".count + 1, "\(out)")
    }

    @Test("a text in a padding between two texts is drawn as the phone sets it: `Ends 10:30 AM`")
    func paddedTextJoinsTheRun() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.row("""
            Text("Ends").font(.title)
            Text("10:30").font(.title).padding(4)
            Text("AM").font(.title)
            """)))
        #expect(try Self.inner(out, "Ends") == "Ends 10:30 AM", "\(out)")
    }

    @Test("a text on a fill between two texts keeps the fill's cell each side of it, and the run stays together")
    func filledTextJoinsTheRun() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.row("""
            Text("Gate").font(.largeTitle)
            Text("B12").font(.largeTitle).padding(.horizontal, 6).background(Color.blue)
            Text("now").font(.largeTitle)
            """)))
        #expect(try Self.inner(out, "Gate") == "Gate  B12  now", "\(out)")
    }

    @Test("a label beside a symbol in a row of their own, beside a text, is drawn together")
    func nestedRowJoinsTheRun() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget(Self.row("""
            HStack(spacing: 4) { Image(systemName: "clock"); Text("Next").font(.title) }
            Text("12:15").font(.title)
            """)))
        let row = try Self.inner(out, "Next")
        #expect(row.hasSuffix(" Next 12:15") && !row.contains("  "), "\(out)")
    }

    @Test("a text in a frame that makes room keeps its place in it: the value beside it stays at the row's end")
    func framedRoomIsNotPacked() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack {
                Text("Label").font(.title).frame(maxWidth: .infinity, alignment: .leading)
                Text("value").font(.title)
            }.padding()
            """))
        let end = try CellLeanTests.column(out, "value") + 5
        let border = try CellGapTests.row(out, "value").count - 1
        #expect(border - end <= 3, "\(out)")
    }
}
