extension Grid {
    /// A frame of line characters around `r`: round corners (a card, a
    /// rounded shape's outline) or square (a rectangle), ASCII without
    /// UTF-8. With `keepingBackground` each cell keeps the background
    /// already under it (an outline drawn over a painted surface).
    /// `openBottom`: its last row holds what it frames, its bottom side
    /// cut off as the phone cuts what overflows a card.
    mutating func box(_ r: Rect, style: Style, ascii: Bool, round: Bool = true, keepingBackground: Bool = false, dashed: Bool = false,
                      openBottom: Bool = false) {
        guard r.width >= 2, r.height >= 2 else { return }
        let (h, v): (Character, Character) = ascii ? ("-", "|") : dashed ? ("╌", "╎") : ("─", "│")
        let corners: [Character] = ascii ? ["+", "+", "+", "+"] : round ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        func line(_ c: Character, _ x: Int, _ y: Int) {
            // Dashed without the dashed box-drawing glyphs: every other cell of a side left out.
            if dashed, ascii, c == h && (x - r.x) % 2 == 1 || c == v && (y - r.y) % 2 == 1 { return }
            var s = style
            if keepingBackground, contains(x: x, y: y) { s.bg = self[x, y].style.bg }
            put(c, x: x, y: y, style: s)
        }
        for x in r.x..<r.maxX {
            line(x == r.x ? corners[0] : x == r.maxX - 1 ? corners[1] : h, x, r.y)
            if !openBottom { line(x == r.x ? corners[2] : x == r.maxX - 1 ? corners[3] : h, x, r.maxY - 1) }
        }
        for y in (r.y + 1)..<(openBottom ? r.maxY : r.maxY - 1) {
            line(v, r.x, y)
            line(v, r.maxX - 1, y)
        }
    }
}
