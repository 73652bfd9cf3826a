import LasimTemplate

/// A shape whose outline is a path (an app's own `Shape`, a `Path`) in the
/// cells its frame was given, the path stretched over them as the points
/// over the frame. A cell is 8 x 16 pt, so a path's detail (a notch, a
/// curve) is a fraction of one: the cells draw what can be told at that
/// size and no more.
///
/// - Filled: the cells the path covers at least half of (4 x 4 samples a
///   cell, by SwiftUI's non-zero winding rule) are painted, as a colour's
///   cells are; a ticket's notches of under half a cell leave its card
///   whole, a triangle is a staircase. A path too small to cover half of
///   any cell paints the cell it covers most, so it does not vanish.
/// - Filled in a `Canvas` (a picture: an app's pixel art): as an image's
///   pixels, two a cell, each half painted where the path covers at least
///   half of it, with half and full blocks (▀ ▄ █) over what is there, so
///   a 4 pt pixel shows, and the picture reads without colours too (in
///   plain text a cell both of whose halves are painted is "█", whatever
///   their two colours: "▀" would show only the top one).
/// - Filled on its own (not behind another view), in plain text: its
///   painted cells that stand out are blocks (`CellDrawer.paint`).
/// - Stroked: the cells its line passes through get line characters by
///   the line's direction there (─ │ ╱ ╲), a turn between a row and a
///   column a rounded corner (╭ ╮ ╰ ╯), on what is under them. Dashes and
///   line widths are drawn true size only.
extension CellDrawer {
    mutating func drawPath(_ path: ViewPath, _ v: LaidOutView, colour: RGB, ink: RGB, opacity: Double, in r: Rect, layer: Bool = false) {
        var path = path, f = v.frame
        // Turned a whole number of quarter turns (a progress ring turned to
        // start at the top): the path turned about the anchor, in the turned
        // frame, whose cells `turned` gave as `r`.
        if let q = v.paint.quarterTurns, q != 0 {
            let t = v.paint.turned(f), frame = f
            let ax = v.paint.rotationAnchorX * f.width, ay = v.paint.rotationAnchorY * f.height
            path = path.mapped { p in
                var (x, y) = (p.x, p.y)
                for _ in 0..<q { (x, y) = (ax - (y - ay), ay + (x - ax)) }
                return ViewPath.Point(x + frame.x - t.x, y + frame.y - t.y)
            }
            f = t
        }
        guard f.width > 0, f.height > 0, !r.isEmpty else { return }
        let lines = path.polylines
        guard !lines.isEmpty else { return }
        // Points in the frame to fractional cells in `r`.
        let sx = Double(r.width) / f.width, sy = Double(r.height) / f.height
        if v.paint.strokeWidth != nil {
            let cells = Self.strokeCells(lines.map { l in (l.points.map { ViewPath.Point($0.x * sx, $0.y * sy) }, l.closed) },
                                         width: r.width, height: r.height)
            for (cell, glyph) in cells {
                let x = r.x + cell.x, y = r.y + cell.y
                guard x >= 0, x < grid.width, y >= 0, y < grid.height else { continue }
                let style = Style(fg: ink, bg: grid[x, y].style.bg ?? surface, ink: .decoration)
                grid.putSingleWidthConstant(Cell(scalar: ascii ? glyph.ascii : glyph.box, width: 1, style: style), x: x, y: y)
            }
            return
        }
        let samples = 4
        // Each cell's hits, its top half's and its bottom half's apart.
        var hits = [Int](repeating: 0, count: r.width * r.height * 2)
        let xs = (0..<(r.width * samples)).map { (Double($0) + 0.5) / Double(samples) / sx }
        for row in 0..<(r.height * samples) {
            let inside = ViewPath.inside(lines, y: (Double(row) + 0.5) / Double(samples) / sy, xs: xs, evenOdd: v.paint.evenOdd)
            let half = row % samples < samples / 2 ? 0 : 1
            for (k, hit) in inside.enumerated() where hit { hits[(row / samples * r.width + k / samples) * 2 + half] += 1 }
        }
        if v.paint.canvasPixels && !ascii { return drawPixels(hits, samples: samples, colour: colour, opacity: opacity, in: r) }
        hits = stride(from: 0, to: hits.count, by: 2).map { hits[$0] + hits[$0 + 1] }
        let cover = hits.indices.filter { hits[$0] > 0 }.map { k in
            (x: k % r.width, y: k / r.width, amount: Double(hits[k]) / Double(samples * samples))
        }
        var painted = cover.filter { $0.amount >= 0.5 }
        if painted.isEmpty, let most = cover.map(\.amount).max() { painted = cover.filter { $0.amount == most } }
        for c in painted {
            paint(Rect(x: r.x + c.x, y: r.y + c.y, width: 1, height: 1), colour, opacity: opacity, shape: nil, layer: layer)
        }
    }

    /// A `Canvas`'s fill as pixels, two a cell (`hits`: each cell's top
    /// and bottom halves'): a half the path covers at least half of is
    /// painted, blended over what that half shows (a block an earlier fill
    /// drew, else the cell's paper); a path too small for any is painted
    /// in the half it covers most, so a pixel does not vanish.
    mutating func drawPixels(_ hits: [Int], samples: Int, colour: RGB, opacity: Double, in r: Rect) {
        let full = samples * samples / 2
        var painted = hits.indices.filter { hits[$0] * 2 >= full }
        if painted.isEmpty, let most = hits.max(), most > 0 { painted = hits.indices.filter { hits[$0] == most } }
        let (upper, lower, whole): (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) = ("▀", "▄", "█")
        for k in painted {
            let x = r.x + k / 2 % r.width, y = r.y + k / 2 / r.width
            guard grid.contains(x: x, y: y) else { continue }
            let cell = grid[x, y], paper = cell.style.bg ?? surface, ink = cell.style.fg ?? palette.primary
            // What each half shows now, and whether a fill painted it.
            var top = (colour: paper, on: false), bottom = (colour: paper, on: false)
            switch cell.code {
            case whole.value: (top, bottom) = ((ink, true), (ink, true))
            case upper.value: (top, bottom) = ((ink, true), (paper, false))
            case lower.value: (top, bottom) = ((paper, false), (ink, true))
            default: break
            }
            if k % 2 == 0 { top = (Self.blend(colour, over: top.colour, opacity), true) } else { bottom = (Self.blend(colour, over: bottom.colour, opacity), true) }
            let base = top.on && bottom.on ? bottom.colour : paper
            let (glyph, fg): (Unicode.Scalar, RGB) = !bottom.on ? (upper, top.colour) : !top.on ? (lower, bottom.colour)
                : top.colour == bottom.colour || imageCells == .shapes ? (whole, top.colour) : (upper, top.colour)
            grid.putSingleWidthConstant(Cell(scalar: glyph, width: 1, style: Style(fg: fg, bg: base, ink: .decoration)), x: x, y: y)
        }
    }

    /// A built-in shape cut by `.trim` (a ring's progress): its outline
    /// as a path in its frame, trimmed, so the cells draw the part the
    /// phone draws, not the whole ring. (The true size draws it as a dash
    /// along the shape's own outline.) Nil when nothing is trimmed.
    static func trimmedOutline(_ shape: String?, _ v: LaidOutView) -> ViewPath? {
        guard let shape, v.paint.trimFrom > 0 || v.paint.trimTo < 1 else { return nil }
        let inset = v.paint.strokeInside ? (v.paint.strokeWidth ?? 1) / 2 : 0
        let r = ViewPath.Rect(x: inset, y: inset, width: max(0, v.frame.width - 2 * inset), height: max(0, v.frame.height - 2 * inset))
        return ViewPath.builtin(shape, cornerRadius: v.paint.cornerRadius, in: r).trimmed(from: v.paint.trimFrom, to: v.paint.trimTo)
    }

    /// A stroke's character in one cell.
    enum LineGlyph: Equatable {
        case across, down, rising, falling, topLeft, topRight, bottomLeft, bottomRight

        var box: Unicode.Scalar {
            switch self {
            case .across: "─"
            case .down: "│"
            case .rising: "╱"
            case .falling: "╲"
            case .topLeft: "╭"
            case .topRight: "╮"
            case .bottomLeft: "╰"
            case .bottomRight: "╯"
            }
        }

        var ascii: Unicode.Scalar {
            switch self {
            case .across: "-"
            case .down: "|"
            case .rising: "/"
            case .falling: "\\"
            default: "+"
            }
        }
    }

    struct CellPoint: Hashable { var x: Int, y: Int }

    /// The cells (within `width` x `height`) polylines in cell units pass
    /// through, each with its character: the direction of the line there
    /// (in cells, which are twice as tall as wide, so a 45° line in cells
    /// is a steep one in points), a row meeting a column a rounded corner.
    static func strokeCells(_ lines: [(points: [ViewPath.Point], closed: Bool)], width: Int, height: Int) -> [(CellPoint, LineGlyph)] {
        enum Way { case across, down, rising, falling }
        var ways: [CellPoint: Set<Int>] = [:]
        var order: [CellPoint] = []
        // Kept just around the cells: a line far outside them (an app's
        // arithmetic) is walked only where it can be drawn.
        func inCells(_ p: ViewPath.Point) -> ViewPath.Point {
            ViewPath.Point(max(-1, min(Double(width) + 1, p.x)), max(-1, min(Double(height) + 1, p.y)))
        }
        func mark(_ p: ViewPath.Point, _ way: Way) {
            // On the frame's edge (a line at `rect.maxX`) is in its last cell; beyond it, outside.
            guard p.x.isFinite, p.y.isFinite, p.x >= -0.5, p.x <= Double(width) + 0.5, p.y >= -0.5, p.y <= Double(height) + 0.5 else { return }
            let c = CellPoint(x: min(width - 1, max(0, Int(p.x.rounded(.down)))), y: min(height - 1, max(0, Int(p.y.rounded(.down)))))
            let k: Int = switch way { case .across: 0; case .down: 1; case .rising: 2; case .falling: 3 }
            if ways[c] == nil { order.append(c) }
            ways[c, default: []].insert(k)
        }
        for l in lines {
            let pts = l.closed ? l.points + [l.points[0]] : l.points
            for (a, b) in zip(pts, pts.dropFirst()) {
                let way: Way = abs(b.y - a.y) <= abs(b.x - a.x) * 0.4 ? .across
                    : abs(b.x - a.x) <= abs(b.y - a.y) * 0.4 ? .down : ((b.x - a.x) * (b.y - a.y) > 0 ? .falling : .rising)
                let (p, q) = (inCells(a), inCells(b))
                let dx = q.x - p.x, dy = q.y - p.y
                // Quarter-cell steps: no cell the line crosses is skipped.
                let steps = max(1, Int((max(abs(dx), abs(dy)) * 4).rounded(.up)))
                for s in 0...steps {
                    let t = Double(s) / Double(steps)
                    mark(ViewPath.Point(p.x + dx * t, p.y + dy * t), way)
                }
            }
        }
        func has(_ x: Int, _ y: Int, _ k: Int) -> Bool { ways[CellPoint(x: x, y: y)]?.contains(k) ?? false }
        return order.map { c in
            let w = ways[c] ?? []
            // A turn: a row on one side and a column above or below, where the cell itself turns.
            let left = has(c.x - 1, c.y, 0), right = has(c.x + 1, c.y, 0), up = has(c.x, c.y - 1, 1), below = has(c.x, c.y + 1, 1)
            let turns = w.count > 1 || w.contains(2) || w.contains(3)
            if turns, left != right, up != below {
                return (c, right ? (below ? .topLeft : .bottomLeft) : (below ? .topRight : .bottomRight))
            }
            if w.contains(0) && w.contains(1) { return (c, left || right ? .across : .down) }
            if w.contains(0) { return (c, .across) }
            if w.contains(1) { return (c, .down) }
            return (c, w.contains(2) ? .rising : .falling)
        }
    }
}
