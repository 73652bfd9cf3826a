import LasimText

/// An element with its expressions evaluated: what layout measures and
/// draws. Building this once per render keeps evaluation out of layout.
indirect enum LayoutNode {
    case text(TextRun, lines: Int, align: Element.Align?)
    case hstack([LayoutNode], spacing: Int, align: Element.Align?)
    case vstack([LayoutNode], spacing: Int, align: Element.Align?)
    case spacer(min: Int)
    case bar(Bar)
    case big(TextRun)
}

/// Sanitised text with its style and where it came from.
struct TextRun {
    var text: String
    var style: Style
    var path: String
    var rtl: Bool
    /// Glyphs don't truncate with an ellipsis: they are dropped whole.
    var isGlyph = false
    var width: Int { GraphemeWidth.of(text) }
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
