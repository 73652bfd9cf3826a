import LasimTemplate
import LasimText

/// Draws a laid-out tree into a grid of cells, a cell `cellWidth` x
/// `cellHeight` points (8 x 16, `Device`'s rule). Each view gets the cells
/// its points cover, widened to the cells its content needs (`CellBox`)
/// and kept inside its parent's; a stack's children stay in order and
/// apart (`CellSpanFit`). A text is drawn as the phone shows it: its
/// lines, whole where the cells allow; every cut, the phone's or the
/// cells', is reported.
struct CellDrawer {
    var grid: Grid
    var truncations: [Truncation] = []
    var problems: [Problem] = []
    let palette: Palette
    let surface: RGB
    let symbols: ThemeTables
    let ascii: Bool
    let slot: String
    let cellWidth: Double
    let cellHeight: Double
    /// The app's asset images by name, decoded.
    let images: [String: AssetImage]
    /// Images as pixels (half blocks), as their shape (no colour in the
    /// output), or as their labelled placeholder `[name]` (NO_COLOR).
    let imageCells: ImageCells
    /// In plain text, the paper under fills text does not show (a disc
    /// behind a crest), by cell (`y * width + x`): what an image's pixels
    /// there are judged against (`CellDrawer.paint`).
    var textPaper: [Int: RGB] = [:]
    /// Painted shapes' glyphs for plain text, drawn once everything else
    /// is (`CellDrawer.paint`, `drawTextShapes`).
    var textShapes: [(kind: TextShape, rect: Rect, style: Style, round: Bool, block: Character)] = []
    /// Fills that another view is drawn over or behind (an avatar's disc
    /// under its symbol's overlay): in plain text they are outlined, as
    /// layers are, not blocks that cut what is on them.
    var holdingLayers: Set<ObjectIdentifier> = []
    /// The row of the ring being drawn whose bottom side is left open: what
    /// it holds needs that row (`placedChildren`).
    var openRingRow: Int?
    /// A template's bars and big digits, which views mark by their index (`ViewPaint.cellLeaf`).
    let leaves: LayoutArena?
    /// Images drawn as their labels, once the rest is drawn.
    var labels: [(name: String, rect: Rect)] = []
    /// The views visited so far, and the texts (by that count) moved from
    /// the cells `childRects` gives them (`leafMoves`).
    var visited = 0
    var moves: [Int: LeafMove] = [:]
    /// What `childRects` answered is kept on each box (`CellBox.placedRects`)
    /// for the drawing this names: its leaves are placed (`placedLeaves`,
    /// `drawnRows`, `settleTies`) and then drawn through the same rects,
    /// asked again of each container at each pass. Kept by box, not in a
    /// dictionary, whose hashing was a tenth of the rule's cost.
    let childRectsMemo = ChildRectsMemo()

    /// One drawing (its `generation`, moved on as each starts and ends) by
    /// one drawer: a box drawn again, by another drawer or at another
    /// width (a compact side tried at several), works its rects out anew.
    final class ChildRectsMemo {
        var generation = 0
    }

    init(width: Int, height: Int, palette: Palette, surface: RGB, symbols: ThemeTables, ascii: Bool, slot: String,
         cellWidth: Double, cellHeight: Double, images: [String: AssetImage] = [:], imageCells: ImageCells = .pixels, leaves: LayoutArena? = nil) {
        grid = Grid(width: width, height: height, style: Style(fg: palette.primary, bg: surface))
        self.palette = palette; self.surface = surface; self.symbols = symbols; self.ascii = ascii; self.slot = slot
        self.cellWidth = cellWidth; self.cellHeight = cellHeight
        self.images = images; self.imageCells = imageCells; self.leaves = leaves
    }

    /// A template's bar or big digits this drawer holds, drawn as one leaf.
    func isCellLeaf(_ v: LaidOutView) -> Bool {
        switch v.paint.cellLeaf {
        case .bar(let i): return leaves.map { $0.bars.indices.contains(i) } ?? false
        case .big(let i): return leaves.map { $0.runs.indices.contains(i) } ?? false
        case nil: return false
        }
    }

    /// The cells each view of `root` needs, its symbols as wide as the
    /// theme draws them; `rows`: drawn at a terminal's rows, each view's
    /// frame moved down to them.
    static func boxes(_ root: LaidOutView, symbols: ThemeTables, ascii: Bool, cellWidth: Double, cellHeight: Double, rows: TerminalRows? = nil,
                      images: [String: AssetImage] = [:]) -> CellBox {
        CellBox(root, cellWidth: cellWidth, cellHeight: cellHeight, glyphWidth: glyphWidth(symbols: symbols, ascii: ascii), pictures: decoded(images), rows: rows,
                columns: rows?.columns)
    }

    /// Whether an asset image of `images` is drawn as pixels: decoded.
    static func decoded(_ images: [String: AssetImage]) -> (String) -> Bool {
        { images[$0]?.isDecoded == true }
    }

    /// The cells a symbol takes: its glyph's, as the theme draws it.
    static func glyphWidth(symbols: ThemeTables, ascii: Bool) -> (String) -> Int {
        { name in
            guard let g = symbols.symbol(name) else { return 1 }
            return ascii ? g.asciiWidth : g.emojiWidth
        }
    }

    /// The tree with its root placed in points from the grid's top-left corner.
    mutating func draw(_ root: LaidOutView) { draw(Self.boxes(root, symbols: symbols, ascii: ascii, cellWidth: cellWidth, cellHeight: cellHeight)) }

    /// The tree (its cell boxes, `boxes`) with its root placed in points from the grid's top-left corner.
    /// `widthPt`: the points the grid's width stands for (the phone's
    /// card, which the root was laid out in), its cells' own by default:
    /// a root centred on the phone is centred in the cells.
    mutating func draw(_ box: CellBox, widthPt: Double? = nil) {
        childRectsMemo.generation += 1
        defer { childRectsMemo.generation += 1 }
        let whole = PointRect(x: 0, y: 0, width: widthPt ?? Double(grid.width) * cellWidth, height: Double(grid.height) * cellHeight)
        let x = span(box, .horizontal, anchor: 0.5, parent: whole, cells: (0, grid.width))
        let y = span(box, .vertical, anchor: 0.5, parent: whole, cells: (0, grid.height))
        let rect = Rect(x: x.start, y: y.start, width: x.length, height: y.length)
        var leaves: [PlacedLeaf] = []
        placedLeaves(box, in: rect, order: &visited, into: &leaves)
        let placed = Self.leafMoves(leaves, width: grid.width, rows: grid.height, cellHeight: cellHeight)
        moves = placed.moves
        visited = 0
        draw(box, in: rect)
        for (a, b) in placed.touching {
            // A row's children that lost their gap are reported by the row.
            let before = truncations
            reportLostGap(a.box, b.box, from: a.rect, to: b.rect)
            if let t = truncations.last, before.contains(where: { $0.path == t.path && $0.text == t.text }) { truncations.removeLast() }
        }
        for l in labels { drawAssetLabel(l.name, in: l.rect) }
        labels = []
        drawTextShapes()
    }

    mutating func draw(_ box: CellBox, in r: Rect) {
        let v = box.view
        let index = visited
        visited += 1
        if Self.isUndrawn(v) { return }
        let r = moves[index].map { Rect(x: r.x + $0.dx, y: r.y + $0.dy, width: r.width, height: r.height) } ?? r
        if let leaves, isCellLeaf(v) {
            // Its views (a rider over segments) are not visited: `placedLeaves` counts it as one leaf too.
            switch v.paint.cellLeaf {
            case .bar(let i): leaves.bars[i].draw(in: Rect(x: r.x, y: r.y, width: r.width, height: min(1, r.height)), grid: &grid)
            case .big(let i): BigDigits.draw(leaves.runs[i].text, style: leaves.runs[i].style, in: r, grid: &grid)
            case nil: break
            }
            return
        }
        switch v.content {
        case .text(let t):
            drawText(t, v, in: r, style: textStyle(v), demand: box.textDemand?.phone)
        case .placeholder(let t, let construct, let note):
            problem(Problem(at: v.path, notDrawn: "SwiftUI \(construct)", because: note))
            drawText(t, v, in: r, style: Style(fg: palette.warning, bg: surface), demand: box.textDemand?.phone)
        case .failure(let t, let message):
            problem(Problem(at: v.path, message))
            drawText(t, v, in: r, style: Style(fg: palette.warning, bg: surface, bold: true), demand: box.textDemand?.phone)
        case .image(let name, let systemName):
            if systemName && !v.paint.customSymbol { drawSymbol(name, v, in: r) } else { drawAsset(name, v, in: r, points: box.pointsHeight) }
        case .spacer:
            break
        case .divider:
            drawDivider(v, in: r)
        case .progress(let fraction):
            drawProgress(fraction, v, in: r)
        case .fill(let shape):
            drawFill(shape, v, in: r, layer: box.isLayer, points: box.pointsHeight, holdsLayer: holdingLayers.contains(ObjectIdentifier(box)))
        case .chart(let chart):
            drawChart(chart, v, in: r)
        case .hstack, .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            let placed = childRects(box, in: r)
            if imageCells == .shapes, v.content.isLayered, box.kids.count == 2 {
                // Through the frames and paddings that size it.
                var base = box.kids[v.content.isBackground ? 1 : 0]
                while base.kids.count == 1, base.view.content.isFrameOrPadding { base = base.kids[0] }
                if case .fill = base.view.content { holdingLayers.insert(ObjectIdentifier(base)) }
            }
            for (kid, rect) in zip(box.kids, placed.rects) {
                // A ring with an inside whose lines need its bottom row
                // too (`placedChildren`) is drawn open there.
                let open = kid.drawsRing && rect.height >= 3 && !v.content.isStack && zip(box.kids, placed.rects).contains { k, c in
                    !k.drawsRing && c.y == rect.y + 1 && c.maxY == rect.maxY && k.takesRingsBottomRow(inside: rect.height - 2, cellHeight: cellHeight)
                }
                let outer = openRingRow
                if open { openRingRow = rect.maxY - 1 }
                draw(kid, in: rect)
                openRingRow = outer
            }
            for (before, after) in placed.lostGaps {
                reportLostGap(box.kids[before], box.kids[after], from: placed.rects[before], to: placed.rects[after])
            }
        }
    }

    /// A cell the phone's points keep between two views of a row, given up
    /// where the row is too tight for it: reported as a cut is, named by
    /// what the two views draw at the edges that now touch, with the cells
    /// the two take (one more with the gap), those cells marked.
    mutating func reportLostGap(_ before: CellBox, _ after: CellBox, from a: Rect, to b: Rect) {
        let text = before.edgeLabel(trailing: true) + " " + after.edgeLabel(trailing: false)
        let cells = max(0, b.maxX - a.x)
        truncations.append(Truncation(slot: slot, path: after.view.path, text: text, neededWidth: cells + 1, availableWidth: cells,
                                      rect: Rect(x: a.x, y: b.y, width: cells, height: 1)))
    }

    /// The cells of each child of `box`, drawn in `r`, and the children
    /// of a row (by index) that lost the cell kept before them.
    func childRects(_ box: CellBox, in r: Rect) -> (rects: [Rect], lostGaps: [(before: Int, after: Int)]) {
        if let e = box.placedRects, e.memo === childRectsMemo, e.generation == childRectsMemo.generation, e.rect == r {
            return (e.rects, e.lostGaps)
        }
        let placed = placedChildren(box, in: r)
        box.placedRects = CellBox.PlacedRects(memo: childRectsMemo, generation: childRectsMemo.generation, rect: r, rects: placed.rects,
                                              lostGaps: placed.lostGaps)
        return placed
    }

    /// `childRects` worked out.
    func placedChildren(_ box: CellBox, in r: Rect) -> (rects: [Rect], lostGaps: [(before: Int, after: Int)]) {
        let v = box.view
        var lostGaps: [(before: Int, after: Int)] = []
        func along(_ axis: LayoutAxis, across: [(start: Int, length: Int)] = []) -> [(start: Int, length: Int)] {
            let cells = axis == .horizontal ? (r.x, r.width) : (r.y, r.height)
            let sequential: Bool
            switch v.content {
            case .hstack: sequential = axis == .horizontal
            case .vstack: sequential = axis == .vertical
            default: sequential = false
            }
            guard sequential else {
                // A frame or padding round one view: lines in it keep their place in its room (`nominal`).
                var framed = false
                if case .frame = v.content { framed = box.kids.count == 1 } else if case .padding = v.content { framed = box.kids.count == 1 }
                var spans = box.kids.map { span($0, axis, anchor: v.childAnchor[axis], parent: v.frame, cells: cells, framed: framed) }
                if axis == .vertical { settleTies(box, &spans, xs: across, cells: cells) }
                // What a ring holds is drawn inside its line, where the ring has an inside.
                guard let ring = box.kids.firstIndex(where: \.drawsRing), spans[ring].length >= 3 else { return spans }
                // Centred across it, what it holds is centred in the cells
                // only where the room either side is even: a ring four
                // cells wide round one initial is drawn three wide (`│S│`,
                // not `│ S│`), the cell it gives up left blank beside it.
                // A shape under the line (a card's fill) takes the size it
                // is offered: there is nothing to centre, and the ring keeps
                // every cell it got, whose inside the view it is layered
                // with was already given (a card's Stop button on its right).
                // Content spread across the ring by a spacer (a card's rows,
                // one thing at each end) is not centred either: the ring
                // keeps its cells, centred where the card is.
                let holds = box.kids.filter { !$0.drawsRing && !$0.drawsOnlyShapes }
                let held = holds.contains(where: \.spreadsAcross) ? 0
                    : holds.map { axis == .horizontal ? $0.demandX : $0.demandY }.max() ?? 0
                if axis == .horizontal, v.childAnchor[axis] == 0.5, held > 0, spans[ring].length - 2 > held,
                   (spans[ring].length - 2 - held) % 2 == 1 {
                    // Every ring in those cells gives it up (a progress
                    // ring's arc over its track): a ring a cell wider would
                    // draw its side inside the other's (`│10││`).
                    let given = spans[ring]
                    for k in box.kids.indices where box.kids[k].drawsRing && spans[k] == given { spans[k].length -= 1 }
                }
                let inside = (start: spans[ring].start + 1, length: spans[ring].length - 2)
                return zip(box.kids, spans).map { kid, s in
                    guard !kid.drawsRing else { return s }
                    // A row short down a ring (a card squeezed by the rows
                    // under the lock screen's height): the lines it holds keep
                    // the ring's top and take its bottom row, the ring left
                    // open there, as the phone cuts a card's overflow at
                    // its edge, not drawn over the ring's top.
                    // Only what is layered with the ring: a view beside
                    // it in a row is not inside it.
                    if axis == .vertical, !v.content.isStack, s.length >= kid.demandY,
                       kid.takesRingsBottomRow(inside: inside.length, cellHeight: cellHeight) {
                        return (inside.start, inside.length + 1)
                    }
                    guard (axis == .horizontal ? kid.demandX : kid.demandY) <= inside.length else { return s }
                    let n = min(s.length, inside.length)
                    return (min(max(s.start, inside.start), inside.start + inside.length - n), n)
                }
            }
            var spans: [CellSpan] = []
            spans.reserveCapacity(box.kids.count)
            // For each child kept apart, the one before it.
            var apartFrom: [Int: Int] = [:]
            // For each child that gives back rows (`drawnRows`): the rows it
            // is drawn in, the rows it gives back trimmed from its span.
            var drawnIn: [Int: (rows: Int, kept: Int)] = [:]
            var previous: Int?
            // A row whose views side by side need more than its cells, where
            // a column's lines below the rest, the wider, let them hold it
            // (`CellBox.besideX`).
            let overhangs = axis == .horizontal && CellBox.overhangs(box.kids, beside: box.besideX, columns: cells.1)
            for (i, k) in box.kids.enumerated() {
                // Down a column, a line is on the row that holds its middle:
                // a tall timer's line is not drawn at its line box's top.
                let oneLine = axis == .vertical && k.demandY == 1 && k.linesRows(cellHeight: cellHeight) == 1
                let s = nominal(k, axis, anchor: oneLine ? 0.5 : axis == .horizontal ? k.leanX : Self.rowAnchor(box.kids, i), parent: v.frame, cells: cells)
                let need = axis == .horizontal ? (overhangs ? box.besideX[i] : k.demandX) : k.demandY
                let soft = axis == .horizontal ? min(need, k.softX) : k.softY
                var gap = 0, start = s.start, length = s.length, words = false
                if need > 0 {
                    if axis == .horizontal, let p = previous, CellBox.apart(box.kids[p], k) {
                        gap = 1; apartFrom[i] = p; words = CellBox.wordsApart(box.kids[p], k)
                    }
                    // Down a column, the rows between two views are the
                    // phone's gap between what they draw, not where their
                    // points' cells fall: a tall timer's line and the caption
                    // under it take rows next to each other.
                    if axis == .vertical, let p = previous, let above = box.kids[p].inkY, let below = k.inkY {
                        gap = CellBox.blankRows(between: below.start - above.end, cellHeight: cellHeight)
                        // A view drawn in the rows of its points (a layer of shapes
                        // under a text) keeps the blank rows over what it draws
                        // itself: those are the gap already.
                        if k.linesRows(cellHeight: cellHeight) == nil {
                            gap = max(0, gap - CellBox.blankRows(between: below.start - k.view.frame.y, cellHeight: cellHeight))
                        }
                        start = min(start, spans[p].start + spans[p].length + gap)
                    }
                    // A column of texts takes its lines and the blank rows
                    // between them, not the rows of its points.
                    if axis == .vertical, let rows = k.linesRows(cellHeight: cellHeight) { length = min(length, max(rows, need)) }
                    // A row (a team's shield over its name, its score
                    // beside) gives back the rows under the last one it is
                    // drawn on: the next row follows it.
                    // It is drawn in the rows of its points all the same
                    // (nothing it holds is squeezed): the rows under its
                    // last one, blank, are shared with what follows.
                    else if axis == .vertical, i < across.count,
                            let used = drawnRows(k, in: Rect(x: across[i].start, y: start, width: across[i].length, height: length)) {
                        let kept = min(length, max(used, need))
                        if kept < length { drawnIn[i] = (length, kept) }
                        length = kept
                    }
                    previous = i
                }
                spans.append(CellSpan(start: start, length: length, demand: need, gap: gap, soft: soft,
                                      shape: axis == .vertical ? k.shapeY : 0, keepsWordsApart: words,
                                   isSpacer: k.view.isSpacer, points: k.view.frame.length(axis)))
            }
            if axis == .horizontal { keepBlankWithin(box, &spans, apartFrom: &apartFrom, cells: cells) }
            if axis == .horizontal { packRuns(box, &spans, cells: cells) }
            CellSpanFit.fit(&spans, from: cells.0, to: cells.0 + cells.1)
            // A line squeezed out of a row of its own (a track under a
            // train's glyph, in the glyph's one row) is drawn in the stack's
            // row nearest it, under what is there (`drawRule`): a fill gives
            // way to a text, but a line is not a band that covers one.
            if axis == .vertical, cells.1 > 0 {
                for i in spans.indices where spans[i].length == 0 && drawsRuleAcross(box.kids[i]) {
                    spans[i] = CellSpan(start: min(max(spans[i].start, cells.0), cells.0 + cells.1 - 1), length: 1, demand: 0, gap: 0)
                }
            }
            // A shape squeezed out of a row (a voice meter's bars, more
            // than its cells hold) takes the free cell nearest its points,
            // if the row has one: the phone draws it, so something shows.
            if axis == .horizontal, cells.1 > 0 {
                for i in spans.indices where spans[i].length == 0 && drawsOwnShape(box.kids[i]) {
                    let taken = Set(spans.indices.filter { $0 != i && !spans[$0].isSpacer }.flatMap { spans[$0].start..<(spans[$0].start + spans[$0].length) })
                    let at = min(max(spans[i].start, cells.0), cells.0 + cells.1 - 1)
                    let free = (cells.0..<(cells.0 + cells.1)).filter { !taken.contains($0) }
                    if let c = free.min(by: { abs($0 - at) < abs($1 - at) }) { spans[i] = CellSpan(start: c, length: 1, demand: 0, gap: 0) }
                }
            }
            for (i, s) in spans.enumerated() where s.gap == 0 {
                if let p = apartFrom[i] { lostGaps.append((p, i)) }
            }
            if overhangs { overhung(box, &spans, cells: cells) }
            return spans.enumerated().map { i, s in
                guard let d = drawnIn[i], s.length == d.kept else { return (s.start, s.length) }
                return (s.start, max(s.length, min(d.rows, cells.0 + cells.1 - s.start)))
            }
        }
        let xs = along(.horizontal)
        let ys = along(.vertical, across: xs)
        let rects = zip(box.kids, zip(xs, ys)).map { kid, span in
            let (x, y) = span
            // `.offset` moves a view and all it holds past its parent's
            // cells, as the phone draws it beside its place; a whole cell's
            // move rounded does not take it off the grid. A view as long as
            // the grid, which that would keep from moving at all (a shape
            // sized at the corner of the card-wide room it fills, offset
            // into the card), is drawn where its offset puts it, clipped
            // by the grid as the card clips it on the phone.
            func moved(_ s: (start: Int, length: Int), _ offset: Double, _ unit: Double, _ cells: Int) -> Int {
                guard offset != 0, offset.isFinite else { return s.start }
                let to = s.start + Int((offset / unit).rounded())
                if s.length >= cells { return to }
                return max(min(to, cells - s.length), min(s.start, 0))
            }
            let r = Rect(x: moved(x, kid.view.paint.offsetX, cellWidth, grid.width), y: moved(y, kid.view.paint.offsetY, cellHeight, grid.height),
                         width: x.length, height: y.length)
            return kid.view.paint.rotation == 0 ? r : Self.turned(r, kid.view, cellWidth: cellWidth, cellHeight: cellHeight,
                                                                  grid: (grid.width, grid.height))
        }
        return (rects, lostGaps)
    }

    /// Where a child of a stack sits in the points it covers when it needs
    /// fewer cells: against the side a spacer does not push it from (a
    /// time pushed to the trailing edge ends there, as on the phone), or
    /// against the stack's end it starts or ends; centred otherwise. A view
    /// alone leans as the stack does (`alone`, `CellBox.leanX`).
    static func rowAnchor(_ kids: [CellBox], _ i: Int, alone: Double = 0.5) -> Double {
        let pushedFromBefore = i > 0 && kids[i - 1].view.isSpacer
        let pushedFromAfter = i + 1 < kids.count && kids[i + 1].view.isSpacer
        if pushedFromBefore != pushedFromAfter { return pushedFromBefore ? 1 : 0 }
        if pushedFromBefore { return 0.5 }
        if kids.count > 1 && i == 0 { return 0 }
        if kids.count > 1 && i == kids.count - 1 { return 1 }
        return kids.count == 1 ? alone : 0.5
    }

    /// The cells `box` takes along `axis`, inside its parent's.
    func span(_ box: CellBox, _ axis: LayoutAxis, anchor: Double, parent: PointRect,
              cells: (start: Int, length: Int), framed: Bool = false) -> (start: Int, length: Int) {
        let s = nominal(box, axis, anchor: anchor, parent: parent, cells: cells, framed: framed)
        if s.length >= cells.length { return (cells.start, cells.length) }
        return (min(max(s.start, cells.start), cells.start + cells.length - s.length), s.length)
    }

    /// Where `points` along `axis` fall in the cells the parent got: its
    /// points mapped onto them, widened or squeezed.
    func cellPosition(_ points: Double, _ axis: LayoutAxis, parent: PointRect, cells: (start: Int, length: Int)) -> Double {
        Double(cells.start) + (points - parent.start(axis)) * cellsPerPoint(axis, parent: parent, cells: cells)
    }

    /// The cells a point takes along `axis` in the cells the parent got.
    func cellsPerPoint(_ axis: LayoutAxis, parent: PointRect, cells: (start: Int, length: Int)) -> Double {
        let unit = axis == .horizontal ? cellWidth : cellHeight
        let parentCells = parent.length(axis) / unit
        return (parentCells > 0 && parentCells.isFinite ? Double(cells.length) / parentCells : 1) / unit
    }

    /// Positions a float's last bits from a whole cell or a half decide
    /// nothing: two views centred on one point land in the same cells.
    static func snapped(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }

    /// The cells `box`'s points cover, its parent's points mapped onto the
    /// cells the parent got (widened or squeezed, the parent's children
    /// keep their places in it: a full-width row stays full width); then
    /// widened to what it needs, around `anchor` (a text at what it needs:
    /// its characters, not its points). Where a line's middle falls right
    /// on the line between two rows, `other` is the row it did not take
    /// (`settleTies` may give it that one).
    /// `framed`: `box` is alone in a frame or padding (`parent`).
    func nominal(_ box: CellBox, _ axis: LayoutAxis, anchor: Double, parent: PointRect,
                 cells: (start: Int, length: Int), framed: Bool = false) -> (start: Int, length: Int, other: Int?) {
        let from = cellPosition(box.view.frame.start(axis), axis, parent: parent, cells: cells)
        let length = box.view.frame.length(axis) * cellsPerPoint(axis, parent: parent, cells: cells)
        let need = axis == .horizontal ? box.demandX : box.demandY
        func snapped(_ v: Double) -> Double { Self.snapped(v) }
        func round(_ v: Double) -> Int { v.isFinite ? Int((snapped(v) + 0.5).rounded(.down)) : 0 }
        var start = round(from), n = round(from + length) - start
        var other: Int?
        // A picture's width is its points' cells, where it falls in them
        // aside: rounding both edges, a crest centred in a column jumps
        // two columns as its points move a tenth of a cell. Its points'
        // own cells at most: a parent widened for the text under or beside
        // it (a 35 pt crest over a name wider in cells than in points)
        // gives the text its extra cells, not the picture.
        // Its columns are those its rows' pixels ask at its aspect (a pixel
        // is a column by half a row), where the row has them: a 40 pt logo
        // in three rows is six columns, not its points' five, or it would be
        // drawn narrower than it is; in fewer, it keeps its aspect inside them
        // (`pictureFit`).
        if axis == .horizontal, picture(box) {
            let aspect = box.pointsHeight > 0 ? box.view.frame.width / box.pointsHeight : 0
            let asked = aspect.isFinite && aspect > 0 ? Double(2 * max(1, box.demandY)) * aspect : box.view.frame.width / cellWidth
            n = round(min(max(length, asked), asked))
            start = round(from + anchor * (length - Double(n)))
        }
        // Down, the same: at most the rows its points reach into, where the
        // cells made its row taller for what is beside it (a ring round a
        // 30 pt image takes four rows; xiaofu's 40 pt logo beside it is
        // three, not four). Reached into, not rounded: two crests of 40 and
        // 37.8 pt side by side stay as tall as each other.
        let pointRows = max(box.demandY, Int((Self.snapped(box.pointsHeight / cellHeight)).rounded(.up)))
        if axis == .vertical, picture(box), pointRows > 0, n > pointRows {
            let length = Double(n)
            n = pointRows
            start = round(Double(start) + anchor * (length - Double(n)))
        }
        // An image drawn as pixels covers its points' cells, as a stack does.
        // A view that draws one line of text and glyphs (a text in frames
        // or paddings, a value beside its unit) takes that line's row, as a
        // text alone does, not the rows of the room around it; lines of
        // them in a frame or padding (a title over its value, centred in a
        // tile its row made taller: `framed`) take their rows where the
        // frame's room is more, at their place in it.
        let lines = axis == .vertical && !box.isLeaf && box.demandY >= 1 ? box.linesRows(cellHeight: cellHeight) : nil
        // (Not a ring round them: a shape, it covers its points' rows.)
        let line = lines.map { $0 == 1 && box.demandY == 1 || framed && box.drawsNoShapes && $0 > 1 && $0 >= box.demandY && $0 < n } ?? false
        if (box.isLeaf && !drawsPixels(box)) || line || n < need {
            // A leaf at what it takes where the row has room; the fit gives
            // back what is over its need.
            let take = box.isLeaf && axis == .horizontal ? box.wantX : line ? max(need, lines ?? need) : need
            // Lines in a frame: centred on what they draw, not on room a spacer makes among them.
            let ink = framed && take > 1 && line ? box.inkY : nil
            let drawn = ink.map { (cellPosition($0.start, axis, parent: parent, cells: cells),
                                   ($0.end - $0.start) * cellsPerPoint(axis, parent: parent, cells: cells)) } ?? (from, length)
            let at = drawn.0 + anchor * (drawn.1 - Double(take))
            // Between two rows, the upper one: a label a few points taller
            // than the text beside it stays on the text's row. Where its
            // middle falls right on the line between two rows of its
            // parent's cells (a timer centred beside two lines its parent
            // squeezed into two rows), the row its points' middle is in,
            // unless what is beside it says otherwise (`settleTies`).
            if axis == .vertical && at.isFinite {
                let edge = snapped(at) - 0.5
                start = Int(edge.rounded(.up))
                let middle = Double(cells.start) + (box.view.frame.midY - parent.y) / cellHeight
                // Lines in a frame that take more than a row, centred in one row more
                // than theirs, have the odd row above, as a card's root has
                // it (`TerminalRows.place`): what a frame centres stays centred.
                if edge == edge.rounded() {
                    other = start
                    if framed && line && take > 1 || snapped(middle) > snapped(at + Double(take) / 2) { start += 1 } else { other = start + 1 }
                }
            } else {
                start = round(at)
            }
            n = take
        }
        return (start, max(0, n), other)
    }

    /// A fill drawn as a line across (`rule`), alone or in the frames and
    /// paddings that size it.
    func drawsRuleAcross(_ box: CellBox) -> Bool {
        switch box.view.content {
        case .frame, .padding: return box.kids.count == 1 && drawsRuleAcross(box.kids[0])
        case .fill:
            guard let frame = Self.ruleFrame(box.view) else { return false }
            return frame.width > frame.height && Self.rule(frame, cellWidth: cellWidth, cellHeight: cellHeight, ascii: ascii) != nil
        default: return false
        }
    }

    /// A shape drawn on its own (not behind or over another view), alone
    /// or in the frames and paddings that size it, in a colour that shows.
    func drawsOwnShape(_ box: CellBox) -> Bool {
        switch box.view.content {
        case .frame, .padding: return box.kids.count == 1 && drawsOwnShape(box.kids[0])
        case .fill: return !box.isLayer && !box.view.hidden && !Self.isClear(box.view.environment.foreground)
        default: return false
        }
    }

    /// An asset image drawn as pixels, alone or in the frame that sizes it.
    func picture(_ box: CellBox) -> Bool {
        if case .frame = box.view.content, box.kids.count == 1 { return picture(box.kids[0]) }
        return drawsPixels(box)
    }

    /// An asset image of a known size (decoded): it covers its points'
    /// cells, drawn as pixels or, without colour, as its placeholder.
    func drawsPixels(_ box: CellBox) -> Bool {
        guard case .image(let name, false) = box.view.content else { return false }
        return images[name]?.isDecoded == true
    }

    mutating func problem(_ p: Problem) {
        if problems.count < 50 && !problems.contains(p) { problems.append(p) }
    }
}
