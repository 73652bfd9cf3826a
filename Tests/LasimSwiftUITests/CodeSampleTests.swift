import LasimModel
import LasimRender
import LasimSwift
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// Sample states only the app's code makes (a static built by its own
/// initialisers, a `#Preview` calling them): run by the evaluator that runs
/// the views and written as the app's `Encodable` writes them.
@Suite struct CodeSampleTests {
    /// The importer, then the views, as `--swift` runs them.
    static func load(_ source: String) throws -> SwiftUIActivity {
        try #require(loadAll([("Inline.swift", source)]).first)
    }

    /// Every activity of several files, read in the order given.
    static func loadAll(_ files: [(String, String)]) -> [SwiftUIActivity] {
        let imported = SwiftImporter.importActivities(from: SwiftSourceSet(files: files))
        var schemas: [String: SwiftUIFrontEnd.Schemas] = [:]
        for a in imported.activities { schemas[a.typeName] = SwiftUIFrontEnd.Schemas(a) }
        return SwiftUIFrontEnd.activities(in: SwiftFiles.parse(files), schemas: schemas)
    }

    static let widget = """
        struct MatchLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: MatchAttributes.self) { context in
                    Text("\\(context.state.score.home) \\(context.state.score.games.map(String.init).joined(separator: " "))")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    static let match = """
        class Score: Codable {
            let home: String
            private(set) var games: [Int]
            var server: Side?
            let startedAt: Date
            enum Side: String, Codable { case home, away }
            enum CodingKeys: String, CodingKey { case home = "h", games, server, startedAt }
            init(home: Player, games: [Int] = [], server: Side? = nil) {
                self.home = home.name
                self.games = games
                self.server = server
                self.startedAt = Date().addingTimeInterval(-600)
            }
            required init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                home = try c.decode(String.self, forKey: .home)
                games = try c.decode([Int].self, forKey: .games)
                server = try c.decodeIfPresent(Side.self, forKey: .server)
                startedAt = try c.decode(Date.self, forKey: .startedAt)
            }
            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(home, forKey: .home)
                try c.encode(games, forKey: .games)
                try c.encodeIfPresent(server, forKey: .server)
                try c.encode(startedAt, forKey: .startedAt)
            }
            static let example = Score(home: Player(name: "Ana"), games: [6, 4], server: .away)
        }
        struct Player { let name: String }
        struct MatchAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var score: Score }
        }
        extension MatchAttributes.ContentState {
            static var live: MatchAttributes.ContentState { MatchAttributes.ContentState(score: Score.example) }
        }
        """

    @Test("a static made by a class's own initialiser and a #Preview's call are run, encoded by the app's encode(to:), and drawn")
    func classWithOwnInitialisers() throws {
        let a = try Self.load(Self.match + Self.widget + """

            #Preview("Lock", as: .content, using: MatchAttributes()) {
                MatchLiveActivity()
            } contentStates: {
                MatchAttributes.ContentState.live
                MatchAttributes.ContentState(score: Score(home: Player(name: "Bo")))
            }
            """)
        // The preview's first state is the static again: shown once.
        #expect(a.template.samples.map(\.name) == ["live", "Lock 2"])
        let started = 1_700_000_000 - 600 - AppleEpoch.unixSeconds
        #expect(a.template.samples.first?.contentState == Fixture.json(#"{"score": {"h": "Ana", "games": [6, 4], "server": "away", "startedAt": \#(started)}}"#))
        #expect(a.template.samples.last?.contentState == Fixture.json(#"{"score": {"h": "Bo", "games": [], "startedAt": \#(started)}}"#))
        #expect(a.sampleNotes.isEmpty)
        let drawn = Fixture.draw(a, state: a.template.samples[0].contentState, presentations: [.lock])
        #expect(drawn.contains("Ana 6 4"), "\(drawn)")
    }

    @Test("a state the app's code cannot make is one line: what, the preview's file:line, and why")
    func unmadeStateNoted() throws {
        let a = try Self.load(Self.match + Self.widget + """

            #Preview("Lock", as: .content, using: MatchAttributes()) {
                MatchLiveActivity()
            } contentStates: {
                MatchAttributes.ContentState(score: Score.missing)
            }
            """)
        #expect(a.template.samples.map(\.name) == ["live"])
        let line = Self.match.split(separator: "\n", omittingEmptySubsequences: false).count
            + Self.widget.split(separator: "\n", omittingEmptySubsequences: false).count + 3
        #expect(a.sampleNotes.map(\.description) == [
            "Inline.swift:\(line): #Preview content state skipped: lasim cannot run Score.missing: no such static member in the widget's sources (Inline.swift:\(line))",
        ])
    }

    @Test("a preview state made of a package's type the sources only extend says so, where the app makes it; [T].member is the app's extension [T]'s static")
    func packageTypeStateNoted() throws {
        // `Reading` comes from a package: the app only extends it, and its sample
        // readings are built by a static of `extension [Reading]`.
        let a = try Self.load("""
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var c: Reading?; var n: Int }
            }
            extension Reading {
                static let sample = [Reading].samples.last!
                static func sample(at date: Date) -> Reading { var r = sample; r.date = date; return r }
            }
            extension [Reading] {
                static let samples: [Reading] = { [Reading(value: 100, date: .now)] }()
            }
            extension [Int] {
                static let fives = [5, 10]
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in
                        Text("\\(context.state.n) \\([Int].fives.map(String.init).joined(separator: ","))")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } }
                }
            }
            #Preview("Lock", as: .content, using: A()) {
                W()
            } contentStates: {
                A.ContentState(c: .sample, n: 1)
                A.ContentState(c: nil, n: 2)
            }
            """)
        #expect(a.template.samples.map(\.name) == ["Lock 2"])
        #expect(a.sampleNotes.map(\.description) == [
            "Inline.swift:24: #Preview content state skipped: lasim cannot run Reading(...): Reading is declared outside the sources given, which only extend it (Inline.swift:9)",
        ])
        let drawn = Fixture.draw(a, state: a.template.samples[0].contentState, presentations: [.lock])
        #expect(drawn.contains("2 5,10"), "\(drawn)")
    }

    @Test("synthesized Encodable: CodingKeys, a nil optional left out, a date from 2001, enums by raw value and by case with payload")
    func synthesizedEncoding() throws {
        let a = try Self.load("""
            enum Phase: Codable, Hashable { case waiting, cooking(minutes: Int, String) }
            enum Size: Int, Codable, Hashable { case small = 1, large }
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var title: String
                    var note: String?
                    var at: Date
                    var size: Size
                    var phase: Phase
                    var extra: Int = 7
                    enum CodingKeys: String, CodingKey { case title = "t", note, at, size, phase }
                    static func make(_ n: Int) -> Self {
                        Self(title: ["a", "b"].map { $0.uppercased() }.joined(), note: nil, at: .now + Double(n), size: .large, phase: .cooking(minutes: n, "x"))
                    }
                    static var preview: Self { make(5) }
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text(context.state.title) } dynamicIsland: { _ in
                        DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            """)
        let at = 1_700_000_005 - AppleEpoch.unixSeconds
        #expect(a.sampleNotes.isEmpty, "\(a.sampleNotes)")
        #expect(a.template.samples.map(\.name) == ["preview"])
        #expect(a.template.samples.first?.contentState
            == Fixture.json(#"{"t": "AB", "at": \#(at), "size": 2, "phase": {"cooking": {"minutes": 5, "_1": "x"}}}"#))
    }

    static let workout = """
        typealias Step = WorkoutAttributes.Status
        extension Step {
            static func pick() -> Step {
                .init(name: ["Run", "Row", "Lift", "Swim"].randomElement() ?? "", reps: Int.random(in: 1...20))
            }
        }
        struct WorkoutAttributes: ActivityAttributes {
            typealias Status = ContentState
            struct ContentState: Codable, Hashable { var name: String; var reps: Int }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: WorkoutAttributes.self) { context in Text(["x", "y"].randomElement() ?? "-") } dynamicIsland: { _ in
                    DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }
        #Preview("Lock", as: .content, using: WorkoutAttributes()) {
            W()
        } contentStates: {
            Step.pick()
            Step.pick()
        }
        """

    @Test("random values in a preview state are drawn from a fixed seed (each state its own draw); an extension read before its typealias is the aliased type's")
    func seededRandomAndAliasedExtension() throws {
        let a = try Self.load(Self.workout)
        let again = try Self.load(Self.workout)
        #expect(a.sampleNotes.isEmpty, "\(a.sampleNotes)")
        #expect(a.template.samples.count == 2)
        #expect(a.template.samples.map(\.contentState) == again.template.samples.map(\.contentState))
        #expect(a.template.samples[0].contentState != a.template.samples[1].contentState)
        for s in a.template.samples {
            guard case .number(let reps)? = s.contentState["reps"], case .string(let name)? = s.contentState["name"] else {
                Issue.record("\(s.contentState)"); continue
            }
            #expect(reps >= 1 && reps <= 20 && ["Run", "Row", "Lift", "Swim"].contains(name))
        }
        // Views are drawn at every frame: there a random value is still refused.
        let drawn = Fixture.draw(a, state: a.template.samples[0].contentState, presentations: [.lock])
        #expect(drawn.contains("[randomElement]") || drawn.contains("random values"), "\(drawn)")
    }

    @Test("a static property is the value of `.name` where an enum case of that name takes a payload; a type declared twice is the first")
    func staticBesideCaseAndDuplicateType() throws {
        let a = try Self.load("""
            struct A: ActivityAttributes {
                typealias ContentState = Phase
            }
            enum Phase: Codable, Hashable {
                case active(start: Date, end: Date? = nil)
                case done
            }
            extension A.ContentState {
                static var active: A.ContentState { .active(start: .now, end: nil) }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("x") } dynamicIsland: { _ in
                        DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                    }
                }
            }
            #Preview("Lock", as: .content, using: A()) {
                W()
            } contentStates: {
                .active
            }
            """)
        #expect(a.sampleNotes.isEmpty, "\(a.sampleNotes)")
        let start = 1_700_000_000 - AppleEpoch.unixSeconds
        #expect(a.template.samples.map(\.contentState) == [Fixture.json(#"{"active": {"start": \#(start)}}"#)])

        let files = SwiftFiles.parse([("A.swift", "struct Twice { var first: Int }"), ("B.swift", "struct Twice { var second: Int }")])
        #expect(Declarations(files).type("Twice")?.stored.map(\.name) == ["first"])
    }
}
