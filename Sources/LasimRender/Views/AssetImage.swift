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

    public init(name: String, file: String, width: Int, height: Int, scale: Double, pixels: [UInt8], problem: String? = nil) {
        self.name = name; self.file = file; self.width = width; self.height = height
        self.scale = scale; self.pixels = pixels; self.problem = problem
    }

    /// A file that could not be decoded: drawn as the placeholder.
    public static func failed(name: String, file: String, problem: String) -> AssetImage {
        AssetImage(name: name, file: file, width: 0, height: 0, scale: 1, pixels: [], problem: problem)
    }

    public var isDecoded: Bool { problem == nil && width > 0 && height > 0 && pixels.count >= width * height * 4 }

    /// Its size on the phone: pixels over the scale; nil when not decoded.
    public var pointSize: PointSize? {
        guard isDecoded else { return nil }
        return PointSize(width: Double(width) / scale, height: Double(height) / scale)
    }

    /// The pixel at (x, y): red, green, blue, alpha, 0...255.
    func pixel(_ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
        let i = (y * width + x) * 4
        return (Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2]), Double(pixels[i + 3]))
    }

    /// The average colour of the pixels in [x0, x1) x [y0, y1) (fractional
    /// edges, weighted by area), alpha-weighted, blended over `under`.
    func average(x0: Double, x1: Double, y0: Double, y1: Double, over under: RGB) -> RGB {
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0, area = 0.0
        let ys = max(0, Int(y0.rounded(.down))), ye = min(height, Int(y1.rounded(.up)))
        let xs = max(0, Int(x0.rounded(.down))), xe = min(width, Int(x1.rounded(.up)))
        if ys < ye && xs < xe {
            for y in ys..<ye {
                let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
                if wy <= 0 { continue }
                for x in xs..<xe {
                    let wx = min(x1, Double(x + 1)) - max(x0, Double(x))
                    if wx <= 0 { continue }
                    let w = wx * wy
                    let p = pixel(x, y)
                    let pa = p.3 / 255 * w
                    r += p.0 * pa; g += p.1 * pa; b += p.2 * pa; a += pa; area += w
                }
            }
        }
        guard area > 0 else { return under }
        let coverage = a / area
        func mix(_ sum: Double, _ base: UInt8) -> UInt8 {
            let c = a > 0 ? sum / a : 0
            return UInt8(max(0, min(255, (c * coverage + Double(base) * (1 - coverage)).rounded())))
        }
        return RGB(mix(r, under.r), mix(g, under.g), mix(b, under.b))
    }
}
