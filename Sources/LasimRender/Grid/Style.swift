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

    public init(fg: RGB? = nil, bg: RGB? = nil, bold: Bool = false, italic: Bool = false,
                underline: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.fg = fg; self.bg = bg; self.bold = bold; self.italic = italic
        self.underline = underline; self.dim = dim; self.reverse = reverse
    }

    public static let plain = Style()

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
