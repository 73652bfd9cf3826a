import LasimModel
import LasimRender
@testable import LasimSwiftUI
import Testing

/// The views name Swift properties; the payload carries what the app's
/// `Codable` writes. The imported schema joins the two.
@Suite struct ImportedSchemaTests {
    static let source = """
        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    VStack {
                        Text("\\(context.state.stopsAway) stops away")
                        Text(timerInterval: context.state.window, countsDown: true)
                        Text(context.attributes.trackingCode)
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """
    static let schemas: [String: SwiftUIFrontEnd.Schemas] = [
        "ParcelAttributes": .init(schema: ContentSchema(name: "ParcelAttributes.ContentState", fields: [
            .init(name: "stops_away", type: .int, property: "stopsAway"),
            .init(name: "window", type: .range(name: "ClosedRange<Date>", bound: .date)),
        ]), attributesSchema: ContentSchema(name: "ParcelAttributes", fields: [
            .init(name: "tracking_code", type: .string, property: "trackingCode"),
        ])),
    ]

    func lock() throws -> String {
        let a = try #require(Fixture.activities(source: Self.source, schemas: Self.schemas).first)
        // 721_692_800 since 2001 is Unix 1_700_000_000, the drawing's now.
        return Fixture.draw(a, state: Fixture.json(#"{"stops_away": 2, "window": [721692800, 721696400]}"#),
                            attributes: Fixture.json(#"{"tracking_code": "JD014600"}"#), presentations: [.lock])
    }

    @Test("a CodingKeys rename: the view's stopsAway reads the payload's stops_away (state and attributes)")
    func codingKeysRename() throws {
        let out = try lock()
        #expect(out.contains("2 stops away"), "\(out)")
        #expect(out.contains("JD014600"), "\(out)")
    }

    @Test("a ClosedRange<Date> is [lower, upper] in seconds since 2001: timerInterval counts down an hour")
    func dateRangeBoundsAreDates() throws {
        let out = try lock()
        #expect(out.contains("1:00:00"), "\(out)")
    }
}
