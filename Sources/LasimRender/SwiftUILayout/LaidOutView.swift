import LasimTemplate
/// A view tree laid out: every view and layout modifier with its frame in
/// points, what it draws and in which style. What a backend draws (the
/// terminal grid today, SVG and PNG next); the same for each.
public struct LaidOutView: Sendable {
    /// The cases that hold a text or a chart keep it boxed (`indirect`):
    /// a laid-out view is copied at every step from layout to cells, and a
    /// text's payload (its string, lines and font) made each copy a dozen
    /// retains and a 200-byte move (callgrind: a tenth of a card's cost).
    public enum Content: Sendable {
        indirect case text(LaidOutText)
        case image(name: String, systemName: Bool)
        case spacer
        case divider
        /// nil: a spinner.
        case progress(fraction: Double?)
        /// A shape (`Circle`, `Capsule`...) or, nil, a colour: painted in
        /// `environment.foreground`.
        case fill(shape: String?)
        /// A chart's marks, scaled to the frame by `ChartGeometry`.
        indirect case chart(ViewChart)
        case hstack, vstack, zstack
        case padding, frame, fixedSize
        /// children[0] the layer, children[1] the view: in drawing order.
        case background
        /// children[0] the view, children[1] the layer.
        case overlay
        indirect case placeholder(LaidOutText, construct: String, note: String)
        indirect case failure(LaidOutText, message: String)
    }

    public var content: Content {
        _read { yield node.content }
        set { node = node.with(content: newValue) }
    }
    public var frame: PointRect
    /// In drawing order, back to front.
    public var children: [LaidOutView] {
        _read { yield node.children }
        set { node = node.with(children: newValue) }
    }
    /// The font, colour and opacity it inherits and sets.
    public var environment: ViewEnvironment {
        _read { yield node.look.environment }
        set { look = Look(environment: newValue, paint: look.paint) }
    }
    /// `.hidden()`: it keeps its room and draws nothing, nor does anything in it.
    public var hidden: Bool {
        get { node.hidden }
        set { node = node.with(hidden: newValue) }
    }
    /// `File.swift:line` of the view it was made from.
    public var path: String {
        _read { yield node.path }
        set { node = node.with(path: newValue) }
    }
    /// Where its children sit in the room it gives them (a stack's or a
    /// frame's alignment): the cells keep them there.
    var childAnchor: LayoutAlignment {
        get { node.childAnchor }
        set { node = node.with(childAnchor: newValue) }
    }
    /// What only a drawing in points shows: corners, clipping, offsets.
    public var paint: ViewPaint {
        _read { yield node.look.paint }
        set { look = Look(environment: look.environment, paint: newValue) }
    }
    /// Its environment and paint, shared by every view placed from one
    /// layout item (`LayoutItem.look`): a laid-out view is copied at each
    /// step from layout to cells, and its two largest parts were copied
    /// field by field each time (a tenth of a card's cost, callgrind).
    private(set) var look: Look {
        _read { yield node.look }
        set { node = node.with(look: newValue) }
    }

    final class Look: Sendable {
        let environment: ViewEnvironment
        let paint: ViewPaint
        init(environment: ViewEnvironment, paint: ViewPaint) { self.environment = environment; self.paint = paint }
    }

    /// All of it but its frame, held once: a laid-out view is copied at
    /// every step from layout to cells (a cell box keeps its view, moved
    /// to the terminal's rows), and a copy was five references and a
    /// hundred bytes (callgrind: a tenth of a card's cost); it is one
    /// reference now. Never changed in place: a view changed after it is
    /// placed (moved, turned for right to left) gets a node of its own.
    private var node: Node

    private final class Node: Sendable {
        let content: Content
        let children: [LaidOutView]
        let look: Look
        let hidden: Bool
        let path: String
        let childAnchor: LayoutAlignment

        init(content: Content, children: [LaidOutView], look: Look, hidden: Bool, path: String, childAnchor: LayoutAlignment) {
            self.content = content; self.children = children; self.look = look; self.hidden = hidden
            self.path = path; self.childAnchor = childAnchor
        }

        /// The same node with the parts given replaced.
        func with(content: Content? = nil, children: [LaidOutView]? = nil, look: Look? = nil, hidden: Bool? = nil,
                  path: String? = nil, childAnchor: LayoutAlignment? = nil) -> Node {
            Node(content: content ?? self.content, children: children ?? self.children, look: look ?? self.look,
                 hidden: hidden ?? self.hidden, path: path ?? self.path, childAnchor: childAnchor ?? self.childAnchor)
        }
    }

    init(content: Content, frame: PointRect, children: [LaidOutView], environment: ViewEnvironment, hidden: Bool, path: String,
         childAnchor: LayoutAlignment = .center, paint: ViewPaint = ViewPaint()) {
        self.init(content: content, frame: frame, children: children, look: Look(environment: environment, paint: paint), hidden: hidden,
                  path: path, childAnchor: childAnchor)
    }

    init(content: Content, frame: PointRect, children: [LaidOutView], look: Look, hidden: Bool, path: String,
         childAnchor: LayoutAlignment = .center) {
        self.frame = frame
        node = Node(content: content, children: children, look: look, hidden: hidden, path: path, childAnchor: childAnchor)
    }

    /// Every view, depth first, in drawing order.
    public func walk(_ visit: (LaidOutView) -> Void) {
        visit(self)
        for c in children { c.walk(visit) }
    }

    var isSpacer: Bool { if case .spacer = content { return true }; return false }

    /// The texts laid out, in drawing order.
    public var texts: [LaidOutText] {
        var out: [LaidOutText] = []
        walk { if case .text(let t) = $0.content { out.append(t) } }
        return out
    }
}

/// A text as the phone shows it in its frame.
public struct LaidOutText: Sendable, Equatable {
    /// The whole text.
    public var text: String
    /// The lines shown; a cut one ends with "…".
    public var lines: [String]
    /// Its font after `minimumScaleFactor`.
    public var font: SwiftUIFont
    /// The phone cuts it (lines dropped or cut with "…").
    public var isCut: Bool

    /// What the phone shows, the lines joined by spaces.
    public var shown: String { lines.joined(separator: " ") }
}

/// How a view is painted beyond its frame and colour, from modifiers the
/// layout does not read: `.cornerRadius`, `.clipShape`, a shape's radius,
/// `.offset`, `.shadow`. The true-size backend draws them; the cells cannot.
public struct ViewPaint: Sendable, Equatable {
    /// `.cornerRadius(r)`, `.clipShape(RoundedRectangle(cornerRadius: r))`,
    /// `RoundedRectangle(cornerRadius: r)`.
    public var cornerRadius: Double?
    /// `.clipShape(Capsule())`, `.clipShape(Circle())`: the shape's name.
    public var clipShape: String?
    /// `.offset(x:y:)`: drawn moved, laid out where it was.
    public var offsetX: Double = 0
    public var offsetY: Double = 0
    /// `.stroke(lineWidth:)`: a shape drawn as its outline this wide,
    /// centred on its edge; `strokeInside` (`.strokeBorder`): inside it.
    public var strokeWidth: Double?
    public var strokeInside = false
    /// `.stroke(style: StrokeStyle(dash: [4, 2]))`: the outline's dash lengths, on and off.
    public var strokeDash: [Double] = []
    /// `StrokeStyle(lineCap: .round)`: the outline's ends rounded (true size only).
    public var strokeRoundCap = false
    /// `.trim(from:to:)`: the part of the shape's outline drawn, as
    /// fractions of its length from where its path starts (a circle's at
    /// its trailing point, going clockwise).
    public var trimFrom = 0.0, trimTo = 1.0
    /// A shape whose outline is a path (an app's own `Shape`, a `Path`):
    /// made at the shape's frame, in its coordinates (the frame's top-left
    /// corner at 0, 0), already trimmed; drawn instead of the named shape.
    public var path: ViewPath?
    /// `.clipShape` with an app's own shape: its path at the view's frame,
    /// in its coordinates; the view is drawn inside it (true size only).
    public var clipPath: ViewPath?
    /// `.fill(style: FillStyle(eoFill: true))`: a path filled by the
    /// even-odd rule (where it overlaps itself, a hole), not non-zero winding.
    public var evenOdd = false
    /// `.shadow(...)`: under the view and all it holds.
    public var shadow: ViewShadow?
    /// `.interpolation(.none)`: an asset image enlarged without smoothing (pixel art).
    public var pixelated = false
    /// A fill a `Canvas` drew: part of a picture, which the cells draw as
    /// pixels, two a cell (`CellDrawer.drawPixels`), not as whole cells.
    public var canvasPixels = false
    /// Drawn as its mirror image: a progress bar, or a symbol with a
    /// right-to-left variant, where the direction is right to left
    /// (`LaidOutView.directed`); a view with `.flipsForRightToLeftLayoutDirection(true)`
    /// there; a template's bar in a right-to-left activity (the `mirrored`
    /// trait: the template lays out its own rows mirrored), which fills from the right.
    public var mirrored = false
    /// A template's bar or big digits, which `CellDrawer` draws in the
    /// cells the view covers by the rule the cells' own layout draws them
    /// by (`Bar.draw`, `BigDigits`); the points draw the views it holds.
    public var cellLeaf: CellLeaf?
    /// `.rotationEffect` / `Shape.rotation`: degrees clockwise about the
    /// anchor (fractions of the frame); drawn turned, laid out where it was.
    public var rotation: Double = 0
    public var rotationAnchorX = 0.5, rotationAnchorY = 0.5
    /// `.scaleEffect`: drawn scaled about its anchor (true size only; the
    /// cells cannot draw a text smaller), laid out where it was.
    public var scale: ViewScale?
    /// `.clipShape` written after `.scaleEffect`: it clips to the view's own
    /// frame, which the scale does not change (a 4 pt bar scaled to 8 and
    /// clipped to a capsule stays 4 pt tall), so it is applied outside the scale.
    public var clipOutsideScale = false
    /// A symbol of the app's own (`Name.symbolset`): its glyph is the
    /// asset's picture (`ViewModifier.customSymbol`), not the theme's.
    public var customSymbol = false
    /// `.resizable()` on an image: its picture is as large as its frame.
    /// A symbol without it stays the size of its font in a larger frame.
    public var resizable = false
    public init() {}

    var isPlain: Bool { cornerRadius == nil && clipShape == nil && clipPath == nil && offsetX == 0 && offsetY == 0 && shadow == nil && !mirrored && rotation == 0 && scale == nil }

    /// Quarter turns the rotation makes, when it is a whole number of them
    /// (0 to 3); nil: an angle between, which the cells cannot draw.
    public var quarterTurns: Int? { ViewRotation.quarterTurns(rotation) }

    /// Where `frame` lies once turned a whole number of quarter turns about
    /// its anchor (itself unless a quarter turn is odd or the anchor is off centre).
    public func turned(_ frame: PointRect) -> PointRect {
        guard let q = quarterTurns, q != 0 else { return frame }
        let ax = frame.x + rotationAnchorX * frame.width, ay = frame.y + rotationAnchorY * frame.height
        // The frame's centre turned about the anchor; its sides swap on an odd turn.
        let dx = frame.midX - ax, dy = frame.midY - ay
        let (cx, cy): (Double, Double) = q == 1 ? (ax - dy, ay + dx) : q == 2 ? (ax - dx, ay - dy) : (ax + dy, ay - dx)
        let (w, h) = q % 2 == 1 ? (frame.height, frame.width) : (frame.width, frame.height)
        return PointRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }
}

/// A template's leaf the cells draw by their own rule: its index in the
/// render's bars or text runs (`LayoutArena`).
public enum CellLeaf: Sendable, Equatable {
    case bar(Int)
    case big(Int)
}
