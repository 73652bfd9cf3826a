import LasimTemplate

extension Palette {
    /// An app's view colour as this surface draws it: a palette role, a
    /// fixed colour, or a system colour (with an opacity or without) in
    /// the variant of the surface's scheme; nil for `.clear` and for names
    /// lasim does not know. The cells and the true-size drawing both read
    /// colours here (the opacity is the colour's own, `ViewColor.opacity`).
    func colour(_ c: ViewColor) -> RGB? {
        let variant = c.variant(dark: darkScheme)
        // A colour by components is its bytes: what its hex, written and
        // read back, says (every text's colour, at every drawing: callgrind).
        if let rgb = variant.bytes { return rgb }
        guard let s = ViewLowering.colour(variant) else { return nil }
        switch ColourSpec.literal(s) {
        case .role(let role)?: return self[role]
        case .fixed(let rgb)?: return rgb
        default: return nil
        }
    }
}
