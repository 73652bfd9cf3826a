import LasimTemplate

/// A chart in cells: its marks as braille dots, two across and four down
/// a cell, each cell in the colour of the last mark that reached it; the
/// axes' labels in whole cells beside and under the plot (their grid
/// lines and ticks would hide the marks' dots, and are left to true size).
extension CellDrawer {
    mutating func drawChart(_ chart: ViewChart, _ v: LaidOutView, in r: Rect) {
        guard !r.isEmpty else { return }
        let column = v.frame.width / Double(r.width), row = v.frame.height / Double(r.height)
        let geometry = ChartGeometry(chart, width: v.frame.width, height: v.frame.height, units: .cells(column: column, row: row))
        let dots = Self.brailleDots(geometry, width: v.frame.width, height: v.frame.height, columns: r.width, rows: r.height)
        let opacity = v.environment.opacity
        for (index, cell) in dots {
            let x = r.x + index % r.width, y = r.y + index / r.width
            // A mark in `.clear` (a chart's phantom point fixing its domain) shows nothing.
            guard !Self.isClear(cell.colour) else { continue }
            // A mark's own colour's opacity (`.foregroundStyle(.red.opacity(0.6))`) as the view's.
            let ink = Self.blend(rgb(cell.colour) ?? palette.accent, over: surface, opacity * cell.colour.opacity)
            let glyph = ascii ? "*" : String(Character(Unicode.Scalar(0x2800 + UInt32(cell.bits))!))
            write(glyph, x: x, y: y, style: Style(fg: ink, bg: surface, ink: .glyph), limit: r.maxX)
        }
        for label in geometry.labels where column > 0 && row > 0 {
            let width = label.text.count
            let at = Int((label.x / column).rounded())
            let x = r.x + (label.anchor == .leading ? at : label.anchor == .trailing ? at - width : at - width / 2)
            let y = r.y + min(r.height - 1, max(0, Int(label.y / row)))
            let ink = Self.blend(rgb(label.colour) ?? palette.secondary, over: surface, opacity * label.colour.opacity)
            write(label.text, x: max(r.x, x), y: y, style: Style(fg: ink, bg: surface), limit: r.maxX)
        }
    }

    /// The dots each cell of a `columns` x `rows` area holds, by cell
    /// index (row by row), with the colour of the last mark drawn there.
    static func brailleDots(_ g: ChartGeometry, width: Double, height: Double, columns: Int,
                            rows: Int) -> [Int: (bits: UInt8, colour: ViewColor)] {
        var cells: [Int: (bits: UInt8, colour: ViewColor)] = [:]
        let dw = columns * 2, dh = rows * 4
        guard dw > 0, dh > 0, width > 0, height > 0 else { return cells }
        // Braille's dot numbering: a column of three, the other three, then the bottom pair.
        let bit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        func dot(_ x: Int, _ y: Int, _ c: ViewColor) {
            guard x >= 0, y >= 0, x < dw, y < dh else { return }
            let i = (y / 4) * columns + x / 2
            cells[i] = ((cells[i]?.bits ?? 0) | bit[x % 2][y % 4], c)
        }
        // A domain wider than Double can subtract makes infinite or NaN positions: kept to the edges.
        func index(_ v: Double, _ length: Double, _ count: Int) -> Int {
            let d = (v / length * Double(count)).rounded(.down)
            guard d.isFinite else { return d > 0 ? count - 1 : 0 }
            return Int(min(max(d, 0), Double(count - 1)))
        }
        // The plot's own dots: a value on its far edge stays out of the labels' cells.
        func dots(_ v: Double, _ length: Double, _ count: Int) -> Int { Int((v / length * Double(count)).rounded()) }
        let first = (x: dots(g.plot.x, width, dw), y: dots(g.plot.y, height, dh))
        let last = (x: dots(g.plot.x + g.plot.width, width, dw) - 1, y: dots(g.plot.y + g.plot.height, height, dh) - 1)
        func dx(_ x: Double) -> Int { g.plot.width > 0 ? min(max(index(x, width, dw), first.x), max(first.x, last.x)) : index(x, width, dw) }
        func dy(_ y: Double) -> Int { g.plot.height > 0 ? min(max(index(y, height, dh), first.y), max(first.y, last.y)) : index(y, height, dh) }
        // A dash's lengths in dots, as many points a dot is across.
        let dotLength = width / Double(dw)
        func line(_ a: ChartGeometry.Point, _ b: ChartGeometry.Point, _ c: ViewColor, dash: [Double] = []) {
            let on = dash.first.map { max(1, Int(($0 / dotLength).rounded())) } ?? 0
            let off = dash.isEmpty ? 0 : max(1, Int(((dash.count > 1 ? dash[1] : dash[0]) / dotLength).rounded()))
            var step = 0
            var (x0, y0) = (dx(a.x), dy(a.y))
            let (x1, y1) = (dx(b.x), dy(b.y))
            let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
            let ex = abs(x1 - x0), ey = -abs(y1 - y0)
            var err = ex + ey
            while true {
                if on == 0 || step % (on + off) < on { dot(x0, y0, c) }
                step += 1
                if x0 == x1 && y0 == y1 { break }
                let e2 = 2 * err
                if e2 >= ey { err += ey; x0 += sx }
                if e2 <= ex { err += ex; y0 += sy }
            }
        }
        for item in g.items {
            let c = item.colour
            switch item.shape {
            case .line(let a, let b, _):
                line(a, b, c, dash: item.dash)
            case .polyline(let pts, _):
                if pts.count == 1 { dot(dx(pts[0].x), dy(pts[0].y), c) }
                for k in pts.indices.dropFirst() { line(pts[k - 1], pts[k], c, dash: item.dash) }
            case .point(let p, _):
                dot(dx(p.x), dy(p.y), c)
            case .rect(let x, let y, let w, let h):
                let x0 = dx(x), y0 = dy(y)
                let x1 = max(x0, dx(x + w) - (x + w < width ? 1 : 0)), y1 = max(y0, dy(y + h) - (y + h < height ? 1 : 0))
                for yy in y0...y1 { for xx in x0...x1 { dot(xx, yy, c) } }
            case .polygon(let pts):
                for yy in 0..<dh {
                    for xx in 0..<dw {
                        let p = ChartGeometry.Point(x: (Double(xx) + 0.5) / Double(dw) * width,
                                                    y: (Double(yy) + 0.5) / Double(dh) * height)
                        if Self.inside(p, pts) { dot(xx, yy, c) }
                    }
                }
            }
        }
        return cells
    }

    /// Even-odd rule.
    static func inside(_ p: ChartGeometry.Point, _ poly: [ChartGeometry.Point]) -> Bool {
        var result = false
        var j = poly.count - 1
        for i in poly.indices {
            let a = poly[i], b = poly[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { result.toggle() }
            j = i
        }
        return result
    }
}
