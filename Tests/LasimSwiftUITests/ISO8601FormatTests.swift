@testable import LasimSwiftUI
import Testing

/// `Date.ISO8601Format()` (iOS 15), as a hockey card's preview writes the
/// end of a period into its state: the sample was skipped ("lasim cannot run
/// .ISO8601Format()"). Written as `ISO8601DateFormatter` and
/// `.formatted(.iso8601)` write it: in UTC, to the second, or to the
/// millisecond with `.Strategy(includingFractionalSeconds: true)`.
@Suite struct ISO8601FormatTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        let end = Date(timeIntervalSince1970: 1_700_000_000)
        """

    @Test("ISO8601Format() writes UTC to the second, with fractional seconds to the millisecond")
    func writesISO8601() throws {
        try Fixture.expectPrinted(Self.types, "end.ISO8601Format()", "2023-11-14T22:13:20Z")
        try Fixture.expectPrinted(Self.types, "end.ISO8601Format(.Strategy(includingFractionalSeconds: true))", "2023-11-14T22:13:20.000Z")
        try Fixture.expectPrinted(Self.types, "end.formatted(.iso8601)", "2023-11-14T22:13:20Z")
    }
}
