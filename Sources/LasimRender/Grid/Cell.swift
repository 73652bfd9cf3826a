/// One terminal cell. A wide grapheme occupies its cell (width 2) and the
/// next one, which holds an empty continuation (width 0).
public struct Cell: Sendable, Hashable {
    public var grapheme: Character
    public var width: UInt8
    public var style: Style

    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme; self.width = width; self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}
