import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `Font.italic()` (`.font(.caption.italic())`, a club ticket's
/// `.custom("Avenir Next", size: 52).italic().weight(.heavy)`) slants the
/// text as the view modifier `.italic()` does; lasim dropped it, drawing the
/// countdown upright in the cells, the PNG and the SVG.
@Suite struct FontItalicTests {
    /// Each text of the lock screen `lock` and whether its cells are italic.
    static func italics(_ lock: String) throws -> [String: Bool] {
        let a = try AssetImageTests.inline(lock)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        let grid = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 0).grid
        var out: [String: Bool] = [:]
        for y in 0..<grid.height {
            let line = grid.lines[y]
            for word in ["upright", "slanted", "ticket", "caption", "styled"] {
                guard let r = line.range(of: word) else { continue }
                let x = line.distance(from: line.startIndex, to: r.lowerBound)
                out[word] = grid[x, y].style.italic
            }
        }
        return out
    }

    @Test("a font's .italic() slants its text, whatever comes after it (.weight) and whether it is .system, .custom or a text style")
    func fontItalic() throws {
        let found = try Self.italics("""
            VStack {
                Text("upright").font(.system(size: 20).weight(.heavy))
                Text("slanted").font(.system(size: 20).italic().weight(.heavy))
                Text("ticket").font(.custom("Avenir Next", size: 20).italic().weight(.heavy))
                Text("caption").font(.caption.italic())
                Text("styled").italic()
            }
            """)
        #expect(found == ["upright": false, "slanted": true, "ticket": true, "caption": true, "styled": true], "\(found)")
    }
}
