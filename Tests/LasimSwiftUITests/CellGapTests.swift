import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// Views the phone draws apart in a row stay apart in the cells: a cell
/// between them where the row has one free, and where it has not, a gap
/// beside a symbol or an image is given up and reported as a cut is (one
/// between two texts' words is kept: `RowShareTests`).
@Suite struct CellGapTests {
    static func row(_ out: String, _ word: String) throws -> String {
        try #require(out.split(separator: "\n").first { $0.contains(word) }.map(String.init), "no row with \(word): \(out)")
    }

    /// `a` then `b` on one row of `out`, with at least a blank cell between them.
    static func apart(_ out: String, _ a: String, _ b: String) throws -> Bool {
        let words = try row(out, a).split(separator: " ").map(String.init)
        guard let i = words.firstIndex(of: a) else { return false }
        return i + 1 < words.count && words[i + 1] == b
    }

    @Test("texts a stack's spacing, a padding or a nested stack keeps a few points apart have a cell between them")
    func spacingAndPaddingKeepACell() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(alignment: .leading) {
                HStack(alignment: .bottom, spacing: 4) {
                    Text("Ends").font(.system(size: 13)).padding(.bottom, 2)
                    Text("10:30 AM").font(.system(size: 20))
                }
                HStack(spacing: 0) {
                    Text("Left").padding(.trailing, 6)
                    Text("Right")
                }
                HStack(spacing: 0) {
                    Image(systemName: "xmark").padding(.trailing, 3)
                    HStack(spacing: 0) { Text("Close").padding(.leading, 1) }
                }
            }
            """))
        #expect(try Self.apart(out, "Ends", "10:30"), "\(out)")
        #expect(try Self.apart(out, "Left", "Right"), "\(out)")
        #expect(try Self.apart(out, "✕", "Close"), "\(out)")
        #expect(!out.contains("problem"), "\(out)")
    }

    @Test("points that are not finite (a frame as wide as infinity) do not glue two texts")
    func infiniteFrameKeepsTheCell() throws {
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            HStack(spacing: 8) {
                Text("50:00").frame(width: .infinity)
                HStack(spacing: 4) { Text("Ends"); Text("10:30") }
            }
            """))
        #expect(try Self.apart(out, "Ends", "10:30"), "\(out)")
    }

    @Test("a row one cell too tight for the gap between a symbol and a word draws both whole and reports the gap given up, as a cut")
    func tightRowReportsTheGap() throws {
        // Small type: a 43-character word fits the phone's card; in cells the
        // card's row has 44 columns at most (its border giving a column each side).
        func lock(_ word: String) throws -> (text: String, cuts: [String]) {
            let (renderer, snap) = try LayoutRuleTests.snapshot(LayoutRuleTests.widget("""
                HStack(spacing: 4) {
                    Image(systemName: "xmark").font(.system(size: 10))
                    Text("\(word)").font(.system(size: 10))
                }
                """))
            let r = renderer.render(.lock, snap, now: LayoutRuleTests.now)
            return (TextPrinter.text(r.grid), r.truncations.map(\.description))
        }
        let word = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ"
        let tight = try lock(word)
        #expect(tight.text.contains("✕" + word), "\(tight.text)")
        #expect(tight.cuts == [#"lock: Inline.swift:7 "xmark \#(word)" needs 45 cells, has 44"#], "\(tight.cuts)")
        // With one character less, the cell is free again and nothing is reported.
        let roomy = try lock(String(word.dropLast()))
        #expect(try Self.apart(roomy.text, "✕", String(word.dropLast())) && roomy.cuts.isEmpty, "\(roomy)")
    }

    @Test("lines down closer than a cell touch in the cells, as the phone's bars nearly do; lines across and lines a cell apart keep their gap")
    func thinLinesKeepTheirWidth() throws {
        // A level meter of 3 pt bars 2 pt apart (45 pt across, under six
        // cells), two 6 pt segments 4 pt apart, and two bars 10 pt apart.
        let out = try LayoutRuleTests.cells(LayoutRuleTests.widget("""
            VStack(spacing: 8) {
                HStack(alignment: .bottom, spacing: 2) {
                    ForEach(0..<9, id: \\.self) { i in
                        RoundedRectangle(cornerRadius: 2).fill(Color.white).frame(width: 3, height: 12)
                    }
                }
                HStack(spacing: 4) {
                    Capsule().fill(Color.white).frame(width: 40, height: 6)
                    Capsule().fill(Color.white).frame(width: 40, height: 6)
                }
                HStack(spacing: 10) {
                    Text("far")
                    Rectangle().fill(Color.white).frame(width: 3, height: 12)
                    Rectangle().fill(Color.white).frame(width: 3, height: 12)
                }
            }
            """))
        #expect(out.contains("┃┃┃┃┃┃┃┃┃"), "\(out)")
        #expect(try Self.row(out, "━").contains("━ ━"), "\(out)")
        #expect(try Self.row(out, "far").contains("┃ ┃"), "\(out)")
    }
}
