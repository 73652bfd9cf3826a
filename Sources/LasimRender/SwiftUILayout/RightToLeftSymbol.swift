/// What a right-to-left layout makes of an SF Symbol: the symbols that
/// point along the line have a right-to-left variant the phone draws
/// instead (`arrow.right` points left, `chevron.forward` too, a
/// `train.side.front.car` faces left: the Hebrew screenshots of
/// better-rail); the rest (media controls, `arrow.up`) are drawn as they are.
enum RightToLeftSymbol {
    case named(String)
    case mirrored

    /// nil: no variant, drawn as in a left-to-right layout.
    init?(_ name: String) {
        let parts = name.split(separator: ".").map(String.init)
        let pointing = parts.contains { $0.hasPrefix("arrow") || $0.hasPrefix("chevron") }
        let swapped = parts.map { Self.opposite[$0] ?? $0 }
        if pointing, swapped != parts {
            // Its variant is the symbol pointing the other way, which the cells too have a glyph for.
            self = .named(swapped.joined(separator: "."))
        } else if parts.contains("side") {
            // A vehicle seen from the side faces the way the line reads: its picture mirrored.
            self = .mirrored
        } else {
            return nil
        }
    }

    private static let opposite = ["left": "right", "right": "left", "forward": "backward", "backward": "forward"]
}
