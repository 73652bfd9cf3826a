import LasimText

/// Progress bars as seed 000 draws them, in cells: the one rule both
/// layouts draw a template's bar by (the cells' `draw` and `CellDrawer`).
extension Bar {
    func draw(in rect: Rect, grid: inout Grid) {
        let bar = self
        let w = rect.width
        guard w > 0 else { return }
        // Glyphs differ per state so the states read even without colour.
        let emptyGlyph: Unicode.Scalar = bar.ascii ? "-" : "─"
        let activeGlyph: Unicode.Scalar = bar.ascii ? "#" : "━"
        let completedGlyph: Unicode.Scalar = bar.ascii ? "=" : "═"
        let empty = Cell(scalar: emptyGlyph, width: 1, style: bar.empty)
        let activeCell = Cell(scalar: activeGlyph, width: 1, style: bar.active)
        let completed = Cell(scalar: completedGlyph, width: 1, style: bar.completed)
        let gapCell = Cell(scalar: " ", width: 1, style: bar.mask)
        var tip: Int?
        // Written as runs of one cell each, straight into the grid, later
        // runs over earlier ones: through a buffer the bar's cells were
        // copied three times, and a cell is a dozen stores.
        // Bar glyphs are our own single-cell constants: no sanitising or
        // measuring needed. Right to left, the bar runs the other way.
        func run(_ from: Int, _ to: Int, _ cell: Cell) {
            guard from < to else { return }
            let a = bar.rtl ? w - to : from, b = bar.rtl ? w - from : to
            grid.fillRun(y: rect.y, from: rect.x + a, to: rect.x + b, with: cell)
        }
        run(0, w, empty)
        switch bar.kind {
        case .plain(let fraction):
            let filled = Int((fraction * Double(w)).rounded())
            run(0, min(w, filled), Cell(scalar: activeGlyph, width: 1, style: bar.completed))
            tip = bar.rider == nil ? nil : filled
        case .segmented(let count, let active, let progress):
            let gap = count > 1 && w >= count * 2 - 1 ? 1 : 0
            let base = max(1, (w - gap * (count - 1)) / count)
            var remainder = max(0, w - gap * (count - 1) - base * count)
            var x = 0
            for s in 0..<count {
                var sw = base
                if remainder > 0 { sw += 1; remainder -= 1 }
                let cell = progress != nil || s > active ? empty : (s == active ? activeCell : completed)
                run(x, max(x, min(w, x + sw)), cell)
                x += sw
                if s < count - 1 && gap > 0 && x < w { run(x, x + 1, gapCell); x += gap }
            }
            if let p = progress {
                let end = Int((p * Double(w)).rounded())
                let riderWidth = bar.rider?.width ?? 0
                let barEnd = max(0, end - riderWidth)
                run(0, min(w, barEnd), completed)
                tip = bar.rider == nil ? nil : end
            }
        }

        // The rider sits just behind the tip, on the card colour, masking the bar.
        if let rider = bar.rider, let tip {
            let rw = rider.width
            guard rw <= w else { return }
            var x = min(max(0, tip - rw), w - rw)
            if bar.rtl { x = w - rw - x }
            grid.write(rider.text, x: rect.x + x, y: rect.y, style: bar.mask, limit: rect.maxX)
        }
    }
}

/// Digits three rows high for the projector view.
enum BigDigits {
    static let height = 3
    static let glyphs: [Character: [String]] = [
        "0": ["┏━┓", "┃ ┃", "┗━┛"], "1": ["╺┓ ", " ┃ ", "╺┻╸"], "2": ["┏━┓", "┏━┛", "┗━╸"],
        "3": ["┏━┓", " ━┫", "┗━┛"], "4": ["╻ ╻", "┗━┫", "  ╹"], "5": ["┏━╸", "┗━┓", "┗━┛"],
        "6": ["┏━╸", "┣━┓", "┗━┛"], "7": ["╺━┓", "  ┃", "  ╹"], "8": ["┏━┓", "┣━┫", "┗━┛"],
        "9": ["┏━┓", "┗━┫", "╺━┛"], ":": [" ", "╏", " "], " ": [" ", " ", " "], "-": ["   ", "╺━╸", "   "],
    ]

    /// The rows of an ASCII character's big glyph, by byte: drawn for every
    /// score and clock, so found without hashing a `Character`.
    static let byByte: [[String]?] = (0..<128).map { b in glyphs[Character(Unicode.Scalar(UInt8(b)))] }

    /// Their widths, by byte (0: none), measured once: a score is measured
    /// at every render.
    static let widthByByte: [Int] = byByte.map { $0.map { GraphemeWidth.of($0[0]) } ?? 0 }

    static func rows(_ c: Character) -> [String]? {
        if let a = c.asciiValue { return byByte[Int(a)] }
        return glyphs[c]
    }

    /// The glyphs' widths and a cell between each two.
    static func width(of text: String) -> Int {
        var w = 0, count = 0
        if Sanitizer.isPlainASCII(text) {
            // A byte each: printable ASCII without a big glyph is one cell.
            for b in text.utf8 { w += max(1, widthByByte[Int(b)]); count += 1 }
        } else {
            for c in text { w += rows(c).map { GraphemeWidth.of($0[0]) } ?? GraphemeWidth.of(c); count += 1 }
        }
        return w + max(0, count - 1)
    }

    /// The rows of an ASCII character's big glyph as scalars, by byte: drawn
    /// without decoding and measuring the strings again at every score (a
    /// measurable share of the pipeline, callgrind). Every scalar of the
    /// table is a safe one-cell line character (a test holds it to that).
    static let scalarsByByte: [[[Unicode.Scalar]]?] = byByte.map { $0.map { $0.map { Array($0.unicodeScalars) } } }

    static func draw(_ text: String, style: Style, in rect: Rect, grid: inout Grid) {
        if Sanitizer.isPlainASCII(text) {
            drawASCII(text, style: style, in: rect, grid: &grid)
            return
        }
        drawCharacters(text, style: style, in: rect, grid: &grid)
    }

    /// Scores and clocks: a byte a character, each big glyph's rows written as cells.
    private static func drawASCII(_ text: String, style: Style, in rect: Rect, grid: inout Grid) {
        var x = rect.x
        for b in text.utf8 {
            if let g = scalarsByByte[Int(b)] {
                for row in 0..<min(height, rect.height) {
                    grid.writeNarrow(g[row], x: x, y: rect.y + row, style: style, limit: rect.maxX)
                }
                x += g[0].count + 1
            } else {
                x += grid.write(String(UnicodeScalar(b)), x: x, y: rect.y + min(1, rect.height - 1), style: style, limit: rect.maxX) + 1
            }
            if x >= rect.maxX { break }
        }
    }

    private static func drawCharacters(_ text: String, style: Style, in rect: Rect, grid: inout Grid) {
        var x = rect.x
        for c in text {
            if let g = rows(c) {
                for row in 0..<min(height, rect.height) {
                    // As a String: box-drawing scalars take the grid's path for text that needs no clustering.
                    grid.write(g[row], x: x, y: rect.y + row, style: style, limit: rect.maxX)
                }
                x += GraphemeWidth.of(g[0]) + 1
            } else {
                // Letters stay one row high, on the middle row.
                x += grid.write([c], x: x, y: rect.y + min(1, rect.height - 1), style: style, limit: rect.maxX) + 1
            }
            if x >= rect.maxX { break }
        }
    }
}
