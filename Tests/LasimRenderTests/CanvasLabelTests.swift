@testable import LasimRender
import Testing

/// A label over a presentation (its name, the activity, its size in
/// points) is read whole: wider than the canvas, it continues on the next
/// line after a part, not cut at "island 220…".
@Suite struct CanvasLabelTests {
    static func lines(_ c: Canvas) -> [String] {
        TextPrinter.text(c.grid).split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func aLabelWiderThanTheCanvasContinuesAfterAPart() {
        var c = Canvas(width: 72)
        c.line("Compact · TimeAttributes:typical · 32.40 + 62.32 x 36.67 pt, island 220.06 pt")
        #expect(Self.lines(c) == ["Compact · TimeAttributes:typical ·", "  32.40 + 62.32 x 36.67 pt, island 220.06 pt"])
    }

    @Test func aLabelThatFitsIsOneLineAndOnlyAPartTooWideIsCut() {
        var c = Canvas(width: 20)
        c.line("Lock · 371 x 84 pt")
        c.line("abcdefghijklmnopqrstuvwxyz")
        #expect(Self.lines(c) == ["Lock · 371 x 84 pt", "abcdefghijklmnopqrs…"])
    }
}
