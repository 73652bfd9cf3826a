import LasimText

/// How a layout in points maps to the rows of a terminal, as a person
/// draws it there: a text's line is one row whatever its points (three
/// 17 pt lines, 61.2 pt, are three rows, not four), the room between what
/// is drawn (spacing, padding, a band that draws nothing such as the
/// island's camera) is kept only where it amounts to a row or more (`blankRows`),
/// and everything keeps its order down the view. What is drawn is grouped
/// into bands, the views whose points overlap down; a band takes the
/// most rows its views need one under another (a line a row, a glyph or a
/// bar a row), and at least the rows of its points where it holds what
/// covers its points' cells (an image drawn as pixels, a shape, a chart)
/// a row high or more.
/// Points in a band map onto its rows evenly; in the room between bands,
/// onto its blank rows.
///
/// The cells draw the layout with its points moved down to these rows
/// (`moved`), so a card is as tall as this says and what its points
/// place keeps its row: the one rule for apps' views and templates alike.
struct TerminalRows {
    /// Points down and the rows they map to, both increasing.
    var knots: [(y: Double, row: Double)] { storage.knots }
    let cellHeight: Double
    /// The cells across a card (`rewrapped`); nil elsewhere.
    let columns: Int?
    /// What is drawn, grouped: where each band's points are and its rows.
    private var bands: [(start: Double, end: Double, rows: Int)] { storage.bands }
    /// The root's cells its rows were counted by (`init`'s `box`): a
    /// drawing at these rows makes its own boxes from them (`CellBox.init(moving:...)`).
    var box: CellBox? { storage.box }
    /// The most rows the view may take where it is counted (a card's inside), nil: no limit.
    let most: Int?
    /// The knots, bands and box, held once: every cell box of a drawing is
    /// handed these rows, and a copy of three references each time was a
    /// fortieth of a card's cost (callgrind).
    private var storage: Storage

    private final class Storage {
        let knots: [(y: Double, row: Double)]
        let bands: [(start: Double, end: Double, rows: Int)]
        let box: CellBox?
        init(box: CellBox?, bands: [(start: Double, end: Double, rows: Int)], knots: [(y: Double, row: Double)] = []) {
            self.box = box; self.bands = bands; self.knots = knots
        }
    }

    /// A view drawn in the band: where its points are, and the rows it
    /// needs there.
    private struct Mark { var start: Double; var end: Double; var rows: Int; var coversPoints: Bool }

    /// `grid`: the rows the cells give a root as tall as they are (a
    /// frame that fills a slot): the room around what it draws is the
    /// rest of them, as the frame's points are the rest of the slot's.
    /// `columns`: the cells across a card, where a line of text wider than
    /// the columns it has takes rows of its own; `box`: the root's cells
    /// at those columns (`CellBox`), which say a text's rows.
    init(_ root: LaidOutView, cellHeight: Double, grid: Int? = nil, columns: Int? = nil, box: CellBox? = nil, most: Int? = nil) {
        self.cellHeight = cellHeight
        self.most = most
        self.columns = columns
        var marks: [Mark] = []
        Self.collect(root, box: box, dy: 0, layeredWith: nil, cellHeight: cellHeight, into: &marks)
        marks.sort { $0.start < $1.start }
        // The bands: the marks whose points overlap, one after another.
        var bands: [(start: Double, end: Double, rows: Int)] = []
        var i = 0
        while i < marks.count {
            var band = [marks[i]]
            var end = marks[i].end
            var j = i + 1
            while j < marks.count && marks[j].start < end - Self.touching {
                band.append(marks[j]); end = max(end, marks[j].end); j += 1
            }
            bands.append((marks[i].start, end, Self.rows(band, cellHeight: cellHeight)))
            i = j
        }
        storage = Storage(box: box, bands: bands)
        place(root, grid: grid)
    }

    /// The same layout's rows in a grid of `grid` rows: its bands are kept,
    /// only the room around them is shared out again (a card counted, then
    /// drawn, walks its views once).
    func fitted(_ root: LaidOutView, grid: Int?) -> TerminalRows {
        var out = self
        out.place(root, grid: grid, counted: true)
        return out
    }

    /// The knots of `root`'s points, its bands placed one under another.
    /// `counted`: the grid is the rows this layout was counted at (or
    /// more), whatever its points: its gaps take the rows they took there.
    private mutating func place(_ root: LaidOutView, grid: Int?, counted: Bool = false) {
        let top = root.frame.y.isFinite ? root.frame.y : 0
        let bottom = root.frame.maxY.isFinite ? root.frame.maxY : top
        var y = top, row = (max(0, top) / cellHeight).rounded(.down)
        var knots: [(y: Double, row: Double)] = [(0, 0)]
        // Its knots replace the last ones, the bands kept.
        defer { storage = Storage(box: box, bands: bands, knots: knots) }
        if y > 0 { knots.append((y, row)) }
        guard let first = bands.first, let last = bands.last else {
            if bottom > y { knots.append((bottom, row + (bottom - y) / cellHeight)) }
            return
        }
        // The room around what is drawn (a padding, a frame's centring)
        // takes the whole rows its points amount to together, shared
        // above and below as they share the points, the odd row above:
        // what a frame centres stays centred.
        let above = max(0, first.start - top), below = max(0, bottom - last.end)
        var edge = Self.blankRows(above + below, cellHeight: cellHeight)
        var gaps = zip(bands, bands.dropFirst()).map { Self.blankRows($1.start - $0.end, cellHeight: cellHeight) }
        let drawn = bands.reduce(0) { $0 + $1.rows }
        let fills = grid.map { abs(root.frame.height - Double($0) * cellHeight) < 1 } ?? false
        // A gap between bands that a column counts as a blank row (12 pt
        // or more past whole rows, `CellBox.blankRows`) takes it where the
        // rows stay within the view's points rounded (and the `most` a
        // card may take), or the grid's rows past them (a card the lock
        // screen's least height makes taller): the phone shows a stack's
        // 12 pt spacing, which the whole rows alone dropped while the
        // padding round it kept its row. Not in a root that fills its
        // grid (a region, a card squeezed to its rows): what its bands
        // need there is the cells' (a ring round two lines) before a gap's.
        if !fills || counted, root.frame.height.isFinite {
            let room = grid ?? min(Int((root.frame.height / cellHeight).rounded()), most ?? .max)
            // What the cells need past the bands' rows (a ring round two
            // lines needs four rows, its band three) is theirs first.
            var spare = room - max(drawn, box?.demandY ?? 0) - Int(gaps.reduce(0, +) + edge)
            let wider = zip(bands, bands.dropFirst()).enumerated()
                .map { (i: $0.offset, points: $0.element.1.start - $0.element.0.end) }
                .filter { Double(CellBox.blankRows(between: $0.points, cellHeight: cellHeight)) > gaps[$0.i] }
                .sorted { $0.points.truncatingRemainder(dividingBy: cellHeight) > $1.points.truncatingRemainder(dividingBy: cellHeight) }
            for g in wider where spare > 0 { gaps[g.i] += 1; spare -= 1 }
        }
        if let grid, fills {
            edge = max(edge, Double(grid - drawn) - gaps.reduce(0, +))
        }
        let over = above + below > 0 ? (edge * above / (above + below)).rounded() : 0
        for (n, band) in bands.enumerated() where band.end > y {
            if band.start > y {
                row += n == 0 ? over : bands[n - 1].end == y ? gaps[n - 1] : Self.blankRows(band.start - y, cellHeight: cellHeight)
                knots.append((band.start, row))
            }
            row += Double(band.rows)
            y = band.end
            knots.append((y, row))
        }
        if bottom > y { knots.append((bottom, row + edge - over)) }
    }

    /// The blank rows `points` of room make: the whole rows it amounts to.
    static func blankRows(_ points: Double, cellHeight: Double) -> Double {
        (points / cellHeight + touching).rounded(.down)
    }

    /// The rows a glyph's frame may take and still sit on a line.
    private static let glyphLine = 1.5

    /// Points closer than this are not apart (a float's last bits).
    static let touching = 1e-6

    /// The rows of a band: the most its marks need one under another, at
    /// least its points' rows where one covers the cells of its points.
    private static func rows(_ band: [Mark], cellHeight: Double) -> Int {
        // The longest chain of marks each below the one before, by rows.
        var best = [Int](repeating: 0, count: band.count)
        for b in band.indices {
            best[b] = band[b].rows
            for a in 0..<b where band[a].end <= band[b].start + touching { best[b] = max(best[b], best[a] + band[b].rows) }
        }
        var rows = best.max() ?? 0
        // A shape less than a row high (a 10 pt dot beside a 26 pt timer's
        // line) is drawn in the row of what is beside it: it asks no rows
        // for the band's points.
        if band.contains(where: { $0.coversPoints && $0.end - $0.start >= cellHeight }) {
            let points = (band.map(\.end).max() ?? 0) - (band.map(\.start).min() ?? 0)
            rows = max(rows, Int((points / cellHeight).rounded()))
        }
        return rows
    }

    /// What `v` draws that takes rows of its own, where `.offset` moves it
    /// (`dy`, its ancestors' offsets). A layer behind or over a view (a
    /// background, a ring, a card's colour) takes the rows of what it is
    /// layered with (`layeredWith`, those points), not its own; moved past
    /// them (a dot offset under the glyph it hangs from), it is drawn on its
    /// own, and takes its rows there. `box`: `v`'s cells, where its texts
    /// may wrap (nil: each takes the phone's lines).
    private static func collect(_ v: LaidOutView, box: CellBox?, dy: Double, layeredWith: LaidOutView.DownSpan?,
                                cellHeight: Double, into marks: inout [Mark]) {
        if v.hidden || !v.frame.y.isFinite || !v.frame.maxY.isFinite { return }
        let layeredWith = v.layer(layeredWith, dy: dy)
        let dy = v.movedDown(dy)
        let start = v.frame.y + dy, end = v.frame.maxY + dy
        func mark(_ rows: Int, covers: Bool = false) {
            if rows > 0 { marks.append(Mark(start: start, end: end, rows: rows, coversPoints: covers)) }
        }
        let pointRows = max(1, Int((v.frame.height / cellHeight).rounded()))
        switch v.paint.cellLeaf {
        case .bar?: return mark(1)
        case .big?: return mark(BigDigits.height)
        case nil: break
        }
        switch v.content {
        case .text(let t), .placeholder(let t, _, _), .failure(let t, _):
            mark(box?.demandY ?? (t.lines.allSatisfy(\.isEmpty) ? 0 : t.lines.count))
        case .image(_, let systemName):
            // A glyph in a frame taller than a line keeps its frame's rows.
            mark(systemName ? 1 : pointRows, covers: !systemName || v.frame.height > glyphLine * cellHeight)
        case .progress:
            mark(1)
        case .divider:
            if v.frame.width > v.frame.height { mark(1) }
        case .fill:
            guard v.fillTakesRows(layered: layeredWith != nil, cellHeight: cellHeight) else { return }
            // A ring around what it is layered with: its line a row above
            // and below what it holds, at least.
            mark(layeredWith == nil ? pointRows : max(3, pointRows), covers: true)
        case .chart:
            if v.frame.height > 0 { mark(pointRows, covers: true) }
        case .spacer:
            break
        case .background, .overlay, .zstack, .hstack, .vstack, .padding, .frame, .fixedSize:
            for (i, (c, over)) in zip(v.children, v.childLayers(dy: dy, layeredWith: layeredWith)).enumerated() {
                collect(c, box: box?.kids[i], dy: dy, layeredWith: over, cellHeight: cellHeight, into: &marks)
            }
        }
    }

    /// A text's rows beyond the phone's lines: a line wider than the
    /// `columns` it has (a card's: the phone's 371 pt line holds more
    /// characters than 42 cells; or its share of a row, `CellBox.shares`)
    /// wraps onto more, as far as its `lineLimit` lets it, so that what the
    /// phone shows whole is drawn whole (`LaidOutText.cellLines`); the rows
    /// and columns it is wrapped onto (its cell box's demand: its widest
    /// line there). `demand`: the columns the phone's lines need
    /// (`LaidOutText.cellDemand`). Nil where the phone's lines are kept,
    /// and for what the phone cut.
    static func rewrapped(_ t: LaidOutText, demand: Int, lineLimit: Int?, columns: Int?) -> (rows: Int, columns: Int)? {
        guard let columns, columns > 0, !t.isCut, max(t.widestLine, demand) > columns else { return nil }
        let limit = lineLimit ?? Int.max
        guard limit > t.lines.count else { return nil }
        let lines = TextFit.wrap(t.words, width: columns)
        let widest = lines.count <= limit ? lines.reduce(0) { max($0, GraphemeWidth.of($1)) } : columns
        return (min(limit, max(t.lines.count, lines.count)), widest)
    }

    /// The row (fractional) that `y` points fall on.
    func row(_ y: Double) -> Double {
        guard y.isFinite else { return y }
        let knots = storage.knots
        guard let last = knots.last, y < last.y else { return knots.last.map { $0.row + (y - $0.y) / cellHeight } ?? y / cellHeight }
        if y <= knots[0].y { return knots[0].row + (y - knots[0].y) / cellHeight }
        var i = 1
        while knots[i].y < y { i += 1 }
        let (a, b) = (knots[i - 1], knots[i])
        return b.y > a.y ? a.row + (y - a.y) / (b.y - a.y) * (b.row - a.row) : b.row
    }

    /// The rows `root` takes to its bottom edge.
    func rows(of root: LaidOutView) -> Int {
        let r = row(root.frame.maxY) - max(0, row(root.frame.y))
        return r.isFinite ? Int(r.rounded()) : 0
    }

    /// `v` with its frame moved down to its rows: a row `cellHeight`
    /// points. Its children keep their points: the cells move each as they
    /// make its box (`CellBox`), in the one walk, with no copy of the tree.
    func moved(_ v: LaidOutView) -> LaidOutView {
        var out = v
        let top = row(v.frame.y), bottom = row(v.frame.maxY)
        if top.isFinite && bottom.isFinite {
            // A line thinner than half a row keeps its points (the cells
            // draw it as a line, its weight from them), where its middle
            // falls; so does a shape less than a row high (a band of blocks
            // in one row, `CellDrawer.thickness`), which a taller band's rows
            // shared out evenly would leave less than a row. (Not a path: a
            // canvas's strokes are drawn in the rows it gets.)
            var thin = CellDrawer.isThin(v.frame.height, cell: cellHeight)
            if case .fill = v.content, v.paint.path == nil { thin = CellDrawer.isUnderCell(v.frame.height, cell: cellHeight) }
            out.frame.height = thin ? v.frame.height : (bottom - top) * cellHeight
            out.frame.y = thin ? (top + bottom) / 2 * cellHeight - v.frame.height / 2 : top * cellHeight
        }
        // `.offset` moves it by the rows its points move it past.
        if v.paint.offsetY != 0 && v.frame.midY.isFinite {
            let moved = row(v.frame.midY + v.paint.offsetY) - row(v.frame.midY)
            if moved.isFinite { out.paint.offsetY = moved * cellHeight }
        }
        return out
    }
}
