import LasimTemplate
/// One run of same-coloured ink on a row of a rendered grid, with its WCAG
/// contrast against the background it sits on.
public struct ContrastRun: Sendable, Equatable {
    /// The cells of the run (one row high), in the grid's coordinates.
    public var rect: Rect
    public var text: String
    public var fg: RGB
    public var bg: RGB
    public var ink: Ink
    public var ratio: Double
    /// 4.5 for text, 3 for large text, glyphs and bars.
    public var required: Double
    /// The colours as a terminal of a lower colour depth shows them
    /// (`ColorDepth.shown`), and their ratio; nil in true colour.
    public var shown: Shown?

    public struct Shown: Sendable, Equatable {
        public var fg: RGB
        public var bg: RGB
        public var ratio: Double
    }

    public var passes: Bool { ratio >= required }
    /// Passes on the phone but not as this terminal shows it.
    public var failsOnlyAsShown: Bool { passes && (shown.map { $0.ratio < required } ?? false) }
    /// "1.32:1 < 4.5": for marking the run on screen.
    public var label: String { Contrast.format(ratio) + (passes ? " ≥ " : " < ") + Self.threshold(required) }

    static func threshold(_ r: Double) -> String { r == r.rounded() ? String(Int(r)) : String(r) }
}

/// A run that fails its WCAG threshold: what `ContrastChecker.failures` lists.
public typealias ContrastFailure = ContrastRun

/// WCAG 2.x contrast of everything drawn in a grid, computed from the cells
/// themselves, so it checks exactly what is shown whatever drew it.
///
/// - A run is a horizontal stretch of cells with the same foreground,
///   background and ink (`Style.ink`), from its first to its last visible
///   grapheme; it may span up to two blank cells on its background (word
///   spaces, the gaps of a segmented bar), so a wider gap starts a new run.
/// - Thresholds (`Ink.requiredRatio`): text 4.5:1; large text 3:1, which
///   lasim takes to be the `big` element's three-row digits (ordinary
///   one-row text, bold or not, is body-sized on the phone); glyphs (theme
///   glyphs, the rider) 3:1, checked by their foreground as their text
///   presentation and ASCII fallback draw them; filled bar cells 3:1
///   (non-text contrast); the empty track and gaps are decoration and not
///   checked (the bar's state is carried by the filled part, and by glyph
///   shape without colour).
/// - `reverse` swaps the colours; `dim` is the terminal's, not the phone's,
///   and is ignored. Cells without a foreground or a background (labels and
///   boxes drawn in the terminal's own colours) are skipped.
public enum ContrastChecker {
    /// Every checked run in `grid`, passing or not.
    public static func runs(in grid: Grid, depth: ColorDepth = .truecolor) -> [ContrastRun] {
        var out: [ContrastRun] = []
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let first = grid[x, y]
                guard !isBlank(first), let key = key(first) else { x += 1; continue }
                var end = x + max(1, Int(first.width))   // past the last visible grapheme
                var scan = end
                var blanks = 0
                while scan < grid.width {
                    let c = grid[scan, y]
                    if c.isContinuation { scan += 1; continue }
                    if isBlank(c) {
                        // Word spaces and bar gaps: at most two blank cells on the same background.
                        guard blanks < maxGap, visibleBackground(c) == key.bg else { break }
                        blanks += 1; scan += 1; continue
                    }
                    guard self.key(c) == key else { break }
                    blanks = 0
                    scan += max(1, Int(c.width))
                    end = scan
                }
                out.append(makeRun(grid, y: y, from: x, to: end, key: key, depth: depth))
                x = end
            }
        }
        return out
    }

    /// Blank cells a run may span: a word space, a gap between bar segments.
    static let maxGap = 2

    /// The runs under their threshold, with cell rects, for marking on screen
    /// (the app's inspect key) and for `lasim contrast`. Colours that came
    /// from the payload (`ink.fromData`) are included unless `dataColours`
    /// is false.
    public static func failures(in grid: Grid, depth: ColorDepth = .truecolor, dataColours: Bool = true) -> [ContrastFailure] {
        runs(in: grid, depth: depth).filter { !$0.passes && (dataColours || !$0.ink.fromData) }
    }

    struct Key: Equatable { var fg: RGB; var bg: RGB; var ink: Ink }

    static func key(_ c: Cell) -> Key? {
        let s = c.style
        guard !c.isContinuation, var fg = s.fg, var bg = s.bg, s.ink.requiredRatio != nil else { return nil }
        if s.reverse { swap(&fg, &bg) }
        return Key(fg: fg, bg: bg, ink: s.ink)
    }

    static func isBlank(_ c: Cell) -> Bool { c.isSpace || (!c.isContinuation && c.grapheme.isWhitespace) }

    static func visibleBackground(_ c: Cell) -> RGB? { c.style.reverse ? c.style.fg : c.style.bg }

    static func makeRun(_ grid: Grid, y: Int, from: Int, to: Int, key: Key, depth: ColorDepth) -> ContrastRun {
        var text = ""
        for x in from..<to where !grid[x, y].isContinuation { text.append(grid[x, y].grapheme) }
        var shown: ContrastRun.Shown?
        if depth != .truecolor, let sf = depth.shown(key.fg), let sb = depth.shown(key.bg) {
            shown = ContrastRun.Shown(fg: sf, bg: sb, ratio: Contrast.ratio(sf, sb))
        }
        return ContrastRun(rect: Rect(x: from, y: y, width: to - from, height: 1), text: text, fg: key.fg, bg: key.bg,
                           ink: key.ink, ratio: Contrast.ratio(key.fg, key.bg), required: key.ink.requiredRatio ?? 0,
                           shown: shown)
    }
}
