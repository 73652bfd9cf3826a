/// A 24-bit colour. Themes and templates speak in these; backends degrade
/// them (truecolor -> 256 -> 16 -> none) in one place, `ColorDepth`.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    /// Parses "#rrggbb", "rrggbb" or "#rgb"; nil for anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        if s.count == 3 { s = Substring(s.map { "\($0)\($0)" }.joined()) }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
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
