import LasimModel
import LasimTemplate
@testable import LasimSwiftUI
import Testing

/// A type an app declares by a standard name (a fixture league's own `Date`
/// of a day and a month, a `URL` of a host and a path, an enum named `UUID`)
/// is the one its code means, as a module's own type shadows Foundation's;
/// one nested in a type (`Game.Date`) is meant inside that type only. Before,
/// the importer never read the file declaring the top-level one (the name
/// was not unknown), and the evaluator's decoder tried its standard rules
/// first: `{"kickoff": {"day": 12, "month": 5}}` was dropped as "Expected to
/// decode Double but found a dictionary".
@Suite struct DeclaredStandardNameTests {
    static let ownTypes: [(String, String)] = [
        ("Model/Date.swift", "struct Date: Codable, Hashable {\n    var day: Int\n    var month: Int\n}"),
        ("Model/URL.swift", "struct URL: Codable, Hashable {\n    var host: String\n    var path: String\n}"),
        ("Model/UUID.swift", "enum UUID: String, Codable, Hashable {\n    case home, away\n}"),
    ]
    static let fixtureWidget = """
        struct FixtureAttributes: ActivityAttributes {
            var league: String
            struct ContentState: Codable, Hashable {
                var kickoff: Date
                var link: URL
                var side: UUID
            }
        }
        extension FixtureAttributes.ContentState {
            static let derby = FixtureAttributes.ContentState(kickoff: Date(day: 3, month: 9), link: URL(host: "club.example", path: "/t"), side: .away)
        }
        struct FixtureWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: FixtureAttributes.self) { context in
                    Text("day \\(context.state.kickoff.day)/\\(context.state.kickoff.month) \\(context.state.link.host) \\(context.state.side.rawValue)")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    @Test("an app's own top-level Date, URL and UUID, each in a file of its own, decode as its types")
    func topLevelOwnTypes() throws {
        let a = try #require(CodeSampleTests.loadAll([("Widget/FixtureWidget.swift", Self.fixtureWidget)] + Self.ownTypes).first)
        let sample = try #require(a.template.samples.first { $0.name == "derby" }, "\(a.template.warnings)")
        #expect(sample.contentState == Fixture.json(#"{"kickoff": {"day": 3, "month": 9}, "link": {"host": "club.example", "path": "/t"}, "side": "away"}"#))
        let state = Fixture.json(#"{"kickoff": {"day": 12, "month": 5}, "link": {"host": "example.org", "path": "/x"}, "side": "home"}"#)
        let schema = try #require(a.template.schema)
        #expect(throws: Never.self) { try StateDecoder(mode: .strict).decode(state, as: schema) }
        let out = Fixture.draw(a, state: state, attributes: Fixture.json(#"{"league": "L"}"#), presentations: [.lock])
        #expect(out.contains("day 12/5 example.org home") && !out.contains("problem"), "\(out)")
        // Foundation's forms are not what these types read.
        #expect(throws: StateDecoder.Failure.self) {
            try StateDecoder(mode: .strict).decode(Fixture.json(#"{"kickoff": 0, "link": "https://x.org", "side": "home"}"#), as: schema)
        }
    }

    static let matchWidget = """
        struct MatchAttributes: ActivityAttributes {
            var league: String
            struct ContentState: Codable, Hashable {
                var start: Date
                var game: Game
            }
        }
        extension MatchAttributes.ContentState {
            static let opening = MatchAttributes.ContentState(start: Date(timeIntervalSinceReferenceDate: 60), game: Game(date: Game.Date(round: 3)))
        }
        struct MatchWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: MatchAttributes.self) { context in
                    Text("round \\(context.state.game.date.round) at \\(Int(context.state.start.timeIntervalSince1970))")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """
    static let game = """
        struct Game: Codable, Hashable {
            struct Date: Codable, Hashable {
                var round: Int
            }
            var date: Date
        }
        """

    @Test("a Date nested in a type is that type's inside it, and Foundation's Date elsewhere", arguments: [false, true])
    func nestedOwnDate(gameFirst: Bool) throws {
        let files = [("Widget/MatchWidget.swift", Self.matchWidget), ("Model/Game.swift", Self.game)]
        let a = try #require(CodeSampleTests.loadAll(gameFirst ? files.reversed() : files).first)
        let sample = try #require(a.template.samples.first { $0.name == "opening" }, "\(a.template.warnings)")
        #expect(sample.contentState == Fixture.json(#"{"start": 60, "game": {"date": {"round": 3}}}"#))
        let state = Fixture.json(#"{"start": 0, "game": {"date": {"round": 7}}}"#)
        let schema = try #require(a.template.schema)
        #expect(throws: Never.self) { try StateDecoder(mode: .strict).decode(state, as: schema) }
        let out = Fixture.draw(a, state: state, attributes: Fixture.json(#"{"league": "L"}"#), presentations: [.lock])
        #expect(out.contains("round 7 at 978307200") && !out.contains("problem"), "\(out)")
    }
}
