import LasimTemplate
import LasimText

/// Measures and draws resolved nodes. Stacks share width the way SwiftUI's
/// do, roughly: fixed children at their natural size, the widest text
/// shrinks first when a row overflows, spacers and bars take what is left.
extension RenderContext {
    struct Size { var width: Int; var height: Int }

    func isFlexible(_ n: LayoutNode) -> Bool { arena[n].flexible }

    func measure(_ n: LayoutNode, maxWidth: Int) -> Size {
        let node = arena[n]
        if node.measuredFor == maxWidth { return Size(width: node.measuredWidth, height: node.measuredHeight) }
        let s = measureUncached(node, of: n, maxWidth: maxWidth)
        arena.nodes[n.index].measuredFor = maxWidth
        arena.nodes[n.index].measuredWidth = s.width
        arena.nodes[n.index].measuredHeight = s.height
        return s
    }

    func measureUncached(_ n: LayoutArena.Node, of id: LayoutNode, maxWidth: Int) -> Size {
        switch n.kind {
        case .text:
            let lines = n.number
            let w = arena.runs[n.start].width
            if lines <= 1 || w <= maxWidth { return Size(width: min(w, maxWidth), height: 1) }
            let wrapped = wrap(arena.runs[n.start].text, width: maxWidth)
            return Size(width: min(maxWidth, wrapped.map { GraphemeWidth.of($0) }.max() ?? 0), height: min(lines, wrapped.count))
        case .big:
            return Size(width: min(maxWidth, BigDigits.width(of: arena.runs[n.start].text)), height: BigDigits.height)
        case .spacer:
            return Size(width: n.number, height: 0)
        case .bar:
            return Size(width: maxWidth, height: 1)
        case .hstack:
            let spacing = n.number
            let widths = allocate(id, width: maxWidth)
            var h = 0, total = 0
            for k in 0..<n.count {
                let w = arena.widths[widths + k]
                h = max(h, measure(arena.children[n.start + k], maxWidth: w).height)
                total += w
            }
            arena.widths.removeLast(n.count)
            total += spacing * max(0, n.count - 1)
            return Size(width: n.flexible ? maxWidth : min(maxWidth, total), height: h)
        case .vstack:
            var w = 0, h = 0
            for k in 0..<n.count {
                let s = measure(arena.children[n.start + k], maxWidth: maxWidth)
                w = max(w, s.width)
                h += s.height
            }
            return Size(width: w, height: h + n.number * max(0, n.count - 1))
        }
    }

    /// Widths for the children of row `id` (an hstack) of `width`
    /// cells, pushed on `arena.widths` from the mark it returns; the caller
    /// takes them off with `arena.widths.removeLast(count)` (a row is
    /// laid out many times a frame: an array per call was a measurable cost).
    ///
    /// A row is measured and then drawn at the same width: the second time,
    /// the widths kept from the first are pushed again (sharing
    /// out the width, measuring each child, was 3% of the pipeline).
    func allocate(_ id: LayoutNode, width: Int) -> Int {
        let row = arena[id]
        if row.allocatedFor == width {
            let base = arena.widths.count
            for k in 0..<row.count { arena.widths.append(arena.allocations[row.allocatedAt + k]) }
            return base
        }
        let base = share(row, width: width)
        arena.nodes[id.index].allocatedFor = width
        arena.nodes[id.index].allocatedAt = arena.allocations.count
        for k in 0..<row.count { arena.allocations.append(arena.widths[base + k]) }
        return base
    }

    private func share(_ row: LayoutArena.Node, width: Int) -> Int {
        let count = row.count, first = row.start
        let available = max(0, width - row.number * max(0, count - 1))
        @inline(__always) func child(_ k: Int) -> LayoutArena.Node { arena.nodes[arena.children[first + k].index] }
        let base = arena.widths.count
        var total = 0
        for k in 0..<count {
            let c = child(k)
            let w: Int
            switch c.kind {
            case .spacer: w = c.number
            case .bar: w = 3
            case .hstack where c.flexible: w = 0
            default: w = measure(arena.children[first + k], maxWidth: available).width
            }
            // Measuring a child pushes and pops its own rows' widths above ours.
            arena.widths.append(w)
            total += w
        }
        @inline(__always) func widthOf(_ k: Int) -> Int { arena.widths[base + k] }
        @inline(__always) func shrink(_ k: Int, by cut: Int) { arena.widths[base + k] -= cut }
        var overflow = total - available
        // Shrink the widest shrinkable child first, one cell at a time in bulk.
        while overflow > 0 {
            var best = -1
            for k in 0..<count where canShrink(child(k)) && widthOf(k) > 1 {
                if best < 0 || widthOf(k) > widthOf(best) { best = k }
            }
            if best < 0 {
                // Only glyphs/fixed things left: drop from the end.
                var last = count - 1
                while last >= 0 && widthOf(last) <= 0 { last -= 1 }
                guard last >= 0 else { break }
                let cut = min(widthOf(last), overflow)
                shrink(last, by: cut)
                overflow -= cut
                continue
            }
            // The widest shrinkable child but `best` (1 when there is none).
            var secondWidest: Int?
            for k in 0..<count where k != best && canShrink(child(k)) {
                secondWidest = max(secondWidest ?? widthOf(k), widthOf(k))
            }
            let cut = min(overflow, max(1, widthOf(best) - max(1, secondWidest ?? 1)))
            shrink(best, by: cut)
            overflow -= cut
        }
        if overflow < 0 {
            var flexible = 0
            for k in 0..<count where child(k).flexible { flexible += 1 }
            if flexible > 0 {
                var left = -overflow
                let share = left / flexible
                var j = 0
                for k in 0..<count where child(k).flexible {
                    let extra = j == flexible - 1 ? left : share
                    shrink(k, by: -extra)
                    left -= extra
                    j += 1
                }
            }
        }
        return base
    }

    func canShrink(_ n: LayoutArena.Node) -> Bool {
        switch n.kind {
        case .text: return !arena.runs[n.start].isGlyph
        case .hstack, .vstack: return true
        default: return false
        }
    }

    // MARK: - Drawing

    func draw(_ id: LayoutNode, in rect: Rect, grid: inout Grid) {
        if rect.isEmpty { return }
        let n = arena[id]
        switch n.kind {
        case .text:
            drawText(run: n.start, lines: n.number, align: n.align, in: rect, grid: &grid)
        case .big:
            let run = arena.runs[n.start]
            BigDigits.draw(run.text, style: run.style, in: rect, grid: &grid)
            let w = BigDigits.width(of: run.text)
            if w > rect.width { record(run, needed: w, available: rect.width, at: rect) }
        case .spacer:
            break
        case .bar:
            arena.bars[n.start].draw(in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), grid: &grid)
        case .hstack:
            let spacing = n.number
            let widths = allocate(id, width: rect.width)
            defer { arena.widths.removeLast(n.count) }
            var used = spacing * max(0, n.count - 1)
            for k in 0..<n.count { used += arena.widths[widths + k] }
            // Rows without flexible children sit at the leading edge (trailing in RTL).
            var x = rect.x + (rtl && used < rect.width ? rect.width - used : 0)
            for k in 0..<n.count {
                let c = arena.children[n.start + k], w = arena.widths[widths + k]
                let h = min(rect.height, measure(c, maxWidth: w).height)
                var y = rect.y
                switch n.align ?? .top {
                case .center: y += (rect.height - h) / 2
                case .bottom: y += rect.height - h
                default: break
                }
                draw(c, in: Rect(x: x, y: y, width: w, height: isFlexible(c) ? rect.height : h), grid: &grid)
                x += w + spacing
            }
        case .vstack:
            let spacing = n.number
            // Children's sizes are asked for again below: `measure` keeps the last one per node.
            @inline(__always) func size(_ k: Int) -> Size { measure(arena.children[n.start + k], maxWidth: rect.width) }
            var fixedHeight = spacing * max(0, n.count - 1), spacers = 0
            for k in 0..<n.count {
                fixedHeight += size(k).height
                if arena[arena.children[n.start + k]].kind == .spacer { spacers += 1 }
            }
            var extra = max(0, rect.height - fixedHeight)
            var y = rect.y
            for k in 0..<n.count {
                let c = arena.children[n.start + k], child = arena[c]
                var h = size(k).height
                if child.kind == .spacer, spacers > 0 { let share = extra / spacers; h += share; extra -= share }
                if y + h > rect.maxY {
                    // Taller than the phone allows: rows are cut.
                    if y < rect.maxY { draw(c, in: Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y), grid: &grid) }
                    var cutRows = (y + h) - rect.maxY
                    for j in (k + 1)..<n.count { cutRows += size(j).height + spacing }
                    truncations.append(Truncation(slot: slot, path: pathOf(c), text: "\(cutRows) row(s) below the card's edge",
                                                  neededWidth: fixedHeight, availableWidth: rect.height,
                                                  rect: Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)))
                    return
                }
                var x = rect.x
                let w = child.flexible ? rect.width : min(rect.width, size(k).width)
                let childAlign = (child.kind == .text ? child.align : nil) ?? n.align ?? .leading
                switch resolvedHorizontal(childAlign) {
                case .center: x += (rect.width - w) / 2
                case .trailing: x += rect.width - w
                default: break
                }
                draw(c, in: Rect(x: x, y: y, width: w, height: h), grid: &grid)
                y += h + spacing
            }
        }
    }

    /// Leading and trailing swap in a right-to-left layout.
    func resolvedHorizontal(_ a: Element.Align) -> Element.Align {
        switch a {
        case .leading: return rtl ? .trailing : .leading
        case .trailing: return rtl ? .leading : .trailing
        default: return a
        }
    }

    func pathOf(_ id: LayoutNode) -> String {
        let n = arena[id]
        switch n.kind {
        case .text, .big: return arena.runs[n.start].path
        case .hstack, .vstack: return n.count > 0 ? pathOf(arena.children[n.start]) : ""
        default: return ""
        }
    }

    /// Text run `k` of the arena: read where it is, not copied out (a copy
    /// retained and released both of its strings, for every text drawn).
    func drawText(run k: Int, lines: Int, align: Element.Align?, in rect: Rect, grid: inout Grid) {
        let natural = arena.runs[k].width
        guard lines > 1 && natural > rect.width else {
            // Nearly every text: one row, the run itself, already measured
            // (no array of rows built for it).
            drawRow(arena.runs[k].text, width: natural, of: k, align: align, in: rect, row: 0, grid: &grid)
            return
        }
        var rows = wrap(arena.runs[k].text, width: rect.width)
        if rows.count > min(lines, rect.height) {
            let kept = Array(rows.prefix(min(lines, rect.height)))
            let rest = rows.dropFirst(kept.count).joined(separator: " ")
            rows = kept
            rows[rows.count - 1] += " " + rest   // so the last row truncates with "…"
        }
        for (i, row) in rows.enumerated() where i < rect.height {
            drawRow(row, width: GraphemeWidth.of(row), of: k, align: align, in: rect, row: i, grid: &grid)
        }
    }

    /// One row of text run `k`, `width` cells wide, cut with "…" (a glyph
    /// is dropped instead) when the rect is narrower.
    func drawRow(_ row: String, width w: Int, of k: Int, align: Element.Align?, in rect: Rect, row i: Int,
                 grid: inout Grid) {
        if w > rect.width {
            record(arena.runs[k], needed: w, available: rect.width, at: Rect(x: rect.x, y: rect.y + i, width: rect.width, height: 1))
            if arena.runs[k].isGlyph { return }
            let cut = Self.truncate(row, to: rect.width, rtl: arena.runs[k].rtl)
            place(cut, width: GraphemeWidth.of(cut), whole: false, of: k, align: align, in: rect, row: i, grid: &grid)
            return
        }
        // Not cut: the row itself is drawn, not a copy of it.
        place(row, width: w, whole: true, of: k, align: align, in: rect, row: i, grid: &grid)
    }

    /// Writes `text` (`tw` cells; `whole`: the row as measured, not cut) in row `i` of `rect`, aligned.
    private func place(_ text: String, width tw: Int, whole: Bool, of k: Int, align: Element.Align?, in rect: Rect, row i: Int,
                       grid: inout Grid) {
        var x = rect.x
        switch resolvedHorizontal(align ?? .leading) {
        case .center: x += (rect.width - tw) / 2
        case .trailing: x += rect.width - tw
        default: break
        }
        // The run's flags and style read once: each read of `arena.runs[k]` is an access to the arena's array.
        let style = arena.runs[k].style, glyphCell = arena.runs[k].glyphCell
        let plain = arena.runs[k].isPlainASCII, rtl = arena.runs[k].rtl
        if let code = glyphCell, whole, x >= 0 {
            // A theme glyph of one grapheme, whole: its cell is known.
            grid.writeGlyph(code, width: tw, x: x, y: rect.y + i, style: style, limit: rect.maxX)
        } else if plain && whole {
            // Not cut, so still printable ASCII (a wrapped row is a piece of the run).
            grid.writeASCII(text, x: x, y: rect.y + i, style: style, limit: rect.maxX)
        } else if rtl {
            grid.write(Bidi.visualOrder(text), x: x, y: rect.y + i, style: style, limit: rect.maxX)
        } else {
            grid.write(text, x: x, y: rect.y + i, style: style, limit: rect.maxX)
        }
    }

    func record(_ run: TextRun, needed: Int, available: Int, at rect: Rect) {
        truncations.append(Truncation(slot: slot, path: run.path, text: run.text, neededWidth: needed,
                                      availableWidth: available, rect: rect))
    }

    /// Cuts `text` to `width` cells with a trailing "…" (in reading order).
    static func truncate(_ text: String, to width: Int, rtl: Bool) -> String {
        if width <= 0 { return "" }
        if width == 1 { return "…" }
        var out = ""
        var used = 0
        for g in text {
            let w = GraphemeWidth.of(g)
            if used + w > width - 1 { break }
            out.append(g)
            used += w
        }
        while out.last == " " { out.removeLast() }
        return out + "…"
    }

    func wrap(_ text: String, width: Int) -> [String] { TextFit.wrap(text, width: width) }
}
