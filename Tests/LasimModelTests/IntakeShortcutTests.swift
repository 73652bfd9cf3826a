@testable import LasimModel
import Testing

/// `PayloadIntake.feed` parses a one-line value straight away instead of
/// having the splitter find its end first. Whatever the input,
/// it must give exactly the items the splitter's way gives: the same
/// pushes, rejections, reasons and line numbers.
@Suite struct IntakeShortcutTests {
    /// Feeds `lines` one at a time: contiguous bytes (the shortcut may
    /// apply) or the same bytes through a lazy view (it never does). A
    /// good line goes first, unless the case starts with a byte order
    /// mark: the shortcut waits for the stream's first bytes to settle it.
    func items(_ lines: [String], shortcut: Bool, maxValueBytes: Int = 1 << 20) -> [PayloadIntake.Item] {
        var intake = PayloadIntake(sourceName: "s", maxValueBytes: maxValueBytes)
        var out: [PayloadIntake.Item] = []
        let first = lines.first?.hasPrefix("\u{FEFF}") == true ? [] : ["[]\n"]
        for line in first + lines {
            let bytes = Array(line.utf8)
            out += shortcut ? intake.feed(bytes) : intake.feed(bytes.lazy.map { $0 })
        }
        return out + intake.finish()
    }

    static let good = update(2000)

    @Test("the same items either way", arguments: [
        [good + "\n", update(2001) + "\n"],
        [good + good + "\n"],                                  // two values on one line
        [good + " junk\n", good + "\n"],                       // junk after a value
        [good + ",\n", good],                                  // a comma after it; no newline at the end
        ["   " + good + "\n"],                                 // spaces before it
        ["{\"aps\": }\n", good + "\n"],                        // malformed
        ["{\"a\":\"x\n", "y\"}\n", good + "\n"],              // a raw newline inside a string
        ["{\n", good + "\n"],                                  // cut off by the next value at column 0
        ["{\n", "  \"aps\": {\"event\": \"update\", \"timestamp\": 5, \"content-state\": {}}\n", "}\n"], // pretty-printed
        ["[\n", "{\"a\": 1}\n", "]\n"],                      // a line of a value that starts with {
        ["[1, 2]\n", "{}\n", "[]\n", "\"text\"\n", "42\n"],
        [String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n", good + "\n"], // too deep
        ["\u{FEFF}" + good + "\n", good + "\n"],               // a byte order mark
        ["{\"aps\":{\"event\":\"update\",\"timestamp\":1,\"content-state\":{\"s\":\"\u{7}\"}}}\n"],
        [good],                                                // no newline: completed at the end
        ["{\"a\":1}{\n", good + "\n"],
        ["[\n{\"a\": 1}\n]\n" + good + "\n"],            // several lines in one piece, one at column 0
        ["{\"x\":\n1}\n" + good + "\n"],
    ])
    func sameItems(_ lines: [String]) {
        #expect(items(lines, shortcut: true) == items(lines, shortcut: false))
    }

    @Test func invalidUTF8() {
        var bytes = Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{"s":""#.utf8)
        bytes += [0xC3, 0x28] + Array("\"}}}\n".utf8)
        var a = PayloadIntake(sourceName: "s"), b = PayloadIntake(sourceName: "s")
        _ = a.feed(Array("[]\n".utf8)); _ = b.feed(Array("[]\n".utf8))
        #expect(a.feed(bytes) + a.finish() == b.feed(bytes.lazy.map { $0 }) + b.finish())
    }

    @Test func valuesOverTheSizeLimit() {
        let lines = [Self.good + "\n", Self.good + "\n"]
        let limit = Self.good.utf8.count - 1
        let shortcut = items(lines, shortcut: true, maxValueBytes: limit)
        #expect(shortcut == items(lines, shortcut: false, maxValueBytes: limit))
        #expect(shortcut.allSatisfy { if case .rejected = $0 { return true } else { return false } })
    }

    /// The shortcut takes the common case: a line of NDJSON is one push.
    @Test func oneLineIsOnePush() {
        var intake = PayloadIntake(sourceName: "s")
        _ = intake.feed(Array((Self.good + "\n").utf8)) // the first value settles the byte order mark
        let out = intake.feed(Array((update(2001) + "\n").utf8))
        guard case .push(let p)? = out.first, out.count == 1 else { Issue.record("got \(out)"); return }
        #expect(p.source == "s:2")
    }
}
