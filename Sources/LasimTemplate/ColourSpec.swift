/// A colour as a template gives it, classified when the template loads.
package enum ColourSpec: Sendable {
    /// A theme role: resolved against the palette of the surface drawn on.
    case role(ColourRole)
    /// "#rrggbb" or a colour name.
    case fixed(RGB)
    /// Computed from the state ("{carColorHex}"), or not a colour at all
    /// (reported where it is drawn): evaluated at every render.
    case computed(TextTemplate)

    package init(_ t: TextTemplate) {
        if t.parts.count == 1, case .literal(let s) = t.parts[0], let spec = Self.literal(s) {
            self = spec
        } else {
            self = .computed(t)
        }
    }

    /// What a colour's text names: a role, else "#rrggbb" or "#rgb", else
    /// a colour name; nil when it is none of them. The one rule for a
    /// template's colours, whether written in the template or computed.
    package static func literal(_ s: String) -> ColourSpec? {
        if let role = ColourRole(name: s) { return .role(role) }
        if let rgb = RGB(hex: s) ?? namedColours[s.lowercased()] { return .fixed(rgb) }
        return nil
    }

    /// The names `namedColours` knows, sorted: what the JSON Schema and the
    /// reference list (a name is matched in any case).
    static let names = namedColours.keys.sorted()

    /// Colour names a backend may send instead of hex (seed 002 sends both).
    static let namedColours: [String: RGB] = [
        "black": RGB(0x1c, 0x1c, 0x1e), "white": RGB(0xf2, 0xf2, 0xf7), "gray": RGB(0x8e, 0x8e, 0x93),
        "grey": RGB(0x8e, 0x8e, 0x93), "silver": RGB(0xc0, 0xc0, 0xc0), "red": RGB(0xd7, 0x26, 0x1e),
        "blue": RGB(0x1e, 0x5a, 0xd7), "green": RGB(0x2e, 0x8b, 0x3e), "yellow": RGB(0xf5, 0xc5, 0x18),
        "gold": RGB(0xd4, 0xaf, 0x37), "orange": RGB(0xf2, 0x8c, 0x28), "brown": RGB(0x7b, 0x4a, 0x2a),
        "beige": RGB(0xd9, 0xc8, 0xa0), "purple": RGB(0x7d, 0x3c, 0xc8),
        // SwiftUI's other system colours (an app's own views name them).
        "pink": RGB(0xff, 0x2d, 0x55), "mint": RGB(0x00, 0xc7, 0xbe), "teal": RGB(0x30, 0xb0, 0xc7),
        "cyan": RGB(0x32, 0xad, 0xe6), "indigo": RGB(0x58, 0x56, 0xd6),
    ]
}
