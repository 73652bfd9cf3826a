#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import LasimRender
import LasimTemplate

/// The cells ncurses holds in its virtual screen, read back after a draw, as
/// `Cell`s: a cell ncurses treats as wide (libc width 2) is followed by a
/// continuation cell (width 0, same style). Colours are the RGB values of the
/// colour numbers at the screen's depth, nil for the default. For tests:
/// "what ncurses holds equals what the renderer drew".
public struct RecordedScreen: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public internal(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width); self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Row texts, continuation cells skipped (compare with `Grid.lines`).
    public var lines: [String] {
        (0..<height).map { y in
            var s = ""
            for x in 0..<width where self[x, y].width != 0 { s.append(self[x, y].grapheme) }
            return s
        }
    }

    /// What a correct draw of `grid` on a `width` x `height` screen at
    /// `depth` leaves in ncurses: colours degraded, graphemes ncurses cannot
    /// take replaced by their `CellEncoding` fallback, clipped, blank outside.
    public static func expected(for grid: Grid, depth: ColorDepth, width: Int, height: Int) -> RecordedScreen {
        var r = RecordedScreen(width: width, height: height)
        for y in 0..<min(height, grid.height) {
            for x in 0..<min(width, grid.width) {
                let cell = grid[x, y]
                var style = cell.style
                style.fg = style.fg.flatMap { depth.approximate($0) }
                style.bg = style.bg.flatMap { depth.approximate($0) }
                if cell.width == 0 {
                    if x > 0 && grid[x - 1, y].width == 2 { continue }
                    r[x, y] = Cell(" ", width: 1, style: style)
                } else if cell.width == 2 && x + 1 >= width {
                    r[x, y] = Cell(" ", width: 1, style: style)
                } else if cell.width == 2 {
                    let columns = CellEncoding.expectedColumns(cell.grapheme, width: 2)
                    if columns.count == 1 {
                        r[x, y] = Cell(Character(columns[0]), width: 2, style: style)
                        r[x + 1, y] = Cell(" ", width: 0, style: style)
                    } else {
                        r[x, y] = Cell(Character(columns[0]), width: 1, style: style)
                        r[x + 1, y] = Cell(Character(columns[1]), width: 1, style: style)
                    }
                } else {
                    let columns = CellEncoding.expectedColumns(cell.grapheme, width: 1)
                    r[x, y] = Cell(Character(columns[0]), width: 1, style: style)
                }
            }
        }
        return r
    }

    /// One line per differing cell, for test failure messages.
    public func differences(from other: RecordedScreen) -> [String] {
        guard width == other.width, height == other.height else {
            return ["size \(width)x\(height) != \(other.width)x\(other.height)"]
        }
        var out: [String] = []
        for y in 0..<height {
            for x in 0..<width where self[x, y] != other[x, y] {
                let a = self[x, y], b = other[x, y]
                out.append("(\(x),\(y)): \(debug(a)) != \(debug(b))")
            }
        }
        return out
    }

    private func debug(_ c: Cell) -> String {
        let scalars = c.grapheme.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "\"\(c.grapheme)\"[\(scalars.joined(separator: " "))] w\(c.width) \(c.style.summary)"
    }
}

extension TerminalScreen {
    /// Reads ncurses's virtual screen (stdscr) back into cells.
    public func readBack() -> RecordedScreen {
        guard !isClosed else { return RecordedScreen(width: 0, height: 0) }
        _ = set_term(screen)
        let window = lasim_stdscr()
        let (width, height) = size
        var recorded = RecordedScreen(width: width, height: height)
        let bold = lasim_wa_bold(), dim = lasim_wa_dim(), italic = lasim_wa_italic()
        let underline = lasim_wa_underline(), reverse = lasim_wa_reverse()
        for y in 0..<height {
            var x = 0
            while x < width {
                var cell = cchar_t()
                guard mvwin_wch(window, Int32(y), Int32(x), &cell) == lasim_ok() else { x += 1; continue }
                var text = [wchar_t](repeating: 0, count: Int(lasim_ccharw_max()) + 1)
                var attrs: attr_t = 0
                var pair: Int32 = 0
                _ = lasim_getcchar(&cell, &text, &attrs, &pair)
                var scalars = String.UnicodeScalarView()
                for c in text {
                    if c == 0 { break }
                    if let u = Unicode.Scalar(UInt32(bitPattern: c)) { scalars.append(u) }
                }
                let string = String(scalars)
                let grapheme = string.first ?? " "
                var style = Style(bold: attrs & bold != 0, italic: attrs & italic != 0,
                                  underline: attrs & underline != 0, dim: attrs & dim != 0,
                                  reverse: attrs & reverse != 0)
                if colorDepth != .none && pair != 0 {
                    var fg: Int32 = -1, bg: Int32 = -1
                    if extended_pair_content(pair, &fg, &bg) == lasim_ok() {
                        style.fg = colorDepth.rgb(forColorNumber: Int(fg))
                        style.bg = colorDepth.rgb(forColorNumber: Int(bg))
                    }
                }
                let libcWidth = text[0] == 0 ? 1 : Int(lasim_wcwidth(text[0]))
                if libcWidth == 2 && x + 1 < width {
                    recorded[x, y] = Cell(grapheme, width: 2, style: style)
                    recorded[x + 1, y] = Cell(" ", width: 0, style: style)
                    x += 2
                } else {
                    recorded[x, y] = Cell(grapheme, width: 1, style: style)
                    x += 1
                }
            }
        }
        return recorded
    }
}
