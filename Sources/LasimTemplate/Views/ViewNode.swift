/// A view tree in SwiftUI's own vocabulary: what an app's widget code
/// evaluates to for one state of its activity (`Text`, stacks, `Image`,
/// `ProgressView`... with their modifiers), and what the renderer draws.
/// Made fresh for each render; never changed once made.
public final class ViewNode: @unchecked Sendable {
    public enum Kind: Sendable, Equatable {
        /// Literal text, or a date the clock formats (`Text(timerInterval:)`).
        case text(TextTemplate)
        /// `Image("asset")` or `Image(systemName:)`.
        case image(name: String, systemName: Bool)
        case label
        case hstack(alignment: String?, spacing: Double?)
        case vstack(alignment: String?, spacing: Double?)
        case zstack(alignment: String?)
        /// `Group`, an expanded `ForEach`, a builder's several views.
        case group
        /// `ViewThatFits(in:)`: its children are the choices, in order; the
        /// layout draws the first whose ideal size fits the room on the axes
        /// given, else the last.
        case viewThatFits(horizontal: Bool, vertical: Bool)
        case spacer(minLength: Double?)
        case divider
        /// `ProgressView(value:total:)`, `Gauge`, `ProgressView(timerInterval:)`
        /// at the render's instant; no value: a spinner.
        case progress(value: Double?, total: Double)
        /// `Circle()`, `Capsule()`, `RoundedRectangle(...)`...
        case shape(String)
        case color(ViewColor)
        /// A Swift Charts `Chart`: its marks, drawn in the space it is offered.
        case chart(ViewChart)
        /// A mark inside a `Chart`'s builder, before the chart gathers it.
        case chartMark(ChartMark)
        /// `AxisMarks`, or `AxisGridLine`/`AxisTick`/`AxisValueLabel` in
        /// its builder, before `.chartXAxis`/`.chartYAxis` gathers them.
        case chartAxis(ChartAxisMarks)
        case empty
        /// What the evaluator cannot run: drawn as `[construct]`, listed with its place.
        case placeholder(construct: String, note: String)
        /// A run-time failure (index out of range, nil unwrapped): `⚠` on the
        /// card, Swift's own message in the log. The extension would crash there.
        case failure(message: String)
    }

    /// Marks a `ProgressView`'s `currentValueLabel` among its children: drawn below the bar.
    public static let currentValueLabel = "currentValueLabel"
    /// A `Gauge`'s `minimumValueLabel` and `maximumValueLabel`: drawn at the bar's ends.
    public static let minimumValueLabel = "minimumValueLabel"
    public static let maximumValueLabel = "maximumValueLabel"

    public let kind: Kind
    public let children: [ViewNode]
    public let modifiers: [ViewModifier]
    /// `File.swift:line` of the expression that made it.
    public let location: String
    /// A slot's root as the app wrote it, when the cells draw it changed
    /// (its root `.padding` left to the card's border): what the true-size
    /// backend lays out.
    public let asWritten: ViewNode?

    public init(_ kind: Kind, children: [ViewNode] = [], modifiers: [ViewModifier] = [], location: String, asWritten: ViewNode? = nil) {
        self.kind = kind; self.children = children; self.modifiers = modifiers; self.location = location
        self.asWritten = asWritten
    }

    public func adding(_ m: ViewModifier) -> ViewNode {
        ViewNode(kind, children: children, modifiers: modifiers + [m], location: location)
    }

    /// The same view, its children and modifiers kept, made as `kind`.
    public func with(_ kind: Kind, children: [ViewNode]? = nil) -> ViewNode {
        ViewNode(kind, children: children ?? self.children, modifiers: modifiers, location: location)
    }

    /// `old` where it is this view (its kind, modifiers, place and its
    /// children the very nodes `old` holds), else itself: a template's slot
    /// said again as views for its next payload keeps the nodes that did not
    /// change, children first, so that what compares them (`KeptItems`)
    /// finds the same subtree by identity instead of walking it.
    public func reusing(_ old: ViewNode?) -> ViewNode {
        guard let old, old !== self, old.isMade(of: kind, children: children, modifiers: modifiers, location: location,
                                                 asWritten: asWritten) else { return self }
        return old
    }

    /// `old` where a view of these parts would be it (`reusing`'s rule),
    /// else a view of them: a view said again unchanged is not made only to
    /// be dropped (making and freeing them was a sixth of saying a
    /// template's slot as views, callgrind).
    public static func reusing(_ old: ViewNode?, _ kind: Kind, children: [ViewNode] = [], modifiers: [ViewModifier] = [],
                               location: String) -> ViewNode {
        if let old, old.isMade(of: kind, children: children, modifiers: modifiers, location: location, asWritten: nil) { return old }
        return ViewNode(kind, children: children, modifiers: modifiers, location: location)
    }

    /// Its parts are these: its children the very nodes given.
    private func isMade(of kind: Kind, children: [ViewNode], modifiers: [ViewModifier], location: String, asWritten: ViewNode?) -> Bool {
        asWritten === self.asWritten && children.count == self.children.count && zip(children, self.children).allSatisfy({ $0 === $1 })
            && kind == self.kind && location == self.location && modifiers == self.modifiers
    }

    /// Groups and expanded `ForEach`es inside a container are its children,
    /// each with the group's modifiers outside its own, as SwiftUI applies them.
    public static func dissolvingGroups(_ nodes: [ViewNode]) -> [ViewNode] {
        var out: [ViewNode] = []
        for n in nodes {
            if case .group = n.kind {
                out += dissolvingGroups(n.children).map { c in n.modifiers.reduce(c) { $0.adding($1) } }
            } else {
                out.append(n)
            }
        }
        return out
    }

    /// Every node, depth first.
    public func walk(_ visit: (ViewNode) -> Void) {
        visit(self)
        for c in children { c.walk(visit) }
        for m in modifiers {
            switch m {
            case .background(.view(let v)), .overlay(let v): v.walk(visit)
            default: break
            }
        }
    }

    /// The same view with `transform` applied to each of its children and
    /// to the views of its layers (`.background`, `.overlay`), as `walk`
    /// visits them; itself where nothing changed. The passes that hand a
    /// modifier down through the tree (button and label styles, symbol
    /// variants) rebuild it with this.
    public func mappingContents(_ transform: (ViewNode) -> ViewNode) -> ViewNode {
        let children = self.children.map(transform)
        let modifiers = self.modifiers.map { m -> ViewModifier in
            switch m {
            case .background(.view(let v)): return .background(.view(transform(v)))
            case .overlay(let v): return .overlay(transform(v))
            default: return m
            }
        }
        if children.elementsEqual(self.children, by: ===) && modifiers == self.modifiers { return self }
        return ViewNode(kind, children: children, modifiers: modifiers, location: location, asWritten: asWritten)
    }

    /// Which of a lock card root's `modifiers` are paddings the card's own
    /// margin stands for in the cells (its border and the columns inside
    /// it): those outside every layer. A padding inside a `.background` or
    /// `.overlay` that a padding outside it insets from the card's edge
    /// (`.padding(16).background(card).padding(8)`: the app's own card
    /// within the lock card) keeps its room, as the phone shows it, or the
    /// content would touch the layer's edge. A layer with no padding
    /// outside it fills the card (`.padding(12).background(Color.black)`:
    /// the card's own colour), so the padding inside it is the margin.
    public static func cardMarginPaddings(_ modifiers: [ViewModifier]) -> [Int] {
        let layered = modifiers.lastIndex { m in
            switch m {
            case .background, .overlay: return true
            default: return false
            }
        }
        let paddings = modifiers.indices.filter { k in
            if case .padding = modifiers[k] { return true }
            return false
        }
        guard let layered, paddings.contains(where: { $0 > layered }) else { return paddings }
        return paddings.filter { $0 > layered }
    }

    /// A shape's outline when it is a path (`ViewModifier.outline`).
    public var outline: ShapeOutline? {
        for case .outline(let o) in modifiers { return o }
        return nil
    }

    /// The texts it shows, in order (literal parts only).
    public var texts: [String] {
        var out: [String] = []
        walk { n in
            if case .text(let t) = n.kind {
                out.append(t.parts.map { if case .literal(let s) = $0 { return s }; return "" }.joined())
            }
        }
        return out
    }

    /// Placeholders and failures, as `File.swift:12: ...` lines.
    public var problems: [String] {
        var out: [String] = []
        walk { n in
            switch n.kind {
            case .placeholder(let c, let note): out.append("\(n.location): \(c) not drawn" + (note.isEmpty ? "" : " (\(note))"))
            case .failure(let m): out.append("\(n.location): \(m)")
            default: break
            }
        }
        return out
    }
}

/// A colour as widget code names it: a system colour or role by name
/// (`red`, `primary`, `secondary`), components (0...1), or a gradient.
public enum ViewColor: Sendable, Equatable {
    case named(String)
    /// A system colour with an opacity (`.orange.opacity(0.12)`): kept by
    /// name so that the surface it is drawn on picks the variant.
    case translucent(String, opacity: Double)
    case rgb(r: Double, g: Double, b: Double, opacity: Double)
    case gradient(ViewGradient)

    /// The one colour that stands for it where a cell takes one colour:
    /// a gradient's first stop.
    public var flat: ViewColor {
        if case .gradient(let g) = self { return g.stops[0].colour.flat }
        return self
    }

    /// A colour of lasim's own (a palette's, a theme's) as components.
    public init(_ c: RGB, opacity: Double = 1) {
        self = .rgb(r: Double(c.r) / 255, g: Double(c.g) / 255, b: Double(c.b) / 255, opacity: opacity)
    }

    /// `.opacity(o)` on it: a system colour keeps its name (translucent),
    /// and so does a role (`.secondary`): the surface's palette paints it,
    /// at that opacity (a `.bordered` button's capsule of `.tint(.secondary)`).
    public func withOpacity(_ o: Double) -> ViewColor {
        switch self {
        case .rgb(let r, let g, let b, let x): return .rgb(r: r, g: g, b: b, opacity: x * o)
        case .named(let n):
            let name = ViewColor.drawnName(n)
            guard ViewLowering.colour(.named(name)) != nil else { return self }
            return .translucent(name, opacity: o)
        case .translucent(let n, let x): return .translucent(n, opacity: x * o)
        case .gradient(let g): return .gradient(g.withOpacity(o))
        }
    }

    /// Its components on a dark or a light surface: a system colour, plain
    /// or translucent, in that variant (the gradient's first stop for a
    /// gradient); any other colour as it is.
    public func variant(dark: Bool) -> ViewColor {
        // A level no foreground style reached is the system's label colour of it.
        let c = level(of: nil).flat
        let name: String, o: Double
        switch c {
        case .named(let n): (name, o) = (n, 1)
        case .translucent(let n, let x): (name, o) = (n, x)
        default: return c
        }
        guard let v = ViewColor.systemVariants[ViewColor.drawnName(name)] else { return c }
        return ViewColor(dark ? v.dark : v.light, opacity: o)
    }

    /// The system colour a name is drawn as: `Color.accentColor` (and the
    /// `.tint` no view set) that the app's AccentColor colour set does not
    /// give is the system blue, #007AFF light and #0A84FF dark, as the
    /// phone draws it, plain or translucent; never the theme's accent,
    /// which is the YAML templates'. Where the assets hold an AccentColor,
    /// the evaluator puts it in this name's place (`Interpreter.accentColour`).
    public static func drawnName(_ name: String) -> String {
        name == "accentColor" || name == "tint" ? "blue" : name
    }

    /// Laid over `base` (on a dark or a light surface): a translucent
    /// colour becomes the opaque mix the eye sees (a gradient and a named
    /// colour are already opaque).
    public func composited(over base: RGB, dark: Bool = false) -> ViewColor {
        let c = if case .translucent = self { variant(dark: dark) } else { self }
        guard case .rgb(let r, let g, let b, let o) = c, o < 1 else { return self }
        let a = max(0, o)
        func mix(_ c: Double, _ u: UInt8) -> Double { c * a + Double(u) / 255 * (1 - a) }
        return .rgb(r: mix(r, base.r), g: mix(g, base.g), b: mix(b, base.b), opacity: 1)
    }

    /// Its components as "#rrggbb" (a translucent system colour's light
    /// variant, where no surface is known); nil for a name or a role.
    public var hex: String? {
        if case .translucent(let n, _) = flat { return ViewColor.system[n] == nil ? nil : variant(dark: false).hex }
        return bytes?.hex
    }

    /// Its components as bytes, where it is a colour by components (a
    /// gradient: its first stop): what `hex` writes, for a reader that
    /// wants the colour, not its text.
    public var bytes: RGB? {
        guard case .rgb(let r, let g, let b, _) = flat else { return nil }
        func byte(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v.isNaN ? 0 : v)) * 255).rounded()) }
        return RGB(byte(r), byte(g), byte(b))
    }

    /// SwiftUI's system colours, each in a light and a dark appearance
    /// (UIKit's two variants): the one table the evaluator's names,
    /// `.opacity` on them and the drawing read. The island is always dark;
    /// a lock card is dark when the phone is.
    static let systemVariants: [String: (light: RGB, dark: RGB)] = [
        "red": (RGB(0xff, 0x3b, 0x30), RGB(0xff, 0x45, 0x3a)), "orange": (RGB(0xff, 0x95, 0x00), RGB(0xff, 0x9f, 0x0a)),
        "yellow": (RGB(0xff, 0xcc, 0x00), RGB(0xff, 0xd6, 0x0a)), "green": (RGB(0x34, 0xc7, 0x59), RGB(0x30, 0xd1, 0x58)),
        "mint": (RGB(0x00, 0xc7, 0xbe), RGB(0x63, 0xe6, 0xe2)), "teal": (RGB(0x30, 0xb0, 0xc7), RGB(0x40, 0xc8, 0xe0)),
        "cyan": (RGB(0x32, 0xad, 0xe6), RGB(0x64, 0xd2, 0xff)), "blue": (RGB(0x00, 0x7a, 0xff), RGB(0x0a, 0x84, 0xff)),
        "indigo": (RGB(0x58, 0x56, 0xd6), RGB(0x5e, 0x5c, 0xe6)), "purple": (RGB(0xaf, 0x52, 0xde), RGB(0xbf, 0x5a, 0xf2)),
        "pink": (RGB(0xff, 0x2d, 0x55), RGB(0xff, 0x37, 0x5f)), "brown": (RGB(0xa2, 0x84, 0x5e), RGB(0xac, 0x8e, 0x68)),
        "gray": (RGB(0x8e, 0x8e, 0x93), RGB(0x8e, 0x8e, 0x93)), "white": (RGB.white, RGB.white), "black": (RGB.black, RGB.black),
        // UIKit's grays and backgrounds, as `Color(.systemGray5)` and `Color(uiColor: .systemBackground)` name them.
        "systemGray2": (RGB(0xae, 0xae, 0xb2), RGB(0x63, 0x63, 0x66)), "systemGray3": (RGB(0xc7, 0xc7, 0xcc), RGB(0x48, 0x48, 0x4a)),
        "systemGray4": (RGB(0xd1, 0xd1, 0xd6), RGB(0x3a, 0x3a, 0x3c)), "systemGray5": (RGB(0xe5, 0xe5, 0xea), RGB(0x2c, 0x2c, 0x2e)),
        "systemGray6": (RGB(0xf2, 0xf2, 0xf7), RGB(0x1c, 0x1c, 0x1e)),
        "systemBackground": (RGB.white, RGB.black), "secondarySystemBackground": (RGB(0xf2, 0xf2, 0xf7), RGB(0x1c, 0x1c, 0x1e)),
        "tertiarySystemBackground": (RGB.white, RGB(0x2c, 0x2c, 0x2e)),
        "systemGroupedBackground": (RGB(0xf2, 0xf2, 0xf7), RGB.black),
        "secondarySystemGroupedBackground": (RGB.white, RGB(0x1c, 0x1c, 0x1e)),
        "tertiarySystemGroupedBackground": (RGB(0xf2, 0xf2, 0xf7), RGB(0x2c, 0x2c, 0x2e)),
        // The grey UIKit's secondary to quaternary labels are drawn in, at their opacities (`hierarchical`).
        "labelGray": (RGB(0x3c, 0x3c, 0x43), RGB(0xeb, 0xeb, 0xf5)),
        // What a material's blur settles to over the card or the island (`material`).
        "materialGray": (RGB(0xf2, 0xf2, 0xf2), RGB(0x32, 0x32, 0x32)),
    ]

    /// The label grey past the secondary at UIKit's opacities, 0.3 and 0.18
    /// (`tertiaryLabel` #3C3C434D / #EBEBF54D, `quaternaryLabel` #3C3C432E /
    /// #EBEBF52E): UIKit's fixed `tertiaryLabel` and `quaternaryLabel`, and
    /// what SwiftUI's `.tertiary` and `.quaternary` are where no foreground
    /// style is set around them, fainter than the secondary as on the phone.
    public static func hierarchical(_ name: String) -> ViewColor? {
        switch name {
        case "tertiary", "tertiaryLabel": return .translucent("labelGray", opacity: 0.3)
        case "quaternary", "quaternaryLabel": return .translucent("labelGray", opacity: 0.18)
        default: return nil
        }
    }

    /// SwiftUI's hierarchical styles (`HierarchicalShapeStyle`: `.primary`
    /// ... `.quaternary` where a `ShapeStyle` is taken, `.foregroundStyle(.secondary)`),
    /// in their order: levels of the foreground style in force, which the
    /// front end names so (`named("tertiary")`). `Color.primary`, `Color.secondary`
    /// and UIKit's labels are colours, not levels (`label`).
    public static let levelNames = ["primary", "secondary", "tertiary", "quaternary"]

    /// `Color.primary` and `Color.secondary`, and UIKit's `label` and
    /// `secondaryLabel`: the system's label colours, fixed whatever style is
    /// set around them (OpenSwiftUI's `SystemColorType.apply` makes
    /// `Color.secondary` a `LegacyContentStyle`, which resolves to the
    /// system colours, never to the current foreground style). They draw
    /// as the theme's roles, as a level with no style set does.
    public static func label(_ level: Int) -> ViewColor? {
        switch level {
        case 0: return .named("label")
        case 1: return .named("secondaryLabel")
        case 2: return hierarchical("tertiary")
        case 3: return hierarchical("quaternary")
        default: return nil
        }
    }

    /// The level of a hierarchical style (`levelNames`): `.primary` 0,
    /// `.secondary` 1, `.tertiary` 2, `.quaternary` 3; nil for any colour.
    public var hierarchicalLevel: Int? {
        guard case .named(let n) = self else { return nil }
        return Self.levelNames.firstIndex(of: n)
    }

    /// A system label colour (`label`), whose levels are the system's own:
    /// SwiftUI takes the primary style of a `LegacyContentStyle` to be the
    /// system primary, so `.secondary` under `Color.secondary` is the
    /// system secondary, not the secondary at half.
    var isSystemLabel: Bool {
        switch self {
        case .named("label"), .named("secondaryLabel"), .translucent("labelGray", _): return true
        default: return false
        }
    }

    /// SwiftUI's opacity for each level over a foreground style of the
    /// app's (`.foregroundStyle(.white)` around a `.secondary` text):
    /// 1, 0.5, 0.25, 0.18, as OpenSwiftUI's reading of SwiftUICore has
    /// them (`SystemColorDefinition.opacity(at:)`, iOS 18 audit).
    static let levelOpacities: [Double] = [1, 0.5, 0.25, 0.18]

    /// This colour set as the foreground where `style` is the foreground
    /// style in force (the nearest one set around it that is not itself a
    /// level): a hierarchical level is that level of `style`, its colour at
    /// the level's opacity; with no style set (or a system label colour),
    /// the system's label colour of that level (`label`). Any other colour
    /// is itself.
    public func level(of style: ViewColor?) -> ViewColor {
        guard let level = hierarchicalLevel else { return self }
        guard let style, style.hierarchicalLevel == nil, !style.isSystemLabel else { return Self.label(level) ?? self }
        return level == 0 ? style : style.withOpacity(Self.levelOpacities[level])
    }

    /// SwiftUI's materials (`.ultraThinMaterial` ... `.ultraThickMaterial`,
    /// `.bar`): a blur of what is behind, tinted light or dark with the
    /// appearance, thicker ones hiding more of it. A still frame has no
    /// backdrop to blur, so each is the light or dark grey it settles to at
    /// its thickness's opacity, never an opaque black. Measured on a phone's
    /// screenshots (jerryliurui's NBA scores): `.ultraThinMaterial` over a
    /// lock card's purple lets 0.31 to 0.38 of #F2F2F2 through, `.thinMaterial`
    /// 0.58 to 0.72, and `.thinMaterial` on the island is (30, 30, 30): #323232
    /// at 0.6. The thicker ones (0.72, 0.85, 0.93) are not measured.
    public static func material(_ name: String) -> ViewColor? {
        let opacity: Double
        switch name {
        case "ultraThinMaterial", "ultraThin": opacity = 0.35
        case "thinMaterial", "thin": opacity = 0.6
        case "regularMaterial", "regular", "bar": opacity = 0.72
        case "thickMaterial", "thick": opacity = 0.85
        case "ultraThickMaterial", "ultraThick": opacity = 0.93
        default: return nil
        }
        return .translucent("materialGray", opacity: opacity)
    }

    /// The light variants: what a name means where no surface is known yet.
    public static let system = systemVariants.mapValues(\.light)

    public var opacity: Double {
        switch flat {
        case .rgb(_, _, _, let o), .translucent(_, let o): return o
        default: return 1
        }
    }
}

/// `.shadow(color:radius:x:y:)`: SwiftUI's default colour is black at a third.
public struct ViewShadow: Sendable, Equatable {
    public var colour: ViewColor
    /// The blur's radius in points.
    public var radius: Double
    public var x: Double, y: Double
    public init(colour: ViewColor = .rgb(r: 0, g: 0, b: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) {
        self.colour = colour; self.radius = radius; self.x = x; self.y = y
    }
}

/// The modifiers the layout reads; the rest are kept by name for the
/// coverage and the JSON output.
public enum ViewModifier: Sendable, Equatable {
    public enum Background: Sendable, Equatable { case color(ViewColor), view(ViewNode) }
    /// `style`: the text style the size follows at other text sizes
    /// (`.caption2`, `.system(size: 9, relativeTo: .caption)`); nil: a
    /// fixed size (`.system(size: 9)`), which Dynamic Type leaves alone.
    case font(size: Double, weight: String?, design: String?, style: String? = nil)
    /// `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`, `.dynamicTypeSize(.large)`:
    /// the text size of the subtree, kept between the bounds.
    case dynamicTypeSize(min: DynamicTypeSize, max: DynamicTypeSize)
    case bold(Bool)
    case italic
    case foreground(ViewColor)
    /// `.tint(_:)` (and the older `.accentColor(_:)`): the colour of the
    /// controls below (a ProgressView's or Gauge's bar, a bordered
    /// button's capsule and label), not of texts, as on the phone.
    case tint(ViewColor)
    case background(Background)
    case overlay(ViewNode)
    case padding(edges: String, amount: Double?)
    /// `.frame(width:height:alignment:)`, or with any bound
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`.
    case frame(width: Double?, height: Double?, minWidth: Double? = nil, maxWidth: Double?, minHeight: Double? = nil,
               maxHeight: Double? = nil, alignment: String?)
    case lineLimit(Int?)
    case opacity(Double)
    case multilineTextAlignment(String)
    case hidden
    /// `.shadow(color:radius:x:y:)`: drawn in true size, not in the cells.
    case shadow(ViewShadow)
    /// On a `.shape`: its outline is a path (an app's own `Shape`, a
    /// `Path`), made at the rect the layout gives it.
    case outline(ShapeOutline)
    /// `.clipShape` with an app's own shape (or a `Path`): the view drawn
    /// inside that path, made at the view's frame.
    case clip(ShapeOutline)
    case other(String)

    public static func == (a: ViewModifier, b: ViewModifier) -> Bool {
        switch (a, b) {
        case let (.font(s1, w1, d1, t1), .font(s2, w2, d2, t2)): return s1 == s2 && w1 == w2 && d1 == d2 && t1 == t2
        case let (.dynamicTypeSize(a1, b1), .dynamicTypeSize(a2, b2)): return a1 == a2 && b1 == b2
        case let (.bold(x), .bold(y)): return x == y
        case (.italic, .italic), (.hidden, .hidden): return true
        case let (.foreground(x), .foreground(y)), let (.tint(x), .tint(y)): return x == y
        case let (.background(x), .background(y)): return x == y
        case let (.overlay(x), .overlay(y)): return x === y
        case let (.padding(e1, a1), .padding(e2, a2)): return e1 == e2 && a1 == a2
        case let (.frame(w1, h1, n1, m1, nh1, mh1, a1), .frame(w2, h2, n2, m2, nh2, mh2, a2)):
            return w1 == w2 && h1 == h2 && n1 == n2 && m1 == m2 && nh1 == nh2 && mh1 == mh2 && a1 == a2
        case let (.lineLimit(x), .lineLimit(y)): return x == y
        case let (.opacity(x), .opacity(y)): return x == y
        case let (.multilineTextAlignment(x), .multilineTextAlignment(y)): return x == y
        case let (.shadow(x), .shadow(y)): return x == y
        case let (.outline(x), .outline(y)), let (.clip(x), .clip(y)): return x == y
        case let (.other(x), .other(y)): return x == y
        default: return false
        }
    }
}

extension ViewModifier.Background {
    public static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case let (.color(x), .color(y)): return x == y
        case let (.view(x), .view(y)): return x === y
        default: return false
        }
    }
}

extension ViewNode: Equatable {
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a === b || (a.kind == b.kind && a.children == b.children && a.modifiers == b.modifiers && a.location == b.location)
    }
}

extension ViewModifier {
    /// On a `Grid`'s stack of rows: each column as wide as its widest cell.
    public static let gridColumns = ViewModifier.other("gridColumns")
    /// On a path a `Canvas` filled: part of a picture (the cells draw it as pixels).
    public static let canvasFill = "canvasFill"
    /// On a symbol `Image("name")` draws from the app's `Name.symbolset`:
    /// laid out as a symbol, its glyph the asset's, not the theme's.
    public static let customSymbol = "customSymbol"
}
