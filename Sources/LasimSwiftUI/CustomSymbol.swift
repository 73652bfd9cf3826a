import LasimText

/// One glyph of a custom symbol's template (`Name.symbolset`: the SVG the
/// SF Symbols app exports, every weight and scale it was drawn at beside
/// guides and notes, which the phone never shows): the glyph the phone
/// draws for `Image("name")` at the regular weight and medium scale, cut
/// out by librsvg by its element's id, and its size in ems of the font it
/// is drawn with.
public struct CustomSymbol: Sendable {
    public var width: Int
    public var height: Int
    /// RGBA pixels, straight alpha: the glyph's shape (a template, drawn in
    /// the view's foreground colour).
    public var pixels: [UInt8]
    /// Its size at medium scale in ems of its font: a 17 pt `.body` symbol
    /// is `17 * emWidth` points wide.
    public var emWidth: Double
    public var emHeight: Double

    /// The glyphs a template may hold, the one drawn first: the regular
    /// weight at medium scale, else at small or large (a template's three
    /// required sources are Ultralight, Regular and Black at small), else
    /// any weight.
    static let glyphIDs: [String] = {
        let weights = ["Regular", "Medium", "Light", "Semibold", "Thin", "Bold", "Ultralight", "Heavy", "Black"]
        return weights.flatMap { w in ["M", "S", "L"].map { "\(w)-\($0)" } }
    }()

    /// A symbol's scale against medium: the small glyph is drawn about a
    /// fifth smaller than the medium one over the same capitals, the large
    /// a quarter larger (Apple's templates draw the three over one cap
    /// height); a glyph of another scale is resized to medium by it.
    static let scaleAgainstMedium: [Character: Double] = ["S": 0.8, "M": 1, "L": 1.25]

    /// SF Pro's capitals are 0.705 of its em (1443 of 2048 units): the
    /// template's cap line is the font's.
    static let capHeightEm = 0.705

    /// The glyph drawn `pixelHeight` pixels tall, from the template's SVG
    /// bytes; a message when librsvg is missing or the template holds no glyph.
    public static func load(svg: [UInt8], pixelHeight: Int = 96) -> Result<CustomSymbol, AssetImageStore.DecodeError> {
        func failure(_ m: String) -> Result<CustomSymbol, AssetImageStore.DecodeError> {
            .failure(AssetImageStore.DecodeError(message: "symbol template: " + Sanitizer.visible(m)))
        }
        do {
            guard let (id, box) = try glyph(svg), box.width > 0, box.height > 0 else {
                return failure("no glyph (Regular-M, Regular-S... in its Symbols group)")
            }
            let size = id.last ?? "M"
            // Its capitals' height, from the guides of its scale's row (each 70 units in Apple's templates).
            var capUnits = box.height
            if let cap = try LibRSVG.elementBox(svg: svg, id: "Capline-\(size)"), let base = try LibRSVG.elementBox(svg: svg, id: "Baseline-\(size)"),
               base.y - cap.y > 0 {
                capUnits = base.y - cap.y
            }
            let em = capHeightEm / capUnits / (scaleAgainstMedium[size] ?? 1)
            let h = max(1, pixelHeight), w = max(1, Int((Double(h) * box.width / box.height).rounded()))
            let pixels = try LibRSVG.drawElement(svg: svg, id: id, width: w, height: h) { $0.rgba() }
            return .success(CustomSymbol(width: w, height: h, pixels: pixels, emWidth: box.width * em, emHeight: box.height * em))
        } catch let e as DrawFailure {
            switch e {
            case .noLibrary: return failure("drawing it needs librsvg, which is not installed (Debian/Ubuntu: apt-get install librsvg2-2)")
            case .noSymbol(let name): return failure("the installed librsvg has no \(name) (librsvg 2.46 or later is needed)")
            case .unreadable(let m), .notDrawn(let m): return failure(m.isEmpty ? "cannot be drawn" : m)
            default: return failure("cannot be drawn")
            }
        } catch {
            return failure("cannot be drawn")
        }
    }

    /// Its pixels as PNG (libpng), for the true-size outputs to embed.
    public func png() -> [UInt8]? { AssetImageStore.encodePNG(pixels, width: width, height: height) }

    /// The first of `glyphIDs` the template holds, and its box.
    static func glyph(_ svg: [UInt8]) throws(DrawFailure) -> (String, (x: Double, y: Double, width: Double, height: Double))? {
        for id in glyphIDs {
            if let box = try LibRSVG.elementBox(svg: svg, id: id) { return (id, box) }
        }
        return nil
    }
}
