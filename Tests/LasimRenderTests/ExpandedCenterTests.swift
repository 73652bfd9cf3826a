import LasimModel
import LasimText
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// The expanded island's center region sits in the middle of the island,
/// not between its side regions, as screenshots of the phone show it; the
/// lock card is as tall as its content, in both layouts of a template.
@Suite struct ExpandedCenterTests {
    static let yaml = """
    name: lopsided
    content-state: {eta: int}
    lock: "Arriving in {eta} min"
    expanded:
      leading: "A"
      center: "Middle"
      trailing: "Trailing"
    samples: {one: {content-state: {eta: 7}}}
    """

    static func renderer(layout: TemplateLayout = .cells) throws -> (Renderer, Snapshot) {
        let t = try TemplateLoader.build(try DataFile.parse(yaml, file: "lopsided.yaml"), file: "lopsided.yaml")
        var c = TemplateCatalog.builtIn(); c.add(t)
        return (Renderer(catalog: c, options: RenderOptions(timeZone: Zone.utc, templateLayout: layout)), Snapshot(sample: t.samples[0], template: t))
    }

    static func render(_ p: Presentation, layout: TemplateLayout) throws -> Grid {
        let (r, snap) = try renderer(layout: layout)
        return r.render(p, snap, now: 0).grid
    }

    @Test("in the cells, the center region is in the middle of the island whatever the side regions hold")
    func centredInTheCells() throws {
        let grid = try Self.render(.expanded, layout: .cells)
        let row = try #require((0..<grid.height).map { grid.text(row: $0) }.first { $0.contains("Middle") })
        let start = try #require(row.range(of: "Middle")).lowerBound.utf16Offset(in: row)
        // The odd column of room on its left; between "A" and "Trailing" it was 3 columns left.
        #expect(2 * start + 6 - grid.width == 1 || 2 * start + 6 == grid.width, "\(row)")
    }

    @Test("in points, the center region is in the middle of the island whatever the side regions hold")
    func centredInPoints() throws {
        let (r, snap) = try Self.renderer()
        let p = try #require(r.pointLayout(.expanded, snap, now: 0))
        var middle: Double?
        for part in p.parts {
            part.view.walk { v in
                if case .text(let t) = v.content, t.text == "Middle" { middle = part.x + v.frame.midX }
            }
        }
        let m = try #require(middle)
        #expect(abs(m - p.width / 2) < 0.01, "\(m) of \(p.width)")
    }

    @Test("in points, regions shorter than the island's least height start at its top margin, the room left below them")
    func shortRegionsStayAtTheTop() throws {
        let (r, snap) = try Self.renderer()
        let p = try #require(r.pointLayout(.expanded, snap, now: 0))
        // One line of regions: the island keeps its 84 pt, its content does not move down into them.
        #expect(p.height == 84)
        let part = try #require(p.parts.first)
        #expect(part.y == Renderer.expandedMarginPt, "\(part.y)")
        #expect(part.y + part.view.frame.height < p.height - Renderer.expandedMarginPt)
    }

    @Test("a lock card of one line is that line and a blank row each side", arguments: [TemplateLayout.cells, .points])
    func lockCardHasNoLeastHeight(_ layout: TemplateLayout) throws {
        #expect(try Self.render(.lock, layout: layout).height == 3)
    }

    @Test func centringRoom() throws {
        // MetroTimer's regions: the narrower side keeps the difference.
        let metro = try #require(Renderer.centringRoom(leading: 40, center: 100, trailing: 68, width: 335, spacing: 8))
        #expect(metro == (28, 0))
        // A center wider than the room between two such columns, or a side
        // wider than a third of the row: between the sides, nothing cut for it.
        #expect(Renderer.centringRoom(leading: 40, center: 200, trailing: 68, width: 335, spacing: 8) == nil)
        #expect(Renderer.centringRoom(leading: 150, center: 7, trailing: 20, width: 335, spacing: 8) == nil)
    }
}
