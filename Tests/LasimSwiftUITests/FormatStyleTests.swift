import Testing
@testable import LasimSwiftUI

/// Format styles as an iPhone in US English prints them, beyond a fraction
/// length: compact names, significant digits, rounding increments, lists,
/// a `Duration`'s default and padded patterns, `Date.FormatStyle(date:time:)`,
/// ISO 8601 and an hour without AM/PM. Each printed the plain number, the
/// array's description, units or the short date before.
@Suite struct FormatStyleTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        /// Tuesday, 14 November 2023, 22:13:20 UTC.
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        func numberStyled(_ n: Int, _ style: NumberFormatter.Style) -> String {
            let f = NumberFormatter()
            f.numberStyle = style
            return f.string(from: NSNumber(value: n)) ?? "nil"
        }
        """

    @Test(arguments: [
        ("1_234_567.formatted(.number.notation(.compactName))", "1.2M"),
        ("12_345.formatted(.number.notation(.compactName))", "12K"),
        ("999.formatted(.number.notation(.compactName))", "999"),
        ("999_999.formatted(.number.notation(.compactName))", "1M"),
        ("0.4567.formatted(.number.precision(.significantDigits(2)))", "0.46"),
        ("0.4.formatted(.number.precision(.significantDigits(2)))", "0.40"),
        ("1234.0.formatted(.number.precision(.significantDigits(2)))", "1,200"),
        ("12.3.formatted(.number.rounded(increment: 0.5))", "12.5"),
        ("17.formatted(.number.rounded(increment: 5))", "15"),
        ("[\"a\", \"b\", \"c\"].formatted()", "a, b, and c"),
        ("[\"a\", \"b\"].formatted(.list(type: .and))", "a and b"),
        ("[\"a\", \"b\", \"c\"].formatted(.list(type: .or))", "a, b, or c"),
        ("Duration.seconds(3725).formatted()", "1:02:05"),
        // `.units`: every allowed unit not zero (hours, minutes, seconds by default), Apple's words.
        ("Duration.seconds(3725).formatted(.units())", "1 hr, 2 min, 5 sec"),
        ("Duration.seconds(123).formatted(.units())", "2 min, 3 sec"),
        ("Duration.seconds(4232).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide))", "1 hour, 10 minutes, 32 seconds"),
        ("Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes]))", "1 hr, 2 min"),
        ("Duration.seconds(3725).formatted(.units(maximumUnitCount: 1))", "1 hr"),
        ("Duration.seconds(3600).formatted(.units(width: .wide))", "1 hour"),
        ("Duration.seconds(125).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2)))", "02:05"),
        ("Duration.seconds(125).formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2)))", "00:02:05"),
        ("at.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted))", "Nov 14, 2023"),
        ("at.formatted(.iso8601)", "2023-11-14T22:13:20Z"),
        ("at.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute())", "10:13"),
        ("at.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)))", "10"),
        ("numberStyled(3, .ordinal)", "3rd"),
        ("numberStyled(11, .ordinal)", "11th"),
        ("numberStyled(22, .ordinal)", "22nd"),
        ("numberStyled(101, .ordinal)", "101st"),
        ("numberStyled(42, .spellOut)", "forty-two"),
    ])
    func printed(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, expression, expected)
    }

    /// `Text(timerInterval:pauseTime:)`: the clock stopped at the pause, as a
    /// paused timer's Live Activity shows it. The pause was ignored. A pause
    /// still ahead (a timer bounded by its goal) leaves the clock running: it
    /// was frozen at the pause, a study timer's "0:11" drawn as "5:00".
    @Test("a paused timer shows what was left when it was paused")
    func pausedTimer() throws {
        let range = "at.addingTimeInterval(-1000)...at.addingTimeInterval(3900)"
        let running = try EvaluatorTests.lock(Self.types, "Text(timerInterval: \(range))", state: #"{"n": 1}"#)
        let paused = try EvaluatorTests.lock(Self.types, "Text(timerInterval: \(range), pauseTime: at.addingTimeInterval(-400))",
                                             state: #"{"n": 1}"#)
        #expect(running.contains("1:05:00"), "\(running)")
        #expect(paused.contains("1:11:40"), "\(paused)")
    }

    /// `showsHours: false`: the hours counted as minutes, as the phone's
    /// timer prints them ("66:40"); it printed "1:06:40".
    @Test("a timer without hours counts minutes past 60")
    func timerWithoutHours() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text(timerInterval: at...at.addingTimeInterval(4000), showsHours: false)
                Text(timerInterval: at.addingTimeInterval(-3725)...at.addingTimeInterval(100), countsDown: false, showsHours: false)
                Text(timerInterval: at...at.addingTimeInterval(3725))
            }
            """, state: #"{"n": 1}"#)
        for shown in ["66:40", "62:05", "1:02:05"] { #expect(out.contains(shown), "\(shown) in \(out)") }
        #expect(!out.contains("1:06:40"), "\(out)")
    }

    /// iOS 18's live clocks, `Text(.currentDate, format:)`: a timer within a
    /// range, down or up, and a stopwatch with its hundredths, as Apple's
    /// documentation prints them. They printed the word "currentDate".
    @Test("Text(.currentDate, format:) timers and stopwatches tick")
    func currentDateClocks() throws {
        let out = try EvaluatorTests.lock(Self.types, """
            VStack {
                Text(.currentDate, format: .timer(countingDownIn: at.addingTimeInterval(-60)..<at.addingTimeInterval(240)))
                Text(.currentDate, format: .timer(countingUpIn: at.addingTimeInterval(-5025)..<at.addingTimeInterval(600), maxFieldCount: 2))
                Text(.currentDate, format: .timer(countingDownIn: at..<at.addingTimeInterval(4000), showsHours: false))
                Text(.currentDate, format: .stopwatch(startingAt: at.addingTimeInterval(-65)))
                Text(.currentDate, format: .stopwatch(startingAt: at.addingTimeInterval(-3600), maxPrecision: .seconds(1)))
                Text(.currentDate, format: .stopwatch(startingAt: at.addingTimeInterval(60)))
            }
            """, state: #"{"n": 1}"#)
        for shown in ["4:00", "1:23", "66:40", "01:05.00", "01:00:00", "00:00.00"] { #expect(out.contains(shown), "\(shown) in \(out)") }
        #expect(!out.contains("currentDate") && !out.contains("1:23:45"), "\(out)")
    }

    @Test("a pause still to come leaves the timer running")
    func pauseAhead() throws {
        let goal = "Text(timerInterval: at.addingTimeInterval(-11)...at.addingTimeInterval(289), pauseTime: at.addingTimeInterval(289), countsDown: false)"
        let up = try EvaluatorTests.lock(Self.types, goal, state: #"{"n": 1}"#)
        #expect(up.contains("0:11") && !up.contains("5:00"), "\(up)")
        let down = try EvaluatorTests.lock(Self.types, "Text(timerInterval: at...at.addingTimeInterval(4900), pauseTime: at.addingTimeInterval(600))",
                                           state: #"{"n": 1}"#)
        #expect(down.contains("1:21:40"), "\(down)")
    }
}
