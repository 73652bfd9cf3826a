import LasimText

/// An element with its expressions evaluated: what layout measures and
/// draws. Building this once per render keeps evaluation out of layout.
/// A class, so layout passes share nodes instead of copying them, and each
/// node remembers its last measurement (stacks measure children repeatedly).
final class LayoutNode {
    enum Kind {
        case text(TextRun, lines: Int, align: Element.Align?)
        case hstack([LayoutNode], spacing: Int, align: Element.Align?)
        case vstack([LayoutNode], spacing: Int, align: Element.Align?)
        case spacer(min: Int)
        case bar(Bar)
        case big(TextRun)
    }
    let kind: Kind
    var measuredFor = -1
    var measured = (width: 0, height: 0)
    lazy var flexible: Bool = {
        switch kind {
        case .spacer, .bar: return true
        case .hstack(let c, _, _): return c.contains { $0.flexible }
        default: return false
        }
    }()

    init(_ kind: Kind) { self.kind = kind }

    static func text(_ run: TextRun, lines: Int, align: Element.Align?) -> LayoutNode { LayoutNode(.text(run, lines: lines, align: align)) }
    static func hstack(_ c: [LayoutNode], spacing: Int, align: Element.Align?) -> LayoutNode { LayoutNode(.hstack(c, spacing: spacing, align: align)) }
    static func vstack(_ c: [LayoutNode], spacing: Int, align: Element.Align?) -> LayoutNode { LayoutNode(.vstack(c, spacing: spacing, align: align)) }
    static func spacer(min: Int) -> LayoutNode { LayoutNode(.spacer(min: min)) }
    static func bar(_ b: Bar) -> LayoutNode { LayoutNode(.bar(b)) }
    static func big(_ r: TextRun) -> LayoutNode { LayoutNode(.big(r)) }
}

/// Sanitised text with its style and where it came from.
struct TextRun {
    var text: String { didSet { width = GraphemeWidth.of(text) } }
    var style: Style
    var path: String
    var rtl: Bool
    /// Glyphs don't truncate with an ellipsis: they are dropped whole.
    var isGlyph = false
    /// Measured once: layout asks for it many times.
    private(set) var width: Int

    init(text: String, style: Style, path: String, rtl: Bool) {
        self.text = text; self.style = style; self.path = path; self.rtl = rtl
        self.width = GraphemeWidth.of(text)
    }
}

struct Bar {
    enum Kind {
        /// fraction 0...1 filled
        case plain(fraction: Double)
        /// segments, active index, optional delivery progress 0...1
        case segmented(count: Int, active: Int, progress: Double?)
    }
    var kind: Kind
    var empty: Style
    var active: Style
    var completed: Style
    var rider: TextRun?
    /// Cell background under the rider, masking the bar as in seed 000.
    var mask: Style
    var ascii: Bool
    var rtl: Bool
}
