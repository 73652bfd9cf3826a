import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A car's expanded island: its name over a speedometer, the speed in
/// title2 and "km/h" in the leading region, the battery in the trailing,
/// an empty center region (a TeslaMate dashboard's driving card). The
/// leading region asks 79.4 pt of its 104.8 pt column; offered exactly
/// that, its stack shared it out again and cut the speed, "82", into "8"
/// over "2". The phone offers it its column, where all of it fits.
@Suite struct ExpandedSideSqueezeTests {
    static func source(center: String) -> String {
        """
        struct Drive: ActivityAttributes {
            struct ContentState: Codable, Hashable { var speed: Int; var level: Int }
            var car: String
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Drive.self) { context in
                    Text(context.attributes.car)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(context.attributes.car).font(.caption2)
                                HStack(spacing: 4) {
                                    Image(systemName: "speedometer")
                                    Text("\\(context.state.speed)").font(.title2.bold())
                                    Text("km/h").font(.caption2)
                                }
                            }
                        }
                        DynamicIslandExpandedRegion(.trailing) { Text("\\(context.state.level)%") }
                        \(center)
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }
        """
    }

    static let state = #"{"speed": 82, "level": 75}"#
    static let attributes = #"{"car": "Model Y"}"#

    @Test("a side beside an empty or a short center region draws its speed on one line, in points and cells",
          arguments: ["DynamicIslandExpandedRegion(.center) {}", #"DynamicIslandExpandedRegion(.center) { Text("Driving") }"#])
    func speedStaysWhole(center: String) throws {
        let a = try #require(Fixture.activities(source: Self.source(center: center)).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let sample = Sample(name: "t", attributes: Fixture.json(Self.attributes), contentState: Fixture.json(Self.state),
                            now: 1_700_000_000, state: .active)
        let p = try #require(Renderer(catalog: catalog).pointLayout(.expanded, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
        var speed: Double?
        for part in p.parts {
            part.view.walk { v in
                if case .text(let t) = v.content, t.text == "82" { speed = v.frame.height }
            }
        }
        // One line of title2 is 25.6 pt; "8" over "2" was twice that.
        #expect((speed ?? 0) > 0 && (speed ?? 100) < 30, "\(String(describing: speed))")
        let out = Fixture.draw(a, state: Fixture.json(Self.state), attributes: Fixture.json(Self.attributes), presentations: [.expanded])
        #expect(out.contains("82 km/h"), "\(out)")
    }
}
