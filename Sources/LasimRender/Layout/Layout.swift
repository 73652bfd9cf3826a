import LasimText

/// Measures and draws resolved nodes. Stacks share width the way SwiftUI's
/// do, roughly: fixed children at their natural size, the widest text
/// shrinks first when a row overflows, spacers and bars take what is left.
extension RenderContext {
    struct Size { var width: Int; var height: Int }

    func isFlexible(_ n: LayoutNode) -> Bool { n.flexible }

    func measure(_ n: LayoutNode, maxWidth: Int) -> Size {
        if n.measuredFor == maxWidth { return Size(width: n.measured.width, height: n.measured.height) }
        let s = measureUncached(n, maxWidth: maxWidth)
        n.measuredFor = maxWidth
        n.measured = (s.width, s.height)
        return s
    }

    func measureUncached(_ n: LayoutNode, maxWidth: Int) -> Size {
        switch n.kind {
        case .text(let run, let lines, _):
            let w = run.width
            if lines <= 1 || w <= maxWidth { return Size(width: min(w, maxWidth), height: 1) }
            let wrapped = wrap(run.text, width: maxWidth)
            return Size(width: min(maxWidth, wrapped.map { GraphemeWidth.of($0) }.max() ?? 0), height: min(lines, wrapped.count))
        case .big(let run):
            return Size(width: min(maxWidth, BigDigits.width(of: run.text)), height: BigDigits.height)
        case .spacer(let m):
            return Size(width: m, height: 0)
        case .bar:
            return Size(width: maxWidth, height: 1)
        case .hstack(let children, let spacing, _):
            let widths = allocate(children, spacing: spacing, width: maxWidth)
            var h = 0
            for (c, w) in zip(children, widths) { h = max(h, measure(c, maxWidth: w).height) }
            let total = widths.reduce(0, +) + spacing * max(0, children.count - 1)
            return Size(width: isFlexible(n) ? maxWidth : min(maxWidth, total), height: h)
        case .vstack(let children, let spacing, _):
            var w = 0, h = 0
            for c in children {
                let s = measure(c, maxWidth: maxWidth)
                w = max(w, s.width)
                h += s.height
            }
            return Size(width: w, height: h + spacing * max(0, children.count - 1))
        }
    }

    /// Widths for the children of a row of `width` cells.
    func allocate(_ children: [LayoutNode], spacing: Int, width: Int) -> [Int] {
        let available = max(0, width - spacing * max(0, children.count - 1))
        var widths = children.map { c -> Int in
            if case .spacer(let m) = c.kind { return m }
            if case .bar = c.kind { return 3 }
            if case .hstack = c.kind, isFlexible(c) { return 0 }
            return measure(c, maxWidth: available).width
        }
        var overflow = widths.reduce(0, +) - available
        // Shrink the widest shrinkable child first, one cell at a time in bulk.
        while overflow > 0 {
            var best = -1
            for (i, c) in children.enumerated() where canShrink(c) && widths[i] > 1 {
                if best < 0 || widths[i] > widths[best] { best = i }
            }
            if best < 0 {
                // Only glyphs/fixed things left: drop from the end.
                guard let last = widths.lastIndex(where: { $0 > 0 }) else { break }
                let cut = min(widths[last], overflow)
                widths[last] -= cut
                overflow -= cut
                continue
            }
            // The widest shrinkable child but `best` (1 when there is none),
            // found without building arrays: rows are laid out many times a frame.
            var secondWidest: Int?
            for i in children.indices where i != best && canShrink(children[i]) {
                secondWidest = max(secondWidest ?? widths[i], widths[i])
            }
            let cut = min(overflow, max(1, widths[best] - max(1, secondWidest ?? 1)))
            widths[best] -= cut
            overflow -= cut
        }
        if overflow < 0 {
            var flexible = 0
            for c in children where isFlexible(c) { flexible += 1 }
            if flexible > 0 {
                var left = -overflow
                let share = left / flexible
                var k = 0
                for i in children.indices where isFlexible(children[i]) {
                    let extra = k == flexible - 1 ? left : share
                    widths[i] += extra
                    left -= extra
                    k += 1
                }
            }
        }
        return widths
    }

    func canShrink(_ n: LayoutNode) -> Bool {
        switch n.kind {
        case .text(let run, _, _): return !run.isGlyph
        case .hstack, .vstack: return true
        default: return false
        }
    }

    // MARK: - Drawing

    func draw(_ n: LayoutNode, in rect: Rect, grid: inout Grid) {
        if rect.isEmpty { return }
        switch n.kind {
        case .text(let run, let lines, let align):
            drawText(run, lines: lines, align: align, in: rect, grid: &grid)
        case .big(let run):
            BigDigits.draw(run.text, style: run.style, in: rect, grid: &grid)
            let w = BigDigits.width(of: run.text)
            if w > rect.width { record(run, needed: w, available: rect.width, at: rect) }
        case .spacer:
            break
        case .bar(let bar):
            drawBar(bar, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), grid: &grid)
        case .hstack(let children, let spacing, let align):
            let widths = allocate(children, spacing: spacing, width: rect.width)
            let used = widths.reduce(0, +) + spacing * max(0, children.count - 1)
            // Rows without flexible children sit at the leading edge (trailing in RTL).
            var x = rect.x + (rtl && used < rect.width ? rect.width - used : 0)
            for (c, w) in zip(children, widths) {
                let h = min(rect.height, measure(c, maxWidth: w).height)
                var y = rect.y
                switch align ?? .top {
                case .center: y += (rect.height - h) / 2
                case .bottom: y += rect.height - h
                default: break
                }
                draw(c, in: Rect(x: x, y: y, width: w, height: isFlexible(c) ? rect.height : h), grid: &grid)
                x += w + spacing
            }
        case .vstack(let children, let spacing, let align):
            let sizes = children.map { measure($0, maxWidth: rect.width) }
            let fixedHeight = sizes.reduce(0) { $0 + $1.height } + spacing * max(0, children.count - 1)
            let spacers = children.filter { if case .spacer = $0.kind { return true }; return false }.count
            var extra = max(0, rect.height - fixedHeight)
            var y = rect.y
            for (i, c) in children.enumerated() {
                var h = sizes[i].height
                if case .spacer = c.kind, spacers > 0 { let share = extra / spacers; h += share; extra -= share }
                if y + h > rect.maxY {
                    // Taller than the phone allows: rows are cut.
                    if y < rect.maxY { draw(c, in: Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y), grid: &grid) }
                    let cutRows = (y + h) - rect.maxY + sizes[(i + 1)...].reduce(0) { $0 + $1.height + spacing }
                    truncations.append(Truncation(slot: slot, path: pathOf(c), text: "\(cutRows) row(s) below the card's edge",
                                                  neededWidth: fixedHeight, availableWidth: rect.height,
                                                  rect: Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)))
                    return
                }
                var x = rect.x
                let w = isFlexible(c) ? rect.width : min(rect.width, sizes[i].width)
                let childAlign = alignment(of: c) ?? align ?? .leading
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

    func alignment(of n: LayoutNode) -> Element.Align? {
        if case .text(_, _, let a) = n.kind { return a }
        return nil
    }

    /// Leading and trailing swap in a right-to-left layout.
    func resolvedHorizontal(_ a: Element.Align) -> Element.Align {
        switch a {
        case .leading: return rtl ? .trailing : .leading
        case .trailing: return rtl ? .leading : .trailing
        default: return a
        }
    }

    func pathOf(_ n: LayoutNode) -> String {
        switch n.kind {
        case .text(let r, _, _), .big(let r): return r.path
        case .hstack(let c, _, _), .vstack(let c, _, _): return c.first.map(pathOf) ?? ""
        default: return ""
        }
    }

    func drawText(_ run: TextRun, lines: Int, align: Element.Align?, in rect: Rect, grid: inout Grid) {
        let natural = run.width
        var rows: [String]
        let wrapped = lines > 1 && natural > rect.width
        if wrapped {
            rows = wrap(run.text, width: rect.width)
            if rows.count > min(lines, rect.height) {
                let kept = Array(rows.prefix(min(lines, rect.height)))
                let rest = rows.dropFirst(kept.count).joined(separator: " ")
                rows = kept
                rows[rows.count - 1] += " " + rest   // so the last row truncates with "…"
            }
        } else {
            rows = [run.text]
        }
        for (i, row) in rows.enumerated() where i < rect.height {
            var text = row
            // Unwrapped (nearly every text), the row is the run itself, already measured.
            let w = wrapped ? GraphemeWidth.of(row) : natural
            var tw = w
            if w > rect.width {
                if run.isGlyph {
                    record(run, needed: w, available: rect.width, at: Rect(x: rect.x, y: rect.y + i, width: rect.width, height: 1))
                    continue
                }
                text = Self.truncate(row, to: rect.width, rtl: run.rtl)
                tw = GraphemeWidth.of(text)
                record(run, needed: w, available: rect.width, at: Rect(x: rect.x, y: rect.y + i, width: rect.width, height: 1))
            }
            var x = rect.x
            switch resolvedHorizontal(align ?? .leading) {
            case .center: x += (rect.width - tw) / 2
            case .trailing: x += rect.width - tw
            default: break
            }
            if run.rtl {
                grid.write(Bidi.visualOrder(text), x: x, y: rect.y + i, style: run.style, limit: rect.maxX)
            } else {
                grid.write(text, x: x, y: rect.y + i, style: run.style, limit: rect.maxX)
            }
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
