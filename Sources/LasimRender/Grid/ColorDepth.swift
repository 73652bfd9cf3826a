import LasimTemplate

/// How many colours a terminal can show, and the one place where an `RGB` is
/// degraded to what it can show. Pure: no terminal needed.
public enum ColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// No colour at all (NO_COLOR, TERM=dumb, monochrome terminals).
    case none
    /// The 16 ANSI colours (0-7 and their bright variants 8-15).
    case ansi16
    /// The xterm 256-colour palette (only the 6x6x6 cube and the grey ramp are
    /// targeted: 0-15 are user-configurable and may be anything).
    case xterm256
    /// 24-bit colour; the colour number is 0xRRGGBB.
    case truecolor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        switch self {
        case .none: "none"
        case .ansi16: "16"
        case .xterm256: "256"
        case .truecolor: "truecolor"
        }
    }

    /// The depth the environment asks for, given the terminfo `colors` count.
    /// NO_COLOR (any value, even empty) or TERM=dumb -> none; COLORTERM
    /// truecolor/24bit or colors >= 2^24 -> truecolor; colors >= 256 -> 256;
    /// colors >= 8 -> 16; otherwise none. `--color always|never` is the
    /// caller's business.
    public static func detect(environment: [String: String], colorsFromTerminfo: Int) -> ColorDepth {
        if environment["NO_COLOR"] != nil { return .none }
        if environment["TERM"] == "dumb" { return .none }
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        return supported(byColors: colorsFromTerminfo)
    }

    /// What a terminal with `colors` colours (terminfo / ncurses COLORS) can draw.
    public static func supported(byColors colors: Int) -> ColorDepth {
        if colors >= 1 << 24 { return .truecolor }
        if colors >= 256 { return .xterm256 }
        if colors >= 8 { return .ansi16 }
        return .none
    }

    /// The terminal colour number for `rgb` at this depth: 0xRRGGBB for
    /// truecolor, a palette index for 256 / 16, nil for none.
    ///
    /// Direct-colour terminfo entries (xterm-direct) send numbers below 8 as
    /// the ANSI palette colours, so #000000-#000007 are nudged to #000008.
    public func colorNumber(for rgb: RGB) -> Int? {
        switch self {
        case .none: return nil
        case .ansi16: return ColorDepth.nearestANSI16(rgb)
        case .xterm256: return ColorDepth.nearestXterm256(rgb)
        case .truecolor:
            let n = Int(rgb.r) << 16 | Int(rgb.g) << 8 | Int(rgb.b)
            return n < 8 ? 8 : n
        }
    }

    /// The colour a terminal number stands for at this depth (inverse of
    /// `colorNumber`, up to the degradation); nil for default (-1) or none.
    public func rgb(forColorNumber n: Int) -> RGB? {
        guard n >= 0 else { return nil }
        switch self {
        case .none: return nil
        case .ansi16: return n < 16 ? ColorDepth.ansi16Palette[n] : nil
        case .xterm256: return n < 256 ? ColorDepth.xterm256RGB(n) : nil
        case .truecolor: return RGB(UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF))
        }
    }

    /// What `rgb` looks like after degradation to this depth (nil for none).
    public func approximate(_ rgb: RGB) -> RGB? {
        colorNumber(for: rgb).flatMap { self.rgb(forColorNumber: $0) }
    }

    // MARK: - 256 colours

    /// The six levels of each channel in the xterm 6x6x6 cube (16-231).
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// Nearest colour in the cube (16-231) or the grey ramp (232-255),
    /// whichever is closer by squared RGB distance (the cube wins ties).
    public static func nearestXterm256(_ c: RGB) -> Int {
        let r = Int(c.r), g = Int(c.g), b = Int(c.b)
        let ri = nearestCubeIndex(r), gi = nearestCubeIndex(g), bi = nearestCubeIndex(b)
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(r, g, b, cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])

        // Grey ramp: 232 + i is 8 + 10 i, i in 0...23.
        let mean = (r + g + b) / 3
        let greyIndex = min(23, max(0, (mean - 8 + 5) / 10))
        let grey = 8 + 10 * greyIndex
        let greyDistance = distance(r, g, b, grey, grey, grey)
        return greyDistance < cubeDistance ? 232 + greyIndex : cube
    }

    /// The RGB value xterm uses for palette entry `n` (0-255).
    public static func xterm256RGB(_ n: Int) -> RGB {
        switch n {
        case 0..<16: return ansi16Palette[n]
        case 16..<232:
            let i = n - 16
            return RGB(UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[i / 6 % 6]), UInt8(cubeLevels[i % 6]))
        default:
            let v = UInt8(8 + 10 * (min(255, max(232, n)) - 232))
            return RGB(v, v, v)
        }
    }

    static func nearestCubeIndex(_ v: Int) -> Int {
        // Midpoints between 0, 95, 135, 175, 215, 255.
        if v < 48 { return 0 }
        if v < 115 { return 1 }
        return min(5, (v - 35) / 40)
    }

    // MARK: - 16 colours

    /// xterm's default values for the 16 ANSI colours.
    public static let ansi16Palette: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// Nearest of the 16 ANSI colours by squared RGB distance (lowest index wins ties).
    public static func nearestANSI16(_ c: RGB) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, p) in ansi16Palette.enumerated() {
            let d = distance(Int(c.r), Int(c.g), Int(c.b), Int(p.r), Int(p.g), Int(p.b))
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }

    static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        return dr * dr + dg * dg + db * db
    }
}

// ANSI output and reports: the same degradation, as SGR parameters.
extension ColorDepth {
    /// Short aliases used by the printers and reports.
    public static let c256 = ColorDepth.xterm256
    public static let c16 = ColorDepth.ansi16

    /// "truecolor", "256", "16", "none" (as `description` prints them).
    public init?(name: String) {
        guard let d = ColorDepth.allCases.first(where: { $0.description == name.lowercased() }) else { return nil }
        self = d
    }

    /// The SGR parameter for `rgb`, or nil when colours are off.
    public func sgr(_ rgb: RGB, foreground: Bool) -> String? {
        switch self {
        case .truecolor: return "\(foreground ? 38 : 48);2;\(rgb.r);\(rgb.g);\(rgb.b)"
        case .xterm256: return "\(foreground ? 38 : 48);5;\(ColorDepth.nearestXterm256(rgb))"
        case .ansi16:
            let i = ColorDepth.nearestANSI16(rgb)
            return String((foreground ? 30 : 40) + (i & 7) + (i >= 8 ? 60 : 0))
        case .none: return nil
        }
    }

    /// The colour as this depth shows it (for reports of what a terminal can show).
    public func shown(_ c: RGB) -> RGB? { approximate(c) }
}
