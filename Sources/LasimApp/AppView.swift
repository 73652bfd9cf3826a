#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate
import LasimText

/// The whole screen for a state, as a grid: the chosen view, the status
/// line, and the help overlay. Pure, so tests compare it to expected screens.
public enum AppView {
    public static func render(_ s: AppState) -> Grid {
        let w = max(0, s.width), h = max(0, s.height)
        var screen = Grid(width: w, height: h)
        guard w > 0, h > 0 else { return screen }
        let renderer = Renderer(catalog: s.config.catalog, options: s.options)
        let views = Views(renderer: renderer)
        let keyline = Style(fg: s.options.theme.keyline)
        let contentHeight = max(0, h - 2)
        let (drawn, needed) = body(s, views: views, width: w)

        if w < needed.width || h < needed.height {
            tooSmall(&screen, need: needed, style: keyline)
            return screen
        }
        // The view, centred horizontally; clipped at the bottom if taller.
        let x = max(0, (w - drawn.width) / 2)
        var content = drawn
        var contrastLine: String?
        if s.inspect && s.view != .log {
            // WCAG 2.x on the theme's true colours: each failing run is
            // marked (underlined, inverted) and its ratio listed below.
            let failures = ContrastChecker.failures(in: content)
            for f in failures {
                content.restyle(f.rect) { $0.underline = true; $0.reverse.toggle() }
            }
            contrastLine = failures.isEmpty ? "contrast: every run passes (4.5:1 text, 3:1 large text and glyphs)"
                : "contrast: \(failures.count) failing · " + failures.prefix(4).map {
                    "\"\($0.text.prefix(14))\" \(printfNumber("%.2f", $0.ratio)):1 < \(printfNumber("%g", $0.required))"
                }.joined(separator: " · ")
        }
        var clipped = content
        if content.height > contentHeight {
            clipped = Grid(width: content.width, height: contentHeight, cells: Array(content.cells.prefix(content.width * contentHeight)))
        }
        screen.blit(clipped, x: x, y: 0)
        statusLines(s, into: &screen)
        if let contrastLine, h >= 2 {
            screen.fill(Rect(x: 0, y: h - 2, width: w, height: 1), style: .plain)
            let cut = GraphemeWidth.of(contrastLine) > w ? TextFit.cut(contrastLine, w) : contrastLine
            screen.write(cut, x: 0, y: h - 2, style: Style(fg: s.options.theme.island.warning, bold: true))
        }
        if s.showHelp { help(s, into: &screen) }
        return screen
    }

    /// Minimum size each view needs to be drawn honestly.
    static func body(_ s: AppState, views: Views, width: Int) -> (Grid, (width: Int, height: Int)) {
        let d = s.options.device
        let cardWidth = d.lockWidth + 2
        let viewWidth = min(max(width, cardWidth), 72)
        let now = s.renderNow
        switch s.view {
        case .lock:
            let out = views.lockScreen(s.lockSnapshots, now: now, width: viewWidth,
                                       highlight: s.alertActive ? s.alertID : nil, maxHeight: max(0, s.height - 2))
            return (out.grid, (cardWidth, 9))
        case .island:
            var snaps = s.islandSnapshots
            // An alert expands the island for a few seconds when unlocked.
            let alertExpand = s.alertActive && !s.locked
            if alertExpand, let id = s.alertID, let i = snaps.firstIndex(where: { $0.id == id }) {
                snaps.insert(snaps.remove(at: i), at: 0)
            } else if let sel = s.selected, let i = snaps.firstIndex(where: { $0.id == sel.id }), s.islandExpanded {
                snaps.insert(snaps.remove(at: i), at: 0)
            }
            var out = views.island(snaps, now: now, expanded: s.islandExpanded || alertExpand, width: viewWidth)
            if !d.hasIsland, s.alertActive, let id = s.alertID, let snap = s.lockSnapshots.first(where: { $0.id == id }) {
                // No island: an alerting update shows the card as a banner.
                var canvas = Canvas(width: viewWidth, ascii: s.options.ascii, keyline: Style(fg: s.options.theme.keyline))
                canvas.line("Banner (no Dynamic Island) · \(snap.displayID)", style: Style(fg: s.options.theme.keyline, bold: true))
                canvas.row([views.renderer.render(.lock, snap, now: now).grid], boxed: true)
                var g = canvas.grid
                var combined = Grid(width: viewWidth, height: g.height + out.grid.height + 1)
                combined.blit(g, x: 0, y: 0)
                combined.blit(out.grid, x: 0, y: g.height + 1)
                g = combined
                out.grid = g
            }
            return (out.grid, (cardWidth, 8))
        case .gallery:
            guard let sel = s.selected else {
                var c = Canvas(width: viewWidth)
                c.line("No activity to show: pipe payloads in, or run lasim --template NAME", style: Style(fg: s.options.theme.keyline))
                return (c.grid, (cardWidth, 4))
            }
            return (views.gallery(sel, now: now, width: width).grid, (cardWidth, 12))
        case .surfaces:
            guard let sel = s.selected else {
                var c = Canvas(width: viewWidth)
                c.line("No activity to show: pipe payloads in, or run lasim --template NAME", style: Style(fg: s.options.theme.keyline))
                return (c.grid, (34, 4))
            }
            return (views.surfaces(sel, now: now, width: viewWidth).grid, (34, 12))
        case .log:
            return (logGrid(s, width: width, height: max(1, s.height - 2)), (20, 4))
        case .projector:
            guard let sel = s.selected else {
                var c = Canvas(width: max(1, width))
                c.line("No activity yet", style: Style(fg: s.options.theme.keyline))
                return (c.grid, (20, 6))
            }
            return (views.projector(sel, now: now, width: width, height: max(1, s.height - 2)).grid, (30, 10))
        }
    }

    static func logGrid(_ s: AppState, width: Int, height: Int) -> Grid {
        var g = Grid(width: width, height: height)
        let header = "Event log · \(s.store.appliedCount) applied · \(s.store.droppedCount) dropped · ↑↓ PgUp PgDn scroll"
        g.write(Sanitizer.visible(header), x: 0, y: 0, style: Style(fg: s.options.theme.keyline, bold: true))
        // One line of metrics for the selected activity under the header.
        var top = 1
        if !s.isPreview, height > 2, let sel = s.selected, let m = s.store.metrics(sel.id, at: s.now) {
            g.write(Sanitizer.visible("\(sel.id): \(m.line)"), x: 0, y: 1, style: Style(fg: s.options.theme.keyline))
            top = 2
        }
        let rows = height - top
        guard rows > 0 else { return g }
        if s.log.isEmpty {
            g.write("No payloads yet.", x: 0, y: top, style: Style(fg: s.options.theme.keyline))
            return g
        }
        // Newest at the bottom; long entries wrap under their text, so a
        // reason is never cut. Scrolling moves by entries.
        let end = max(0, s.log.count - s.logScroll)
        var lines: [(String, Style)] = []
        var index = end - 1
        while index >= 0 && lines.count < rows {
            let entry = s.log[index]
            let mark: String
            let style: Style
            switch entry.kind {
            case .applied: mark = s.options.ascii ? "+" : "✓"; style = Style(fg: s.options.theme.island.success)
            case .dropped: mark = s.options.ascii ? "x" : "✗"; style = Style(fg: s.options.theme.island.warning, bold: true)
            case .note: mark = "·"; style = Style(fg: s.options.theme.keyline)
            }
            let prefix = "\(clockText(entry.at, s.options.timeZone)) \(mark) "
            let indent = GraphemeWidth.of(prefix)
            let wrapped = TextFit.wrap(Sanitizer.visible(entry.text), width: max(1, width - indent))
            var block: [(String, Style)] = []
            for (i, part) in wrapped.enumerated() {
                block.append(((i == 0 ? prefix : String(repeating: " ", count: indent)) + part, style))
            }
            lines.insert(contentsOf: block, at: 0)
            index -= 1
        }
        for (i, line) in lines.suffix(rows).enumerated() {
            g.write(line.0, x: 0, y: top + i, style: line.1)
        }
        return g
    }

    static func clockText(_ t: Double, _ tz: Zone) -> String {
        Format.clock.apply(.date(t), now: t, timeZone: tz)
    }

    static func statusLines(_ s: AppState, into screen: inout Grid) {
        let w = screen.width, h = screen.height
        guard h >= 2 else { return }
        let bar = Style(fg: RGB(0xff, 0xff, 0xff), bg: RGB(0x3a, 0x3a, 0x3c))
        screen.fill(Rect(x: 0, y: h - 1, width: w, height: 1), style: bar)
        var parts: [String] = []
        if let sel = s.selected {
            let channel = s.store.activity(sel.id)?.channel.map { " · channel \(Sanitizer.visible(String($0.prefix(24))))" } ?? ""
            parts.append("\(sel.displayID) · \(sel.state.rawValue)\(channel)")
        } else {
            parts.append("no activity")
        }
        // The text size only when it is not the phone's default: at 80
        // columns every word of this line counts (the sample and the clock follow).
        let text = s.options.textSize == .large ? "" : " · text \(s.options.textSize.optionName)"
        parts.append("\(s.view.rawValue) · \(s.options.appearance.rawValue) · \(s.options.device.name)\(text)\(s.locked ? " · locked" : " · unlocked")")
        var clock = clockText(s.renderNow, s.options.timeZone)
        if s.isPreview {
            let n = s.previewPairs.count
            clock = "sample \(n == 0 ? 0 : s.sampleIndex % n + 1)/\(n) · " + clock
        } else {
            if s.clock.speed != 1 { clock += " ×\(Int(s.clock.speed))" }
            if s.clock.paused { clock += " paused" }
        }
        parts.append(clock)
        if s.intakePaused { parts.append("intake paused (\(s.queued.count) waiting)") }
        if let e = s.config.endpoint { parts.append(e) }
        parts.append("\(s.store.appliedCount)✓ \(s.store.droppedCount)✗")
        parts.append("? help")
        let status = " " + parts.joined(separator: " │ ")
        let shown = GraphemeWidth.of(status) > w ? TextFit.cut(status, w) : status
        screen.write(Sanitizer.visible(shown), x: 0, y: h - 1, style: bar)

        // The line above: an alert, or the last problem.
        var line: String?
        var style = Style(fg: s.options.theme.keyline)
        if s.alertActive, let id = s.alertID, let a = s.store.activity(id)?.lastAlert {
            line = (s.options.ascii ? "(!) " : "🔔 ") + "\(id.count <= 20 ? id : String(id.prefix(8)) + "…"): " + [a.title, a.body].compactMap { $0 }.joined(separator: " — ")
            style = Style(fg: RGB(0x4d, 0xa3, 0xff), bold: true)
        } else if let m = s.message {
            line = m
        }
        if let line {
            let clean = Sanitizer.visible(line)
            let cut = GraphemeWidth.of(clean) > w ? TextFit.cut(clean, w) : clean
            screen.fill(Rect(x: 0, y: h - 2, width: w, height: 1), style: .plain)
            screen.write(cut, x: 0, y: h - 2, style: style)
        }
    }

    static func help(_ s: AppState, into screen: inout Grid) {
        let entries = KeyMap.bindings.map { b in b.label.padded(to: 9) + b.help }
        // One column when it fits the height, else two.
        let columns = entries.count + 4 <= screen.height ? 1 : 2
        let perColumn = (entries.count + columns - 1) / columns
        let colWidth = entries.map { GraphemeWidth.of($0) }.max() ?? 0
        let innerWidth = columns * colWidth + (columns - 1) * 3
        let boxWidth = min(screen.width, innerWidth + 4)
        let boxHeight = min(screen.height, perColumn + 4)
        let x = max(0, (screen.width - boxWidth) / 2), y = max(0, (screen.height - boxHeight) / 2)
        let style = Style(fg: RGB(0xff, 0xff, 0xff), bg: RGB(0x1c, 0x1c, 0x1e))
        screen.fill(Rect(x: x, y: y, width: boxWidth, height: boxHeight), style: style)
        let limit = x + boxWidth - 1
        screen.write("lasim — keys (any key closes this help)", x: x + 2, y: y + 1,
                     style: Style(fg: style.fg, bg: style.bg, bold: true), limit: limit)
        for (i, entry) in entries.enumerated() {
            let col = i / perColumn, row = i % perColumn
            let ey = y + 2 + row
            guard ey < y + boxHeight - 1 else { continue }
            let ex = x + 2 + col * (colWidth + 3)
            let room = max(0, limit - ex)
            let cut = GraphemeWidth.of(entry) > room ? TextFit.cut(entry, room) : entry
            screen.write(cut, x: ex, y: ey, style: style, limit: limit)
        }
    }

    static func tooSmall(_ screen: inout Grid, need: (width: Int, height: Int), style: Style) {
        let lines = ["terminal too small", "need \(need.width) x \(need.height)", "have \(screen.width) x \(screen.height)", "q quits"]
        let top = max(0, (screen.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < screen.height {
            let cut = GraphemeWidth.of(line) > screen.width ? TextFit.cut(line, screen.width) : line
            screen.write(cut, x: max(0, (screen.width - GraphemeWidth.of(cut)) / 2), y: top + i, style: style)
        }
    }
}
