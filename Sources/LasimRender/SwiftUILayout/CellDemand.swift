import LasimText

/// A laid-out view with the cells it needs to show what the phone shows:
/// a text its characters' cells (the phone's lines, one row each), a
/// symbol its glyph, a stack what its children need side by side. Points
/// give each view its place; these say how far the cells may squeeze it.
struct CellBox {
    let view: LaidOutView
    let kids: [CellBox]
    let demandX: Int
    let demandY: Int
    /// Drawn at the cells it needs, anchored in its points (texts, glyphs),
    /// rather than across the cells its points cover.
    let isLeaf: Bool

    init(_ view: LaidOutView, glyphWidth: (String) -> Int) {
        self.view = view
        let kids = view.children.map { CellBox($0, glyphWidth: glyphWidth) }
        self.kids = kids
        var w = 0, h = 0, leaf = false
        switch view.content {
        case .text(let t), .placeholder(let t, _, _), .failure(let t, _):
            w = t.cellDemand
            h = w == 0 ? 0 : t.lines.count
            leaf = true
        case .image(let name, let systemName):
            // A symbol is its glyph; an asset at least a mark's room.
            (w, h) = systemName ? (glyphWidth(name), 1) : (2, 1)
            leaf = systemName
        case .spacer:
            break
        case .divider:
            (w, h) = view.frame.width <= view.frame.height ? (1, 0) : (0, 1)
        case .progress(let fraction):
            (w, h) = (fraction == nil ? 1 : 3, 1)
        case .fill:
            if view.frame.width > 0 && view.frame.height > 0 { (w, h) = (1, 1) }
        case .hstack:
            var previous: LaidOutView?
            for k in kids where k.demandX > 0 {
                if let p = previous, k.view.frame.x - p.frame.maxX >= CellBox.separatingGap { w += 1 }
                w += k.demandX
                previous = k.view
            }
            h = kids.reduce(0) { max($0, $1.demandY) }
        case .vstack:
            w = kids.reduce(0) { max($0, $1.demandX) }
            h = kids.reduce(0) { $0 + $1.demandY }
        case .zstack, .padding, .frame, .fixedSize, .background, .overlay:
            w = kids.reduce(0) { max($0, $1.demandX) }
            h = kids.reduce(0) { max($0, $1.demandY) }
        }
        if view.hidden { (w, h) = (0, 0) }
        demandX = w; demandY = h; isLeaf = leaf
    }

    /// Views the phone puts this many points apart or more are kept a
    /// cell apart: "100 • Q4" never becomes "100• Q4".
    static let separatingGap = 2.0
}

extension LaidOutText {
    /// The phone's lines joined back into the words they hold.
    var words: String { lines.joined(separator: " ") }

    var widestLine: Int { lines.reduce(0) { max($0, GraphemeWidth.of($1)) } }

    /// The fewest columns that hold the phone's words in as many rows as
    /// the phone has lines: small type puts more characters on a line than
    /// its points have cells, and its words then wrap anew in the cells.
    var cellDemand: Int {
        let widest = widestLine
        guard lines.count > 1, widest > 1 else { return widest }
        let all = words
        var lo = 1, hi = widest
        while lo < hi {
            let mid = (lo + hi) / 2
            if TextFit.wrap(all, width: mid).count <= lines.count { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The lines drawn in `width` columns: the phone's, or its words wrapped
    /// anew where a line of several is wider than the cells.
    func cellLines(width: Int) -> [String] {
        guard lines.count > 1, widestLine > width, width > 0 else { return lines }
        return TextFit.wrap(words, width: width)
    }
}
