import Testing
@testable import LasimSwiftUI

/// An implicit member where the code declares a `Duration` is Swift's
/// `Duration.seconds(...)`: a vehicle's charge time passed to its model's
/// initializer as `chargeTime: .seconds(3600)`, a computed
/// `var chargeTime: Duration { .seconds(n) }`. Before, the value stayed an
/// unnamed member and `.formatted()` printed "seconds(3600)"; and its
/// `components`, which the model stores, were not known.
@Suite struct DurationDeclaredTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        struct Charge {
            var chargeTime: Duration
            var left: Duration?
            var minutes: Int
            var planned: Duration { .seconds(minutes * 60) }
        }
        func shown(_ d: Duration) -> String { d.formatted() }
        """

    @Test(arguments: [
        ("Charge(chargeTime: .seconds(3600), minutes: 0).chargeTime.formatted()", "1:00:00"),
        ("Charge(chargeTime: .seconds(1), left: .milliseconds(90_000), minutes: 0).left!.formatted()", "0:01:30"),
        ("Charge(chargeTime: .seconds(1), minutes: 25).planned.formatted()", "0:25:00"),
        ("shown(.seconds(125))", "0:02:05"),
        // The model keeps `chargeTime.components.seconds`, as BetterBlue's does.
        ("String(Charge(chargeTime: .seconds(3600), minutes: 0).chargeTime.components.seconds)", "3600"),
        ("String(Duration.milliseconds(2500).components.attoseconds)", "500000000000000000"),
    ])
    func madeAsDeclared(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, expression, expected)
    }
}
