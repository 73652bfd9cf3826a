import LasimTemplate
/// One presentation of an app's own views laid out in points, at the size
/// the phone draws it: what the true-size backends (`PointSVG`, and the PNG
/// made from it) draw, beside the cells the terminal draws.
public struct PointPresentation: Sendable {
    public var presentation: Presentation
    /// The presentation's outline, in points.
    public var width: Double
    public var height: Double
    /// The outline's corner radius (a capsule: half the height).
    public var cornerRadius: Double
    /// What is painted inside the outline.
    public var background: RGB
    /// The colours its views' roles resolve to.
    public var palette: Palette
    /// Each view laid out, with where its root's origin sits in the outline.
    public var parts: [Part]
    /// "Lock screen · 371 x 92 pt": for labels.
    public var label: String
    /// The theme's SF Symbols.
    let symbols: ThemeTables
    /// The island's keyline the phone draws around the outline, in this
    /// colour (`Renderer.islandKeyline`); nil: none drawn.
    public var keyline: RGB?

    public struct Part: Sendable {
        public var view: LaidOutView
        public var x: Double
        public var y: Double
    }
}

extension Renderer {
    /// `presentation` of `s` laid out in points, as the phone sizes it: an
    /// app's own views, or a YAML template's slots as views
    /// (`RenderContext.viewNode`); nil for the presentations drawn in cells
    /// only (the watch, CarPlay, the menu bar) or a slot-less template.
    ///
    /// The lock screen's card and the expanded island are the lock width
    /// (371 pt on a Pro), as tall as their content asks, up to 160 pt (the
    /// island at least 84): the
    /// card's content is offered the whole card (the cells keep a border
    /// of 16 pt instead), the expanded island's `expandedMarginPt` inside
    /// it; compact sides are as wide as their content and its margins (at
    /// most what leaves the island the lock width), either side of the
    /// camera's gap; minimal is 45 x 36.67 pt.
    public func pointLayout(_ presentation: Presentation, _ s: Snapshot, now: Double) -> PointPresentation? {
        let t = program(for: s, now: now)
        guard var laid = pointLayout(presentation, t, s, now: now) else { return nil }
        laid.keyline = islandKeyline(presentation, t)
        return laid
    }

    func pointLayout(_ presentation: Presentation, _ t: TemplateProgram, _ s: Snapshot, now: Double) -> PointPresentation? {
        let d = options.device
        let scope = self.scope(evaluator(for: s, t, now: now), now: now)
        let islandHeight = Device.islandHeightPt
        let black = RGB(0, 0, 0)
        // An unframed asset image is its pixels over its scale in points, as in the cells.
        func items(_ node: ViewNode) -> LayoutItem { liveItems(node, images: t.liveImages) }
        // A view laid out again at a second proposal keeps its items (and their answers).
        func laid(_ root: LayoutItem, _ proposal: ProposedSize) -> LaidOutView { SwiftUILayout.layout(root, proposal: proposal) }
        let lockCard = presentation.drawing == .lockCard
        func node(_ slot: Slot, _ palette: Palette) -> ViewNode? { pointNode(slot, t, palette: palette, scope: scope) }
        switch presentation.drawing {
        case .lockCard, .expandedIsland:
            let palette = lockCard ? cardPalette(t, scope: scope) : islandPalette
            let mirrored = mirrored(t, scope: scope)
            // The lock screen adds no margin of its own: the app's root
            // `.padding()` (which the cells leave to the card's border) keeps its
            // content off the edge, as screenshots show. The expanded island
            // keeps its content `expandedMarginPt` inside its rounded outline,
            // across and down.
            let margins = lockCard ? EdgeLengths(top: 0, leading: 0, bottom: 0, trailing: 0) : EdgeLengths.expanded.with(t.liveMargins[.expanded])
            guard let node = lockCard ? node(.lock, palette)
                    : expandedView(rightToLeft: mirrored, appImages: t.liveNodes.isEmpty ? nil : t.liveImages, margins: margins, { node($0, palette) })
            else { return nil }
            let cardWidth = d.cardWidthPt(lockCard: lockCard)
            let inner = Self.liveContentWidthPt(d, lockCard: lockCard, margins: margins)
            let root = items(node)
            var view = laid(root, ProposedSize(width: inner, height: nil))
            let ideal = view.frame.height
            let height = Self.liveCardHeightPt(ideal: ideal, lockCard: lockCard, margins: margins)
            // The expanded island's regions start at its top margin, beside the
            // camera, whatever height the island keeps at least: what they
            // leave of it is below them (OpenVibble's two-line regions in an
            // island of 82 pt, their first line 16.7 pt down). The card is as
            // tall as its content, so centring it moves nothing there.
            var y = lockCard ? margins.top + (height - margins.top - margins.bottom - ideal) / 2 : margins.top
            if ideal + margins.top + margins.bottom > 160 {
                // Taller than the card may be: offered what there is, cut at the edge.
                view = laid(root, ProposedSize(width: inner, height: 160 - margins.top - margins.bottom))
                y = margins.top
            }
            let background = lockCard ? (palette.background ?? RGB(0xf2, 0xf2, 0xf7)) : (palette.background ?? black)
            let size = "\(Self.pt(cardWidth)) x \(Self.pt(height)) pt"
            return PointPresentation(presentation: presentation, width: cardWidth, height: height,
                                     cornerRadius: lockCard ? 22 : 44, background: background, palette: palette,
                                     parts: [.init(view: view, x: margins.leading, y: y)], label: "\(presentation.title) · \(size)",
                                     symbols: prepared.theme)
        case .compactIsland:
            guard d.hasIsland else { return nil }
            let leading = node(.compactLeading, islandPalette), trailing = node(.compactTrailing, islandPalette)
            guard leading != nil || trailing != nil else { return nil }
            let gap = d.cameraWidthPt
            let widest = d.widestCompactWidthPt
            // Each side at what its content asks and its margins, at most what
            // leaves the island the lock width. The HIG's 52.33 pt is what a
            // side may hold, not its least: a phone hugs a 24 pt sprite and a
            // 20 pt gem in an island of 183 pt (Sonic-Charger-Buddy), not 230,
            // a symbol and a 44 pt timer in 214 (Loadstar, ROME). A ticking timer
            // asks for all of that (its digits change, its width does not):
            // its side is offered the widest, and the timer takes it (or its frame's bound).
            // Each side's content inside its margins (`compactMargins`: the
            // pill's height less 7.33 pt above and below, the iOS's insets
            // across), or what the app sets (`contentMargins(for: .compactLeading)`).
            func side(_ node: ViewNode?, _ m: EdgeLengths) -> (view: LaidOutView?, width: Double, margins: EdgeLengths) {
                guard let node else { return (nil, d.compactWidthPt, m) }
                let root = liveItems(node, images: t.liveImages, font: Self.compactFont)
                let height = Self.compactContentHeightPt(m), across = m.leading + m.trailing
                let v = Self.islandView(root, ideal: timerSide(node, root, height: height, across: across), room: widest - across, height: height).view
                return (v, compactSideWidthPt(content: v.frame.width, across: across), m)
            }
            let l = side(leading, compactMargins(.compactLeading).with(t.liveMargins[.compactLeading]))
            let r = side(trailing, compactMargins(.compactTrailing).with(t.liveMargins[.compactTrailing]))
            let width = l.width + gap + r.width
            var parts: [PointPresentation.Part] = []
            let rtl = mirrored(t, scope: scope)
            // Centred inside the margins; right to left, a side's leading edge is its right one.
            func placed(_ v: LaidOutView, _ s: (view: LaidOutView?, width: Double, margins: EdgeLengths), from x0: Double) -> PointPresentation.Part {
                let m = s.margins, left = rtl ? m.trailing : m.leading
                return .init(view: v, x: x0 + left + (s.width - m.leading - m.trailing - v.frame.width) / 2 - v.frame.x,
                             y: m.top + (islandHeight - m.top - m.bottom - v.frame.height) / 2 - v.frame.y)
            }
            if let v = l.view { parts.append(placed(v, l, from: rtl ? r.width + gap : 0)) }
            if let v = r.view { parts.append(placed(v, r, from: rtl ? 0 : l.width + gap)) }
            return PointPresentation(presentation: presentation, width: width, height: islandHeight, cornerRadius: islandHeight / 2,
                                     background: islandPalette.background ?? black, palette: islandPalette, parts: parts,
                                     label: "Compact · \(Self.pt(l.width)) + \(Self.pt(gap)) + \(Self.pt(r.width)) x \(Self.pt(islandHeight)) pt",
                                     symbols: prepared.theme)
        case .minimalIsland:
            guard d.hasIsland, let node = node(.minimal, islandPalette) else { return nil }
            let width = d.minimalWidthPt
            let m = EdgeLengths(top: 0, leading: 0, bottom: 0, trailing: 0).with(t.liveMargins[.minimal])
            let root = liveItems(node, images: t.liveImages, font: Self.compactFont)
            let height = max(0, islandHeight - m.top - m.bottom), room = max(0, width - m.leading - m.trailing)
            let v = Self.islandView(root, room: room, height: height).view
            return PointPresentation(presentation: presentation, width: width, height: islandHeight, cornerRadius: islandHeight / 2,
                                     background: islandPalette.background ?? black, palette: islandPalette,
                                     parts: [.init(view: v, x: m.leading + (room - v.frame.width) / 2 - v.frame.x,
                                                   y: m.top + (height - v.frame.height) / 2 - v.frame.y)],
                                     label: "Minimal · \(Self.pt(width)) x \(Self.pt(islandHeight)) pt", symbols: prepared.theme)
        case .smallFamily, .menuBar:
            return nil
        }
    }
}

extension Renderer {
    /// How far the expanded island keeps its regions from its sides, in
    /// points. Apple documents default content margins for the expanded
    /// presentation (`DynamicIsland.contentMargins(_:_:for:)`,
    /// `DynamicIslandExpandedRegion.contentMargins(_:_:)`: "uses the default
    /// margin for the leading edge") but not their length. Measured on
    /// screenshots of real apps whose regions add no padding of their own,
    /// from the island's straight side to the region's content: a 52 pt
    /// disc at 17.7 pt (OneTimer, 3 px/pt; its trailing text 18.7 pt past
    /// the app's own 8 pt); a symbol at 20.3 pt and a text's last glyph at
    /// 20.7 pt (tigi44's order tracker, 3 px/pt); texts at 18.8 and 17.5 pt,
    /// ±1.3 (btop-ios, 0.8 px/pt). 18 pt, their middle, where the cells'
    /// two-column border (16 pt) had been used.
    /// Down, from the island's top edge to the regions' content and from the
    /// content to its bottom edge, on 3 px/pt shots of iOS 17 and later: a
    /// 52 pt disc from 18.0 pt, the taller trailing texts ending 18.5 pt
    /// above the edge (OneTimer); a 25 pt frame from 18.0 pt and the bottom
    /// region's last text line 18.8 pt above the edge (LocalTennis); a
    /// monospaced timer 18 pt above it (AngelF4's Pomodoro Timer). The same
    /// 18 pt, where a cell's height (16 pt) had been used; an iOS 16 shot
    /// (tigi44's order tracker) shows 16 both ways. The same on iOS 18 and
    /// 26 (OneTimer, bigtimer: docs/expanded-island.md), where prayerpush's
    /// 21 pt taller island is its content's, not its margins'.
    public static let expandedMarginPt = 18.0

    /// The lock card's or expanded island's height on the phone for its
    /// content's ideal height at the card's width (inside the island's
    /// margins): at least the least the presentation takes, 160 pt at most.
    static func liveCardHeightPt(ideal: Double, lockCard: Bool, margins: EdgeLengths = .expanded) -> Double {
        min(160, max(Device.leastLiveCardHeightPt(lockCard: lockCard), ideal + (lockCard ? 0 : margins.top + margins.bottom)))
    }

    /// Lengths on each edge of a presentation, in points.
    public struct EdgeLengths: Sendable {
        public var top: Double, leading: Double, bottom: Double, trailing: Double
        /// The expanded island's own margins (`expandedMarginPt`).
        public static let expanded = EdgeLengths(top: expandedMarginPt, leading: expandedMarginPt, bottom: expandedMarginPt, trailing: expandedMarginPt)
        /// These, with the edges an app sets (`DynamicIsland.contentMargins(_:_:for:)`) replaced.
        func with(_ set: IslandMargins?) -> EdgeLengths {
            guard let set else { return self }
            return EdgeLengths(top: set.top ?? top, leading: set.leading ?? leading, bottom: set.bottom ?? bottom, trailing: set.trailing ?? trailing)
        }
    }

    /// The width the content of the lock card or expanded island is offered on the phone.
    static func liveContentWidthPt(_ d: Device, lockCard: Bool, margins: EdgeLengths = .expanded) -> Double {
        d.cardWidthPt(lockCard: lockCard) - (lockCard ? 0 : margins.leading + margins.trailing)
    }

    /// The room a compact side keeps between its content and the island's
    /// end, in points, on the iOS drawn (`--ios`). Apple documents no
    /// length; measured on phone screenshots (docs/compact-island.md), the
    /// content's layout box to the island's end: on iOS 17, 15.0 and 15.1
    /// (LocalTennis, an iPhone 15 Pro, June 2024), 17.4 and 15.7
    /// (mobileraker, an iPhone 15 Pro Max Simulator, October 2023); on
    /// iOS 26, 6.4 and 5.4 (Loadstar, an iPhone 16 Pro Max), 6.4 and 7.3
    /// (Sonic-Charger-Buddy), about 6.5 (btop-ios); on iOS 16, 7.3 and
    /// 7.7 (ladi); on iOS 18, 8.7 and 7.7 (SardarSaqibKhan's prayer times,
    /// an iPhone Pro Max, committed December 2024), where iOS 17's 15 had
    /// been kept unmeasured. iOS 17 is the one measured at 15.
    static func compactOuterInsetPt(ios: Int) -> Double { ios == 17 ? 15 : 6 }

    /// The room a compact side keeps between its content and the camera, in
    /// points: on every iOS measured, phones start a trailing side's content
    /// 0.1 to 1.3 pt past the camera's edge and end a leading side's 1 to
    /// 5.6 pt before it (the same shots; Loadstar's leading symbol, 14 pt
    /// off, is the one outlier), where 6 pt had been kept. With iOS 26's
    /// outer 6 pt, Sonic-Charger-Buddy's 24 and 20 pt frames make the
    /// island 185.34 pt, the phone's 185.4; with iOS 17's 15 pt,
    /// LocalTennis's is 223.8 pt, the phone's 226.
    static let compactInnerInsetPt = 2.0

    /// A compact side's margins on the iOS drawn: the outer inset at the
    /// island's end, the inner at the camera, `compactVerticalInsetPt`
    /// above and below. Leading and trailing are the layout's, so right to
    /// left a side's leading edge is its right one.
    func compactMargins(_ slot: Slot) -> EdgeLengths {
        let outer = Self.compactOuterInsetPt(ios: options.ios), inner = Self.compactInnerInsetPt
        let leadingSide = slot == .compactLeading
        return EdgeLengths(top: Self.compactVerticalInsetPt, leading: leadingSide ? outer : inner,
                           bottom: Self.compactVerticalInsetPt, trailing: leadingSide ? inner : outer)
    }

    /// An island's side or minimal as the phone sizes it: at its ideal
    /// width (`ideal`, when already laid out: a timer's), or at `room`
    /// where that is wider (`cut`), so that what the phone cuts stays cut
    /// and widens nothing. The true size and the cells ask this one rule.
    static func islandView(_ root: LayoutItem, ideal: LaidOutView? = nil, room: Double, height: Double) -> (view: LaidOutView, cut: Bool) {
        let v = ideal ?? SwiftUILayout.layout(root, proposal: ProposedSize(width: nil, height: height))
        guard v.frame.width > room else { return (v, false) }
        return (SwiftUILayout.layout(root, proposal: ProposedSize(width: room, height: height)), true)
    }

    /// A compact side's view inside its margins across, for the cells:
    /// the side's cells then hold the room the phone keeps at the island's
    /// end and at the camera, by the points-to-cells rule of any padding,
    /// where the content alone started at the side's first cell. Above
    /// and below, the margins are what the content is offered
    /// (`compactContentHeightPt`).
    func compactSideItems(_ content: LayoutItem, _ m: EdgeLengths) -> LayoutItem {
        guard m.leading > 0 || m.trailing > 0 else { return content }
        return LayoutItem(.padding(top: 0, leading: m.leading, bottom: 0, trailing: m.trailing), children: [content],
                          node: content.node, environment: content.environment)
    }

    /// The room a compact side keeps above and below its content, in
    /// points: what a view that takes the height it is offered gets is the
    /// pill's 36.67 pt less twice this, centred on the pill. Phones draw an
    /// unframed `.resizable()` image there 22 pt high, not the pill's
    /// height: LocalTennis's `tennisball.fill` symbol 22.7 pt, 7 pt from
    /// either edge (an iPhone 15 Pro, 3 px/pt); mobileraker's square logo at
    /// 22.1 pt (an iPhone 15 Pro Max, its drawn part 15.7 pt wide of the
    /// 0.71 its artwork fills); ladi's team logos about 21 pt.
    static let compactVerticalInsetPt = 7.33

    /// The height a compact side's content is offered, inside its margins.
    static func compactContentHeightPt(_ m: EdgeLengths) -> Double { max(0, Device.islandHeightPt - m.top - m.bottom) }

    /// A compact side's width on the phone: its content's and its margins'
    /// (`across`, both sides), at most the widest side.
    func compactSideWidthPt(content: Double, across: Double) -> Double {
        min(options.device.widestCompactWidthPt, content + across)
    }

    /// A compact side's view as a ticking timer in it lays it out (nil when
    /// no timer ticks in it): offered the widest side (its digits change,
    /// its width does not), it takes it, or the bound of a frame holding it:
    /// `.frame(maxWidth: 44)`, which apps write to keep the island from
    /// jittering, is 44 pt wide on the phone as `.frame(width: 44)` is
    /// (screenshots: the island as wide with either, the digits at the
    /// frame's leading edge).
    /// `across`: the side's margins together (its insets, or the app's `contentMargins`).
    func timerSide(_ node: ViewNode, _ root: LayoutItem, height: Double, across: Double) -> LaidOutView? {
        guard node.holdsTickingTimer else { return nil }
        let offered = timerSideOfferPt(across: across)
        let wide = SwiftUILayout.layout(root, proposal: ProposedSize(width: offered, height: height))
        // Held narrower: laid out again at its own width, where it starts at the side's start.
        guard wide.frame.width < offered else { return wide }
        return SwiftUILayout.layout(root, proposal: ProposedSize(width: wide.frame.width, height: height))
    }

    /// What a compact side holding a ticking timer is offered: the widest side, less its margins.
    func timerSideOfferPt(across: Double) -> Double { options.device.widestCompactWidthPt - across }

    /// A slot's view for the true-size backends: an app's own as it wrote
    /// it, or a template's slot resolved as the cells resolve it (its
    /// conditions, holes, formats and colours) and said as views; the lock
    /// screen's with SwiftUI's default padding, the 16 pt the cells keep
    /// as the card's border.
    func pointNode(_ slot: Slot, _ t: TemplateProgram, palette: Palette, scope: RenderScope) -> ViewNode? {
        if let live = t.liveNode(slot) { return live.asWritten ?? live }
        guard let node = templateNode(slot, t, palette: palette, scope: scope) else { return nil }
        return slot == .lock ? node.adding(.padding(edges: "all", amount: nil)) : node
    }
}
