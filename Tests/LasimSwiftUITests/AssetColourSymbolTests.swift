import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// Xcode's generated symbols for an asset catalog's colours: a name ending
/// in "Color" loses it ("AccentColor" is `.accent`), and the symbol made
/// translucent is still that colour.
@Suite struct AssetColourSymbolTests {
    static func lockSVG(_ view: String) throws -> String {
        let source = PointSVGTests.widget(lock: view)
        let resources = AppResources.parse([("W/Assets.xcassets/AccentColor.colorset/Contents.json", AppResourcesTests.colourSet)])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: .light))
        let snap = Snapshot(sample: Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#),
                                           now: PointSVGTests.now, state: .active), template: a.template)
        return PointSVG.svg([try #require(renderer.pointLayout(.lock, snap, now: PointSVGTests.now))])
    }

    @Test("AccentColor's symbol is .accent; .accent.opacity(0.5) keeps the colour (it was black, and .opacity not known)")
    func accentSymbol() throws {
        #expect(AppResources.parse([("W/Assets.xcassets/AccentColor.colorset/Contents.json", AppResourcesTests.colourSet)])
            .colour(symbol: "accent") != nil)
        let svg = try Self.lockSVG(#"VStack { Text("solid").foregroundColor(.accent); Text("faint").foregroundStyle(.accent.opacity(0.5)) }"#)
        let lines = svg.split(separator: "\n")
        let solid = try #require(lines.first { $0.contains(">solid<") })
        let faint = try #require(lines.first { $0.contains(">faint<") })
        #expect(solid.contains(##"fill="#ea335c""##), "\(svg)")
        #expect(faint.contains(##"fill="#ea335c""##) && faint.contains(#"opacity="0.5""#), "\(svg)")
    }
}
