/// `.scaleEffect` as a view carries it, from the evaluator to the layout:
/// factors along x and y about an anchor (fractions of the view's frame).
/// SwiftUI draws the view scaled and lays it out unscaled, its frame the
/// same: what is around it does not move.
public struct ViewScale: Sendable, Equatable {
    public var x: Double, y: Double
    public var anchorX: Double, anchorY: Double

    public init(x: Double, y: Double, anchorX: Double = 0.5, anchorY: Double = 0.5) {
        self.x = x; self.y = y; self.anchorX = anchorX; self.anchorY = anchorY
    }

    /// The view modifier that says it: `scale:x,y,ax,ay`.
    public var modifier: String { "scale:\(x),\(y),\(anchorX),\(anchorY)" }

    /// The scale a view modifier says; nil for any other modifier.
    public init?(modifier text: String) {
        guard let trait = LayoutTrait(text), trait.name == "scale" else { return nil }
        let parts = trait.numbers
        guard parts.count == 4, parts.allSatisfy(\.isFinite) else { return nil }
        self.init(x: parts[0], y: parts[1], anchorX: parts[2], anchorY: parts[3])
    }
}
