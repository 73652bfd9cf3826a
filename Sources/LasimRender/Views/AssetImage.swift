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

    /// The image scaled to the cell sizes it was drawn at, kept with the
    /// image (one load of the app): a render redraws at the same size.
    let scaled = ScaledPixels()

    public init(name: String, file: String, width: Int, height: Int, scale: Double, pixels: [UInt8], problem: String? = nil) {
        self.name = name; self.file = file; self.width = width; self.height = height
        self.scale = scale; self.pixels = pixels; self.problem = problem
    }

    /// The image in `columns` x `rows` pixels (each the average of the
    /// pixels it covers), row by row; cached for the image's load.
    func scaled(columns: Int, rows: Int) -> [AveragedPixel] {
        let key = columns << 20 | rows
        if let hit = scaled.entries.withLock({ $0[key] }) { return hit }
        let w = Double(width) / Double(columns), h = Double(height) / Double(rows)
        var out: [AveragedPixel] = []
        out.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for col in 0..<columns {
                out.append(average(x0: Double(col) * w, x1: Double(col + 1) * w, y0: Double(row) * h, y1: Double(row + 1) * h))
            }
        }
        scaled.entries.withLock { entries in
            // A few sizes an image is drawn at (lock, island, a resized terminal): bounded.
            if entries.count >= 16 { entries.removeAll() }
            entries[key] = out
        }
        return out
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

    /// The pixels in [x0, x1) x [y0, y1) (fractional edges weighted by
    /// area): their colour averaged by alpha, and how much they cover.
    func average(x0: Double, x1: Double, y0: Double, y1: Double) -> AveragedPixel {
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
        guard area > 0, a > 0 else { return AveragedPixel(r: 0, g: 0, b: 0, coverage: 0) }
        return AveragedPixel(r: r / a, g: g / a, b: b / a, coverage: a / area)
    }
}

/// A scaled pixel: its colour (0...255) and its coverage (0...1, alpha).
struct AveragedPixel: Sendable {
    var r: Double, g: Double, b: Double, coverage: Double

    /// Blended over `under`: what the phone shows through a translucent pixel.
    func over(_ under: RGB) -> RGB {
        func mix(_ c: Double, _ base: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (c * coverage + Double(base) * (1 - coverage)).rounded())))
        }
        return RGB(mix(r, under.r), mix(g, under.g), mix(b, under.b))
    }
}

/// The sizes one image was scaled to.
final class ScaledPixels: Sendable {
    let entries = Mutex<[Int: [AveragedPixel]]>([:])
}
