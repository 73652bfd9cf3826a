import Foundation
import LasimModel
@testable import LasimRender
@testable import LasimTemplate
import Testing

/// Numbers from payloads and templates reach formats and layout sizes
/// unchecked: JSON's 1e400 is infinity, YAML's .nan is NaN, and Swift's
/// Int(_:) traps on both (the fuzzer crashed the renderer with 1e400).
@Suite struct FormatBoundsTests {
    static let utc = Zone.utc

    @Test("every format takes NaN, infinities and 1e300 without trapping", arguments: Format.nameList)
    func extremeNumbers(_ name: String) throws {
        let f = try #require(Format.parse(name))
        for n in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18] {
            _ = f.apply(.number(n), now: 1_700_000_000, timeZone: Self.utc)
            _ = f.apply(.date(n), now: 1_700_000_000, timeZone: Self.utc)
        }
    }

    @Test("a hole with an empty format is no format, not a crash")
    func emptyFormatName() {
        #expect(Format.parse("") == nil)
        #expect(Format.parse(":") == nil)
        #expect(Format.parse(" : 2") == nil)
        #expect(Format.parse("number:2") == .number(2))
    }

    @Test func saturatingInt() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == 1_000_000_000_000_000)
        #expect(Int(saturating: -1e300) == -1_000_000_000_000_000)
        #expect(Int(saturating: 41.9) == 41)
        #expect(Int(saturating: -41.9) == -41)
    }

    @Test("a template's spacing, spacer and lines of 1e300 or .nan load and draw")
    func hugeTemplateSizes() throws {
        let yaml = """
            name: huge
            content-state:
              a: string
            samples:
              one:
                content-state: {a: x}
            lock:
              hstack:
                - text: "{a}"
                  lines: .nan
                - spacer: 1e300
                - vstack:
                    - text: "{a|}"
                  spacing: 1e300
            """
        let t = try TemplateLoader.build(try DataFile.parse(yaml, file: "huge.yaml"), file: "huge.yaml")
        var c = TemplateCatalog.builtIn(); c.add(t)
        let r = Renderer(catalog: c, options: RenderOptions(timeZone: Self.utc))
        let grid = r.render(.lock, Snapshot(sample: t.samples[0], template: t), now: 0).grid
        #expect(TextPrinter.text(grid).contains("x"))
    }
}
