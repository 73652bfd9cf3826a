import Synchronization

/// One of an app's asset images (`Image("crest")`), as the renderer draws
/// it: its pixels decoded (RGBA, 8 bits, straight alpha, rows top to
/// bottom) and the scale of the file chosen, or the one-line problem that
/// kept it from being decoded. Decoding is the front end's business
/// (LasimSwiftUI, with libpng and libjpeg); the renderer only reads pixels.
public struct AssetImage: Sendable {
    public var name: String
    /// The file the pixels come from, as given (for problems).
    public var file: String
    public var width: Int
    public var height: Int
    /// 1, 2 or 3: the `scale` of the file in its imageset.
    public var scale: Double
    public var pixels: [UInt8]
    /// Why there are no pixels: a corrupt, unreadable or huge file.
    public var problem: String?
    /// Its imageset renders it as a template (`template-rendering-intent`):
    /// its shape in the view's foreground colour.
    public var isTemplate = false
    /// Drawn from an SVG or PDF its imageset keeps as a vector ("Preserves
    /// Vector Data"): its pixels are a rasterisation at 3x of its points,
    /// not a bitmap the app ships at that size.
    public var isVector = false

    /// The image scaled to the cell sizes it was drawn at, kept with the
    /// image (one load of the app): a render redraws at the same size.
    package let scaled = ScaledPixels()

    public init(name: String, file: String, width: Int, height: Int, scale: Double, pixels: [UInt8], problem: String? = nil) {
        self.name = name; self.file = file; self.width = width; self.height = height
        self.scale = scale; self.pixels = pixels; self.problem = problem
    }

    /// A file that could not be decoded: drawn as the placeholder.
    public static func failed(name: String, file: String, problem: String) -> AssetImage {
        AssetImage(name: name, file: file, width: 0, height: 0, scale: 1, pixels: [], problem: problem)
    }

    public var isDecoded: Bool { problem == nil && width > 0 && height > 0 && pixels.count >= width * height * 4 }

    /// A view's image name that is a data URL holds its bytes (an image the
    /// widget made with `UIImage(data:)`, `ImageBytes`), not an asset's name.
    public static let bytesPrefix = "data:"
    public static func isMadeFromBytes(_ viewName: String) -> Bool { viewName.hasPrefix(bytesPrefix) }

    /// How a problem names the image a view draws: an image made from bytes by what it is, not its bytes.
    public func shownName(_ viewName: String) -> String { Self.isMadeFromBytes(viewName) ? name : viewName }
}

/// A scaled pixel: its colour (0...255) and its coverage (0...1, alpha).
package struct AveragedPixel: Sendable {
    package var r: Double, g: Double, b: Double, coverage: Double

    package init(r: Double, g: Double, b: Double, coverage: Double) { self.r = r; self.g = g; self.b = b; self.coverage = coverage }

    /// Blended over `under`: what the phone shows through a translucent pixel.
    package func over(_ under: RGB) -> RGB {
        func mix(_ c: Double, _ base: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (c * coverage + Double(base) * (1 - coverage)).rounded())))
        }
        return RGB(mix(r, under.r), mix(g, under.g), mix(b, under.b))
    }
}

/// The sizes one image was scaled to.
package final class ScaledPixels: Sendable {
    package init() {}
    package let entries = Mutex<[Int: [AveragedPixel]]>([:])
}
