/// How many colours an output can show, and the one place where a theme's
/// true colours are degraded to what it can: truecolor -> 256 -> 16 -> none.
public enum ColorDepth: String, Sendable, CaseIterable {
    case truecolor, c256 = "256", c16 = "16", none

    /// From the environment: NO_COLOR or TERM=dumb -> none; COLORTERM
    /// truecolor/24bit (or a terminfo with 2^24 colours) -> truecolor; then
    /// by the terminfo's colour count.
    public static func detect(environment: [String: String], colorsFromTerminfo: Int) -> ColorDepth {
        if environment["NO_COLOR"] != nil { return .none }
        if environment["TERM"] == "dumb" { return .none }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorterm == "truecolor" || colorterm == "24bit" || colorsFromTerminfo >= 1 << 24 { return .truecolor }
        if colorsFromTerminfo >= 256 { return .c256 }
        if colorsFromTerminfo >= 8 { return .c16 }
        return .none
    }

    /// The SGR parameter for `rgb`, or nil when colours are off.
    public func sgr(_ rgb: RGB, foreground: Bool) -> String? {
        switch self {
        case .truecolor: return "\(foreground ? 38 : 48);2;\(rgb.r);\(rgb.g);\(rgb.b)"
        case .c256: return "\(foreground ? 38 : 48);5;\(Self.nearest256(rgb))"
        case .c16:
            let i = Self.nearest16(rgb)
            return String((foreground ? 30 : 40) + (i & 7) + (i >= 8 ? 60 : 0))
        case .none: return nil
        }
    }

    /// The xterm palette's 16 standard colours.
    public static let ansi16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0),
        RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func distance(_ a: RGB, _ r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(a.r) - r, dg = Int(a.g) - g, db = Int(a.b) - b
        return dr * dr + dg * dg + db * db
    }

    /// Nearest xterm-256 colour: the 6x6x6 cube or the grey ramp, whichever is closer.
    public static func nearest256(_ c: RGB) -> Int {
        func level(_ v: UInt8) -> Int {
            var best = 0
            for i in 1..<6 where abs(cubeLevels[i] - Int(v)) < abs(cubeLevels[best] - Int(v)) { best = i }
            return best
        }
        let (ri, gi, bi) = (level(c.r), level(c.g), level(c.b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDist = distance(c, cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        let avg = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let greyIndex = min(23, max(0, (avg - 8 + 5) / 10))
        let grey = 8 + 10 * greyIndex
        let greyDist = distance(c, grey, grey, grey)
        return greyDist < cubeDist ? 232 + greyIndex : cube
    }

    /// Nearest of the 16 ANSI colours.
    public static func nearest16(_ c: RGB) -> Int {
        var best = 0
        var bestDist = Int.max
        for (i, p) in ansi16.enumerated() {
            let d = distance(c, Int(p.r), Int(p.g), Int(p.b))
            if d < bestDist { best = i; bestDist = d }
        }
        return best
    }

    /// The colour as this depth shows it (for reports of what a terminal can show).
    public func shown(_ c: RGB) -> RGB? {
        switch self {
        case .truecolor: return c
        case .c256:
            let i = Self.nearest256(c)
            if i >= 232 { let v = UInt8(8 + 10 * (i - 232)); return RGB(v, v, v) }
            let k = i - 16
            return RGB(UInt8(Self.cubeLevels[k / 36]), UInt8(Self.cubeLevels[k / 6 % 6]), UInt8(Self.cubeLevels[k % 6]))
        case .c16: return Self.ansi16[Self.nearest16(c)]
        case .none: return nil
        }
    }
}
