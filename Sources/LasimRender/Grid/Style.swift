import LasimTemplate
/// How a cell is drawn. Colours are resolved (theme and appearance applied)
/// before they reach the grid, so every consumer draws the same thing.
public struct Style: Sendable, Hashable {
    public var fg: RGB?
    public var bg: RGB?
    public var bold = false
    public var italic = false
    public var underline = false
    public var dim = false
    public var reverse = false
    /// What the cell's ink is (text, large text, glyph, bar...), for the
    /// contrast checker. Provenance, not appearance: it is left out of `==`,
    /// `hash` and `summary`, so printers, screen diffs and snapshots see only
    /// what is drawn.
    public var ink: Ink = .text

    public init(fg: RGB? = nil, bg: RGB? = nil, bold: Bool = false, italic: Bool = false,
                underline: Bool = false, dim: Bool = false, reverse: Bool = false, ink: Ink = .text) {
        self.fg = fg; self.bg = bg; self.bold = bold; self.italic = italic
        self.underline = underline; self.dim = dim; self.reverse = reverse; self.ink = ink
    }

    public static let plain = Style()

    public static func == (a: Style, b: Style) -> Bool {
        a.fg == b.fg && a.bg == b.bg && a.bold == b.bold && a.italic == b.italic && a.underline == b.underline
            && a.dim == b.dim && a.reverse == b.reverse
    }

    public func hash(into h: inout Hasher) {
        h.combine(fg); h.combine(bg)
        h.combine(bold); h.combine(italic); h.combine(underline); h.combine(dim); h.combine(reverse)
    }

    /// A compact, stable description for snapshots: "fg=#ffffff bg=#000000 bold".
    public var summary: String {
        var parts: [String] = []
        if let fg { parts.append("fg=\(fg.hex)") }
        if let bg { parts.append("bg=\(bg.hex)") }
        if bold { parts.append("bold") }
        if italic { parts.append("italic") }
        if underline { parts.append("underline") }
        if dim { parts.append("dim") }
        if reverse { parts.append("reverse") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

/// What a cell's ink is, so the contrast checker knows which WCAG 2.x
/// threshold applies (see `ContrastChecker`). The renderer sets it where it
/// knows: glyph elements and the rider are `.glyph`, the `big` element is
/// `.largeText`, filled bar cells are `.graphic`, the empty track and bar
/// gaps are `.decoration`; everything else is `.text`.
public struct Ink: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, CaseIterable {
        case text, largeText, glyph, graphic, decoration
        public var name: String {
            switch self {
            case .text: return "text"
            case .largeText: return "large text"
            case .glyph: return "glyph"
            case .graphic: return "bar"
            case .decoration: return "decoration"
            }
        }
    }
    public var kind: Kind
    /// The colour came from the payload (a `color: "{carColorHex}"` that is
    /// not a theme role): the app's data, not the theme's palette.
    public var fromData: Bool

    public init(_ kind: Kind, fromData: Bool = false) { self.kind = kind; self.fromData = fromData }

    public static let text = Ink(.text)
    public static let largeText = Ink(.largeText)
    public static let glyph = Ink(.glyph)
    public static let graphic = Ink(.graphic)
    public static let decoration = Ink(.decoration)

    /// WCAG 2.x minimum: 4.5:1 for text, 3:1 for large text (1.4.3) and for
    /// glyphs and bars (1.4.11 non-text contrast); nil when not checked.
    public var requiredRatio: Double? {
        switch kind {
        case .text: return 4.5
        case .largeText, .glyph, .graphic: return 3
        case .decoration: return nil
        }
    }
}
