import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `.environment(\.font, ...)` on a container sets the font of the texts
/// inside, as `.font(...)` on it does: its size, its `.italic()`, its
/// `.bold()` and `.weight(...)`. lasim set the key for the views'
/// `@Environment(\.font)` only and drew the texts in the default body font,
/// upright and regular.
@Suite struct EnvironmentFontTests {
    /// Each word's cell style, and the SVG `<text>` element that draws it.
    static func styles(_ lock: String, words: [String]) throws -> (cells: [String: Style], svg: [String: String]) {
        let a = try AssetImageTests.inline(lock)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 0, state: .active)
        let snap = Snapshot(sample: sample, template: a.template)
        let renderer = Renderer(catalog: catalog)
        let grid = renderer.render(.lock, snap, now: 0).grid
        var out: [String: Style] = [:]
        for y in 0..<grid.height {
            let line = grid.lines[y]
            for word in words {
                guard let r = line.range(of: word) else { continue }
                out[word] = grid[line.distance(from: line.startIndex, to: r.lowerBound), y].style
            }
        }
        let svg = PointSVG.svg([try #require(renderer.pointLayout(.lock, snap, now: 0))])
        var texts: [String: String] = [:]
        for element in svg.split(separator: "<text ").dropFirst() {
            for word in words where element.contains(">\(word)<") { texts[word] = String(element.prefix { $0 != ">" }) }
        }
        return (out, texts)
    }

    @Test("the environment's font: its size, italic, bold and weight reach the texts inside")
    func environmentFont() throws {
        let words = ["leaning", "heavy", "plain", "styled"]
        let (cells, svg) = try Self.styles("""
            VStack {
                VStack { Text("leaning") }.environment(\\.font, .caption.italic())
                VStack { Text("heavy") }.environment(\\.font, Font.title3.bold())
                VStack { Text("plain") }.environment(\\.font, .caption2)
                VStack { Text("styled") }.font(.caption.italic())
            }
            """, words: words)
        #expect(cells["leaning"]?.italic == true && cells["styled"]?.italic == true, "\(cells)")
        #expect(cells["heavy"]?.bold == true && cells["heavy"]?.italic == false, "\(cells)")
        #expect(cells["plain"]?.italic == false && cells["plain"]?.bold == false, "\(cells)")
        // caption 12 pt, title3 20 pt, caption2 11 pt.
        #expect(svg["leaning"] == ##"font-size="12" fill="#000000" font-style="italic""##, "\(svg)")
        #expect(svg["styled"] == svg["leaning"], "\(svg)")
        #expect(svg["heavy"] == ##"font-size="20" fill="#000000" font-weight="700""##, "\(svg)")
        #expect(svg["plain"] == ##"font-size="11" fill="#000000""##, "\(svg)")
    }
}
