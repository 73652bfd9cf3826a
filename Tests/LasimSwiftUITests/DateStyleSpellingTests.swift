import Testing
@testable import LasimSwiftUI

/// `Date.FormatStyle`'s date styles are spelled from their fields, not as
/// `DateFormatter`'s dateStyle: German `.abbreviated` is "14. Nov. 2023"
/// where `DateFormatter`'s medium is "14.11.2023", Japanese and Korean
/// `.abbreviated` name the month as `.long` does, and `.numeric` writes the
/// whole year where `DateFormatter`'s short has two digits in German,
/// Spanish, Italian and Ukrainian. lasim wrote the `DateFormatter` spelling.
/// Each expected text is what the Swift 6.3 toolchain's Foundation (ICU
/// 76.1, CLDR 46) writes for 2023-11-14 22:13:20 UTC with
/// `Date.FormatStyle(date:time:locale:timeZone:)`, numeric, abbreviated, long
/// and complete, "|" between them: the date alone, then with `.shortened`.
@Suite struct DateStyleSpellingTests {
    /// A fixture of its own: a card printing a date in one style, through
    /// `formatted(date:time:)` and through a `Date.FormatStyle` value.
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var at: Date; var style: Int } }
        let styles: [Date.FormatStyle.DateStyle] = [.numeric, .abbreviated, .long, .complete]
        func written(_ at: Date, _ style: Int) -> String {
            let styled = Date.FormatStyle(date: styles[style], time: .omitted)
            return at.formatted(date: styles[style], time: .omitted) + "|" + at.formatted(styled)
        }
        """

    static let regions: [(String, String, String)] = [
        ("en_US", "11/14/2023|Nov 14, 2023|November 14, 2023|Tuesday, November 14, 2023", "11/14/2023, 10:13\u{202f}PM|Nov 14, 2023 at 10:13\u{202f}PM|November 14, 2023 at 10:13\u{202f}PM|Tuesday, November 14, 2023 at 10:13\u{202f}PM"),
        ("en_GB", "14/11/2023|14 Nov 2023|14 November 2023|Tuesday, 14 November 2023", "14/11/2023, 22:13|14 Nov 2023 at 22:13|14 November 2023 at 22:13|Tuesday, 14 November 2023 at 22:13"),
        ("de_DE", "14.11.2023|14. Nov. 2023|14. November 2023|Dienstag, 14. November 2023", "14.11.2023, 22:13|14. Nov. 2023, 22:13|14. November 2023 um 22:13|Dienstag, 14. November 2023 um 22:13"),
        ("fr_FR", "14/11/2023|14 nov. 2023|14 novembre 2023|mardi 14 novembre 2023", "14/11/2023 22:13|14 nov. 2023 à 22:13|14 novembre 2023 à 22:13|mardi 14 novembre 2023 à 22:13"),
        ("es_ES", "14/11/2023|14 nov 2023|14 de noviembre de 2023|martes, 14 de noviembre de 2023", "14/11/2023, 22:13|14 nov 2023, 22:13|14 de noviembre de 2023, 22:13|martes, 14 de noviembre de 2023, 22:13"),
        ("ru_RU", "14.11.2023|14 нояб. 2023\u{202f}г.|14 ноября 2023\u{202f}г.|вторник, 14 ноября 2023\u{202f}г.", "14.11.2023, 22:13|14 нояб. 2023\u{202f}г., 22:13|14 ноября 2023\u{202f}г. в 22:13|вторник, 14 ноября 2023\u{202f}г. в 22:13"),
        ("zh_CN", "2023/11/14|2023年11月14日|2023年11月14日|2023年11月14日 星期二", "2023/11/14 22:13|2023年11月14日 22:13|2023年11月14日 22:13|2023年11月14日 星期二 22:13"),
        ("zh_TW", "2023/11/14|2023年11月14日|2023年11月14日|2023年11月14日 星期二", "2023/11/14 晚上10:13|2023年11月14日 晚上10:13|2023年11月14日 晚上10:13|2023年11月14日 星期二 晚上10:13"),
        ("ja_JP", "2023/11/14|2023年11月14日|2023年11月14日|2023年11月14日 火曜日", "2023/11/14 22:13|2023年11月14日 22:13|2023年11月14日 22:13|2023年11月14日 火曜日 22:13"),
        ("ko_KR", "2023. 11. 14.|2023년 11월 14일|2023년 11월 14일|2023년 11월 14일 화요일", "2023. 11. 14. 오후 10:13|2023년 11월 14일 오후 10:13|2023년 11월 14일 오후 10:13|2023년 11월 14일 화요일 오후 10:13"),
        ("pt_BR", "14/11/2023|14 de nov. de 2023|14 de novembro de 2023|terça-feira, 14 de novembro de 2023", "14/11/2023, 22:13|14 de nov. de 2023, 22:13|14 de novembro de 2023 às 22:13|terça-feira, 14 de novembro de 2023 às 22:13"),
        ("it_IT", "14/11/2023|14 nov 2023|14 novembre 2023|martedì 14 novembre 2023", "14/11/2023, 22:13|14 nov 2023, 22:13|14 novembre 2023 alle ore 22:13|martedì 14 novembre 2023 alle ore 22:13"),
        ("nl_NL", "14-11-2023|14 nov 2023|14 november 2023|dinsdag 14 november 2023", "14-11-2023, 22:13|14 nov 2023, 22:13|14 november 2023 om 22:13|dinsdag 14 november 2023 om 22:13"),
        ("uk_UA", "14.11.2023|14 лист. 2023\u{202f}р.|14 листопада 2023\u{202f}р.|вівторок, 14 листопада 2023\u{202f}р.", "14.11.2023, 22:13|14 лист. 2023\u{202f}р., 22:13|14 листопада 2023\u{202f}р. о 22:13|вівторок, 14 листопада 2023\u{202f}р. о 22:13"),
        ("pl_PL", "14.11.2023|14 lis 2023|14 listopada 2023|wtorek, 14 listopada 2023", "14.11.2023, 22:13|14 lis 2023 o 22:13|14 listopada 2023 o 22:13|wtorek, 14 listopada 2023 o 22:13"),
        ("tr_TR", "14.11.2023|14 Kas 2023|14 Kasım 2023|14 Kasım 2023 Salı", "14.11.2023 22:13|14 Kas 2023 22:13|14 Kasım 2023 22:13|14 Kasım 2023 Salı 22:13"),
        ("he_IL", "14.11.2023|14 בנוב׳ 2023|14 בנובמבר 2023|יום שלישי, 14 בנובמבר 2023", "14.11.2023, 22:13|14 בנוב׳ 2023, 22:13|14 בנובמבר 2023 בשעה 22:13|יום שלישי, 14 בנובמבר 2023 בשעה 22:13"),
    ]
    static let styles = ["numeric", "abbreviated", "long", "complete"]
    static let unix = 1_700_000_000.0

    @Test("Date.FormatStyle's date styles, alone and with a time, in every region", arguments: regions)
    func region(_ region: (String, String, String)) throws {
        let locale = try #require(FormatLocale.named(region.0))
        func styled(_ date: String, _ time: String) -> String {
            let style: [String: SwiftValue] = ["date": .enumCase(type: "", name: date, payload: []), "time": .enumCase(type: "", name: time, payload: [])]
            return Builtins.dateStyle("formatted", style, Self.unix, .utc, locale)
        }
        #expect(Self.styles.map { styled($0, "omitted") }.joined(separator: "|") == region.1)
        #expect(Self.styles.map { styled($0, "shortened") }.joined(separator: "|") == region.2)
    }

    @Test("an app's formatted(date:time:) and Date.FormatStyle(date:time:) write the style's own spelling", arguments: [
        ("de_DE", 1, "14. Nov. 2023"), ("de_DE", 0, "14.11.2023"), ("ja_JP", 1, "2023年11月14日"),
        ("ko_KR", 1, "2023년 11월 14일"), ("en_US", 0, "11/14/2023"), ("uk_UA", 0, "14.11.2023"),
    ])
    func app(locale: String, style: Int, expected: String) throws {
        let card = try EvaluatorTests.lock(Self.types, "Text(\"[\" + written(context.state.at, context.state.style) + \"]\")",
                                           state: #"{"at": 721692800, "style": \#(style)}"#, locale: locale)
        #expect(card.contains("[\(expected)|\(expected)]"), "\(card)")
    }
}
