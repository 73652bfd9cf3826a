import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A colour set whose colour is one of the system's, picked by name in
/// Xcode's inspector: Xcode writes `"reference" : "systemGreenColor"` and no
/// components. The phone draws that system colour, in the appearance the
/// view is drawn in; lasim took such a set for one that defines no colour
/// and drew the text in the default colour (a prayer-times app's AccentColor).
@Suite struct AssetColourReferenceTests {
    static let referenceSet = """
        {"colors":[{"color":{"platform":"universal","reference":"systemOrangeColor"},"idiom":"universal"}],
         "info":{"author":"xcode","version":1},"properties":{"localizable":true}}
        """
    static let labelSet = """
        {"colors":[{"color":{"platform":"ios","reference":"secondaryLabelColor"},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """

    static func svg(_ lock: String, _ appearance: Appearance) throws -> String {
        let source = PointSVGTests.widget(lock: lock)
        let resources = AppResources.parse([("W/Assets.xcassets/AccentColor.colorset/Contents.json", Self.referenceSet),
                                            ("W/Assets.xcassets/Muted.colorset/Contents.json", Self.labelSet)])
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance))
        let snap = Snapshot(sample: Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#),
                                           now: PointSVGTests.now, state: .active), template: a.template)
        return PointSVG.svg([try #require(renderer.pointLayout(.lock, snap, now: PointSVGTests.now))])
    }

    @Test("a colour set referring to systemOrangeColor is the system orange, light and dark; secondaryLabelColor the label grey")
    func systemReference() throws {
        let r = AppResources.parse([("W/Assets.xcassets/AccentColor.colorset/Contents.json", Self.referenceSet)])
        #expect(r.colours["AccentColor"] != nil)
        let view = #"VStack { Text("symbol").foregroundStyle(.accent); Text("named").foregroundColor(Color("AccentColor")); Text("muted").foregroundStyle(Color("Muted")) }"#
        for (appearance, orange) in [(Appearance.light, "#ff9500"), (.dark, "#ff9f0a")] {
            let lines = try Self.svg(view, appearance).split(separator: "\n")
            let symbol = try #require(lines.first { $0.contains(">symbol<") })
            let named = try #require(lines.first { $0.contains(">named<") })
            #expect(symbol.contains(#"fill="\#(orange)""#), "\(appearance): \(symbol)")
            #expect(named.contains(#"fill="\#(orange)""#), "\(appearance): \(named)")
            let muted = try #require(lines.first { $0.contains(">muted<") })
            #expect(!muted.contains(##"fill="#000000""##) && !muted.contains(##"fill="#ffffff""##), "\(appearance): \(muted)")
        }
    }
}
