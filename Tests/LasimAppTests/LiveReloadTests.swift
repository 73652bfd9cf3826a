import Foundation
import LasimModel
import LasimRender
@testable import LasimApp
import LasimTemplate
import Testing

/// Live reload, save-as-SVG and the surfaces view, through the update loop alone.
@Suite struct LiveReloadTests {
    let t0: Double = 1_700_000_000

    func order(_ edit: (String) -> String = { $0 }) throws -> Template {
        let path = try #require(TemplateCatalog.builtIn().template(named: "order")).file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try TemplateLoader.build(try DataFile.parse(edit(text), file: path), file: path)
    }

    func preview() -> AppState {
        var s = AppState(config: AppConfig(catalog: TemplateCatalog.builtIn(), options: RenderOptions(timeZone: Zone.utc),
                                           previewTemplate: "order"), wall: t0)
        s.update(.resize(width: 100, height: 30))
        return s
    }

    @Test("a reloaded template is drawn at once; sample, clock and view stay")
    func templateReload() throws {
        var s = preview()
        s.update(.key(.char("n")))
        s.update(.key(.char("3")))
        let clock = s.renderNow
        #expect(TextPrinter.text(AppView.render(s)).contains("Cooking your order"))
        let edited = try order { $0.replacingOccurrences(of: "'Cooking your order'", with: "'Chef at work'") }
        s.update(.reload(.template(edited, path: edited.file)))
        let screen = TextPrinter.text(AppView.render(s))
        #expect(screen.contains("Chef at work"), "\(screen)")
        #expect(screen.contains("order.yaml reloaded"))
        #expect(s.sampleIndex == 1 && s.view == .gallery && s.renderNow == clock)
    }

    @Test("a file that no longer loads: its error in the status line and the log; the last good version stays")
    func failedReload() throws {
        var s = preview()
        s.update(.reload(.failed(path: "/x/order.yaml", message: "/x/order.yaml: line 3: bad indentation")))
        let screen = TextPrinter.text(AppView.render(s))
        #expect(screen.contains("line 3: bad indentation"), "\(screen)")
        #expect(screen.contains("Order scheduled"))
        #expect(s.log.last?.text.contains("still showing the last version") == true)
    }

    @Test("a renamed template is followed by the preview")
    func renamed() throws {
        var s = preview()
        let renamed = try order { $0.replacingOccurrences(of: "name: order\n", with: "name: my-order\n") }
        s.update(.reload(.template(renamed, path: renamed.file)))
        #expect(s.config.previewTemplate == "my-order")
        #expect(TextPrinter.text(AppView.render(s)).contains("Order scheduled"))
    }

    @Test("warnings of a reloaded file are shown with it")
    func warnings() throws {
        var s = preview()
        let typo = try order { $0.replacingOccurrences(of: "glyph: \"{icon}\"", with: "glyph: pizza") }
        s.update(.reload(.template(typo, path: typo.file)))
        #expect(s.message?.contains("\"pizza\" is not a glyph name") == true, "\(s.message ?? "")")
    }

    @Test("s saves the view (without the status lines) as SVG")
    func saveKey() {
        var s = preview()
        let effects = s.update(.key(.char("s")))
        guard case .saveSVG(let grid, let name)? = effects.first else { Issue.record("no save effect: \(effects)"); return }
        #expect(name == "lasim-order-lock-221320.svg")
        #expect(grid.width == 100 && grid.height > 5 && grid.height <= 28)
        #expect(TextPrinter.text(grid).contains("Order scheduled"))
    }

    @Test("6 shows the watch, CarPlay and the menu bar")
    func surfacesView() {
        var s = preview()
        s.update(.key(.char("6")))
        let screen = TextPrinter.text(AppView.render(s))
        #expect(screen.contains("Small · Apple Watch Smart Stack"), "\(screen)")
        #expect(screen.contains("Small · CarPlay") && screen.contains("Mac menu bar"))
    }
}
