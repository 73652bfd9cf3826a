import LasimText

/// A laid-out view with the cells it needs to show what the phone shows:
/// a text its characters' cells (the phone's lines, one row each), a
/// symbol its glyph, a stack what its children need side by side. Points
/// give each view its place; these say how far the cells may squeeze it.
/// Of what a view needs, the part that is not the app's text (asset-image
/// markers, placeholders, the cells kept between views, fills) is soft:
/// it gives way before any text is cut.
/// A class: a drawing passes boxes down and around many times (a column
/// asks its children again each time it shares out its rows), and a
/// reference is one retain where a copy of the laid-out view it holds
/// is dozens.
final class CellBox {
    let view: LaidOutView
    /// Its height in the phone's points (`view` is moved to a terminal's rows).
    let pointsHeight: Double
    let kids: [CellBox]
    /// A cell's width in points: lines down closer than it touch (`apart`).
    let cellWidth: Double
    /// A cell's height in points: a ring less than a cell high is no ring (`isOutline`).
    let cellHeight: Double
    let demandX: Int
    let demandY: Int
    /// The cells of the demand that give way before a text is cut.
    let softX: Int
    let softY: Int
    /// Of the rest down, the rows of shapes drawn in a row of their own (a
    /// zone bar's band, a rule): they give way after the blank rows
    /// between views, and before a text is cut (`CellSpan.shape`).
    let shapeY: Int
    /// Drawn at the cells it needs, anchored in its points (texts, glyphs),
    /// rather than across the cells its points cover.
    let isLeaf: Bool
    /// A stroked shape (maybe padded or framed): drawn as a line around the
    /// layers beside it.
    let isOutline: Bool
    /// Drawn behind or over another view (`LaidOutView.childLayers`): a
    /// background's disc under initials, not a shape on its own.
    let isLayer: Bool
    /// The columns it takes where the row has room: a text the phone wraps
    /// on one line (the cells wrap it only where they must).
    let wantX: Int
    /// A row's that holds a column whose lines below the rest are wider
    /// than those beside it: the columns each of its `kids` needs in the
    /// rows the others draw in (`besideX`), which the cells fit where the
    /// row's cells are fewer than its views side by side need
    /// (`CellDrawer.overhung`); empty otherwise.
    let besideX: [Int]
    /// The points across that what it draws spans (texts, images, glyphs,
    /// shapes; not the room a padding or a frame adds around them); nil
    /// when it draws nothing.
    let inkX: (start: Double, end: Double)?
    /// The same down, where a shape drawn behind or over another view (a
    /// button's capsule) or clear is not counted: it takes no rows of its
    /// own (`LaidOutView.fillTakesRows`).
    let inkY: (start: Double, end: Double)?
    /// It draws no shapes (fills, rings), through stacks, frames, paddings
    /// and layers: texts, glyphs, images, bars, rules and charts, which the
    /// cells draw in the rows of their points or their lines. A shape's
    /// cells (a 45 pt circle as one dot) leave the room the phone keeps
    /// around it blank. Found once: a column asks it of each child every
    /// time it shares out its rows.
    let drawsNoShapes: Bool
    /// Where it leans across the cells it is given when its points round to
    /// more of them: the anchor its parent places it with. A stack that
    /// holds one view hugs it, so that view leans as the stack does (a name
    /// alone in a row of a leading column starts where the names under it
    /// start), not to the middle of a cell the rounding made.
    var leanX = 0.5 {
        didSet { if isLoneRow { kids[0].leanX = leanX } }
    }
    /// What `CellDrawer.childRects` last answered for it, and in which drawing.
    var placedRects: PlacedRects?

    struct PlacedRects {
        /// Held, so that no other drawer takes its identity while it is remembered.
        let memo: CellDrawer.ChildRectsMemo
        let generation: Int
        let rect: Rect
        let rects: [Rect]
        let lostGaps: [(before: Int, after: Int)]
    }

    /// A row of one view (no spacer beside it): the view fills the row's points.
    var isLoneRow: Bool {
        if case .hstack = view.content { return kids.count == 1 }
        return false
    }

    /// `rows`: the view is drawn at a terminal's rows, each frame moved
    /// down to them as its box is made (`view` is the moved one; its
    /// children, which the cells read only through `kids`, keep their points).
    /// `columns`: the most it may take across (a card's columns, or its
    /// share of a row, `shares`), where a line wider wraps onto rows of its
    /// own (`TerminalRows.rewrapped`); nil: as wide as it asks.
    /// `dy`, `layeredWith`: its ancestors' offsets down and what its parent
    /// says it is layered with (`LaidOutView.childLayers`).
    /// `pictures`: whether an asset image is drawn as pixels (decoded).
    convenience init(_ view: LaidOutView, cellWidth: Double, cellHeight: Double, glyphWidth: (String) -> Int, pictures: (String) -> Bool = { _ in false },
                     rows: TerminalRows? = nil,
                     columns: Int? = nil, dy: Double = 0, layeredWith: LaidOutView.DownSpan? = nil) {
        // The cells take what the phone draws: a scaled view at its scaled size.
        let drawn = view.drawnScaled()
        let layeredWith = drawn.layer(layeredWith, dy: dy), moving = drawn.movedDown(dy)
        let children = zip(drawn.children, drawn.childLayers(dy: moving, layeredWith: layeredWith))
        var kids = children.map { child, over in
            CellBox(child, cellWidth: cellWidth, cellHeight: cellHeight, glyphWidth: glyphWidth, pictures: pictures, rows: rows, columns: columns, dy: moving,
                    layeredWith: over)
        }
        // A row wider than its columns: each child takes its share of them,
        // and what it holds wraps there, where the row's words fit at all.
        if case .hstack = view.content, let columns, let shares = CellBox.shares(kids, columns: columns) {
            for (i, (child, over)) in children.enumerated() where shares[i] < kids[i].demandX {
                kids[i] = CellBox(child, cellWidth: cellWidth, cellHeight: cellHeight, glyphWidth: glyphWidth, pictures: pictures, rows: rows, columns: shares[i],
                                  dy: moving, layeredWith: over)
            }
        }
        self.init(drawn: drawn, kids: kids, isLayer: layeredWith != nil, counted: nil, cellWidth: cellWidth, cellHeight: cellHeight,
                  glyphWidth: glyphWidth,
                  pictures: pictures, rows: rows, columns: columns)
    }

    /// `counted`'s view (a box made without `rows`, as a card's rows are
    /// counted) drawn at the terminal's `rows`: the box `init(_:...)` makes
    /// of the same view at the same `dy` and `layeredWith`, made from the
    /// counted one's parts where the rows do not change them (its scaled
    /// view, what it is layered with, its texts' cells where it was counted
    /// at the same `columns`), rather than from the laid-out view again.
    /// Everything that reads a frame is found again from the moved one.
    convenience init(moving counted: CellBox, glyphWidth: (String) -> Int, pictures: (String) -> Bool = { _ in false }, rows: TerminalRows,
                     columns: Int?) {
        var kids = counted.kids.map { CellBox(moving: $0, glyphWidth: glyphWidth, pictures: pictures, rows: rows, columns: columns) }
        if case .hstack = counted.view.content, let columns, let shares = CellBox.shares(kids, columns: columns) {
            for i in kids.indices where shares[i] < kids[i].demandX {
                kids[i] = CellBox(moving: counted.kids[i], glyphWidth: glyphWidth, pictures: pictures, rows: rows, columns: shares[i])
            }
        }
        self.init(drawn: counted.view, kids: kids, isLayer: counted.isLayer, counted: counted, cellWidth: counted.cellWidth, cellHeight: counted.cellHeight,
                  glyphWidth: glyphWidth, pictures: pictures, rows: rows, columns: columns)
    }

    /// What a text (or a failure's, a placeholder's) needs in the cells,
    /// hidden or not, and the columns it was found at: its points do not
    /// change it, so a box moved to a terminal's rows takes it from the box
    /// counted at the same columns (`init(moving:...)`).
    struct TextDemand {
        let w: Int, h: Int, firmW: Int, firmH: Int, want: Int
        let columns: Int?
        /// The columns the phone's lines need (`LaidOutText.cellDemand`),
        /// which its drawing asks again; nil for a template's big digits.
        var phone: Int?
    }
    let textDemand: TextDemand?

    /// `drawn`: its view scaled as the phone draws it, not yet moved to `rows`.
    private init(drawn: LaidOutView, kids: [CellBox], isLayer: Bool, counted: CellBox?, cellWidth: Double, cellHeight: Double, glyphWidth: (String) -> Int,
                 pictures: (String) -> Bool, rows: TerminalRows?, columns: Int?) {
        // A shape behind or over another view takes that view's rows, not
        // rows of its own, as `TerminalRows` counts them: the room above and
        // below it is measured from what it is layered with.
        let drawsDown: Bool
        if case .fill = drawn.content { drawsDown = drawn.fillTakesRows(layered: isLayer, cellHeight: cellHeight) } else { drawsDown = true }
        let view = rows?.moved(drawn) ?? drawn
        self.view = view
        pointsHeight = drawn.frame.height
        self.isLayer = isLayer
        self.kids = kids
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        var w = 0, h = 0, leaf = false, want = 0, besides: [Int] = []
        // The firm part of the demand: what is left when the soft part has given way.
        var firmW = 0, firmH = 0
        // Of the firm part down, what is left when the shapes' rows have given way too.
        var textH: Int?
        // Across a stack, or in layers: the widest firm part, and the widest whole.
        func across(_ demand: (CellBox) -> Int, _ soft: (CellBox) -> Int) -> (Int, Int) {
            (kids.reduce(0) { max($0, demand($1)) }, kids.reduce(0) { max($0, demand($1) - soft($1)) })
        }
        let text = counted?.textDemand.flatMap { $0.columns == columns ? $0 : nil } ?? Self.textDemand(view, columns: columns)
        textDemand = text
        switch view.content {
        case .text, .failure, .placeholder:
            if let text { (w, h, firmW, firmH, want) = (text.w, text.h, text.firmW, text.firmH, text.want) }
            leaf = true
        case .image(let name, let systemName):
            // A symbol is its glyph; an asset image needs a mark's room (the
            // first to give way); drawn as pixels it covers its points' cells,
            // and down a card's rows it asks for its points' rows, at most
            // those `TerminalRows` moved its points to, so that the room
            // around it does not take them (a 40 pt crest over a name is
            // three rows, not one).
            let pointRows = rows.flatMap { r -> Int? in
                guard !systemName, pictures(name), drawn.frame.height.isFinite, view.frame.height.isFinite else { return nil }
                return max(1, Int((min(drawn.frame.height, view.frame.height) / r.cellHeight).rounded()))
            }
            // An app's own symbol (`Name.symbolset`, drawn from its pixels)
            // takes the cells a theme's symbol does, its emoji's two: one
            // cell squeezed it to a single "▀" beside a symbol of the theme.
            (w, h) = systemName ? (view.paint.customSymbol ? Self.customSymbolColumns : glyphWidth(name), 1) : (2, pointRows ?? 1)
            if systemName { (firmW, firmH) = (w, h) }
            leaf = true
        case .spacer:
            break
        case .divider:
            (w, h) = view.frame.width <= view.frame.height ? (1, 0) : (0, 1)
        case .progress(let fraction):
            (w, h) = (fraction == nil ? 1 : 3, 1)
            (firmW, firmH) = (w, h)
        case .fill, .chart:
            if view.frame.width > 0 && view.frame.height > 0 { (w, h) = (1, 1) }
            // A shape less than a row high on its own (a zone bar's band, a
            // rule) is drawn in its row: it holds it against the blank rows
            // beside it, and gives it up before a text is cut.
            if case .fill = view.content, h == 1, drawsDown, !isLayer, view.paint.path == nil,
               CellDrawer.isUnderCell(drawn.frame.height, cell: cellHeight) { (firmH, textH) = (1, 0) }
        case .hstack:
            w = kids.reduce(CellBox.gaps(in: kids)) { $0 + $1.demandX }
            firmW = kids.reduce(0) { $0 + $1.demandX - $1.softX }
            // Wider than its columns side by side: a column's lines below
            // what the rest of the row draws take the row's columns there,
            // not columns of their own, where that is room enough (`shares`
            // wraps what it holds otherwise).
            let beside = CellBox.besideX(kids)
            if zip(kids, beside).contains(where: { $0.demandX > $1 }) {
                besides = beside
                if CellBox.overhangs(kids, beside: beside, columns: columns) {
                    let fits = CellBox.rowWidth(kids, beside: beside)
                    (w, firmW) = (fits, min(fits, firmW))
                }
            }
            (h, firmH) = across({ $0.demandY }, { $0.softY })
            textH = kids.reduce(0) { max($0, $1.demandY - $1.softY - $1.shapeY) }
        case .vstack:
            (w, firmW) = across({ $0.demandX }, { $0.softX })
            h = kids.reduce(0) { $0 + $1.demandY }
            firmH = kids.reduce(0) { $0 + $1.demandY - $1.softY }
            textH = kids.reduce(0) { $0 + $1.demandY - $1.softY - $1.shapeY }
        case .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            (w, firmW) = across({ $0.demandX }, { $0.softX })
            (h, firmH) = across({ $0.demandY }, { $0.softY })
            textH = kids.reduce(0) { max($0, $1.demandY - $1.softY - $1.shapeY) }
            // A ring drawn around what the other layers hold needs a cell
            // each side for its line, or the glyph inside covers it; the
            // first room to give way.
            if kids.contains(where: \.drawsRing) {
                let inside = kids.filter { !$0.drawsRing }
                let (insideW, insideH) = (inside.reduce(0) { max($0, $1.demandX) }, inside.reduce(0) { max($0, $1.demandY) })
                if insideW > 0 && insideH > 0 { (w, h) = (max(w, insideW + 2), max(h, insideH + 2)) }
            }
        }
        switch view.content {
        case .fill: isOutline = view.paint.strokeWidth != nil && !CellDrawer.isUnderCell(drawn.frame.height, cell: cellHeight)
        case .padding, .frame: isOutline = kids.count == 1 && kids[0].isOutline
        default: isOutline = false
        }
        if view.hidden { (w, h, firmW, firmH) = (0, 0, 0, 0) }
        demandX = w; demandY = h; isLeaf = leaf; wantX = max(w, want); besideX = besides
        softX = max(0, w - firmW); softY = max(0, h - firmH)
        shapeY = view.hidden ? 0 : max(0, firmH - (textH ?? firmH))
        switch view.content {
        case _ where view.hidden: drawsNoShapes = true
        case .fill: drawsNoShapes = false
        default: drawsNoShapes = kids.allSatisfy(\.drawsNoShapes)
        }
        switch view.content {
        case _ where view.hidden || (w == 0 && h == 0), .spacer:
            inkX = nil; inkY = nil
        case .fill where CellDrawer.isClear(view.environment.foreground):
            // A clear colour (the island's camera held open) draws nothing beside a text.
            inkX = nil; inkY = nil
        case .text, .placeholder, .failure, .image, .divider, .progress, .fill, .chart:
            inkX = (view.frame.x, view.frame.maxX); inkY = drawsDown ? (view.frame.y, view.frame.maxY) : nil
        case .hstack, .vstack, .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            inkX = CellBox.union(kids) { $0.inkX }; inkY = CellBox.union(kids) { $0.inkY }
        }
        switch view.content {
        case .hstack: for (i, k) in kids.enumerated() { k.leanX = CellDrawer.rowAnchor(kids, i, alone: leanX) }
        default: for k in kids { k.leanX = view.childAnchor[.horizontal] }
        }
    }

    /// A text's, a failure's or a placeholder's demand at `columns`; nil for other views.
    private static func textDemand(_ view: LaidOutView, columns: Int?) -> TextDemand? {
        switch view.content {
        case .text(let t) where view.paint.cellLeaf != nil:
            // A template's big digits: the cells' line art.
            let w = BigDigits.width(of: t.text)
            return TextDemand(w: w, h: BigDigits.height, firmW: w, firmH: BigDigits.height, want: w, columns: columns, phone: nil)
        case .text(let t), .failure(let t, _):
            let phone = t.cellDemand
            var w = phone
            var h = w == 0 ? 0 : t.lines.count
            // A line wider than its columns wraps onto rows of its own.
            if w > 0, let wrap = TerminalRows.rewrapped(t, demand: w, lineLimit: view.environment.lineLimit, columns: columns) {
                (w, h) = (min(w, wrap.columns), wrap.rows)
            }
            return TextDemand(w: w, h: h, firmW: w, firmH: h, want: t.cellWant(demand: phone), columns: columns, phone: phone)
        case .placeholder(let t, _, _):
            // What lasim could not run: it gives way to the app's texts.
            let w = t.cellDemand
            return TextDemand(w: w, h: w == 0 ? 0 : t.lines.count, firmW: 0, firmH: 0, want: 0, columns: columns, phone: w)
        default:
            return nil
        }
    }

    /// The span that covers the `ink` spans of `kids`; nil for none.
    private static func union(_ kids: [CellBox], _ ink: (CellBox) -> (start: Double, end: Double)?) -> (start: Double, end: Double)? {
        var all: (start: Double, end: Double)?
        for kid in kids {
            guard let k = ink(kid) else { continue }
            all = all.map { (min($0.start, k.start), max($0.end, k.end)) } ?? k
        }
        return all
    }

    /// The cells a row keeps between its views (`apart`), one a pair.
    static func gaps(in kids: [CellBox]) -> Int {
        var gaps = 0
        var previous: CellBox?
        for k in kids where k.demandX > 0 {
            if let p = previous, apart(p, k) { gaps += 1 }
            previous = k
        }
        return gaps
    }

    /// Two views of a row the phone draws apart (a stack's spacing or a
    /// padding between what they draw, `separatingGap` or more) keep a cell
    /// between them: "Ends 10:30 AM" never becomes "Ends10:30 AM". Points
    /// that are not finite (a frame as wide as infinity) do not say they touch.
    /// Two lines down closer than a cell touch: a level meter's 3 pt bars
    /// 2 pt apart are "┃┃┃┃┃", as narrow as the phone's, where a cell
    /// between each would make them twice as wide as it; lines across
    /// (segments of a bar) keep theirs, their own cells' length being drawn.
    static func apart(_ before: CellBox, _ after: CellBox) -> Bool {
        let end = before.inkX?.end ?? before.view.frame.maxX
        let start = after.inkX?.start ?? after.view.frame.x
        if start - end < before.cellWidth, before.edgeLeaf(trailing: true)?.drawsLineDown == true,
           after.edgeLeaf(trailing: false)?.drawsLineDown == true {
            return false
        }
        return !(start - end < separatingGap)
    }

    /// A shape the cells draw as a line down (`CellDrawer.rule`).
    var drawsLineDown: Bool {
        CellDrawer.ruleFrame(view).map { CellDrawer.isLineDown($0, cellWidth: cellWidth) } ?? false
    }

    /// Whether, layered with a ring whose inside is `inside` rows, its lines
    /// need one row more (a card squeezed by the rows under the lock
    /// screen's height): they keep the ring's top and take its bottom row,
    /// the ring drawn open there (`CellDrawer.placedChildren`, `draw`).
    func takesRingsBottomRow(inside: Int, cellHeight: Double) -> Bool {
        demandY == inside + 1 && drawsNoShapes && linesRows(cellHeight: cellHeight) != nil
    }

    /// The rows it takes when it draws only texts and glyphs (through
    /// stacks, frames and paddings, and inside a ring: `ringRows`): its
    /// lines, and down a column the blank rows between them (`blankRows`);
    /// nil when it draws anything else that covers the cells of its points.
    func linesRows(cellHeight: Double) -> Int? {
        if view.hidden { return 0 }
        if let rows = ringRows(cellHeight: cellHeight) { return rows }
        switch view.content {
        case .text: return demandY
        case .image(_, let systemName): return systemName ? demandY : nil
        case .spacer: return 0
        case .hstack, .zstack, .padding, .frame, .fixedSize:
            var rows = 0
            for k in kids {
                if k.demandY == 0 && k.inkX == nil && !k.isOutline { continue }
                guard let r = k.linesRows(cellHeight: cellHeight) else { return nil }
                rows = max(rows, r)
            }
            return rows
        case .vstack:
            var rows = 0
            var above: (start: Double, end: Double)?
            for k in kids {
                if k.demandY == 0 && k.inkX == nil && !k.isOutline { continue }
                guard let r = k.linesRows(cellHeight: cellHeight) else { return nil }
                if let a = above, let b = k.inkY { rows += CellBox.blankRows(between: b.start - a.end, cellHeight: cellHeight) }
                rows += r
                above = k.inkY ?? above
            }
            return rows
        default: return nil
        }
    }

    /// Blank rows between two views of a column the phone draws `points`
    /// apart (what they draw, top to bottom): the gap counted in cells,
    /// three quarters of a cell (12 points) counting as one, so texts the
    /// phone stacks tight take rows next to each other.
    static func blankRows(between points: Double, cellHeight: Double) -> Int {
        guard points.isFinite, points >= cellHeight * 0.75 else { return 0 }
        return Int((points / cellHeight + 0.25).rounded(.down))
    }

    /// What it draws at its leading or trailing edge, as a cut names a
    /// text: the text, or an image's name.
    func edgeLabel(trailing: Bool) -> String {
        switch edgeLeaf(trailing: trailing)?.view.content {
        case .text(let t)?, .placeholder(let t, _, _)?, .failure(let t, _)?: return t.shown
        case .image(let name, _)?: return name
        default: return ""
        }
    }

    /// The text, image or shape it draws at its leading or trailing edge.
    func edgeLeaf(trailing: Bool) -> CellBox? {
        switch view.content {
        case .text, .placeholder, .failure, .image, .fill: return self
        default:
            let inked = kids.compactMap { k in k.inkX.map { (k, $0) } }
            let edge = trailing ? inked.max { $0.1.end < $1.1.end } : inked.min { $0.1.start < $1.1.start }
            return edge?.0.edgeLeaf(trailing: trailing)
        }
    }

    /// Two views of a row whose edges that face each other are texts: the
    /// cell between them keeps their words apart ("MUN Yellow card", never
    /// "MUNYellow card"), and a text is cut before it is given up.
    static func wordsApart(_ before: CellBox, _ after: CellBox) -> Bool {
        func isText(_ b: CellBox?) -> Bool {
            switch b?.view.content {
            case .text?, .placeholder?, .failure?: return true
            default: return false
            }
        }
        return isText(before.edgeLeaf(trailing: true)) && isText(after.edgeLeaf(trailing: false))
    }

    /// An asset image (pixels, a placeholder or a mark).
    var isAssetImage: Bool {
        if case .image(_, false) = view.content { return true }
        return false
    }

    /// Views the phone puts this many points apart or more are kept a
    /// cell apart: "100 • Q4" never becomes "100• Q4".
    static let separatingGap = 2.0

    /// The columns of an app's own symbol: a theme's symbol is an emoji,
    /// two columns wide, whatever its shape (`Glyph.emojiWidth`).
    static let customSymbolColumns = 2
}

extension LaidOutText {
    /// The words the cells wrap: the whole text where the phone shows it
    /// whole on one paragraph (a word the phone broke between lines stays
    /// one word), else the phone's lines joined.
    var words: String {
        if !isCut && lines.count > 1 && !text.contains("\n") { return text }
        return lines.joined(separator: " ")
    }

    var widestLine: Int { lines.reduce(0) { max($0, GraphemeWidth.of($1)) } }

    /// The phone broke a word between two of its lines.
    var breaksWord: Bool { lines.count > 1 && words != lines.joined(separator: " ") }

    /// The fewest columns that hold the phone's words in as many rows as
    /// the phone has lines (or fewer), no word broken: small type puts more
    /// characters on a line than its points have cells, and its words then
    /// wrap anew in the cells.
    var cellDemand: Int {
        let widest = widestLine
        guard lines.count > 1, widest > 1 else { return widest }
        let all = words
        let longestWord = TextFit.widestPiece(all)
        var lo = max(1, longestWord), hi = max(lo, GraphemeWidth.of(all))
        guard breaksWord || lo <= widest else { return hi }
        if !breaksWord { hi = max(lo, min(hi, widest)) }
        while lo < hi {
            let mid = (lo + hi) / 2
            if TextFit.wrap(all, width: mid).count <= lines.count { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Its words on one line: what a wrapped paragraph takes where the
    /// cells have the room (a large font's line holds fewer characters than
    /// its points have cells).
    /// `demand`: its `cellDemand`, found once by the caller.
    func cellWant(demand: Int) -> Int {
        guard lines.count > 1, !text.contains("\n") else { return demand }
        return max(demand, GraphemeWidth.of(words))
    }

    /// The lines drawn in `width` columns: the phone's, or its words wrapped
    /// anew, on as few rows as the columns allow, where the phone wrapped
    /// one paragraph or a line is wider than the cells.
    /// One line wider than the columns, where the cells gave it more than
    /// a row (`TerminalRows.rewrapped`), wraps onto them too.
    func cellLines(width: Int, rows: Int = 1) -> [String] {
        guard width > 0 else { return lines }
        if lines.count == 1 {
            return rows > 1 && !isCut && widestLine > width ? TextFit.wrap(words, width: width) : lines
        }
        guard widestLine > width || breaksWord || !text.contains("\n") else { return lines }
        return TextFit.wrap(words, width: width)
    }
}
