/// A SwiftUI view tree -> the elements today's cell layout draws: points to
/// cells at 8 x 16 pt, styles as cell attributes. Shapes, frames and
/// layers that cells cannot show are dropped here, in one place.
package enum ViewLowering {
    static func element(_ n: ViewNode) -> Element? {
        // A fill with an overlay (a capsule with a label on it): cells show the label.
        if n.isFill, let top = n.modifiers.lazy.compactMap({ m -> ViewNode? in if case .overlay(let v) = m { return v }; return nil }).first {
            guard let e = element(top) else { return nil }
            if e.background == nil, let c = n.fillColour, let s = colour(c) { e.background = literal(s) }
            return e
        }
        var lines = 1
        for case .lineLimit(let l) in n.modifiers { lines = max(1, min(6, l ?? 3)); break }
        let e: Element
        switch n.kind {
        case .text(let t):
            e = Element(.text(t, lines: lines), path: n.location)
        case .image(let name, let systemName):
            if systemName {
                e = Element(.symbol(literal(name)), path: n.location)
            } else {
                // An asset image: its name, until images are drawn as pixels.
                e = Element(.text(literal("[\(name)]"), lines: 1), path: n.location)
                e.color = literal("secondary")
            }
        case .label:
            e = Element(.hstack(children(n)), path: n.location)
            e.spacing = 1
        case .hstack(let alignment, let spacing):
            e = Element(.hstack(children(n)), path: n.location)
            e.spacing = spacing.map { Element.cells(($0 / 8).rounded()) } ?? 1
            e.align = align(alignment)
        case .vstack(let alignment, let spacing):
            e = Element(.vstack(children(n)), path: n.location)
            e.spacing = spacing.map { Element.cells(($0 / 16).rounded()) } ?? 0
            e.align = align(alignment)
        case .zstack:
            // Layers cannot overlap in cells: fills go, the rest stack.
            let content = flattened(n.children).filter { !$0.isFill }.compactMap(element)
            if content.isEmpty { return nil }
            e = content.count == 1 ? content[0] : Element(.vstack(content), path: n.location)
        case .group:
            let c = children(n)
            if c.isEmpty { return nil }
            e = c.count == 1 ? c[0] : Element(.vstack(c), path: n.location)
        case .viewThatFits:
            // Template cells measure no room: the first choice.
            guard let c = flattened(n.children).lazy.compactMap(element).first else { return nil }
            e = c
        case .spacer(let minLength):
            e = Element(.spacer(min: minLength.map { Element.cells(($0 / 8).rounded()) } ?? 1), path: n.location)
        case .divider:
            e = Element(.progress(value: .literal(.number(0)), total: nil, rider: nil), path: n.location)
        case .progress(let value?, let total):
            e = Element(.progress(value: .literal(.number(value)), total: .literal(.number(total)), rider: nil), path: n.location)
        case .progress(nil, _):
            e = Element(.text(literal("…"), lines: 1), path: n.location)
        case .shape(let name):
            guard name == "Circle" else { return nil }
            e = Element(.glyph(literal("●")), path: n.location)
        case .color, .empty, .chartMark, .chartAxis:
            return nil
        case .chart:
            // Noted as any view these templates cannot hold, not dropped unseen.
            e = Element(.placeholder(label: "Chart", note: Problem(at: n.location, notDrawn: "SwiftUI Chart", because: "the watch and CarPlay templates have no charts")),
                        path: n.location)
        case .placeholder(let construct, let note):
            e = Element(.placeholder(label: construct, note: Problem(at: n.location, notDrawn: "SwiftUI \(construct)", because: note)),
                        path: n.location)
        case .failure(let message):
            e = Element(.failure(note: Problem(at: n.location, message)), path: n.location)
        }
        return apply(n.modifiers, to: e, node: n) ? e : nil
    }

    /// Modifiers in the order they were written: the innermost colour and
    /// font win, as SwiftUI's environment does.
    static func apply(_ modifiers: [ViewModifier], to e: Element, node: ViewNode) -> Bool {
        var coloured = false
        for m in modifiers {
            switch m {
            case .font(let size, let weight, _, _):
                if size >= 22 || weight.map(isBold) == true { e.bold = true }
            case .bold(let b): e.bold = e.bold || b
            case .italic: e.italic = true
            case .foreground(let c):
                if !coloured, let s = colour(c) { e.color = literal(s); coloured = true }
                if c.opacity < 0.8 { e.dim = true }
            case .tint(let c):
                // A tint colours a bar, not a text.
                if case .progress = node.kind, !coloured, let s = colour(c) { e.color = literal(s); coloured = true }
            case .background(.color(let c)):
                if e.background == nil, let s = colour(c) { e.background = literal(s) }
            case .background(.view(let v)):
                if e.background == nil, let c = v.fillColour, let s = colour(c) { e.background = literal(s) }
            case .padding(let edges, let amount):
                if ["all", "horizontal", "leading", "trailing"].contains(where: edges.contains) {
                    e.padding = max(e.padding, min(4, amount.map { Element.cells(($0 / 8).rounded()) } ?? 2))
                }
            case .frame(_, _, _, _, _, _, let alignment?):
                e.align = align(alignment) ?? e.align
            case .opacity(let o): if o < 0.8 { e.dim = true }
            case .multilineTextAlignment(let a): e.align = align(a)
            case .hidden: return false
            case .frame, .lineLimit, .overlay, .shadow, .outline, .clip, .dynamicTypeSize, .other: break
            }
        }
        if case .shape = node.kind, !coloured, let c = node.fillColour, let s = colour(c) { e.color = literal(s) }
        return true
    }

    static func children(_ n: ViewNode) -> [Element] { flattened(n.children).compactMap(element) }

    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] { ViewNode.dissolvingGroups(nodes) }

    package static func isBold(_ weight: String) -> Bool { ["bold", "heavy", "black", "semibold"].contains(weight) }

    static func align(_ a: String?) -> Element.Align? {
        guard let a else { return nil }
        if a.contains("leading") { return .leading }
        if a.contains("trailing") { return .trailing }
        if a.hasPrefix("top") { return .top }
        if a.hasPrefix("bottom") { return .bottom }
        return .center
    }

    static func literal(_ s: String) -> TextTemplate { TextTemplate(parts: [.literal(s)], source: s) }

    /// A colour as the renderer reads it: a palette role or "#rrggbb".
    package static func colour(_ c: ViewColor) -> String? {
        switch c {
        case .gradient: return colour(c.flat)
        // A role at an opacity is the role (the opacity is the colour's own).
        case .translucent(let n, _) where ViewColor.system[n] == nil: return colour(.named(n))
        case .rgb, .translucent: return c.hex
        case .named(let name):
            switch name {
            case "primary", "secondary", "accent": return name
            case "tertiary", "quaternary": return "secondary"
            // The system's label colours (`ViewColor.label`): the theme's roles.
            case "label": return "primary"
            case "secondaryLabel": return "secondary"
            case "clear": return nil
            default: return ViewColor.system[ViewColor.drawnName(name)]?.hex
            }
        }
    }

}

extension ViewNode {
    /// A shape or colour that only paints: a layer cells cannot overlap.
    public var isFill: Bool {
        switch kind {
        case .color, .shape: return true
        default: return false
        }
    }

    /// The colour a fill paints with.
    public var fillColour: ViewColor? {
        if case .color(let c) = kind { return c }
        for case .foreground(let c) in modifiers { return c }
        return nil
    }
}
