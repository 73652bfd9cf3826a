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

extension LaidOutView {
    /// It and all it holds where the phone draws them scaled (`.scaleEffect`),
    /// about its anchor: the cells take what the phone shows, a bar scaled
    /// to a third of its width a third of its cells, a dot scaled down a
    /// dot. A mirror (a negative factor) keeps the order of what it holds.
    func drawnScaled() -> LaidOutView {
        guard let s = paint.scale, s.x.isFinite, s.y.isFinite, s.x != 1 || s.y != 1 else { return self }
        let sx = abs(s.x), sy = abs(s.y)
        let ax = frame.x + s.anchorX * frame.width, ay = frame.y + s.anchorY * frame.height
        func scaled(_ v: LaidOutView) -> LaidOutView {
            var v = v
            let f = v.frame
            v.frame = PointRect(x: ax + (f.x - ax) * sx, y: ay + (f.y - ay) * sy, width: f.width * sx, height: f.height * sy)
            v.children = v.children.map(scaled)
            return v
        }
        return scaled(self)
    }
}
