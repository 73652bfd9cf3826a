/// Glyph names, and what a name looks like (lower-case letters, digits and
/// dashes, like `car-body`), so literal glyph text such as "•" is not mistaken
/// for a misspelt name.
public enum GlyphNames {
    /// The glyphs every theme has unless it changes them: the default
    /// theme's (`Theme.standard`), as emoji and the ASCII drawn where
    /// emoji cannot be shown. The loader warns of a name not among them.
    public static let defaults: [(name: String, emoji: String, ascii: String)] = [
        ("rider", "🛵", "o>"),
        ("car", "🚗", "=o"),
        // Drawn as text so the payload's car colour can tint it (seed 002).
        ("car-body", "▟█▙", "[=]"),
        ("bag", "🥡", "[]"),
        ("food", "🍔", "@"),
        ("cooking", "🍳", "~"),
        ("clock", "⏰", "o"),
        ("check", "✅", "v"),
        ("pin", "📍", "*"),
        ("box", "📦", "#"),
        ("cart", "🛒", "\\_"),
        ("taxi", "🚕", "=o"),
        ("warning", "⚠", "!"),
        ("sport", "⚽", "o"),
        ("flag", "🏁", "#"),
        ("person", "👤", "@"),
        ("star", "⭐", "*"),
    ]

    public static let standard: [String] = defaults.map(\.name).sorted()

    public static func looksLikeName(_ s: String) -> Bool {
        s.count >= 2 && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            && s.unicodeScalars.contains { ("a"..."z").contains($0) }
    }
}
