import Testing

/// An abbreviated month and a weekday alone (`LLL`, `ccc`, `cccc`,
/// `.dateTime.weekday()`, `.month(.abbreviated)` alone) take the names CLDR
/// gives them alone where those differ from a date's: German "Nov" and "Di"
/// beside "14. Nov." and "Di.", Russian "июнь" beside "15 июн.".
@Suite struct StandaloneAbbreviationTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func written(_ format: String, _ at: Double) -> String {
            let f = DateFormatter()
            f.dateFormat = format
            f.timeZone = TimeZone(identifier: "UTC")
            return f.string(from: Date(timeIntervalSince1970: at))
        }
        """
    /// 2023-11-14, a Tuesday, and 2023-06-15, a Thursday (UTC).
    static let view = """
        VStack {
            Text("[" + written("ccc|cccc|EEE|LLL|MMM|d MMM", 1_700_000_000) + "]")
            Text("<" + written("LLL|MMM|ccc", 1_686_787_200) + ">")
            Text("{" + DateFormatter().shortStandaloneWeekdaySymbols[2] + "|" + DateFormatter().shortStandaloneMonthSymbols[10] + "}")
            Text(Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.weekday(.abbreviated))
            Text(Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.month(.abbreviated))
        }
        """

    @Test("German and Russian abbreviations alone; English unchanged", arguments: [
        ("de_DE", "[Di|Dienstag|Di.|Nov|Nov.|14 Nov.]", "<Jun|Juni|Do>", "{Di|Nov}", ["Di", "Nov"]),
        ("ru_RU", "[вт|вторник|вт|нояб.|нояб.|14 нояб.]", "<июнь|июн.|чт>", "{вт|нояб.}", ["вт", "нояб."]),
        ("en_US", "[Tue|Tuesday|Tue|Nov|Nov|14 Nov]", "<Jun|Jun|Thu>", "{Tue|Nov}", ["Tue", "Nov"]),
    ])
    func alone(locale: String, november: String, june: String, symbols: String, styles: [String]) throws {
        let out = try EvaluatorTests.lock(Self.types, Self.view, state: #"{"n": 1}"#, locale: locale)
        for text in [november, june, symbols] { #expect(out.contains(text), "\(text) in \(out)") }
        let lines = out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for text in styles { #expect(lines.contains(text), "\(text) alone in \(out)") }
    }
}
