/// A theme's glyphs and symbols as a render looks them up: each name's
/// length and first eight bytes as one integer, compared before the name
/// itself (a theme has a few dozen names; hashing each name drawn, or
/// comparing it with every name, cost more than the drawing).
final class ThemeTables: Sendable {
    let name: String
    private let glyphs: Table
    private let symbols: Table
    /// For messages: "did you mean".
    let glyphNamesSorted: [String]

    private struct Table: Sendable {
        let keys: [UInt64]
        let names: [String]
        let values: [Entry]

        init(_ entries: [String: Glyph]) {
            let sorted = entries.sorted { $0.key < $1.key }
            names = sorted.map(\.key)
            values = sorted.map { Entry($0.value) }
            keys = names.map(ThemeTables.key)
        }

        func find(_ name: String) -> Entry? {
            let k = ThemeTables.key(name)
            var i = 0
            while i < keys.count {
                if keys[i] == k && names[i] == name { return values[i] }
                i += 1
            }
            return nil
        }
    }

    init(_ theme: Theme) {
        name = theme.name
        glyphs = Table(theme.glyphs)
        symbols = Table(theme.symbols)
        glyphNamesSorted = glyphs.names
    }

    /// A glyph as a render draws it. An object, so that a lookup retains
    /// one reference, not a copy of the glyph's strings (callgrind).
    final class Entry: Sendable {
        let emoji: String, ascii: String
        let emojiWidth: Int, asciiWidth: Int
        let emojiCell: UInt32?, asciiCell: UInt32?

        init(_ g: Glyph) {
            emoji = g.emoji; ascii = g.ascii
            emojiWidth = g.emojiWidth; asciiWidth = g.asciiWidth
            emojiCell = g.emojiCell; asciiCell = g.asciiCell
        }
    }

    func glyph(_ name: String) -> Entry? { glyphs.find(name) }
    /// An SF Symbol's glyph: the name itself, else its nearest base name.
    /// Symbol names are a base and variants joined by dots
    /// (`fork.knife.circle.fill`, `thermometer.medium`,
    /// `gauge.with.dots.needle.33percent`): a variant the theme does not
    /// list draws as its base does, so a theme lists bases, not every
    /// variant Apple ships.
    /// A theme that lists only the filled form (`pause.fill`) serves the
    /// outline one (`pause`) too.
    func symbol(_ name: String) -> Entry? {
        if let g = symbols.find(name) { return g }
        var base = Substring(name)
        while true {
            if base.count < name.count, let g = symbols.find(String(base)) { return g }
            if !base.hasSuffix(".fill"), let g = symbols.find(base + ".fill") { return g }
            guard let dot = base.lastIndex(of: ".") else { return nil }
            base = base[..<dot]
        }
    }

    /// The length in the top byte, the first seven bytes below it.
    static func key(_ s: String) -> UInt64 {
        if let k = s.utf8.withContiguousStorageIfAvailable({ key(UnsafeRawBufferPointer($0)) }) { return k }
        return Array(s.utf8).withUnsafeBytes { key($0) }
    }

    static func key(_ b: UnsafeRawBufferPointer) -> UInt64 {
        var k = UInt64(min(255, b.count)) << 56
        var i = 0
        while i < min(7, b.count) {
            k |= UInt64(b[i]) << UInt64(8 * i)
            i += 1
        }
        return k
    }
}
