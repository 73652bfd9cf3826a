/// `.rotationEffect` / `Shape.rotation` as a view carries it, from the
/// evaluator to the layout and the coverage: degrees clockwise about an
/// anchor (fractions of the view's frame).
public struct ViewRotation: Sendable, Equatable {
    public var degrees: Double
    public var anchorX: Double, anchorY: Double

    public init(degrees: Double, anchorX: Double = 0.5, anchorY: Double = 0.5) {
        self.degrees = degrees; self.anchorX = anchorX; self.anchorY = anchorY
    }

    /// The view modifier that says it: `rotation:degrees,x,y`.
    public var modifier: String { "rotation:\(degrees),\(anchorX),\(anchorY)" }

    /// The rotation a view modifier says; nil for any other modifier.
    public init?(modifier text: String) {
        guard let trait = LayoutTrait(text), trait.name == "rotation" else { return nil }
        let parts = trait.numbers
        guard parts.count == 3 else { return nil }
        self.init(degrees: parts[0], anchorX: parts[1], anchorY: parts[2])
    }

    /// Quarter turns `degrees` makes, when it is a whole number of them
    /// (0 to 3); nil: an angle between, which the cells cannot draw.
    public static func quarterTurns(_ degrees: Double) -> Int? {
        let q = degrees / 90
        guard abs(q - q.rounded()) < 1e-9 else { return nil }
        return ((Int(q.rounded()) % 4) + 4) % 4
    }
}
