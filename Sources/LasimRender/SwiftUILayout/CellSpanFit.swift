/// Fitting a stack's children, laid out in points, into whole cells along
/// the stack's axis: in order, without overlap, each as near its place on
/// the phone as the cells allow. A text's characters take more or fewer
/// cells than its points suggest, so each child brings the cells it needs
/// (`demand`); a spacer gives up its cells where a view beside it needs
/// them, so the view stays at its points; what the points leave over
/// (spacers, padding, a wide font's extra) gives way next, equal views
/// alike (the phone gives them equal widths); then what is
/// not the app's text (asset images' markers, placeholders, fills: a
/// child's `soft` cells), the most first; then the gaps between views,
/// but those between two texts; then the rows of shapes drawn in a row of
/// their own (a band, a rule: `shape`); only then is a text cut, the longest
/// first, and a gap between two texts given up only when every text is
/// down to a cell.
struct CellSpan {
    var start: Int
    var length: Int
    /// The cells it needs to show what the phone shows.
    var demand: Int
    /// Cells kept free before it (views the phone separates stay apart).
    var gap: Int
    /// Of its demand, the cells that give way before a text is cut.
    var soft: Int = 0
    /// Of the rest, the rows of shapes drawn in a row of their own (a band,
    /// a rule, `CellBox.shapeY`): they give way after the gaps, before a
    /// text is cut.
    var shape: Int = 0
    /// Its gap keeps two texts' words apart: a text is cut before it goes.
    var keepsWordsApart = false
    /// A `Spacer`: it draws nothing, so it gives way on the side a view
    /// needs its cells.
    var isSpacer = false
    /// Its length in points along the stack, where known: views as long
    /// in points that need as much are equals (`isEqual`).
    var points: Double?

    init(start: Int, length: Int, demand: Int, gap: Int, soft: Int = 0, shape: Int = 0, keepsWordsApart: Bool = false, isSpacer: Bool = false,
         points: Double? = nil) {
        self.start = start; self.length = length; self.demand = demand; self.gap = gap; self.soft = min(soft, demand)
        self.shape = min(shape, demand - self.soft)
        self.keepsWordsApart = keepsWordsApart; self.isSpacer = isSpacer; self.points = points
    }

    /// The phone gives equal views of a stack equal room (an HStack shares
    /// what is left among its flexible children alike), so they give way
    /// alike: a hundredth of a point is the layout's float noise, not a
    /// difference.
    func isEqual(to other: CellSpan) -> Bool {
        guard let p = points, let q = other.points else { return false }
        return abs(p - q) < 0.01 && demand == other.demand && soft == other.soft && isSpacer == other.isSpacer
    }

    /// What it keeps when its soft cells have given way.
    var firm: Int { demand - soft }
}

enum CellSpanFit {
    static func fit(_ spans: inout [CellSpan], from lo: Int, to hi: Int) {
        guard !spans.isEmpty else { return }
        let room = max(0, hi - lo)
        var total = spans.reduce(0) { $0 + $1.length + $1.gap }
        // 0. Where a spacer and a view meet in the same cells (a text needs
        // more cells than its points), the spacer gives up its cells on that
        // side: a view between two spacers keeps its place, where cutting
        // the longer spacer alone (1.) would leave the other as long and
        // push the view columns away from its points.
        if total > room {
            for i in spans.indices.dropFirst() {
                let over = spans[i - 1].start + spans[i - 1].length + spans[i].gap - spans[i].start
                guard over > 0 else { continue }
                let back = spans[i - 1].isSpacer ? min(over, spans[i - 1].length) : 0
                let front = spans[i].isSpacer ? min(over - back, spans[i].length) : 0
                spans[i - 1].length -= back
                spans[i].start += front
                spans[i].length -= front
                total -= back + front
            }
        }
        // 1. Down to what each needs, the one with the most to spare first;
        // views equal to it (`isEqual`) are cut with it, to equal lengths.
        while total > room {
            var best = -1
            for i in spans.indices where spans[i].length > spans[i].demand {
                if best < 0 || spans[i].length - spans[i].demand > spans[best].length - spans[best].demand { best = i }
            }
            guard best >= 0 else { break }
            let equals = spans.indices.filter { $0 == best || spans[$0].isEqual(to: spans[best]) }
            let spare = equals.reduce(0) { $0 + spans[$1].length - spans[$1].demand }
            let cut = min(total - room, max(1, spare / 2))
            share(equals.reduce(0) { $0 + spans[$1].length } - cut, among: equals, &spans)
            total -= cut
        }
        // 2. What is not text: the one with the most soft cells above what
        // it keeps first, the later of two (what is after goes first).
        while total > room {
            var best = -1
            for i in spans.indices where spans[i].length > spans[i].firm {
                if best < 0 || spans[i].length - spans[i].firm >= spans[best].length - spans[best].firm { best = i }
            }
            guard best >= 0 else { break }
            spans[best].length -= 1
            total -= 1
        }
        // 3. The gaps, last first; those between two texts' words down to
        // the one cell that keeps them apart, that cell after step 4's cuts.
        func giveUpGaps(keepingWords: Bool) {
            var i = spans.count - 1
            while total > room && i >= 0 {
                let keep = keepingWords && spans[i].keepsWordsApart ? min(1, spans[i].gap) : 0
                let give = min(spans[i].gap - keep, total - room)
                if give > 0 { total -= give; spans[i].gap -= give }
                i -= 1
            }
        }
        giveUpGaps(keepingWords: true)
        // 3b. Shapes drawn in rows of their own, the later first, before any text is cut.
        while total > room {
            guard let best = spans.indices.last(where: { spans[$0].length > spans[$0].firm - spans[$0].shape }) else { break }
            spans[best].length -= 1
            total -= 1
        }
        // 4. Less than needed: the longest shrinks first (its text is cut),
        // the later of two as long (what is below or after goes first),
        // never below one cell while another has more; then to nothing.
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
        giveUpGaps(keepingWords: false)
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

    /// `cells` shared among equal views as the phone's pixel grid shares
    /// what an even split leaves over: each view's end is its share's
    /// running total rounded, so the odd cells fall spread along the row
    /// (five bars in 36 cells: 7, 7, 8, 7, 7), not all on the first.
    static func share(_ cells: Int, among views: [Int], _ spans: inout [CellSpan]) {
        let each = Double(cells) / Double(views.count)
        var end = 0
        for (n, i) in views.enumerated() {
            let next = Int((Double(n + 1) * each + 0.5).rounded(.down))
            spans[i].length = next - end
            end = next
        }
    }
}
