import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// A state held in the app's own model types as apps write them: a class
/// with published properties read by its own `init(from:)`, values reached
/// through key paths kept in a dictionary, rows in a `Grid`.
@Suite struct ModelIdiomTests {
    static let now = 1_700_000_000.0

    static func widget(_ lock: String) -> String {
        """
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    \(lock)
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """
    }

    static func points(_ source: String, state: String) throws -> PointPresentation {
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "test", attributes: JSONObject(), contentState: Fixture.json(state), now: now, state: .active)
        return try #require(renderer.pointLayout(.lock, Snapshot(sample: sample, template: a.template), now: now))
    }

    static let team = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var team: Team }
        }
        struct Round: Codable, Hashable { var points: Int }
        enum Side: Codable { case home, away }
        class Team: ObservableObject, Codable, Hashable {
            let name: String
            @Published private(set) var rounds: [Round]
            @Published private(set var) current: Round?
            @Published var leader: Side?
            @Published var bonus: [String: Int]
            enum CodingKeys: CodingKey { case name, rounds, current, leader, bonus }
            required init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                name = try c.decode(String.self, forKey: .name)
                rounds = try c.decode([Round].self, forKey: .rounds)
                current = try c.decode(Round?.self, forKey: .current)
                leader = try c.decode(Side?.self, forKey: .leader)
                bonus = try c.decode([String: Int].self, forKey: .bonus)
            }
            static func == (a: Team, b: Team) -> Bool { a.name == b.name }
            func hash(into h: inout Hasher) { h.combine(name) }
        }
        """

    @Test("a class's own init(from:) reads [T].self, T?.self (a null) and [K: V].self; its published properties are not flagged")
    func classDecodedByItsInitializer() throws {
        let source = Self.team.replacingOccurrences(of: "private(set var)", with: "private(set) var") + Self.widget("""
            Text("\\(context.state.team.name) \\(context.state.team.rounds.map { String($0.points) }.joined(separator: "-")) \\(context.state.team.current == nil ? "over" : "on") \\(context.state.team.leader == nil ? "tied" : "led") \\(context.state.team.bonus["x"] ?? 0)")
            """)
        let drawn = Fixture.draw(try #require(Fixture.activities(source: source).first),
                                 state: Fixture.json(#"{"team": {"name": "Reds", "rounds": [{"points": 6}, {"points": 4}], "current": null, "leader": null, "bonus": {"x": 2}}}"#),
                                 presentations: [.lock])
        #expect(drawn.contains("Reds 6-4 over tied 2"), "\(drawn)")
        #expect(!drawn.contains("-- problem"), "\(drawn)")
    }

    @Test("value[keyPath:] with a key path taken from a dictionary reads that property")
    func keyPathSubscript() throws {
        let source = """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable { var home: String; var away: String }
            }
            enum Side: Hashable { case home, away }
            struct Names: View {
                let state: A.ContentState
                var body: some View {
                    let paths = [Side.home: \\A.ContentState.home, Side.away: \\A.ContentState.away]
                    Text(state[keyPath: paths[.away]!] + " v " + state[keyPath: paths[.home]!])
                }
            }
            """ + Self.widget("Names(state: context.state)")
        let drawn = Fixture.draw(try #require(Fixture.activities(source: source).first),
                                 state: Fixture.json(#"{"home": "Pedro", "away": "Diego"}"#), presentations: [.lock])
        #expect(drawn.contains("Diego v Pedro"), "\(drawn)")
        #expect(!drawn.contains("subscript"), "\(drawn)")
    }

    /// Home Assistant's timer bar reads `interval.range` and
    /// `interval.countsDown` off such a property (HAActivityTimerProgressBar):
    /// unlabelled, `.countsDown` was no member and the bar a spinner.
    @Test("a computed property typed as a labelled tuple, optional or not, gives what it returns those labels")
    func computedTupleLabels() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var start: Double; var end: Double } }
            struct Bar: View {
                let start: Double, end: Double
                var pair: (a: Int, b: Int) { (2, 3) }
                var body: some View {
                    if let interval { Text("\\(interval.range.upperBound) \\(interval.countsDown)") }
                    Text("sum \\(pair.a + pair.b)")
                }
                private var interval: (range: ClosedRange<Double>, countsDown: Bool)? {
                    guard start < end else { return nil }
                    return (start ... end, false)
                }
            }
            """ + Self.widget("Bar(start: context.state.start, end: context.state.end)")
        let drawn = Fixture.draw(try #require(Fixture.activities(source: source).first),
                                 state: Fixture.json(#"{"start": 1, "end": 9}"#), presentations: [.lock])
        #expect(drawn.contains("9.0 false"), "\(drawn)")
        #expect(drawn.contains("sum 5"), "\(drawn)")
    }

    @Test("a Grid puts its rows verticalSpacing apart and its cells horizontalSpacing apart, rows made by ForEach too")
    func gridSpacing() throws {
        func baselines(_ spacing: String) throws -> (ys: [Double], xs: [Double]) {
            let source = """
                struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
                """ + Self.widget("""
                Grid(alignment: .leading\(spacing)) {
                    ForEach(["one", "two"], id: \\.self) { w in
                        GridRow { Text(w); Text("9") }
                    }
                }
                """)
            let lock = try Self.points(source, state: #"{"n": 1}"#)
            var ys: [Double] = [], xs: [Double] = []
            lock.parts.first?.view.walk { v in
                if case .text = v.content { ys.append(v.frame.y); xs.append(v.frame.x) }
            }
            return (ys, xs)
        }
        let standard = try baselines("")
        let tight = try baselines(", horizontalSpacing: 20, verticalSpacing: 2")
        try #require(standard.ys.count == 4 && tight.ys.count == 4)
        // Rows: one's two texts, then two's; the default puts 8 pt between rows.
        #expect(abs((standard.ys[2] - standard.ys[0]) - (tight.ys[2] - tight.ys[0]) - 6) < 0.01, "\(standard) \(tight)")
        #expect(abs((tight.xs[1] - tight.xs[0]) - (standard.xs[1] - standard.xs[0]) - 12) < 0.01, "\(standard) \(tight)")
    }

    @Test("circle.fill fills the frame a resizable image is given")
    func discSymbolFillsItsFrame() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            """ + Self.widget("""
            HStack {
                Image(systemName: "circle.fill").resizable().frame(width: 20, height: 20)
                Image(systemName: "no.such.symbol").resizable().frame(width: 30, height: 30)
            }
            """)
        let svg = PointSVG.svg([try Self.points(source, state: #"{"n": 1}"#)])
        #expect(svg.contains(##" r="9" fill="#000000"><title>circle.fill</title></circle>"##), "\(svg)")
        // A symbol lasim does not know stays a dot: its shape is not known to fill the frame.
        #expect(svg.contains(##"<title>no.such.symbol</title>•</text>"##), "\(svg)")
    }

    @Test("A resizable symbol is drawn as large as its frame; one not resizable keeps its font's size in a larger frame")
    func resizableSymbolFillsItsFrame() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            """ + Self.widget("""
            HStack(spacing: -8) {
                Image(systemName: "cup.and.saucer.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 30, height: 30)
                Image(systemName: "fork.knife").resizable().aspectRatio(contentMode: .fit).frame(width: 30, height: 30)
                Image(systemName: "cart").frame(width: 45, height: 45)
            }
            """)
        let svg = PointSVG.svg([try Self.points(source, state: #"{"n": 1}"#)])
        func size(_ name: String) -> String? {
            svg.split(separator: "\n").first { $0.contains("<title>\(name)</title>") }
                .flatMap { $0.firstMatch(of: /font-size="([0-9.]+)"/).map { String($0.1) } }
        }
        #expect(size("cup.and.saucer.fill") == "30", "\(svg)")
        #expect(size("fork.knife") == "30", "\(svg)")
        #expect(size("cart") == "20.4", "the body font's 17 pt symbol, 1.2 em wide, in its 45 pt frame: \(svg)")
    }

    @Test("A `let` whose value crashes (a nil unwrapped) draws `⚠` where its name is used, saying so, not a row of its own nor `not found`")
    func letThatCrashesMarksItsUses() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            let shared = UserDefaults(suiteName: "group.app")!
            """ + Self.widget("""
            let name = shared.string(forKey: "name")!
            VStack {
                Text("top")
                Text(name)
            }
            """)
        var failures: [String] = [], texts: [String] = []
        try Self.points(source, state: #"{"n": 1}"#).parts.first?.view.walk { v in
            if case .failure(_, let message) = v.content { failures.append(message) }
            if case .text(let t) = v.content { texts.append(t.lines.joined()) }
        }
        #expect(texts.contains("top"))
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.hasPrefix("Fatal error: Unexpectedly found nil while unwrapping an Optional value (the value of name, ") == true, "\(failures)")
    }

    @Test("Bundle.main.object(forInfoDictionaryKey:) is nil, as the Info.plist's other keys: the ?? default is drawn, and a note names the key")
    func infoDictionaryKeyIsAbsent() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            enum Group { static let id: String = Bundle.main.object(forInfoDictionaryKey: "GroupID") as? String ?? "group.fallback" }
            """ + Self.widget("Text(Group.id)")
        let drawn = Fixture.draw(try #require(Fixture.activities(source: source).first), state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        // The fallback is what lasim draws, not necessarily the phone: the note says why (issue 25).
        #expect(drawn.contains("group.fallback"), "\(drawn)")
        #expect(drawn.contains(#"-- problem: Inline.swift:2: the app's Info.plist is not read: Bundle.main.object(forInfoDictionaryKey: "GroupID") is nil"#), "\(drawn)")
    }

    @Test("a Grid's columns line up down its rows: each cell as wide as its column's widest, placed in it as the grid aligns")
    func gridColumnsLineUp() throws {
        func cells(_ alignment: String) throws -> [PointRect] {
            let source = """
                struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
                """ + Self.widget("""
                Grid(alignment: \(alignment)) {
                    GridRow { Text("16"); Text("Ad") }
                    GridRow { Text("0"); Text("40"); Spacer() }
                }
                """)
            var out: [PointRect] = []
            try Self.points(source, state: #"{"n": 1}"#).parts.first?.view.walk { v in if case .text = v.content { out.append(v.frame) } }
            return out
        }
        let centred = try cells(".center")
        try #require(centred.count == 4)
        // 16 over 0, Ad over 40: centred in columns as wide as the wider.
        #expect(abs(centred[0].midX - centred[2].midX) < 0.01 && abs(centred[1].midX - centred[3].midX) < 0.01, "\(centred)")
        #expect(centred[1].x > centred[0].x + centred[0].width, "\(centred)")
        let leading = try cells(".leading")
        #expect(abs(leading[0].x - leading[2].x) < 0.01 && abs(leading[1].x - leading[3].x) < 0.01, "\(leading)")
    }

    @Test("tennisball.fill and wind are the theme's symbols: drawn as 🎾 and 💨, not as a dot")
    func sportAndWeatherSymbols() throws {
        let source = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            """ + Self.widget(#"HStack { Image(systemName: "tennisball.fill"); Image(systemName: "wind") }"#)
        let drawn = Fixture.draw(try #require(Fixture.activities(source: source).first), state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(drawn.contains("🎾") && drawn.contains("💨") && !drawn.contains("drawn as a dot"), "\(drawn)")
    }
}
