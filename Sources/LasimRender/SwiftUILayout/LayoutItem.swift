import LasimTemplate
/// One node of the tree the layout works on: a view, or one of the layout
/// modifiers wrapped around it (`.padding`, `.frame`, `.background`...),
/// each a layout of its own as in SwiftUI. Made from a `ViewNode` for one
/// layout call (`LayoutItemBuilder`), with its environment resolved;
/// answers proposals (`size(_:)`, remembering its answers) and places its
/// children (`place(_:at:)`).
final class LayoutItem {
    enum Kind {
        case text(String)
        /// `intrinsic`: its size before `.resizable()` (a symbol's from its font).
        case image(name: String, systemName: Bool, resizing: ImageResizing?, intrinsic: PointSize)
        /// `axis`: the stack it is in; nil: it grows both ways.
        case spacer(minLength: Double, axis: LayoutAxis?)
        /// Across the stack it is in (a vertical line in an `HStack`).
        case divider(stackAxis: LayoutAxis?)
        case progress(fraction: Double?)
        /// A shape (by name) or a colour (nil): fills what it is offered.
        case fill(shape: String?)
        /// A Swift Charts `Chart`: fills what it is offered, as a shape does.
        case chart(ViewChart)
        /// `spacing` nil: SwiftUI's default, 8 pt between views and none
        /// beside a spacer.
        case stack(LayoutAxis, alignment: Double, spacing: Double?)
        case zstack(LayoutAlignment)
        /// `ViewThatFits`: one of its children is drawn (`chosen`).
        case firstThatFits(horizontal: Bool, vertical: Bool)
        case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
        /// `.frame(width:height:alignment:)`
        case fixedFrame(width: Double?, height: Double?, LayoutAlignment)
        /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`
        case flexibleFrame(FlexibleFrame, LayoutAlignment)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `.position(x:y:)`: all it is offered, its child's centre at the point.
        case position(x: Double, y: Double)
        /// children[0] is the view, children[1] the layer behind it.
        case background(LayoutAlignment)
        /// children[0] is the view, children[1] the layer on it.
        case overlay(LayoutAlignment)
        /// What the evaluator could not run, drawn as `[construct]`.
        case placeholder(construct: String, note: String)
        case failure(message: String)
        case empty
    }

    /// Which of a view's text baselines an alignment means.
    enum TextBaseline { case first, last }

    /// `.resizable()` and how it keeps the image's shape.
    enum ImageResizing { case stretch, fit, fill }

    struct FlexibleFrame {
        var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
    }

    let kind: Kind
    let children: [LayoutItem]
    /// The view it was made from (a modifier's wrapper shares its view's).
    let node: ViewNode
    let environment: ViewEnvironment
    /// `.layoutPriority`: read by the stack this item is in. Spacers come
    /// last (SwiftUI gives them the lowest priority).
    var priority: Double = 0
    /// `.hidden()`: keeps its room, draws nothing.
    var hidden = false
    /// An `HStack` aligned `.firstTextBaseline` or `.lastTextBaseline`:
    /// its children's baselines on one line (`LayoutItem+Baseline`).
    var textBaseline: TextBaseline?
    /// Corners, clipping, offset: passed to the laid-out view.
    var paint = ViewPaint()
    /// A shape whose outline is a path: asked for it at the rect it is placed in.
    var outline: ShapeOutline?
    /// `.clipShape` with a path: made at the frame it is placed in.
    var clip: ShapeOutline?
    /// `.alignmentGuide`s: where the containers it is in line it up (`LayoutItem+AlignmentGuides`).
    var guides: [AlignmentGuide] = []
    /// Its environment and paint as the views it places share them, made
    /// at its first placing (its building, which sets its paint, is over).
    private(set) lazy var look = LaidOutView.Look(environment: environment, paint: paint)
    /// A text's proposal→lines answers, and every item's proposal→size ones:
    /// a stack asks each child three times or more per proposal, so a
    /// child two stacks down is asked nine proposals or more (kept up to
    /// `remembered`: fewer made a nest of stacks ask its leaves again and
    /// again, threefold at each level).
    private var sizes: [(ProposedSize, PointSize)] = []
    /// The proposals apart from their lines: a search read each pair whole, lines and font (callgrind).
    private var textProposals: [ProposedSize] = []
    private var texts: [FittedText] = []
    /// The wraps `wrapped` made, by text and width.
    private(set) var wraps: [(text: String, width: Double, lines: [String])] = []
    /// Its last placing (`place(_:at:_:)`): an item kept from the last
    /// payload (`KeptItems`) is most often placed where it was, and its
    /// views are a pure function of proposal and point, so placing it again
    /// there is answered with them (its subtree not walked). One placing,
    /// not more: a stack places each child once a layout.
    struct Placed {
        let proposal: ProposedSize
        let x: Double, y: Double
        let view: LaidOutView
    }

    var lastPlaced: Placed?
    /// The thread's texts already measured, for a text made for a template
    /// whose items are kept (`KeptItems.measures`); nil: measured here.
    var measures: TextMeasures?

    init(_ kind: Kind, children: [LayoutItem] = [], node: ViewNode, environment: ViewEnvironment) {
        self.kind = kind; self.children = children; self.node = node; self.environment = environment
        if case .spacer = kind { priority = -.infinity }
        // What lasim could not run has no size of its own: it gives way to
        // the views it could, as a lower layout priority does.
        if isUnknown { priority = -1 }
    }

    /// What SwiftUI's stacks leave out: no room, no spacing around it.
    var isEmptyView: Bool { if case .empty = kind { return true }; return false }

    var isSpacer: Bool { if case .spacer = kind { return true }; return false }

    /// A spacer, or one in a frame (`Spacer().frame(height: 5)`, a fixed
    /// gap): what a stack keeps no default space beside, as a frame keeps
    /// the spacing of the view it holds (a text's, in `isTextLike`). With
    /// 8 pt either side, foodla's 5 pt gap under its title was 21 pt and
    /// its card too tall for the 160 pt it may be, so the 11 pt line under
    /// it was cut at "your…" where the phone wraps it.
    var spacesAsSpacer: Bool {
        switch kind {
        case .spacer: return true
        case .fixedFrame, .flexibleFrame: return children.first?.spacesAsSpacer ?? false
        default: return false
        }
    }

    /// The edge of a view that meets the view above or below it in a column.
    enum RowEdge { case top, bottom }

    /// A text, a `Label`, or either in a frame or under a layer: what
    /// SwiftUI's stacks keep no default space between, one above another.
    /// A row of texts and spacers (`HStack { Text(title); Spacer() }`) too:
    /// a stack's edges are its children's, so its top and bottom are its
    /// text's (SOZIP's expanded island, an iPhone 14 Pro Max: such a
    /// semibold 17 pt title row and the caption row under it have their
    /// baselines 14 pt apart, as two texts', where 8 pt between them
    /// would put them 23 apart).
    /// A column's top is its first view's and its bottom its last's, as
    /// Apple's vertical stack written with `Layout` takes its spacing
    /// (`Layout.spacing(subviews:cache:)`'s sample): a file name over a
    /// column headed "ETA" is two texts apart, not 8 pt (mobileraker's
    /// expanded island, an iPhone 15 Pro Max: the name's and the label's
    /// tops 24 pt apart, where lasim had them 29.7 apart).
    func isTextLike(_ edge: RowEdge) -> Bool {
        switch kind {
        case .text: return true
        case .stack where node.kind == .label: return true
        case .stack(.horizontal, _, _):
            let shown = children.filter { !$0.isSpacer && !$0.isEmptyView }
            return !shown.isEmpty && shown.allSatisfy { $0.isTextLike(edge) }
        case .stack(.vertical, _, _):
            let shown = children.filter { !$0.isEmptyView }
            guard let outer = edge == .top ? shown.first : shown.last, !outer.isSpacer else { return false }
            return outer.isTextLike(edge)
        case .fixedFrame, .flexibleFrame, .fixedSize, .background, .overlay: return children.first?.isTextLike(edge) ?? false
        case .firstThatFits: return !children.isEmpty && children.allSatisfy { $0.isTextLike(edge) }
        default: return false
        }
    }

    /// A `.frame` around one view.
    var isFrame: Bool {
        switch kind {
        case .fixedFrame, .flexibleFrame: return true
        default: return false
        }
    }

    /// What lasim could not run, alone or in containers that hold nothing else.
    var isUnknown: Bool {
        switch kind {
        case .placeholder: return true
        case .stack, .zstack, .firstThatFits, .padding, .fixedFrame, .flexibleFrame, .fixedSize:
            return !children.isEmpty && children.allSatisfy(\.isUnknown)
        case .background, .overlay: return children.first?.isUnknown ?? false
        default: return false
        }
    }

    /// A stack's share of its length among its children, made once (its
    /// gaps are the same at every proposal); nil for other kinds.
    private(set) lazy var distribution: StackDistribution? = {
        guard case .stack(let axis, _, let spacing) = kind else { return nil }
        return StackDistribution(children: children, axis: axis, spacing: spacing)
    }()

    /// How many answers an item keeps: far more than a layout asks of one.
    static let remembered = 64

    func size(_ p: ProposedSize) -> PointSize {
        for (q, s) in sizes where q == p { return s }
        let s = sizeThatFits(p)
        if sizes.count >= Self.remembered { sizes.removeFirst() }
        sizes.append((p, s))
        return s
    }

    /// The lines of a text (or a placeholder's label) for proposal `p`.
    func fitted(_ p: ProposedSize) -> FittedText {
        if let line = oneLine, line.fits(p) { return line.text }
        if let k = textProposals.firstIndex(of: p) { return texts[k] }
        let string = label, font = environment.effectiveFont
        func measured() -> FittedText {
            TextFitting.fit(string, font: font, proposal: p, lineLimit: environment.lineLimit,
                            minimumScale: environment.minimumScaleFactor, truncation: environment.truncationMode,
                            wrapInFont: { self.wrapped(string, width: $0, font: font) })
        }
        let t = measures.map {
            $0.fit(.init(text: string, font: font, proposal: p, lineLimit: environment.lineLimit,
                         minimumScale: environment.minimumScaleFactor, truncation: environment.truncationMode), measured)
        } ?? measured()
        if texts.count >= Self.remembered { texts.removeFirst(); textProposals.removeFirst() }
        texts.append(t); textProposals.append(p)
        return t
    }

    /// A text of one paragraph on one line, as `TextFitting.fit` answers
    /// a proposal without a width, and one whose width holds it whole
    /// (`TextFitting.fitsWhole`): measured once, where a stack asks its
    /// texts several widths each. Nil for other texts (several
    /// paragraphs, no line allowed) and other items.
    /// A class: read at every proposal, a copy of its lines and font cost more than the answer (callgrind).
    final class OneLine {
        let text: FittedText
        /// `TextFitting.mayFitWhole`: a finite width can hold it whole.
        let fitsAWidth: Bool
        /// For a text that may shrink (`minimumScaleFactor`), its line's
        /// height: a lower room shrinks it (`TextFitting.overflows`).
        let shrinkingHeight: Double?

        init(text: FittedText, fitsAWidth: Bool, shrinkingHeight: Double?) {
            self.text = text; self.fitsAWidth = fitsAWidth; self.shrinkingHeight = shrinkingHeight
        }

        func fits(_ p: ProposedSize) -> Bool {
            guard let width = p.width, width.isFinite else { return true }
            if let line = shrinkingHeight, let h = p.height, h.isFinite, line > h + TextFitting.slack { return false }
            return fitsAWidth && TextFitting.fitsWhole(measuring: text.width, width: width)
        }
    }

    private lazy var oneLine: OneLine? = {
        switch kind {
        case .text, .placeholder, .failure: break
        default: return nil
        }
        let string = label, font = environment.effectiveFont
        guard !string.utf8.contains(0x0A), environment.lineLimit.map({ $0 >= 1 }) ?? true else { return nil }
        let shrinks = environment.minimumScaleFactor < 1
        func measured() -> OneLine {
            OneLine(text: FittedText(lines: [string], width: TextFitting.widest([string], font), font: font, isCut: false),
                    fitsAWidth: TextFitting.mayFitWhole(string, font: font),
                    shrinkingHeight: shrinks ? font.lineHeight : nil)
        }
        return measures.map { $0.line(.init(text: string, font: font, shrinks: shrinks), measured) } ?? measured()
    }()

    /// `string` wrapped at `width` in the item's own font: a stack asks a
    /// text one width at several heights (the lines are the same; only how
    /// many fit differs), so the wrap is remembered by width.
    func wrapped(_ string: String, width: Double, font: SwiftUIFont) -> [String] {
        for k in wraps.indices where wraps[k].width == width && wraps[k].text == string { return wraps[k].lines }
        let lines = TextFitting.wrapped(TextFitting.paragraphs(string), width: width, font: font)
        if wraps.count >= Self.remembered { wraps.removeFirst() }
        wraps.append((string, width, lines))
        return lines
    }
}
