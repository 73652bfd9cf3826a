import Testing

/// How a date and a time are joined: CLDR's "atTime" patterns, by the
/// date's style. autophagy's `fireDate.formatted(date:
/// .abbreviated, time: .shortened)` is "May 28, 2026 at 17:08" on the phone
/// (iOS 26); lasim wrote "Nov 14, 2023, 10:23 PM", a comma for every style in
/// every region. Each expected text is what the Swift 6.3 toolchain's
/// Foundation (ICU 76.1, CLDR 46) writes for 2023-11-14 22:13:20 UTC.
@Suite struct DateTimeJoinTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func styled(_ d: DateFormatter.Style) -> String {
            let f = DateFormatter()
            f.dateStyle = d
            f.timeStyle = .short
            return f.string(from: Date())
        }
        """

    /// The text between the brackets of `Text("[" + expression + "]")`.
    static func printed(_ expression: String, locale: String) throws -> (String, String) {
        let card = try EvaluatorTests.lock(types, "Text(\"[\" + \(expression) + \"]\").font(.caption2)", state: #"{"n": 1}"#, locale: locale)
        return (String(card.split(separator: "[").dropFirst().first?.split(separator: "]").first ?? ""), card)
    }

    @Test("Date.formatted(date:time:): a month's name joins its time with the region's word, digits with a comma", arguments: [
        ("en_US", "abbreviated", "Nov 14, 2023 at 10:13\u{202f}PM"),
        ("en_US", "long", "November 14, 2023 at 10:13\u{202f}PM"),
        ("en_US", "numeric", "11/14/2023, 10:13\u{202f}PM"),
        ("de_DE", "long", "14. November 2023 um 22:13"),
        ("fr_FR", "long", "14 novembre 2023 à 22:13"),
        ("fr_FR", "numeric", "14/11/2023 22:13"),
        ("pl_PL", "long", "14 listopada 2023 o 22:13"),
        ("ja_JP", "long", "2023年11月14日 22:13"),
    ])
    func formatStyle(locale: String, style: String, expected: String) throws {
        let (text, card) = try Self.printed("Date().formatted(date: .\(style), time: .shortened)", locale: locale)
        #expect(text == expected, "\(card)")
    }

    @Test("DateFormatter's dateStyle and timeStyle: the join of the date's style", arguments: [
        ("en_US", "medium", "Nov 14, 2023 at 10:13\u{202f}PM"),
        ("en_US", "short", "11/14/23, 10:13\u{202f}PM"),
        ("de_DE", "medium", "14.11.2023, 22:13"),
        ("de_DE", "full", "Dienstag, 14. November 2023 um 22:13"),
        ("fr_FR", "medium", "14 nov. 2023 à 22:13"),
        ("fr_FR", "short", "14/11/2023 22:13"),
    ])
    func formatter(locale: String, style: String, expected: String) throws {
        let (text, card) = try Self.printed("styled(.\(style))", locale: locale)
        #expect(text == expected, "\(card)")
    }

    /// The year was cut to two digits in US English ("11/14/23, 10:13 PM"):
    /// the whole year was asked of the formatted text, not of its pattern.
    @Test("Date.formatted() and .dateTime: numeric date and short time, joined as the region joins digits", arguments: [
        ("en_US", "11/14/2023, 10:13\u{202f}PM|11/14/2023, 10:13\u{202f}PM"),
        ("fr_FR", "14/11/2023 22:13|14/11/2023 22:13"),
    ])
    func plain(locale: String, expected: String) throws {
        let (text, card) = try Self.printed("Date().formatted() + \"|\" + Date().formatted(.dateTime)", locale: locale)
        #expect(text == expected, "\(card)")
    }
}
