import LasimModel
@testable import LasimRender
import LasimTemplate
@testable import LasimSwiftUI
import Testing

/// What real widgets read besides the payload (the App Group container,
/// UserDefaults, formatters' own signs, a localized string's default), and
/// the compact island widening for what its views hold.
@Suite struct AppStorageAndIslandTests {
    static let types = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var user: String; var delta: Double; var plate: String }
        }
        """
    static let state = #"{"user": "u1", "delta": 1.5, "plate": "UP16 AB 2456"}"#

    @Test("an avatar read from the App Group container takes the fresh-install branch, with a note, not a placeholder")
    func appGroupContainerIsEmpty() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                if let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x")?.appendingPathComponent("\\(context.state.user).jpg"),
                   FileManager.default.fileExists(atPath: url.path), let data = try? Data(contentsOf: url) {
                    Text("photo")
                } else {
                    Text("no photo")
                }
                Text(UserDefaults(suiteName: "group.x")?.string(forKey: "name") ?? "Guest")
            }
            """, state: Self.state)
        #expect(out.contains("no photo") && out.contains("Guest") && !out.contains("[FileManager"), "\(out)")
        #expect(out.contains("App Group container group.x is empty in lasim"), "\(out)")
        #expect(out.contains("UserDefaults holds nothing in lasim"), "\(out)")
    }

    @Test("--defaults: the app's UserDefaults hold the values given, read as each getter reads them; a key read and not given is named in a note")
    func defaultsGiven() throws {
        let view = """
            VStack {
                Text((UserDefaults(suiteName: "group.x")?.object(forKey: "theme_dark") as? Bool ?? false) ? "dark" : "light")
                Text("\\(UserDefaults.standard.integer(forKey: "goal")) steps")
                Text(UserDefaults.standard.string(forKey: "name") ?? "Guest")
            }
            """
        let out = try EvaluatorTests.lock(Self.types, view, state: Self.state, defaults: ["theme_dark": .bool(true), "goal": .string("8000")])
        #expect(out.contains("dark") && out.contains("8000 steps") && out.contains("Guest"), "\(out)")
        #expect(out.contains(#"UserDefaults holds nothing in lasim for "name" (the app fills it on the phone; --defaults name=VALUE gives it)"#), "\(out)")
        #expect(!out.contains(#"for "goal""#) && !out.contains(#"for "theme_dark""#), "\(out)")
        let fresh = try EvaluatorTests.lock(Self.types, view, state: Self.state)
        #expect(fresh.contains("light") && fresh.contains("0 steps") && fresh.contains(#"for "theme_dark""#), "\(fresh)")
    }

    @Test("iCloud's key-value store is read as UserDefaults is: --defaults gives its keys, longLong is integer, a key not given is named")
    func ubiquitousStoreReadsDefaults() throws {
        let view = """
            VStack {
                Text("\\(NSUbiquitousKeyValueStore.default.longLong(forKey: "range")) mi")
                Text(NSUbiquitousKeyValueStore.default.bool(forKey: "metric") ? "km" : "mi")
                Text(NSUbiquitousKeyValueStore.default.string(forKey: "car") ?? "My car")
            }
            """
        let out = try EvaluatorTests.lock(Self.types, view, state: Self.state, defaults: ["range": .number(212)])
        #expect(out.contains("212 mi") && out.contains("My car") && !out.contains("[NSUbiquitous"), "\(out)")
        #expect(out.contains(#"NSUbiquitousKeyValueStore holds nothing in lasim for "car""#), "\(out)")
        let fresh = try EvaluatorTests.lock(Self.types, view, state: Self.state)
        #expect(fresh.contains("0 mi") && !fresh.contains("[NSUbiquitous"), "\(fresh)")
    }

    @Test("@AppStorage, with and without store:, reads what --defaults gives its key as its type reads it, else its default, with the note for a key not given")
    func appStorageReadsDefaults() throws {
        let types = Self.types + """

            enum Units: String { case metric, imperial }
            enum Keys { static let goal = "goal" }
            struct Row: View {
                @AppStorage("dark", store: UserDefaults(suiteName: "group.x")) private var dark = false
                @AppStorage(Keys.goal) var goal: Int = 10
                @AppStorage("units", store: UserDefaults(suiteName: "group.x")) var units: Units = .metric
                @AppStorage("name") var name: String?
                @AppStorage("ratio") var ratio = 0.5
                var body: some View {
                    VStack {
                        Text(dark ? "dark" : "light")
                        Text("goal \\(goal)")
                        Text(units == .metric ? "km" : "mi")
                        Text(name ?? "Guest")
                        Text("ratio \\(ratio)")
                    }
                }
            }
            struct Framed: View {
                let title: String
                @AppStorage("dark") var dark = false
                init(title: String) { self.title = title }
                var body: some View { Text(title + (dark ? " on dark" : " on light")) }
            }
            """
        // A view builder's own `@AppStorage var`, as a Live Activity's island region declares it.
        let view = """
            VStack {
                Row(); Framed(title: "t")
                @AppStorage("dark", store: UserDefaults(suiteName: "group.x")) var localDark: Bool = false
                @AppStorage("name") var localName: String?
                Text((localDark ? "local dark " : "local light ") + (localName ?? "anyone"))
            }
            """
        let given: [String: JSONValue] = ["dark": .bool(true), "goal": .number(20), "units": .string("imperial"), "name": .string("Ana"), "ratio": .number(0.75)]
        let out = try EvaluatorTests.lock(types, view, state: Self.state, defaults: given)
        for text in ["dark", "goal 20", "mi", "Ana", "ratio 0.75", "t on dark", "local dark Ana"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(!out.contains("UserDefaults holds nothing"), "\(out)")
        let fresh = try EvaluatorTests.lock(types, view, state: Self.state)
        for text in ["light", "goal 10", "km", "Guest", "ratio 0.5", "t on light", "local light anyone"] { #expect(fresh.contains(text), "\(text) in \(fresh)") }
        for key in ["dark", "goal", "units", "name", "ratio"] {
            #expect(fresh.contains("UserDefaults holds nothing in lasim for \"\(key)\" (the app fills it on the phone; --defaults \(key)=VALUE gives it)"), "\(fresh)")
        }
        // A raw value no case has, or a value of another kind, keeps the default.
        let odd = try EvaluatorTests.lock(types, view, state: Self.state, defaults: ["units": .string("nautical"), "goal": .bool(true), "name": .array([])])
        for text in ["km", "goal 1", "Guest"] { #expect(odd.contains(text), "\(text) in \(odd)") }
    }

    @Test("@AppStorage of a URL reads its text; the Defaults package's @Default(.key) reads --defaults by the key's name, else the default its Key<T> declares")
    func urlStorageAndDefaultsPackage() throws {
        let types = Self.types + """

            extension Defaults.Keys {
                static let goal = Key<Int>("daily_goal", default: 10)
                static let unit = Key<String>("unit", default: "km")
            }
            struct Row: View {
                @Default(.goal) var goal
                @Default(.unit) var unit
                @AppStorage("site") var site: URL = URL(string: "https://a.example")!
                var body: some View { Text("\\(goal) \\(unit) \\(site.absoluteString)") }
            }
            """
        let view = """
            VStack {
                Row()
                @Default(.unit) var local
                Text("local " + local)
            }
            """
        let given = try EvaluatorTests.lock(types, view, state: Self.state,
                                            defaults: ["daily_goal": .number(12), "unit": .string("mi"), "site": .string("https://b.example")])
        #expect(given.contains("12 mi https://b.example") && given.contains("local mi"), "\(given)")
        #expect(!given.contains("UserDefaults holds nothing"), "\(given)")
        let fresh = try EvaluatorTests.lock(types, view, state: Self.state)
        #expect(fresh.contains("10 km https://a.example") && fresh.contains("local km"), "\(fresh)")
        #expect(fresh.contains(#"UserDefaults holds nothing in lasim for "daily_goal""#), "\(fresh)")
    }

    @Test("NumberFormatter's positivePrefix, NSLocalizedString's value: and String(localized:defaultValue:) are the app's own words")
    func formatterSignsAndLocalizedDefaults() throws {
        let full = try EvaluatorTests.lock(Self.types + """

            enum F {
                static let signed: NumberFormatter = {
                    let f = NumberFormatter()
                    f.numberStyle = .decimal
                    f.positivePrefix = "+"
                    f.minimumFractionDigits = 1
                    f.maximumFractionDigits = 1
                    return f
                }()
            }
            """, """
            VStack {
                Text(F.signed.string(from: context.state.delta as NSNumber)! + "/min.")
                Text(F.signed.string(from: -context.state.delta as NSNumber)!)
                Text(NSLocalizedString("common_mgdl", tableName: "Common", bundle: Bundle.main, value: "mg/dL", comment: ""))
                Text(String(localized: "eta_label", defaultValue: "Arriving soon"))
                Text(String(localized: "plain_key"))
            }
            """, state: Self.state)
        for text in ["+1.5/min.", "-1.5", "mg/dL", "Arriving soon", "plain_key"] { #expect(full.contains(text), "\(text) in \(full)") }
        #expect(!full.contains("common_mgdl") && !full.contains("eta_label"))
    }

    static func compact(_ leading: String) throws -> String {
        let source = """
            \(types)
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("x") } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { \(leading) } compactTrailing: { Text("1") } minimal: { Text("c") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        return Fixture.draw(a, state: Fixture.json(state), presentations: [.compact])
    }

    @Test("the island widens for a compact view's content, up to the expanded width; a fixed frame does not widen it")
    func compactIslandWidens() throws {
        let label = try Self.compact(#"Label { Text(context.state.plate) } icon: { Image(systemName: "car") }.font(.caption2)"#)
        #expect(label.contains("UP16 AB 2456") && !label.contains("compact · 28x2"), "\(label)")
        let framed = try Self.compact(#"Text(context.state.plate).frame(width: 30)"#)
        #expect(framed.contains("compact · 28x2") && !framed.contains("UP16 AB 2456"), "\(framed)")
        let long = try Self.compact(#"Text(String(repeating: context.state.plate, count: 5)).lineLimit(1)"#)
        let header = try #require(long.split(separator: "\n").first)
        let width = try #require(Int(header.split(separator: " ").last?.split(separator: "x").first ?? ""))
        #expect(width > 28 && width <= Device.pro.lockWidth, "the island stops at the expanded island's width: \(long)")
        #expect(long.contains("…"), "\(long)")
    }

    @Test("a ticking timer with no narrower frame takes the widest compact side, its digits at its start; in a 40 pt frame the side is its frame and its margins")
    func compactTimerTakesTheWidestSide() throws {
        func width(_ out: String) throws -> Int {
            let header = try #require(out.split(separator: "\n").first)
            return try #require(Int(header.split(separator: " ").last?.split(separator: "x").first ?? ""))
        }
        let long = try Self.compact(#"Text(String(repeating: context.state.plate, count: 5)).lineLimit(1)"#)
        let timer = try Self.compact(#"Text(timerInterval: Date()...Date.distantFuture, countsDown: false).font(.caption)"#)
        #expect(try width(timer) == width(long), "as wide as the island grows: \(timer)")
        // Its 40 pt frame and the side's 17 pt of margins are 57 pt on the
        // phone, past the HIG's 52.33: seven cells, the island one wider.
        let framed = try Self.compact(#"Text(timerInterval: Date()...Date.distantFuture, countsDown: false).frame(width: 40)"#)
        #expect(framed.contains("compact · 29x2"), "\(framed)")

        let source = """
            \(Self.types)
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("x") } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { Text("a") } compactTrailing: {
                            Text(timerInterval: Date()...Date.distantFuture, countsDown: false)
                        } minimal: { Text("c") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions())
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(Self.state), now: 1_700_000_000, state: .active)
        let island = try #require(renderer.pointLayout(.compact, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
        let pro = Device.pro
        let widest: Double = try Self.leadingSidePt(island) + pro.cameraWidthPt + pro.widestCompactWidthPt
        #expect(abs(island.width - widest) < 0.01, "\(island.label)")
        let trailing = try #require(island.parts.last)
        var digitsX: Double?
        trailing.view.walk { v in if case .text = v.content, digitsX == nil { digitsX = v.frame.x } }
        let x: Double = try #require(digitsX) + trailing.x
        #expect(x < island.width - pro.widestCompactWidthPt + 12, "the digits start the side: \(island.label)")
    }

    @Test("a ticking timer in a frame with a bound (.frame(maxWidth: 44)) is the bound wide, its digits at the frame's start, as with .frame(width: 44)")
    func compactTimerTakesItsFramesBound() throws {
        func digitsX(_ island: PointPresentation) throws -> Double {
            let trailing = try #require(island.parts.last)
            var x: Double?
            trailing.view.walk { v in if case .text = v.content, x == nil { x = v.frame.x } }
            return try #require(x) + trailing.x
        }
        let bounded = try Self.compactIsland(trailing: #"Text(timerInterval: Date()...Date().addingTimeInterval(31), countsDown: true).frame(maxWidth: 44)"#)
        let fixed = try Self.compactIsland(trailing: #"Text(timerInterval: Date()...Date().addingTimeInterval(31), countsDown: true).frame(width: 44)"#)
        let pro = Device.pro, sideStart = try Self.leadingSidePt(bounded) + pro.cameraWidthPt
        // 44 pt and the side's insets: wider than the HIG's 52.33 pt.
        #expect(abs(bounded.width - (sideStart + 44 + Renderer.compactInnerInsetPt + Renderer.compactOuterInsetPt(ios: 17))) < 0.01, "\(bounded.label)")
        #expect(abs(bounded.width - fixed.width) < 0.01, "\(bounded.label) \(fixed.label)")
        #expect(abs(try digitsX(bounded) - (sideStart + Renderer.compactInnerInsetPt)) < 0.01, "the digits start the frame, by the camera: \(bounded.label)")
        #expect(abs(try digitsX(bounded) - digitsX(fixed)) < 0.01)
        // The cells hold the digits too.
        let cells = try Self.compact(#"Text(timerInterval: Date()...Date().addingTimeInterval(31), countsDown: true).frame(maxWidth: 44)"#)
        #expect(cells.contains("0:31") && !cells.contains("…"), "\(cells)")
    }

    @Test("compact sides hug their content, 2 pt from the camera and, on iOS 26, 6 pt from the island's ends: a 24 pt sprite and a 20 pt gem make the phone's 185 pt island")
    func compactSidesHugTheirContent() throws {
        let island = try Self.compactIsland(leading: "Circle().fill(.blue).frame(width: 24, height: 24)",
                                            trailing: "Rectangle().fill(.green).frame(width: 20, height: 20)", device: .pro402, ios: 26)
        let d = Device.pro402
        // Sonic-Charger-Buddy's sprite and gem (frames of 24 and 20 pt) on
        // an iOS 26 phone: an island of 185.4 pt (its July 2026 screenshot,
        // docs/compact-island.md); with 6 pt each side of the content it was 193.34.
        #expect(abs(island.width - 185.4) < 0.5, "\(island.label)")
        let leading = try #require(island.parts.first), trailing = try #require(island.parts.last)
        let sprite = leading.x + leading.view.frame.x, gem = trailing.x + trailing.view.frame.x
        let leadingSide = island.width - d.cameraWidthPt - (20 + 8)
        #expect(abs(sprite - 6) < 0.01, "the sprite 6 pt inside the island's end: \(island.label)")
        #expect(abs(leadingSide - (sprite + 24) - 2) < 0.01, "the sprite 2 pt before the camera: \(island.label)")
        #expect(abs(gem - (leadingSide + d.cameraWidthPt) - 2) < 0.01, "the gem 2 pt past the camera")
        #expect(abs(island.width - (gem + 20) - 6) < 0.01, "the gem 6 pt inside the other end")
    }

    @Test("on iOS 18 a compact side keeps 6 pt from the island's ends, as on 16 and 26 (iOS 17's 15 had been kept unmeasured): contents as wide as a prayer app's make about its phone's 234.7 pt island")
    func compactSidesOnIOS18() throws {
        // SardarSaqibKhan's prayer times (scripts/apps' prayerpush), its
        // December 2024 screenshot of a 430 pt phone: the island 234.7 pt,
        // "🕌 Fajr" 51.7 pt wide 8.7 pt from the left end, "04:58" 37.3 pt
        // wide 7.7 pt from the right one (docs/compact-island.md).
        let island = try Self.compactIsland(leading: "Rectangle().frame(width: 51.7, height: 20)",
                                            trailing: "Rectangle().frame(width: 37.3, height: 20)", device: .proMax, ios: 18)
        let leading = try #require(island.parts.first), trailing = try #require(island.parts.last)
        #expect(abs(leading.x + leading.view.frame.x - 6) < 0.01, "\(island.label)")
        #expect(abs(island.width - (trailing.x + trailing.view.frame.maxX) - 6) < 0.01, "\(island.label)")
        #expect(abs(island.width - 234.7) < 5, "\(island.label)")
    }

    @Test("on iOS 17 a compact side keeps 15 pt from the island's end: LocalTennis's ball and \"Match\" make the phone's 226 pt island")
    func compactSidesOnIOS17() throws {
        // LocalTennis's compact views (rialonsom/LocalTennis), its June 2024
        // screenshot of an iPhone 15 Pro: the island 226.0 pt, the ball's
        // box 15.0 pt from the left end, the text's 15.1 from the right
        // one, the text's box 0.1 pt past the camera (docs/compact-island.md).
        let leading = #"Image(systemName: "tennisball.fill").resizable().aspectRatio(contentMode: .fit)"#
        let island = try Self.compactIsland(leading: leading, trailing: #"Text("Match")"#, ios: 17)
        #expect(abs(island.width - 226) < 3, "\(island.label)")
        let ball = try #require(island.parts.first), text = try #require(island.parts.last)
        #expect(abs(ball.x + ball.view.frame.x - 15) < 0.01, "\(island.label)")
        #expect(abs(island.width - (text.x + text.view.frame.maxX) - 15) < 0.01, "\(island.label)")
        // The same widget drawn for iOS 26 is 18 pt narrower: 9 pt less at each end.
        let now = try Self.compactIsland(leading: leading, trailing: #"Text("Match")"#, ios: 26)
        #expect(abs(island.width - now.width - 18) < 0.01, "\(island.label) \(now.label)")
    }

    /// The compact island in points of a widget whose compact views are these.
    static func compactIsland(leading: String = #"Text("a")"#, trailing: String, device: Device = .pro, ios: Int = 17) throws -> PointPresentation {
        let source = """
            \(Self.types)
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("x") } dynamicIsland: { context in
                        DynamicIsland { } compactLeading: { \(leading) } compactTrailing: { \(trailing) } minimal: { Text("c") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        var catalog = TemplateCatalog()
        catalog.add(a.template)
        let renderer = Renderer(catalog: catalog, options: RenderOptions(device: device, ios: ios))
        let sample = Sample(name: "t", attributes: JSONObject(), contentState: Fixture.json(Self.state), now: 1_700_000_000, state: .active)
        return try #require(renderer.pointLayout(.compact, Snapshot(sample: sample, template: a.template), now: 1_700_000_000))
    }

    /// The compact island's leading side: its content and the side's margins.
    static func leadingSidePt(_ island: PointPresentation) throws -> Double {
        try #require(island.parts.first).view.frame.width + Renderer.compactOuterInsetPt(ios: 17) + Renderer.compactInnerInsetPt
    }

    @Test("several views in one expanded region stack down it, not across the island's row")
    func regionContentStacks() throws {
        let source = """
            \(Self.types)
            struct W: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: A.self) { context in Text("x") } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("vs"); Text(context.state.plate) }
                        } compactLeading: { Text("a") } compactTrailing: { Text("1") } minimal: { Text("c") }
                    }
                }
            }
            """
        let a = try #require(Fixture.activities(source: source).first)
        let out = Fixture.draw(a, state: Fixture.json(Self.state), presentations: [.expanded])
        let lines = out.split(separator: "\n")
        let vs = try #require(lines.firstIndex { $0.contains("vs") }), plate = try #require(lines.firstIndex { $0.contains("UP16 AB 2456") })
        #expect(plate > vs, "\(out)")
    }
}
