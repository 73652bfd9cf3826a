import LasimModel
@testable import LasimSwiftUI
import Testing

/// A Codable type that writes its own `init(from:)` but leaves `CodingKeys`
/// to Swift, which makes one, a case per stored property (a Swedish hockey
/// league's team: `container(keyedBy: CodingKeys.self)`, `forKey: .name`;
/// its state written out in full, `SHLWidgetAttributes.ContentState.CodingKeys.homeScore`).
/// lasim found no `CodingKeys` and the card was one placeholder, `[CodingKeys]`.
@Suite struct SynthesizedCodingKeysTests {
    static let source = """
        struct Game: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var home: Int
                var away: Int
                init(from decoder: Decoder) throws {
                    let c: KeyedDecodingContainer<Game.ContentState.CodingKeys> = try decoder.container(keyedBy: Game.ContentState.CodingKeys.self)
                    home = try c.decode(Int.self, forKey: Game.ContentState.CodingKeys.home)
                    away = try c.decode(Int.self, forKey: .away)
                }
            }
            struct Team: Codable, Hashable {
                var name: String
                var code: String
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                    code = try container.decode(String.self, forKey: .code)
                }
            }
            var home: Team
            var away: Team
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Game.self) { context in
                    Text("<\\(context.attributes.home.code) \\(context.state.home)-\\(context.state.away) \\(context.attributes.away.code)>")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    static let attributes = #"{"home": {"name": "Luleå", "code": "LHF"}, "away": {"name": "Frölunda", "code": "FHC"}}"#

    @Test("an init(from:) reads the CodingKeys Swift makes, by the properties' names, short or written out")
    func keysByPropertyNames() throws {
        let a = try CodeSampleTests.load(Self.source)
        let out = Fixture.draw(a, state: Fixture.json(#"{"home": 3, "away": 2}"#), attributes: Fixture.json(Self.attributes), presentations: [.lock])
        #expect(out.contains("<LHF 3-2 FHC>"), "\(out)")
        // A key the payload lacks throws, as the synthesized keys' decoder does.
        let missing = Fixture.draw(a, state: Fixture.json(#"{"home": 3}"#), attributes: Fixture.json(Self.attributes), presentations: [.lock])
        #expect(!missing.contains("<LHF"), "\(missing)")
    }
}
