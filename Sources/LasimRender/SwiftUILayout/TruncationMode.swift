/// `.truncationMode(.head)` and `.middle`: where a line too long for its
/// width loses its words, the "…" standing there. `.tail`, SwiftUI's
/// default, is `TextFitting.tail` in points and `TextFit.cut` in cells.
/// Only a text laid out on one line is cut so (`.lineLimit(1)`, a label
/// in a row: what the mode is used for); a text cut over several lines
/// keeps the tail cut of its last line.
public enum TruncationMode: String, Sendable, Equatable {
    case head, middle, tail

    /// `line` cut to `width`, each grapheme `advance` wide and the "…"
    /// `ellipsis` wide: the "…" then as much of the end as fits (`.head`),
    /// or as much of the start and of the end, the start first, with the
    /// "…" between (`.middle`); the spaces next to the "…" dropped. Empty
    /// when not even the "…" fits. `.tail` is not cut here.
    func cut(_ line: String, width: Double, ellipsis: Double, advance: (Character) -> Double) -> String {
        let slack = TextFitting.slack
        guard ellipsis <= width + slack else { return "" }
        let graphemes = Array(line)
        var used = ellipsis
        var front = 0, back = graphemes.count
        var takeFront = self == .middle
        while front < back {
            let k = takeFront ? front : back - 1
            let w = advance(graphemes[k])
            if used + w > width + slack {
                // The other end may still hold a narrower grapheme; the phone keeps its halves even, so stop.
                break
            }
            used += w
            if takeFront { front += 1 } else { back -= 1 }
            if self == .middle { takeFront.toggle() }
        }
        var start = String(graphemes[..<front]), end = String(graphemes[back...])
        while start.last == " " { start.removeLast() }
        while end.first == " " { end.removeFirst() }
        return start + TextFitting.ellipsis + end
    }
}
