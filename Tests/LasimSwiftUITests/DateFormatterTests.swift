import Testing

/// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`: the date in
/// the styles a formatter of those styles prints, US English by default
/// (now is 2023-11-14 22:13:20 UTC). It was not known, and the text it
/// joined was dropped.
@Suite struct DateFormatterTests {
    @Test(arguments: [
        ("dateStyle: .short, timeStyle: .short", "11/14/23, 10:13\u{202f}PM"),
        ("dateStyle: .medium, timeStyle: .none", "Nov 14, 2023"),
        ("dateStyle: .none, timeStyle: .medium", "10:13:20\u{202f}PM"),
    ])
    func localizedString(styles: String, expected: String) throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(\"[\" + DateFormatter.localizedString(from: Date(), \(styles)) + \"]\")", state: #"{"n": 1}"#)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }

    /// `setLocalizedDateFormatFromTemplate(_:)` was "not known to lasim".
    @Test("a template's fields in US English's order and words", arguments: [
        ("jmm", "10:13\u{202f}PM"),
        ("yMMMd", "Nov 14, 2023"),
        ("MMMMd", "November 14"),
        ("EEEE", "Tuesday"),
        ("Md", "11/14"),
    ])
    func template(template: String, expected: String) throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            func templated(_ t: String) -> String {
                let f = DateFormatter()
                f.setLocalizedDateFormatFromTemplate(t)
                return f.string(from: Date())
            }
            """
        try Fixture.expectPrinted(types, "templated(\"\(template)\")", expected)
    }

    /// `doesRelativeDateFormatting` was read as not set: a date today printed
    /// "Nov 14, 2023, 10:13 PM" where the phone says "Today, 10:13 PM". Now
    /// is 22:13 UTC, so two hours on is tomorrow: the calendar day counts.
    @Test("doesRelativeDateFormatting: today, tomorrow and yesterday by calendar day; other days their date", arguments: [
        (".medium", ".short", 0.0, "Today, 10:13\u{202f}PM"),
        (".medium", ".short", 7_200, "Tomorrow, 12:13\u{202f}AM"),
        (".short", ".short", -86_400, "Yesterday, 10:13\u{202f}PM"),
        (".medium", ".none", 0, "Today"),
        (".long", ".short", 86_400, "Tomorrow at 10:13\u{202f}PM"),
        (".full", ".none", -86_400, "Yesterday"),
        (".medium", ".short", 2 * 86_400, "Nov 16, 2023 at 10:13\u{202f}PM"),
        (".none", ".short", 0, "10:13\u{202f}PM"),
    ] as [(String, String, Double, String)])
    func relative(dateStyle: String, timeStyle: String, seconds: Double, expected: String) throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            func relative(_ d: Date) -> String {
                let f = DateFormatter()
                f.dateStyle = \(dateStyle)
                f.timeStyle = \(timeStyle)
                f.doesRelativeDateFormatting = true
                return f.string(from: d)
            }
            """
        try Fixture.expectPrinted(types, "relative(Date().addingTimeInterval(\(seconds)))", expected)
    }

    @Test("doesRelativeDateFormatting in German: the day's word and its own joiner")
    func relativeGerman() throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            func relative(_ d: Date) -> String {
                let f = DateFormatter()
                f.dateStyle = .long
                f.timeStyle = .short
                f.doesRelativeDateFormatting = true
                return f.string(from: d)
            }
            """
        let out = try EvaluatorTests.lock(types, "Text(relative(Date().addingTimeInterval(-172_800)) + \"|\" + relative(Date().addingTimeInterval(7_200)))",
                                          state: #"{"n": 1}"#, locale: "de_DE")
        #expect(out.contains("Vorgestern um 22:13|Morgen um 00:13"), "\(out)")
    }

    @Test("without doesRelativeDateFormatting a date today is its date")
    func notRelative() throws {
        let types = """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
            let plain: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; f.doesRelativeDateFormatting = false; return f }()
            """
        try Fixture.expectPrinted(types, "plain.string(from: Date())", "Nov 14, 2023")
    }
}

/// `Text(date, style: .offset)`: WidgetKit's "-11 minutes" for a date 11 min
/// 14 s ahead: the largest unit in words, a date to come with "-", one gone
/// with "+". It printed "+11 min, 14 sec"'s cut "+11 min" (the sign reversed).
@Suite struct DateOffsetStyleTests {
    @Test(arguments: [
        (674.0, "-11 minutes"),
        (60, "-1 minute"),
        (-7_500, "+2 hours"),
        (-30, "+30 seconds"),
        (3 * 86_400 + 5, "-3 days"),
    ] as [(Double, String)])
    func offset(seconds: Double, expected: String) throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(\"[\") + Text(Date().addingTimeInterval(\(seconds)), style: .offset) + Text(\"]\")", state: #"{"n": 1}"#)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }

    /// Another region's unit words (CLDR's, as Foundation's wide units); lasim wrote English in every region.
    @Test(arguments: [
        ("de_DE", 674.0, "-11 Minuten"),
        ("ja_JP", -7_500, "+2時間"),
        ("ru_RU", 3 * 86_400 + 5, "-3 дня"),
    ] as [(String, Double, String)])
    func offsetInRegion(locale: String, seconds: Double, expected: String) throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(\"[\") + Text(Date().addingTimeInterval(\(seconds)), style: .offset) + Text(\"]\")",
                                          state: #"{"n": 1}"#, locale: locale)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }
}

/// `Text(start...end)` of two dates: the interval as the phone writes it.
/// It printed the range's description ("2023-11-14 21:13:20 +0000...").
@Suite struct DateRangeTextTests {
    @Test(arguments: [
        (-3_600.0, 0.0, "9:13\u{2009}–\u{2009}10:13\u{202f}PM"),
        (-43_200, 0, "10:13\u{202f}AM\u{2009}–\u{2009}10:13\u{202f}PM"),
        (0, 7_200, "11/14/23, 10:13\u{202f}PM\u{2009}–\u{2009}11/15/23, 12:13\u{202f}AM"),
    ] as [(Double, Double, String)])
    func range(from: Double, to: Double, expected: String) throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(Date().addingTimeInterval(\(from))...Date().addingTimeInterval(\(to)))", state: #"{"n": 1}"#)
        #expect(out.contains(expected), "\(out)")
    }
}

/// A format built piece by piece from the clock the region uses, as
/// mobileraker writes its ETA: a new formatter's `dateFormat` is "" (it was
/// no value, and `+=` stopped at "Function + String"), and iOS 16's
/// `Locale.current.hourCycle` is the region's (it was not known, so the
/// switch fell to its 24-hour default in US English).
@Suite struct HourCycleFormatTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func clock() -> String {
            let f = DateFormatter()
            switch Locale.current.hourCycle {
            case .oneToTwelve: f.dateFormat += "h:mm a"
            case .zeroToEleven: f.dateFormat += "K:mm a"
            case .oneToTwentyFour, .zeroToTwentyThree, _: f.dateFormat += "H:mm"
            }
            return f.string(from: Date())
        }
        """

    @Test(arguments: [("en_US", "10:13 PM"), ("de_DE", "22:13")])
    func clock(locale: String, expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(\"[\" + clock() + \"]\")", state: #"{"n": 1}"#, locale: locale)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }
}

/// `Text(date, style: .relative)`: two abbreviated units at most, as the
/// toolchain's Foundation writes the duration (`Duration.UnitsFormatStyle`,
/// `.abbreviated`, CLDR's "short" units). US English says every count "sec",
/// "hr" (Apple's own example: "11 min, 14 sec"); the regions under CLDR's
/// en_001 (Britain, and Israel, Australia... which lasim prints as Britain)
/// say "secs", "hrs" past one, as LiveStage's phone shot does ("1 min, 11
/// secs"), where lasim wrote "sec" in every English region.
@Suite struct DateRelativeStyleTests {
    @Test(arguments: [
        ("en_US", 1.0, "1 sec"), ("en_US", 2, "2 sec"), ("en_US", 71, "1 min, 11 sec"), ("en_US", 7_322, "2 hr, 2 min"),
        ("en_US", 180_000, "2 days, 2 hr"),
        ("en_GB", 1, "1 sec"), ("en_GB", 2, "2 secs"), ("en_GB", 71, "1 min, 11 secs"), ("en_GB", 3_661, "1 hr, 1 min"),
        ("en_GB", 7_322, "2 hrs, 2 min"), ("en_GB", 180_000, "2 days, 2 hrs"), ("en_IL", -71, "1 min, 11 secs"),
        ("de_DE", 71, "1 Min., 11 Sek."), ("zh_HK", 7_322, "2小時2分鐘"),
    ] as [(String, Double, String)])
    func units(locale: String, seconds: Double, expected: String) throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(\"[\") + Text(Date().addingTimeInterval(\(seconds)), style: .relative) + Text(\"]\")",
                                          state: #"{"n": 1}"#, locale: locale)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }

    /// Hong Kong's own CLDR data: an evening is "下午" (afternoon), as
    /// Foundation writes it, where lasim printed Taiwan's "晚上" for zh_HK.
    @Test func hongKongEvening() throws {
        let out = try EvaluatorTests.lock("struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }",
                                          "Text(\"[\") + Text(Date(), style: .time) + Text(\"]\")", state: #"{"n": 1}"#, locale: "zh_HK")
        #expect(out.contains("[下午10:13]"), "\(out)")
    }
}
