import LasimTemplate
import LasimText

/// An element with its expressions evaluated: what layout measures and
/// draws. Building this once per render keeps evaluation out of layout.
/// A handle into its render's `LayoutArena`: the nodes of a presentation
/// live in a few flat arrays, so building, measuring and dropping a layout
/// allocates and reference-counts no object per node (the tree
/// of node objects, their child arrays and their reference counting were
/// a fifth of the pipeline).
struct LayoutNode: Equatable {
    let id: Int32
    var index: Int { Int(id) }
}

/// The nodes of one render, by index. Children of a stack sit side by side
/// in `children`; text runs and bars in arrays of their own, so a node is
/// plain data. One arena serves every presentation of a `renderAll`: its
/// arrays are allocated once, not per presentation.
final class LayoutArena {
    enum Kind: UInt8 { case text, hstack, vstack, spacer, bar, big }

    struct Node {
        var kind: Kind
        var align: Element.Align?
        /// Spacers and bars, and rows holding one: they take what is left.
        var flexible: Bool
        /// Text: the lines it may wrap to; stacks: spacing; spacer: its minimum width.
        var number: Int
        /// Text and big text: the index of its run; bar: of its bar; stacks: of its first child.
        var start: Int
        /// Stacks: how many children.
        var count: Int
        /// The last measurement: stacks measure their children repeatedly.
        var measuredFor = -1
        var measuredWidth = 0, measuredHeight = 0
        /// Rows: the width last shared out, and where its children's widths
        /// are kept in `allocations` (measuring a row and drawing it share
        /// out the same width).
        var allocatedFor = -1
        var allocatedAt = 0

        init(kind: Kind, align: Element.Align?, flexible: Bool, number: Int, start: Int, count: Int) {
            self.kind = kind; self.align = align; self.flexible = flexible
            self.number = number; self.start = start; self.count = count
        }
    }

    var nodes: [Node] = []
    var runs: [TextRun] = []
    var bars: [Bar] = []
    var children: [LayoutNode] = []
    /// Children being resolved, before their stack is made: a stack's
    /// children are pushed from a mark and moved into `children` at once.
    var pending: [LayoutNode] = []
    /// Widths a row allocates to its children, from a mark (see `allocate`).
    var widths: [Int] = []
    /// Rows' children's widths, kept by `allocate` (see `Node.allocatedFor`).
    var allocations: [Int] = []

    /// Sized for the phone's four presentations of a typical template
    /// (about 25 nodes and 15 runs); larger ones grow as arrays do.
    init() {
        nodes.reserveCapacity(32)
        runs.reserveCapacity(24)
        children.reserveCapacity(32)
        pending.reserveCapacity(16)
        widths.reserveCapacity(16)
    }

    subscript(n: LayoutNode) -> Node { nodes[n.index] }

    /// Empty for the next render, the arrays' room kept.
    func reset() {
        nodes.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        bars.removeAll(keepingCapacity: true)
        children.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        widths.removeAll(keepingCapacity: true)
        allocations.removeAll(keepingCapacity: true)
    }

    func add(_ node: Node) -> LayoutNode {
        nodes.append(node)
        return LayoutNode(id: Int32(nodes.count - 1))
    }

    // Runs are consumed, not copied: a copy retained and released both of its strings.
    func text(_ run: consuming TextRun, lines: Int, align: Element.Align?) -> LayoutNode {
        runs.append(run)
        return add(Node(kind: .text, align: align, flexible: false, number: lines, start: runs.count - 1, count: 0))
    }

    func big(_ run: consuming TextRun) -> LayoutNode {
        runs.append(run)
        return add(Node(kind: .big, align: nil, flexible: false, number: 0, start: runs.count - 1, count: 0))
    }

    func bar(_ bar: Bar) -> LayoutNode {
        bars.append(bar)
        return add(Node(kind: .bar, align: nil, flexible: true, number: 0, start: bars.count - 1, count: 0))
    }

    func spacer(min: Int) -> LayoutNode {
        add(Node(kind: .spacer, align: nil, flexible: true, number: min, start: 0, count: 0))
    }

    func hstack<C: Collection<LayoutNode>>(_ c: C, spacing: Int, align: Element.Align?) -> LayoutNode {
        stack(.hstack, c, spacing: spacing, align: align)
    }

    func vstack<C: Collection<LayoutNode>>(_ c: C, spacing: Int, align: Element.Align?) -> LayoutNode {
        stack(.vstack, c, spacing: spacing, align: align)
    }

    /// A stack of the nodes pushed on `pending` since `mark`, which are taken off it.
    func stack(_ kind: Kind, pendingFrom mark: Int, spacing: Int, align: Element.Align?) -> LayoutNode {
        let n = stack(kind, pending[mark...], spacing: spacing, align: align)
        pending.removeSubrange(mark...)
        return n
    }

    private func stack<C: Collection<LayoutNode>>(_ kind: Kind, _ c: C, spacing: Int,
                                                  align: Element.Align?) -> LayoutNode {
        let start = children.count
        var flexible = false
        for n in c {
            children.append(n)
            if kind == .hstack && nodes[n.index].flexible { flexible = true }
        }
        return add(Node(kind: kind, align: align, flexible: flexible, number: spacing, start: start, count: children.count - start))
    }

    /// The children of a stack.
    func childList(_ n: Node) -> ArraySlice<LayoutNode> { children[n.start..<(n.start + n.count)] }
}

/// Sanitised text with its style and where it came from.
struct TextRun {
    var text: String {
        didSet { isPlainASCII = Sanitizer.isPlainASCII(text); width = isPlainASCII ? text.utf8.count : GraphemeWidth.of(text) }
    }
    var style: Style
    var path: String
    var rtl: Bool
    /// Glyphs don't truncate with an ellipsis: they are dropped whole.
    var isGlyph = false
    /// A theme glyph of one grapheme: the code of the cell it is drawn as.
    var glyphCell: UInt32?
    /// Measured once: layout asks for it many times.
    private(set) var width: Int
    /// Printable ASCII (most text): a cell a byte, never right-to-left,
    /// written without looking at it again. Found once: the width, the
    /// direction and the grid each looked for themselves.
    private(set) var isPlainASCII: Bool

    init(text: String, style: Style, path: String, rtl: Bool) {
        self.text = text; self.style = style; self.path = path; self.rtl = rtl
        isPlainASCII = Sanitizer.isPlainASCII(text)
        width = isPlainASCII ? text.utf8.count : GraphemeWidth.of(text)
    }

    /// Text whose direction is found from it.
    init(text: String, style: Style, path: String) {
        self.init(text: text, style: style, path: path, rtl: false)
        if !isPlainASCII { rtl = Bidi.isRightToLeft(text) }
    }

    /// A theme glyph: its width was measured when the theme loaded, and
    /// `cell` is its cell's code when it is one grapheme (`Glyph`).
    init(glyph text: String, width: Int, cell: UInt32? = nil, style: Style, path: String) {
        self.text = text; self.style = style; self.path = path; rtl = false
        isPlainASCII = Sanitizer.isPlainASCII(text)
        self.width = width
        isGlyph = true
        glyphCell = cell
        self.style.ink.kind = .glyph
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
