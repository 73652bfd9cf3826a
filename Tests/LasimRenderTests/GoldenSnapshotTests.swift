import Foundation
import LasimModel
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Every built-in template x sample state x presentation, light and dark,
/// on two device profiles: text and style runs. A change here is a change
/// to the product.
@Suite struct GoldenSnapshotTests {
    static let catalog = TemplateCatalog.builtIn()

    static let combinations: [(String, Appearance, Device)] = catalog.templates.map(\.name).sorted().flatMap { t in
        [Appearance.light, .dark].flatMap { a in [Device.pro, .proMax].map { d in (t, a, d) } }
    }

    @Test("built-in templates load without problems")
    func templatesLoad() {
        #expect(Self.catalog.problems == [])
        for name in ["order", "ride", "grocery", "sport", "generic"] {
            #expect(Self.catalog.template(named: name) != nil, "missing built-in template \(name)")
        }
    }

    @Test("golden frames", arguments: combinations.map { "\($0.0)/\($0.1.rawValue)/\($0.2.name)" })
    func golden(_ key: String) throws {
        let parts = key.split(separator: "/").map(String.init)
        let template = try #require(Self.catalog.template(named: parts[0]))
        let options = RenderOptions(appearance: Appearance(rawValue: parts[1])!, device: Device.named(parts[2])!,
                                    timeZone: Zone.utc)
        let renderer = Renderer(catalog: Self.catalog, options: options)
        #expect(!template.samples.isEmpty, "template \(template.name) has no samples to snapshot")
        var out = ""
        for sample in template.samples {
            let snap = Snapshot(sample: sample, template: template)
            for p in Presentation.phone {
                let r = renderer.render(p, snap, now: sample.now)
                out += "== \(sample.name) · \(p.rawValue) · \(r.sizeLabel) · \(r.grid.width)x\(r.grid.height)\n"
                out += TextPrinter.text(r.grid) + "\n"
                out += "-- styles\n" + TextPrinter.styleRuns(r.grid) + "\n"
                for t in r.truncations { out += "-- cut: \(t.description)\n" }
                for p in r.problems { out += "-- problem: \(p)\n" }
                #expect(r.problems.isEmpty, "\(template.name)/\(sample.name)/\(p): \(r.problems)")
            }
        }
        Snapshots.check("\(parts[0])-\(parts[1])-\(parts[2])", out)
    }
}
