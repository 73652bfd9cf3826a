import Testing
@testable import LasimSwiftUI

/// `date.formatted(.relative(presentation:))` as Foundation words it in
/// US English: the largest calendar unit, an hour or less rounded by the
/// next smaller unit, a day or more counted from the start or end of now's
/// day or week (now is Tuesday 2023-11-14 22:13:20 UTC). It printed the
/// date's seconds since 1970 as a timer's "19675 days, 20 hr".
@Suite struct RelativeDateTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func rel(_ seconds: Double, _ named: Bool) -> String {
            Date().addingTimeInterval(seconds).formatted(.relative(presentation: named ? .named : .numeric))
        }
        """

    @Test(arguments: [
        (-7200.0, false, "2 hours ago"), (6000, false, "in 2 hours"), (30, true, "in 30 seconds"),
        (-3570, false, "1 hour ago"), (-90_000, true, "yesterday"), (-90_000, false, "1 day ago"),
        (-169_200, false, "2 days ago"), (691_200, true, "next week"), (691_200, false, "in 1 week"),
        (0, true, "now"), (0, false, "in 0 seconds"),
    ])
    func words(seconds: Double, named: Bool, expected: String) throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(\"[\" + rel(\(seconds), \(named)) + \"]\")", state: #"{"n": 1}"#)
        #expect(out.contains("[\(expected)]"), "\(out)")
    }
}

/// `RelativeDateTimeFormatter` words a date as `.relative(presentation:)`
/// does, in its `unitsStyle` (`.full`, `.short`, `.abbreviated`,
/// `.spellOut`) and `dateTimeStyle`; `.relative(presentation:unitsStyle:)`
/// takes the same units. It printed the interval's seconds ("-3700") or
/// truncated hours and minutes in the full style only.
@Suite struct RelativeDateTimeFormatterTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func formatter(_ units: RelativeDateTimeFormatter.UnitsStyle, _ named: Bool) -> RelativeDateTimeFormatter {
            let f = RelativeDateTimeFormatter()
            f.unitsStyle = units
            if named { f.dateTimeStyle = .named }
            return f
        }
        func interval(_ seconds: Double, _ units: RelativeDateTimeFormatter.UnitsStyle, _ named: Bool) -> String {
            formatter(units, named).localizedString(fromTimeInterval: seconds)
        }
        func dated(_ seconds: Double, _ units: RelativeDateTimeFormatter.UnitsStyle) -> String {
            let now = Date()
            return formatter(units, false).localizedString(for: now.addingTimeInterval(seconds + 600), relativeTo: now.addingTimeInterval(600))
        }
        func style(_ seconds: Double, _ units: Date.RelativeFormatStyle.UnitsStyle) -> String {
            Date().addingTimeInterval(seconds).formatted(.relative(presentation: .numeric, unitsStyle: units))
        }
        """

    static func word(_ call: String) throws -> String { try Fixture.printed(Self.types, call).text }

    @Test(arguments: [
        ("interval(-3700, .abbreviated, false)", "1 hr. ago"),
        ("interval(-3700, .full, false)", "1 hour ago"),
        ("interval(300, .short, false)", "in 5 min."),
        ("interval(-172_800, .abbreviated, false)", "2 days ago"),
        ("interval(1_209_600, .short, false)", "in 2 wk."),
        ("interval(-7200, .spellOut, false)", "two hours ago"),
        ("interval(-90_000, .full, true)", "yesterday"),
        ("interval(691_200, .abbreviated, true)", "next wk."),
        ("dated(-5400, .full)", "2 hours ago"),
        ("dated(45, .abbreviated)", "in 45 sec."),
        ("style(-1_209_600, .abbreviated)", "2 wk. ago"),
        ("style(-1_209_600, .spellOut)", "two weeks ago"),
        ("style(-1_209_600, .wide)", "2 weeks ago"),
    ])
    func words(call: String, expected: String) throws {
        #expect(try Self.word(call) == expected)
    }

    @Test("numbers in words, as ICU spells them out", arguments: [
        (0, "zero"), (21, "twenty-one"), (105, "one hundred five"), (1_234, "one thousand two hundred thirty-four"), (-3, "minus three"),
    ])
    func spelledOut(n: Int, expected: String) {
        #expect(Formatting.spelledOut(n) == expected)
    }
}
