import LasimModel
@testable import LasimSwiftUI
import Testing

/// A `DateFormatter`'s zone made from an offset (`TimeZone(secondsFromGMT:)`),
/// an abbreviation (`TimeZone(abbreviation: "JST")`, `"GMT+2"`) or a value
/// (`TimeZone(identifier: context.state.zone)`) prints in that zone, as on the
/// phone; a zone named from a value is among every zone read at load, so a
/// render reads no file (the render's zone is UTC here).
@Suite struct ZoneKindsTests {
    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var zone: String; var offset: Int } }
        func at(_ zone: TimeZone?) -> String {
            let f = DateFormatter()
            f.dateFormat = "HH:mm"
            if let zone { f.timeZone = zone }
            return f.string(from: Date(timeIntervalSince1970: 1_700_000_000))
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text("fixed " + at(TimeZone(secondsFromGMT: context.state.offset)))
                        Text("abbr " + at(TimeZone(abbreviation: "JST")) + " " + at(TimeZone(abbreviation: "GMT-0330")))
                        Text("value " + at(TimeZone(identifier: context.state.zone)))
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    @Test("secondsFromGMT, an abbreviation and an identifier from the state each print their zone's time")
    func zonesFromOffsetsAbbreviationsAndValues() throws {
        var everyZoneAsked = 0
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", Self.source)]),
                                                        zones: { ZoneDatabase.zone(named: $0) },
                                                        everyZone: { everyZoneAsked += 1; return ZoneDatabase.all() }).first)
        #expect(everyZoneAsked == 1)
        let out = Fixture.draw(a, state: Fixture.json(#"{"zone": "Asia/Kolkata", "offset": 3600}"#), presentations: [.lock])
        // 1_700_000_000 is 22:13:20 UTC on 14 November 2023: 23:13 at +1, 07:13 in Tokyo, 18:43 at -3:30, 03:43 in Kolkata.
        for text in ["fixed 23:13", "abbr 07:13 18:43", "value 03:43"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("the zone table is read at load only when a zone is named from a value")
    func everyZoneOnlyForValues() throws {
        var asked = 0
        _ = SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", FormatterZoneTests.source)]),
                                       zones: { ZoneDatabase.zone(named: $0) }, everyZone: { asked += 1; return [:] })
        #expect(asked == 0)
    }
}
