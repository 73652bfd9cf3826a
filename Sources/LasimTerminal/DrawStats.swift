/// What the last `TerminalScreen.draw` did, for tests and diagnostics.
public struct DrawStats: Sendable, Equatable {
    /// Grid cells handed to ncurses (a wide cell counts once).
    public var cellsWritten = 0
    /// True when every cell was written (first draw, resize, size change, request).
    public var fullRedraw = false
    /// How often the colour pairs ran out and were reset during this draw.
    public var pairResets = 0
    /// Cells drawn in the default colours because even a fresh set of pairs
    /// was not enough for one frame.
    public var cellsWithoutPair = 0
    /// Cells whose grapheme ncurses could not take as is (see `CellEncoding`).
    public var fallbackCells = 0

    public init() {}
}
