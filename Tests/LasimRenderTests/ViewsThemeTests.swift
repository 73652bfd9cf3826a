import LasimModel
import Testing
@testable import LasimRender
@testable import LasimTemplate

/// Golden snapshots: every built-in theme x appearance for the `order`
/// template (text plus style runs), and the projector layout.
@Suite struct ThemeSnapshotTests {
    static let themes = ThemeCatalog.builtIn()
    static let templates = TemplateCatalog.builtIn()

    static let variants: [(name: String, appearance: Appearance, ios: Int)] = [
        ("light", .light, 17), ("dark", .dark, 17), ("sleep", .sleep, 17), ("sleep-ios16", .sleep, 16),
        ("standby", .standby, 17), ("standby-night", .standbyNight, 17),
    ]

    static func describe(_ r: RenderedPresentation) -> String {
        "## \(r.presentation.rawValue) · \(r.sizeLabel)\n" + TextPrinter.text(r.grid) + "\n-- style runs\n" + TextPrinter.styleRuns(r.grid)
    }

    @Test(arguments: ["default", "projector", "sizl", "sleep-bug"])
    func orderInEveryAppearance(theme name: String) throws {
        let theme = try #require(Self.themes.theme(named: name))
        let t = try #require(Self.templates.template(named: "order"))
        let inTransit = try #require(t.samples.first { $0.name == "in-transit" })
        let stale = try #require(t.samples.first { $0.name == "stale" })
        for v in Self.variants {
            let r = Renderer(catalog: Self.templates, options: RenderOptions(theme: theme, appearance: v.appearance, ios: v.ios))
            var parts = ["# theme \(name) · \(v.name) · order/in-transit"]
            let presentations = v.appearance.isStandBy ? [r.render(.lock, Snapshot(sample: inTransit, template: t), now: inTransit.now)]
                : r.renderAll(Snapshot(sample: inTransit, template: t), now: inTransit.now)
            parts += presentations.map(Self.describe)
            parts.append("# order/stale")
            parts.append(Self.describe(r.render(.lock, Snapshot(sample: stale, template: t), now: stale.now)))
            assertSnapshot(parts.joined(separator: "\n") + "\n", named: "order-\(name)-\(v.name)")
        }
    }

    @Test func standByDoublesTheCard() {
        let t = Self.templates.template(named: "order")!
        let s = Snapshot(sample: t.samples[0], template: t)
        let normal = Renderer(catalog: Self.templates).render(.lock, s, now: t.samples[0].now).grid
        let big = Renderer(catalog: Self.templates, options: RenderOptions(appearance: .standby)).render(.lock, s, now: t.samples[0].now).grid
        #expect(big.width == normal.width * 2 && big.height == normal.height * 2)
        var g = Grid(width: 3, height: 1)
        g.write("A🛵", x: 0, y: 0, style: .plain)
        let d = g.doubled()
        #expect(d.lines == ["Ａ 🛵 ", "      "])
    }

    @Test(arguments: [("order", "in-transit"), ("ride", "on-ride"), ("sport", "second-half"), ("grocery", "delivered")])
    func projector(template: String, sample: String) throws {
        let t = try #require(Self.templates.template(named: template))
        let s = try #require(t.samples.first { $0.name == sample })
        let theme = try #require(Self.themes.theme(named: "projector"))
        let views = Views(renderer: Renderer(catalog: Self.templates, options: RenderOptions(theme: theme)))
        let out = views.projector(Snapshot(sample: s, template: t), now: s.now, width: 60, height: 16)
        #expect(out.grid.width == 60 && out.grid.height == 16)
        #expect(ContrastChecker.failures(in: out.grid).isEmpty)
        assertSnapshot(TextPrinter.text(out.grid) + "\n-- style runs\n" + TextPrinter.styleRuns(out.grid) + "\n",
                       named: "projector-\(template)-\(sample)")
        // Any size, however small, draws without trouble and fills the grid.
        for (w, h) in [(1, 1), (10, 3), (20, 5), (200, 60)] {
            let g = views.projector(Snapshot(sample: s, template: t), now: s.now, width: w, height: h).grid
            #expect(g.width == w && g.height == h)
        }
    }

    @Test func projectorShowsTheKeyFigureInBigDigits() {
        let t = Self.templates.template(named: "order")!
        let s = t.samples.first { $0.name == "in-transit" }!
        let views = Views(renderer: Renderer(catalog: Self.templates, options: RenderOptions(theme: Self.themes.theme(named: "projector")!)))
        let g = views.projector(Snapshot(sample: s, template: t), now: s.now, width: 60, height: 16).grid
        let text = g.lines.joined(separator: "\n")
        #expect(text.contains("╺┓  ┏━┓"))   // "10" three rows high
        #expect(text.contains("min"))
        #expect(g.lines.filter { $0.contains("░") }.count == 2) // the two-row bar
    }
}
