import LasimTemplate

/// `.labelStyle(.iconOnly)` and `.titleOnly`: a `Label` under them shows
/// only its icon or only its title, as the phone draws it; the style reaches
/// a label from any view around it, as SwiftUI's environment does (a row of
/// `Button { Label(...) }` given `.labelStyle(.iconOnly)` once shows icons
/// alone). `.titleAndIcon`, `.automatic` and an app's own style draw both.
enum LabelStyles {
    /// What `Label` puts on the view it makes, followed by how many of its
    /// views are the icon (the first ones), until this pass reads it.
    static let iconsMarker = "labelIcons:"

    /// The tree with every `Label` in it drawn in the style around it.
    static func styled(_ n: ViewNode, _ outer: String = "automatic") -> ViewNode {
        var style = outer
        for case .other(let m) in n.modifiers.reversed() where m.hasPrefix("labelStyle:") {
            style = String(m.dropFirst("labelStyle:".count))
        }
        let inner = n.mappingContents { styled($0, style) }
        guard let k = inner.modifiers.firstIndex(where: { if case .other(let m) = $0 { return m.hasPrefix(iconsMarker) }; return false }),
              case .other(let m) = inner.modifiers[k] else { return inner }
        var children = inner.children, modifiers = inner.modifiers
        modifiers.remove(at: k)
        let icons = min(Int(m.dropFirst(iconsMarker.count)) ?? 0, children.count)
        switch style {
        case "iconOnly": children = Array(children.prefix(icons))
        case "titleOnly": children = Array(children.dropFirst(icons))
        default: break
        }
        return ViewNode(n.kind, children: children, modifiers: modifiers, location: n.location, asWritten: n.asWritten)
    }
}
