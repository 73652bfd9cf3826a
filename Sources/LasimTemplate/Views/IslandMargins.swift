/// SwiftUI's `Edge.Set` as the evaluator keeps it: "all", "horizontal",
/// "vertical", an edge, or edges joined by commas ("top,bottom").
package struct EdgeSet: Sendable, Equatable {
    package var top = false, leading = false, bottom = false, trailing = false

    package init(_ text: String) {
        for part in text.split(separator: ",") {
            switch part {
            case "all": (top, leading, bottom, trailing) = (true, true, true, true)
            case "horizontal": leading = true; trailing = true
            case "vertical": top = true; bottom = true
            case "top": top = true
            case "bottom": bottom = true
            case "leading": leading = true
            case "trailing": trailing = true
            default: break
            }
        }
    }
}

/// `DynamicIsland.contentMargins(_:_:for:)`: the margins an app sets for
/// one presentation of the island (expanded, a compact side, minimal),
/// edge by edge; nil keeps the system's own.
public struct IslandMargins: Sendable, Equatable {
    public var top: Double?, leading: Double?, bottom: Double?, trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// `length` on `edges`, applied after the calls already read: Apple's
    /// documentation says the innermost values win, so an edge already
    /// set keeps its length. A negative or non-finite length is not a margin.
    package mutating func applyOuter(_ edges: EdgeSet, _ length: Double) {
        guard length.isFinite, length >= 0 else { return }
        if edges.top, top == nil { top = length }
        if edges.leading, leading == nil { leading = length }
        if edges.bottom, bottom == nil { bottom = length }
        if edges.trailing, trailing == nil { trailing = length }
    }
}

/// WidgetKit's `DynamicIslandMode`: the presentation a margin is for.
public enum IslandMode: String, Sendable, CaseIterable {
    case expanded, compactLeading, compactTrailing, minimal
}
