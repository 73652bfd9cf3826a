import LasimText
import Synchronization

/// One terminal cell. A wide grapheme occupies its cell (width 2) and the
/// next one, which holds an empty continuation (width 0).
///
/// Plain data, no references: grids are copied, filled and compared
/// constantly, and a `Character` per cell made every copy a refcount
/// operation. Single-scalar graphemes (nearly all) are stored inline; the
/// rare multi-scalar ones (emoji sequences, flags, combining marks) are
/// interned in `ClusterTable` and stored by index.
public struct Cell: Sendable, Hashable {
    /// A scalar value, or `clusterFlag | index` into the cluster table.
    @usableFromInline var code: UInt32
    public var width: UInt8
    public var style: Style

    @usableFromInline static let clusterFlag: UInt32 = 0x8000_0000

    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        let scalars = grapheme.unicodeScalars
        var it = scalars.makeIterator()
        let first = it.next()
        if let first, it.next() == nil {
            code = first.value
        } else {
            code = Cell.clusterFlag | ClusterTable.shared.index(of: grapheme)
        }
        self.width = width
        self.style = style
    }

    /// A cell holding one scalar: the fast path for text that needs no clustering.
    @inlinable
    public init(scalar: Unicode.Scalar, width: UInt8, style: Style) {
        code = scalar.value
        self.width = width
        self.style = style
    }

    /// A cell from a code `Cell.code(ofGlyph:)` gave: a theme's glyph, found
    /// once when the theme loads and drawn as it is at every render.
    @inlinable
    init(code: UInt32, width: UInt8, style: Style) {
        self.code = code
        self.width = width
        self.style = style
    }

    /// The code of a cell holding `text` when it is one grapheme that the
    /// sanitiser leaves as it is (a theme's emoji); nil otherwise.
    static func code(ofGlyph text: String) -> UInt32? {
        guard text.count == 1, let g = text.first, Sanitizer.visibleGrapheme(g) == g else { return nil }
        return Cell(g).code
    }

    public var grapheme: Character {
        if code & Cell.clusterFlag == 0 { return Character(Unicode.Scalar(code) ?? " ") }
        return ClusterTable.shared.grapheme(at: code & ~Cell.clusterFlag)
    }

    /// True for a blank single space (cheap: no `Character` built).
    public var isSpace: Bool { code == 0x20 }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}

/// Interned multi-scalar graphemes. Bounded: past the limit new clusters
/// show as U+FFFD rather than grow memory without end.
final class ClusterTable: Sendable {
    static let shared = ClusterTable()
    static let limit = 1 << 16

    private struct State {
        var graphemes: [Character] = []
        var indices: [Character: UInt32] = [:]
    }
    private let state = Mutex(State())

    func index(of g: Character) -> UInt32 {
        state.withLock { s in
            if let i = s.indices[g] { return i }
            guard s.graphemes.count < Self.limit else {
                if let i = s.indices["\u{FFFD}\u{FE0E}"] { return i }
                s.graphemes.append("\u{FFFD}\u{FE0E}")
                let i = UInt32(s.graphemes.count - 1)
                s.indices["\u{FFFD}\u{FE0E}"] = i
                return i
            }
            s.graphemes.append(g)
            let i = UInt32(s.graphemes.count - 1)
            s.indices[g] = i
            return i
        }
    }

    func grapheme(at i: UInt32) -> Character {
        state.withLock { s in Int(i) < s.graphemes.count ? s.graphemes[Int(i)] : "\u{FFFD}" }
    }
}
