/// A 24-bit colour. Themes and templates speak in these; backends degrade
/// them (truecolor -> 256 -> 16 -> none) in one place, `ColorDepth`.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    /// What `init(hex:)` reads, as a JSON Schema pattern: "#rgb" or
    /// "#rrggbb", the "#" optional.
    public static let hexPattern = "^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"

    /// Parses "#rrggbb", "rrggbb" or "#rgb"; nil for anything else.
    /// Only hex digits count (a colour from a payload is parsed at every
    /// render, so this reads bytes rather than building strings).
    public init?(hex: String) {
        var utf8 = hex.utf8[...]
        if utf8.first == UInt8(ascii: "#") { utf8 = utf8.dropFirst() }
        let short = utf8.count == 3   // #rgb is #rrggbb
        guard short || utf8.count == 6 else { return nil }
        var v: UInt32 = 0
        for b in utf8 {
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            v = v << 4 | UInt32(d)
            if short { v = v << 4 | UInt32(d) }
        }
        self.init(UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
    }

    public var hex: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for c in [r, g, b] { s.append(digits[Int(c >> 4)]); s.append(digits[Int(c & 0xF)]) }
        return s
    }
    public var description: String { hex }

    public static let black = RGB(0, 0, 0)
    public static let white = RGB(255, 255, 255)
}
