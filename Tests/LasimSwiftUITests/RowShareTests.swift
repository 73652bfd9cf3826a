@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A row of texts the phone shows whole side by side that the card's
/// columns cannot hold: each text takes its share of the columns, as
/// SwiftUI's `HStack` shares its width, and wraps there, in the row's
/// order; never two texts run together, never one cut where the words fit.
@Suite struct RowShareTests {
    /// Three 12 pt step labels, 51 characters with their gaps, under a title:
    /// one line on the phone's 371 pt card.
    static let steps = LayoutRuleTests.widget("""
        VStack {
            Text("Order placed")
            HStack {
                Text("Payment received").font(.caption).padding(5)
                Text("Parcel shipped").font(.caption).padding(5)
                Text("Delivered today").font(.caption).padding(5)
            }
        }
        """)

    @Test("three captions wider than the card's columns are each wrapped within their share, side by side in order, whole, with the wrap said")
    func captionsWrapWithinTheirShares() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(Self.steps)
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        let lines = text.split(separator: "\n").map(String.init)
        let top = try #require(lines.first { $0.contains("Payment") }, "\(text)")
        let under = try #require(lines.first { $0.contains("received") }, "\(text)")
        // The phone's order across, each label's first word over its second.
        for (first, second) in [("Payment", "received"), ("Parcel", "shipped"), ("Delivered", "today")] {
            #expect(top.contains(first) && under.contains(second), "\(text)")
        }
        let firsts = ["Payment", "Parcel", "Delivered"].compactMap { top.range(of: $0)?.lowerBound }
        #expect(firsts.count == 3 && firsts == firsts.sorted(), "\(text)")
        #expect(!text.contains("…") && r.truncations.isEmpty, "\(text)\n\(r.truncations)")
        #expect(r.problems.contains { $0.reason.contains("\"Payment received\" wrapped onto 2 rows") && $0.reason.contains("one line on the phone: its 16 columns are more than its row has for it in the terminal") },
                "\(r.problems)")
    }

    @Test("a row that wraps anyway keeps the card's margin: its border's columns are not given to it")
    func aRowThatWrapsKeepsTheMargin() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(Self.steps)
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        // Two blank columns inside the border on every row, as in a card whose rows fit.
        for line in text.split(separator: "\n") where line.hasPrefix("│") {
            #expect(line.hasPrefix("│  ") && line.hasSuffix("  │"), "\(text)")
        }
    }

    @Test("a row whose words cannot fit side by side keeps the cell between two texts and cuts the later one, reported")
    func wordsNeverRunTogether() throws {
        // Small type: two words of 22 characters fit the phone's card; 45 cells with the gap between them.
        let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("""
            HStack(spacing: 4) {
                Text("abcdefghijklmnopqrstuv").font(.system(size: 10))
                Text("ABCDEFGHIJKLMNOPQRSTUV").font(.system(size: 10))
            }
            """))
        let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("abcdefghijklmnopqrstuv ABCDEFGHIJKLMNOPQRST…"), "\(text)")
        #expect(r.truncations.map(\.description) == [#"lock: Inline.swift:7 "ABCDEFGHIJKLMNOPQRSTUV" needs 22 cells, has 21"#], "\(r.truncations)")
    }

    @Test("an island's regions the phone draws over each other (wider than the island) are not shared out: they keep the cells' fit")
    func overlappingViewsAreNotShared() throws {
        let kids = [PointRect(x: 0, y: 0, width: 100, height: 20), PointRect(x: 80, y: 0, width: 100, height: 20)].map { f in
            CellBox(LaidOutView(content: .text(LaidOutText(text: "wide words here", lines: ["wide words here"], font: .body, isCut: false)),
                                frame: f, children: [], environment: ViewEnvironment(), hidden: false, path: ""), cellWidth: 8, cellHeight: 16) { _ in 1 }
        }
        #expect(CellBox.shares(kids, columns: 20) == nil)
        let apart = [PointRect(x: 0, y: 0, width: 100, height: 20), PointRect(x: 110, y: 0, width: 100, height: 20)].map { f in
            CellBox(LaidOutView(content: .text(LaidOutText(text: "wide words here", lines: ["wide words here"], font: .body, isCut: false)),
                                frame: f, children: [], environment: ViewEnvironment(), hidden: false, path: ""), cellWidth: 8, cellHeight: 16) { _ in 1 }
        }
        #expect(CellBox.shares(apart, columns: 20) == [10, 9])
    }
}
