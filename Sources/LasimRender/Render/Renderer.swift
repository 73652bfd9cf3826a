#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimTemplate
import LasimText

/// One presentation of one activity, drawn.
public struct RenderedPresentation: Sendable {
    public var presentation: Presentation
    public var grid: Grid
    public var truncations: [Truncation]
    public var problems: [Problem]
    /// The island's outline as the phone draws it around this
    /// presentation (an app's `keylineTint`); nil: the theme's border.
    public var keyline: RGB?

    /// Size on the phone, for labels: "371 x 84 pt". Made when a view asks:
    /// most renders (the headless pipeline, a frame of the lock screen) never
    /// show it, and formatting it was a measurable share of a render.
    public var sizeLabel: String {
        get { size.text }
        set { size = .text(newValue) }
    }
    private var size: SizeLabel

    init(presentation: Presentation, grid: Grid, truncations: [Truncation], problems: [Problem], size: SizeLabel) {
        self.presentation = presentation; self.grid = grid; self.truncations = truncations
        self.problems = problems; self.size = size
    }
}

/// The pure function at the heart of lasim: (activity, template, theme,
/// appearance, device, clock) -> a grid of styled cells.
public struct Renderer: Sendable {
    public var catalog: TemplateCatalog
    public var options: RenderOptions { didSet { prepared = Prepared(options) } }
    /// What renders read of the options, made when they change rather than
    /// at every presentation drawn.
    private(set) var prepared: Prepared

    struct Prepared {
        var lock: Palette
        var island: Palette
        /// The theme as renders read it: one reference for each render's
        /// scope, not a copy of the theme's tables.
        var theme: ThemeTables
        init(_ o: RenderOptions) {
            lock = o.theme.effectivePalette(.card, appearance: o.appearance, ios: o.ios)
            island = o.theme.effectivePalette(.island, appearance: o.appearance, ios: o.ios)
            theme = ThemeTables(o.theme)
        }
    }

    public init(catalog: TemplateCatalog, options: RenderOptions = RenderOptions()) {
        self.catalog = catalog; self.options = options
        prepared = Prepared(options)
    }

    public func template(for s: Snapshot) -> Template { catalog.template(named: s.template) ?? catalog.generic }

    /// What drawing `s` reads of its template.
    func program(for s: Snapshot) -> TemplateProgram { catalog.program(named: s.template) ?? catalog.generic.program }

    /// What drawing `s` at `now` reads: an app's live views run here.
    func program(for s: Snapshot, now: Double) -> TemplateProgram {
        let p = program(for: s)
        // Asked first: a template's program has no live views, and an
        // input made lazily (a closure) copied the renderer and the snapshot
        // at every payload (callgrind).
        guard p.liveViews != nil else { return p }
        return p.evaluated(LiveViewInput(content: s.content, attributes: s.attributes, isStale: s.state == .stale,
                                         activityID: s.id, appearance: options.appearance, now: now,
                                         timeZone: options.timeZone, device: options.device.name,
                                         dynamicTypeSize: options.textSize, ios: options.ios))
    }

    /// The lock-screen card's colours in the current appearance.
    public var lockPalette: Palette { prepared.lock }

    /// The card's colours for one template: the theme's, unless the app
    /// tints its card, which then stands for the theme's custom background
    /// in light and dark alike.
    func cardPalette(_ t: TemplateProgram, scope: RenderScope) -> Palette {
        guard let tint = t.cardTint,
              let rgb = context(scope, palette: lockPalette, slot: "tint")
                .colour(tint, path: "activityBackgroundTint")
        else { return lockPalette }
        var theme = options.theme
        theme.light.background = rgb
        theme.dark.background = rgb
        return theme.effectivePalette(.card, appearance: options.appearance, ios: options.ios)
    }

    public var islandPalette: Palette { prepared.island }

    public func render(_ presentation: Presentation, _ s: Snapshot, now: Double) -> RenderedPresentation {
        render(presentation, s, now: now, evaluator: nil)
    }

    /// Every presentation of one activity, evaluating its values only once.
    /// `workspace`: what the last render on this thread left to reuse.
    /// `presentations`: the phone's four unless given (an app's own views
    /// then run once for all of them, not once each).
    public func renderAll(_ s: Snapshot, now: Double, presentations: [Presentation] = Presentation.phone,
                          workspace: RenderWorkspace? = nil) -> [RenderedPresentation] {
        let t = program(for: s, now: now)
        let scope = self.scope(evaluator(for: s, t, now: now), now: now, workspace: workspace)
        if options.templateLayout == .points, let workspace { scope.kept = workspace.kept.slots(s.id) }
        // A loop, not `map`: its closure captured a copy of the renderer and
        // of the snapshot at every payload (callgrind).
        var drawn: [RenderedPresentation] = []
        drawn.reserveCapacity(presentations.count)
        for p in presentations { drawn.append(render(p, s, template: t, scope: scope)) }
        return drawn
    }

    func render(_ presentation: Presentation, _ s: Snapshot, now: Double, evaluator shared: Evaluator?) -> RenderedPresentation {
        let t = program(for: s, now: now)
        return render(presentation, s, template: t, scope: scope(shared ?? evaluator(for: s, t, now: now), now: now))
    }

    func render(_ presentation: Presentation, _ s: Snapshot, template t: TemplateProgram, scope: RenderScope) -> RenderedPresentation {
        guard !t.notes.isEmpty || t.liveKeyline != nil || t.liveActionForeground != nil else {
            return drawn(presentation, s, template: t, scope: scope)
        }
        var r = drawn(presentation, s, template: t, scope: scope)
        if t.liveKeyline != nil { r.keyline = islandKeyline(presentation, t) }
        if presentation.drawing == .lockCard, let p = dismissButtonContrast(t, scope: scope), !r.problems.contains(p) { r.problems.append(p) }
        guard !t.notes.isEmpty else { return r }
        for slot in presentation.slots { for n in t.notes[slot.position] where !r.problems.contains(n) { r.problems.append(n) } }
        return r
    }

    func drawn(_ presentation: Presentation, _ s: Snapshot, template t: TemplateProgram, scope: RenderScope) -> RenderedPresentation {
        let d = options.device
        switch presentation.drawing {
        case .lockCard:
            let r = card(presentation, t, palette: cardPalette(t, scope: scope), scope: scope)
            return options.appearance.isStandBy ? r.doubled() : r
        case .expandedIsland:
            return card(presentation, t, palette: islandPalette, scope: scope)
        case .compactIsland:
            let h = d.islandHeight
            let palette = islandPalette
            let ld = compactSide(.compactLeading, t, palette: palette, scope: scope), lw = ld.cells
            let td = compactSide(.compactTrailing, t, palette: palette, scope: scope), tw = td.cells
            // An app's sides are as wide on the phone as the true-size layout
            // makes them; a template's as its cells. (Read before the sides
            // are handed to be drawn, which then need no copy of them.)
            let lp = ld.widthPt, tp = td.widthPt
            let width = d.islandWidth - 2 * d.compactWidth + lw + tw
            var grid = Grid(width: width, height: h, style: Style(fg: palette.primary, bg: palette.background))
            // Right to left, the leading side is right of the camera (`mirrored`).
            let rtl = mirrored(t, scope: scope)
            let leading = drawSlot(.compactLeading, t, palette: palette, into: &grid, left: rtl ? width - lw : 0,
                                   width: lw, height: h, scope: scope, drawn: ld)
            let trailing = drawSlot(.compactTrailing, t, palette: palette, into: &grid,
                                    left: rtl ? 0 : width - tw, width: tw, height: h, scope: scope, drawn: td)
            // Nearly always nothing from the trailing side: the leading's arrays are taken as they are.
            let truncs = trailing.truncations.isEmpty ? leading.truncations : leading.truncations + trailing.truncations
            let problems = trailing.problems.isEmpty ? leading.problems : leading.problems + trailing.problems
            let size: SizeLabel
            if lp == nil && tp == nil && lw == d.compactWidth && tw == d.compactWidth {
                size = .compact(side: d.compactWidthPt, island: d.islandWidthPt)
            } else {
                let l = lp ?? compactSidePt(lw), r = tp ?? compactSidePt(tw)
                size = .widenedCompact(leading: l, trailing: r, island: d.cameraWidthPt + l + r)
            }
            return RenderedPresentation(presentation: presentation, grid: grid, truncations: truncs, problems: problems, size: size)
        case .minimalIsland:
            let palette = islandPalette
            let side = minimalSide(t, palette: palette)
            var grid = Grid(width: side.cells, height: d.islandHeight,
                            style: Style(fg: palette.primary, bg: palette.background ?? .black))
            let r = drawSlot(.minimal, t, palette: palette, into: &grid, left: 0, width: side.cells,
                             height: d.islandHeight, scope: scope, drawn: side)
            return RenderedPresentation(presentation: presentation, grid: grid, truncations: r.truncations, problems: r.problems,
                                        size: .minimal(width: d.minimalWidthPt))
        case .smallFamily(let size):
            return small(presentation, size: size, t, scope: scope)
        case .menuBar:
            return menuBar(presentation, t, scope: scope)
        }
    }

    /// The small family at `size`: the template's `small` slot, or (as iOS
    /// does without one) the compact leading and trailing views side by side.
    /// Always dark: the watch and CarPlay draw it on black like the island.
    func small(_ presentation: Presentation, size: SurfaceSize, _ t: TemplateProgram, scope: RenderScope) -> RenderedPresentation {
        let d = options.device
        let (width, height) = size.cells(on: d)
        let ctx = context(scope, palette: islandPalette, slot: Slot.small.rawValue)
        let base = ctx.baseStyle
        var grid = Grid(width: width, height: height, style: base)
        let node: LayoutNode?
        var label = "\(size.label) \(Self.pt(size.widthPt)) x \(Self.pt(size.heightPt)) pt"
        if options.templateLayout == .points, t.liveViews == nil {
            return smallInPoints(presentation, size: size, t, scope: scope, label: label)
        }
        if let e = t.element(.small) {
            node = ctx.resolve(e, inherited: base)
        } else {
            let leading = t.element(.compactLeading).flatMap { ctx.resolve($0, inherited: base) }
            let trailing = t.element(.compactTrailing).flatMap { ctx.resolve($0, inherited: base) }
            let parts = [leading, ctx.arena.spacer(min: 1), trailing].compactMap { $0 }
            node = parts.count > 1 ? ctx.arena.hstack(ctx.rtl ? parts.reversed() : parts, spacing: 0, align: nil) : nil
            label += " · no small slot: compact views merged"
        }
        if let node {
            let inner = width - 2
            let size = ctx.measure(node, maxWidth: inner)
            let y = max(0, (height - size.height) / 2)
            ctx.draw(node, in: Rect(x: 1, y: y, width: inner, height: height - y), grid: &grid)
        }
        return RenderedPresentation(presentation: presentation, grid: grid, truncations: ctx.truncations,
                                    problems: ctx.problems, size: .text(label))
    }

    /// The Mac menu bar: compact leading and trailing next to each other in
    /// one black capsule (macOS uses the iOS dimensions, per Apple's HIG).
    func menuBar(_ presentation: Presentation, _ t: TemplateProgram, scope: RenderScope) -> RenderedPresentation {
        let d = options.device
        let h = d.islandHeight
        let palette = islandPalette
        // The same views as the island's compact sides, as wide as they are there.
        let ld = compactSide(.compactLeading, t, palette: palette, scope: scope), lw = ld.cells
        let td = compactSide(.compactTrailing, t, palette: palette, scope: scope), tw = td.cells
        var grid = Grid(width: lw + tw + 1, height: h, style: Style(fg: palette.primary, bg: palette.background))
        var truncs: [Truncation] = [], problems: [Problem] = []
        for (slot, x, w, drawn) in [(Slot.compactLeading, 0, lw, ld), (.compactTrailing, lw + 1, tw, td)] {
            let r = drawSlot(slot, t, palette: palette, into: &grid, left: x, width: w, height: h, scope: scope, drawn: drawn)
            truncs += r.truncations
            problems += r.problems
        }
        let size: SizeLabel = lw == d.compactWidth && tw == d.compactWidth ? .menuBar(side: d.compactWidthPt)
            : .text("\(Renderer.pt(compactSidePt(lw))) + \(Renderer.pt(compactSidePt(tw))) x \(SizeLabel.islandHeight) pt")
        return RenderedPresentation(presentation: presentation, grid: grid, truncations: truncs, problems: problems, size: size)
    }

    /// Whether the island's sides swap, leading on the right: a template's
    /// regions follow its rows' direction, an app's its views' (the
    /// language the phone shows it in). SwiftUI lays the island out in the
    /// environment's direction, as it does the status bar beside it (the
    /// clock right of the camera in Hebrew and Arabic), so `.leading`,
    /// compact or expanded, is the right-hand side there.
    func mirrored(_ t: TemplateProgram, scope: RenderScope) -> Bool {
        t.liveNodes.isEmpty ? scope.rtl : t.liveRightToLeft
    }

    static func pt(_ v: Double) -> String {
        let hundredths = Int((v * 100).rounded())
        if hundredths % 100 == 0 { return String(hundredths / 100) }
        let frac = hundredths % 100
        return "\(hundredths / 100)." + (frac < 10 ? "0" : "") + String(frac)
    }

    /// Lock screen and expanded: 5...10 rows, padded, taller content cut.
    func card(_ presentation: Presentation, _ t: TemplateProgram, palette: Palette, scope: RenderScope) -> RenderedPresentation {
        let lockCard = presentation.drawing == .lockCard
        if let node = lockCard ? t.liveNode(.lock) : expandedLiveNode(t) {
            return liveCard(presentation, node, images: t.liveImages, palette: palette, scope: scope,
                            margins: EdgeLengths.expanded.with(t.liveMargins[.expanded]))
        }
        if options.templateLayout == .points {
            let node = lockCard ? templateNode(.lock, t, palette: palette, scope: scope)
                : expandedView(rightToLeft: scope.rtl, kept: scope.kept) { templateNode($0, t, palette: palette, scope: scope) }
            if let node { return liveCard(presentation, node, images: [:], palette: palette, scope: scope, leaves: scope.arena) }
        }
        let d = options.device
        let width = d.lockWidth
        let padX = 2
        let inner = width - 2 * padX
        let ctx = context(scope, palette: palette, slot: presentation.rawValue)
        let base = ctx.baseStyle
        let node: LayoutNode?
        if lockCard {
            node = t.element(.lock).flatMap { ctx.resolve($0, inherited: base) }
        } else {
            node = expandedNode(ctx, t, base: base, width: inner)
        }
        let contentHeight = node.map { ctx.measure($0, maxWidth: inner).height } ?? 0
        let padY = contentHeight + 2 <= d.maxCardHeight ? 1 : 0
        // The least height is the point layout's (the lock card as tall as
        // its content, as phones draw apps' cards of 69 and 76 pt).
        let leastPt = Device.leastLiveCardHeightPt(lockCard: lockCard)
        let height = min(d.maxCardHeight, max(Int(leastPt / d.cellHeightPt), contentHeight + 2 * padY))
        var grid = Grid(width: width, height: height, style: base)
        if let node {
            // Content sits in the middle of a card taller than it needs.
            let y = max(padY, (height - contentHeight) / 2)
            ctx.draw(node, in: Rect(x: padX, y: y, width: inner, height: height - y - padY), grid: &grid)
        }
        let heightPt = min(160, max(leastPt, Double(height) * d.cellHeightPt))
        return RenderedPresentation(presentation: presentation, grid: grid, truncations: ctx.truncations,
                                    problems: ctx.problems, size: .card(width: d.cardWidthPt(lockCard: lockCard), height: heightPt))
    }

    /// Expanded regions: leading and trailing beside the camera, the center
    /// a row lower, below the camera, centred on the island as far as there
    /// is room (`centringRoom`); bottom below all three. `width`: the cells across.
    func expandedNode(_ ctx: RenderContext, _ t: TemplateProgram, base: Style, width: Int) -> LayoutNode? {
        func region(_ slot: Slot) -> LayoutNode? { t.element(slot).flatMap { ctx.resolve($0, inherited: base) } }
        let leading = region(.expandedLeading), center = region(.expandedCenter)
        let trailing = region(.expandedTrailing), bottom = region(.expandedBottom)
        var room = (leading: 0, trailing: 0)
        if let center {
            // Measured at the width the row shares out, so its sharing finds these kept.
            func across(_ n: LayoutNode?) -> Int { n.map { ctx.measure($0, maxWidth: width).width } ?? 0 }
            let l = across(leading), c = across(center), t = across(trailing)
            if let r = Self.centringRoom(leading: Double(l), center: Double(c), trailing: Double(t), width: Double(width), spacing: 1) {
                // What is left either side too, the odd column left of the
                // center, as the points round a middle between two cells.
                let left = width - (l + c + t + 2 + Int(r.leading) + Int(r.trailing))
                room = (Int(r.leading) + (left + 1) / 2, Int(r.trailing) + left / 2)
            }
        }
        var top: [LayoutNode] = []
        top.reserveCapacity(5)
        if let leading { top.append(leading) }
        top.append(ctx.arena.spacer(min: 1 + room.leading))
        if let center {
            // Below the camera, as the phone places it (and as `expandedView`
            // does in points): a row down.
            let camera = ctx.arena.spacer(min: 0)
            top.append(ctx.arena.vstack([camera, center], spacing: 1, align: .center))
        }
        top.append(ctx.arena.spacer(min: 1 + room.trailing))
        if let trailing { top.append(trailing) }
        if ctx.rtl { top.reverse() }
        var rows: [LayoutNode] = []
        if leading != nil || center != nil || trailing != nil { rows.append(ctx.arena.hstack(top, spacing: 0, align: .top)) }
        if let bottom {
            // The bottom region's content is centred on the island's middle,
            // as the phone places it (`expandedView`): right of its cells'
            // middle by half the cell its points leave over (371 pt is 46.4
            // cells, drawn in 46), so an odd column of room is on the left
            // there, as the points draw it; a middle between two cells keeps
            // it on the right (408 pt, 51 cells). The points place a text by
            // its own width, which the cells do not know: the 402 and 440 pt
            // phones keep the cells of the 393 and 430 pt ones (`Device.cellClasses`).
            let d = options.device
            let phone = Device.cellClasses.first { $0.hasIsland && $0.lockWidth == d.lockWidth } ?? d
            let spare = ctx.isFlexible(bottom) ? 0 : max(0, width - ctx.measure(bottom, maxWidth: width).width)
            let over = (phone.expandedWidthPt / phone.cellWidthPt - Double(phone.lockWidth)) / 2
            let left = min(spare, max(0, Int((Double(spare) / 2 + over - 0.5).rounded(.up))))
            rows.append(2 * left == spare ? bottom
                : ctx.arena.hstack([ctx.arena.spacer(min: left), bottom, ctx.arena.spacer(min: spare - left)], spacing: 0, align: .top))
        }
        // The top row is as wide as the island.
        return rows.isEmpty ? nil : ctx.arena.vstack(rows, spacing: 0, align: .center)
    }

    /// An app's own views laid out in points by SwiftUI's rules, then drawn
    /// in cells: the card as tall as its content (up to 160 pt; the
    /// expanded island at least 84), padded as the lock screen pads it.
    /// `leaves`: a template's bars and big digits, which its views mark (`ViewPaint.cellLeaf`).
    func liveCard(_ presentation: Presentation, _ node: ViewNode, images: [String: AssetImage], palette: Palette,
                  scope: RenderScope, leaves: LayoutArena? = nil, margins: EdgeLengths = .expanded) -> RenderedPresentation {
        let d = options.device
        let lockCard = presentation.spec.drawing == .lockCard
        // Laid out at the width the phone gives the content (the lock
        // card's 371 pt less a root `.padding`, which the cells leave to
        // the card's border), not at the 336 pt of the cells inside it:
        // a card with no root padding is cut where the phone cuts it. The
        // cells take a text's characters, not its points, and the room
        // beside it gives way first (`CellSpanFit`).
        let widthPt = Self.liveContentWidthPt(d, lockCard: lockCard, margins: margins)
            - (lockCard ? Self.borderPaddingPt(node, template: leaves != nil) : 0)
        // Laid out once to count its rows, the same items again only where
        // the card offers less than that.
        let root = liveItems(node, images: images, kept: leaves == nil ? nil : scope.kept?.items(presentation.rawValue))
        let measured = SwiftUILayout.layout(root, proposal: ProposedSize(width: widthPt, height: nil))
        // The card's border, two columns each side, gives way to a row the
        // phone shows whole that the 42 columns inside it cannot hold side
        // by side (a 34-character line beside a 9-character column: the
        // phone's font shrinks, the cells' cannot), down to one column,
        // where that holds the row whole (a row that wraps anyway keeps
        // the margin); not to what overflows the phone's card (it is clipped there).
        // A line wider than the card's columns takes the rows it wraps onto (`TerminalRows.rewrapped`).
        let fitsThePhone = measured.frame.width <= widthPt + TerminalRows.touching
        let (contentRows, counted, columns) = SwiftUILayout.countedRows(measured, cellWidth: d.cellWidthPt, cellHeight: d.cellHeightPt,
                                                                        columns: d.lockWidth - 4,
                                                                        widest: fitsThePhone ? d.lockWidth - 2 : nil,
                                                                        most: d.maxCardHeight - 2,
                                                                        glyphWidth: CellDrawer.glyphWidth(symbols: prepared.theme, ascii: options.ascii))
        let inner = columns ?? d.lockWidth - 4, padX = (d.lockWidth - inner) / 2
        let padY = contentRows + 2 <= d.maxCardHeight ? 1 : 0
        let leastPt = Device.leastLiveCardHeightPt(lockCard: lockCard)
        let height = min(d.maxCardHeight, max(Int(leastPt / d.cellHeightPt), contentRows + 2 * padY))
        let rows = height - 2 * padY
        let ctx = context(scope, palette: palette, slot: presentation.rawValue)
        var grid = Grid(width: d.lockWidth, height: height, style: ctx.baseStyle)
        // The card is as tall as its content asks, up to the most it may be:
        // the content is asked its ideal height where that fits, and is
        // offered the rows there are where it does not.
        let fits = contentRows <= rows
        let laidOut = fits ? measured : SwiftUILayout.layout(root, proposal: ProposedSize(width: widthPt, height: Double(rows) * d.cellHeightPt))
        let drawing = drawLive(laidOut, width: inner, height: rows, palette: palette, surface: ctx.surface, slot: presentation.rawValue,
                               images: images, leaves: leaves, counted: fits ? counted : nil, widthPt: widthPt, columns: inner)
        // Texts stacked in points take a row each in the cells, fewer than
        // their points cover: the rows they free fall below them. The card
        // keeps its height, so what is drawn is centred down it, as the
        // phone's padding surrounds its content evenly.
        let drop = Self.centringDrop(drawing.grid, blank: Cell(style: Style(fg: palette.primary, bg: ctx.surface)))
        grid.blit(drawing.grid, x: padX, y: padY + drop)
        let truncations = drawing.truncations.map { t in var t = t; t.rect.x += padX; t.rect.y += padY + drop; return t }
        // The size said is the phone's: the content's ideal height at the
        // phone's width, whatever rows the terminal gives it.
        // Its size only: a layout's root is the size it answers, and placing it was a third of a layout's cost.
        let idealPt = root.size(ProposedSize(width: Self.liveContentWidthPt(d, lockCard: lockCard, margins: margins), height: nil)).height
        let heightPt = Self.liveCardHeightPt(ideal: idealPt, lockCard: lockCard, margins: margins)
        // The lock card and the expanded island: the card's width, 160 pt at most.
        let large = Self.largeImages(node, images: images, slot: presentation.rawValue,
                                     size: PointSize(width: d.lockWidthPt, height: 160))
        // Taller than the card at its ideal, it may still fit where it is offered the 160 pt (a flexible stack).
        var cut: [Problem] = []
        if idealPt + (lockCard ? 0 : margins.top + margins.bottom) > 160.5 {
            let down = lockCard ? Self.borderPaddingPt(node, template: leaves != nil, down: true) : margins.top + margins.bottom
            let offered = SwiftUILayout.layout(root, proposal: ProposedSize(width: Self.liveContentWidthPt(d, lockCard: lockCard, margins: margins),
                                                                               height: 160 - down))
            cut = Self.tallerThanCard(presentation, offered, top: lockCard ? down / 2 : margins.top).map { [$0] } ?? []
        }
        return RenderedPresentation(presentation: presentation, grid: grid, truncations: truncations, problems: drawing.problems + large + cut,
                                    size: .card(width: d.cardWidthPt(lockCard: lockCard), height: heightPt))
    }

    /// The points across a lock card's root padding takes on the phone,
    /// which the cells leave to the card's border: an app's root `.padding`
    /// outside its own layers (`SwiftLiveViews.slot` takes it off,
    /// `asWritten` keeps it), a template's default one (`pointNode` adds it
    /// for the true size).
    static func borderPaddingPt(_ node: ViewNode, template: Bool, down: Bool = false) -> Double {
        if template { return 2 * LayoutItemBuilder.defaultPadding }
        let written = node.asWritten?.modifiers ?? []
        return ViewNode.cardMarginPaddings(written).reduce(0) { sum, k in
            guard case .padding(let edges, let amount) = written[k] else { return sum }
            let e = EdgeSet(edges), a = amount ?? LayoutItemBuilder.defaultPadding
            return sum + (down ? (e.top ? a : 0) + (e.bottom ? a : 0) : (e.leading ? a : 0) + (e.trailing ? a : 0))
        }
    }

    /// One line when texts of an app's views fall past the edge of the
    /// lock-screen card or the expanded island, 160 pt at most, where the
    /// views are offered what it leaves inside its padding or margins
    /// (`laid`, its top `top` below the card's): the phone cuts them there
    /// (those whose middle is past it),
    /// as the true size does, and nothing on its screen says so, while the
    /// cells, whose rows are shorter than the phone's lines, may draw them
    /// all. A background image that fills and overflows the card is cut by
    /// design, and views that only eat into the padding are drawn whole: no line.
    static func tallerThanCard(_ presentation: Presentation, _ laid: LaidOutView, top: Double) -> Problem? {
        var gone: [String] = []
        laid.walk { v in
            guard case .text(let t) = v.content, !t.text.isEmpty else { return }
            // Gone where its middle is past the edge: a line's frame keeps room above its capitals.
            let middle = top + v.frame.y + v.frame.height / 2
            if middle < 0 || middle > 160 { gone.append(t.text) }
        }
        guard !gone.isEmpty else { return nil }
        let what = presentation.spec.drawing == .lockCard ? "the lock-screen card" : "the expanded island"
        let named = gone.prefix(3).map { "\"\(Sanitizer.visible($0))\"" }.joined(separator: ", ") + (gone.count > 3 ? " and \(gone.count - 3) more" : "")
        return Problem(at: presentation.rawValue, "the app's views are \(pt(laid.frame.height)) pt tall where \(what), 160 pt at most, "
            + "offers them less: the phone cuts \(named) at its edge")
    }

    /// How far down `drawing` moves to have as many blank rows below what
    /// it draws as above (never up: a view placed at the top stays there
    /// only when nothing is drawn below it either).
    static func centringDrop(_ drawing: Grid, blank: Cell) -> Int {
        func isBlank(_ y: Int) -> Bool { (0..<drawing.width).allSatisfy { drawing[$0, y] == blank } }
        guard let first = (0..<drawing.height).first(where: { !isBlank($0) }),
              let last = (0..<drawing.height).last(where: { !isBlank($0) }) else { return 0 }
        let below = drawing.height - 1 - last
        return max(0, (first + below) / 2 - first)
    }

    /// The expanded regions as one view, as the island places them:
    /// leading and trailing beside the camera, centred on each other (the
    /// height of the taller) where there is no center region; the center
    /// between them, right below the camera; bottom below all three.
    func expandedLiveNode(_ t: TemplateProgram) -> ViewNode? {
        // A template has no live views: nothing to place (and no margins to look up).
        guard !t.liveNodes.isEmpty else { return nil }
        return expandedView(rightToLeft: t.liveRightToLeft, appImages: t.liveImages,
                            margins: EdgeLengths.expanded.with(t.liveMargins[.expanded])) { t.liveNode($0) }
    }

    /// The expanded regions, each as `view` gives it, placed as the island
    /// places them; `rightToLeft`, leading on the right, as the cells place
    /// a right-to-left template's regions. `appImages`: the regions are an
    /// app's own views, with these images (each region then has its own slot).
    /// `kept`: a template's kept items (`KeptItems`), by the order the
    /// regions are asked their widths in, which is the same from one payload to the next.
    func expandedView(rightToLeft: Bool = false, appImages: [String: AssetImage]? = nil, margins: EdgeLengths = .expanded,
                      kept: KeptLayouts.Slots? = nil, _ view: (Slot) -> ViewNode?) -> ViewNode? {
        // A template's regions too are asked their widths (the center is centred on
        // the island); only an app's own have each their own slot.
        var asked = 0
        let idealWidth = { (n: ViewNode, offered: Double?) in
            defer { asked += 1 }
            let items = kept.map { $0.items(Self.regionWidthSlots[min(asked, Self.regionWidthSlots.count - 1)]) }
            return self.liveItems(n, images: appImages ?? [:], kept: items).size(ProposedSize(width: offered, height: nil)).width
        }
        return Self.expandedView(view, device: options.device, rightToLeft: rightToLeft, idealWidth: idealWidth, columns: appImages != nil,
                                 margins: margins)
    }

    /// The island's edges the bottom, leading and trailing regions lie
    /// along (`withOwnMargins`): read from their names once, where reading
    /// them at every expanded island was 25 K instructions a payload
    /// (callgrind, a template in points).
    static let bottomRegionEdges = EdgeSet("leading,bottom,trailing"), leadingRegionEdges = EdgeSet("top,leading"),
               trailingRegionEdges = EdgeSet("top,trailing")

    /// The expanded island's regions as one view: leading, center (under
    /// the camera) and trailing across the top, the bottom below. The view
    /// starts `expandedMarginPt` below the island's top edge, so the center
    /// region starts where the camera ends.
    /// `idealWidth`: how wide a region is offered a width (nil: how wide it
    /// asks to be), which puts the center region in the middle of the
    /// island (`centringRoom`). `columns`: an
    /// app's own views, which the phone lays out each in its own slot: the
    /// leading and trailing regions in the columns beside the camera, the
    /// top regions never wider than the island together (a template's
    /// regions keep the cells' own layout of them, which its golden
    /// snapshots hold).
    public static func expandedView(_ view: (Slot) -> ViewNode?, device d: Device, rightToLeft: Bool = false,
                                    idealWidth: ((ViewNode, Double?) -> Double)? = nil, columns: Bool = true,
                                    margins: EdgeLengths = .expanded) -> ViewNode? {
        // Several views in one region stack down it, as in a widget's body.
        func region(_ s: Slot) -> ViewNode? {
            guard let n = view(s) else { return nil }
            guard case .group = n.kind, n.children.count > 1 else { return n }
            return n.with(.vstack(alignment: nil, spacing: nil))
        }
        let center = region(.expandedCenter)
        // A region's own margins replace the island's on the island's edges it lies along.
        let bottom = withOwnMargins(region(.expandedBottom), outer: Self.bottomRegionEdges, margins: margins)
        // Without a center region, leading and trailing are the columns
        // beside the camera: each ends where the camera begins, and what is
        // wider wraps or is cut there (a leading "Destination" over "Ohio
        // Union (Northbound)" reads "Destina-/tion" over "Ohio..." on the
        // phone). Under a center region they keep what they ask where the three fit
        // across the island; where they do not, each is cut to its slot
        // (`topSlots`), so that none moves another or leaves the island.
        // Apple's documentation places leading and trailing "next to the
        // TrueDepth camera" and the center "right below" it, between them.
        var leading = withOwnMargins(region(.expandedLeading), outer: Self.leadingRegionEdges, margins: margins)
        var trailing = withOwnMargins(region(.expandedTrailing), outer: Self.trailingRegionEdges, margins: margins)
        // A side given its own top margin is placed from the top, not centred on the other.
        let ownTop = [leading, trailing].contains { $0.map { regionMargins($0).top != nil } ?? false }
        var centerSlot: Double?
        var room = (leading: 0.0, trailing: 0.0)
        // Leading or trailing moved below the camera (`belowIfTooWide`).
        var below = (leading: false, trailing: false)
        var belowSlot: (leading: Double?, trailing: Double?) = (nil, nil)
        if let idealWidth {
            let width = liveContentWidthPt(d, lockCard: false, margins: margins)
            let sides = (leading: sideColumnWidthPt(d, margin: margins.leading), trailing: sideColumnWidthPt(d, margin: margins.trailing))
            func asked(_ n: ViewNode?) -> Double { n.map { idealWidth($0, nil) } ?? 0 }
            let l = asked(leading), t = asked(trailing), c = asked(center)
            var slots = !columns ? (leading: nil, center: nil, trailing: nil)
                : center == nil ? (leading: sides.leading, center: nil, trailing: sides.trailing)
                : topSlots(l, c, t, width: width, columns: sides,
                           priorities: (regionPriority(leading), regionPriority(center), regionPriority(trailing)))
            if columns, center == nil {
                below = (leading.map { placedBelowIfTooWide($0) && l > sides.leading } ?? false,
                         trailing.map { placedBelowIfTooWide($0) && t > sides.trailing } ?? false)
                let wide = belowSlots(leading: leading == nil ? nil : l, trailing: trailing == nil ? nil : t, width: width,
                                      columns: sides, below: below,
                                      priorities: (regionPriority(leading), regionPriority(trailing)))
                belowSlot = wide
                slots.leading = wide.leading ?? slots.leading
                slots.trailing = wide.trailing ?? slots.trailing
            }
            func column(_ n: ViewNode?, _ width: Double?, _ alignment: String) -> ViewNode? {
                guard let n, let width else { return n }
                return n.adding(.frame(width: nil, height: nil, maxWidth: width, alignment: alignment))
            }
            leading = column(leading, slots.leading, "leading")
            trailing = column(trailing, slots.trailing, "trailing")
            centerSlot = slots.center
            // Where the three fit across, a side that fits its column beside
            // the camera keeps what it asks, sized before the center and no
            // wider, the center having the rest: the row is not a stack that
            // offers each an even share first (a sports card's leading "104"
            // at 48 pt beside a badge, 106.7 pt of a 104.8 pt column, was cut
            // to "10" over "4" beside a center "Final", its trailing "112"
            // whole). Within 3% of its column it fits it: the column is
            // measured within a point or two of the computed one, a text's
            // width within a few percent of the phone's. A wider side is
            // left as it was: nothing is known of the phone there.
            // It keeps the width it takes when offered a third of the row, where
            // that is wider (a timer in `.frame(maxWidth: 64)` takes the 64).
            if columns, center != nil, slots.leading == nil, slots.trailing == nil {
                let third = (width - 2 * expandedSpacingPt) / 3
                // A side that, offered exactly what it asks, takes less (a stack
                // shares the width out again and cuts a text in it that fits: a
                // leading "82" at title2 between a symbol and "km/h", 79.4 pt of
                // a 104.8 pt column, drew as "8" over "2") is laid out as it
                // asks, each view at its own width: the phone offers it its column.
                // Less by a space's width is no cut: a text's trailing space
                // (`Label("UP2456 ", ...)`, 4.7 pt at 17 pt) is not drawn at the end of its line.
                func kept(_ n: ViewNode?, _ asked: Double, _ column: Double, _ alignment: String) -> ViewNode? {
                    guard let n, asked <= column * 1.03 else { return n }
                    let takes = max(asked, idealWidth(n, third))
                    let squeezed = takes == asked && idealWidth(n, asked) < asked - 6
                    let sized = squeezed ? n.adding(.other("fixedSize:horizontal")) : n
                    return sized.adding(.frame(width: nil, height: nil, maxWidth: takes, alignment: alignment)).adding(.other("layoutPriority:1"))
                }
                // At the top of the row, as beside the camera (a bare "trailing" centred it down the row in the cells).
                leading = kept(leading, l, sides.leading, "topLeading")
                trailing = kept(trailing, t, sides.trailing, "topTrailing")
            }
            if center != nil {
                // A side as wide as it asks, or as it is in the row where it
                // is offered a share of it (a third at most, or it is not
                // centred), the wider: a text in a frame up to a width takes
                // that width (MetroTimer's trailing "5:44" in `.frame(maxWidth: 64)`).
                let third = (width - 2 * expandedSpacingPt) / 3
                func taken(_ n: ViewNode?, _ asked: Double) -> Double { max(asked, n.map { idealWidth($0, third) } ?? 0) }
                room = centringRoom(leading: taken(leading, min(l, slots.leading ?? l)), center: min(c, slots.center ?? c),
                                    trailing: taken(trailing, min(t, slots.trailing ?? t)), width: width,
                                    spacing: expandedSpacingPt) ?? room
            }
        }
        guard leading != nil || center != nil || trailing != nil || bottom != nil else { return nil }
        // The regions keep their spacing from each other, not from the
        // island's margins: a center region alone spans the island between
        // them (on a 393 pt phone's screenshot a center-only region's
        // `.padding(.horizontal, 16)` text starts 35 pt from the island's
        // edge, its 18 pt margin and the padding).
        let spacing = center != nil && leading == nil && trailing == nil ? 0 : expandedSpacingPt
        // The island's content starts `margins.top` below its top edge; the
        // camera reaches further down.
        let camera = ViewNode(.color(.named("clear")), modifiers: [.frame(width: nil, height: max(0, Device.islandHeightPt - margins.top),
                                                                          maxWidth: nil, alignment: nil)], location: "")
        // A side moved under the camera keeps its slot: the clear colour standing for the camera would take any width.
        func underCamera(_ n: ViewNode, _ slot: Double?, _ alignment: String) -> ViewNode {
            let column = ViewNode(.vstack(alignment: alignment, spacing: 0), children: [camera, n], location: "")
            return slot.map { column.adding(.frame(width: nil, height: nil, maxWidth: $0, alignment: alignment)) } ?? column
        }
        if below.leading { leading = leading.map { underCamera($0, belowSlot.leading, "leading") } }
        if below.trailing { trailing = trailing.map { underCamera($0, belowSlot.trailing, "trailing") } }
        var top: [ViewNode] = []
        if let leading { top.append(leading) }
        top.append(ViewNode(.spacer(minLength: spacing + room.leading), location: ""))
        // Without a center region leading and trailing are one spacing apart, as their slots reckon.
        if let center {
            let slotted = centerSlot.map { center.adding(.frame(width: nil, height: nil, maxWidth: $0, alignment: nil)) } ?? center
            top.append(ViewNode(.vstack(alignment: nil, spacing: 0), children: [camera, slotted], location: ""))
            top.append(ViewNode(.spacer(minLength: spacing + room.trailing), location: ""))
        }
        if let trailing { top.append(trailing) }
        // A template's regions come mirrored already: only their order turns.
        if rightToLeft && !columns { top.reverse() }
        var rows: [ViewNode] = []
        if leading != nil || center != nil || trailing != nil {
            // Side by side they are centred on each other; one under the camera and the other beside it keep to the top.
            let atTop = center != nil || below.leading || below.trailing || ownTop
            rows.append(ViewNode(.hstack(alignment: atTop ? "top" : nil, spacing: 0), children: top, location: ""))
        } else {
            // A bottom region alone is still below the camera, as the center
            // is (on an iPhone 17 Pro's screenshots its first row starts
            // 37 pt below the island's top edge, not 18).
            rows.append(camera)
        }
        if let bottom {
            // The bottom region is the island's width with its content
            // centred in it, as the phone places it.
            rows.append(bottom.adding(.frame(width: nil, height: nil, maxWidth: .infinity, alignment: nil)))
        }
        // Below the top regions the bottom region keeps the regions' spacing
        // (`expandedSpacingPt`); alone, it starts where the camera ends.
        let down = rows.count > 1 && (leading != nil || center != nil || trailing != nil) ? expandedSpacingPt : 0
        let island = ViewNode(.vstack(alignment: "leading", spacing: down), children: rows, location: "")
        // An app's regions are laid out right to left as its views are: leading on the right, and their columns' alignments.
        return rightToLeft && columns ? island.adding(ViewEnvironment.layoutDirection(rightToLeft: true)) : island
    }

    /// The expanded island's top regions' slots under a center region, for
    /// regions asking `leading`, `center` and `trailing` points across an
    /// island `width` wide: nil (what each asks) where they fit beside the
    /// spacing between them; otherwise leading and trailing keep what they
    /// ask up to their `column` beside the camera (as without a center
    /// region), and the center, below the camera, has what is between them:
    /// the region cut first is the center, as Apple's sample expects
    /// (its center text is the one given `.lineLimit(1)`).
    /// `priorities`: the regions' `priority:`; a center ranked above both
    /// sides is sized first instead: it keeps what it asks (at most the row
    /// between the spacing), and each side what is left beside it, half of it
    /// either side as the center stays in the middle.
    static func topSlots(_ leading: Double, _ center: Double, _ trailing: Double, width: Double,
                         columns: (leading: Double, trailing: Double),
                         priorities: (leading: Double, center: Double, trailing: Double) = (0, 0, 0))
        -> (leading: Double?, center: Double?, trailing: Double?) {
        // The spacing is between regions: a center alone has none.
        let spacing = leading == 0 && trailing == 0 ? 0 : 2 * expandedSpacingPt
        guard leading + center + trailing + spacing > width else { return (nil, nil, nil) }
        if priorities.center > max(priorities.leading, priorities.trailing) {
            let c = min(center, max(0, width - spacing)), side = max(0, width - spacing - c) / 2
            return (min(leading, columns.leading, side), c, min(trailing, columns.trailing, side))
        }
        let l = min(leading, columns.leading), t = min(trailing, columns.trailing)
        return (l, min(center, max(0, width - spacing - l - t)), t)
    }

    /// The least space between the expanded island's regions: across, between
    /// the top regions; down, between them and the bottom region (SwiftUI's
    /// stack spacing). Down, the phone's island is taller than one with no
    /// space there by 7.2 pt (CABSFlight, iOS 18, 2.04 px/pt), 7.5 (tigi44's
    /// order tracker, under a center region, iOS 16, 3 px/pt), 13.3
    /// (LocalTennis, iOS 17, 3 px/pt) and 17.6 (ladi-simulator, a framed iOS 16
    /// simulator shot); AngelF4's Pomodoro Timer, whose leading region is one
    /// symbol ending near the camera's bottom, is 8 pt shorter (its bottom
    /// region starts at the camera's bottom). 8 pt is about their mean.
    static let expandedSpacingPt = 8.0

    /// The room the expanded island keeps beside its narrower side region,
    /// more than `spacing`, for regions `leading`, `center` and `trailing`
    /// wide across `width` (points or cells): the center region sits
    /// centred on the island, not between the side regions, where it fits
    /// between two columns as wide as the wider side and each side is at
    /// most a third of the row (the camera under which the center sits
    /// shares the row with them: wider, a side would be cut for the
    /// room). Otherwise none: between the sides, as before, for nothing
    /// is known of the phone there. On screenshots, a center region's
    /// texts are centred on the island within a point whatever the sides
    /// hold: MetroTimer's (its leading "● 2" 79 px wide, trailing "5:44"
    /// 126 px: centred 616.5 px on an island from 0 to 1232, between the
    /// sides 559.5) and tigi44's order tracker's (589 on an island from
    /// 34 to 1144, between its sides 611.5).
    static func centringRoom(leading l: Double, center c: Double, trailing t: Double, width: Double,
                             spacing: Double) -> (leading: Double, trailing: Double)? {
        let widest = max(l, t)
        guard 3 * widest + 2 * spacing <= width, c + 2 * (widest + spacing) <= width else { return nil }
        return (widest - l, widest - t)
    }

    /// The width of the expanded island's leading (or trailing) column: from
    /// its margin to the camera, whose gap is the compact island's between
    /// its two sides. On screenshots of an iPhone 16 Pro (2.05 px/pt) a
    /// leading text wraps and is cut 106 pt from the margin, where the camera
    /// begins; this gives 105.8 pt there (104.8 on a 393 pt Pro).
    static func sideColumnWidthPt(_ d: Device, margin: Double = expandedMarginPt) -> Double {
        max(0, (d.expandedWidthPt - d.cameraWidthPt) / 2 - margin)
    }

    /// An app's own view laid out by SwiftUI's rules and drawn in `width` x `height` cells.
    func drawLive(_ node: ViewNode, width: Int, height: Int, palette: Palette, surface: RGB, slot: String,
                  proposal: ProposedSize, images: [String: AssetImage], leaves: LayoutArena? = nil) -> SwiftUILayout.Drawing {
        drawLive(SwiftUILayout.layout(liveItems(node, images: images), proposal: proposal), width: width, height: height,
                 palette: palette, surface: surface, slot: slot, images: images, leaves: leaves)
    }

    /// The kept items' slots of the expanded regions asked their widths,
    /// one per question (three regions asked, two asked again in a third).
    static let regionWidthSlots = (0..<6).map { "expanded.width.\($0)" }

    /// An app's view as layout items, its images at their sizes in points.
    /// `kept`: the items the same view was built into last time (a template's, `KeptItems`).
    /// `font`: what a text without `.font` is drawn in there (`compactFont` in a compact side).
    func liveItems(_ node: ViewNode, images: [String: AssetImage], kept: KeptItems? = nil, font: SwiftUIFont = .body) -> LayoutItem {
        var environment = ViewEnvironment(dynamicTypeSize: options.textSize)
        environment.font = font
        return SwiftUILayout.items(node, environment: environment, text: SwiftUILayout.literalText,
                                   assetSize: { images[$0]?.pointSize }, kept: kept)
    }

    /// What a text without `.font` is drawn in in a compact side and in the
    /// minimal: 15 pt, the subheadline's size, not the body's 17 pt.
    /// LocalTennis's `Text("Match")` in a compact side is 40 pt wide with
    /// capitals 10.7 pt high (an iPhone 15 Pro, 3 px/pt); ladi's scores'
    /// digits are 10.5 pt high (an island 91 px high, 2.48 px/pt): SF's
    /// capitals are 0.705 of its size. No phone shot of a minimal with a
    /// text was found (island24: the 120 apps, apps22, apps23/new; the one
    /// minimal shot, coffee's, is a symbol), so the minimal takes the
    /// compact's size: it is the same pill, 36.67 pt high, and a 17 pt
    /// "10:12" (46.2 pt with SF's digits) would not fit its 45 pt.
    static let compactFont = SwiftUIFont(size: 15, style: "subheadline")

    /// An app's view already laid out, drawn in `width` x `height` cells
    /// that stand for `widthPt` points across (the cells' own by default).
    func drawLive(_ laidOut: LaidOutView, width: Int, height: Int, palette: Palette, surface: RGB, slot: String,
                  images: [String: AssetImage], leaves: LayoutArena? = nil, counted: TerminalRows? = nil,
                  widthPt: Double? = nil, columns: Int? = nil) -> SwiftUILayout.Drawing {
        let d = options.device
        return SwiftUILayout.draw(laidOut, width: width, height: height, palette: palette, symbols: prepared.theme,
                                  surface: surface, slot: slot, ascii: options.ascii, cellWidth: d.cellWidthPt,
                                  cellHeight: d.cellHeightPt, images: images, imageCells: options.imageCells, leaves: leaves,
                                  counted: counted, widthPt: widthPt, columns: columns)
    }

    /// An app's view already laid out, at the rows and with the cell boxes
    /// it is drawn by in a grid `height` rows tall, whatever its width.
    func cellLayout(_ laidOut: LaidOutView, height: Int, images: [String: AssetImage] = [:]) -> SwiftUILayout.CellLayout {
        SwiftUILayout.CellLayout(laidOut, height: height, symbols: prepared.theme, ascii: options.ascii, cellWidth: options.device.cellWidthPt,
                                 cellHeight: options.device.cellHeightPt, images: images)
    }

    /// A view's cell layout drawn `width` cells across: one side tried at several widths.
    func drawLive(_ cells: SwiftUILayout.CellLayout, width: Int, palette: Palette, surface: RGB, slot: String,
                  images: [String: AssetImage], leaves: LayoutArena? = nil) -> SwiftUILayout.Drawing {
        let d = options.device
        return SwiftUILayout.draw(cells, width: width, palette: palette, symbols: prepared.theme, surface: surface, slot: slot,
                                  ascii: options.ascii, cellWidth: d.cellWidthPt, cellHeight: d.cellHeightPt, images: images,
                                  imageCells: options.imageCells, leaves: leaves)
    }

    /// The lint on an app's images: one whose pixels exceed its slot's
    /// points at 3x is a warning. ActivityKit's `Activity.request`: "If you
    /// use an image asset that's larger than the size of the Live Activity
    /// presentation, the system may fail to start the Live Activity";
    /// phones were observed to refuse it, or to draw the image grey. The
    /// Simulator does not hold to it (flutterbyte's Simulator shot draws its
    /// 512 px car in a 160 pt card), so the text says where it bites. The text names the rule
    /// (`image-too-large`) that `lasim validate` reports it under. A vector
    /// asset kept as one (SVG, PDF, "Preserves Vector Data") is not judged:
    /// the phone rasterises it at the size it is drawn, so its nominal size
    /// says nothing of what it holds (without it, Xcode's build writes
    /// bitmaps of that size, and those are judged).
    static func largeImages(_ node: ViewNode, images: [String: AssetImage], slot: String, size: PointSize) -> [Problem] {
        guard !images.isEmpty else { return [] }
        var names: [String] = []
        node.walk { n in
            if case .image(let name, false) = n.kind, !names.contains(name) { names.append(name) }
        }
        let maxW = Int((size.width * 3).rounded(.up)), maxH = Int((size.height * 3).rounded(.up))
        return names.compactMap { name in
            guard let image = images[name], image.isDecoded, !image.isVector, image.width > maxW || image.height > maxH else { return nil }
            return Problem(at: slot, "image \"\(Sanitizer.visible(image.shownName(name)))\" (\(Sanitizer.visible(image.file))) is "
                + "\(image.width)x\(image.height) px, larger than the \(slot) slot's \(pt(size.width))x\(pt(size.height)) pt "
                + "at 3x (\(maxW)x\(maxH) px): a device may refuse to start such an activity (ActivityKit), or draw it grey; the Simulator draws it"
                + imageTooLargeMark)
        }
    }

    /// What ends the too-large image warning: its rule's id (validate finds it by it).
    public static let imageTooLargeMark = " [image-too-large]"

    struct SlotResult { var truncations: [Truncation]; var problems: [Problem] }

    /// A compact side's width in points: the HIG's, or the cells it widened to.
    func compactSidePt(_ cells: Int) -> Double {
        cells == options.device.compactWidth ? options.device.compactWidthPt : Double(cells) * options.device.cellWidthPt
    }

    /// A compact side made ready to draw at the cells it takes: an app's
    /// views already drawn there, or a template's slot resolved (and
    /// measured) in its context.
    struct CompactSide {
        var cells: Int
        var drawing: SwiftUILayout.Drawing?
        var node: LayoutNode?
        var context: RenderContext?
        /// An app's side: its width on the phone (`compactSideWidthPt`).
        var widthPt: Double?
    }

    /// The cells a compact side takes. The island widens for what its
    /// compact views hold (a timer with no frame pushes it towards the
    /// screen's edges), up to the width of the expanded island; only there
    /// is a text cut. A template's slot widens by the same rule, to its
    /// natural width (a slot with a spacer or a bar takes what it is
    /// given: the HIG's width), as the true-size layout widens it.
    /// Returns the side made ready at that width too, so it is not made again.
    func compactSide(_ slot: Slot, _ t: TemplateProgram, palette: Palette, scope: RenderScope) -> CompactSide {
        let d = options.device
        let surface = palette.background ?? .black
        guard let live = t.liveNode(slot) else {
            if options.templateLayout == .points, let node = templateNode(slot, t, palette: palette, scope: scope) {
                // Laid out once as the phone lays it out, as an app's side
                // is: as wide as it asks (the HIG's width at least, which a
                // spacer or a bar fills), cut only past the phone's widest
                // side; drawn at the fewest cells that show what the phone
                // shows. At the cells' own 8 pt a cell, "ARS 2" (53 pt in
                // bold body) took a seventh cell for its five characters.
                let items = templateItems(node, alignment: nil, slot: slot.rawValue, scope: scope)
                let height = Double(d.islandHeight) * d.cellHeightPt
                let asked = items.size(ProposedSize(width: nil, height: height)).width
                let widthPt = min(d.widestCompactWidthPt, max(Double(d.compactWidth) * d.cellWidthPt, asked))
                let cells = cellLayout(SwiftUILayout.layout(items, proposal: ProposedSize(width: widthPt, height: height)), height: d.islandHeight)
                return widened { w in
                    drawLive(cells, width: w, palette: palette, surface: surface, slot: slot.rawValue, images: [:], leaves: scope.arena)
                }
            }
            let ctx = context(scope, palette: palette, slot: slot.rawValue)
            guard let e = t.element(slot), let node = ctx.resolve(e, inherited: ctx.baseStyle) else { return CompactSide(cells: d.compactWidth) }
            // Narrower than the HIG's width: it fits, and drawing it there
            // finds this measurement kept.
            guard !ctx.isFlexible(node), ctx.measure(node, maxWidth: d.compactWidth).width >= d.compactWidth else {
                return CompactSide(cells: d.compactWidth, node: node, context: ctx)
            }
            return CompactSide(cells: max(d.compactWidth, ctx.measure(node, maxWidth: d.widestCompactWidth).width), node: node, context: ctx)
        }
        let margins = compactMargins(slot).with(t.liveMargins[slot == .compactLeading ? .compactLeading : .compactTrailing])
        // Offered what the phone offers inside the pill's margins, at most
        // the pill's rows; drawn inside its margins across, as the true size
        // places it (`compactSideItems`): pomodoro's timer 15 pt in from the
        // island's end, not at its first column.
        let items = compactSideItems(liveItems(live, images: t.liveImages, font: Self.compactFont), margins)
        let height = min(Double(d.islandHeight) * d.cellHeightPt, Self.compactContentHeightPt(margins))
        // A ticking timer takes the widest side, or its frame's bound, as in
        // the true-size layout. The margins are in the items: nothing more across.
        let timer = timerSide(live, items, height: height, across: 0)
        if let wide = timer, wide.frame.width >= timerSideOfferPt(across: 0) {
            let widest = d.widestCompactWidth
            return CompactSide(cells: widest, drawing: drawLive(wide, width: widest, height: d.islandHeight, palette: palette,
                                                                surface: surface, slot: slot.rawValue, images: t.liveImages),
                               widthPt: compactSideWidthPt(content: wide.frame.width, across: 0))
        }
        // Offered its ideal width (or a timer's) at every width tried: laid
        // out once, drawn at each. Wider than the phone's widest side: laid
        // out there, cut where the phone cuts it (as its true size is), so
        // the cells never show more; and at the widest cells at least, as
        // the phone draws it at its widest.
        let (laidOut, atWidest) = Self.islandView(items, ideal: timer, room: d.widestCompactWidthPt, height: height)
        let cells = cellLayout(laidOut, height: d.islandHeight, images: t.liveImages)
        // At least the cells of its points with its margins (the room they
        // keep is drawn where the content fits), the HIG's width at least;
        // widened from there only for what a text needs, the margins
        // giving way first.
        let ownCells = min(d.widestCompactWidth, max(d.compactWidth, Int((laidOut.frame.width / d.cellWidthPt).rounded())))
        var side = widened(from: atWidest ? d.widestCompactWidth : ownCells, pastTheLockCard: true) { w in
            drawLive(cells, width: w, palette: palette, surface: surface, slot: slot.rawValue, images: t.liveImages)
        }
        side.widthPt = compactSideWidthPt(content: laidOut.frame.width, across: 0)
        return side
    }

    /// An app's minimal at the cells it takes: the HIG's 45 pt, widened as
    /// a compact side is for what the phone shows whole in them (its
    /// characters take more cells than its points: "discount" at 11 pt is
    /// 42 pt on the phone, 8 cells), laid out as its true size is: at its
    /// ideal width, or the 45 pt where that is wider (what the phone cuts
    /// stays cut, and widens nothing). A template's minimal keeps the HIG's cells.
    func minimalSide(_ t: TemplateProgram, palette: Palette) -> CompactSide {
        let d = options.device
        guard let live = t.liveNode(.minimal) else { return CompactSide(cells: d.minimalWidth) }
        let items = liveItems(live, images: t.liveImages, font: Self.compactFont), height = Double(d.islandHeight) * d.cellHeightPt
        let m = EdgeLengths(top: 0, leading: 0, bottom: 0, trailing: 0).with(t.liveMargins[.minimal])
        let room = max(0, d.minimalWidthPt - m.leading - m.trailing)
        let (content, cut) = Self.islandView(items, room: room, height: height)
        // Centred in the pill, as the phone and the true size centre it: the
        // room either side kept as padding, so a narrow text ("20%") is not
        // drawn from the pill's first cell.
        let aside = max(0, room - content.frame.width) / 2
        let centred = EdgeLengths(top: 0, leading: m.leading + aside, bottom: 0, trailing: m.trailing + aside)
        let laidOut = SwiftUILayout.layout(compactSideItems(items, centred),
                                           proposal: ProposedSize(width: cut ? room + centred.leading + centred.trailing : nil, height: height))
        let surface = palette.background ?? .black
        let cells = cellLayout(laidOut, height: d.islandHeight, images: t.liveImages)
        return widened(from: d.minimalWidth) { w in
            drawLive(cells, width: w, palette: palette, surface: surface, slot: Slot.minimal.rawValue, images: t.liveImages)
        }
    }

    /// A compact side as `draw` draws it at the fewest cells, from the
    /// HIG's width (or `narrowest`: a minimal's) to the widest, where
    /// nothing is cut but what the phone cuts.
    /// `pastTheLockCard`: an app's side, laid out at its width on the phone,
    /// that is still cut at the widest (its characters take more cells than
    /// its points: "Chapter 7 Review" at 13 pt is 90 pt, 16 cells) widens
    /// on, up to the lock card's width less the camera's: the island is
    /// then wider than the lock card, as wide as what the phone shows whole
    /// takes, its sides in their order. A template's slot, laid out at the
    /// cells' own points, stops at the widest.
    func widened(from narrowest: Int? = nil, pastTheLockCard: Bool = false, _ draw: (Int) -> SwiftUILayout.Drawing) -> CompactSide {
        let d = options.device
        let widest = d.widestCompactWidth, least = narrowest ?? d.compactWidth
        let narrow = draw(least)
        if narrow.truncations.isEmpty { return CompactSide(cells: least, drawing: narrow) }
        var lo = least, hi = max(least, widest)
        var best = hi == least ? narrow : draw(hi)
        // What has no more room at the widest (a text in a fixed frame) does not widen the island.
        if hi > least && best.truncations.map(\.availableWidth) == narrow.truncations.map(\.availableWidth) {
            return CompactSide(cells: least, drawing: narrow)
        }
        if !best.truncations.isEmpty && pastTheLockCard {
            let farthest = d.lockWidth - (d.islandWidth - 2 * d.compactWidth)
            let far = farthest > hi ? draw(farthest) : best
            if far.truncations.count < best.truncations.count { (lo, hi, best) = (hi, farthest, far) }
        }
        // The fewest cells where what is cut is only what is cut at the
        // most (what the phone cuts: drawn as it shows it, at the cells that
        // shows; nothing, mostly).
        let phoneCuts = best.truncations.map(\.availableWidth)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let m = draw(mid)
            if m.truncations.map(\.availableWidth) == phoneCuts { hi = mid; best = m } else { lo = mid }
        }
        return CompactSide(cells: hi, drawing: best)
    }

    /// An island slot, centred in its `width` x `height` box at column `left`
    /// of `grid`, which is already filled with the slot's background: drawn
    /// in place, not on a grid of its own copied over (every payload draws
    /// four slots).
    /// `side`: the side as `compactSide` or `minimalSide` made it ready,
    /// passed as it is (not as an optional, a copy of it), its parts read
    /// where they are used (a template's slot, which has no drawing, copied
    /// an empty one out of it: callgrind).
    func drawSlot(_ slot: Slot, _ t: TemplateProgram, palette: Palette, into grid: inout Grid,
                  left: Int, width: Int, height: Int, scope: RenderScope, drawn side: CompactSide) -> SlotResult {
        let ctx = side.context ?? context(scope, palette: palette, slot: slot.rawValue)
        if let live = t.liveNode(slot) {
            // The island sizes a compact or minimal view to its content (it
            // widens for it): the view is asked its ideal width, and the
            // cells then give way as they must.
            let d = options.device
            // Already drawn at this size (a compact side, measured by drawing it).
            let drawing = side.drawing ?? drawLive(live, width: width, height: height, palette: palette, surface: ctx.surface, slot: slot.rawValue,
                                            proposal: ProposedSize(width: nil, height: Double(height) * d.cellHeightPt), images: t.liveImages)
            grid.blit(drawing.grid, x: left, y: 0)
            let sidePt = slot == .minimal ? d.minimalWidthPt : d.compactWidthPt
            let large = Self.largeImages(live, images: t.liveImages, slot: slot.rawValue, size: PointSize(width: sidePt, height: Device.islandHeightPt))
            return SlotResult(truncations: drawing.truncations.map { t in var t = t; t.rect.x += left; return t },
                              problems: drawing.problems + large)
        }
        // A template's slot is the width the island gave it (`compactSide`,
        // which drew it there already), its view centred in it as the
        // island centres a region's content.
        if options.templateLayout == .points,
           let drawing = side.drawing ?? templateNode(slot, t, palette: palette, scope: scope).map({
               templateSlot($0, width: width, height: height, alignment: nil, palette: palette, surface: ctx.surface,
                            slot: slot.rawValue, scope: scope)
           }) {
            // Points centred round to either cell; the island's cells round the room left down, as for the cells' own layout.
            let shift = Self.centringShift(drawing.grid, blank: Cell(style: Style(fg: palette.primary, bg: ctx.surface)))
            var shifted = Grid(width: width, height: height, style: Style(fg: palette.primary, bg: ctx.surface))
            shifted.blit(drawing.grid, x: shift, y: 0)
            grid.blit(shifted, x: left, y: 0)
            return SlotResult(truncations: drawing.truncations.map { t in var t = t; t.rect.x += left + shift; return t },
                              problems: drawing.problems)
        }
        if let node = side.node ?? t.element(slot).flatMap({ ctx.resolve($0, inherited: ctx.baseStyle) }) {
            let size = ctx.measure(node, maxWidth: width)
            let y = max(0, (height - size.height) / 2)
            let x = !ctx.isFlexible(node) ? max(0, (width - size.width) / 2) : 0
            // Right to left, drawn in its own width: the room right of it
            // would take it to the trailing edge, off the middle the island
            // centres it on (as the points centre it).
            let w = ctx.rtl && x > 0 ? min(width - x, size.width) : width - x
            ctx.draw(node, in: Rect(x: left + x, y: y, width: w, height: height - y), grid: &grid)
        }
        return SlotResult(truncations: ctx.truncations, problems: ctx.problems)
    }

    func context(_ scope: RenderScope, palette: Palette, slot: String) -> RenderContext {
        scope.context(palette: palette, surface: palette.background ?? .black, slot: slot)
    }

    /// What every presentation of one render shares.
    func scope(_ evaluator: Evaluator, now: Double, workspace: RenderWorkspace? = nil) -> RenderScope {
        let workspace = workspace ?? RenderWorkspace()
        workspace.arena.reset()
        return RenderScope(evaluator: evaluator, theme: prepared.theme, ascii: options.ascii, now: now,
                           timeZone: options.timeZone, arena: workspace.arena)
    }

    func evaluator(for s: Snapshot, _ t: Template, now: Double) -> Evaluator { evaluator(for: s, t.program, now: now) }

    func evaluator(for s: Snapshot, _ t: TemplateProgram, now: Double) -> Evaluator {
        Evaluator(content: s.content, schema: t.schema, attributes: s.attributes,
                  attributesSchema: t.attributesSchema, definitions: t.definitions,
                  builtins: noBuiltins, now: now, timeZone: options.timeZone,
                  builtinValues: BuiltinValues(snapshot: s, now: now, appearance: options.appearance, ascii: options.ascii))
    }
}

/// The evaluator's built-in names come from its `builtinValues`.
private func noBuiltins(_ name: String) -> Value? { nil }
