import LasimModel

/// `--format cast`: an asciicast v2 recording (asciinema, agg and other GIF
/// tools play it). One frame per applied payload, at the payload's time
/// relative to the first; each frame clears the screen and draws the grid
/// with `ANSIPrinter`, so the colour rule is the one every printer uses.
public struct CastPrinter: Sendable {
    public struct Frame: Sendable {
        public var at: Double
        public var grid: Grid
        public init(at: Double, grid: Grid) { self.at = at; self.grid = grid }
    }

    public var frames: [Frame] = []
    public var depth: ColorDepth = .truecolor
    public var title: String?

    public init(depth: ColorDepth = .truecolor, title: String? = nil) { self.depth = depth; self.title = title }

    public mutating func add(_ grid: Grid, at: Double) { frames.append(Frame(at: at, grid: grid)) }

    /// The recording: a header line, then one `[seconds, "o", data]` per frame.
    public func cast() -> String {
        let width = max(1, frames.map(\.grid.width).max() ?? 80)
        let height = max(1, frames.map(\.grid.height).max() ?? 24)
        let start = frames.first?.at ?? 0
        var header = JSONObject()
        header["version"] = .number(2)
        header["width"] = .number(Double(width))
        header["height"] = .number(Double(height))
        if let first = frames.first, first.at > 0 { header["timestamp"] = .number(first.at.rounded(.down)) }
        if let title { header["title"] = .string(title) }
        header["env"] = .object(JSONObject(["TERM": .string("xterm-256color"), "SHELL": .string("/bin/sh")]))
        var lines = [JSONWriter.compact(.object(header))]
        var last = 0.0
        for f in frames {
            // Time never runs backwards in a recording (a late payload is drawn when it arrived).
            let t = max(last, f.at - start)
            last = t
            let data = "\u{1B}[H\u{1B}[2J" + ANSIPrinter.text(f.grid, depth: depth).replacing("\n", with: "\r\n")
            lines.append(JSONWriter.compact(.array([.number((t * 1000).rounded() / 1000), .string("o"), .string(data)])))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
