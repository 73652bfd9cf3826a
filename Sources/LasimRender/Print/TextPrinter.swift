/// Plain UTF-8 text of a grid: what `--format text` prints and snapshots hold.
public enum TextPrinter {
    public static func text(_ grid: Grid) -> String {
        grid.lines.map { trimTrailing($0) }.joined(separator: "\n")
    }

    static func trimTrailing(_ s: String) -> String {
        var s = Substring(s)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    /// Runs of equal style per row, for golden snapshots: "2 0-5 fg=#000000 bg=#ffffff bold".
    public static func styleRuns(_ grid: Grid) -> String {
        var out: [String] = []
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let style = grid[x, y].style
                var end = x + 1
                while end < grid.width && grid[end, y].style == style { end += 1 }
                if style != .plain { out.append("\(y) \(x)-\(end - 1) \(style.summary)") }
                x = end
            }
        }
        return out.joined(separator: "\n")
    }
}
