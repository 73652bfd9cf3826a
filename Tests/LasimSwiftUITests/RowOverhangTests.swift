@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A column in a row whose caption is wider than the column's share of the
/// row, under a title that the row's other views sit beside: on the phone
/// the caption runs under their empty room on one line; in the cells it
/// takes the row's columns in its own rows, rather than wrap in its share.
@Suite struct RowOverhangTests {
    /// A glyph, a title over a 38-letter caption, a number: the caption is
    /// 38 columns, the row 42, its other views 4 and 2 on the title's line.
    static let row = """
        HStack(alignment: .top) {
            Text("Left").font(.caption)
            VStack {
                Text("Big").font(.title3)
                Text("Your table is set, please take it now.").font(.caption2)
            }
            Text("#9").font(.caption)
        }
        """

    static func drawn(_ p: Presentation, lock: String, expanded: String = "DynamicIslandExpandedRegion(.center) { Text(\"c\") }") throws
        -> (text: String, problems: [String]) {
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget(lock, expanded: expanded))
        let r = renderer.render(p, snap, now: LayoutRuleTests.now)
        return (TextPrinter.text(r.grid), r.problems.map(\.reason))
    }

    /// Every line that draws anything keeps the card's two blank columns
    /// inside its border (the grid's edge where it has none): the card is
    /// never widened for a line.
    static func keepsMargin(_ lines: [String]) -> Bool {
        lines.allSatisfy { line in
            let inner = line.hasPrefix("│") ? String(line.dropFirst()) : line
            return inner.allSatisfy { $0 == " " || $0 == "│" } || inner.hasPrefix("  ")
        }
    }

    /// The column `s` starts at in `line` (one cell a character: no wide ones here).
    static func column(of s: String, in line: String) -> Int? {
        line.range(of: s).map { line[..<$0.lowerBound].count }
    }

    @Test("a caption under a column's title, beside nothing on its own rows, stays on one line in the row's columns, the row's order kept")
    func captionUnderTheRowStaysOnOneLine() throws {
        let (text, problems) = try Self.drawn(.lock, lock: Self.row)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Your table is set, please take it now.") }, "\(text)")
        #expect(!problems.contains { $0.contains("wrapped onto") }, "\(problems)")
        // The row above it as before: its three views in order, on one line.
        let top = try #require(lines.first { $0.contains("Big") }, "\(text)")
        let at = ["Left", "Big", "#9"].compactMap { top.range(of: $0)?.lowerBound }
        #expect(at.count == 3 && at == at.sorted(), "\(text)")
        // The card keeps its margin: never widened for it.
        #expect(Self.keepsMargin(lines), "\(text)")
    }

    @Test("a leading column's caption under its title runs on under the time at the row's end, from where the title starts")
    func leadingColumnCaptionStartsUnderItsTitle() throws {
        // 2 + 11 + 4 columns level with the title; the 35-letter caption, from the title's start, 38 of the card's 42.
        // Padded as a card is, 42 columns: side by side the row needs 43.
        let (text, problems) = try Self.drawn(.lock, lock: """
            HStack(alignment: .top) {
                Text("No")
                VStack(alignment: .leading) {
                    Text("Bench Press")
                    Text("Target: five sets of five at 185 lb").font(.caption)
                }
                Spacer()
                Text("1:30")
            }
            .padding()
            """)
        let lines = text.split(separator: "\n").map(String.init)
        let title = try #require(lines.first { $0.contains("Bench Press") }, "\(text)")
        let caption = try #require(lines.first { $0.contains("Target: five sets of five at 185 lb") }, "\(text)\n\(problems)")
        #expect(!problems.contains { $0.contains("wrapped onto") }, "\(problems)")
        #expect(Self.column(of: "Bench", in: title) == Self.column(of: "Target", in: caption), "\(text)")
        #expect(title.contains("1:30") && !caption.contains("1:30"), "\(text)")
        #expect(Self.keepsMargin(lines), "\(text)")
    }

    @Test("the island's centre region's caption under its title runs under the leading and trailing regions' empty room, centred as the title")
    func islandCentreCaptionStaysCentred() throws {
        let (text, problems) = try Self.drawn(.expanded, lock: "Text(\"a\")", expanded: """
            DynamicIslandExpandedRegion(.leading) { Image(systemName: "cup.and.saucer.fill") }
            DynamicIslandExpandedRegion(.trailing) { Text("#17") }
            DynamicIslandExpandedRegion(.center) {
                VStack {
                    Text("Ready").font(.title)
                    Text("Your table is set, please take a seat.").font(.caption2)
                }
            }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        let caption = try #require(lines.first { $0.contains("Your table is set, please take a seat.") }, "\(text)\n\(problems)")
        #expect(!problems.contains { $0.contains("wrapped onto") }, "\(problems)")
        let title = try #require(lines.first { $0.contains("Ready") }, "\(text)")
        // Centred under the title, as on the phone: their middles a cell apart at most.
        func middle(_ line: String, _ s: String) -> Double {
            let r = line.range(of: s)!
            return Double(line.distance(from: line.startIndex, to: r.lowerBound)) + Double(s.count) / 2
        }
        #expect(abs(middle(caption, "Your table is set, please take a seat.") - middle(title, "Ready")) <= 1, "\(text)")
        // The leading and trailing regions keep their row, above the caption.
        let top = try #require(lines.firstIndex { $0.contains("#17") }, "\(text)")
        #expect(top < lines.firstIndex(of: caption)! && lines[top].contains("☕"), "\(text)")
        #expect(Self.keepsMargin(lines), "\(text)")
    }
}
