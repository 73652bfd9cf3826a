/// `LinearGradient`, `RadialGradient`, `AngularGradient` and a colour's
/// `.gradient` as widget code makes them: the stops and where they run in
/// the view's frame. The true-size backend draws them as SVG gradients;
/// the terminal draws the first stop (`ViewColor.flat`), one colour per cell.
public struct ViewGradient: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// From `start` to `end`, unit points of the frame (`.top` is 0.5, 0).
        case linear(start: UnitPoint, end: UnitPoint)
        /// Around `center`, the first stop at `startRadius` points, the last at `endRadius`.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Around `center`, clockwise from `startAngle` to `endAngle` degrees (0 is trailing).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
        /// `Color.red.gradient`: SwiftUI's subtle top-to-bottom shading of one colour.
        case subtle
    }

    public struct Stop: Sendable, Equatable {
        public var colour: ViewColor
        /// 0...1 along the gradient; nil: spread evenly, as `Gradient(colors:)` does.
        public var location: Double?
        public init(_ colour: ViewColor, location: Double? = nil) { self.colour = colour; self.location = location }
    }

    public struct UnitPoint: Sendable, Equatable {
        public var x: Double, y: Double
        public init(x: Double, y: Double) { self.x = x; self.y = y }

        /// SwiftUI's named unit points.
        public static func named(_ name: String) -> UnitPoint? {
            switch name {
            case "zero", "topLeading": return .init(x: 0, y: 0)
            case "top": return .init(x: 0.5, y: 0)
            case "topTrailing": return .init(x: 1, y: 0)
            case "leading": return .init(x: 0, y: 0.5)
            case "center": return .init(x: 0.5, y: 0.5)
            case "trailing": return .init(x: 1, y: 0.5)
            case "bottomLeading": return .init(x: 0, y: 1)
            case "bottom": return .init(x: 0.5, y: 1)
            case "bottomTrailing": return .init(x: 1, y: 1)
            default: return nil
            }
        }
    }

    public var kind: Kind
    /// Never empty.
    public var stops: [Stop]

    public init?(_ kind: Kind, stops: [Stop]) {
        guard !stops.isEmpty else { return nil }
        self.kind = kind; self.stops = stops
    }

    /// Each stop's place, 0...1: its own location, or spread evenly.
    public var offsets: [Double] {
        stops.enumerated().map { i, s in
            s.location.map { max(0, min(1, $0)) } ?? (stops.count > 1 ? Double(i) / Double(stops.count - 1) : 0)
        }
    }

    /// The same gradient with every stop's opacity multiplied by `o` (`.opacity` on it).
    public func withOpacity(_ o: Double) -> ViewGradient {
        var g = self
        g.stops = stops.map { ViewGradient.Stop($0.colour.withOpacity(o), location: $0.location) }
        return g
    }
}
