import Foundation
import LasimModel
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// The surfaces beyond the phone (Apple Watch Smart Stack, CarPlay, Mac menu
/// bar) for every built-in template and sample, and the SVG / HTML / cast
/// printers. Golden files: a change here is a change to the product.
@Suite struct SurfacesAndPrintersTests {
    static let catalog = TemplateCatalog.builtIn()
    static let utc = Zone.utc

    @Test("surfaces golden", arguments: catalog.templates.map(\.name).sorted())
    func surfaces(_ name: String) throws {
        let t = try #require(Self.catalog.template(named: name))
        let renderer = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: Self.utc))
        var out = ""
        for sample in t.samples {
            let snap = Snapshot(sample: sample, template: t)
            for p in Presentation.elsewhere {
                let r = renderer.render(p, snap, now: sample.now)
                out += "== \(sample.name) · \(p.rawValue) · \(r.sizeLabel) · \(r.grid.width)x\(r.grid.height)\n"
                out += TextPrinter.text(r.grid) + "\n-- styles\n" + TextPrinter.styleRuns(r.grid) + "\n"
                for c in r.truncations { out += "-- cut: \(c.description)\n" }
                #expect(r.problems.isEmpty, "\(name)/\(sample.name)/\(p): \(r.problems)")
            }
        }
        Snapshots.check("surfaces-\(name)", out)
    }

    @Test("Apple's sizes: watch 45 mm 184 x 80.5 pt, CarPlay 240 x 78 pt, menu bar two compact views")
    func sizes() throws {
        let t = try #require(Self.catalog.template(named: "order"))
        let snap = Snapshot(sample: t.samples[0], template: t)
        let r = Renderer(catalog: Self.catalog, options: RenderOptions(timeZone: Self.utc))
        let watch = r.render(.small, snap, now: t.samples[0].now)
        #expect(watch.grid.width == 23 && watch.grid.height == 5) // 184/8, 80.5/16
        #expect(watch.sizeLabel.hasPrefix("Apple Watch 45 mm 184 x 80.50 pt"))
        let car = r.render(.carPlay, snap, now: t.samples[0].now)
        #expect(car.grid.width == 30 && car.grid.height == 4)     // 240/8, 78/16
        let bar = r.render(.menuBar, snap, now: t.samples[0].now)
        #expect(bar.grid.width == 2 * Device.pro.compactWidth + 1)
    }

    @Test("a template's small slot is used; without one the compact views are merged")
    func smallSlot() throws {
        let yaml = """
        name: tiny
        content-state: {eta: int}
        compact-leading: {glyph: rider}
        compact-trailing: "{eta}m"
        small: {vstack: ["Courier", "{eta} min away"]}
        samples: {one: {content-state: {eta: 7}}}
        """
        let t = try TemplateLoader.build(try DataFile.parse(yaml, file: "tiny.yaml"), file: "tiny.yaml")
        var c = Self.catalog; c.add(t)
        let r = Renderer(catalog: c, options: RenderOptions(timeZone: Self.utc))
        let snap = Snapshot(sample: t.samples[0], template: t)
        let small = TextPrinter.text(r.render(.small, snap, now: 0).grid)
        #expect(small.contains("Courier") && small.contains("7 min away"), "\(small)")
        var merged = t; merged.slots[.small] = nil; merged.name = "tiny2"
        c.add(merged)
        let text = TextPrinter.text(Renderer(catalog: c, options: r.options)
            .render(.small, Snapshot(sample: t.samples[0], template: merged), now: 0).grid)
        #expect(text.contains("🛵") && text.contains("7m"), "\(text)")
    }

    /// The app asks for a screenful: cards that would start below it are not
    /// drawn (with 100 activities that was most of a frame's time), and what
    /// is drawn is the top of the full stack, cell for cell.
    @Test("a lock screen cut at a height draws only the cards that start above it")
    func lockScreenStopsAtTheHeightAsked() throws {
        let catalog = TemplateCatalog.builtIn()
        let t = try #require(catalog.template(named: "order"))
        let snaps = (0..<10).map { i in
            var s = Snapshot(sample: t.samples[0], template: t)
            s.id = "act-\(i)"
            return s
        }
        let views = Views(renderer: Renderer(catalog: catalog, options: RenderOptions(timeZone: Self.utc)))
        let all = views.lockScreen(snaps, now: t.samples[0].now)
        let cut = views.lockScreen(snaps, now: t.samples[0].now, maxHeight: 12)
        #expect(all.presentations.count == 10)
        #expect(cut.presentations.count == 2)
        #expect(cut.grid.height >= 12)
        #expect(Array(cut.grid.cells.prefix(cut.grid.width * 12)) == Array(all.grid.cells.prefix(all.grid.width * 12)))
    }

    static func orderFrame() throws -> Grid {
        let t = try #require(catalog.template(named: "order"))
        let s = try #require(t.samples.first { $0.name == "in-transit" })
        let views = Views(renderer: Renderer(catalog: catalog, options: RenderOptions(timeZone: utc)))
        return views.lockScreen([Snapshot(sample: s, template: t)], now: s.now).grid
    }

    @Test func svgGolden() throws {
        let svg = SVGPrinter.svg(try Self.orderFrame())
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("font-family=\"ui-monospace"))
        Snapshots.check("svg-order-in-transit", svg)
    }

    @Test("SVG cells sit on the pitch; wide graphemes take two cells; text is escaped")
    func svgAlignment() {
        var g = Grid(width: 6, height: 1)
        g.write("a🛵<b", x: 0, y: 0, style: Style(fg: RGB(255, 0, 0), bold: true))
        let svg = SVGPrinter.svg(g)
        // "a" at 0 (one cell), the scooter centred on cells 1-2, "<b" from cell 3.
        #expect(svg.contains("<text x=\"0\" y=\"13.2\" textLength=\"8.4\""))
        #expect(svg.contains("x=\"16.8\" y=\"13.2\" text-anchor=\"middle\""))
        #expect(svg.contains("x=\"25.2\" y=\"13.2\" textLength=\"16.8\""))
        #expect(svg.contains(">&lt;b</text>"))
        #expect(svg.contains("fill=\"#ff0000\" font-weight=\"bold\""))
    }

    @Test("colours go through ColorDepth: 16 colours give the ANSI palette's")
    func svgDepth() {
        var g = Grid(width: 1, height: 1)
        g.write("x", x: 0, y: 0, style: Style(fg: RGB(0xfe, 0x01, 0x01)))
        var o = SVGPrinter.Options(); o.depth = .ansi16
        #expect(SVGPrinter.svg(g, options: o).contains("fill=\"#ff0000\""))
    }

    @Test func htmlGolden() throws {
        let html = HTMLPrinter.html(try Self.orderFrame())
        #expect(html.contains("<pre class=\"lasim\">") && html.contains("<span class=\"c2\">🛵</span>"))
        Snapshots.check("html-order-in-transit", html)
    }

    @Test("asciicast v2: header, then one frame per payload at payload time")
    func cast() throws {
        var c = CastPrinter()
        var g = Grid(width: 4, height: 2)
        g.write("one", x: 0, y: 0, style: .plain)
        c.add(g, at: 1_700_000_000)
        g.write("two", x: 0, y: 1, style: Style(fg: RGB(0, 0, 255)))
        c.add(g, at: 1_700_000_030.5)
        let lines = c.cast().split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let header = try #require(try? JSONParser.parse(lines[0]))
        #expect(header["version"]?.numberValue == 2 && header["width"]?.numberValue == 4 && header["height"]?.numberValue == 2)
        let second = try #require((try? JSONParser.parse(lines[2]))?.arrayValue)
        #expect(second[0].numberValue == 30.5 && second[1].stringValue == "o")
        #expect(second[2].stringValue?.hasPrefix("\u{1B}[H\u{1B}[2J") == true)
        #expect(second[2].stringValue?.contains("38;2;0;0;255") == true)
    }
}
