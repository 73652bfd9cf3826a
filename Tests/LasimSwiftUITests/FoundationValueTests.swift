import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// Foundation values widgets read that lasim got wrong or did not know: an
/// optional known only by its function's declared return type,
/// `URLComponents`, and `String(localized:)` with values interpolated.
@Suite struct FoundationValueTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func initials(of s: String) -> String? { s.isEmpty ? nil : String(s.prefix(2)) }
        func plain(_ s: String) -> String { s }
        struct Route { static func parse(_ s: String) -> String? { s.hasPrefix("/") ? s : nil } }
        """

    @Test("a function declared to return T?: .map is the optional's, not the string's characters", arguments: [
        ("initials(of: \"lasim\").map { $0.uppercased() } ?? \"-\"", "LA"),
        ("initials(of: \"\").map { $0.uppercased() } ?? \"-\"", "-"),
        ("Route.parse(\"/a\").map { \"<\" + $0 + \">\" } ?? \"none\"", "</a>"),
        // A function that returns a plain String maps over its characters, as Swift does.
        ("plain(\"ab\").map { String($0) }.joined(separator: \"-\")", "a-b"),
    ])
    func optionalFunctionResult(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, "(" + expression + ")", expected)
    }

    @Test("URLComponents: host, path, query items and their values, scheme, port; the URL made again from changed parts", arguments: [
        ("URLComponents(string: \"https://example.com:8080/orders/42?id=77&x=a%20b#top\")?.host ?? \"-\"", "example.com"),
        ("URLComponents(string: \"https://example.com/orders/42?id=77\")?.path ?? \"-\"", "/orders/42"),
        ("URLComponents(string: \"myapp://open/orders/a%20b\")?.path ?? \"-\"", "/orders/a b"),
        ("URLComponents(string: \"https://e.com/?id=77&x=a%20b\")?.queryItems?.first(where: { $0.name == \"x\" })?.value ?? \"-\"", "a b"),
        ("String(URLComponents(string: \"https://e.com:8080/\")?.port ?? 0)", "8080"),
        ("URLComponents(string: \"myapp://open\")?.scheme ?? \"-\"", "myapp"),
        ("URLComponents(string: \"not a url\")?.host ?? \"nil\"", "nil"),
        ("String(URLComponents(string: \"https://e.com/p\")?.queryItems?.count ?? -1)", "-1"),
        ("{ var c = URLComponents(string: \"https://e.com/p\")!; c.queryItems = [URLQueryItem(name: \"q\", value: \"1\")]; return c.url?.absoluteString ?? \"-\" }()",
         "https://e.com/p?q=1"),
        // An optional property of the library's type: its `.map` is the optional's, not the array's.
        ("{ var c = URLComponents(string: \"https://e.com/p?a=1\")!; c.queryItems = c.queryItems.map { $0 + [URLQueryItem(name: \"b\", value: \"2\")] } ?? []; return c.url?.absoluteString ?? \"-\" }()",
         "https://e.com/p?a=1&b=2"),
    ])
    func urlComponents(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, "(" + expression + ")", expected)
    }

    @Test("String(localized:) with a value interpolated is looked up by its key (%lld), in the --locale language")
    func localizedInterpolation() throws {
        let source = LayoutRuleTests.widget(#"Text("[" + String(localized: "\(context.state.n) stops left") + "]")"#)
        let tables: [(path: String, text: String)] = [("W/en.lproj/Localizable.strings", #""%lld stops left" = "%lld stops to go";"#),
                                                      ("W/fr.lproj/Localizable.strings", #""%lld stops left" = "encore %lld arrêts";"#)]
        for (locale, expected) in [("en_US", "[4 stops to go]"), ("fr_FR", "[encore 4 arrêts]")] {
            let resources = AppResources.parse(tables, language: String(locale.prefix(2)))
            let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse([("Inline.swift", source)]), resources: resources, locale: locale).first)
            let card = Fixture.draw(a, state: Fixture.json(#"{"n": 4}"#), presentations: [.lock])
            #expect(card.contains(expected), "\(card)")
        }
    }

    /// now is 1,700,000,000 (a Tuesday, 22:13:20 UTC): ten minutes ahead, two hours and five minutes back, yesterday.
    static let relativeViews = [
        #"Text("[") + Text(Date(timeIntervalSince1970: 1_700_000_600), style: .relative) + Text("]")"#,
        #"Text("[" + Date(timeIntervalSince1970: 1_700_000_600).formatted(.relative(presentation: .numeric)) + "]")"#,
        #"Text("[" + Date(timeIntervalSince1970: 1_699_992_500).formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated)) + "]")"#,
        #"Text("[" + Date(timeIntervalSince1970: 1_699_900_000).formatted(.relative(presentation: .named)) + "]")"#,
        #"Text("[" + RelativeDateTimeFormatter().localizedString(for: Date(timeIntervalSince1970: 1_700_000_600), relativeTo: Date(timeIntervalSince1970: 1_700_000_000)) + "]")"#,
        #"Text("[") + Text(Date(timeIntervalSince1970: 1_699_992_500), style: .relative) + Text("]")"#,
    ]

    @Test("relative dates in the --locale language, by CLDR: Text(style: .relative), .formatted(.relative), RelativeDateTimeFormatter", arguments: [
        ("en_US", ["10 min", "in 10 minutes", "2 hr. ago", "yesterday", "in 10 minutes", "2 hr, 5 min"]),
        ("de_DE", ["10 Min.", "in 10 Minuten", "vor 2 Std.", "gestern", "in 10 Minuten", "2 Std., 5 Min."]),
        ("fr_FR", ["10\u{a0}min", "dans 10 minutes", "il y a 2\u{a0}h", "hier", "dans 10 minutes", "2\u{202f}h et 5\u{a0}min"]),
        ("ru_RU", ["10 мин", "через 10 минут", "2 ч назад", "вчера", "через 10 минут", "2 ч 5 мин"]),
        ("pl_PL", ["10 min", "za 10 minut", "2 godz. temu", "wczoraj", "za 10 minut", "2 godz. i 5 min"]),
    ])
    func relativeDates(locale: String, expected: [String]) throws {
        for (view, text) in zip(Self.relativeViews, expected) {
            let card = try EvaluatorTests.lock(Self.types, view, state: #"{"n": 1}"#, locale: locale)
            #expect(card.contains("[" + text + "]"), "\(card)")
        }
    }

    @Test("CLDR's plural forms of a count", arguments: [("ru", 1, "one"), ("ru", 21, "one"), ("ru", 3, "few"), ("ru", 12, "many"), ("ru", 5, "many"),
                                                      ("pl", 1, "one"), ("pl", 22, "few"), ("pl", 21, "many"), ("fr", 0, "one"), ("de", 0, "many")])
    func pluralForms(language: String, n: Int, form: String) {
        #expect(Formatting.pluralForm(n, language: language) == form)
    }
}
