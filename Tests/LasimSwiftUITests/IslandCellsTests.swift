@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// What the island shows whole on the phone is drawn whole in the cells:
/// a compact side widens past the lock card's width where its characters
/// take more cells than its points (a 13 pt text of 16 characters is about
/// 90 pt on the phone, inside its widest side of 122.83 pt; 16 cells, past
/// the 15 the lock card's island leaves a side), a minimal past its 45 pt.
@Suite struct IslandCellsTests {
    static func island(leading: String, minimal: String = #"Text("c")"#, margins: String = "") -> String {
        """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { _ in
                    Text("lock")
                } dynamicIsland: { _ in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("c") } } compactLeading: { Text("\(leading)").font(.footnote).lineLimit(1) } compactTrailing: { Text("b") } minimal: { \(minimal) }
                    \(margins)
                }
            }
        }
        """
    }

    @Test("a leading side of 16 characters the phone shows whole is drawn whole (was 'Chapter 7 Revi…' at 15 cells)")
    func aSideThePhoneShowsWholeIsWhole() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(Self.island(leading: "Chapter 7 Review"))
        let r = renderer.render(.compact, snap, now: LayoutRuleTests.now)
        let text = TextPrinter.text(r.grid)
        #expect(text.contains("Chapter 7 Review") && !text.contains("…"), "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
        // Its order kept: the leading side, the camera, the trailing side.
        let row = try #require(text.split(separator: "\n").first)
        #expect(row.hasPrefix("Chapter 7 Review") && row.hasSuffix("b"), "\(text)")
    }

    /// The compact island's first row, `leading` on the left.
    static func compactRow(_ leading: String, margins: String = "") throws -> Substring {
        let (renderer, snap) = try LayoutRuleTests.snapshot(Self.island(leading: leading, margins: margins))
        let text = TextPrinter.text(renderer.render(.compact, snap, now: LayoutRuleTests.now).grid)
        return try #require(text.split(separator: "\n").first)
    }

    @Test("a side's margins are drawn as the true size places them: the leading text 15 pt in from the island's end, a cell or two as the side's cells round (was at the side's first cell)")
    func marginsAreDrawn() throws {
        let row = try Self.compactRow("12:40")
        #expect(row.hasPrefix(" 12:40") || row.hasPrefix("  12:40"), "\(row)")
    }

    @Test("an app's contentMargins of 0 across put the leading text at the island's end")
    func appMarginsAreDrawn() throws {
        let row = try Self.compactRow("12:40", margins: ".contentMargins(.horizontal, 0, for: .compactLeading)")
        #expect(row.hasPrefix("12:40"), "\(row)")
    }

    @Test("a side the phone itself cuts (wider than its widest side) widens no further than the lock card's island, cut")
    func aSideThePhoneCutsStaysAtTheWidest() throws {
        let (renderer, snap) = try LayoutRuleTests.snapshot(Self.island(leading: "Chapter 7 Review and the Summary Notes"))
        let r = renderer.render(.compact, snap, now: LayoutRuleTests.now)
        #expect(r.grid.width <= renderer.options.device.lockWidth, "\(TextPrinter.text(r.grid))")
        #expect(!r.truncations.isEmpty)
    }

    /// A symbol over a word at 11 pt, as an app's minimal writes it.
    static func minimal(_ word: String) -> String {
        "VStack {\n Image(systemName: \"dollarsign.circle.fill\")\n Text(\"\(word)\").font(.caption2)\n }"
    }

    /// The minimal drawn with `word` under a symbol: its text and its presentation.
    static func minimalDrawn(_ word: String) throws -> (text: String, drawn: RenderedPresentation) {
        let (renderer, snap) = try LayoutRuleTests.snapshot(island(leading: "a", minimal: minimal(word)))
        let r = renderer.render(.minimal, snap, now: LayoutRuleTests.now)
        return (TextPrinter.text(r.grid), r)
    }

    @Test("a minimal's word the phone shows whole in its 45 pt ('discount', 42 pt at 11 pt) is drawn whole, the minimal 8 cells wide (was 'disc…' in 5)")
    func aMinimalThePhoneShowsWholeIsWhole() throws {
        let (text, r) = try Self.minimalDrawn("discount")
        #expect(text.contains("discount") && r.grid.width == 8, "\(text)")
        #expect(r.truncations.isEmpty, "\(r.truncations)")
    }

    @Test("a minimal's word the phone cuts in its 45 pt is drawn as the phone cuts it, at the cells that takes ('discou…', 7), no wider")
    func aMinimalThePhoneCutsIsCutAsThePhoneCutsIt() throws {
        let (text, r) = try Self.minimalDrawn("discounted")
        #expect(text.contains("discou…") && r.grid.width == 7, "\(text)")
    }
}
