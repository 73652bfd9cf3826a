import Testing
@testable import LasimSwiftUI

/// `Duration` is Comparable and Equatable by its length, whatever unit made
/// it, and the other side may be an implicit member (`.seconds(3600)`), as
/// an AlarmKit countdown picks its pattern by (`remaining > .seconds(60 * 60)`).
/// Each stopped at "cannot compare Duration.seconds with" before.
@Suite struct DurationComparisonTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        """

    @Test(arguments: [
        ("(Duration.seconds(5400) > .seconds(60 * 60) ? \"long\" : \"short\")", "long"),
        ("(Duration.seconds(360) > .seconds(60 * 60) ? \"long\" : \"short\")", "short"),
        ("(Duration.seconds(90) <= Duration.milliseconds(90_000) ? \"yes\" : \"no\")", "yes"),
        ("(Duration.milliseconds(1500) == .seconds(1.5) ? \"same\" : \"other\")", "same"),
        ("(Duration.seconds(2) != .seconds(3) ? \"differ\" : \"equal\")", "differ"),
    ])
    func compared(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, expression, expected)
    }
}
