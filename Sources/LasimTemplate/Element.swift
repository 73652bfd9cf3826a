import LasimText
import LasimModel
/// One node of a presentation's layout, as a template declares it.
/// A class so that walking the tree at every render shares nodes instead of
/// copying them; it is never changed once the template has loaded.
public final class Element: @unchecked Sendable {
    public enum Kind: Sendable {
        case text(TextTemplate, lines: Int)
        /// A theme glyph by name (rider, car, bag...), or literal text when the
        /// name is not a glyph. `tint` colours it (the car in the driver's colour).
        case glyph(TextTemplate)
        case hstack([Element])
        case vstack([Element])
        case spacer(min: Int)
        /// A plain bar: `value / total`, optionally with a rider glyph at the tip.
        case progress(value: Expression, total: Expression?, rider: String?)
        /// Seed 000's segmented bar: `segments` capsules, the `active` one
        /// highlighted, those before it completed; when `progress` (0...100)
        /// is set, all segments are empty and a completed bar with the rider
        /// is drawn over them up to it.
        case segmented(segments: Expression, active: Expression, progress: Expression?, rider: String?)
        /// Digits three rows high, for the projector.
        case bigText(TextTemplate)
        /// Every content-state field as a label/value row (the generic template).
        case fields
        /// Something in the template is wrong: drawn as a visible warning.
        case error(String)
        /// An SF Symbol by name, through the theme's `symbols` table; one not
        /// listed is drawn as its name in brackets (an app's SwiftUI views).
        case symbol(TextTemplate)
        /// Something the front end could not translate (a SwiftUI view lasim
        /// cannot draw): `label` is drawn in brackets where it stood, `note`
        /// (what and where, file:line) goes to the problems list.
        case placeholder(label: String, note: Problem)
        /// App code that failed as it ran (index out of range, nil
        /// unwrapped): `⚠` where it stood, `note` (Swift's message and
        /// file:line) to the problems list.
        case failure(note: Problem)
    }

    public enum Align: String, Sendable, Equatable, CaseIterable { case leading, center, trailing, top, bottom }

    public let kind: Kind

    /// `kind` without its payload, and the payloads a render reads, held
    /// apart: switching on `kind` copied its payload (the template's or the
    /// children's references) at every element drawn.
    package enum Shape: UInt8, Sendable { case text, glyph, bigText, symbol, hstack, vstack, other }
    package let shape: Shape
    /// The text template's parts of a text, glyph, big text or symbol; empty otherwise.
    package let parts: [TextTemplate.Part]
    /// A stack's children; empty otherwise.
    package let children: [Element]
    /// The lines a text may wrap to; 0 otherwise.
    package let lines: Int
    /// A template of one hole and nothing else (most texts that are not
    /// constant): its expression and format, read where they are held
    /// (taking the hole out of `parts` copied it).
    package let soleHole: Expression?
    package let soleFormat: Format?
    public var condition: Expression?
    /// Theme role (primary, secondary, accent...) or a colour: "#rrggbb" or "{hexField}".
    public var color: TextTemplate? { didSet { colorSpec = color.map(ColourSpec.init); hasColor = color != nil } }
    public var background: TextTemplate? { didSet { backgroundSpec = background.map(ColourSpec.init) } }
    /// The same, classified once: most are a role or a fixed colour, which
    /// a render then needs no string work for.
    package private(set) var colorSpec: ColourSpec?
    /// Whether `color` is given: a bar asks at every render, and reading
    /// `color` to compare it with nil copied its template.
    package private(set) var hasColor = false
    package private(set) var backgroundSpec: ColourSpec?
    public var bold = false
    public var dim = false
    public var italic = false
    public var align: Align?
    public var spacing = 0
    /// Padding in cells on each side (SwiftUI's `.padding`), around the content.
    public var padding = 0
    /// Where in the template file it was declared, for messages.
    public let path: String

    /// Where a bar's rider glyph was declared, made once: a bar drawn at
    /// every payload joined it each time.
    package let riderPath: String

    /// A text, glyph or symbol whose template has no hole: its sanitised
    /// string, made once when the template loads, not at every render.
    package let constant: String?

    public init(_ kind: Kind, path: String) {
        self.kind = kind; self.path = path
        switch kind {
        case .text(let t, let n): shape = .text; parts = t.parts; children = []; lines = n
        case .glyph(let t): shape = .glyph; parts = t.parts; children = []; lines = 0
        case .bigText(let t): shape = .bigText; parts = t.parts; children = []; lines = 0
        case .symbol(let t): shape = .symbol; parts = t.parts; children = []; lines = 0
        case .hstack(let c): shape = .hstack; parts = []; children = c; lines = 0
        case .vstack(let c): shape = .vstack; parts = []; children = c; lines = 0
        default: shape = .other; parts = []; children = []; lines = 0
        }
        if parts.count == 1, case .hole(let x, let f) = parts[0] { soleHole = x; soleFormat = f } else { soleHole = nil; soleFormat = nil }
        switch kind {
        case .text(let t, _), .glyph(let t), .bigText(let t), .symbol(let t):
            constant = t.isConstant ? Sanitizer.visible(t.parts.reduce(into: "") { if case .literal(let s) = $1 { $0 += s } }) : nil
        default: constant = nil
        }
        switch kind {
        case .progress(_, _, let rider?), .segmented(_, _, _, let rider?): riderPath = rider.isEmpty ? "" : path + ".rider"
        default: riderPath = ""
        }
    }

    /// A size in cells (spacing, a spacer) from a template or an app's
    /// Swift: within ±1,000, wider than any screen, so no sum of them
    /// overflows (see `Int(saturating:)`).
    public static func cells(_ n: Double) -> Int { min(1_000, max(-1_000, Int(saturating: n))) }
}
