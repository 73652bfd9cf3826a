import Testing
@testable import LasimSwiftUI

/// `DateComponentsFormatter` in its units style and allowed units, as an
/// iPhone in US English prints a length of time. It printed every style as
/// a timer ("1:05:00"), and `string(from:to:)` as the start's seconds.
@Suite struct DateComponentsFormatterTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func text(_ seconds: Double, _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit, max: Int = 0) -> String {
            let f = DateComponentsFormatter()
            f.unitsStyle = style
            f.allowedUnits = units
            if max > 0 { f.maximumUnitCount = max }
            return f.string(from: seconds) ?? "nil"
        }
        func between(_ seconds: Double) -> String {
            let f = DateComponentsFormatter()
            f.unitsStyle = .abbreviated
            f.allowedUnits = [.hour, .minute]
            return f.string(from: Date(), to: Date().addingTimeInterval(seconds)) ?? "nil"
        }
        func plain(_ seconds: Double) -> String { DateComponentsFormatter().string(from: seconds) ?? "nil" }
        """

    @Test(arguments: [
        ("text(3900, .abbreviated, [.hour, .minute])", "1h 5m"),
        ("text(3900, .full, [.hour, .minute])", "1 hour, 5 minutes"),
        ("text(3600, .full, [.hour, .minute])", "1 hour"),
        ("text(3900, .short, [.minute])", "65 min"),
        ("text(3900, .brief, [.hour, .minute, .second])", "1hr 5min"),
        ("text(3900, .spellOut, [.hour, .minute])", "one hour, five minutes"),
        ("text(3900, .positional, [.hour, .minute, .second])", "1:05:00"),
        ("text(65, .positional, [.hour, .minute, .second])", "1:05"),
        ("text(5, .positional, [.minute, .second])", "0:05"),
        ("text(180_000, .short, [.day, .hour, .minute])", "2 days, 2 hr"),
        ("text(3_725, .full, [.hour, .minute, .second], max: 2)", "1 hour, 2 minutes"),
        ("text(0, .abbreviated, [.hour, .minute])", "0m"),
        ("between(5400)", "1h 30m"),
        ("plain(3900)", "1:05:00"),
    ])
    func printed(call: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, call, expected)
    }
}
