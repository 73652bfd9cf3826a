import LasimTemplate
/// A template's resolved nodes as the view tree an app's views evaluate to,
/// for the true-size backends: conditions, holes, formats, colours and
/// sanitising were applied by `resolve`, once, as for the cells; this only
/// says in SwiftUI's words what the cells draw (a cell is 8 pt across and
/// 16 pt down). Only the true-size path calls it: the cells never build views.
extension RenderContext {
    /// The template's text: body (17 pt, SwiftUI's default), the text
    /// style whose average advance (`GlyphAdvances`) over the built-in
    /// templates' texts is nearest the cells' 8 pt a cell (8.08 pt; callout's
    /// is 7.6), so a template's texts take the room on the phone they take
    /// in the terminal.
    static let textFont = SwiftUIFont.textStyle("body")!
    /// Big text (three rows of cells, 48 pt): a 40 pt line is 48 pt high.
    static let bigFont = SwiftUIFont(size: 40, weight: "bold", design: "rounded")
    /// The traits that mark a template's bar and big digits, their index
    /// in the render's bars or runs for an argument.
    static let cellBarTrait = "cellBar", cellBigTrait = "cellBig"
    /// What the cells draw faint (dim), as an opacity.
    static let dimOpacity = 0.6

    /// `id` and what it holds as views; `old`: what the same slot was said
    /// as for the activity's last payload, whose nodes are kept where they
    /// are the same (`ViewNode.reusing`).
    func viewNode(_ id: LayoutNode, reusing old: ViewNode? = nil) -> ViewNode { viewNode(id, in: nil, old: old) }

    /// `stack`: the stack it is a child of (spacers and a text's alignment read it).
    private func viewNode(_ id: LayoutNode, in stack: LayoutArena.Kind?, old: ViewNode?) -> ViewNode {
        let n = arena[id]
        switch n.kind {
        case .text:
            let run = arena.runs[n.start]
            if run.text.allSatisfy({ $0 == " " }) && !run.isGlyph {
                // An element's padding (or spaces alone): room of so many cells.
                return ViewNode.reusing(old, .color(run.style.bg.map { ViewColor($0) } ?? .named("clear")),
                                        modifiers: [.frame(width: Double(run.width) * 8, height: nil, maxWidth: nil, alignment: nil)],
                                        location: run.path)
            }
            let limit = ViewModifier.lineLimit(max(1, n.number))
            if stack == .vstack, let a = n.align, let name = Self.horizontalName(resolvedHorizontal(a)) {
                // A text aligned in its column: the column's width, the text at its side.
                return text(run, font: nil, then: [limit, .multilineTextAlignment(name),
                                                   .frame(width: nil, height: nil, maxWidth: .infinity, alignment: name)], old: old)
            }
            return text(run, font: nil, then: [limit], old: old)
        case .big:
            // The cells draw it as line art (`BigDigits`), found by its index.
            return text(arena.runs[n.start], font: Self.bigFont, then: [.other("\(Self.cellBigTrait):\(n.start)")], old: old)
        case .spacer:
            // A spacer's minimum is cells across; down a column it has none.
            return ViewNode.reusing(old, .spacer(minLength: stack == .vstack ? 0 : Double(n.number) * 8), location: "")
        case .bar:
            // The cells draw it by the seed's rule (`Bar.draw`), found by its index.
            return bar(arena.bars[n.start], old: old, then: .other("\(Self.cellBarTrait):\(n.start)"))
        case .hstack:
            let kids = children(n, in: .hstack, old: old)
            // The cells align a row's children at its top unless told otherwise.
            let align: String? = n.align == .center ? nil : n.align == .bottom ? "bottom" : "top"
            return ViewNode.reusing(old, .hstack(alignment: align, spacing: Double(n.number) * 8), children: kids, location: "")
        case .vstack:
            let kids = children(n, in: .vstack, old: old)
            let align = Self.horizontalName(resolvedHorizontal(n.align ?? .leading)) ?? "leading"
            return ViewNode.reusing(old, .vstack(alignment: align, spacing: Double(n.number) * 16), children: kids, location: "")
        }
    }

    /// A stack's children as views, each with the view `old` held in its place.
    private func children(_ n: LayoutArena.Node, in stack: LayoutArena.Kind, old: ViewNode?) -> [ViewNode] {
        let was = old?.children ?? []
        return arena.childList(n).enumerated().map { i, c in viewNode(c, in: stack, old: i < was.count ? was[i] : nil) }
    }

    /// A run as `Text`, in its style: bold, italic, faint as an opacity,
    /// its colour where not the card's primary, its background where not the card's;
    /// `more` after them. One node, its modifiers in one array: a view's
    /// modifiers added one by one (`ViewNode.adding`) made and freed a node
    /// and an array for each.
    /// `old`: the view said in its place for the last payload, kept where the same.
    private func text(_ run: TextRun, font: SwiftUIFont?, then more: [ViewModifier] = [], old: ViewNode? = nil) -> ViewNode {
        let f = font ?? Self.textFont
        var mods: [ViewModifier] = [.font(size: f.size, weight: f.weight, design: f.design, style: f.style)]
        mods.reserveCapacity(6 + more.count)
        if run.style.bold && font == nil { mods.append(.bold(true)) }
        if run.style.italic { mods.append(.italic) }
        if let fg = run.style.fg, fg != palette.primary { mods.append(.foreground(ViewColor(fg))) }
        if run.style.dim { mods.append(.opacity(Self.dimOpacity)) }
        if let bg = run.style.bg, bg != surface { mods.append(.background(.color(ViewColor(bg)))) }
        mods += more
        return ViewNode.reusing(old, .text(TextTemplate(parts: [.literal(run.text)], source: run.text)), modifiers: mods, location: run.path)
    }

    /// A bar a row high (as the cells give it a row): a plain one is a
    /// `ProgressView(value:)` in the bar's completed colour; a segmented one
    /// an `HStack` of one bar a segment, a cell apart, each completed,
    /// active or empty as `drawBar` decides it, or, with a delivery
    /// progress, filled by it segment by segment; the rider over it with its
    /// trailing edge at the bar's fraction, kept inside it, on the card's
    /// colour (which masks the bar under it, as in the cells). Right to
    /// left, the bar is its mirror image and the rider's leading edge sits
    /// at the mirrored fraction, as `drawBar` places them.
    /// `old`: the bar said for the last payload, whose segments and rider
    /// are kept where the same; `trait`: its last modifier.
    func bar(_ b: Bar, old: ViewNode? = nil, then trait: ViewModifier? = nil) -> ViewNode {
        let row = Self.textFont.lineHeight
        let kind: ViewNode.Kind
        var segments: [ViewNode] = []
        var mods: [ViewModifier] = []
        let tip: Double?
        switch b.kind {
        case .plain(let fraction):
            kind = .progress(value: fraction, total: 1)
            mods.append(progressColour(b.completed))
            tip = fraction
        case .segmented(let count, let active, let progress):
            for s in 0..<count {
                let was = old.flatMap { s < $0.children.count ? $0.children[s] : nil }
                if let p = progress {
                    segments.append(self.progress(min(1, max(0, p * Double(count) - Double(s))), b.completed, old: was))
                } else {
                    segments.append(self.progress(s > active ? 0 : 1, s == active ? b.active : b.completed, old: was))
                }
            }
            kind = .hstack(alignment: nil, spacing: 8)
            tip = progress
        }
        mods.append(.frame(width: nil, height: row, maxWidth: nil, alignment: nil))
        // Right to left, the bar runs the other way (its rider is placed below, not mirrored).
        if b.rtl { mods.append(.other("mirrored")) }
        if let rider = b.rider, let tip {
            // Right to left, the bar runs the other way: the rider's leading edge at the mirrored tip.
            let guide = b.rtl ? "leading@\(1 - tip)" : "trailing@\(tip)"
            let wasLayer = old?.modifiers.lazy.compactMap { m -> ViewNode? in if case .overlay(let v) = m { return v }; return nil }.first
            let layer = text(rider, font: nil, then: [.background(.color(ViewColor(b.mask.bg ?? surface))),
                                                      .frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity,
                                                             alignment: guide)], old: wasLayer)
            mods.append(.overlay(layer))
        }
        if let trait { mods.append(trait) }
        return ViewNode.reusing(old, kind, children: segments, modifiers: mods, location: "")
    }

    /// One bar `fraction` done, in `style`'s colour.
    private func progress(_ fraction: Double, _ style: Style, old: ViewNode?) -> ViewNode {
        ViewNode.reusing(old, .progress(value: fraction, total: 1), modifiers: [progressColour(style)], location: "")
    }

    /// A bar's colour: `style`'s, or the palette's for what is done.
    private func progressColour(_ style: Style) -> ViewModifier { .foreground(ViewColor(style.fg ?? palette.progressCompleted)) }

    static func horizontalName(_ a: Element.Align) -> String? {
        switch a {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        default: return nil
        }
    }
}
