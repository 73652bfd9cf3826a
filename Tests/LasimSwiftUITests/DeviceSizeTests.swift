import LasimModel
@testable import LasimRender
import LasimTemplate
@testable import LasimSwiftUI
import Testing

/// The phones `--device` offers: each draws an app's views at its own widths
/// in points; the terminal's `d` key steps only through those whose cells differ.
@Suite struct DeviceSizeTests {
    static let source = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var title: String }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    Text(context.state.title).frame(maxWidth: .infinity).padding()
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { Text(context.state.title).frame(maxWidth: .infinity) }
                    } compactLeading: { Text("a") } compactTrailing: { Text("1") } minimal: { Text("c") }
                }
            }
        }
        """

    func layout(_ p: Presentation, device: Device) throws -> PointPresentation {
        let a = try #require(Fixture.activities(source: Self.source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(device: device))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(#"{"title": "Break"}"#),
                            now: 1_700_000_000, state: .active)
        return try #require(renderer.pointLayout(p, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
    }

    @Test("a 402 pt phone's lock card is 374 pt wide and its expanded island 373, as its screenshots show; the content fills what is inside")
    func phone402() throws {
        let lock = try layout(.lock, device: .pro402), expanded = try layout(.expanded, device: .pro402)
        #expect(lock.width == 374 && lock.label.contains("374 x"), "\(lock.label)")
        #expect(expanded.width == 373 && expanded.label.contains("373 x"), "\(expanded.label)")
        let content = try #require(expanded.parts.first)
        #expect(abs(content.view.frame.width - (373 - 2 * Renderer.expandedMarginPt)) < 0.01)
        #expect(try layout(.expanded, device: .pro).width == 371)
    }

    @Test("model names find their phone: the 16 Pro and the 17s are 402 pt, the 16 is 393, the 16 and 17 Pro Max 440")
    func modelNames() {
        #expect(Device.named("iphone-17") == .pro402 && Device.named("iPhone-16-Pro") == .pro402 && Device.named("402") == .pro402)
        #expect(Device.named("iphone-16") == .pro && Device.named("iphone-17-pro-max") == .proMax440)
        #expect(Device.named("iphone-16-plus") == .proMax && Device.named("iphone-12") == nil)
        #expect(Device.choices.contains("402: iPhone 16 Pro / 17 / 17 Pro (402 pt)"))
    }

    @Test("the 402 and 440 pt phones draw the cells of the 393 and 430 pt ones, so the d key skips them")
    func cellClassesCoverEveryPhone() {
        for d in Device.all {
            let twin = Device.cellClasses.first { $0.hasIsland == d.hasIsland && $0.lockWidth == d.lockWidth }
            #expect(twin != nil && twin?.islandWidth == d.islandWidth && twin?.compactWidth == d.compactWidth, "\(d.name)")
        }
    }
}
