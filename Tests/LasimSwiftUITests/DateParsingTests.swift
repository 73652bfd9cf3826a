import Testing
@testable import LasimSwiftUI

/// Dates read from text as Foundation's formatters read them (a server's
/// "2023-11-15T08:30:00Z" in a content state), and `Calendar.startOfDay(for:)`.
/// Each was "not drawn (parsing dates)" / "Calendar.startOfDay is not known".
/// The render's zone is UTC here.
@Suite struct DateParsingTests {
    static let types = """
        struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        func iso(_ s: String, _ options: ISO8601DateFormatter.Options? = nil) -> String {
            let f = ISO8601DateFormatter()
            if let options { f.formatOptions = options }
            return f.date(from: s)?.formatted(.iso8601) ?? "nil"
        }
        func parsed(_ s: String, _ format: String, utc: Bool = false) -> String {
            let f = DateFormatter()
            f.dateFormat = format
            if utc { f.timeZone = TimeZone(identifier: "UTC") }
            return f.date(from: s)?.formatted(.iso8601) ?? "nil"
        }
        """

    @Test(arguments: [
        (#"iso("2023-11-15T08:30:00Z")"#, "2023-11-15T08:30:00Z"),
        (#"iso("2023-11-15T08:30:00+02:00")"#, "2023-11-15T06:30:00Z"),
        (#"iso("2023-11-15T08:30:00.250Z")"#, "nil"),
        (#"iso("2023-11-15T08:30:00.250Z", [.withInternetDateTime, .withFractionalSeconds])"#, "2023-11-15T08:30:00Z"),
        (#"iso("2023-11-15", [.withFullDate])"#, "2023-11-15T00:00:00Z"),
        (#"iso("yesterday")"#, "nil"),
        (#"parsed("2024-02-03", "yyyy-MM-dd")"#, "2024-02-03T00:00:00Z"),
        (#"parsed("03 Feb 2024 7:05 PM", "dd MMM yyyy h:mm a")"#, "2024-02-03T19:05:00Z"),
        (#"parsed("14:30", "HH:mm", utc: true)"#, "2000-01-01T14:30:00Z"),
        (#"parsed("2024-02-30", "yyyy-MM-dd")"#, "nil"),
        (#"parsed("2024-02-03T10:00:00+0100", "yyyy-MM-dd'T'HH:mm:ssZ")"#, "2024-02-03T09:00:00Z"),
        (#"Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_700_000_000)).formatted(.iso8601)"#, "2023-11-14T00:00:00Z"),
    ])
    func read(expression: String, expected: String) throws {
        try Fixture.expectPrinted(Self.types, expression, expected)
    }
}
