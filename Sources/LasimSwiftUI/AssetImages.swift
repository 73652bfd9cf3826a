import CLasimImage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate
import LasimText
import Synchronization

/// An imageset of the app's `Assets.xcassets`: its files by scale and
/// appearance, from its `Contents.json`.
public struct ImageSet: Sendable {
    public struct File: Sendable, Equatable {
        public var path: String
        public var scale: Double
        public var dark: Bool
    }
    public var name: String
    public var files: [File]
    /// `properties.template-rendering-intent: template`: drawn in the
    /// view's foreground colour, as Xcode's "Render As: Template Image".
    public var isTemplate = false
    /// Xcode's Direction "Left to Right, Mirrors" (its files marked
    /// `language-direction: left-to-right`, none right to left): the phone
    /// draws the image mirrored where the layout is right to left, as
    /// `.flipsForRightToLeftLayoutDirection(true)` does.
    public var mirrorsRightToLeft = false
    /// `properties.preserves-vector-representation`: the SVG or PDF ships
    /// as a vector and the phone rasterises it at the size it is drawn;
    /// without it Xcode writes bitmaps at its nominal size when it builds.
    public var preservesVector = false
    /// A custom symbol (`Name.symbolset`, an SF Symbols template SVG):
    /// `Image("name")` draws one of its glyphs as `Image(systemName:)`
    /// draws a symbol, at its font's size, in the view's foreground colour.
    public var isSymbol = false

    /// The file a 3x phone loads: the 3x (else 2x, else 1x, else any
    /// scale), the dark appearance's in dark when there is one.
    public func file(dark: Bool) -> File? {
        let wanted = files.filter { $0.dark == dark }
        let pool = wanted.isEmpty ? files.filter { !$0.dark } : wanted
        return pool.max { $0.scale < $1.scale }
    }

    /// It lists a file the image decoder reads (`ImageFileKind`).
    var isDecodable: Bool {
        files.contains { ImageFileKind(fileName: $0.path) != nil }
    }

    /// `.../Crest.imageset/Contents.json` -> "Crest"; a symbol set's
    /// (`.../logo.fill.symbolset/Contents.json` -> "logo.fill") too.
    public static func name(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        for suffix in [".imageset", ".symbolset"] where folder.hasSuffix(suffix) { return String(folder.dropLast(suffix.count)) }
        return nil
    }

    /// `images[]` with `filename`, `scale` ("3x") and `appearances`
    /// (luminosity dark); entries without a file are slots Xcode left empty.
    public static func parse(_ text: String, contentsPath: String) -> ImageSet? {
        guard let name = name(contentsPath), case .object(let root)? = try? JSONParser.parse(text) else { return nil }
        let folder = String(contentsPath.dropLast("/Contents.json".count))
        // A symbol set lists its template under `symbols`; drawn as a template, from its vectors.
        if folder.hasSuffix(".symbolset") {
            guard case .array(let symbols)? = root["symbols"] else { return nil }
            let files = symbols.compactMap { entry -> File? in
                guard case .object(let e) = entry, let filename = e["filename"]?.stringValue, !filename.contains("/"), filename != "..",
                      ["universal", "iphone", nil].contains(e["idiom"]?.stringValue) else { return nil }
                return File(path: folder + "/" + filename, scale: 1, dark: false)
            }
            var set = ImageSet(name: name, files: files, isTemplate: true)
            set.isSymbol = true
            set.preservesVector = true
            return set
        }
        guard case .array(let images)? = root["images"] else { return nil }
        var files: [File] = []
        let directions = Set(images.compactMap { $0["language-direction"]?.stringValue })
        for entry in images {
            guard case .object(let e) = entry, let filename = e["filename"]?.stringValue,
                  !filename.contains("/"), filename != ".." else { continue }
            // Direction "Both": the right-to-left files are another image, not a scale of this one.
            if e["language-direction"]?.stringValue == "right-to-left" { continue }
            if let idiom = e["idiom"]?.stringValue, !["universal", "iphone"].contains(idiom) { continue }
            let scale = e["scale"]?.stringValue.flatMap { Double($0.dropLast()) } ?? 1
            var dark = false
            if case .array(let appearances)? = e["appearances"] {
                if appearances.contains(where: { $0["appearance"]?.stringValue == "contrast" }) { continue }
                dark = appearances.contains { $0["value"]?.stringValue == "dark" }
            }
            files.append(File(path: folder + "/" + filename, scale: scale > 0 ? scale : 1, dark: dark))
        }
        let template = root["properties"]?["template-rendering-intent"]?.stringValue == "template"
        var set = ImageSet(name: name, files: files, isTemplate: template)
        set.mirrorsRightToLeft = directions == ["left-to-right"]
        set.preservesVector = root["properties"]?["preserves-vector-representation"]?.boolValue == true
        return set
    }
}

/// The app's images decoded once per load (not per render, and not in a
/// process-wide cache): the first render that names one reads and decodes
/// its file; a reload makes a new store.
public final class AssetImageStore: Sendable {
    private let decoded = Mutex<[String: AssetImage]>([:])
    private let madeFromBytes = Mutex(RecentImages())
    /// Files read: at most this many bytes (a phone's widget extension has
    /// a budget of a few tens of megabytes for everything).
    static let maxFileBytes = 16 << 20
    /// Decoded: at most this many pixels a side, refused before allocating.
    public static let maxSide: UInt32 = 4096

    public init() {}

    func image(_ set: ImageSet, dark: Bool) -> AssetImage? {
        guard let file = set.file(dark: dark) else { return nil }
        return decoded.withLock { decoded in
            if let image = decoded[file.path] { return image }
            var image = set.isSymbol ? Self.loadSymbol(file.path) : Self.load(file.path)
            image.name = set.name
            image.isTemplate = set.isTemplate
            image.isVector = image.isVector && set.preservesVector
            // A bitmap is loaded at scale 1 and drawn at its file's; an SVG at the scale it was rasterised at.
            image.scale *= file.scale
            decoded[file.path] = image
            return image
        }
    }

    /// An image made from bytes (`ImageBytes`), decoded once per load as
    /// a file is; nil when its name holds no bytes. Unlike the catalog's
    /// files, these come from payloads: a stream whose every update
    /// carries new album art must not grow the store without end, so only
    /// those used most recently are kept (`maxMadeFromBytes`, `maxMadeFromBytesPixels`).
    func image(madeFrom name: String) -> AssetImage? {
        if let image = madeFromBytes.withLock({ $0.image(name) }) { return image }
        guard let parts = ImageBytes.parts(name), let bytes = ImageBytes.bytes(name) else { return nil }
        let shown = ImageBytes.shown(name)
        let image: AssetImage
        switch bytes.count <= Self.maxFileBytes ? Self.decode(bytes) : .failure(DecodeError(message: "larger than \(Self.maxFileBytes >> 20) MB, not read")) {
        case .success(let (w, h, pixels)): image = AssetImage(name: shown, file: shown, width: w, height: h, scale: parts.scale, pixels: pixels)
        case .failure(let e): image = .failed(name: shown, file: shown, problem: "\(shown): \(e.message)")
        }
        madeFromBytes.withLock { $0.keep(image, as: name, limit: Self.maxMadeFromBytes, pixelLimit: Self.maxMadeFromBytesPixels) }
        return image
    }

    /// How many images made from bytes are kept decoded: more than a card
    /// draws at once (a match's two crests, a queue's covers), so that
    /// rendering one state decodes each once.
    static let maxMadeFromBytes = 32
    /// And at most this many bytes of their pixels: 4 KB of payload can
    /// hold a PNG of one colour that decodes to a megabyte and more.
    static let maxMadeFromBytesPixels = 16 << 20

    /// The images made from bytes used most recently, by name.
    struct RecentImages: Sendable {
        private var byName: [String: (image: AssetImage, used: Int)] = [:]
        private var clock = 0
        private(set) var pixelBytes = 0

        var count: Int { byName.count }

        mutating func image(_ name: String) -> AssetImage? {
            guard let found = byName[name] else { return nil }
            clock += 1
            byName[name] = (found.image, clock)
            return found.image
        }

        /// Kept, the least recently used dropped first to make room; the
        /// newest is kept whatever its size (a render is drawing it).
        mutating func keep(_ image: AssetImage, as name: String, limit: Int, pixelLimit: Int) {
            guard byName[name] == nil else { return }
            while !byName.isEmpty, byName.count >= limit || pixelBytes + image.pixels.count > pixelLimit,
                  let oldest = byName.min(by: { $0.value.used < $1.value.used }) {
                pixelBytes -= oldest.value.image.pixels.count
                byName[oldest.key] = nil
            }
            clock += 1
            byName[name] = (image, clock)
            pixelBytes += image.pixels.count
        }
    }

    /// How many images made from bytes the store holds, and their pixels' bytes (for tests).
    var imagesMadeFromBytes: (count: Int, pixelBytes: Int) { madeFromBytes.withLock { ($0.count, $0.pixelBytes) } }

    /// A custom symbol's template read and its glyph drawn
    /// (`CustomSymbol`): its pixels at 3 a point of a 17 pt font's glyph.
    static func loadSymbol(_ named: String) -> AssetImage {
        let path = AssetFileName.onDisk(named)
        let shown = Sanitizer.visible(path)
        let bytes: [UInt8]
        switch readFile(path) {
        case .success(let b): bytes = b
        case .failure(let e): return .failed(name: "", file: shown, problem: "\(shown): \(e.message)")
        }
        switch CustomSymbol.load(svg: bytes) {
        case .success(let glyph):
            var image = AssetImage(name: "", file: shown, width: glyph.width, height: glyph.height,
                                   scale: Double(glyph.height) / (17 * glyph.emHeight), pixels: glyph.pixels)
            image.isVector = true
            return image
        case .failure(let e): return .failed(name: "", file: shown, problem: "\(shown): \(e.message)")
        }
    }

    /// A regular file's bytes, its size known before reading (a FIFO would
    /// block the render; a huge file is not read).
    static func readFile(_ path: String) -> Result<[UInt8], DecodeError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(DecodeError(message: "cannot be read")) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(DecodeError(message: "not a regular file")) }
        guard Int(info.st_size) <= maxFileBytes else { return .failure(DecodeError(message: "larger than \(maxFileBytes >> 20) MB, not read")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(DecodeError(message: "cannot be read")) }
        return .success(Array(data))
    }

    /// The file read and decoded; a failure is an image with its problem.
    public static func load(_ named: String) -> AssetImage {
        let path = AssetFileName.onDisk(named)
        let shown = Sanitizer.visible(path)
        func failed(_ why: String) -> AssetImage { .failed(name: "", file: shown, problem: "\(shown): \(why)") }
        let bytes: [UInt8]
        switch readFile(path) {
        case .success(let b): bytes = b
        case .failure(let e): return failed(e.message)
        }
        if let kind = ImageFileKind(bytes: bytes), kind == .svg || kind == .pdf {
            switch kind == .svg ? rasterise(svg: bytes) : rasterise(pdf: bytes) {
            case .success(let r):
                var image = AssetImage(name: "", file: shown, width: r.width, height: r.height, scale: r.scale, pixels: r.pixels)
                image.isVector = true
                return image
            case .failure(let e): return failed(e.message)
            }
        }
        switch decode(bytes) {
        case .success(let (w, h, pixels)):
            return AssetImage(name: "", file: shown, width: w, height: h, scale: 1, pixels: pixels)
        case .failure(let e):
            return failed(e.message)
        }
    }

    public struct DecodeError: Error { public var message: String }

    /// A vector image drawn at 3 pixels a point, as Xcode renders a vector
    /// asset for a 3x phone, and the points it is drawn at.
    public typealias Rasterised = (width: Int, height: Int, scale: Double, pixels: [UInt8])

    /// An SVG drawn by librsvg: its points are the width and height it
    /// declares (else its viewBox). One too large for `maxSide` pixels is
    /// drawn at a lower scale, its points kept.
    public static func rasterise(svg bytes: [UInt8], maxSide: UInt32 = maxSide) -> Result<Rasterised, DecodeError> {
        rasterise(format: "SVG", library: "librsvg", package: "librsvg2-2", version: "librsvg 2.46", maxSide: maxSide,
                  size: { let s = try LibRSVG.size(svg: bytes); return (Double(s.width), Double(s.height)) },
                  draw: { w, h in try LibRSVG.draw(svg: bytes, width: w, height: h) { $0.rgba() } })
    }

    /// A PDF's first page drawn by poppler: its points are the page's size,
    /// as Xcode gives a vector PDF at 1x.
    public static func rasterise(pdf bytes: [UInt8], maxSide: UInt32 = maxSide) -> Result<Rasterised, DecodeError> {
        rasterise(format: "PDF", library: "poppler-glib", package: "libpoppler-glib8", version: "poppler 0.82", maxSide: maxSide,
                  size: { try LibPoppler.size(pdf: bytes) },
                  draw: { w, h in try LibPoppler.draw(pdf: bytes, width: w, height: h) { $0.rgba() } })
    }

    /// A PDF's first page as a PNG of 3 pixels a point (fewer past
    /// `maxSide`): how the true-size outputs embed it, since neither a
    /// browser's `<image>` nor librsvg draws a PDF.
    public static func png(pdf bytes: [UInt8]) -> [UInt8]? {
        guard case .success(let r) = rasterise(pdf: bytes) else { return nil }
        return encodePNG(r.pixels, width: r.width, height: r.height)
    }

    private static func rasterise(format: String, library: String, package: String, version: String, maxSide: UInt32,
                                  size: () throws -> (width: Double, height: Double),
                                  draw: (Int, Int) throws -> [UInt8]) -> Result<Rasterised, DecodeError> {
        func failure(_ m: String) -> Result<Rasterised, DecodeError> {
            .failure(DecodeError(message: format + ": " + Sanitizer.visible(m)))
        }
        do {
            let size = try size()
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                return failure(format == "SVG" ? "no width, height or viewBox" : "its page has no size")
            }
            let scale = min(3, Double(maxSide) / max(size.width, size.height))
            let w = max(1, Int((size.width * scale).rounded(.down))), h = max(1, Int((size.height * scale).rounded(.down)))
            let pixels = try draw(w, h)
            return .success((w, h, Double(w) / size.width, pixels))
        } catch let e as DrawFailure {
            switch e {
            case .noLibrary: return failure("drawing it needs \(library), which is not installed (Debian/Ubuntu: apt-get install \(package))")
            case .noCairo: return failure("drawing it needs cairo (libcairo2)")
            case .noSymbol(let name): return failure("the installed \(library) has no \(name) (\(version) or later is needed)")
            case .unreadable(let m): return failure(m.isEmpty ? "cannot be read" : m)
            case .noSurface(let w, let h): return failure("cairo could not make a \(w) x \(h) image")
            case .notDrawn(let m): return failure(m.isEmpty ? "cannot be drawn" : m)
            case .notWritten: return failure("cannot be drawn")
            }
        } catch {
            return failure("cannot be drawn")
        }
    }

    /// `.interpolation(.none)`: PNG or JPEG bytes enlarged (or reduced) to
    /// `width` x `height` pixels, each one the source pixel it falls on, as
    /// PNG: what the phone draws sharp stays sharp however a viewer scales
    /// it (librsvg smooths an embedded image whatever `image-rendering`
    /// says). Nil when the bytes do not decode or the size is not drawable.
    public static func pixelatedPNG(_ bytes: [UInt8], width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, width <= Int(maxSide), height <= Int(maxSide),
              case .success(let (w, h, source)) = decode(bytes) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let sy = min(h - 1, y * h / height)
            for x in 0..<width {
                let sx = min(w - 1, x * w / width), from = (sy * w + sx) * 4, to = (y * width + x) * 4
                for c in 0..<4 { pixels[to + c] = source[from + c] }
            }
        }
        return encodePNG(pixels, width: width, height: height)
    }

    /// A colour emoji's bitmap (RGBA pixels, `colourGlyph`) as the filled
    /// shape of a `.fill` symbol's stand-in, as PNG: its pixels cropped to
    /// where it is drawn (alpha over an eighth), so that the shape's larger
    /// side is the box's. Nil for a bitmap with nothing drawn, and for a key emoji (✅, ⏩),
    /// whose shape is its square key (nine tenths or more of its box
    /// drawn; a disc draws 0.79 of it): the mark is the key's light
    /// inside, which a filled shape loses.
    public static func filledShape(width w: Int, height h: Int, pixels px: [UInt8]) -> [UInt8]? {
        guard w > 0, h > 0, px.count == w * h * 4 else { return nil }
        var x0 = w, y0 = h, x1 = -1, y1 = -1, drawn = 0
        for y in 0..<h {
            for x in 0..<w where px[(y * w + x) * 4 + 3] > 32 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y); drawn += 1
            }
        }
        guard x1 >= x0, y1 >= y0 else { return nil }
        let cw = x1 - x0 + 1, ch = y1 - y0 + 1
        guard Double(drawn) < 0.9 * Double(cw * ch) else { return nil }
        var out = [UInt8](repeating: 0, count: cw * ch * 4)
        for y in 0..<ch {
            let from = ((y + y0) * w + x0) * 4
            out.replaceSubrange(y * cw * 4..<(y + 1) * cw * 4, with: px[from..<from + cw * 4])
        }
        return encodePNG(out, width: cw, height: ch)
    }

    /// RGBA pixels as PNG, by libpng's encoder.
    static func encodePNG(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8]? {
        var pixels = pixels
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeMutableBufferPointer { p in
            var image = lasim_image(width: UInt32(width), height: UInt32(height), pixels: p.baseAddress)
            return error.withUnsafeMutableBufferPointer { lasim_encode_png(&image, &out, &length, $0.baseAddress, $0.count) }
        }
        defer { lasim_buffer_free(out) }
        guard status == 0, let out else { return nil }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// PNG (libpng) or JPEG (libjpeg-turbo) bytes to RGBA pixels.
    public static func decode(_ bytes: [UInt8], maxSide: UInt32 = maxSide) -> Result<(Int, Int, [UInt8]), DecodeError> {
        guard let kind = ImageFileKind(bytes: bytes), kind == .png || kind == .jpeg else { return .failure(DecodeError(message: ImageFileKind.notDecodable)) }
        let isPNG = kind == .png
        return pixels(prefix: isPNG ? "PNG: " : "JPEG: ") { image, err in
            bytes.withUnsafeBufferPointer { buf in
                isPNG ? lasim_decode_png(buf.baseAddress, buf.count, maxSide, &image, err.baseAddress, err.count)
                      : lasim_decode_jpeg(buf.baseAddress, buf.count, maxSide, &image, err.baseAddress, err.count)
            }
        }
    }

    /// The bitmap a colour emoji font (its file's bytes) draws `scalar`
    /// with, as RGBA pixels, read by FreeType from the font's largest
    /// strike: a `.fill` symbol's stand-in is its shape (`filledShape`).
    /// FreeType is opened here (dlopen), when a PNG first draws a filled
    /// symbol, as librsvg is: the binary does not link it, so no other
    /// run loads it (Debian: `libfreetype6`; `LASIM_LIBFREETYPE` names
    /// another, a path or a soname).
    public static func colourGlyph(font: [UInt8], _ scalar: Unicode.Scalar, maxSide: UInt32 = maxSide) -> Result<(Int, Int, [UInt8]), DecodeError> {
        let freeType = DynamicLibrary.open(["libfreetype.so.6", "libfreetype.so"], override: "LASIM_LIBFREETYPE")
        return pixels(prefix: "colour emoji font: ") { image, err in
            font.withUnsafeBufferPointer { buf in
                lasim_decode_colour_glyph(freeType, buf.baseAddress, buf.count, scalar.value, maxSide, &image, err.baseAddress, err.count)
            }
        }
    }

    /// What one of CLasimImage's decoders gives (0 and an image, or its
    /// error line), as pixels or a one-line error, the C buffer freed.
    private static func pixels(prefix: String, _ decode: (inout lasim_image, UnsafeMutableBufferPointer<CChar>) -> Int32) -> Result<(Int, Int, [UInt8]), DecodeError> {
        var image = lasim_image()
        var error = [CChar](repeating: 0, count: 256)
        let status = error.withUnsafeMutableBufferPointer { decode(&image, $0) }
        defer { lasim_image_free(&image) }
        guard status == 0, let p = image.pixels else {
            let text = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let line = Sanitizer.visible(text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
            return .failure(DecodeError(message: prefix + (line.isEmpty ? "cannot be decoded" : line)))
        }
        let w = Int(image.width), h = Int(image.height)
        return .success((w, h, Array(UnsafeBufferPointer(start: p, count: w * h * 4))))
    }
}
