import LasimTemplate
extension RenderContext {
    /// A template colour, and whether it came from the payload: computed
    /// (`"{carColorHex}"`) and not one of the theme's role colours. Those
    /// are the app's data, not the theme's; the contrast report lists them
    /// apart (`Ink.fromData`).
    func tint(_ t: TextTemplate, path: @autoclosure () -> String) -> (rgb: RGB?, fromData: Bool) {
        guard let rgb = colour(t, path: path()) else { return (nil, false) }
        if t.parts.count == 1, case .literal = t.parts[0] { return (rgb, false) }
        return (rgb, !palette.inkColours.contains(rgb))
    }

    /// The same for a colour classified when its template loaded: a role or
    /// a fixed colour is the theme's, found with no string work.
    func tint(_ spec: ColourSpec, path: @autoclosure () -> String) -> (rgb: RGB?, fromData: Bool) {
        switch spec {
        case .role(let role): return (palette[role], false)
        case .fixed(let rgb): return (rgb, false)
        case .computed(let t): return tint(t, path: path())
        }
    }
}
