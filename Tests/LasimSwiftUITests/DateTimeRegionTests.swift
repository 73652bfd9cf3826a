import Testing

/// `Date.FormatStyle.dateTime` on a phone set to another region: the fields
/// in that region's order and words, with its clock, as Foundation writes
/// them (CLDR's patterns for the fields asked for; the values below are
/// ICU's). lasim wrote every region in US English's order and 12-hour
/// clock: "Tue, Nov 14" in German, "10:13 PM" in Japanese.
@Suite struct DateTimeRegionTests {
    @Test("fields in the region's order, words and clock", arguments: [
        ("ja_JP", ".dateTime.month().day().weekday()", "[11月14日(火)]"),
        ("ja_JP", ".dateTime.hour().minute()", "[22:13]"),
        ("de_DE", ".dateTime.weekday().month().day()", "[Di. 14. Nov.]"),
        ("de_DE", ".dateTime.month(.wide).day().hour().minute()", "[14. November um 22:13]"),
        ("ko_KR", ".dateTime.month().day().hour().minute()", "[11월 14일 오후 10:13]"),
        ("fr_FR", ".dateTime.weekday(.wide).day().month(.wide)", "[mardi 14 novembre]"),
        ("zh_CN", ".dateTime.month(.twoDigits).day(.twoDigits)", "[11/14]"),
        ("es_ES", ".dateTime.weekday().hour().minute()", "[mar, 22:13]"),
        ("tr_TR", ".dateTime.month().day().weekday()", "[14 Kas Sal]"),
        ("en_US", ".dateTime.month().day().hour().minute()", "[Nov 14 at 10:13\u{202f}PM]"),
    ])
    func region(_ locale: String, _ style: String, _ expected: String) throws {
        let out = try EvaluatorTests.lock(DateFormatStyleTests.types, "Text(\"[\" + context.state.at.formatted(\(style)) + \"]\")",
                                          state: DateFormatStyleTests.state, locale: locale)
        #expect(out.contains(expected), "\(expected) in \(out)")
    }
}
