import LasimModel
import LasimRender
@testable import LasimSwiftUI
import Testing

/// The evaluator runs widget code with Swift's semantics: each test is a
/// construct real widgets use, drawn, and what the phone would show.
@Suite struct EvaluatorTests {
    static func lock(_ types: String, _ view: String, state: String, device: Device = .pro,
                     defaults: [String: JSONValue] = [:], locale: String = "en_US") throws -> String {
        let a = try Fixture.activity(types: types, lock: view, locale: locale, defaults: defaults)
        return Fixture.draw(a, state: Fixture.json(state), device: device, presentations: [.lock])
    }

    static let match = """
        struct A: ActivityAttributes {
            struct ContentState: Codable, Hashable { var time: MatchTime; var home: Int; var away: Int; var speed: Float; var rating: Double }
        }
        enum MatchTime: Codable, Hashable {
            case firstPart(min: Int)
            case breakTime
            var label: String {
                switch self {
                case .firstPart(let min): return "\\(min)\\" (1st half)"
                case .breakTime: return "Half time"
                }
            }
        }
        """

    @Test("an enum with associated values, decoded as Codable writes it, read by a computed property's switch")
    func enumWithPayload() throws {
        let out = try Self.lock(Self.match, #"Text(context.state.time.label)"#,
                                state: #"{"time": {"firstPart": {"min": 23}}, "home": 1, "away": 0, "speed": 13.1, "rating": 20}"#)
        #expect(out.contains(#"23" (1st half)"#), "\(out)")
        let half = try Self.lock(Self.match, #"Text(context.state.time.label)"#,
                                 state: #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 13.1, "rating": 20}"#)
        #expect(half.contains("Half time"), "\(half)")
    }

    @Test("a payload pattern (.firstPart(let min)) against a missing enum does not match: the default branch, no placeholder")
    func payloadPatternOnNil() throws {
        let types = Self.match.replacingOccurrences(of: "var time: MatchTime;", with: "var time: MatchTime?;")
        let view = """
            switch context.state.time {
            case .firstPart(let min): Text("min \\(min)")
            default: Text("no time")
            }
            """
        let out = try Self.lock(types, view, state: #"{"home": 1, "away": 0, "speed": 13.1, "rating": 20}"#)
        #expect(out.contains("no time") && !out.contains("problem"), "\(out)")
    }

    @Test("numbers print as Swift prints them: Float 13.1, Double 20.0, String(format:), specifier:, .formatted")
    func numbers() throws {
        let out = try Self.lock(Self.match, """
            VStack {
                Text("\\(context.state.speed) km/h")
                Text("\\(context.state.rating)")
                Text(String(format: "%.2f", context.state.rating))
                Text("\\(context.state.rating, specifier: "%.1f")")
                Text((1234.5 as Double).formatted())
            }
            """, state: #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 13.1, "rating": 20}"#)
        for text in ["13.1 km/h", "20.0", "20.00", "1,234.5"] { #expect(out.contains(text), "\(text) in \(out)") }
        #expect(out.contains("  20.0\n") || out.contains("20.0 "), "\(out)")
    }

    @Test("let in a view builder, a model struct made in the view, an array of them indexed and ForEach over it")
    func structsArraysForEach() throws {
        let types = Self.match + """
            struct Score { let team: String; let score: Int }
            """
        let out = try Self.lock(types, """
            let scores = [Score(team: "Knights", score: context.state.home), Score(team: "Pirates", score: context.state.away)]
            VStack {
                Text("\\(scores[0].team) leads")
                ForEach(scores.indices, id: \\.self) { i in
                    Text("\\(scores[i].team): \\(scores[i].score)")
                }
                Text(scores.map(\\.team).joined(separator: " v ").uppercased())
            }
            """, state: #"{"time": {"breakTime": {}}, "home": 100, "away": 104, "speed": 1, "rating": 2}"#)
        for text in ["Knights leads", "Knights: 100", "Pirates: 104", "KNIGHTS V PIRATES"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("a run-time failure shows ⚠ where it stands with Swift's message; the rest of the card still draws")
    func indexOutOfRange() throws {
        let out = try Self.lock(Self.match, """
            let teams = ["a"]
            VStack {
                Text("before")
                Text(teams[3])
            }
            """, state: #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 1, "rating": 2}"#)
        #expect(out.contains("before"), "\(out)")
        #expect(out.contains("⚠"), "\(out)")
        #expect(out.contains("Fatal error: Index out of range"), "\(out)")
    }

    @Test("a loop that never ends is stopped by the step budget, not by the user")
    func endlessLoop() throws {
        let types = Self.match + """
            func forever() -> String { var n = 0; while true { n += 1 }; return "" }
            func deep(_ n: Int) -> Int { deep(n + 1) }
            """
        let loop = try Self.lock(types, #"Text(forever())"#, state: #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 1, "rating": 2}"#)
        #expect(loop.contains("view"), "\(loop)")
        let recursion = try Self.lock(types, #"Text("\(deep(0))")"#, state: #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 1, "rating": 2}"#)
        #expect(recursion.contains("recursion too deep"), "\(recursion)")
    }

    /// PsychonautWiki Journal: a `static let shared` decodes the app's 289
    /// substances (some 100,000 steps) and the timeline then sums its line
    /// segments at each point (150,000 more). The phone makes the static once
    /// per process, not once per frame: it has its own budget.
    @Test("a static's or a global's first value has its own step budget; an endless one is still stopped")
    func staticBudget() throws {
        let types = Self.match + """
            func spin(_ n: Int) -> Int { var t = 0; for i in 0..<n { t += i % 7 }; return t }
            enum Table { static let sum = spin(12_000) }
            let total = spin(12_000)
            enum Endless { static let value: Int = { var n = 0; while true { n += 1 }; return n }() }
            """
        let state = #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 1, "rating": 2}"#
        // Each spin is over half the budget: the static, the global and the view's own spin fit only with their own.
        let both = try Self.lock(types, #"Text("[\(Table.sum + total + spin(12_000))]")"#, state: state)
        #expect(both.contains("[" + String(3 * (0..<12_000).reduce(0) { $0 + $1 % 7 }) + "]"), "\(both)")
        let endless = try Self.lock(types, #"Text("[\(Endless.value)]")"#, state: state)
        #expect(endless.contains("over this render's budget"), "\(endless)")
    }

    @Test("what the evaluator cannot run is a placeholder naming the construct and File.swift:line")
    func placeholder() throws {
        let out = try Self.lock(Self.match, """
            VStack {
                Text("shown")
                Text(UIDevice.current.name)
            }
            """, state: #"{"time": {"breakTime": {}}, "home": 1, "away": 0, "speed": 1, "rating": 2}"#)
        #expect(out.contains("shown"), "\(out)")
        #expect(out.contains("[UIDevice]"), "\(out)")
        #expect(out.contains("Inline.swift:"), "\(out)")
    }
}

/// `--locale`: an iPhone set to another region prints the same values its way.
@Suite struct LocaleTests {
    static let source = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var price: Double; var at: Date } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: A.self) { context in
                    VStack {
                        Text(context.state.price.formatted(.number.precision(.fractionLength(2))))
                        Text(context.state.price, format: .currency(code: "EUR"))
                        Text(context.state.at, style: .time)
                        Text(context.state.at.formatted(date: .long, time: .omitted))
                    }
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """

    static func lock(_ locale: String) throws -> String {
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), locale: locale).first)
        // 721692800 since 2001 is 2023-11-14 22:13:20 UTC.
        return Fixture.draw(a, state: Fixture.json(#"{"price": 1234.5, "at": 721692800}"#), presentations: [.lock])
    }

    @Test func usEnglishByDefault() throws {
        let out = try Self.lock("en_US")
        for text in ["1,234.50", "€1,234.50", "10:13\u{202f}PM", "November 14, 2023"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test func german() throws {
        let out = try Self.lock("de_DE")
        for text in ["1.234,50", "1.234,50\u{a0}€", "22:13", "14. November 2023"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    // The values below are what ICU's CLDR data prints (Foundation's
    // DateFormatter and NumberFormatter on this toolchain), as an iPhone does.
    @Test("Japanese and Chinese regions: their long dates and 24-hour clock", arguments: ["ja_JP", "ja", "zh_CN", "zh-Hans"])
    func eastAsian(_ locale: String) throws {
        let out = try Self.lock(locale)
        for text in ["1,234.50", "€1,234.50", "22:13", "2023年11月14日"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("Brazilian Portuguese: a space after the currency symbol, 'de' in a long date")
    func brazilian() throws {
        let out = try Self.lock("pt-BR")
        for text in ["1.234,50", "€\u{a0}1.234,50", "22:13", "14 de novembro de 2023"] { #expect(out.contains(text), "\(text) in \(out)") }
    }

    @Test("Hebrew: Israel's 24-hour clock and its long date, the month's name after its prefix; no line saying another region stands in")
    func hebrew() throws {
        let out = try Self.lock("he")
        for text in ["1,234.50", "22:13"] { #expect(out.contains(text), "\(text) in \(out)") }
        // The cells write the Hebrew in the order it is seen: the date's text as it is read.
        let he = try #require(FormatLocale.named("he"))
        #expect(Formatting.date("long", 721692800 + 978307200, .utc, locale: he) == "14 בנובמבר 2023")
        #expect(SwiftUIFrontEnd.localeSubstitute("he") == nil && SwiftUIFrontEnd.localeSubstitute("he_IL") == nil)
    }

    @Test("a region lasim has no data for: its language's region, else US English, and a line that says which")
    func substitute() {
        #expect(SwiftUIFrontEnd.isKnownLocale("de_AT") && SwiftUIFrontEnd.isKnownLocale("ar_EG") && SwiftUIFrontEnd.isKnownLocale("es-419"))
        #expect(!SwiftUIFrontEnd.isKnownLocale("klingon!") && !SwiftUIFrontEnd.isKnownLocale(""))
        #expect(SwiftUIFrontEnd.localeSubstitute("de_AT")?.contains("as de_DE prints them") == true)
        #expect(SwiftUIFrontEnd.localeSubstitute("ar_EG")?.contains("as en_US prints them; the app's strings in ar_EG") == true)
        #expect(SwiftUIFrontEnd.localeSubstitute("zh_TW") == nil && SwiftUIFrontEnd.localeSubstitute("ja") == nil)
        #expect(FormatLocale.named("zh-Hant")?.identifier == "zh_TW" && FormatLocale.named("zh")?.identifier == "zh_CN")
        // What the app reads as the phone's languages: the script Xcode names Chinese folders by.
        #expect(FormatLocale.named("zh_CN")?.preferredLanguage == "zh-Hans-CN" && FormatLocale.named("zh_CN")?.preferredLocalization == "zh-Hans")
        #expect(FormatLocale.named("zh-Hant")?.preferredLocalization == "zh-Hant" && FormatLocale.named("pt_BR")?.preferredLocalization == "pt")
        #expect(FormatLocale.named("de_DE")?.preferredLanguage == "de-DE" && FormatLocale.enUS.preferredLocalization == "en")
        #expect(FormatLocale.named("tr_TR").map { Formatting.percent(0.5 * 100, minFraction: 0, maxFraction: 0, locale: $0) } == "%50")
    }
}
