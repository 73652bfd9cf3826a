import Testing

/// A formatter or format style given its own region (`f.locale =
/// Locale(identifier: "zh_CN")`, `.dateTime.locale(...)`, as apps do that
/// always write their own language) writes in that region whatever the
/// phone is set to; lasim wrote the phone's. And a formatter's or calendar's
/// names (`weekdaySymbols`...) are its region's; lasim had none.
@Suite struct FormatterLocaleTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var at: Date; var n: Double } }
        let chinese: DateFormatter = { let f = DateFormatter(); f.locale = Locale(identifier: "zh_CN"); f.dateFormat = "M月d日 EEEE"; return f }()
        let french: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; f.locale = Locale(identifier: "fr_FR"); return f }()
        let korean: DateFormatter = { let f = DateFormatter(); f.locale = Locale(identifier: "ko_KR"); return f }()
        let posix: DateFormatter = { let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.dateFormat = "EEE d MMM"; return f }()
        """
    static let state = #"{"at": 721692800, "n": 1234.5}"#

    @Test("the formatter's region, not the phone's", arguments: [
        ("en_US", "chinese.string(from: context.state.at)", "[11月14日 星期二]"),
        ("de_DE", "french.string(from: NSNumber(value: context.state.n))!", "[1\u{202f}234,5]"),
        ("ja_JP", "posix.string(from: context.state.at)", "[Tue 14 Nov]"),
        ("en_US", "context.state.at.formatted(.dateTime.locale(Locale(identifier: \"ja_JP\")).month().day().weekday())", "[11月14日(火)]"),
        ("en_US", "context.state.n.formatted(.number.locale(Locale(identifier: \"de_DE\")))", "[1.234,5]"),
        ("fr_FR", "context.state.at.formatted(.dateTime.locale(Locale.current).weekday(.wide))", "[mardi]"),
    ])
    func ownRegion(_ phone: String, _ expression: String, _ expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(\"[\" + \(expression) + \"]\")", state: Self.state, locale: phone)
        #expect(out.contains(expected), "\(expected) in \(out)")
    }

    @Test("weekday and month names of a formatter and of the calendar")
    func symbols() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            Text("[" + korean.weekdaySymbols[2] + korean.shortMonthSymbols[10] + Calendar.current.shortWeekdaySymbols[2] + korean.amSymbol + "]")
            """, state: Self.state, locale: "de_DE")
        #expect(out.contains("[화요일11월Di.오전]"), "\(out)")
    }
}
