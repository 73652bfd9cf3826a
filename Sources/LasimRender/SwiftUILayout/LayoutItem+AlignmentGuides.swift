/// SwiftUI's alignment guides: a stack lines its views up across on its
/// alignment, a `ZStack` and a frame (an aligned overlay's too) on theirs,
/// each view's guide where the app's `.alignmentGuide` puts it, else at
/// the guide's own place (a leading guide at the leading edge); the
/// container is as long as the views lined up reach. Without a guide of
/// the app's this is the plain rule, `(room - view) x fraction`.
struct AlignmentGuide {
    var axis: LayoutAxis
    /// The guide it moves: 0 leading or top, 0.5 centre, 1 trailing or bottom.
    var fraction: Double
    /// The app's closure as a line of the view's size (`Builtins.alignmentGuide`).
    var constant: Double, perWidth: Double, perHeight: Double

    /// The evaluator's trait: "horizontal 0 constant perWidth perHeight".
    init?(_ argument: String) {
        let parts = argument.split(separator: " ")
        guard parts.count == 5, let fraction = Double(parts[1]), let c = Double(parts[2]), let w = Double(parts[3]),
              let h = Double(parts[4]), [c, w, h].allSatisfy(\.isFinite) else { return nil }
        axis = parts[0] == "vertical" ? .vertical : .horizontal
        self.fraction = fraction; constant = c; perWidth = w; perHeight = h
    }

    func value(_ s: PointSize) -> Double { constant + perWidth * s.width + perHeight * s.height }
}

extension LayoutItem {
    /// Where the guide at `fraction` along `axis` falls in the item sized `s`, from its start.
    func alignmentValue(_ axis: LayoutAxis, _ fraction: Double, _ s: PointSize) -> Double {
        if let g = guides.last(where: { $0.axis == axis && $0.fraction == fraction }) { return g.value(s) }
        return s[axis] * fraction
    }

    /// Views lined up on one guide: each one's start from the group's, and
    /// how long the group is along `axis`. Nil when none of them moves that
    /// guide (the plain rule then says the same, cheaper).
    static func lineUp(_ views: [(item: LayoutItem, size: PointSize)], _ axis: LayoutAxis,
                       _ fraction: Double) -> (starts: [Double], length: Double)? {
        guard views.contains(where: { v in v.item.guides.contains { $0.axis == axis && $0.fraction == fraction } }) else { return nil }
        let values = views.map { $0.item.alignmentValue(axis, fraction, $0.size) }
        let before = values.max() ?? 0
        let after = zip(views, values).map { $0.size[axis] - $1 }.max() ?? 0
        return (values.map { before - $0 }, before + after)
    }

    /// A child at `alignment` in a room (a frame, an overlay's layer): its
    /// guide on the room's, from the room's start (x, y).
    static func offset(_ child: LayoutItem, _ s: PointSize, _ alignment: LayoutAlignment, room: PointSize) -> (x: Double, y: Double) {
        func along(_ axis: LayoutAxis, _ fraction: Double) -> Double {
            fraction * room[axis] - child.alignmentValue(axis, fraction, s)
        }
        let x = alignment.guide == nil ? along(.horizontal, alignment.horizontal)
            : alignment.horizontalOffset(child: s.width, room: room.width)
        return (x, along(.vertical, alignment.vertical))
    }
}
