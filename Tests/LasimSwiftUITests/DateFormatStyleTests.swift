import Testing

/// `Date.FormatStyle.dateTime` with a weekday, in US English: a comma after
/// the weekday before a month or day (`Tue, Nov 14`), none before a time
/// alone (`Tue 10 PM`), as Foundation's patterns for these fields write them.
@Suite struct DateFormatStyleTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var at: Date } }"
    /// 1_700_000_000: Tuesday, 14 November 2023, 22:13:20 UTC (seconds since 2001).
    static let state = #"{"at": 721692800}"#

    @Test("weekday with a time, with a date, and both", arguments: [
        (".dateTime.weekday(.abbreviated).hour()", "Tue 10\u{202f}PM"),
        (".dateTime.weekday().hour().minute()", "Tue 10:13\u{202f}PM"),
        (".dateTime.weekday().month().day()", "Tue, Nov 14"),
    ])
    func weekday(_ style: String, _ expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(context.state.at.formatted(\(style)))", state: Self.state)
        #expect(out.contains(expected) && !out.contains(",,"), "\(expected) in \(out)")
    }

    /// Each field's width, as the app asks for it; a numeric month writes
    /// the date with slashes. They were drawn at the default width ("Tue",
    /// "Nov") and a month with a year took a comma ("Nov, 2023").
    @Test("field widths", arguments: [
        (".dateTime.weekday(.wide)", "[Tuesday]"),
        (".dateTime.weekday(.narrow)", "[T]"),
        (".dateTime.weekday(.short)", "[Tu]"),
        (".dateTime.month(.wide).year()", "[November 2023]"),
        (".dateTime.month().year()", "[Nov 2023]"),
        (".dateTime.month().day().year()", "[Nov 14, 2023]"),
        (".dateTime.weekday(.wide).month(.wide).day()", "[Tuesday, November 14]"),
        (".dateTime.month(.twoDigits).day(.twoDigits)", "[11/14]"),
        (".dateTime.month(.defaultDigits).day().year(.twoDigits)", "[11/14/23]"),
        (".dateTime.month(.narrow)", "[N]"),
    ])
    func widths(_ style: String, _ expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(\"[\" + context.state.at.formatted(\(style)) + \"]\")", state: Self.state)
        #expect(out.contains(expected), "\(expected) in \(out)")
    }
}
