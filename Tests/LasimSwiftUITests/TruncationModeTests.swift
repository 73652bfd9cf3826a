import Foundation
@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// `.truncationMode(.head)` and `.middle` on a one-line text too long for
/// the card: the phone keeps the end (a file path, a destination), or both
/// ends, with the "…" where the words are lost; lasim cut every text at its tail.
@Suite struct TruncationModeTests {
    typealias Rules = LayoutRuleTests
    static let long = "Departing from Central Station platform nine towards the airport terminal two"

    func lock(_ mode: String) -> String {
        Rules.widget(#"Text("\#(Self.long)").lineLimit(1).truncationMode(\#(mode))"#)
    }

    func shown(_ mode: String) throws -> String {
        let p = try Rules.points(lock(mode))
        for (v, _) in Rules.views(p) { if case .text(let t) = v.content { return t.lines.joined(separator: "/") } }
        Issue.record("no text")
        return ""
    }

    @Test(".head: the \"…\" first, then as much of the end as fits, in points and in cells")
    func head() throws {
        let line = try shown(".head")
        #expect(line.hasPrefix("…") && line.hasSuffix("terminal two"), "\(line)")
        let cells = try Rules.cells(lock(".head"))
        #expect(cells.contains("…") && cells.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("terminal two") }, "\(cells)")
        #expect(!cells.contains("Departing"), "\(cells)")
    }

    @Test(".middle: the start and the end, the \"…\" between; .tail (and no modifier): the start")
    func middleAndTail() throws {
        let line = try shown(".middle")
        #expect(line.hasPrefix("Departing from") && line.hasSuffix("terminal two") && line.contains("…"), "\(line)")
        let cells = try Rules.cells(lock(".middle"))
        #expect(cells.contains("Departing from") && cells.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("terminal two") }, "\(cells)")
        let tail = try shown(".tail")
        #expect(tail.hasPrefix("Departing from") && tail.hasSuffix("…"), "\(tail)")
        let none = try Rules.points(Rules.widget(#"Text("\#(Self.long)").lineLimit(1)"#))
        for (v, _) in Rules.views(none) { if case .text(let t) = v.content { #expect(t.lines == [tail]) } }
    }

    @Test("the cut keeps to the width: the \"…\" and what is kept measure no more than it; a width below the \"…\" keeps nothing")
    func width() {
        let font = SwiftUIFont.body
        let advance = { (g: Character) in GlyphAdvances.width(graphemes: CollectionOfOne(g), font) }
        let mark = GlyphAdvances.width(TextFitting.ellipsis, font)
        for mode in [TruncationMode.head, .middle] {
            for w in stride(from: 20.0, through: 300, by: 37) {
                let cut = mode.cut(Self.long, width: w, ellipsis: mark, advance: advance)
                #expect(GlyphAdvances.width(cut, font) <= w + 0.01, "\(mode) \(w): \(cut)")
                #expect(cut.contains("…"))
            }
            #expect(mode.cut(Self.long, width: mark / 2, ellipsis: mark, advance: advance) == "")
        }
    }
}
