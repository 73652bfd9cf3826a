#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import LasimRender
import LasimTemplate

extension TerminalScreen {
    /// Draws `grid` with its top-left corner at the screen's, clipped to the
    /// screen. Only cells that differ from the last drawn grid are written
    /// (everything after a resize, a size change of the grid, or
    /// `redrawAll()`), each with an explicit move to its column, then
    /// wnoutrefresh + doupdate.
    ///
    /// Colour pairs are made on first use for each (fg, bg) after degradation
    /// and kept; when they run out they are reset and the frame is drawn in
    /// full again. If one frame alone needs more pairs than exist, the cells
    /// past the limit get the default colours (`lastDrawStats.cellsWithoutPair`).
    public func draw(_ grid: Grid) {
        guard !isClosed else { return }
        _ = set_term(screen)
        let window = lasim_stdscr()
        let (screenWidth, screenHeight) = size
        let columns = min(screenWidth, grid.width), rows = min(screenHeight, grid.height)

        var stats = DrawStats()
        var full = needsFullRedraw || previous == nil
            || previous?.width != grid.width || previous?.height != grid.height
        var resetsLeft = 1
        attempt: while true {
            stats.cellsWritten = 0
            stats.cellsWithoutPair = 0
            stats.fallbackCells = 0
            stats.fullRedraw = full
            if full { _ = werase(window) }
            for y in 0..<rows {
                for x in 0..<columns {
                    let cell = grid[x, y]
                    if !full, let previous, previous[x, y] == cell { continue }
                    // The right half of a wide cell is drawn with its left half.
                    if cell.width == 0 && x > 0 && grid[x - 1, y].width == 2 { continue }
                    var pair: Int32 = 0
                    switch colorPair(for: cell.style) {
                    case .some(let p): pair = p
                    case .none where resetsLeft > 0:
                        resetsLeft -= 1
                        resetColorPairs()
                        stats.pairResets += 1
                        full = true
                        continue attempt
                    case .none:
                        stats.cellsWithoutPair += 1
                    }
                    if write(cell, x: x, y: y, screenWidth: screenWidth, pair: pair, window: window) {
                        stats.fallbackCells += 1
                    }
                    stats.cellsWritten += 1
                }
            }
            break
        }
        previous = grid
        needsFullRedraw = false
        _ = wnoutrefresh(window)
        _ = doupdate()
        lastDrawStats = stats
    }

    /// Makes the next `draw` write every cell and ncurses repaint the whole
    /// physical screen (for Ctrl-L or after something else wrote to the tty).
    public func redrawAll() {
        guard !isClosed else { return }
        _ = set_term(screen)
        needsFullRedraw = true
        _ = clearok(lasim_curscr(), true)
    }

    /// Writes one cell's columns. Returns true when a fallback was written.
    private func write(_ cell: Cell, x: Int, y: Int, screenWidth: Int, pair: Int32,
                       window: UnsafeMutablePointer<WINDOW>?) -> Bool {
        let attrs = TerminalScreen.attributes(for: cell.style)
        // An orphaned continuation, or a wide cell cut by the screen's edge: a blank.
        if cell.width == 0 || (cell.width == 2 && x + 1 >= screenWidth) {
            put([0x20], x: x, y: y, attrs: attrs, pair: pair, window: window)
            return false
        }
        let encoded = encoding(for: cell.grapheme, width: Int(cell.width))
        put(encoded.columns[0], x: x, y: y, attrs: attrs, pair: pair, window: window)
        if encoded.columns.count > 1 {
            put(encoded.columns[1], x: x + 1, y: y, attrs: attrs, pair: pair, window: window)
        }
        return encoded.isFallback
    }

    private func put(_ chars: [wchar_t], x: Int, y: Int, attrs: attr_t, pair: Int32,
                     window: UnsafeMutablePointer<WINDOW>?) {
        var cell = cchar_t()
        var text = chars
        text.append(0)
        _ = lasim_setcchar(&cell, text, attrs, pair)
        // ERR at the bottom-right corner only means the cursor cannot advance.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    private func encoding(for grapheme: Character, width: Int) -> CellEncoding.Encoded {
        if width == 1, grapheme.isASCII, let v = grapheme.asciiValue {
            return CellEncoding.Encoded(columns: [[wchar_t(v)]], isFallback: false)
        }
        let key = CellEncoding.Key(grapheme: grapheme, width: width)
        if let known = encodings[key] { return known }
        let e = CellEncoding.encode(grapheme, width: width)
        if encodings.count > 4096 { encodings.removeAll(keepingCapacity: true) }
        encodings[key] = e
        return e
    }

    static func attributes(for style: Style) -> attr_t {
        var a = lasim_wa_normal()
        if style.bold { a |= lasim_wa_bold() }
        if style.dim { a |= lasim_wa_dim() }
        if style.italic { a |= lasim_wa_italic() }
        if style.underline { a |= lasim_wa_underline() }
        if style.reverse { a |= lasim_wa_reverse() }
        return a
    }

    // MARK: - Colour pairs

    /// The colour number ncurses gets for a style colour (nil: the default).
    func colorNumber(_ rgb: RGB?, foreground: Bool) -> Int32 {
        guard let rgb, var n = colorDepth.colorNumber(for: rgb) else {
            return usesDefaultColors ? -1 : (foreground ? 7 : 0)
        }
        // An 8-colour terminal: bright colours fall back to their normal variant.
        if colorDepth != .truecolor && n >= terminalColors { n %= 8 }
        return Int32(n)
    }

    /// The pair for `style`'s colours, made if needed; nil when none is left.
    func colorPair(for style: Style) -> Int32? {
        guard colorDepth != .none, style.fg != nil || style.bg != nil else { return 0 }
        let fg = colorNumber(style.fg, foreground: true), bg = colorNumber(style.bg, foreground: false)
        if fg == -1 && bg == -1 { return 0 }
        switch pairs.lookup(fg: fg, bg: bg) {
        case .existing(let n): return n
        case .new(let n):
            return init_extended_pair(n, fg, bg) == lasim_ok() ? n : 0
        case .full: return nil
        }
    }

    func resetColorPairs() {
        reset_color_pairs()
        pairs.reset()
        needsFullRedraw = true
    }
}
