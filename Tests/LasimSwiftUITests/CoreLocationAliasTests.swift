import LasimModel
import LasimSwift
@testable import LasimSwiftUI
import Testing

/// CoreLocation's names for `Double` (`typealias CLLocationDegrees =
/// Double`, `CLLocationDistance`...): a Madrid bus stop decoded by its own
/// `init(from:)` reads its latitude as `CLLocationDegrees`; a navigation
/// widget's state holds the distance to the next turn as
/// `CLLocationDistance?`. Both were types "not declared in the files
/// given", and the bus card was one placeholder, `[CLLocationDegrees]`.
@Suite struct CoreLocationAliasTests {
    static let source = """
        struct Stop: Codable, Hashable {
            var name: String
            var latitude: Double
            private enum CodingKeys: String, CodingKey { case name, lat }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                name = try c.decode(String.self, forKey: .name)
                latitude = try c.decode(CLLocationDegrees.self, forKey: .lat)
            }
        }
        struct BusAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var toTurn: CLLocationDistance?; var speed: CLLocationSpeed }
            var stop: Stop
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: BusAttributes.self) { context in
                    let metres: CLLocationDistance = context.state.toTurn ?? 0
                    Text("<\\(context.attributes.stop.name) \\(context.attributes.stop.latitude) \\(Int(metres / 10)) \\(context.state.speed * 2)>")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    @Test("CLLocationDegrees, CLLocationDistance and CLLocationSpeed are Doubles: decoded, in the schema and in the views' arithmetic")
    func aliasesAreDoubles() throws {
        let a = try CodeSampleTests.load(Self.source)
        let out = Fixture.draw(a, state: Fixture.json(#"{"toTurn": 240.5, "speed": 4.25}"#),
                               attributes: Fixture.json(#"{"stop": {"name": "Atocha", "lat": 40.4}}"#), presentations: [.lock])
        #expect(out.contains("<Atocha 40.4 24 8.5>"), "\(out)")
        let imported = SwiftImporter.importActivities(from: SwiftSourceSet(files: [("Inline.swift", Self.source)]))
        #expect(!imported.diagnostics.contains { $0.message.contains("CLLocation") }, "\(imported.diagnostics.map(\.message))")
    }
}
