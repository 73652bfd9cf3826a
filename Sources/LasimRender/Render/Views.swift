import LasimModel
import LasimTemplate
import LasimText

/// The screens lasim shows, composed from presentations: the lock screen
/// stack, the Dynamic Island, and the gallery of one activity. Pure: the
/// terminal app and the headless printers draw the same grids.
public struct Views: Sendable {
    public var renderer: Renderer
    public init(renderer: Renderer) { self.renderer = renderer }

    var options: RenderOptions { renderer.options }
    var keyline: Style { Style(fg: options.theme.keyline) }
    var labelStyle: Style { Style(fg: options.theme.keyline, bold: true) }

    public struct Output: Sendable {
        public var grid: Grid
        public var presentations: [RenderedPresentation]
        public var truncations: [Truncation] { presentations.flatMap(\.truncations) }
        public var problems: [Problem] { presentations.flatMap(\.problems) }
    }

    /// Every visible activity's card, most relevant first, as the phone stacks them.
    /// `highlight` marks the card of an activity that just alerted. With
    /// `maxHeight`, cards that would start below it are not drawn: the app
    /// shows a screenful, and drawing all 100 cards of 100 activities for it
    /// was three quarters of its time per frame (perf).
    public func lockScreen(_ activities: [Snapshot], now: Double, width: Int? = nil, highlight: String? = nil,
                           maxHeight: Int? = nil) -> Output {
        var canvas = Canvas(width: max(width ?? 72, lockCardWidth + 2), ascii: options.ascii, keyline: keyline)
        var rendered: [RenderedPresentation] = []
        if activities.isEmpty {
            canvas.line("No Live Activities on the lock screen", style: Style(fg: options.theme.keyline))
        }
        for (i, s) in activities.enumerated() {
            if let maxHeight, canvas.height >= maxHeight { break }
            let r = renderer.render(.lock, s, now: now)
            rendered.append(r)
            var label = "\(s.displayID) · \(s.state.rawValue)"
            if s.state == .ended { label += " (final state)" }
            if highlight == s.id { label = (options.ascii ? "* " : "🔔 ") + label + " · alert" }
            canvas.line(label, style: highlight == s.id ? Style(fg: renderer.lockPalette.accent, bold: true) : labelStyle)
            let top = canvas.height
            let offsets = canvas.row([r.grid], boxed: true)
            if highlight == s.id {
                // An alert lights the card: its frame is drawn in the accent colour.
                for y in top..<canvas.height {
                    canvas.restyle(row: y, from: offsets[0] - 1, width: 1) { $0.fg = renderer.lockPalette.accent; $0.bold = true }
                    canvas.restyle(row: y, from: offsets[0] + r.grid.width, width: 1) { $0.fg = renderer.lockPalette.accent; $0.bold = true }
                }
                canvas.restyle(row: top, from: offsets[0] - 1, width: r.grid.width + 2) { $0.fg = renderer.lockPalette.accent; $0.bold = true }
                canvas.restyle(row: canvas.height - 1, from: offsets[0] - 1, width: r.grid.width + 2) { $0.fg = renderer.lockPalette.accent; $0.bold = true }
            }
            flag(r.truncations, in: &canvas, top: top + 1, left: offsets[0])
            if i < activities.count - 1 { canvas.blankLine() }
        }
        return Output(grid: canvas.grid, presentations: rendered)
    }

    /// The Dynamic Island: compact for one activity; minimal attached and
    /// detached for two or more; expanded when asked.
    public func island(_ activities: [Snapshot], now: Double, expanded: Bool, width: Int? = nil) -> Output {
        let d = options.device
        var canvas = Canvas(width: max(width ?? 72, d.lockWidth + 2), ascii: options.ascii, keyline: keyline)
        guard d.hasIsland else {
            canvas.line("\(d.label): no Dynamic Island; alerts show as a lock-screen banner", style: labelStyle)
            return Output(grid: canvas.grid, presentations: [])
        }
        guard let first = activities.first else {
            canvas.line("Dynamic Island: empty", style: labelStyle)
            var idle = Grid(width: d.islandWidth, height: d.islandHeight, style: Style(bg: options.theme.island.background))
            idle.fill(Rect(x: 0, y: 0, width: idle.width, height: idle.height), style: Style(bg: options.theme.island.background))
            canvas.row([idle], boxed: true, indent: (canvas.width - d.islandWidth - 2) / 2)
            return Output(grid: canvas.grid, presentations: [])
        }
        var rendered: [RenderedPresentation] = []
        if expanded {
            let r = renderer.render(.expanded, first, now: now)
            rendered.append(r)
            canvas.line("Expanded · \(first.displayID) · \(r.sizeLabel)", style: labelStyle)
            let top = canvas.height
            let offsets = canvas.row([r.grid], boxed: true, keylines: [r.keyline])
            flag(r.truncations, in: &canvas, top: top + 1, left: offsets[0])
        } else if activities.count == 1 {
            let r = renderer.render(.compact, first, now: now)
            rendered.append(r)
            canvas.line("Compact · \(first.displayID) · \(r.sizeLabel)", style: labelStyle)
            let top = canvas.height
            let offsets = canvas.row([r.grid], boxed: true, indent: (canvas.width - r.grid.width - 2) / 2, keylines: [r.keyline])
            flag(r.truncations, in: &canvas, top: top + 1, left: offsets[0])
        } else {
            let a = renderer.render(.minimal, first, now: now)
            let b = renderer.render(.minimal, activities[1], now: now)
            rendered += [a, b]
            canvas.line("Minimal · attached \(first.displayID), detached \(activities[1].displayID)", style: labelStyle)
            // Attached: the island grows a bulb holding the first; detached: a separate circle.
            var pill = Grid(width: d.islandWidth - d.minimalWidth - 2, height: d.islandHeight,
                            style: Style(bg: options.theme.island.background))
            pill.blit(a.grid, x: 0, y: 0)
            let indent = max(0, (canvas.width - pill.width - b.grid.width - 5) / 2)
            let top = canvas.height
            let offsets = canvas.row([pill, b.grid], boxed: true, gap: 1, indent: indent, keylines: [a.keyline, b.keyline])
            flag(a.truncations, in: &canvas, top: top + 1, left: offsets[0])
            flag(b.truncations, in: &canvas, top: top + 1, left: offsets[1])
        }
        return Output(grid: canvas.grid, presentations: rendered)
    }

    /// Every presentation of one activity, labelled with its size in points
    /// and cells, truncations marked and listed. Side by side when `width`
    /// allows (the wide ones: lock, expanded and CarPlay | the narrow ones:
    /// compact, minimal, watch and menu bar), else stacked.
    public func gallery(_ s: Snapshot, now: Double, width: Int? = nil) -> Output {
        let d = options.device
        let shown = Presentation.allCases.filter { d.hasIsland || !$0.spec.needsIsland }
        let left = shown.filter { $0.spec.galleryColumn == .wide }, right = shown.filter { $0.spec.galleryColumn == .narrow }
        let all = renderer.renderAll(s, now: now, presentations: left + right)
        let renderedLeft = Array(all.prefix(left.count)), renderedRight = Array(all.dropFirst(left.count))
        let leftWidth = d.lockWidth + 2
        let rightWidth = max(d.islandWidth + 2, 30, (renderedRight.map(\.grid.width).max() ?? 0) + 2)
        let available = width ?? 72
        let rendered = renderedLeft + renderedRight
        if available >= leftWidth + 2 + rightWidth {
            let l = columnGrid(renderedLeft, width: leftWidth)
            let r = columnGrid(renderedRight, width: rightWidth)
            var grid = Grid(width: leftWidth + 2 + rightWidth, height: max(l.height, r.height))
            grid.blit(l, x: 0, y: 0)
            grid.blit(r, x: leftWidth + 2, y: 0)
            return Output(grid: grid, presentations: rendered)
        }
        return Output(grid: columnGrid(rendered, width: max(available, leftWidth)), presentations: rendered)
    }

    /// The surfaces beyond the phone: the Apple Watch Smart Stack, CarPlay
    /// and a Mac's menu bar, each with its size in points and cells.
    public func surfaces(_ s: Snapshot, now: Double, width: Int? = nil) -> Output {
        let rendered = renderer.renderAll(s, now: now, presentations: Presentation.elsewhere)
        return Output(grid: columnGrid(rendered, width: max(width ?? 72, 34)), presentations: rendered)
    }

    /// Presentations stacked in one column, each under its label.
    public func column(_ items: [RenderedPresentation], width w: Int = 72) -> Output {
        Output(grid: columnGrid(items, width: w), presentations: items)
    }

    func columnGrid(_ items: [RenderedPresentation], width w: Int) -> Grid {
        var canvas = Canvas(width: w, ascii: options.ascii, keyline: keyline)
        for (i, r) in items.enumerated() {
            canvas.line("\(r.presentation.title) · \(r.grid.width) x \(r.grid.height) cells", style: labelStyle)
            canvas.line(r.sizeLabel, style: Style(fg: options.theme.keyline))
            let top = canvas.height
            let offsets = canvas.row([r.grid], boxed: true, keylines: [r.keyline])
            flag(r.truncations, in: &canvas, top: top + 1, left: offsets[0])
            for t in r.truncations.prefix(3) {
                canvas.line((options.ascii ? "  cut: " : "  ✂ ") + t.description, style: Style(fg: renderer.lockPalette.warning))
            }
            if i < items.count - 1 { canvas.blankLine() }
        }
        return canvas.grid
    }

    /// Marks truncated cells: underlined, so a cut stands out in every colour mode.
    func flag(_ truncations: [Truncation], in canvas: inout Canvas, top: Int, left: Int) {
        for t in truncations {
            canvas.restyle(row: top + t.rect.y, from: left + t.rect.x, width: t.rect.width) { $0.underline = true }
        }
    }
}
