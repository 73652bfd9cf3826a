import Testing
@testable import LasimModel


/// A backend that sends an ISO 8601 string for a `Date` is told which number to send.
@Suite struct ISO8601HintTests {
    @Test func instants() {
        #expect(ISO8601.unixSeconds("2023-11-14T22:13:20Z") == 1_700_000_000)
        #expect(ISO8601.unixSeconds("2023-11-14T23:13:20+01:00") == 1_700_000_000)
        #expect(ISO8601.unixSeconds("2023-11-14T22:13:20.5Z") == 1_700_000_000.5)
        #expect(ISO8601.unixSeconds("2023-11-14") == 1_699_920_000)
        #expect(ISO8601.unixSeconds("14 Nov 2023") == nil)
        #expect(ISO8601.unixSeconds("2023-13-14T22:13:20Z") == nil)
    }

    @Test func dateFieldSaysWhichNumber() throws {
        let eta: JSONValue = .string("2023-11-14T22:13:20Z")
        let failure = StateDecoder.failure(decoding: eta, as: .date, path: JSONPath(keys: "eta"))
        #expect(failure?.message.contains("send 721692800 for 2023-11-14T22:13:20Z") == true, "\(String(describing: failure))")
    }
}
