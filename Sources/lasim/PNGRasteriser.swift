import LasimSwiftUI

/// `--format png`: an SVG rasterised by librsvg into a cairo image surface,
/// written as PNG (`LibRSVG`, opened when a PNG is asked for).
enum PNGRasteriser {
    struct Failure: Error { var message: String }

    /// `svg`, whose outline is `width` x `height` (its viewBox), as a PNG of
    /// `scale` pixels per unit.
    static func png(svg: String, width: Double, height: Double, scale: Double) throws -> [UInt8] {
        let pw = Int(max(1, (width * scale).rounded(.up))), ph = Int(max(1, (height * scale).rounded(.up)))
        do {
            return try LibRSVG.draw(svg: Array(svg.utf8), width: pw, height: ph) { try $0.png() }
        } catch let e as DrawFailure {
            throw Failure(message: message(e))
        }
    }

    static func message(_ e: DrawFailure) -> String {
        func detail(_ m: String) -> String { m.isEmpty ? "" : ": " + m }
        switch e {
        case .noLibrary:
            return "--format png needs librsvg, which is not installed (Debian/Ubuntu: apt-get install librsvg2-2); --format svg needs nothing"
        case .noCairo: return "--format png needs cairo (libcairo2)"
        case .noSymbol(let name): return "--format png: the installed librsvg has no \(name) (librsvg 2.46 or later is needed)"
        case .unreadable(let m): return "--format png: librsvg could not read the drawing" + detail(m)
        case .noSurface(let w, let h): return "--format png: cairo could not make a \(w) x \(h) image"
        case .notDrawn(let m): return "--format png: librsvg could not draw" + detail(m)
        case .notWritten(let status): return "--format png: cairo could not write the PNG (status \(status))"
        }
    }
}
