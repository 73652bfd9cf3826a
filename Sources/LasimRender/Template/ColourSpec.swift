/// A colour as a template gives it, classified when the template loads.
enum ColourSpec: Sendable {
    /// A theme role: resolved against the palette of the surface drawn on.
    case role(Palette.Role)
    /// "#rrggbb" or a colour name.
    case fixed(RGB)
    /// Computed from the state ("{carColorHex}"), or not a colour at all
    /// (reported where it is drawn): evaluated at every render.
    case computed(TextTemplate)

    init(_ t: TextTemplate) {
        guard t.parts.count == 1, case .literal(let s) = t.parts[0], !s.isEmpty else { self = .computed(t); return }
        if let role = Palette.Role(name: s) {
            self = .role(role)
        } else if let rgb = RGB(hex: s) ?? RenderContext.namedColours[s.lowercased()] {
            self = .fixed(rgb)
        } else {
            self = .computed(t)
        }
    }
}
