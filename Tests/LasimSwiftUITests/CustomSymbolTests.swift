import Foundation
import LasimModel
import LasimRender
import LasimSwift
@testable import LasimSwiftUI
import LasimTemplate
import LasimText
import Testing

/// An app's own symbols (`Name.symbolset`, an SF Symbols template SVG in its
/// asset catalog): `Image("name")` lays out as `Image(systemName:)` does and
/// draws the template's regular glyph in the foreground colour. Lasim read
/// only imagesets: such an image was "no image set named ..." and a
/// placeholder, in the cells and in the PNG (an audiobook app's sleep timer).
@Suite struct CustomSymbolTests {
    static let dir = Fixture.dir + "/symbols"
    static let set = dir + "/Assets.xcassets/paw.fill.symbolset"

    static func resources() throws -> AppResources {
        AppResources.parse(SwiftFileWalker.resources([dir]))
    }

    static func activity(lock: String) throws -> SwiftUIActivity {
        try AssetImageTests.inline(lock, resources: try resources())
    }

    /// The frames of the images named `name` (asset or symbol), in order.
    static func frames(_ name: String, in p: PointPresentation) -> [PointRect] {
        var out: [PointRect] = []
        for part in p.parts {
            part.view.walk { v in
                if case .image(let n, _) = v.content, n == name { out.append(v.frame) }
            }
        }
        return out
    }

    @Test("a symbolset is an image set of its template: a symbol, drawn as a template, from its SVG")
    func parsed() throws {
        let r = try Self.resources()
        let paw = try #require(r.imageSets["paw.fill"], "\(r.imageSets.keys.sorted())")
        #expect(paw.isSymbol && paw.isTemplate && paw.preservesVector)
        #expect(paw.files.map(\.path) == [Self.set + "/paw.svg"])
        #expect(ImageSet.name("A/Assets.xcassets/paw.fill.symbolset/Contents.json") == "paw.fill")
        // The walkers find one under an --assets folder too (its path relative to the catalogue).
        #expect(SwiftFileWalker.imageSets([Self.dir + "/Assets.xcassets"]).contains { $0.path.hasSuffix("paw.fill.symbolset/Contents.json") })
    }

    @Test("the template's regular glyph alone (not its notes, guides or other weights), sized in ems by its row's cap line: small scale is 0.8 of medium")
    func glyph() throws {
        let svg = try Array(Data(contentsOf: URL(fileURLWithPath: Self.set + "/paw.svg")))
        guard case .success(let g) = CustomSymbol.load(svg: svg, pixelHeight: 70) else { Issue.record("not drawn"); return }
        // Regular-S: a 40 x 70 bar and a dot, 60 x 70 units over a 70-unit cap height (Capline-S to Baseline-S).
        #expect((g.width, g.height) == (60, 70))
        let em = 0.705 / 70 / 0.8
        #expect(abs(g.emWidth - 60 * em) < 1e-9 && abs(g.emHeight - 70 * em) < 1e-9)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { g.pixels[(y * g.width + x) * 4 + 3] }
        #expect(alpha(2, 2) == 255 && alpha(20, 68) == 255, "the bar")
        #expect(alpha(55, 35) > 128, "the dot")
        #expect(alpha(45, 2) == 0 && alpha(55, 2) == 0, "between and above them: nothing (no white note, no other weight)")
    }

    @Test("Image(\"paw.fill\") lays out as a symbol of its font, is no missing image, and is drawn from the glyph in the foreground colour")
    func drawnAsSymbol() throws {
        let a = try Self.activity(lock: #"HStack { Image("paw.fill").foregroundStyle(Color(red: 0, green: 1, blue: 0)); Image(systemName: "star") }.font(.title)"#)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(!out.contains("no image set named"), "\(out)")
        #expect(!out.contains("░"), "no placeholder mark: \(out)")
        let p = try AssetImageTests.points(a)
        let paw = try #require(Self.frames("paw.fill", in: p).first), star = try #require(Self.frames("star", in: p).first)
        #expect((paw.width, paw.height) == (star.width, star.height), "a symbol's frame at .title: \(paw) \(star)")
        // The cells: its pixels, green.
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 1_700_000_000, state: .active)
        let grid = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000).grid
        var inks: Set<RGB> = []
        for y in 0..<grid.height { for x in 0..<grid.width where grid[x, y].grapheme == "▀" { if let fg = grid[x, y].style.fg { inks.insert(fg) } } }
        // Green, lighter where its edge's pixels blend with the card's white.
        #expect(!inks.isEmpty && inks.allSatisfy { $0.g == 255 && $0.r == $0.b }, "\(inks) \(TextPrinter.text(grid))")
    }

    @Test("in the cells, an app's own symbol takes the columns a theme's symbol takes beside it, not one")
    func cellsAsWideAsASymbol() throws {
        let a = try Self.activity(lock: #"HStack(spacing: 0) { Text("A"); Image("paw.fill").foregroundStyle(Color(red: 0, green: 1, blue: 0)); Text("B"); Image(systemName: "star.fill"); Text("C") }"#)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: 1_700_000_000, state: .active)
        let grid = Renderer(catalog: catalog).render(.lock, Snapshot(sample: sample, template: a.template), now: 1_700_000_000).grid
        let text = TextPrinter.text(grid)
        let row = try #require(text.split(separator: "\n").first { $0.contains("A") && $0.contains("C") }, "\(text)")
        let cells = row.map(String.init)
        let (a0, b0, c0) = (try #require(cells.firstIndex(of: "A")), try #require(cells.firstIndex(of: "B")), try #require(cells.firstIndex(of: "C")))
        // The star is ⭐ (two columns, one Character); the paw its pixels, one "▀" a column.
        let star = cells[(b0 + 1)..<c0].reduce(0) { $0 + GraphemeWidth.of($1) }
        #expect(star == 2, "\(row)")
        #expect(b0 - a0 - 1 == star, "the paw as wide as the star: \(row)")
    }

    @Test("true size: the glyph is embedded at its font's size in ems, centred in the symbol's frame; .resizable() fills the frame")
    func trueSize() throws {
        let a = try Self.activity(lock: #"VStack { Image("paw.fill").font(.system(size: 20)); Image("paw.fill").resizable().frame(width: 40, height: 40) }"#)
        var options = PointSVG.Options()
        options.image = { _ in PointSVG.Image(mime: "image/png", base64: "AA==", isTemplate: true, symbolEm: (0.5, 1.0)) }
        let svg = PointSVG.svg([try AssetImageTests.points(a)], options: options)
        let images = svg.split(separator: "\n").filter { $0.hasPrefix("<image") }
        #expect(images.count == 2, "\(svg)")
        #expect(images.first?.contains(#"width="10" height="20""#) == true, "20 pt: 0.5 x 1 em: \(svg)")
        #expect(images.last?.contains(#"width="40" height="40""#) == true, "resizable: its frame: \(svg)")
    }
}
