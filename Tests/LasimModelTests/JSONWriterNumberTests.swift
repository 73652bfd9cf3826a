@testable import LasimModel
import Testing

/// Whole numbers past 2^53 are written with every digit, as Swift's
/// `JSONEncoder` writes an `Int64` or `UInt64`: a `Duration`'s `[high, low]`
/// (70 s is `[3, 14659767778871345152]`) was written
/// `[3,1.4659767778871345e+19]`, which a phone's decoder of the `UInt64`
/// half refuses ("Parsed JSON number does not fit").
@Suite struct JSONWriterNumberTests {
    @Test("integers an Int64 or UInt64 holds keep every digit; fractions and larger numbers keep Swift's form", arguments: [
        (14_659_767_778_871_345_152.0, "14659767778871345152"),
        (9_704_189_641_294_348_288.0, "9704189641294348288"),
        (-9_223_372_036_854_775_808.0, "-9223372036854775808"),
        (9_007_199_254_740_993.0, "9007199254740992"),
        (70.0, "70"),
        (-3.0, "-3"),
        (0.5, "0.5"),
        (1e30, "1e+30"),
        (-1e19, "-1e+19"),
    ])
    func wholeNumbers(value: Double, written: String) {
        #expect(JSONWriter.compact(.number(value)) == written)
    }

    @Test("a Duration's [high, low] is written as an encoder writes it and parsed back to the same count")
    func durationRoundTrip() throws {
        let text = JSONWriter.compact(DurationCoding.json(seconds: 70))
        #expect(text == "[3,14659767778871345152]")
        let back = try JSONParser.parse(text)
        #expect(DurationCoding.attoseconds(back) == DurationCoding.attoseconds(seconds: 70))
    }
}
