import LasimTemplate
import LasimText

/// What a view inherits from the modifiers around it, as SwiftUI's
/// environment: the font, the colour, line limits, opacity. The modifier
/// nearest the view wins.
public struct ViewEnvironment: Sendable, Equatable {
    /// Its fields, shared by every copy until one is changed (copy on write):
    /// an environment is copied into every layout item and laid-out view made
    /// from a view, and field by field (a font, colours, strings) each copy
    /// was a dozen retains (callgrind: about a twentieth of a card's cost).
    private struct Values: Equatable {
        var font: SwiftUIFont = .body
        var weight: String?
        var monospaced: Bool = false
        var tabularDigits: Bool = false
        var fontDesign: String?
        var fontWidth: Double?
        var italic: Bool = false
        var underline: Bool = false
        var strikethrough: Bool = false
        var foreground: ViewColor?
        var foregroundStyle: ViewColor?
        var tint: ViewColor?
        var lineLimit: Int?
        var minimumScaleFactor: Double = 1
        var truncationMode: TruncationMode = .tail
        var opacity: Double = 1
        var textAlignment: Double = 0
        var circularProgress: Bool = false
        var tracking: Double = 0
        var imageRendering: String?
        var colorInverted: Bool = false
        var colorMultiplier: RGB?
        var imageScale: Double = 1
        var dynamicTypeSize: DynamicTypeSize = .large
        var rightToLeft: Bool = false
    }
    private final class Box: @unchecked Sendable {
        // Written only through `unique()`, by the one environment that holds it.
        var values: Values
        init(_ values: Values) { self.values = values }
    }
    private var box: Box
    private static let standard = Box(Values())
    /// Gives this environment a box of its own before a field is written.
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
    }

    public static func == (a: ViewEnvironment, b: ViewEnvironment) -> Bool { a.box === b.box || a.box.values == b.box.values }

    public var font: SwiftUIFont {
        _read { yield box.values.font }
        _modify { unique(); yield &box.values.font }
    }
    /// `.fontWeight`, `.bold()`: kept apart from the font, so that an inner
    /// `.font(.caption)` stays bold under an outer `.bold()`.
    public var weight: String? {
        _read { yield box.values.weight }
        _modify { unique(); yield &box.values.weight }
    }
    /// `.monospaced()` and `.monospacedDigit()` on a view: every font below
    /// takes SF Mono, or tabular digits, whatever `.font` an inner view sets.
    /// `.fontDesign(.rounded)`: the design of a font below that names none.
    public var monospaced: Bool {
        _read { yield box.values.monospaced }
        _modify { unique(); yield &box.values.monospaced }
    }
    public var tabularDigits: Bool {
        _read { yield box.values.tabularDigits }
        _modify { unique(); yield &box.values.tabularDigits }
    }
    public var fontDesign: String? {
        _read { yield box.values.fontDesign }
        _modify { unique(); yield &box.values.fontDesign }
    }
    /// `.fontWidth(.condensed)`: kept apart from the font, as the weight is.
    public var fontWidth: Double? {
        _read { yield box.values.fontWidth }
        _modify { unique(); yield &box.values.fontWidth }
    }
    public var italic: Bool {
        _read { yield box.values.italic }
        _modify { unique(); yield &box.values.italic }
    }
    /// `.underline()`, `.strikethrough()`: drawn in points; the cells keep
    /// their underline for a cut text.
    public var underline: Bool {
        _read { yield box.values.underline }
        _modify { unique(); yield &box.values.underline }
    }
    public var strikethrough: Bool {
        _read { yield box.values.strikethrough }
        _modify { unique(); yield &box.values.strikethrough }
    }
    public var foreground: ViewColor? {
        _read { yield box.values.foreground }
        _modify { unique(); yield &box.values.foreground }
    }
    /// The foreground style the hierarchical levels (`.secondary` ...) are
    /// taken from: the nearest colour set around the view that is not a level.
    public var foregroundStyle: ViewColor? {
        _read { yield box.values.foregroundStyle }
        _modify { unique(); yield &box.values.foregroundStyle }
    }
    /// `.tint`: what controls are drawn in (see `controlTint`).
    public var tint: ViewColor? {
        _read { yield box.values.tint }
        _modify { unique(); yield &box.values.tint }
    }
    public var lineLimit: Int? {
        _read { yield box.values.lineLimit }
        _modify { unique(); yield &box.values.lineLimit }
    }
    public var minimumScaleFactor: Double {
        _read { yield box.values.minimumScaleFactor }
        _modify { unique(); yield &box.values.minimumScaleFactor }
    }
    /// `.truncationMode`: where a text cut on one line loses its words.
    public var truncationMode: TruncationMode {
        _read { yield box.values.truncationMode }
        _modify { unique(); yield &box.values.truncationMode }
    }
    /// The product of every `.opacity` above.
    public var opacity: Double {
        _read { yield box.values.opacity }
        _modify { unique(); yield &box.values.opacity }
    }
    /// `multilineTextAlignment`: 0 leading, 0.5 centre, 1 trailing.
    public var textAlignment: Double {
        _read { yield box.values.textAlignment }
        _modify { unique(); yield &box.values.textAlignment }
    }
    /// `.progressViewStyle(.circular)`, `.gaugeStyle(.accessoryCircular...)`:
    /// progress drawn as a ring (in points; the cells draw a bar).
    public var circularProgress: Bool {
        _read { yield box.values.circularProgress }
        _modify { unique(); yield &box.values.circularProgress }
    }
    /// `.tracking`, `.kerning`: the texts' letter spacing, in points.
    public var tracking: Double {
        _read { yield box.values.tracking }
        _modify { unique(); yield &box.values.tracking }
    }
    /// `.renderingMode(.template)` or `(.original)` on an asset image; nil:
    /// as its imageset says (`template-rendering-intent`).
    public var imageRendering: String? {
        _read { yield box.values.imageRendering }
        _modify { unique(); yield &box.values.imageRendering }
    }
    /// `.colorInvert()`: an odd number of them around an asset image.
    public var colorInverted: Bool {
        _read { yield box.values.colorInverted }
        _modify { unique(); yield &box.values.colorInverted }
    }
    /// `.colorMultiply(c)`: the product of every one around the view: each
    /// channel of what it draws (an asset image's pixels, a text's, a
    /// symbol's or a shape's colour) multiplied by it.
    public var colorMultiplier: RGB? {
        _read { yield box.values.colorMultiplier }
        _modify { unique(); yield &box.values.colorMultiplier }
    }
    /// A text's, symbol's or shape's colour as `.colorMultiply` draws it.
    public func multiplied(_ c: RGB) -> RGB { colorMultiplier.map { c.multiplied(by: $0) } ?? c }
    /// `.imageScale(.small/.large)`: how much larger than its font's
    /// medium size a symbol is drawn and laid out. Apple: the small scale
    /// is about 20% smaller than medium, the large about 30% larger
    /// (UIImage/NSImage.SymbolScale).
    public var imageScale: Double {
        _read { yield box.values.imageScale }
        _modify { unique(); yield &box.values.imageScale }
    }
    static let imageScales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
    /// The phone's text size (`--text-size`), kept in `.dynamicTypeSize(range)`'s bounds.
    public var dynamicTypeSize: DynamicTypeSize {
        _read { yield box.values.dynamicTypeSize }
        _modify { unique(); yield &box.values.dynamicTypeSize }
    }
    /// The layout direction (the `layoutDirection:rightToLeft` trait: the
    /// phone's, for an app shown in a language written right to left, or
    /// `.environment(\.layoutDirection, ...)`): what leading means, which
    /// `LaidOutView.directed` makes of the frames.
    public var rightToLeft: Bool {
        _read { yield box.values.rightToLeft }
        _modify { unique(); yield &box.values.rightToLeft }
    }

    public init(dynamicTypeSize: DynamicTypeSize = .large) {
        box = Self.standard
        if dynamicTypeSize != self.dynamicTypeSize { self.dynamicTypeSize = dynamicTypeSize }
    }

    /// The font texts and symbols are measured and drawn in, at the text
    /// size: resolved here, not when `.font` is met, so that a clamp below
    /// the font (`.dynamicTypeSize` on an inner view) still applies to it.
    public var effectiveFont: SwiftUIFont {
        SwiftUIFont(size: SwiftUIFont.pointSize(font.size, style: font.style, at: dynamicTypeSize),
                    weight: weight ?? font.weight, design: monospaced ? "monospaced" : font.design ?? fontDesign, tracking: tracking,
                    tabularDigits: tabularDigits || font.tabularDigits, width: fontWidth ?? font.width)
    }

    /// The font a text is drawn in under this environment and `.font(...)`
    /// (`m`), resolved as a view's is (`effectiveFont`): what an app's own
    /// measure of a text in that font answers with.
    public func font(setBy m: ViewModifier) -> SwiftUIFont {
        var e = self
        e.apply(m)
        return e.effectiveFont
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
