import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `Color.accentColor` in an app's views is the app's AccentColor colour
/// set where its assets have one, else the system blue the phone draws
/// (#007AFF light, #0A84FF dark), plain or with an opacity. lasim drew the
/// plain one in the theme's accent (#005cd1 light, #4da3ff dark) and the
/// translucent one in the system blue: two colours for one.
@Suite struct AccentColourTests {
    static let now = 1_700_000_000.0
    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text("PLAIN").foregroundStyle(Color.accentColor)
                        Text("IMPLICIT").foregroundColor(.accentColor)
                        Text("FAINT").foregroundStyle(Color.accentColor.opacity(0.999))
                    }
                } dynamicIsland: { _ in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("c") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("m") }
                }
            }
        }
        """

    /// The colour of the first letter of each word on the lock card.
    static func inks(_ appearance: Appearance, resources: AppResources = AppResources()) throws -> [String: RGB?] {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(appearance: appearance))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"n": 1}"#), now: now, state: .active)
        let grid = renderer.render(.lock, Snapshot(sample: sample, template: a.template), now: now).grid
        var out: [String: RGB?] = [:]
        for y in 0..<grid.height {
            let row = String((0..<grid.width).map { grid[$0, y].grapheme })
            for word in ["PLAIN", "IMPLICIT", "FAINT"] {
                if let r = row.range(of: word) { out[word] = grid[row.distance(from: row.startIndex, to: r.lowerBound), y].style.fg }
            }
        }
        return out
    }

    @Test("no AccentColor set: the system blue in both appearances, plain, implicit and translucent alike", arguments: [
        (Appearance.light, RGB(0, 122, 255)), (.dark, RGB(10, 132, 255)),
    ])
    func systemBlue(appearance: Appearance, blue: RGB) throws {
        let inks = try Self.inks(appearance)
        #expect(inks["PLAIN"] == blue && inks["IMPLICIT"] == blue, "\(inks)")
        #expect(inks["FAINT"] == blue, "\(inks)")
    }

    @Test("the app's AccentColor colour set, in the appearance drawn")
    func appAccent() throws {
        var resources = AppResources()
        resources.colours["AccentColor"] = .init(light: ViewColor(RGB(200, 30, 90)), dark: ViewColor(RGB(250, 120, 160)))
        let light = try Self.inks(.light, resources: resources), dark = try Self.inks(.dark, resources: resources)
        #expect(light["PLAIN"] == RGB(200, 30, 90) && light["IMPLICIT"] == RGB(200, 30, 90), "\(light)")
        #expect(dark["PLAIN"] == RGB(250, 120, 160) && dark["IMPLICIT"] == RGB(250, 120, 160), "\(dark)")
    }
}
