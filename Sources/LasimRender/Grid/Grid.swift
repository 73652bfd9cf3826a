import LasimTemplate
import LasimText
import Synchronization

/// A rectangle in cells.
public struct Rect: Sendable, Hashable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// `r` lies inside it.
    public func contains(_ r: Rect) -> Bool { x <= r.x && r.maxX <= maxX && y <= r.y && r.maxY <= maxY }
}

/// A rectangle of styled cells: what the renderer produces and every
/// consumer (ncurses, text, ANSI, snapshots) draws. Writes are clipped to the
/// grid, wide graphemes never straddle an edge, and every grapheme goes
/// through the sanitiser on its way in.
public struct Grid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Grid.filled(Cell(scalar: " ", width: 1, style: style), count: self.width * self.height)
    }

    /// `count` copies of `cell`. A card's few hundred cells are filled at
    /// every render, four grids a payload, nearly always the same blanks:
    /// the last few made are kept and shared. A grid's first write copies
    /// its shared cells through the path the compiler specialises, a memcpy;
    /// making them anew reached a generic allocation that looks the array's
    /// storage type up at run time, several hundred instructions a grid
    /// (measured with callgrind).
    static func filled(_ cell: Cell, count: Int) -> [Cell] {
        guard count > 0 else { return [] }
        if let shared = Blanks.shared.cells(cell, count: count) { return shared }
        let made = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            base.initialize(to: cell)
            var done = 1
            // In doubling blocks: a cell at a time was a measurable share.
            while done < count {
                let n = min(done, count - done)
                (base + done).initialize(from: base, count: n)
                done += n
            }
            initialized = count
        }
        Blanks.shared.keep(made, cell, count: count)
        return made
    }

    /// A grid from rows of cells that already obey the wide-pair rule.
    public init(width: Int, height: Int, cells: [Cell]) {
        precondition(cells.count == width * height, "cells do not fill the grid")
        self.width = width; self.height = height; self.cells = cells
    }

    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "cell out of grid")
        return cells[y * width + x]
    }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && x < width && y >= 0 && y < height }

    /// Puts one grapheme at (x, y). A wide grapheme that would cross the right
    /// edge (or `limit`) becomes a blank; overwriting half of a wide grapheme
    /// blanks the other half. Returns the columns consumed.
    @discardableResult
    public mutating func put(_ grapheme: Character, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        let edge = min(limit ?? width, width)
        guard y >= 0, y < height, x >= 0, x < edge else { return 0 }
        let g = Sanitizer.visibleGrapheme(grapheme)
        let w = GraphemeWidth.of(g)
        if w == 0 { return 0 }
        if w == 2 && x + 1 >= edge {
            setCell(Cell(" ", width: 1, style: style), x: x, y: y)
            return 1
        }
        setCell(Cell(g, width: UInt8(w), style: style), x: x, y: y)
        if w == 2 { setCell(Cell(" ", width: 0, style: style), x: x + 1, y: y) }
        return w
    }

    /// Puts one of lasim's own one-cell glyphs (bar segments, box lines):
    /// they are known safe and narrow, so the checks `put` makes are skipped.
    mutating func putSingleWidthConstant(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        setCell(cell, x: x, y: y)
    }

    /// Writes graphemes left to right from (x, y), clipped at `limit`.
    /// Returns the columns written.
    @discardableResult
    public mutating func write<S: Sequence>(_ graphemes: S, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int
    where S.Element == Character {
        var col = x
        let edge = min(limit ?? width, width)
        for g in graphemes {
            if col >= edge { break }
            if col < 0 { col += GraphemeWidth.of(g); continue }
            col += put(g, x: col, y: y, style: style, limit: edge)
        }
        return col - x
    }

    /// Writes a string from (x, y), clipped at `limit`; ASCII takes a fast path.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        if Sanitizer.isPlainASCII(text) { return writeASCII(text, x: x, y: y, style: style, limit: limit) }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x20 && v < 0x7F { continue }
            if GraphemeWidth.isPlainNarrow(v) || GraphemeWidth.isPlainWide(v) { continue }
            if GraphemeWidth.mayJoin(v) || Sanitizer.replacement(for: v) != nil {
                return write(Array(text), x: x, y: y, style: style, limit: limit)
            }
        }
        // Every scalar is a grapheme of its own and safe: no clustering
        // needed, and the cells are written in one pass over the storage.
        // Every cell from the first written to the last is replaced, so the
        // wide-pair rule can only break a pair at the two ends (as in
        // `replaceRun`): checking each cell was a measurable share.
        let edge = min(limit ?? width, width)
        let width = self.width, row = y * width
        return cells.withUnsafeMutableBufferPointer { buffer in
            var col = x
            var first = -1
            for scalar in text.unicodeScalars {
                if col >= edge { break }
                let v = scalar.value
                let w = v < 0x7F || GraphemeWidth.isPlainNarrow(v) ? 1 : (GraphemeWidth.isPlainWide(v) || GraphemeWidth.isWide(v) ? 2 : 1)
                if col >= 0 {
                    if first < 0 {
                        first = col
                        Grid.breakPair(before: col, row: row, in: buffer)
                    }
                    if w == 2 && col + 1 >= edge {
                        buffer[row + col] = Cell(scalar: " ", width: 1, style: style)
                        col += 1
                        break
                    }
                    buffer[row + col] = Cell(scalar: scalar, width: UInt8(w), style: style)
                    if w == 2 { buffer[row + col + 1] = Cell(scalar: " ", width: 0, style: style) }
                }
                col += w
            }
            if first >= 0 { Grid.breakPair(after: col, row: row, width: width, in: buffer) }
            return col - x
        }
    }

    /// Printable ASCII, the most common text: a cell a byte, written as one
    /// run. The caller vouches that `text` is printable ASCII (a `TextRun`
    /// knows it already).
    @discardableResult
    mutating func writeASCII(_ text: String, x: Int, y: Int, style: Style, limit: Int?) -> Int {
        let edge = min(limit ?? width, width)
        guard y >= 0, y < height, x < edge else { return 0 }
        // Read in place (a native string's bytes, or a small one's copied to
        // the stack): `withUTF8` needs a variable, and copying the text into
        // one was a reference count for every text drawn.
        if let written = text.utf8.withContiguousStorageIfAvailable({ bytes in writeASCII(bytes, x: x, y: y, style: style, edge: edge) }) {
            return written
        }
        var text = text
        return text.withUTF8 { bytes in writeASCII(bytes, x: x, y: y, style: style, edge: edge) }
    }

    @inline(__always)
    private mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style, edge: Int) -> Int {
        let end = min(x + bytes.count, edge)
        replaceRun(y: y, from: max(0, x), to: end) { col in Cell(scalar: Unicode.Scalar(bytes[col - x]), width: 1, style: style) }
        return end - x
    }

    /// Writes one grapheme as the cell `Cell.code(ofGlyph:)` made for it,
    /// `width` cells wide, at (x >= 0, y), as `write` writes one grapheme:
    /// a wide one that would cross `limit` becomes a blank.
    mutating func writeGlyph(_ code: UInt32, width w: Int, x: Int, y: Int, style: Style, limit: Int?) {
        let edge = min(limit ?? width, width)
        guard y >= 0, y < height, x >= 0, x < edge, w > 0 else { return }
        let width = self.width, row = y * width
        cells.withUnsafeMutableBufferPointer { buffer in
            Grid.breakPair(before: x, row: row, in: buffer)
            if w == 2 && x + 1 >= edge {
                buffer[row + x] = Cell(scalar: " ", width: 1, style: style)
                Grid.breakPair(after: x + 1, row: row, width: width, in: buffer)
                return
            }
            buffer[row + x] = Cell(code: code, width: UInt8(w), style: style)
            if w == 2 { buffer[row + x + 1] = Cell(scalar: " ", width: 0, style: style) }
            Grid.breakPair(after: x + w, row: row, width: width, in: buffer)
        }
    }

    /// Writes scalars the caller vouches are safe and one cell each (a big
    /// digit's box-drawing rows), from (x, y), clipped at `limit`.
    @discardableResult
    mutating func writeNarrow(_ scalars: [Unicode.Scalar], x: Int, y: Int, style: Style, limit: Int?) -> Int {
        let edge = min(limit ?? width, width)
        guard y >= 0, y < height, x < edge else { return 0 }
        let end = min(x + scalars.count, edge)
        replaceRun(y: y, from: max(0, x), to: end) { col in Cell(scalar: scalars[col - x], width: 1, style: style) }
        return end - x
    }

    /// Sets columns `from..<to` of row `y` (clipped to the grid) to `cell`,
    /// a single-width cell, in one pass (a bar's segments).
    mutating func fillRun(y: Int, from: Int, to: Int, with cell: Cell) {
        guard y >= 0, y < height else { return }
        replaceRun(y: y, from: max(0, from), to: min(width, to)) { _ in cell }
    }

    /// Replaces columns `from..<to` of row `y` with single-width cells, as
    /// that many `setCell`s would, in one pass over the storage: the
    /// wide-pair rule can only break a pair at the run's two ends, since
    /// every cell inside it is replaced (a check and a uniqueness
    /// test per cell were a measurable share of a render).
    @inline(__always)
    private mutating func replaceRun(y: Int, from: Int, to: Int, _ cell: (Int) -> Cell) {
        guard from < to else { return }
        precondition(y >= 0 && y < height && from >= 0 && to <= width, "run out of grid")
        let width = self.width
        cells.withUnsafeMutableBufferPointer { buffer in
            let row = y * width
            Grid.breakPair(before: from, row: row, in: buffer)
            for col in from..<to { buffer[row + col] = cell(col) }
            Grid.breakPair(after: to, row: row, width: width, in: buffer)
        }
    }

    /// The wide-pair rule at the ends of a run of replaced cells: before a
    /// run starts at column `x`, a wide grapheme left of it loses its
    /// continuation; after it ends before `x`, a continuation at `x` has
    /// lost its wide cell. Inside the run every cell is replaced.
    @inline(__always)
    private static func breakPair(before x: Int, row: Int, in buffer: UnsafeMutableBufferPointer<Cell>) {
        if buffer[row + x].width == 0 && x > 0 && buffer[row + x - 1].width == 2 {
            buffer[row + x - 1] = Cell(scalar: " ", width: 1, style: buffer[row + x - 1].style)
        }
    }

    @inline(__always)
    private static func breakPair(after x: Int, row: Int, width: Int, in buffer: UnsafeMutableBufferPointer<Cell>) {
        if x < width && buffer[row + x].width == 0 {
            buffer[row + x] = Cell(scalar: " ", width: 1, style: buffer[row + x].style)
        }
    }

    /// Replaces the cells of `rect` with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                setCell(Cell(" ", width: 1, style: style), x: x, y: y)
            }
        }
    }

    /// Changes only the style of the cells in `rect`, keeping their text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                change(&cells[y * width + x].style)
            }
        }
    }

    /// Copies `other` onto this grid with its top-left corner at (x, y).
    public mutating func blit(_ other: Grid, x: Int, y: Int) {
        let width = self.width, height = self.height, otherWidth = other.width
        // The cells written through one buffer: reaching it cell by cell
        // (`setCell(_:x:y:)`, a uniqueness check each) was most of a blit's cost.
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                for oy in 0..<other.height {
                    let ty = y + oy
                    guard ty >= 0, ty < height else { continue }
                    for ox in 0..<otherWidth {
                        let tx = x + ox
                        guard tx >= 0, tx < width else { continue }
                        let cell = source[oy * otherWidth + ox]
                        if cell.width == 2 && tx + 1 >= width || cell.width == 0 && tx == 0 {
                            Grid.setCell(Cell(scalar: " ", width: 1, style: cell.style), at: ty * width + tx, x: tx, width: width, in: target)
                        } else {
                            Grid.setCell(cell, at: ty * width + tx, x: tx, width: width, in: target)
                        }
                    }
                }
            }
        }
    }

    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        let width = self.width
        cells.withUnsafeMutableBufferPointer { Grid.setCell(cell, at: y * width + x, x: x, width: width, in: $0) }
    }

    /// The one rule for writing a cell: breaking a wide pair leaves its
    /// other half as a plain blank. `i` is the cell's index, `x` its column.
    @inline(__always)
    private static func setCell(_ cell: Cell, at i: Int, x: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        // Callers clip to the grid; this keeps a bug from writing past it in
        // the release build too (the buffer's own check is debug only).
        precondition(i >= 0 && i < cells.count && x >= 0 && x < width, "cell out of grid")
        let old = cells[i]
        if old.width == 2 && cell.width != 2 && x + 1 < width {
            cells[i + 1] = Cell(scalar: " ", width: 1, style: cells[i + 1].style)
        }
        // A continuation is written just after its own wide cell: the wide
        // cell left of it is new, not a pair to break (writing a wide
        // grapheme exactly over another blanked the new one).
        if old.width == 0 && cell.width != 0 && x > 0 && cells[i - 1].width == 2 {
            cells[i - 1] = Cell(scalar: " ", width: 1, style: cells[i - 1].style)
        }
        cells[i] = cell
    }

    /// The text of row `y` (continuation cells skipped), for printers and tests.
    public func text(row y: Int) -> String {
        var s = ""
        for x in 0..<width {
            let c = cells[y * width + x]
            if c.width != 0 { s.append(c.grapheme) }
        }
        return s
    }

    /// All rows as plain text, trailing spaces kept so columns line up.
    public var lines: [String] { (0..<height).map { text(row: $0) } }
}

extension Grid {
    /// Grids one under the other, `gap` blank rows apart, as wide as the widest.
    public static func stacked(_ grids: [Grid], gap: Int = 1) -> Grid {
        guard grids.count != 1 else { return grids[0] }
        let width = grids.map(\.width).max() ?? 0
        let height = grids.map(\.height).reduce(0, +) + max(0, grids.count - 1) * gap
        var out = Grid(width: width, height: height)
        var y = 0
        for g in grids { out.blit(g, x: 0, y: y); y += g.height + gap }
        return out
    }
}

/// The last blank grids made, by cell and size (see `Grid.filled`).
private final class Blanks: Sendable {
    static let shared = Blanks()
    /// Enough for every presentation of a few themes; a miss makes anew.
    static let limit = 8

    private struct Entry {
        var cell: Cell
        var count: Int
        var cells: [Cell]
    }
    private let entries = Mutex<[Entry]>([])

    func cells(_ cell: Cell, count: Int) -> [Cell]? {
        entries.withLock { list in
            // By index, not `first(where:)`: that copied each entry it looked at.
            for i in list.indices where list[i].count == count && list[i].cell == cell
                // `Style ==` leaves out the ink, which the contrast checker reads.
                && list[i].cell.style.ink == cell.style.ink {
                return list[i].cells
            }
            return nil
        }
    }

    func keep(_ cells: [Cell], _ cell: Cell, count: Int) {
        entries.withLock { list in
            if list.count >= Self.limit { list.removeFirst() }
            list.append(Entry(cell: cell, count: count, cells: cells))
        }
    }
}
