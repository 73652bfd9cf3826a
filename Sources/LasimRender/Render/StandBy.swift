import LasimTemplate
/// StandBy shows the lock-screen card at twice the size: each cell is drawn
/// 2 wide and 2 high. ASCII becomes its fullwidth form (so letters really
/// are twice as wide), box and block characters repeat (bars stay bars),
/// other narrow graphemes get a blank beside them, wide ones (emoji, CJK)
/// sit centred in their four columns; the second row of each pair is blank.
extension Grid {
    public func doubled() -> Grid {
        var g = Grid(width: width * 2, height: height * 2)
        for y in 0..<height {
            for x in 0..<width {
                let cell = self[x, y]
                let style = cell.style
                // Both rows start as blanks in the cell's style (its background).
                g.fill(Rect(x: 2 * x, y: 2 * y, width: cell.width == 2 ? 4 : (cell.width == 0 ? 0 : 2), height: 2), style: style)
                switch cell.width {
                case 0:
                    continue
                case 2:
                    g.put(cell.grapheme, x: 2 * x + 1, y: 2 * y, style: style)
                default:
                    if cell.isSpace { continue }
                    let scalars = cell.grapheme.unicodeScalars
                    let v = scalars.first!.value
                    if scalars.count == 1 && v > 0x20 && v < 0x7F, let wide = Unicode.Scalar(v - 0x21 + 0xFF01) {
                        g.put(Character(wide), x: 2 * x, y: 2 * y, style: style)
                    } else if scalars.count == 1 && (0x2500...0x259F).contains(v) {
                        g.put(cell.grapheme, x: 2 * x, y: 2 * y, style: style)
                        g.put(cell.grapheme, x: 2 * x + 1, y: 2 * y, style: style)
                    } else {
                        g.put(cell.grapheme, x: 2 * x, y: 2 * y, style: style)
                    }
                }
            }
        }
        return g
    }
}

extension RenderedPresentation {
    /// The presentation at StandBy's 2x: grid doubled, truncation rects too.
    public func doubled() -> RenderedPresentation {
        var r = self
        r.grid = grid.doubled()
        r.truncations = truncations.map { t in
            var t = t
            t.rect = Rect(x: t.rect.x * 2, y: t.rect.y * 2, width: t.rect.width * 2, height: t.rect.height * 2)
            return t
        }
        r.sizeLabel += " at 2x (StandBy)"
        return r
    }
}

extension Views {
    /// The lock-screen card's width in cells: doubled in StandBy.
    var lockCardWidth: Int { options.device.lockWidth * (options.appearance.isStandBy ? 2 : 1) }
}
