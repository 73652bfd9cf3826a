#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimRender

/// The fonts a PNG's texts are drawn in: librsvg finds fonts through
/// fontconfig, which reads these folders (Debian's `fonts-inter` puts
/// Inter in /usr/share/fonts/opentype/inter). Looked up once a run.
enum InstalledFonts {
    /// `LASIM_FONT_DIRS` (folders, `:` between them) where fonts are kept elsewhere.
    static let folders: [String] = {
        if let given = ProcessInfo.processInfo.environment["LASIM_FONT_DIRS"] { return given.split(separator: ":").map(String.init) }
        var dirs = ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { dirs += [home + "/.local/share/fonts", home + "/.fonts"] }
        return dirs
    }()

    /// Inter where it is installed (SF Pro's nearest free shapes, set to
    /// the layout's advances), else the fonts any SVG names.
    static func pngTextFace(folders: [String] = folders) -> PointSVG.TextFace {
        folders.contains(where: hasInter) ? .inter : .viewer
    }

    /// Inter's text faces (`Inter-Regular.otf`, `InterVariable.ttf`,
    /// `Inter.ttc`...), not its display faces.
    static func isInter(_ fileName: String) -> Bool {
        let lower = fileName.lowercased()
        guard let dot = lower.lastIndex(of: "."), [".ttf", ".otf", ".ttc"].contains(String(lower[dot...])) else { return false }
        let stem = lower[..<dot]
        return stem == "inter" || stem.hasPrefix("inter-") || stem.hasPrefix("inter[") || stem.hasPrefix("intervariable")
    }

    /// A colour emoji font of bitmaps (Noto Color Emoji, Debian's
    /// `fonts-noto-color-emoji`: `NotoColorEmoji.ttf`), the first found.
    static func colourEmojiFile(folders: [String] = folders) -> String? {
        folders.lazy.compactMap { file(in: $0, where: { $0.lowercased().hasPrefix("notocoloremoji") && $0.hasSuffix(".ttf") }) }.first
    }

    /// Inter's text faces, static or variable, in `folder` or below it.
    static func hasInter(in folder: String) -> Bool { file(in: folder, where: isInter) != nil }

    /// The first file `matches` takes in `folder` or below it, by name
    /// (fontconfig's folders are a few levels deep: fonts/opentype/inter).
    private static func file(in folder: String, depth: Int = 4, where matches: (String) -> Bool) -> String? {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted() else { return nil }
        if let name = names.first(where: matches) { return folder + "/" + name }
        for name in names { if let f = file(in: folder + "/" + name, depth: depth - 1, where: matches) { return f } }
        return nil
    }
}
