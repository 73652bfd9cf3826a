import LasimRender
import LasimTemplate
import LasimText

/// FNV-1a over rendered presentations: a change to the renderer that must
/// not change what is drawn is checked on a whole stream by comparing it.
struct RenderDigest {
    private var hash = FNV1a()
    var value: UInt64 { hash.value }

    mutating func byte(_ b: UInt8) { hash.add(b) }
    mutating func int(_ n: Int) { for k in 0..<8 { byte(UInt8(truncatingIfNeeded: n >> (8 * k))) } }
    mutating func text(_ s: String) { int(s.utf8.count); hash.add(s.utf8) }
    mutating func rgb(_ c: RGB?) { if let c { byte(1); byte(c.r); byte(c.g); byte(c.b) } else { byte(0) } }

    mutating func add(_ r: RenderedPresentation) {
        text(r.presentation.rawValue)
        int(r.grid.width); int(r.grid.height)
        for c in r.grid.cells {
            text(String(c.grapheme)); byte(c.width)
            let s = c.style
            rgb(s.fg); rgb(s.bg)
            byte(UInt8(s.bold ? 1 : 0) | (s.italic ? 2 : 0) | (s.underline ? 4 : 0) | (s.dim ? 8 : 0) | (s.reverse ? 16 : 0)
                 | (s.ink.fromData ? 32 : 0))
            byte(s.ink.kind.rawValue)
        }
        int(r.truncations.count)
        for t in r.truncations { text(t.description); int(t.rect.x); int(t.rect.y); int(t.rect.width) }
        int(r.problems.count)
        for p in r.problems { text(p.description) }
        text(r.sizeLabel)
    }
}
