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
    /// The text style `size` follows at other Dynamic Type sizes (see
    /// `pointSize`); nil: a fixed size.
    public var style: String?
    /// `.monospacedDigit()`: every digit as wide as the widest (SF Pro's
    /// tabular figures), so that a ticking number keeps its width.
    public var tabularDigits = false

    public init(size: Double, weight: String? = nil, design: String? = nil, tracking: Double = 0, style: String? = nil,
                tabularDigits: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.tracking = tracking; self.style = style
        self.tabularDigits = tabularDigits
    }

    /// What a text without `.font` is drawn in.
    public static let body = SwiftUIFont(size: 17, style: "body")

    /// Each text style's point size on iPhone at each Dynamic Type size,
    /// `DynamicTypeSize`'s order: xSmall, small, medium, large (the
    /// default), xLarge, xxLarge, xxxLarge, then AX1...AX5 (Apple's Human
    /// Interface Guidelines, Typography, iOS Dynamic Type sizes).
    public static let dynamicTypeSizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Each text style's point size at the default size (large).
    public static let textStyleSizes: [String: Double] = dynamicTypeSizes.mapValues { $0[DynamicTypeSize.large.rawValue] }

    /// A font's size at `typeSize`: a text style's row of the table; a size
    /// made relative to a style (`.system(size: 9, relativeTo: .caption)`)
    /// scaled as that style is; a fixed size (`style` nil) as it is.
    public static func pointSize(_ size: Double, style: String?, at typeSize: DynamicTypeSize) -> Double {
        guard typeSize != .large, let style, let row = dynamicTypeSizes[style] else { return size }
        let base = row[DynamicTypeSize.large.rawValue]
        return size == base ? row[typeSize.rawValue] : size * row[typeSize.rawValue] / base
    }

    /// `.title`, `.headline`...: nil for a name that is not a text style.
    public static func textStyle(_ name: String) -> SwiftUIFont? {
        guard let size = textStyleSizes[name] else { return nil }
        return SwiftUIFont(size: size, weight: name == "headline" ? "semibold" : nil, style: name)
    }

    /// SF Pro's line spacing is close to 1.2 em at text sizes.
    public var lineHeight: Double { size * 1.2 }

    /// From the top of a line to its baseline: SF Pro's ascender (0.952 em)
    /// below the half of the line that its 1.193 em glyph box leaves over.
    var baselineInLine: Double { (lineHeight - 1.193 * size) / 2 + 0.952 * size }

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

    /// SF Pro's tracking at each whole point size from 6 to 36, in
    /// thousandths of an em (Apple's Human Interface Guidelines,
    /// Typography, tracking values for iOS): loose at caption sizes, zero
    /// at 12 pt, tightest for body and title3 (17 to 20), loose again at
    /// display sizes. The system applies it to every text in SF Pro.
    static let trackingTable: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23,
                                          -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12, 11, 10]

    /// Whether the size's tracking and optical width apply: SF Pro and SF
    /// Pro Rounded have them; SF Mono and New York are measured as drawn.
    private var hasOpticalSizes: Bool { design != "monospaced" && design != "serif" }

    /// Points SF Pro adds after each character at this size (see
    /// `trackingTable`; between whole sizes in proportion, beyond the
    /// table at its ends).
    var systemTracking: Double {
        guard hasOpticalSizes else { return 0 }
        let t = Self.trackingTable, at = min(max(size, 6), 36) - 6
        let i = min(Int(at), t.count - 2), f = at - Double(i)
        return (t[i] + (t[i + 1] - t[i]) * f) / 1000 * size
    }

    /// SF Pro's glyphs at this size against its text optical size's:
    /// the display design, from 20 pt on, draws narrower letters (a
    /// title2 "CONSTRAINED" is 147 pt of ink on the phone, its text shapes
    /// tracked 158; a largeTitle timer 6% narrower than the caption's
    /// digits), reached by 22 pt and blended from 19 pt (a title3 line
    /// 2.7% narrower than its text shapes).
    var opticalWidth: Double {
        guard hasOpticalSizes, size > 19 else { return 1 }
        return 1 - Self.displayNarrowing * min(1, (size - 19) / 3)
    }
    static let displayNarrowing = 0.065

    /// What the cells draw bold: the rule `ViewLowering` applies (22 pt and
    /// up, or a semibold or heavier weight).
    public var drawsBold: Bool { size >= 22 || weight.map(ViewLowering.isBold) == true }

    /// WCAG's large text (18 pt, or 14 pt bold, in CSS points: 24 and 18.66
    /// of iOS's), for the contrast checker's threshold.
    var isLargeText: Bool { size >= 24 || (size >= 18.66 && weight.map(ViewLowering.isBold) == true) }

    func scaled(_ factor: Double) -> SwiftUIFont {
        SwiftUIFont(size: size * factor, weight: weight, design: design, tracking: tracking, tabularDigits: tabularDigits)
    }
}
