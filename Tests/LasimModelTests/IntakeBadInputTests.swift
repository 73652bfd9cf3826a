@testable import LasimModel
import Testing

/// Bad input from outside: each value gets one rejection with a clear
/// reason, and the stream goes on with the next value.
@Suite struct IntakeBadInputTests {
    let good = update(2000) + "\n"

    func items(_ bytes: [UInt8]) -> [PayloadIntake.Item] {
        PayloadIntake.items(of: bytes, sourceName: "stdin")
    }

    func reasons(_ items: [PayloadIntake.Item]) -> [String] {
        items.compactMap { if case .rejected(let r) = $0 { return r.reason } else { return nil } }
    }

    func pushes(_ items: [PayloadIntake.Item]) -> Int {
        items.filter { if case .push = $0 { return true } else { return false } }.count
    }

    @Test("bad values are reported and the good one after them still arrives", arguments: [
        ("{\"aps\": }\n", "malformed JSON"),
        ("\"just a string\"\n", "expected a JSON object"),
        ("{\"aps\":{\"event\":\"update\",\"timestamp\":1e400,\"content-state\":{}}}\n", "out of range"),
        ("{\"aps\":{\"event\":\"nope\",\"content-state\":{}}}\n", "unknown event"),
    ])
    func badThenGood(_ bad: String, _ reason: String) {
        let out = items(Array((bad + good).utf8))
        #expect(reasons(out).count == 1)
        #expect(reasons(out).first?.contains(reason) == true, "got \(reasons(out))")
        #expect(pushes(out) == 1)
    }

    @Test func invalidUTF8() {
        var bytes = Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{"s":""#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}}}\n".utf8) + Array(good.utf8)
        let out = items(bytes)
        #expect(reasons(out).first?.contains("invalid UTF-8") == true)
        #expect(pushes(out) == 1)
    }

    @Test func tenMegabyteValue() {
        var bytes = Array(#"{"aps":{"event":"update","content-state":{"s":""#.utf8)
        bytes += [UInt8](repeating: 0x61, count: 10 << 20)
        bytes += Array("\"}}}\n".utf8) + Array(good.utf8)
        let out = items(bytes)
        #expect(reasons(out).first?.contains("larger than") == true)
        #expect(pushes(out) == 1)
    }

    @Test func nestingTenThousandDeep() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let out = items(Array((deep + good).utf8))
        #expect(reasons(out).first?.contains("nesting deeper") == true)
        #expect(pushes(out) == 1)
    }

    @Test func sourceLinesAreReported() {
        let out = items(Array(("\n\n{\"aps\": }\n" + good).utf8))
        if case .rejected(let r) = out.first { #expect(r.source == "stdin:3") } else { Issue.record("expected a rejection first") }
    }

    @Test func controlCharactersNeverReachMessages() {
        let out = items(Array(#"{"aps":{"event":"\u001b[31mred","content-state":{}}}"#.utf8))
        let reason = reasons(out).first ?? ""
        #expect(!reason.unicodeScalars.contains { $0.value == 0x1B })
        #expect(reason.contains("␛[31mred"))
    }
}
