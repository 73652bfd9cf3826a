import LasimModel
@testable import LasimSwiftUI
import Testing

/// A `DateFormatter` with its own `timeZone` prints in that zone, as on the
/// phone, whatever zone the phone is in; the zones an app names are read
/// from the tz database when it loads (the render's zone is UTC here).
@Suite struct FormatterZoneTests {
    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func kickoff(_ zone: TimeZone?) -> String {
            let f = DateFormatter()
            f.dateFormat = "HH:mm"
            if let zone { f.timeZone = zone }
            return f.string(from: Date(timeIntervalSince1970: 1_700_000_000))
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text("Paris " + kickoff(TimeZone(identifier: "Europe/Paris")))
                        Text("Tokyo " + kickoff(TimeZone(identifier: "Asia/Tokyo")))
                        Text("phone " + kickoff(nil))
                        Text("nowhere " + kickoff(TimeZone(identifier: "Nowhere/Atlantis")))
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    @Test("f.timeZone = TimeZone(identifier: \"Europe/Paris\") prints Paris's time; an unknown zone (nil) leaves the phone's")
    func ownZone() throws {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", Self.source)]),
                                                        zones: { ZoneDatabase.zone(named: $0) }).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        // 1_700_000_000 is 22:13:20 UTC on 14 November 2023: 23:13 in Paris (CET), 07:13 in Tokyo.
        #expect(out.contains("Paris 23:13") && out.contains("Tokyo 07:13"), "\(out)")
        #expect(out.contains("phone 22:13") && out.contains("nowhere 22:13"), "\(out)")
    }

    /// Foundation's initializers are failable: a name the tz database lacks
    /// (or in the wrong case) and an offset past 18 hours make no zone, so
    /// that the app's `?? .current` takes over; "GMT+2" is a fixed offset.
    static let failable = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func made(_ zone: TimeZone?) -> String { zone == nil ? "nil" : "zone" }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text("bogus " + made(TimeZone(identifier: "Bogus")) + " lower " + made(TimeZone(identifier: "europe/paris")))
                        Text("paris " + made(TimeZone(identifier: "Europe/Paris")) + " utc " + made(TimeZone(identifier: "UTC")))
                        Text("plus2 " + made(TimeZone(identifier: "GMT+2")) + " far " + made(TimeZone(secondsFromGMT: 100000)))
                        Text("abbr " + made(TimeZone(abbreviation: "Bogus")) + " pst " + made(TimeZone(abbreviation: "PST")))
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    @Test("TimeZone(identifier: \"Bogus\") is nil, as Foundation's is")
    func unknownZoneIsNil() throws {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", Self.failable)]),
                                                        zones: { ZoneDatabase.zone(named: $0) }).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("bogus nil lower nil"), "\(out)")
        #expect(out.contains("paris zone utc zone"), "\(out)")
        #expect(out.contains("plus2 zone far nil"), "\(out)")
        #expect(out.contains("abbr nil pst zone"), "\(out)")
    }

    @Test("Date.FormatStyle(date:time:timeZone:) writes in its own zone, as a DateFormatter's timeZone does")
    func formatStyleZone() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        let at = Date(timeIntervalSince1970: 1_700_000_000)
                        VStack {
                            Text("tokyo " + at.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: TimeZone(identifier: "Asia/Tokyo")!)))
                            Text("phone " + at.formatted(Date.FormatStyle(date: .omitted, time: .shortened)))
                        }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]),
                                                        zones: { ZoneDatabase.zone(named: $0) }).first)
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("tokyo 7:13\u{202f}AM") && out.contains("phone 10:13\u{202f}PM"), "\(out)")
    }
}
