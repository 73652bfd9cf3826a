import LasimText
import LasimModel
import LasimTemplate

/// The projector layout: one activity, readable from the back of a room.
///
/// What it shows comes from the template's `let:` names (all optional):
///
/// ```yaml
/// let:
///   keyFigure: "minutes(timeLeft)"   # the key figure, in big digits (3 rows)
///   keyUnit: "'min'"                 # after the figure, one row high
///   keyLabel: headline               # the line above it (default: headline)
///   keyGlyph: icon                   # a theme glyph before the label (default: icon)
///   keyDetail: "'Order #' + string(orderNum)"  # a line below the figure
///   keyProgress: "deliveryProgress / 100"      # 0...1: a two-row bar
/// ```
///
/// A nil `keyFigure` (nothing to count down) shows the label in its place.
/// The layout fills `width` x `height`: the header, the figure, the detail
/// and the bar, with the spare rows spread between them.
extension Views {
    public func projector(_ s: Snapshot, now: Double, width: Int, height: Int) -> Output {
        let w = max(1, width), h = max(1, height)
        let palette = renderer.lockPalette
        let bg = palette.background ?? .black
        var grid = Grid(width: w, height: h, style: Style(fg: palette.primary, bg: bg))
        let t = renderer.template(for: s)
        let evaluator = renderer.evaluator(for: s, t, now: now)
        func value(_ names: String...) -> Value? {
            for name in names where t.definitions[name] != nil {
                let v = evaluator.evaluate(.path([name]))
                if case .null = v { return nil }
                return v
            }
            return nil
        }
        func text(_ v: Value?) -> String? {
            guard let v else { return nil }
            let s = Sanitizer.visible(v.text)
            return s.isEmpty ? nil : s
        }

        var label = text(value("keyLabel", "headline")) ?? s.id
        let figure = text(value("keyFigure"))
        let unit = figure == nil ? nil : text(value("keyUnit"))
        let detail = text(value("keyDetail"))
        let glyph = text(value("keyGlyph", "icon")).flatMap { name in
            options.theme.glyphs[name].map { options.ascii ? $0.ascii : $0.emoji }
        }
        var progress = value("keyProgress")?.number.flatMap { $0.isFinite ? min(1, max(0, $0)) : nil }
        if s.state == .stale { label = (options.ascii ? "! " : "⚠ ") + "No fresh data · " + label }

        let pad = w >= 40 ? max(2, w / 20) : (w >= 10 ? 1 : 0)
        let inner = max(1, w - 2 * pad)
        // Blocks top to bottom, dropped from the least important when rows run out.
        enum Block { case header, figure, detail, rider, bar }
        // Without a figure the label takes its place (so it isn't shown twice).
        var blocks: [Block] = figure == nil ? [.figure] : [.header, .figure]
        if detail != nil { blocks.append(.detail) }
        if progress != nil { blocks += [.rider, .bar] }
        func rows(_ b: Block) -> Int { b == .figure ? (figure == nil ? 1 : BigDigits.height) : b == .bar ? 2 : 1 }
        for drop in [Block.detail, .rider, .header, .bar] where blocks.map(rows).reduce(0, +) > h {
            blocks.removeAll { $0 == drop }
            if drop == .bar { progress = nil }
        }
        let used = blocks.map(rows).reduce(0, +)
        // Spare rows: equal gaps around and between blocks, the rider kept on its bar.
        let gaps = blocks.filter { $0 != .bar }.count + 1
        let spare = max(0, h - used)
        var y = spare / gaps + (spare % gaps) / 2

        let headerStyle = Style(fg: palette.primary, bg: bg, bold: true)
        for b in blocks {
            switch b {
            case .header:
                var x = pad
                if let glyph {
                    x += grid.write(glyph, x: x, y: y, style: Style(fg: palette.primary, bg: bg, ink: .glyph), limit: pad + inner) + 1
                }
                let room = pad + inner - x
                let shown = GraphemeWidth.of(label) <= room ? label : RenderContext.truncate(label, to: room, rtl: false)
                grid.write(shown, x: x, y: y, style: headerStyle, limit: pad + inner)
            case .figure:
                if let figure {
                    let unitText = unit.map { " " + $0 } ?? ""
                    let total = BigDigits.width(of: figure) + GraphemeWidth.of(unitText)
                    let x = pad + max(0, (inner - total) / 2)
                    let big = Style(fg: palette.accent, bg: bg, bold: true, ink: .largeText)
                    BigDigits.draw(figure, style: big, in: Rect(x: x, y: y, width: pad + inner - x, height: BigDigits.height), grid: &grid)
                    let ux = x + BigDigits.width(of: figure)
                    if !unitText.isEmpty {
                        grid.write(unitText, x: ux, y: y + 1, style: Style(fg: palette.secondary, bg: bg, bold: true), limit: pad + inner)
                    }
                } else {
                    let lead = glyph.map { $0 + " " } ?? ""
                    let room = max(0, inner - GraphemeWidth.of(lead))
                    let shown = GraphemeWidth.of(label) <= room ? label : RenderContext.truncate(label, to: room, rtl: false)
                    var x = pad + max(0, (inner - GraphemeWidth.of(lead) - GraphemeWidth.of(shown)) / 2)
                    if let glyph {
                        x += grid.write(glyph, x: x, y: y, style: Style(fg: palette.primary, bg: bg, ink: .glyph), limit: pad + inner) + 1
                    }
                    grid.write(shown, x: x, y: y, style: Style(fg: palette.accent, bg: bg, bold: true), limit: pad + inner)
                }
            case .detail:
                if let detail {
                    let tw = GraphemeWidth.of(detail)
                    let shown = tw <= inner ? detail : RenderContext.truncate(detail, to: inner, rtl: false)
                    grid.write(shown, x: pad + max(0, (inner - GraphemeWidth.of(shown)) / 2), y: y,
                               style: Style(fg: palette.secondary, bg: bg), limit: pad + inner)
                }
            case .rider:
                let rider = options.theme.glyphs["rider"].map { options.ascii ? $0.ascii : $0.emoji } ?? ">"
                let filled = Int(((progress ?? 0) * Double(inner)).rounded())
                let rw = GraphemeWidth.of(rider)
                let x = pad + min(max(0, filled - rw), max(0, inner - rw))
                grid.write(rider, x: x, y: y, style: Style(fg: palette.primary, bg: bg, ink: .glyph), limit: pad + inner)
            case .bar:
                let filled = Int(((progress ?? 0) * Double(inner)).rounded())
                let done = Cell(options.ascii ? "#" : "█", style: Style(fg: palette.progressCompleted, bg: bg, ink: .graphic))
                let rest = Cell(options.ascii ? "." : "░", style: Style(fg: palette.progressEmpty, bg: bg, ink: .decoration))
                for row in 0..<2 {
                    for i in 0..<inner { grid.putSingleWidthConstant(i < filled ? done : rest, x: pad + i, y: y + row) }
                }
            }
            y += rows(b)
            if b != .rider { y += spare / gaps }
        }
        return Output(grid: grid, presentations: [])
    }
}
