import Synchronization
import LasimTemplate

/// An asset image as the renderer draws it: its size in points, and its
/// pixels averaged down to the cells it covers.
extension AssetImage {
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

/// How an asset image's pixels are drawn in a view's environment: a
/// template in its tint (the pixel's coverage kept), then its colours
/// inverted by `.colorInvert()`. One rule for the cells and true size.
struct AssetImageLook: Equatable {
    var tint: RGB?
    var inverted = false
    var multiplier: RGB?

    var isPlain: Bool { tint == nil && !inverted && multiplier == nil }

    func apply(_ p: AveragedPixel) -> AveragedPixel {
        var p = p
        if let tint { p.r = Double(tint.r); p.g = Double(tint.g); p.b = Double(tint.b) }
        if inverted { p.r = 255 - p.r; p.g = 255 - p.g; p.b = 255 - p.b }
        if let m = multiplier { p.r *= Double(m.r) / 255; p.g *= Double(m.g) / 255; p.b *= Double(m.b) / 255 }
        return p
    }
}

extension RGB {
    /// Two `.colorMultiply`s around one view: each channel the product.
    func multiplied(by o: RGB) -> RGB {
        func m(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * Double(b) / 255).rounded()) }
        return RGB(m(r, o.r), m(g, o.g), m(b, o.b))
    }
}
