import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A system colour with an opacity (`.orange.opacity(0.5)`) is still that
/// system colour: the island and a dark card draw its dark variant, a
/// light card its light one, in the cells and in true size alike.
@Suite struct TranslucentSystemColourTests {
    static let source = PointSVGTests.widget(
        lock: #"Rectangle().fill(Color.green.opacity(0.5)).frame(height: 40)"#,
        compactLeading: #"Rectangle().fill(.orange.opacity(0.5)).frame(width: 30, height: 20)"#)

    static let orange = (light: RGB(0xff, 0x95, 0x00), dark: RGB(0xff, 0x9f, 0x0a))
    static let green = (light: RGB(0x34, 0xc7, 0x59), dark: RGB(0x30, 0xd1, 0x58))

    /// Every cell background of one presentation.
    static func backgrounds(_ p: Presentation, appearance: Appearance = .light) throws -> Set<RGB> {
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: PointSVGTests.now)
        let grid = renderer.render(p, Snapshot(sample: sample, template: a.template), now: PointSVGTests.now).grid
        var out = Set<RGB>()
        for y in 0..<grid.height { for x in 0..<grid.width { if let bg = grid[x, y].style.bg { out.insert(bg) } } }
        return out
    }

    @Test("cells: a translucent system colour is blended in its dark variant in the island and on a dark card, its light one on a light card")
    func cells() throws {
        func half(_ c: RGB, over base: RGB) -> RGB { CellDrawer.blend(c, over: base, 0.5) }
        let island = try Self.backgrounds(.compact)
        #expect(island.contains(half(Self.orange.dark, over: .black)) && !island.contains(half(Self.orange.light, over: .black)), "\(island)")
        let light = try Self.backgrounds(.lock)
        #expect(light.contains(half(Self.green.light, over: .white)) && !light.contains(half(Self.green.dark, over: .white)), "\(light)")
        let dark = try Self.backgrounds(.lock, appearance: .dark)
        #expect(dark.contains(half(Self.green.dark, over: .black)) && !dark.contains(half(Self.green.light, over: .black)), "\(dark)")
    }

    @Test("true size: a translucent system colour is painted in its surface's variant with its opacity")
    func trueSize() throws {
        let compact = try PointSVGTests.svg(Self.source, .compact)
        #expect(compact.contains(##"fill="#ff9f0a" opacity="0.5""##) && !compact.contains("#ff9500"), "\(compact)")
        let light = try PointSVGTests.svg(Self.source, .lock)
        #expect(light.contains(##"fill="#34c759" opacity="0.5""##), "\(light)")
        let dark = try PointSVGTests.svg(Self.source, .lock, appearance: .dark)
        #expect(dark.contains(##"fill="#30d158" opacity="0.5""##) && !dark.contains("#34c759"), "\(dark)")
    }

    @Test("the name is kept through the opacity; its components, hex and mix are the light variant's where no surface is known")
    func keptByName() {
        let c = ViewColor.named("orange").withOpacity(0.5).withOpacity(0.5)
        #expect(c == .translucent("orange", opacity: 0.25))
        #expect(c.opacity == 0.25 && c.hex == "#ff9500")
        #expect(ViewColor.named("tint").withOpacity(0.2) == .translucent("blue", opacity: 0.2))
        // A role keeps its name too: the surface's palette paints it, at that opacity.
        let role = ViewColor.named("secondary").withOpacity(0.2)
        #expect(role == .translucent("secondary", opacity: 0.2) && role.opacity == 0.2)
        #expect(role.hex == nil && ViewLowering.colour(role) == "secondary" && ViewLowering.colour(.named("tertiary").withOpacity(0.5)) == "secondary")
        #expect(ViewColor.named("clear").withOpacity(0.2) == .named("clear") && ViewColor.named("nonesuch").withOpacity(0.2) == .named("nonesuch"))
        #expect(c.variant(dark: true) == ViewColor(Self.orange.dark, opacity: 0.25))
        #expect(ViewColor.translucent("black", opacity: 0.5).composited(over: .white).hex == "#808080")
        #expect(ViewColor.translucent("orange", opacity: 0.5).composited(over: .black, dark: true).hex == "#805005")
    }
}
