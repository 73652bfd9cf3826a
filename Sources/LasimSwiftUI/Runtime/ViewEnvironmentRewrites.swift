import LasimTemplate

/// Modifiers that SwiftUI hands down through the environment to the views
/// inside, applied to the tree they are written on once it is made (the
/// views inside are evaluated before the modifier on them is).
enum ViewEnvironmentRewrites {
    /// `.symbolVariant(.fill)`, `.symbolVariant(.circle.fill)`: every SF
    /// Symbol inside takes the variant, in the order symbol names write
    /// their parts (`person.circle.fill`, `bell.slash.fill`); a part the
    /// name already has is not added again.
    static func symbolVariant(_ node: ViewNode, parts: [String]) -> ViewNode {
        let variant = Set(parts).intersection(shapes + ["slash", "fill"])
        guard !variant.isEmpty else { return node }
        return mapped(node) { n in
            guard case .image(let name, true) = n.kind else { return nil }
            return n.with(.image(name: variantName(name, variant), systemName: true))
        }
    }

    static let shapes = ["circle", "square", "rectangle"]

    static func variantName(_ name: String, _ variant: Set<String>) -> String {
        var parts = name.split(separator: ".").map(String.init)
        var has = Set<String>()
        // The base keeps its first part: `circle` is a symbol, not a variant of one.
        while parts.count > 1, let last = parts.last, (shapes + ["slash", "fill"]).contains(last) { has.insert(last); parts.removeLast() }
        let all = has.union(variant)
        // One enclosing shape: the name's own, else the variant's.
        let shape = shapes.first(where: has.contains) ?? shapes.first(where: all.contains)
        return (parts + (shape.map { [$0] } ?? []) + ["slash", "fill"].filter(all.contains)).joined(separator: ".")
    }

    /// `.fill`, `.circle.fill`: the parts a `SymbolVariants` value names.
    static func variantParts(_ v: SwiftValue?) -> [String] {
        switch v {
        case .enumCase(_, let name, _)?: return [name]
        case .bound(let b)?: return variantParts(b.receiver) + [b.name]
        default: return []
        }
    }

    /// `.labelsHidden()`: a `ProgressView`'s or `Gauge`'s label is not
    /// drawn, nor a `Toggle`'s: its switch alone.
    static func labelsHidden(_ node: ViewNode) -> ViewNode {
        mapped(node) { n in
            if let control = toggleParts(n)?.control { return control }
            guard case .progress = n.kind, !n.children.isEmpty else { return nil }
            return n.with(n.kind, children: [])
        }
    }

    /// Marks a `Toggle`'s switch (`Builtins.toggle`).
    static let toggleSwitch = ViewModifier.other("toggleSwitch")

    /// A `Toggle` as `Builtins.toggle` made it: its label and its switch.
    static func toggleParts(_ n: ViewNode) -> (label: [ViewNode], control: ViewNode)? {
        guard case .hstack = n.kind, let control = n.children.last, control.modifiers.contains(toggleSwitch) else { return nil }
        return (Array(n.children.dropLast(2)), control)
    }

    /// `.tint(c)`, `.toggleStyle(SwitchToggleStyle(tint: c))`: a switch
    /// inside that is on is that colour, not the phone's green (off, it
    /// stays grey); a view inside with its own `.tint` keeps its own.
    static func tintedSwitches(_ node: ViewNode, _ c: ViewColor) -> ViewNode {
        mapped(node) { n in
            if n.modifiers.contains(where: { if case .tint = $0 { return true }; return false }) { return n }
            guard n.modifiers.contains(toggleSwitch) else { return nil }
            guard case .zstack(alignment: "trailing") = n.kind, let track = n.children.first else { return n }
            let painted = ViewNode(track.kind, children: track.children,
                                   modifiers: track.modifiers.map { if case .foreground = $0 { return .foreground(c) }; return $0 },
                                   location: track.location)
            return n.with(n.kind, children: [painted] + n.children.dropFirst())
        }
    }

    /// `.toggleStyle(.button)`: the toggle is a button of its label, no switch.
    static func toggleAsButton(_ node: ViewNode) -> ViewNode {
        mapped(node) { n in
            guard let parts = toggleParts(n) else { return nil }
            let label = parts.label.count == 1 ? parts.label[0] : ViewNode(.group, children: parts.label, location: n.location)
            return label.adding(.other(ButtonStyles.marker))
        }
    }

    /// Marks the current value SwiftUI makes for a timer's `ProgressView`
    /// (`DefaultDateProgressLabel`) among the bar's children.
    static let synthesizedValue = ViewModifier.other("synthesizedValueLabel")

    /// `.progressViewStyle(AppsOwnStyle())`: the app's `makeBody` draws the
    /// bar (it is not run); the labels the app wrote stay, but the value
    /// SwiftUI would make appears only where that style draws it, which
    /// lasim cannot tell: left out.
    static func withoutSynthesizedValue(_ node: ViewNode) -> ViewNode {
        mapped(node) { n in
            guard case .progress = n.kind, n.children.contains(where: { $0.modifiers.contains(synthesizedValue) }) else { return nil }
            return n.with(n.kind, children: n.children.filter { !$0.modifiers.contains(synthesizedValue) })
        }
    }

    /// The tree with `change` applied to each node it answers for (its
    /// answer replaces the node whole), the others rebuilt around their
    /// changed children and layers. (A slot's root gets its `asWritten`
    /// only after these run: there is none inside to change.)
    static func mapped(_ n: ViewNode, _ change: (ViewNode) -> ViewNode?) -> ViewNode {
        change(n) ?? n.mappingContents { mapped($0, change) }
    }
}
