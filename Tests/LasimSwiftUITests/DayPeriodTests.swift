@testable import LasimSwiftUI
import Testing

/// What the toolchain's Foundation (ICU 76, CLDR 46) writes, as an iPhone
/// on iOS 17 and later does: Taiwan's time styles name CLDR's flexible day
/// periods ("晚上10:13", where "ah:mm" writes "下午10:13"), and Russian dates
/// put a narrow no-break space before "г.". lasim wrote "下午" and a space.
@Suite struct DayPeriodTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var at: Date } }
        func times(_ at: Date) -> String {
            let f = DateFormatter()
            f.timeZone = TimeZone(identifier: "UTC")
            f.timeStyle = .short
            let hours = [0, 5, 8, 12, 13, 19, 22]
            let midnight = at.addingTimeInterval(-80000)
            var out = hours.map { f.string(from: midnight.addingTimeInterval(Double($0 * 3600 + 600))) }.joined(separator: " ")
            f.dateFormat = "ah:mm"
            out += " | " + f.string(from: at)
            return out
        }
        func day(_ at: Date) -> String {
            let f = DateFormatter()
            f.timeZone = TimeZone(identifier: "UTC")
            f.dateStyle = .long
            return f.string(from: at)
        }
        """

    @Test("zh_TW: a time style names the day period of the hour; an explicit 'a' keeps 上午/下午")
    func taiwanDayPeriods() throws {
        // 721692800 since 2001 is 2023-11-14 22:13:20 UTC; 80000 s before is midnight.
        let out = try EvaluatorTests.lock(Self.types, "Text(times(context.state.at))", state: #"{"at": 721692800}"#, locale: "zh_TW")
        // The card wraps the line (between two characters, as Chinese
        // breaks): its rows read on, spaces aside, as the one line.
        let read = out.filter { $0 != " " && $0 != "\n" }
        #expect(read.contains("凌晨12:10清晨5:10上午8:10中午12:10下午1:10晚上7:10晚上10:10|下午10:13"), "\(out)")
    }

    @Test("ru_RU: a long date's year and \"г.\" are joined by a narrow no-break space")
    func russianYear() throws {
        let out = try EvaluatorTests.lock(Self.types, "Text(\"[\" + day(context.state.at) + \"]\")", state: #"{"at": 721692800}"#, locale: "ru_RU")
        #expect(out.contains("[14 ноября 2023\u{202f}г.]"), "\(out)")
    }
}
