#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimRender
import LasimSwiftUI

/// `PointSVG.Options.filledGlyph` for a PNG: the installed colour emoji
/// font's bitmaps (FreeType reads them: `AssetImageStore.colourGlyph`),
/// the font file read once, when a `.fill` symbol first asks.
final class ColourEmojiBitmaps: @unchecked Sendable {
    private var font: [UInt8]??
    private var cache: [String: PointSVG.Image?] = [:]
    private let lock = PthreadLock()

    /// The bitmap of an emoji of one character (its presentation selectors aside).
    func image(_ emoji: String) -> PointSVG.Image? {
        lock.locked {
            if let hit = cache[emoji] { return hit }
            if font == nil {
                font = .some(InstalledFonts.colourEmojiFile().flatMap { FileManager.default.contents(atPath: $0) }.map { Array($0) })
            }
            let scalars = emoji.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{FE0E}" }
            var found: PointSVG.Image?
            if scalars.count == 1, let f = font ?? nil,
               case .success(let (w, h, pixels)) = AssetImageStore.colourGlyph(font: f, scalars[scalars.startIndex]),
               let png = AssetImageStore.filledShape(width: w, height: h, pixels: pixels) {
                found = PointSVG.Image(mime: "image/png", base64: Data(png).base64EncodedString())
            }
            cache[emoji] = found
            return found
        }
    }
}
