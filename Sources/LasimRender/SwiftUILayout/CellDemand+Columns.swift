import LasimText

/// A row wider than the columns it has. SwiftUI's `HStack` shares its
/// width among its children the least flexible first, each offered an
/// equal part of what is left: a text that wants less than its part takes
/// what it wants, and the others share the rest; a text offered less than
/// its line wraps. The cells share a row's columns the same way, so that
/// captions the phone sets side by side in small type (three 12 pt step
/// labels, 51 characters) stay side by side in the card's 42 columns, in
/// the phone's order, each wrapped within its share ("Seguro" over
/// "contratado"): a row more, where the alternative was to cut two of
/// them and give up the cells between them, which ran their words together.
extension CellBox {
    /// The columns each of a row's `kids` is given: what it asks, up to a
    /// level the row's columns allow, and never less than its longest word
    /// (`leastX`). Nil where the row fits its `columns`, where even its
    /// longest words side by side do not (its fit then cuts, `CellSpanFit`),
    /// and where the phone itself draws its children over each other (an
    /// island's regions wider than the island), not side by side.
    static func shares(_ kids: [CellBox], columns: Int) -> [Int]? {
        let between = gaps(in: kids), room = columns - between
        // A row never needs more than its views side by side (`rowWidth`):
        // one that fits that way is not asked what its columns need beside each other.
        guard kids.reduce(between, { $0 + $1.demandX }) > columns, rowWidth(kids, beside: besideX(kids)) > columns else { return nil }
        guard sideBySide(kids) else { return nil }
        let least = kids.map { min($0.demandX, $0.leastX) }
        guard least.reduce(0, +) <= room else { return nil }
        func given(_ level: Int) -> [Int] { zip(kids, least).map { k, l in min(k.demandX, max(l, level)) } }
        var lo = 0, hi = kids.reduce(0) { max($0, $1.demandX) }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if given(mid).reduce(0, +) <= room { lo = mid } else { hi = mid - 1 }
        }
        var shares = given(lo)
        // The columns the level leaves over go to those still short of what they ask, in order.
        var left = room - shares.reduce(0, +)
        for i in shares.indices where left > 0 && shares[i] < kids[i].demandX {
            shares[i] += 1
            left -= 1
        }
        return shares
    }

    /// The columns each of a row's `kids` needs in the rows the others draw
    /// in (`columns(beside:)`): what the row shares out (`shares`) and fits
    /// (`CellSpanFit`). A column's wider lines below the rest take the
    /// row's columns there (`CellDrawer.overhung`).
    static func besideX(_ kids: [CellBox]) -> [Int] {
        guard kids.count > 1 else { return kids.map(\.demandX) }
        // Only a column (maybe padded or framed) can need fewer: the others are not asked.
        let inks = kids.map { $0.demandX == 0 ? nil : $0.inkY }
        return kids.indices.map { i in
            guard kids[i].mayNeedFewerBeside else { return kids[i].demandX }
            var others: [(start: Double, end: Double)] = []
            for j in inks.indices where j != i { if let y = inks[j] { others.append(y) } }
            return kids[i].columns(beside: others)
        }
    }

    /// Whether `columns(beside:)` may answer less than `demandX`: a shown
    /// column, or a padding, frame or `fixedSize` round one view.
    private var mayNeedFewerBeside: Bool {
        guard !view.hidden else { return false }
        switch view.content {
        case .vstack: return true
        case .padding, .frame, .fixedSize: return kids.count == 1
        default: return false
        }
    }

    /// The columns a row of `kids` needs, each at what it needs beside the
    /// others (`beside`, `besideX`): their sum with the cells between them;
    /// or, where a column's wider lines are more, those lines where they
    /// run, from the column's start on (a leading column's, after what is
    /// before it), to its end (a trailing one's), or round its middle.
    static func rowWidth(_ kids: [CellBox], beside: [Int]) -> Int {
        var before = 0, previous: CellBox?, starts: [Int] = []
        for (k, b) in zip(kids, beside) {
            if k.demandX > 0, let p = previous, apart(p, k) { before += 1 }
            starts.append(before)
            before += b
            if k.demandX > 0 { previous = k }
        }
        var w = before
        for (i, k) in kids.enumerated() where beside[i] < k.demandX {
            let anchor = k.columnAnchor
            w = max(w, anchor <= 0 ? starts[i] + k.demandX : anchor >= 1 ? k.demandX + before - starts[i] - beside[i] : k.demandX)
        }
        return w
    }

    /// A row of `kids` wider side by side than its `columns` (nil: any)
    /// that fits them where a column's lines below the rest take the row's
    /// columns there (`beside`, `besideX`; empty: no such column): one rule
    /// for the row's demand (`CellBox`) and its drawing (`CellDrawer.overhung`).
    static func overhangs(_ kids: [CellBox], beside: [Int], columns: Int?) -> Bool {
        !beside.isEmpty && kids.reduce(gaps(in: kids), { $0 + $1.demandX }) > (columns ?? 0)
            && rowWidth(kids, beside: beside) <= (columns ?? .max)
    }

    /// The columns it needs in the rows that the `beside` spans (points
    /// down, what the rest of its row draws) take: a column's lines below
    /// them, under a line of its own level with them (a caption under a
    /// title that a row's leading glyph and trailing number sit beside),
    /// need none of them, as on the phone, where the caption runs under
    /// the glyph's and the number's empty room; anything else all it
    /// needs. Under a line of its own: a column's lines move up the rows
    /// where blank rows above them close (`linesRows`), never above the
    /// line before them.
    func columns(beside: [(start: Double, end: Double)]) -> Int {
        guard !beside.isEmpty, !view.hidden else { return demandX }
        switch view.content {
        case .vstack:
            let bottom = beside.reduce(-Double.infinity) { max($0, $1.end) }
            var level = false, n = 0
            for k in kids {
                if level, let y = k.inkY, y.start >= bottom { continue }
                if let y = k.inkY, beside.contains(where: { $0.start < y.end && y.start < $0.end }) { level = true }
                n = max(n, k.columns(beside: beside))
            }
            return n
        case .padding, .frame, .fixedSize:
            guard kids.count == 1 else { return demandX }
            return min(demandX, kids[0].columns(beside: beside) + max(0, demandX - kids[0].demandX))
        default:
            return demandX
        }
    }

    /// Where a column's lines sit across it (its alignment), through the
    /// paddings and frames round it: the side a line wider than the column
    /// grows from (`CellDrawer.overhung`).
    var columnAnchor: Double {
        switch view.content {
        case .vstack: return view.childAnchor[.horizontal]
        case .padding, .frame, .fixedSize: return kids.count == 1 ? kids[0].columnAnchor : 0.5
        default: return 0.5
        }
    }

    /// The phone draws `kids` side by side, each after the one before, not over it.
    static func sideBySide(_ kids: [CellBox]) -> Bool {
        let inked = kids.compactMap(\.inkX)
        return zip(inked, inked.dropFirst()).allSatisfy { $0.end <= $1.start + TerminalRows.touching }
    }

    /// The fewest columns it is drawn in with no word broken: a text that
    /// may take more rows its longest word, a row its children's side by
    /// side, a column or layers their widest (with the cells a ring adds
    /// around them); anything else the cells it needs.
    var leastX: Int {
        if view.hidden { return 0 }
        switch view.content {
        case .text(let t) where view.paint.cellLeaf == nil, .failure(let t, _):
            guard !t.isCut, (view.environment.lineLimit ?? Int.max) > t.lines.count else { return demandX }
            return t.words.split(separator: " ").reduce(0) { max($0, GraphemeWidth.of(String($1))) }
        case .hstack:
            return kids.reduce(CellBox.gaps(in: kids)) { $0 + $1.leastX }
        case .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            let widest = kids.reduce(0) { max($0, $1.demandX) }
            return kids.reduce(0) { max($0, $1.leastX) } + max(0, demandX - widest)
        default:
            return demandX
        }
    }

    /// The columns it asks of a card that has `columns` and may grow to
    /// `widest`: all it needs where that fits; else, down a column or in
    /// layers, the most its children ask (each row of a column is drawn on
    /// its own). A row or a text wider than `widest` whose texts are not
    /// (what gives way first, `softX`, an image's mark, does) asks for
    /// `widest`; one whose texts are asks for none where its words wrap
    /// within `columns` (a row more, and the card keeps its margin), and
    /// for `widest` where they cannot (a word too long, a `lineLimit`): it
    /// is cut in any case, and `widest` cuts the least.
    func columnsAsked(of columns: Int, widest: Int) -> Int {
        if demandX <= widest { return demandX }
        switch view.content {
        case .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            return kids.reduce(0) { max($0, $1.columnsAsked(of: columns, widest: widest)) }
        case _ where demandX - softX <= widest:
            return widest
        case .hstack:
            return leastX <= columns && CellBox.sideBySide(kids) ? 0 : widest
        default:
            return leastX <= columns ? 0 : widest
        }
    }
}
