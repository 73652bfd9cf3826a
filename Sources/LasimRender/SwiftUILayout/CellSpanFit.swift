/// Fitting a stack's children, laid out in points, into whole cells along
/// the stack's axis: in order, without overlap, each as near its place on
/// the phone as the cells allow. A text's characters take more or fewer
/// cells than its points suggest, so each child brings the cells it needs
/// (`demand`); what the points leave over (spacers, padding, a wide
/// font's extra) gives way first; then a child gets fewer cells than it
/// needs, the longest first; the gaps between views go last.
struct CellSpan {
    var start: Int
    var length: Int
    /// The cells it needs to show what the phone shows.
    var demand: Int
    /// Cells kept free before it (views the phone separates stay apart).
    var gap: Int
}

enum CellSpanFit {
    static func fit(_ spans: inout [CellSpan], from lo: Int, to hi: Int) {
        guard !spans.isEmpty else { return }
        let room = max(0, hi - lo)
        var total = spans.reduce(0) { $0 + $1.length + $1.gap }
        // 1. Down to what each needs, the one with the most to spare first.
        while total > room {
            var best = -1
            for i in spans.indices where spans[i].length > spans[i].demand {
                if best < 0 || spans[i].length - spans[i].demand > spans[best].length - spans[best].demand { best = i }
            }
            guard best >= 0 else { break }
            let cut = min(total - room, max(1, (spans[best].length - spans[best].demand) / 2))
            spans[best].length -= cut
            total -= cut
        }
        // 2. Less than needed: the longest shrinks first (its text is cut),
        // the later of two as long (what is below or after goes first),
        // never below one cell while the gaps can go.
        func longest() -> Int {
            var best = 0
            for i in spans.indices where spans[i].length >= spans[best].length { best = i }
            return best
        }
        while total > room {
            let best = longest()
            guard spans[best].length > 1 else { break }
            spans[best].length -= 1
            total -= 1
        }
        // 3. The gaps, last first; then whatever is left.
        var i = spans.count - 1
        while total > room && i >= 0 {
            if spans[i].gap > 0 { total -= spans[i].gap; spans[i].gap = 0 }
            i -= 1
        }
        while total > room {
            let best = longest()
            guard spans[best].length > 0 else { break }
            spans[best].length -= 1
            total -= 1
        }
        // In order, from where each would be: pushed right past the one
        // before, then back left inside the end.
        var pos = lo
        for i in spans.indices {
            spans[i].start = max(spans[i].start, pos + spans[i].gap)
            pos = spans[i].start + spans[i].length
        }
        var end = hi
        for i in spans.indices.reversed() {
            spans[i].start = min(spans[i].start, end - spans[i].length)
            end = spans[i].start - spans[i].gap
        }
    }
}
