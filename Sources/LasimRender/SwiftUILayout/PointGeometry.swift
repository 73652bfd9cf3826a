/// The two axes of a layout: stacks lay their children out along one and
/// align them across the other.
public enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical
    public var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// What a parent offers a child, in points: SwiftUI's `ProposedViewSize`.
/// nil on an axis asks for the child's ideal length there, `.infinity`
/// for its largest, 0 for its smallest; stacks ask all three.
public struct ProposedSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) { self.width = width; self.height = height }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    public subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal of `major` along `axis` and `minor` across it.
    static func along(_ axis: LayoutAxis, _ major: Double?, across minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }
}

/// A size in points: what a view answers to a proposal.
public struct PointSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public static let zero = PointSize(width: 0, height: 0)

    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    static func along(_ axis: LayoutAxis, _ major: Double, across minor: Double) -> PointSize {
        axis == .horizontal ? PointSize(width: major, height: minor) : PointSize(width: minor, height: major)
    }
}

/// A view's frame in points, from the top-left corner of the laid-out root.
public struct PointRect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(origin: (x: Double, y: Double), size: PointSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: PointSize { PointSize(width: width, height: height) }

    /// Where it starts along `axis`, and how long it is there.
    func start(_ axis: LayoutAxis) -> Double { axis == .horizontal ? x : y }
    func length(_ axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }
}

/// Where a child sits in the room its parent gives it, per axis, as a
/// fraction: 0 leading or top, 0.5 centre, 1 trailing or bottom. A
/// baseline-aligned `HStack` lines up its texts' baselines
/// (`LayoutItem+Baseline`); elsewhere a text baseline aligns as a bottom does.
struct LayoutAlignment: Sendable, Hashable {
    var horizontal: Double
    var vertical: Double
    /// A custom horizontal guide (SwiftUI's `alignmentGuide` with a guide
    /// of its own): the child's `horizontal` point sits at this fraction of
    /// the room, and the child is kept inside the room. nil: the named
    /// alignments, where the child's point and the room's are the same fraction.
    var guide: Double?

    static let center = LayoutAlignment(horizontal: 0.5, vertical: 0.5)

    subscript(axis: LayoutAxis) -> Double { axis == .horizontal ? horizontal : vertical }

    /// SwiftUI's names as the evaluator keeps them: `leading`, `topTrailing`,
    /// `bottom`, `firstTextBaseline`...; nil is SwiftUI's default, centre.
    /// `trailing@0.55`: the child's trailing edge at 55% of the room (a
    /// guide), as a bar's rider sits behind the bar's tip.
    init(_ name: String?) {
        if let name, let at = name.firstIndex(of: "@"), let g = Double(name[name.index(after: at)...]), g.isFinite {
            let own = String(name[..<at])
            self.init(horizontal: LayoutAlignment.horizontalFraction(own), vertical: LayoutAlignment.verticalFraction(own))
            guide = min(1, max(0, g))
            return
        }
        self.init(horizontal: LayoutAlignment.horizontalFraction(name), vertical: LayoutAlignment.verticalFraction(name))
    }

    /// Where a child `child` long starts in a room `room` long, from the room's start.
    func horizontalOffset(child: Double, room: Double) -> Double {
        guard let guide else { return (room - child) * horizontal }
        return min(max(0, room * guide - child * horizontal), max(0, room - child))
    }

    init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }

    static func horizontalFraction(_ name: String?) -> Double {
        guard let name else { return 0.5 }
        if name.hasSuffix("eading") { return 0 }
        if name.hasSuffix("railing") { return 1 }
        return 0.5
    }

    static func verticalFraction(_ name: String?) -> Double {
        guard let name else { return 0.5 }
        if name.hasPrefix("top") { return 0 }
        // A baseline is near a text's bottom; the texts of one row then share it.
        if name.hasPrefix("bottom") || name.hasSuffix("TextBaseline") { return 1 }
        return 0.5
    }
}
