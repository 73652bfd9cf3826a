import Foundation
@testable import LasimSwiftUI
import Testing

/// Taiwan's day periods, field by field, as the toolchain's Foundation
/// writes them (ICU 76, CLDR 46; iOS 17 and later by the same CLDR):
/// `Date.FormatStyle`'s `.dateTime.hour()` names the period of the hour
/// ("晚上10時" at 22:13), as its hour and minute do ("晚上10:13"), while a
/// `DateFormatter` template ("j", "jmm") writes AM/PM ("下午10時",
/// "下午10:13", its pattern "ah:mm"). lasim wrote "下午10時" for the first
/// and "晚上10:13" for the second. The expected texts are Foundation's own,
/// computed here in the test (Sources link no Foundation).
@Suite struct HourDayPeriodTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var at: Date } }
        func template(_ t: String, _ at: Date) -> String {
            let f = DateFormatter()
            f.timeZone = TimeZone(identifier: "UTC")
            f.setLocalizedDateFormatFromTemplate(t)
            return f.string(from: at)
        }
        func field(_ at: Date) -> String { at.formatted(.dateTime.hour()) }
        """
    /// 2023-11-14 at 05:13, 12:13 and 22:13 UTC (seconds since 2001): 清晨, 中午, 晚上.
    static let hours: [(Int, Double)] = [(5, 721_631_600), (12, 721_656_800), (22, 721_692_800)]

    static func foundation(_ at: Double, locale: String) -> (field: String, template: String, templateHour: String) {
        let date = Date(timeIntervalSinceReferenceDate: at)
        var style = Date.FormatStyle.dateTime.hour()
        style.locale = Locale(identifier: locale)
        style.timeZone = TimeZone(identifier: "UTC")!
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.timeZone = TimeZone(identifier: "UTC")
        f.setLocalizedDateFormatFromTemplate("jmm")
        let minutes = f.string(from: date)
        f.setLocalizedDateFormatFromTemplate("j")
        return (date.formatted(style), minutes, f.string(from: date))
    }

    @Test(".dateTime.hour() names the day period, a DateFormatter template AM/PM, as Foundation writes them", arguments: ["zh_TW", "ko_KR", "en_US", "zh_CN"])
    func hourAlone(_ locale: String) throws {
        for (hour, at) in Self.hours {
            let expected = Self.foundation(at, locale: locale)
            let out = try EvaluatorTests.lock(Self.types, #"VStack { Text("<" + field(context.state.at) + ">"); Text("{" + template("jmm", context.state.at) + "}"); Text("(" + template("j", context.state.at) + ")") }"#,
                                              state: #"{"at": \#(at)}"#, locale: locale)
            #expect(out.contains("<\(expected.field)>"), "\(locale) \(hour)h: Foundation \(expected.field)\n\(out)")
            #expect(out.contains("{\(expected.template)}"), "\(locale) \(hour)h: Foundation \(expected.template)\n\(out)")
            #expect(out.contains("(\(expected.templateHour))"), "\(locale) \(hour)h: Foundation \(expected.templateHour)\n\(out)")
        }
        if locale == "zh_TW" {
            // What the doc says, so that a Foundation of other data cannot make this test vacuous.
            #expect(Self.foundation(721_692_800, locale: locale) == ("晚上10時", "下午10:13", "下午10時"))
        }
    }
}
