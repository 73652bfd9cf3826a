import Testing

/// `Duration.formatted(.units(...))` on a phone set to another region: its
/// units and the word joining them, as Foundation writes them (the values
/// below are ICU's). lasim wrote US English everywhere ("1 hr, 2 min").
@Suite struct DurationRegionTests {
    static let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var s: Int } }"

    @Test("units and joins of the region", arguments: [
        ("ja_JP", "[.hours, .minutes], width: .abbreviated", 3725, "[1時間 2分]"),
        ("zh_CN", "[.hours, .minutes], width: .abbreviated", 3725, "[1小时2分钟]"),
        ("de_DE", "[.hours, .minutes], width: .abbreviated", 3725, "[1 Std., 2 Min.]"),
        ("de_DE", "[.hours, .minutes], width: .wide", 3725, "[1 Stunde und 2 Minuten]"),
        ("fr_FR", "[.minutes, .seconds], width: .abbreviated", 125, "[2\u{a0}min et 5\u{202f}s]"),
        ("ru_RU", "[.hours, .minutes], width: .wide", 3725, "[1 час 2 минуты]"),
        ("es_ES", "[.days, .hours], width: .abbreviated", 90000, "[1 d y 1 h]"),
        ("en_US", "[.hours, .minutes], width: .abbreviated", 3725, "[1 hr, 2 min]"),
    ])
    func units(_ locale: String, _ style: String, _ seconds: Int, _ expected: String) throws {
        let view = "Text(\"[\" + Duration.seconds(context.state.s).formatted(.units(allowed: \(style))) + \"]\")"
        let out = try EvaluatorTests.lock(Self.types, view, state: "{\"s\": \(seconds)}", locale: locale)
        #expect(out.contains(expected), "\(expected) in \(out)")
    }
}
