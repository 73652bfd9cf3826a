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
    /// `Font.Width`'s value (`.fontWidth(.condensed)`, `.width(.expanded)`,
    /// `Font.Width(0.1)`): 0 standard, below it narrower, above it wider.
    public var width: Double = 0

    public init(size: Double, weight: String? = nil, design: String? = nil, tracking: Double = 0, style: String? = nil,
                tabularDigits: Bool = false, width: Double = 0) {
        self.size = size; self.weight = weight; self.design = design; self.tracking = tracking; self.style = style
        self.tabularDigits = tabularDigits; self.width = width
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

    /// How much wider than regular each weight draws the same text, in SF
    /// Pro's text and display optical sizes: lower case, digits and marks
    /// first, capitals (which widen less) second. The weight axis of Apple's
    /// variable SF-Pro.ttf at its named instances (Ultralight to Black),
    /// measured with FreeType over words and digits at the optical sizes 17
    /// and 28 (bold lower case 8.1% wider, bold capitals 5.5%). The phone
    /// widens by `phoneWeightScale` of that (see there).
    static let weightWidths: [String: (text: Double, display: Double, capitalsText: Double, capitalsDisplay: Double)] = [
        "ultraLight": (0.961, 0.923, 0.946, 0.916), "thin": (0.969, 0.940, 0.958, 0.934),
        "light": (0.987, 0.974, 0.982, 0.971), "medium": (1.030, 1.036, 1.020, 1.020),
        "semibold": (1.051, 1.062, 1.035, 1.034), "bold": (1.081, 1.099, 1.055, 1.054),
        "heavy": (1.124, 1.151, 1.085, 1.083), "black": (1.162, 1.197, 1.110, 1.108),
    ]

    /// How much of the font file's widening (`weightWidths`) the phone's
    /// lines show: FocusPulse's headline "Deep Work" (semibold, 85.0 pt of
    /// ink at 3 px/pt, iOS 26), better-rail's "Get off in 3 stops" (bold,
    /// 1.054 times as long as regular against two regular lines of the same
    /// screenshot) and its heavy station name (1.115 times) are each within
    /// 1.5% of 0.69 of the font's widening; the whole of it made that bold
    /// line 2.6% and the headline 3.5% too long, the old 4% rule for bold
    /// left the heavy name 15% short.
    static let phoneWeightScale = 0.69

    /// The weight's widening of lower case, digits and marks at this size
    /// (see `weightWidths`), blended from text to display as `opticalWidth` is.
    var weightWidth: Double { widenings.lower }

    /// The weight's widening of capital letters at this size.
    var capitalWeightWidth: Double { widenings.capitals }

    /// `weightWidth` and `capitalWeightWidth` from one look-up of the
    /// weight's row (by its name: a measure asked for both paid it twice).
    var widenings: (lower: Double, capitals: Double) {
        guard let w = weightRow else { return (1, 1) }
        let blend = displayBlend
        return (Self.onPhone(w.text + (w.display - w.text) * blend), Self.onPhone(w.capitalsText + (w.capitalsDisplay - w.capitalsText) * blend))
    }

    static func onPhone(_ fontWidening: Double) -> Double { 1 + (fontWidening - 1) * phoneWeightScale }

    /// SF Mono's characters are 0.6 em at every weight.
    private var weightRow: (text: Double, display: Double, capitalsText: Double, capitalsDisplay: Double)? {
        guard design != "monospaced" else { return nil }
        return weight.flatMap { Self.weightWidths[$0] }
    }

    /// SF Pro's width axis (`wdth`) at `Font.Width`'s named values, as wide
    /// as standard: compressed -0.3, condensed -0.2, expanded 0.2 (SwiftUI's
    /// constants) are the font's named instances at wdth 47, 60 and 132
    /// (100 standard), whose regular digits are 0.648, 0.764 and 1.277 as
    /// wide (FreeType on Apple's SF-Pro.ttf, opsz 17; 1% apart at opsz 28,
    /// 3% between weights). A value between (better-rail's `Font.Width(0.1)`)
    /// is between on the axis: its callout heavy station name, 159.5 pt on
    /// the phone, is 1.126 times the 141 pt the standard width gave, where
    /// the font's heavy at wdth 116 is 1.122.
    static let namedWidths: [(value: Double, factor: Double)] = [(-0.3, 0.648), (-0.2, 0.764), (0, 1), (0.2, 1.277)]

    /// `Font.Width`'s names, as SwiftUI defines them.
    public static let widthValues: [String: Double] = ["compressed": -0.3, "condensed": -0.2, "standard": 0, "expanded": 0.2]

    /// How much wider the width axis draws this font than standard (see
    /// `namedWidths`; in proportion between them, at the axis's ends beyond).
    var stretch: Double {
        guard width != 0, hasOpticalSizes else { return 1 }
        let t = Self.namedWidths
        guard let k = t.indices.dropFirst().first(where: { width <= t[$0].value }) else { return t[t.count - 1].factor }
        let lo = t[k - 1], hi = t[k]
        let f = max(0, (width - lo.value) / (hi.value - lo.value))
        return lo.factor + (hi.factor - lo.factor) * f
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
    var opticalWidth: Double { 1 - Self.displayNarrowing * displayBlend }

    /// How far this size is from SF Pro's text design (0) to its display
    /// design (1): from 19 pt to 22 pt.
    var displayBlend: Double {
        guard hasOpticalSizes, size > 19 else { return 0 }
        return min(1, (size - 19) / 3)
    }
    static let displayNarrowing = 0.065

    /// What the cells draw bold: the rule `ViewLowering` applies (22 pt and
    /// up, or a semibold or heavier weight).
    public var drawsBold: Bool { size >= 22 || weight.map(ViewLowering.isBold) == true }

    /// WCAG's large text (18 pt, or 14 pt bold, in CSS points: 24 and 18.66
    /// of iOS's), for the contrast checker's threshold.
    var isLargeText: Bool { size >= 24 || (size >= 18.66 && weight.map(ViewLowering.isBold) == true) }

    func scaled(_ factor: Double) -> SwiftUIFont {
        SwiftUIFont(size: size * factor, weight: weight, design: design, tracking: tracking, tabularDigits: tabularDigits, width: width)
    }
}
