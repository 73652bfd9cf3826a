import Testing

/// A month alone (`LLLL`, `standaloneMonthSymbols`, `.dateTime.month(.wide)`)
/// takes its nominative name in Russian, Polish and Ukrainian; in a date
/// (`d MMMM`) the genitive one, as iOS's CLDR data writes them.
@Suite struct StandaloneMonthTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func written(_ format: String) -> String {
            let f = DateFormatter()
            f.dateFormat = format
            f.timeZone = TimeZone(identifier: "UTC")
            return f.string(from: Date(timeIntervalSince1970: 1_700_000_000))
        }
        """
    static let view = """
        VStack {
            Text("[" + written("LLLL") + "|" + written("d MMMM") + "]")
            Text("<" + DateFormatter().standaloneMonthSymbols[10] + "|" + DateFormatter().monthSymbols[10] + ">")
            Text(Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.month(.wide))
        }
        """

    @Test("Russian, Polish, Ukrainian: 'ноябрь' alone, '14 ноября' in a date; English unchanged", arguments: [
        ("ru_RU", "[ноябрь|14 ноября]", "<ноябрь|ноября>", "ноябрь"),
        ("pl_PL", "[listopad|14 listopada]", "<listopad|listopada>", "listopad"),
        ("uk_UA", "[листопад|14 листопада]", "<листопад|листопада>", "листопад"),
        ("en_US", "[November|14 November]", "<November|November>", "November"),
    ])
    func standalone(locale: String, pattern: String, symbols: String, wide: String) throws {
        let out = try EvaluatorTests.lock(Self.types, Self.view, state: #"{"n": 1}"#, locale: locale)
        #expect(out.contains(pattern) && out.contains(symbols), "\(out)")
        #expect(out.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == wide }, "\(out)")
    }
}
