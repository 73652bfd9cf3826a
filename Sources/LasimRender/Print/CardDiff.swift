import LasimText

/// Where two drawings of one card differ, cell by cell, and the two shown
/// side by side: what `lasim test` prints when a card no longer matches its
/// golden. Both sides are read from the golden text form (`GoldenCard`), so
/// a card drawn now and one read from a file are compared alike.
public enum CardDiff {
    /// A run of neighbouring cells in one row that differ the same way.
    public struct Change: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case text, style }
        public var kind: Kind
        /// 0-based, as the golden's style runs count.
        public var row: Int
        public var columns: ClosedRange<Int>
        public var expected: String
        public var actual: String

        /// `row 1, col 39-43: "22:23" → "22:25"`, safe to print.
        public var description: String {
            let cols = columns.count == 1 ? "col \(columns.lowerBound)" : "col \(columns.lowerBound)-\(columns.upperBound)"
            let what: String
            switch kind {
            case .text: what = "\(Self.quoted(expected)) → \(Self.quoted(actual))"
            case .style: what = "style \(expected) → \(actual)"
            }
            return Sanitizer.visible("row \(row), \(cols): \(what)")
        }

        static func quoted(_ s: String) -> String { s == Cells.outside ? "(none)" : "\"" + s + "\"" }
    }

    /// One cell: the grapheme that starts there ("" for the second half of a
    /// wide one, `Cells.outside` past the card's edge) and its style summary.
    struct Cell: Equatable {
        var grapheme: String
        var style: String
    }

    enum Cells {
        static let outside = "\u{0}outside"

        static func of(_ card: GoldenCard) -> [[Cell]] {
            var grid: [[Cell]] = []
            for y in 0..<card.height {
                var row: [Cell] = []
                for g in (y < card.rows.count ? card.rows[y] : "") {
                    let w = GraphemeWidth.of(g)
                    row.append(Cell(grapheme: String(g), style: Style.plain.summary))
                    if w == 2 { row.append(Cell(grapheme: "", style: Style.plain.summary)) }
                }
                while row.count < card.width { row.append(Cell(grapheme: " ", style: Style.plain.summary)) }
                grid.append(row)
            }
            for run in card.styles {
                // "y x0-x1 summary"
                let parts = run.split(separator: " ", maxSplits: 2)
                guard parts.count == 3, let y = Int(parts[0]), y >= 0, y < grid.count else { continue }
                let span = parts[1].split(separator: "-")
                guard span.count == 2, let x0 = Int(span[0]), let x1 = Int(span[1]), x0 >= 0, x0 <= x1 else { continue }
                for x in x0...min(x1, 4096) {
                    while grid[y].count <= x { grid[y].append(Cell(grapheme: " ", style: Style.plain.summary)) }
                    grid[y][x].style = String(parts[2])
                }
            }
            return grid
        }

        static func at(_ grid: [[Cell]], _ x: Int, _ y: Int) -> Cell {
            y < grid.count && x < grid[y].count ? grid[y][x] : Cell(grapheme: outside, style: "(none)")
        }
    }

    /// Every difference: text runs and style runs, row by row, left to right.
    public static func changes(_ expected: GoldenCard, _ actual: GoldenCard) -> [Change] {
        let e = Cells.of(expected), a = Cells.of(actual)
        let height = max(e.count, a.count)
        var out: [Change] = []
        for y in 0..<height {
            let width = max(y < e.count ? e[y].count : 0, y < a.count ? a[y].count : 0)
            var x = 0
            // Text: a run of cells whose graphemes differ.
            while x < width {
                guard Cells.at(e, x, y).grapheme != Cells.at(a, x, y).grapheme else { x += 1; continue }
                var end = x
                while end + 1 < width && Cells.at(e, end + 1, y).grapheme != Cells.at(a, end + 1, y).grapheme { end += 1 }
                out.append(Change(kind: .text, row: y, columns: x...end,
                                  expected: text(e, y, x...end), actual: text(a, y, x...end)))
                x = end + 1
            }
            // Style: a run whose expected style is one and actual style is one.
            x = 0
            while x < width {
                let ex = Cells.at(e, x, y).style, ac = Cells.at(a, x, y).style
                guard ex != ac else { x += 1; continue }
                var end = x
                while end + 1 < width && Cells.at(e, end + 1, y).style == ex && Cells.at(a, end + 1, y).style == ac { end += 1 }
                out.append(Change(kind: .style, row: y, columns: x...end, expected: ex, actual: ac))
                x = end + 1
            }
        }
        return out
    }

    /// The graphemes of some columns of a row; `outside` when none is on the card.
    static func text(_ grid: [[Cell]], _ y: Int, _ columns: ClosedRange<Int>) -> String {
        let cells = columns.map { Cells.at(grid, $0, y) }
        if cells.allSatisfy({ $0.grapheme == Cells.outside }) { return Cells.outside }
        return cells.map { $0.grapheme == Cells.outside ? "" : $0.grapheme }.joined()
    }

    /// The two cards side by side, rows numbered from 0 as in the style
    /// runs, `!` before each row that differs (in text or style).
    public static func sideBySide(_ expected: GoldenCard, _ actual: GoldenCard,
                                  titles: (expected: String, actual: String) = ("expected", "actual")) -> String {
        let changed = Set(changes(expected, actual).map(\.row))
        let left = (0..<expected.height).map { $0 < expected.rows.count ? Sanitizer.visible(expected.rows[$0]) : "" }
        let right = (0..<actual.height).map { $0 < actual.rows.count ? Sanitizer.visible(actual.rows[$0]) : "" }
        let leftTitle = Sanitizer.visible(titles.expected), rightTitle = Sanitizer.visible(titles.actual)
        let width = max(expected.width, GraphemeWidth.of(leftTitle), left.map(GraphemeWidth.of).max() ?? 0)
        let number = max(3, String(max(expected.height, actual.height)).count)
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - GraphemeWidth.of(s))) }
        func gutter(_ label: String, mark: Bool) -> String {
            (mark ? "!" : " ") + String(repeating: " ", count: max(0, number - label.count)) + label + " │ "
        }
        var lines = [gutter("row", mark: false) + pad(leftTitle, width) + " │ " + rightTitle]
        for y in 0..<max(expected.height, actual.height) {
            let l = y < left.count ? left[y] : "", r = y < right.count ? right[y] : ""
            lines.append(TextPrinter.trimTrailing(gutter(String(y), mark: changed.contains(y)) + pad(l, width) + " │ " + r))
        }
        return lines.joined(separator: "\n")
    }

    /// What differs, one line each: the size, each run of cells, each note.
    public static func report(_ expected: GoldenCard, _ actual: GoldenCard, limit: Int = 40) -> [String] {
        var out: [String] = []
        if expected.width != actual.width || expected.height != actual.height {
            out.append("size \(expected.width)x\(expected.height) → \(actual.width)x\(actual.height)")
        }
        let cells = changes(expected, actual)
        out += cells.prefix(limit).map(\.description)
        if cells.count > limit { out.append("… and \(cells.count - limit) more runs of cells") }
        for n in expected.notes where !actual.notes.contains(n) { out.append(Sanitizer.visible("- " + n)) }
        for n in actual.notes where !expected.notes.contains(n) { out.append(Sanitizer.visible("+ " + n)) }
        return out
    }
}
