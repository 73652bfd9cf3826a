import LasimTemplate

/// What an app says about where the expanded island places a region:
/// `DynamicIslandExpandedRegion(_:priority:content:)`'s priority and
/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on a region's
/// content (which the Swift front end writes as modifiers of the region).
extension Renderer {
    /// A region's `priority:` (0 unless given). Apple: "The priority that
    /// tells the system which content to prioritize when it sizes the
    /// content of an expanded Live Activity in the Dynamic Island."
    static func regionPriority(_ region: ViewNode?) -> Double {
        guard let region else { return 0 }
        for case .other(let m) in region.modifiers {
            if let trait = LayoutTrait(m), trait.name == regionPriorityTrait { return trait.value ?? 0 }
        }
        return 0
    }

    /// A region's own `contentMargins(_:_:)` ("overrides default content
    /// margins for the provided edges"; the innermost call wins), as the
    /// island's margins read them.
    static func regionMargins(_ region: ViewNode) -> IslandMargins {
        var set = IslandMargins()
        for case .other(let m) in region.modifiers {
            guard let trait = LayoutTrait(m), trait.name == regionMarginsTrait, let argument = trait.argument else { continue }
            let parts = argument.split(separator: ":")
            guard parts.count == 2, let length = Double(parts[1]) else { continue }
            set.applyOuter(EdgeSet(String(parts[0])), length)
        }
        return set
    }

    /// `region` moved by its own margins where they replace the island's
    /// (`margins`) on its outer edges (`outer`: the island's edges the region
    /// lies along): a padding of the difference, less than none where the
    /// region's margin is the smaller.
    static func withOwnMargins(_ region: ViewNode?, outer: EdgeSet, margins: EdgeLengths) -> ViewNode? {
        guard let region else { return nil }
        let own = regionMargins(region)
        var n = region
        func pad(_ edge: String, _ on: Bool, _ set: Double?, _ base: Double) {
            guard on, let set, set != base else { return }
            n = n.adding(.padding(edges: edge, amount: set - base))
        }
        pad("top", outer.top, own.top, margins.top)
        pad("leading", outer.leading, own.leading, margins.leading)
        pad("bottom", outer.bottom, own.bottom, margins.bottom)
        pad("trailing", outer.trailing, own.trailing, margins.trailing)
        return n
    }

    /// How the Swift front end writes them on a region, as traits
    /// (`LayoutTrait`): `regionPriority:2`, `regionMargins:leading,top:8`.
    package static let regionPriorityTrait = "regionPriority"
    package static let regionMarginsTrait = "regionMargins"
    package static let belowIfTooWideMark = ViewModifier.other("verticalPlacement:belowIfTooWide")

    /// Whether a region's content asks to be placed below the camera when it
    /// is too wide beside it: Apple's `belowIfTooWide`, "vertical placement
    /// below the default vertical position for content that's too wide to
    /// fit next to the TrueDepth camera". Written on the region's content:
    /// the region itself or a view directly in it.
    static func placedBelowIfTooWide(_ region: ViewNode) -> Bool {
        region.modifiers.contains(belowIfTooWideMark) || region.children.contains { $0.modifiers.contains(belowIfTooWideMark) }
    }

    /// The widths of the leading and trailing regions (`leading`, `trailing`:
    /// what each asks; nil: no such region) that `below` moves under the
    /// camera, where the camera no longer bounds them: the island's `width`
    /// less the other side where it stays beside the camera (its column at
    /// most) and the spacing, or half of it each when both go below. nil for
    /// a region left beside the camera. Both below, they share the row:
    /// half each, or, where one is ranked above the other (`priorities`,
    /// their `priority:`), that one is sized first, as a center ranked
    /// above the sides is (`topSlots`): it keeps what it asks, at most the
    /// row less the spacing, and the other has what is left.
    static func belowSlots(leading: Double?, trailing: Double?, width: Double,
                           columns: (leading: Double, trailing: Double),
                           below: (leading: Bool, trailing: Bool),
                           priorities: (leading: Double, trailing: Double) = (0, 0)) -> (leading: Double?, trailing: Double?) {
        let row = max(0, width - expandedSpacingPt)
        func slot(_ moved: Bool, asked own: Double?, rank: Double, other asked: Double?, otherRank: Double,
                  otherColumn: Double, otherBelow: Bool) -> Double? {
            guard moved else { return nil }
            guard let asked else { return width }
            if otherBelow {
                if rank > otherRank { return min(own ?? row, row) }
                if otherRank > rank { return max(0, row - min(asked, row)) }
                return row / 2
            }
            return max(0, width - min(asked, otherColumn) - expandedSpacingPt)
        }
        return (slot(below.leading, asked: leading, rank: priorities.leading, other: trailing, otherRank: priorities.trailing,
                     otherColumn: columns.trailing, otherBelow: below.trailing),
                slot(below.trailing, asked: trailing, rank: priorities.trailing, other: leading, otherRank: priorities.leading,
                     otherColumn: columns.leading, otherBelow: below.leading))
    }
}
