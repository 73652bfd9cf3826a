import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import LasimModel
import LasimRender
import LasimSwift
import LasimSwiftUI

/// `render --format svg|html|png`: the presentations at their size in
/// points (`PointSVG`), an app's own views or a template's slots as views;
/// the cells where there is no point layout (the watch, CarPlay, the menu
/// bar, the projector) or with `--cells`; PNG rasterised from the SVG
/// (`PNGRasteriser`).
extension RenderCommand {
    typealias Section = (title: String, presentations: [PointPresentation])

    /// --scale and --output, checked before anything is drawn.
    func validateImageOptions() throws {
        guard let s = Int(scale), (1...3).contains(s) else {
            throw PNGRasteriser.Failure(message: "--scale \(scale): 1, 2 or 3 (pixels per point)")
        }
        if output != nil && !format.isImage {
            throw PNGRasteriser.Failure(message: "--output applies to --format svg, html and png")
        }
        if cells && !format.isImage {
            throw PNGRasteriser.Failure(message: "--cells applies to --format svg, html and png")
        }
    }

    var scaleFactor: Double { Double(Int(scale) ?? 1) }

    /// The chosen presentations of each group's activities laid out in
    /// points; nil when one of them has no point layout (the watch,
    /// CarPlay, the menu bar), which are then drawn in cells.
    func pointSections(_ groups: [(title: String, lock: [Snapshot], now: Double)], island: [Snapshot]? = nil,
                       renderer: Renderer) throws -> [Section]? {
        var sections: [Section] = []
        for g in groups {
            let island = island ?? g.lock.filter { $0.state == .active || $0.state == .stale }
            var wanted: [(Presentation, Snapshot)] = []
            let hasIsland = renderer.options.device.hasIsland
            switch presentation {
            case .one(.lock): wanted = g.lock.map { (.lock, $0) }
            case .one(let p):
                guard p.spec.drawing.hasPointLayout, hasIsland || !p.spec.needsIsland else { return nil }
                wanted = island.prefix(1).map { (p, $0) }
            case .all:
                wanted = g.lock.map { (.lock, $0) }
                if hasIsland, let s = island.first { wanted += [(.compact, s), (.expanded, s), (.minimal, s)] }
            case .surfaces:
                return nil
            }
            if wanted.isEmpty { return nil }
            var drawn: [PointPresentation] = []
            for (p, s) in wanted {
                guard let laid = renderer.pointLayout(p, s, now: g.now) else { return nil }
                drawn.append(laid)
            }
            sections.append((g.title, drawn))
        }
        return sections.isEmpty ? nil : sections
    }

    /// The presentations in points as the chosen format.
    func writeImage(points sections: [Section], title: String) throws {
        var o = PointSVG.Options()
        o.title = title
        // `--assets` catalogs hold images as the folders beside the sources do.
        let images = AssetImages(paths: draw.swift.paths + draw.swift.assets)
        o.image = { images.image(named: $0) }
        o.pixelated = { images.pixelated(named: $0, width: $1, height: $2) }
        switch format {
        case .html:
            o.scale = scaleFactor
            try emit(Array(PointSVG.html(sections, title: title, options: o).utf8))
        case .png:
            let all = sections.flatMap(\.presentations)
            o.textFace = InstalledFonts.pngTextFace()
            o.colourEmoji = false
            let bitmaps = ColourEmojiBitmaps()
            o.filledGlyph = { bitmaps.image($0) }
            let svg = PointSVG.svg(all, options: o)
            let width = all.map(\.width).max() ?? 1
            let height = all.map(\.height).reduce(0, +) + o.gap * Double(max(0, all.count - 1))
            try emit(PNGRasteriser.png(svg: svg, width: width, height: height, scale: scaleFactor))
        default:
            o.scale = scaleFactor
            try emit(Array(PointSVG.svg(sections.flatMap(\.presentations), options: o).utf8))
        }
    }

    /// The cells as the chosen format.
    func writeImage(_ grid: Grid, depth: ColorDepth, title: String) throws {
        var o = SVGPrinter.Options()
        o.depth = depth
        o.title = title
        switch format {
        case .html: try emit(Array(HTMLPrinter.html(grid, options: o).utf8))
        case .png:
            o.fontStack = SVGPrinter.rasterFontStack
            let svg = SVGPrinter.svg(grid, options: o)
            try emit(PNGRasteriser.png(svg: svg, width: Double(grid.width) * o.cellWidth, height: Double(grid.height) * o.cellHeight,
                                       scale: scaleFactor))
        default: try emit(Array(SVGPrinter.svg(grid, options: o).utf8))
        }
    }

    /// To --output, or stdout (never PNG's bytes to a terminal).
    func emit(_ bytes: [UInt8]) throws {
        if let output {
            if let why = writeInPlace(output, bytes) { throw PNGRasteriser.Failure(message: "cannot write \(output): \(why)") }
            return
        }
        if format == .png && isatty(STDOUT_FILENO) == 1 {
            throw PNGRasteriser.Failure(message: "--format png writes binary: redirect stdout to a file or give --output FILE")
        }
        writeAll(fd: 1, bytes)
    }
}

extension RenderCommand.OutputFormat {
    var isImage: Bool { self == .svg || self == .html || self == .png }
}

/// The app's asset images (`Name.imageset` in an `.xcassets` beside its
/// Swift or given by `--assets`), found once: each name's largest PNG, JPEG, SVG or PDF (3x over 2x over
/// 1x), read and encoded when a view draws it.
final class AssetImages: @unchecked Sendable {
    private let files: [String: String]
    /// The names whose imageset renders them as templates.
    private let templates: Set<String>
    /// The names that are custom symbols (`Name.symbolset`): their glyph
    /// cut out of the template, not the template embedded.
    private let symbols: [String: Bool]
    private var cache: [String: PointSVG.Image?] = [:]
    /// `pixelated`'s, by name and size.
    private var sharp: [String: PointSVG.Image?] = [:]
    private let lock = PthreadLock()

    init(paths: [String]) {
        var files: [String: String] = [:]
        var templates: Set<String> = []
        var symbols: [String: Bool] = [:]
        let sets = SwiftFileWalker.imageSets(paths)
        let namespaces = AssetNamespaces(sets)
        for (path, text) in sets {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let dir = (path.hasPrefix("/") ? "/" : "") + folder
            guard let set = ImageSet.name(path) else { continue }
            let name = namespaces.qualified(set, contentsPath: path)
            let parsed = ImageSet.parse(text, contentsPath: path)
            if parsed?.isSymbol == true, let file = parsed?.files.first {
                files[name] = AssetFileName.onDisk(file.path)
                symbols[name] = true
                continue
            }
            guard let file = Self.largest(text) else { continue }
            files[name] = AssetFileName.onDisk(dir + "/" + file)
            if parsed?.isTemplate == true { templates.insert(name) }
        }
        self.files = files
        self.templates = templates
        self.symbols = symbols
    }

    /// The largest PNG, JPEG, SVG or PDF a `Contents.json` lists.
    static func largest(_ contents: String) -> String? {
        guard case .object(let root)? = try? JSONParser.parse(contents), case .array(let images)? = root["images"] else { return nil }
        var best: (file: String, scale: Double)?
        for case .object(let i) in images {
            guard let file = i["filename"]?.stringValue else { continue }
            guard ImageFileKind(fileName: file) != nil else { continue }
            let scale = Double((i["scale"]?.stringValue ?? "1x").dropLast()) ?? 1
            if best == nil || scale > best!.scale { best = (file, scale) }
        }
        return best?.file
    }

    /// `.interpolation(.none)`: the asset enlarged without smoothing to that many pixels.
    func pixelated(named name: String, width: Int, height: Int) -> PointSVG.Image? {
        if ImageBytes.isBytes(name) {
            return ImageBytes.bytes(name).flatMap { AssetImageStore.pixelatedPNG($0, width: width, height: height) }
                .map { PointSVG.Image(mime: "image/png", base64: Data($0).base64EncodedString(), isTemplate: false) }
        }
        return lock.locked {
            let key = "\(name)@\(width)x\(height)"
            if let hit = sharp[key] { return hit }
            var found: PointSVG.Image?
            // Found by the one rule `image(named:)` finds it by, a template's kept.
            if let path = AppResources.named(name, in: files), let data = FileManager.default.contents(atPath: path), data.count <= 8 << 20,
               let png = AssetImageStore.pixelatedPNG(Array(data), width: width, height: height) {
                found = PointSVG.Image(mime: "image/png", base64: Data(png).base64EncodedString(), isTemplate: templates.contains(name))
            }
            sharp[key] = found
            return found
        }
    }

    func image(named name: String) -> PointSVG.Image? {
        // An image the widget made from bytes holds them: embedded as they are.
        if let bytes = ImageBytes.parts(name) { return PointSVG.Image(mime: bytes.mime, base64: String(bytes.base64), isTemplate: false) }
        return lock.locked {
            if let hit = cache[name] { return hit }
            var found: PointSVG.Image?
            if let path = AppResources.named(name, in: files), let data = FileManager.default.contents(atPath: path), data.count <= 8 << 20 {
                // Found by the rule its file was found by (a namespaced name).
                if AppResources.named(name, in: symbols) == true {
                    if case .success(let glyph) = CustomSymbol.load(svg: Array(data)), let png = glyph.png() {
                        found = PointSVG.Image(mime: ImageFileKind.png.mime, base64: Data(png).base64EncodedString(), isTemplate: true,
                                               symbolEm: (glyph.emWidth, glyph.emHeight))
                    }
                } else if ImageFileKind(bytes: data) == .pdf {
                    if let png = AssetImageStore.png(pdf: Array(data)) {
                        found = PointSVG.Image(mime: ImageFileKind.png.mime, base64: Data(png).base64EncodedString(), isTemplate: templates.contains(name))
                    }
                } else if let kind = ImageFileKind(bytes: data) {
                    found = PointSVG.Image(mime: kind.mime, base64: data.base64EncodedString(), isTemplate: templates.contains(name))
                }
            }
            cache[name] = found
            return found
        }
    }
}

/// A mutex over pthread's, for the image cache.
final class PthreadLock: @unchecked Sendable {
    private var m = pthread_mutex_t()
    init() { pthread_mutex_init(&m, nil) }
    deinit { pthread_mutex_destroy(&m) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&m)
        defer { pthread_mutex_unlock(&m) }
        return body()
    }
}
