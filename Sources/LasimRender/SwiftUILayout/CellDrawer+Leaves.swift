import LasimTemplate
import LasimText

/// Texts, symbols, images, bars and fills in their cells.
extension CellDrawer {
    /// A view's colour as the surface draws it (`Palette.colour`, as the true-size drawing does).
    func rgb(_ c: ViewColor) -> RGB? { palette.colour(c) }

    /// A colour that shows nothing: clear, or so faint no eye sees it (an
    /// app's hex parser's fallback of alpha 1/255 for a colour it cannot
    /// read), below the opacity a view is hidden at (`isUndrawn`).
    static func isClear(_ c: ViewColor?) -> Bool {
        if case .named("clear")? = c?.flat { return true }
        return (c?.opacity ?? 1) < 0.01
    }

    /// A text's, symbol's or shape's own colour (else `fallback`), under its `.colorMultiply`.
    func foreground(_ v: LaidOutView, or fallback: RGB?) -> RGB? { (v.environment.foreground.flatMap(rgb) ?? fallback).map(v.environment.multiplied) }

    /// ViewLowering's rule, from the environment: the colour set nearest
    /// the text, bold for heavy or large fonts, faint below 0.8 opacity.
    func textStyle(_ v: LaidOutView) -> Style {
        let env = v.environment
        let font = env.effectiveFont
        return Style(fg: foreground(v, or: palette.primary) ?? palette.primary, bg: surface, bold: font.drawsBold,
                     italic: env.italic, dim: env.isDim, ink: font.isLargeText ? .largeText : .text)
    }

    /// Writes `text` from (x, y) up to `limit`, each cell keeping the
    /// background already painted under it (a capsule behind a label).
    mutating func write(_ text: String, x: Int, y: Int, style: Style, limit: Int) {
        var col = x
        // Printable ASCII, most texts: a cell a byte, each its own grapheme
        // (walking a string's graphemes was most of this: callgrind).
        if Sanitizer.isPlainASCII(text) {
            for byte in text.utf8 {
                guard col < limit else { break }
                if grid.contains(x: col, y: y) {
                    var s = style
                    s.bg = grid[col, y].style.bg
                    grid.putSingleWidthConstant(Cell(scalar: Unicode.Scalar(byte), width: 1, style: s), x: col, y: y)
                }
                col += 1
            }
            return
        }
        for g in text {
            guard col < limit else { break }
            var s = style
            if grid.contains(x: col, y: y) { s.bg = grid[col, y].style.bg }
            let w = grid.put(g, x: col, y: y, style: s, limit: limit)
            // Nothing written left of the grid: the grapheme still takes its columns.
            col += w > 0 ? w : GraphemeWidth.of(Sanitizer.visibleGrapheme(g))
        }
    }

    /// `demand`: its `cellDemand`, where its cell box found it (`CellBox.TextDemand.phone`).
    mutating func drawText(_ t: LaidOutText, _ v: LaidOutView, in r: Rect, style: Style, demand: Int? = nil) {
        if Self.isClear(v.environment.foreground) { return }
        let need = demand ?? t.cellDemand
        if need == 0 { return }
        let lines = t.cellLines(width: r.width, rows: r.height)
        let rows = min(lines.count, r.height)
        // A line wrapped onto the rows it was given is whole where they hold it.
        let rewrapped = t.lines.count == 1 && lines.count > 1
        var cut = rows < lines.count || (!rewrapped && r.width < need)
        for i in 0..<rows {
            var line = lines[i]
            if i == rows - 1 && rows < lines.count {
                // Lines below the cells' last row: it ends with "…".
                line = GraphemeWidth.of(line) + 1 <= r.width ? line + "…" : TextFit.cut(line, r.width)
            } else if GraphemeWidth.of(line) > r.width {
                let mode = v.environment.truncationMode
                line = mode == .tail || lines.count > 1 ? TextFit.cut(line, r.width)
                    : mode.cut(line, width: Double(r.width), ellipsis: 1) { Double(GraphemeWidth.of($0)) }
            }
            let w = GraphemeWidth.of(line)
            let x = r.x + Int((Double(r.width - w) * v.environment.lineAlignment).rounded(.down))
            // Cut in reading order, written in the order it is seen, as the cells' own layout writes it.
            write(Sanitizer.isPlainASCII(line) ? line : Bidi.visualLine(line), x: x, y: r.y + i, style: style, limit: r.maxX)
        }
        if rows == 0 { cut = true }
        // Whole, on more rows than the phone's lines: said, as what the cells
        // could not draw as the phone does, and why: the phone's line is
        // wider in cells than the columns its row has left it (the
        // terminal's limit, a 39-letter caption in 35 columns), not a
        // fault of the app's layout.
        if !cut && rows > t.lines.count {
            let phone = t.lines.count == 1 ? "one line" : "\(t.lines.count) lines"
            problem(Problem(at: v.path, "\"\(Sanitizer.visible(t.shown))\" wrapped onto \(rows) rows in \(r.width) columns, \(phone) on the phone: "
                                + "its \(t.widestLine) columns are more than its row has for it in the terminal"))
        }
        guard cut || t.isCut else { return }
        // What the phone shows: whole, or as the phone itself cuts it. Rows
        // lost below count as their cells (all of a text's, when none is left).
        let (needed, available): (Int, Int)
        if rows < lines.count {
            (needed, available) = (need * lines.count, r.width * rows)
        } else {
            (needed, available) = cut ? (need, r.width) : (GraphemeWidth.of(t.text), need)
        }
        truncations.append(Truncation(slot: slot, path: v.path, text: t.shown, neededWidth: needed, availableWidth: available,
                                      rect: Rect(x: r.x, y: r.y + max(0, rows - 1), width: r.width, height: 1)))
    }

    mutating func drawSymbol(_ name: String, _ v: LaidOutView, in r: Rect) {
        guard !r.isEmpty, !Self.isClear(v.environment.foreground) else { return }
        var style = Style(fg: foreground(v, or: palette.primary) ?? palette.primary, bg: surface, dim: v.environment.isDim, ink: .glyph)
        let glyph: String
        if let g = symbols.symbol(name) {
            glyph = ascii ? g.ascii : g.emoji
        } else {
            problem(Problem(at: v.path, UnknownSymbol.reason(name)))
            glyph = ascii ? "*" : "•"
            style.fg = palette.secondary
        }
        let w = GraphemeWidth.of(glyph)
        write(glyph, x: r.x + max(0, (r.width - w) / 2), y: r.y + (r.height - 1) / 2, style: style, limit: r.maxX)
    }

    /// An asset image: its pixels scaled into its cells, two pixel rows a
    /// cell ("▀", the top pixel the ink and the bottom one the paper), each
    /// the average of the pixels it covers, blended over the colour under
    /// it. Drawn only where nothing is yet, under whatever else is drawn
    /// there (the phone's texts on a logo stay readable: keeping the
    /// pixel's colour as their paper). In an output with no colour
    /// (`ImageCells.shapes`) the two pixels' glyph says which of them
    /// shows against the paint under it or the paper plain text shows
    /// (`showsOn`, `textPaper`): "▀", "▄", "█" or blank, so the
    /// image reads as its shape, not as a field of "▀". Without the pixels
    /// (no colour, a file that did not decode) its placeholder `[name]`,
    /// placed once everything else is drawn; an image the assets lack, a "░" mark.
    /// `points`: its height on the phone (`v` is moved to the terminal's rows).
    mutating func drawAsset(_ name: String, _ v: LaidOutView, in r: Rect, points: Double? = nil) {
        guard !r.isEmpty else { return }
        guard let image = images[name] else { return drawAssetMark(in: r) }
        if let problem = image.problem { self.problem(Problem(at: v.path, "image \"\(Sanitizer.visible(name))\": \(problem)")) }
        guard imageCells != .labels, image.isDecoded else { return labels.append((name, r)) }
        // Its aspect kept in the cells it got: where they are wider or
        // taller than its points, it is centred in them, whole columns
        // across and half rows down (a pixel each).
        let fit = Self.pictureFit(width: v.frame.width, height: points ?? v.frame.height, columns: r.width, halfRows: r.height * 2)
        let scaled = image.scaled(columns: fit.columns, rows: fit.halfRows)
        let clear = AveragedPixel(r: 0, g: 0, b: 0, coverage: 0)
        func pixel(_ halfRow: Int, _ col: Int) -> AveragedPixel {
            let (y, x) = (halfRow - fit.top, col - fit.left)
            guard y >= 0, y < fit.halfRows, x >= 0, x < fit.columns else { return clear }
            return scaled[y * fit.columns + x]
        }
        let env = v.environment
        let look = AssetImageLook(tint: env.drawsTemplate(asset: image.isTemplate) ? env.foreground.flatMap(rgb) ?? palette.primary : nil,
                                  inverted: env.colorInverted, multiplier: env.colorMultiplier)
        for row in 0..<r.height {
            let y = r.y + row
            for col in 0..<r.width {
                let x = r.x + col
                guard grid.contains(x: x, y: y), grid[x, y].isSpace else { continue }
                let under = grid[x, y].style.bg ?? surface
                if col < fit.left || col >= fit.left + fit.columns || 2 * row + 1 < fit.top || 2 * row >= fit.top + fit.halfRows { continue }
                let (upper, lower) = (look.apply(pixel(row * 2, col)), look.apply(pixel(row * 2 + 1, col)))
                let top = upper.over(under), bottom = lower.over(under)
                if imageCells == .shapes {
                    let glyph: Character
                    // A pixel shows where it stands out from the paint under
                    // it (a white glyph on its disc) or, over the paper text
                    // shows, from that paper (a logo on a disc of its own
                    // colour, which text does not draw): its clear pixels,
                    // the disc, show in neither.
                    let paper = textPaper(x: x, y: y)
                    func shows(_ p: AveragedPixel, _ over: RGB) -> Bool { Self.showsOn(under, over) || Self.showsOn(paper, p.over(paper)) }
                    switch (shows(upper, top), shows(lower, bottom)) {
                    case (true, true): glyph = ascii ? "#" : "█"
                    case (true, false): glyph = ascii ? "\"" : "▀"
                    case (false, true): glyph = ascii ? "." : "▄"
                    case (false, false): continue
                    }
                    _ = grid.put(glyph, x: x, y: y, style: Style(fg: top, bg: bottom, ink: .decoration), limit: x + 1)
                } else if ascii {
                    // No half block without UTF-8: the cell's paper, the two pixels' mean.
                    let mean = RGB(UInt8((Int(top.r) + Int(bottom.r)) / 2), UInt8((Int(top.g) + Int(bottom.g)) / 2),
                                   UInt8((Int(top.b) + Int(bottom.b)) / 2))
                    _ = grid.put(" ", x: x, y: y, style: Style(fg: mean, bg: mean, ink: .decoration), limit: x + 1)
                } else {
                    _ = grid.put("▀", x: x, y: y, style: Style(fg: top, bg: bottom, ink: .decoration), limit: x + 1)
                }
            }
        }
    }

    /// A picture `width` x `height` points drawn in `columns` x `halfRows`
    /// pixels (a pixel is a column by half a row: 8 x 8 points, square):
    /// the pixels its aspect takes, at most those, centred in them.
    static func pictureFit(width: Double, height: Double, columns: Int, halfRows: Int) -> (left: Int, top: Int, columns: Int, halfRows: Int) {
        guard width > 0, height > 0, width.isFinite, height.isFinite, columns > 0, halfRows > 0 else { return (0, 0, columns, halfRows) }
        let aspect = width / height
        let wide = min(columns, max(1, Int((Double(halfRows) * aspect).rounded())))
        let tall = min(halfRows, max(1, Int((Double(columns) / aspect).rounded())))
        // The side it fills: the other is its aspect's share of it.
        let (c, h) = wide < columns ? (wide, halfRows) : (columns, tall)
        return ((columns - c) / 2, (halfRows - h) / 2, c, h)
    }

    /// A pixel stands out from the paper it is drawn on: one of its
    /// channels 48 or more (of 255) from the paper's, so a logo's white
    /// disc on a green card shows, and so do pure green on white (whose
    /// luminance contrast, 1.4:1, is low) and a light grey (200) on white,
    /// while its clear corners, a shade of the card's own green or a
    /// near-white grey (241) on white do not.
    static func showsOn(_ paper: RGB, _ pixel: RGB) -> Bool {
        max(abs(Int(paper.r) - Int(pixel.r)), abs(Int(paper.g) - Int(pixel.g)), abs(Int(paper.b) - Int(pixel.b))) >= 48
    }

    /// `[name]` centred on the image's cells, in cells nothing else took
    /// (it may reach past a narrow image); cut with "…" to the image's
    /// width where those are taken; else a "░" mark.
    mutating func drawAssetLabel(_ name: String, in r: Rect) {
        let shade = Style(fg: palette.secondary, bg: surface, ink: .decoration)
        let y = r.y + (r.height - 1) / 2
        func free(_ x: Int, _ w: Int) -> Bool {
            x >= 0 && x + w <= grid.width && (x..<(x + w)).allSatisfy { grid.contains(x: $0, y: y) && grid[$0, y].isSpace }
        }
        var label = "[" + Sanitizer.visible(name) + "]"
        var w = GraphemeWidth.of(label)
        var x = min(max(0, r.x + (r.width - w) / 2), max(0, grid.width - w))
        if !free(x, w) && r.width >= 4 {
            label = "[" + TextFit.cut(Sanitizer.visible(name), r.width - 2) + "]"
            w = GraphemeWidth.of(label)
            x = r.x + (r.width - w) / 2
        }
        if free(x, w) { return write(label, x: x, y: y, style: shade, limit: x + w) }
        drawAssetMark(in: r)
    }

    /// A mark of one or two cells where the image stands.
    mutating func drawAssetMark(in r: Rect) {
        let shade = Style(fg: palette.secondary, bg: surface, ink: .decoration)
        let w = min(2, r.width), y = r.y + (r.height - 1) / 2
        let x0 = r.x + (r.width - w) / 2
        for x in x0..<(x0 + w) where grid.contains(x: x, y: y) && grid[x, y].isSpace {
            write(ascii ? "." : "░", x: x, y: y, style: shade, limit: x + 1)
        }
    }

    /// A divider: a thin rule across its stack, in the secondary colour.
    mutating func drawDivider(_ v: LaidOutView, in r: Rect) {
        guard !r.isEmpty else { return }
        let across = v.frame.width > v.frame.height
        drawRule(across ? (ascii ? "-" : "─") : (ascii ? "|" : "│"), palette.secondary, across: across, in: r)
    }

    /// A linear bar as seed 000 draws it (filled "━", track "─"), in the
    /// tint when the view sets one; a spinner as "…".
    mutating func drawProgress(_ fraction: Double?, _ v: LaidOutView, in r: Rect) {
        guard !r.isEmpty else { return }
        let y = r.y + (r.height - 1) / 2
        guard let fraction else {
            write(ascii ? "." : "…", x: r.x + (r.width - 1) / 2, y: y, style: Style(fg: palette.secondary, bg: surface), limit: r.maxX)
            return
        }
        let filled = Int((fraction * Double(r.width)).rounded())
        let tint = v.environment.controlTint.flatMap(rgb) ?? palette.progressCompleted
        writeRun(ascii ? "-" : "─", count: r.width, x: r.x, y: y,
                 style: Style(fg: palette.progressEmpty, bg: surface, ink: .decoration), limit: r.maxX)
        // Mirrored (right to left), it fills from the right.
        let done = min(filled, r.width)
        writeRun(ascii ? "#" : "━", count: done, x: v.paint.mirrored ? r.maxX - done : r.x, y: y,
                 style: Style(fg: tint, bg: surface, bold: true, ink: .graphic), limit: r.maxX)
    }

    /// `write` of `glyph` `count` times, for one of lasim's own narrow
    /// glyphs (a bar's segments): the same cells, each on the background
    /// already there, without measuring and sanitising the same glyph at
    /// every column.
    mutating func writeRun(_ glyph: Unicode.Scalar, count: Int, x: Int, y: Int, style: Style, limit: Int) {
        guard y >= 0, y < grid.height else { return }
        let start = max(0, x), end = min(x + count, limit, grid.width)
        guard start < end else { return }
        var s = style
        for col in start..<end {
            s.bg = grid[col, y].style.bg
            grid.putSingleWidthConstant(Cell(scalar: glyph, width: 1, style: s), x: col, y: y)
        }
    }

    /// A colour or shape: its cells painted, a translucent one blended with
    /// what is under it; a small circle on its own is a dot ("●"). Behind
    /// or over another view (`layer`: an avatar's disc under its initials)
    /// it is painted, for a dot would stand beside what the view draws.
    /// `points`: its height on the phone (`v` is moved to the terminal's rows).
    /// `holdsLayer`: another view is layered on it (`holdingLayers`).
    mutating func drawFill(_ shape: String?, _ v: LaidOutView, in r: Rect, layer: Bool = false, points: Double? = nil, holdsLayer: Bool = false) {
        let points = points ?? v.frame.height
        guard !r.isEmpty, !Self.isClear(v.environment.foreground) else { return }
        // A shape with no fill of its own is painted in the foreground colour.
        guard let colour = foreground(v, or: shape != nil ? palette.primary : nil) else { return }
        let opacity = v.environment.opacity * (v.environment.foreground?.opacity ?? 1)
        // What a line or glyph is drawn in: the colour over the surface.
        let ink = Self.blend(colour, over: surface, opacity)
        if let path = v.paint.path ?? Self.trimmedOutline(shape, v) { return drawPath(path, v, colour: colour, ink: ink, opacity: opacity, in: r, layer: layer) }
        if v.paint.strokeWidth != nil {
            guard !Self.isUnderCell(points, cell: cellHeight) || shape == "Circle" && !layer else { return }
            return drawOutline(shape, ink, in: r, dashed: !v.paint.strokeDash.isEmpty)
        }
        if shape == "Circle" && r.width <= 2 && r.height == 1 && !layer {
            write(ascii ? "o" : "●", x: r.x + (r.width - 1) / 2, y: r.y, style: Style(fg: ink, bg: surface, ink: .glyph), limit: r.maxX)
            return
        }
        // A disc no bigger than a row's points (a status dot, a step's
        // marker) given more cells than one (its points straddle two rows,
        // or its parent's columns): one dot in the cell of its middle, as
        // the phone shows a dot; a middle on the line between two rows (a
        // dot centred beside a title and its status) is the upper row's.
        // Painted, it was a column of blocks or two rows of half blocks,
        // and a bar in the row above drew over its top half.
        if shape == "Circle" && !layer && !holdsLayer && Self.isDisc(v.frame.width, points, cellHeight: cellHeight) {
            let top = (v.frame.y / cellHeight).rounded(.down)
            let down = Int(((v.frame.midY - 0.5) / cellHeight).rounded(.down) - top)
            write(ascii ? "o" : "●", x: r.x + (r.width - 1) / 2, y: r.y + min(max(0, down), r.height - 1),
                  style: Style(fg: ink, bg: surface, ink: .glyph), limit: r.maxX)
            return
        }
        // A bar turned on its end is a rule down, not across.
        let frame = v.paint.turned(v.frame)
        if let line = Self.rule(frame, cellWidth: cellWidth, cellHeight: cellHeight, ascii: ascii) {
            return drawRule(line, ink, across: frame.width > frame.height, in: r)
        }
        // A band on its own is drawn as blocks: painted, it would be blank in text.
        if !layer, r.height == 1, frame.width > frame.height, Self.thickness(points, cell: cellHeight) == .band {
            return drawRule(Self.band(points, cellHeight: cellHeight, ascii: ascii), ink, across: true, in: r)
        }
        paint(r, colour, opacity: opacity, shape: shape, layer: layer || holdsLayer, points: points)
    }

    /// A fill thinner than half a cell (a rule, a hairline, a voice
    /// meter's 3.3 pt bar) is a line of box-drawing characters along its
    /// length, however short, as a divider is: painted across whole cells
    /// it would be a band two to eight times as thick, and a painted cell
    /// is the cell's bare background in text. Thicker than 2 pt, a heavy line.
    static func rule(_ frame: PointRect, cellWidth: Double, cellHeight: Double, ascii: Bool) -> Character? {
        if isThin(frame.height, cell: cellHeight) && frame.width > frame.height {
            return ascii ? (frame.height > 2 ? "=" : "-") : (frame.height > 2 ? "━" : "─")
        }
        if isLineDown(frame, cellWidth: cellWidth) {
            // Shorter than half a row (a tick under a step), the half of
            // the row its middle is in: a tick, not a divider across the row.
            if isThin(frame.height, cell: cellHeight) {
                let upper = (frame.midY / cellHeight).truncatingRemainder(dividingBy: 1) < 0.5
                return ascii ? (upper ? "'" : ".") : frame.width > 2 ? (upper ? "╹" : "╻") : (upper ? "╵" : "╷")
            }
            return ascii ? "|" : (frame.width > 2 ? "┃" : "│")
        }
        return nil
    }

    /// How a shape `points` thick is drawn in cells `cell` points that way:
    /// under half a cell, a line (`rule`); under a whole cell, a run of
    /// blocks as thick as it, in one row (a 10 pt zone bar is "▅▅▅▅",
    /// not a box of two rows around a painted band); else across the
    /// cells its points cover.
    enum Thickness { case line, band, cells }

    static func thickness(_ points: Double, cell: Double) -> Thickness {
        points < cell / 2 ? .line : points < cell ? .band : .cells
    }

    /// Thinner than half a cell: drawn as a line (`rule`), and kept at its
    /// points down when a card's rows are counted (`TerminalRows.moved`).
    static func isThin(_ points: Double, cell: Double) -> Bool { thickness(points, cell: cell) == .line }

    /// A circle `width` x `height` points that the cells draw as one dot:
    /// no taller than a row and a quarter (20 pt), no wider than that.
    static func isDisc(_ width: Double, _ height: Double, cellHeight: Double) -> Bool {
        width > 0 && height > 0 && max(width, height) <= cellHeight * 1.25
    }

    /// Less than a cell: drawn in one cell that way, a line or a band
    /// (`thickness`); a ring round it is no ring (its line and what it holds
    /// cannot both be in one row): it takes no rows of its own
    /// (`LaidOutView.fillTakesRows`) and draws nothing (`drawOutline`).
    static func isUnderCell(_ points: Double, cell: Double) -> Bool { thickness(points, cell: cell) != .cells }

    /// A band (`thickness`) `points` high as a run of lower blocks in one
    /// row, its eighths of the row rounded ("▄" to "█"); "#" in ASCII.
    static func band(_ points: Double, cellHeight: Double, ascii: Bool) -> Character {
        if ascii { return "#" }
        let eighths = min(8, max(4, Int((points / cellHeight * 8).rounded())))
        return ["▄", "▅", "▆", "▇", "█"][eighths - 4]
    }

    /// A shape `rule` draws as a line down: thinner than half a cell
    /// across, longer down than across. Read where it is drawn and where a
    /// row's lines down are kept a cell apart or not (`CellBox.apart`).
    static func isLineDown(_ frame: PointRect, cellWidth: Double) -> Bool {
        isThin(frame.width, cell: cellWidth) && frame.height > frame.width
    }

    /// The frame a fill of one colour (no path, no stroke) is drawn in, as
    /// `rule` is asked of it; nil for any other view.
    static func ruleFrame(_ v: LaidOutView) -> PointRect? {
        guard case .fill = v.content, v.paint.path == nil, v.paint.strokeWidth == nil else { return nil }
        return v.paint.turned(v.frame)
    }

    /// The characters `rule` draws a line across in, and `band` a band.
    static let acrossRules: Set<UInt32> = Set(["─", "━", "-", "=", "▄", "▅", "▆", "▇", "█", "#"].map { ($0 as Unicode.Scalar).value })

    /// `across`: the line runs across (a turned bar's runs down). Across,
    /// it is drawn on the blank cells of its row only: a line sharing a
    /// row with what the phone draws beside it (a track under a train's
    /// glyph, squeezed into the glyph's row) is drawn under it. A line
    /// drawn there before is not what it goes under: a progress bar's
    /// filled part is drawn over its track.
    mutating func drawRule(_ line: Character, _ colour: RGB, across: Bool, in r: Rect) {
        let style = Style(fg: colour, bg: surface, ink: .decoration)
        if across {
            let y = r.y + (r.height - 1) / 2
            func free(_ x: Int) -> Bool {
                guard grid.contains(x: x, y: y) else { return true }
                let cell = grid[x, y]
                return cell.isSpace && !cell.isContinuation || Self.acrossRules.contains(cell.code)
            }
            var x = r.x
            while x < r.maxX {
                var run = 0
                while x + run < r.maxX && free(x + run) { run += 1 }
                if run > 0 { write(String(repeating: line, count: run), x: x, y: y, style: style, limit: x + run) }
                x += max(1, run)
            }
        } else {
            for y in r.y..<r.maxY { write(String(line), x: r.x + (r.width - 1) / 2, y: y, style: style, limit: r.maxX) }
        }
    }

    /// A stroked shape: its outline in line characters, what is under it
    /// kept; a small circle is a ring ("○").
    mutating func drawOutline(_ shape: String?, _ colour: RGB, in r: Rect, dashed: Bool = false) {
        let style = Style(fg: colour, bg: surface, ink: .decoration)
        if r.width <= 2 || r.height == 1 {
            if shape == "Circle" { write(ascii ? "o" : "○", x: r.x + (r.width - 1) / 2, y: r.y + (r.height - 1) / 2, style: style, limit: r.maxX) }
            return
        }
        grid.box(r, style: style, ascii: ascii, round: shape != nil && shape != "Rectangle", keepingBackground: true, dashed: dashed,
                 openBottom: openRingRow == r.maxY - 1)
    }

    static func blend(_ c: RGB, over base: RGB, _ opacity: Double) -> RGB {
        let o = max(0, min(1, opacity.isNaN ? 1 : opacity))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(b) + (Double(a) - Double(b)) * o).rounded()) }
        return RGB(mix(c.r, base.r), mix(c.g, base.g), mix(c.b, base.b))
    }
}
