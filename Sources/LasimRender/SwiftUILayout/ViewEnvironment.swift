import LasimTemplate
import LasimText

/// What a view inherits from the modifiers around it, as SwiftUI's
/// environment: the font, the colour, line limits, opacity. The modifier
/// nearest the view wins.
public struct ViewEnvironment: Sendable, Equatable {
    public var font: SwiftUIFont = .body
    /// `.fontWeight`, `.bold()`: kept apart from the font, so that an inner
    /// `.font(.caption)` stays bold under an outer `.bold()`.
    public var weight: String?
    /// `.monospaced()` and `.monospacedDigit()` on a view: every font below
    /// takes SF Mono, or tabular digits, whatever `.font` an inner view sets.
    /// `.fontDesign(.rounded)`: the design of a font below that names none.
    public var monospaced = false
    public var tabularDigits = false
    public var fontDesign: String?
    /// `.fontWidth(.condensed)`: kept apart from the font, as the weight is.
    public var fontWidth: Double?
    public var italic = false
    /// `.underline()`, `.strikethrough()`: drawn in points; the cells keep
    /// their underline for a cut text.
    public var underline = false
    public var strikethrough = false
    public var foreground: ViewColor?
    /// The foreground style the hierarchical levels (`.secondary` ...) are
    /// taken from: the nearest colour set around the view that is not a level.
    public var foregroundStyle: ViewColor?
    /// `.tint`: what controls are drawn in (see `controlTint`).
    public var tint: ViewColor?
    public var lineLimit: Int?
    public var minimumScaleFactor: Double = 1
    /// `.truncationMode`: where a text cut on one line loses its words.
    public var truncationMode: TruncationMode = .tail
    /// The product of every `.opacity` above.
    public var opacity: Double = 1
    /// `multilineTextAlignment`: 0 leading, 0.5 centre, 1 trailing.
    public var textAlignment: Double = 0
    /// `.progressViewStyle(.circular)`, `.gaugeStyle(.accessoryCircular...)`:
    /// progress drawn as a ring (in points; the cells draw a bar).
    public var circularProgress = false
    /// `.tracking`, `.kerning`: the texts' letter spacing, in points.
    public var tracking: Double = 0
    /// `.renderingMode(.template)` or `(.original)` on an asset image; nil:
    /// as its imageset says (`template-rendering-intent`).
    public var imageRendering: String?
    /// `.colorInvert()`: an odd number of them around an asset image.
    public var colorInverted = false
    /// `.colorMultiply(c)`: the product of every one around the view: each
    /// channel of what it draws (an asset image's pixels, a text's, a
    /// symbol's or a shape's colour) multiplied by it.
    public var colorMultiplier: RGB?
    /// A text's, symbol's or shape's colour as `.colorMultiply` draws it.
    public func multiplied(_ c: RGB) -> RGB { colorMultiplier.map { c.multiplied(by: $0) } ?? c }
    /// `.imageScale(.small/.large)`: how much larger than its font's
    /// medium size a symbol is drawn and laid out. Apple: the small scale
    /// is about 20% smaller than medium, the large about 30% larger
    /// (UIImage/NSImage.SymbolScale).
    public var imageScale: Double = 1
    static let imageScales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
    /// The phone's text size (`--text-size`), kept in `.dynamicTypeSize(range)`'s bounds.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The layout direction (the `layoutDirection:rightToLeft` trait: the
    /// phone's, for an app shown in a language written right to left, or
    /// `.environment(\.layoutDirection, ...)`): what leading means, which
    /// `LaidOutView.directed` makes of the frames.
    public var rightToLeft = false

    public init(dynamicTypeSize: DynamicTypeSize = .large) { self.dynamicTypeSize = dynamicTypeSize }

    /// The font texts and symbols are measured and drawn in, at the text
    /// size: resolved here, not when `.font` is met, so that a clamp below
    /// the font (`.dynamicTypeSize` on an inner view) still applies to it.
    public var effectiveFont: SwiftUIFont {
        SwiftUIFont(size: SwiftUIFont.pointSize(font.size, style: font.style, at: dynamicTypeSize),
                    weight: weight ?? font.weight, design: monospaced ? "monospaced" : font.design ?? fontDesign, tracking: tracking,
                    tabularDigits: tabularDigits || font.tabularDigits, width: fontWidth ?? font.width)
    }

    /// An asset image is drawn as a template: its shape in the foreground
    /// colour, its own colours dropped (`asset`: what its imageset says).
    public func drawsTemplate(asset: Bool) -> Bool {
        imageRendering.map { $0 == "template" } ?? asset
    }

    /// The modifier that sets the layout direction of a view and all it holds.
    public static func layoutDirection(rightToLeft: Bool) -> ViewModifier {
        .other("layoutDirection:" + (rightToLeft ? "rightToLeft" : "leftToRight"))
    }

    /// Where a text's lines sit across its frame, from the left: its
    /// `multilineTextAlignment` from the leading edge, the right one right
    /// to left (a text's natural edge).
    public var lineAlignment: Double { rightToLeft ? 1 - textAlignment : textAlignment }

    /// A progress bar's or gauge's colour: the tint, else the foreground
    /// style set on it, else the theme's.
    public var controlTint: ViewColor? { tint ?? foreground }

    /// The cells draw it faint: a colour or a view more than a fifth transparent.
    public var isDim: Bool { opacity < 0.8 || (foreground?.opacity ?? 1) < 0.8 }

    /// This environment with one modifier applied: the caller applies the
    /// outermost first, so the nearest one wins. False: not an environment
    /// modifier.
    @discardableResult
    mutating func apply(_ m: ViewModifier) -> Bool {
        switch m {
        case .font(let size, let w, let design, let style):
            // `.fontWeight(.bold)` arrives as a font of size 0.
            if size > 0 {
                font = SwiftUIFont(size: size, weight: w, design: design, style: style)
            } else if let w {
                weight = w
            }
        case .bold(let on): if on { weight = "bold" }
        case .dynamicTypeSize(let low, let high): dynamicTypeSize = max(low, min(high, dynamicTypeSize))
        case .italic: italic = true
        case .foreground(let c):
            foreground = c.level(of: foregroundStyle)
            if c.hierarchicalLevel == nil { foregroundStyle = c }
        case .tint(let c): tint = c
        case .lineLimit(let n): lineLimit = n
        case .opacity(let o): opacity *= max(0, min(1, o.isNaN ? 1 : o))
        case .multilineTextAlignment(let a): textAlignment = LayoutAlignment.horizontalFraction(a)
        case .other(let name):
            guard let trait = LayoutTrait(name) else { return false }
            switch trait.name {
            case "minimumScaleFactor": minimumScaleFactor = trait.value ?? 1
            case "truncationMode": truncationMode = trait.argument.flatMap(TruncationMode.init(rawValue:)) ?? .tail
            case "monospaced": monospaced = trait.argument != "false"
            case "monospacedDigit": tabularDigits = true
            // A font's own `.monospacedDigit()`: applied right after its `.font`.
            case "fontTabularDigits": font.tabularDigits = true
            case "fontDesign": fontDesign = trait.argument
            case "fontWidth": fontWidth = trait.value
            // A font's own width (`.system(size:weight:width:)`, `.body.width(.expanded)`): applied right after its `.font`.
            case "fontOwnWidth": font.width = trait.value ?? 0
            case "tracking", "kerning": tracking = trait.value ?? 0
            case "progressViewStyle", "gaugeStyle":
                circularProgress = trait.argument.map { $0.lowercased().contains("circular") } ?? false
            case "renderingMode": imageRendering = trait.argument
            case "imageScale": imageScale = trait.argument.flatMap { Self.imageScales[$0] } ?? 1
            case "colorInvert": colorInverted.toggle()
            case "colorMultiply":
                guard let c = trait.argument.flatMap(RGB.init(hex:)) else { return false }
                colorMultiplier = colorMultiplier.map { $0.multiplied(by: c) } ?? c
            case "underline": underline = trait.argument != "off"
            case "strikethrough": strikethrough = trait.argument != "off"
            case "layoutDirection": rightToLeft = trait.argument == "rightToLeft"
            default: return false
            }
        default:
            return false
        }
        return true
    }
}

/// A modifier the evaluator keeps by name (`.other`): `fixedSize`,
/// `layoutPriority`, `minimumScaleFactor`, `resizable`... Its value, when
/// the front end writes one, follows a colon or sits in parentheses:
/// `layoutPriority:1`, `minimumScaleFactor(0.5)`. Without one, the
/// modifier's effect is SwiftUI's for its default argument where it has
/// one, and none otherwise (see `SwiftUILayout`).
struct LayoutTrait {
    var name: String
    var value: Double?
    var argument: String?

    init?(_ text: String) {
        // Every layout builds each modifier's trait: in ASCII text (all of
        // them in practice) a byte is a character, and found as one faster.
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        func first(_ c: Character, _ byte: UInt8) -> String.Index? { ascii ? text.utf8.firstIndex(of: byte) : text.firstIndex(of: c) }
        if let colon = first(":", 0x3A) {
            name = String(text[..<colon])
            argument = String(text[text.index(after: colon)...])
        } else if let open = first("(", 0x28), text.hasSuffix(")") {
            name = String(text[..<open])
            argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        } else {
            name = text
        }
        if name.isEmpty { return nil }
        value = argument.flatMap { Double($0.trimmingSpaces()) }
    }

    /// An argument of numbers apart by commas (`rotation:90,0.5,0.5`).
    var numbers: [Double] { argument?.split(separator: ",").compactMap { Double($0) } ?? [] }
}
