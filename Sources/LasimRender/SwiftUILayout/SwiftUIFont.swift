import LasimTemplate
/// A font as the layout measures it: a point size, a weight and a design
/// (`.font(.title)`, `.system(size: 34, weight: .bold)`).
public struct SwiftUIFont: Sendable, Hashable {
    public var size: Double
    /// SwiftUI's weight names: `regular`, `semibold`, `bold`...; nil: regular.
    public var weight: String?
    /// `default`, `rounded`, `monospaced`, `serif`; nil: default.
    public var design: String?
    /// `.tracking(0.8)`, `.kerning(3)`: points added after each character.
    public var tracking: Double = 0

    public init(size: Double, weight: String? = nil, design: String? = nil, tracking: Double = 0) {
        self.size = size; self.weight = weight; self.design = design; self.tracking = tracking
    }

    /// What a text without `.font` is drawn in.
    public static let body = SwiftUIFont(size: 17)

    /// Each text style's point size on iPhone at the default Dynamic Type
    /// size (Apple's Human Interface Guidelines, Typography).
    public static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// `.title`, `.headline`...: nil for a name that is not a text style.
    public static func textStyle(_ name: String) -> SwiftUIFont? {
        guard let size = textStyleSizes[name] else { return nil }
        return SwiftUIFont(size: size, weight: name == "headline" ? "semibold" : nil)
    }

    /// SF Pro's line spacing is close to 1.2 em at text sizes.
    public var lineHeight: Double { size * 1.2 }

    /// Heavier weights draw wider glyphs: a bold line is about 4% longer.
    var widthFactor: Double {
        switch weight {
        case "medium": return 1.01
        case "semibold": return 1.025
        case "bold": return 1.04
        case "heavy": return 1.055
        case "black": return 1.07
        case "light": return 0.985
        case "thin", "ultraLight": return 0.97
        default: return 1
        }
    }

    /// What the cells draw bold: the rule `ViewLowering` applies (22 pt and
    /// up, or a semibold or heavier weight).
    public var drawsBold: Bool { size >= 22 || weight.map(ViewLowering.isBold) == true }

    /// WCAG's large text (18 pt, or 14 pt bold, in CSS points: 24 and 18.66
    /// of iOS's), for the contrast checker's threshold.
    var isLargeText: Bool { size >= 24 || (size >= 18.66 && weight.map(ViewLowering.isBold) == true) }

    func scaled(_ factor: Double) -> SwiftUIFont { SwiftUIFont(size: size * factor, weight: weight, design: design, tracking: tracking) }
}
