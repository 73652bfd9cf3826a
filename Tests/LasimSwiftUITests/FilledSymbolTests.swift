@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A `.fill` symbol whose stand-in is an emoji is drawn filled in a PNG:
/// librsvg draws colour emoji blank and Symbola's emoji are outlines, so the
/// stand-in is the colour emoji font's bitmap (Noto Color Emoji's CBDT
/// table), cropped to its shape and filled in the symbol's colour.
@Suite struct FilledSymbolTests {
    typealias Rules = LayoutRuleTests

    /// A font of one strike (ppem 109) with one glyph (2) of three for U+1F464, its bitmap `png`
    /// (`w` x `h`): cmap format 12, CBLC index format 1, CBDT image format 17, as Noto Color
    /// Emoji's, and the tables FreeType needs of any font (head, hhea, hmtx, maxp).
    static func font(_ png: [UInt8], _ w: Int, _ h: Int) -> [UInt8] {
        func be(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        let cmap = be(0, 2) + be(1, 2) + be(3, 2) + be(10, 2) + be(12, 4)
            + be(12, 2) + be(0, 2) + be(28, 4) + be(0, 4) + be(1, 4) + be(0x1F464, 4) + be(0x1F464, 4) + be(2, 4)
        // Small metrics (height, width, bearings, advance) then the PNG's length.
        let glyph = [UInt8(h), UInt8(w), 0, UInt8(h), UInt8(w)] + be(png.count, 4) + png
        let cbdt = be(0x30000, 4) + glyph
        // One size record (48 bytes) at 8, its index array at 56: glyphs 2...2, subtable at +8.
        var size = be(56, 4) + be(24, 4) + be(1, 4) + be(0, 4) + [UInt8](repeating: 0, count: 24) + be(2, 2) + be(2, 2)
        size += [109, 109, 32, 1]
        let cblc = be(0x30000, 4) + be(1, 4) + size + be(2, 2) + be(2, 2) + be(8, 4)
            + be(1, 2) + be(17, 2) + be(4, 4) + be(0, 4) + be(glyph.count, 4)
        let head = be(0x10000, 4) + be(0x10000, 4) + be(0, 4) + be(0x5F0F3CF5, 4) + be(0, 2) + be(2048, 2)
            + [UInt8](repeating: 0, count: 16 + 8) + be(0, 2) + be(8, 2) + be(2, 2) + be(0, 2) + be(0, 2)
        let hhea = be(0x10000, 4) + be(1900, 2) + be(500, 2) + be(0, 2) + be(2550, 2) + [UInt8](repeating: 0, count: 12 + 8) + be(0, 2) + be(1, 2)
        let hmtx = be(2550, 2) + be(0, 2) + be(0, 2) + be(0, 2)
        let maxp = be(0x5000, 4) + be(3, 2)
        let tables: [(String, [UInt8])] = [("CBDT", cbdt), ("CBLC", cblc), ("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("maxp", maxp)]
        var out = be(0x10000, 4) + be(tables.count, 2) + [UInt8](repeating: 0, count: 6)
        var offset = 12 + 16 * tables.count
        for (tag, bytes) in tables {
            out += Array(tag.utf8) + be(0, 4) + be(offset, 4) + be(bytes.count, 4)
            offset += bytes.count
        }
        for (_, bytes) in tables { out += bytes }
        return out
    }

    /// An RGBA picture `w` x `h`, drawn where `inside` says, as PNG.
    static func png(_ w: Int, _ h: Int, _ inside: (Int, Int) -> Bool) throws -> [UInt8] {
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for x in 0..<w where inside(x, y) { px.replaceSubrange((y * w + x) * 4..<(y * w + x) * 4 + 4, with: [90, 90, 200, 255]) } }
        return try #require(AssetImageStore.encodePNG(px, width: w, height: h))
    }

    @Test("a colour emoji font's bitmap is found by FreeType through its character map and its strike's index; another character, a cut file, or a bitmap over the size cap has none")
    func bitmapOfACharacter() throws {
        let png = try Self.png(4, 4) { _, _ in true }
        let bytes = Self.font(png, 4, 4)
        guard case .success(let (w, h, pixels)) = AssetImageStore.colourGlyph(font: bytes, "\u{1F464}") else { Issue.record("no bitmap"); return }
        #expect(w == 4 && h == 4 && pixels == Array([[UInt8]](repeating: [90, 90, 200, 255], count: 16).joined()), "\(w) x \(h) \(pixels)")
        guard case .failure(let other) = AssetImageStore.colourGlyph(font: bytes, "\u{1F465}") else { Issue.record("U+1F465 drawn"); return }
        #expect(other.message.contains("U+1F465"), "\(other.message)")
        guard case .failure = AssetImageStore.colourGlyph(font: Array(bytes.prefix(bytes.count - 20)), "\u{1F464}") else { Issue.record("cut font read"); return }
        guard case .failure = AssetImageStore.colourGlyph(font: Array(bytes.prefix(30)), "\u{1F464}") else { Issue.record("30 bytes read"); return }
        guard case .failure(let large) = AssetImageStore.colourGlyph(font: bytes, "\u{1F464}", maxSide: 3) else { Issue.record("4 x 4 over a cap of 3"); return }
        #expect(large.message.contains("4x4"), "\(large.message)")
    }

    /// The filled shape of a PNG's pixels, as `ColourEmojiBitmaps` makes it of FreeType's.
    static func filledShape(_ png: [UInt8]) -> [UInt8]? {
        guard case .success(let (w, h, px)) = AssetImageStore.decode(png) else { return nil }
        return AssetImageStore.filledShape(width: w, height: h, pixels: px)
    }

    @Test("an emoji's bitmap is cropped to its shape; a key emoji's square is not taken for a shape")
    func filledShape() throws {
        // A disc of radius 10 in a 40 x 30 bitmap: cropped to about 21 x 21.
        let disc = try Self.png(40, 30) { x, y in (x - 20) * (x - 20) + (y - 15) * (y - 15) <= 100 }
        let shape = try #require(Self.filledShape(disc))
        guard case .success(let (w, h, _)) = AssetImageStore.decode(shape) else { Issue.record("no PNG"); return }
        #expect(w == 21 && h == 21, "\(w) x \(h)")
        let key = try Self.png(40, 30) { x, y in x >= 5 && x < 35 && y >= 2 && y < 28 }
        #expect(Self.filledShape(key) == nil)
    }

    @Test("a .fill symbol's emoji stand-in is drawn from its bitmap in the symbol's colour where colour emoji are not drawn; an outline symbol, or an SVG for a viewer, keeps the glyph")
    func drawnFilled() throws {
        let p = try Rules.points(Rules.widget(#"HStack { Image(systemName: "person.fill"); Image(systemName: "person"); Text("x") }.font(.system(size: 20)).foregroundStyle(.red)"#))
        var o = PointSVG.Options()
        o.colourEmoji = false
        o.filledGlyph = { $0 == "👤" ? PointSVG.Image(mime: "image/png", base64: "AAAA") : nil }
        let svg = PointSVG.svg([p], options: o)
        let lines = svg.split(separator: "\n")
        let filled = try #require(lines.first { $0.contains("<title>person.fill</title>") })
        #expect(filled.hasPrefix("<image") && filled.contains("base64,AAAA") && filled.contains(#"width="20.4""#), "\(filled)")
        #expect(svg.contains("<feFlood flood-color=\"#ff3b30\"/>"), "\(svg)")
        let outline = try #require(lines.first { $0.contains("<title>person</title>") })
        #expect(outline.hasPrefix("<text"), "\(outline)")
        o.colourEmoji = true
        #expect(!PointSVG.svg([p], options: o).contains("base64,AAAA"))
    }
}
