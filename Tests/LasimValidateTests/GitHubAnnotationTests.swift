import LasimModel
import Testing
@testable import LasimValidate

/// `--format github`: workflow commands in the exact form the runner reads.
@Suite struct GitHubAnnotationTests {
    @Test func escapingIsGitHubs() {
        // As actions/toolkit's escapeData and escapeProperty.
        #expect(GitHubAnnotation.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubAnnotation.escapeProperty("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext%3A a%2Cb")
        #expect(GitHubAnnotation.escapeData("%0A") == "%250A")
        #expect(GitHubAnnotation.escapeProperty("::") == "%3A%3A")
    }

    @Test func anErrorOnAKey() {
        let f = Finding(file: "/repo/payloads/order.ndjson", line: 4, column: 7, severity: .error,
                        path: "aps.content-state.orderNum", rule: .missingField, message: "missing required field (Int)")
        #expect(GitHubAnnotation.command(f, paths: ArtifactPath(base: "/repo/")) ==
                "::error file=payloads/order.ndjson,line=4,col=7,title=missing-field%3A Required field missing::aps.content-state.orderNum: missing required field (Int)")
    }

    @Test func aWarningWithEveryCharacterThatNeedsEscaping() {
        let f = Finding(file: "odd,name:1%.json", line: 1, column: 1, severity: .warning,
                        path: "aps.content-state.a,b", rule: .extraField, message: "100% sure: not a field")
        #expect(GitHubAnnotation.command(f, paths: ArtifactPath(base: nil)) ==
                "::warning file=odd%2Cname%3A1%25.json,line=1,col=1,title=extra-field%3A Field the app does not declare::aps.content-state.a,b: 100%25 sure: not a field")
    }

    /// A payload key holding a line feed and `::error` cannot start a second
    /// command, nor an escape sequence colour the log: one line, controls as pictures.
    @Test func payloadTextCannotInjectACommand() throws {
        let r = lint(text: #"{"aps":{"timestamp":1,"event":"update","content-state":{"stage":"picking","minutesLeft":2,"storeName":"H","itemsCount":1,"x\n::error::owned\r\u001b[31m":1}}}"#,
                     template: "grocery")
        let f = try #require(r.findings.first { $0.code == "extra-field" })
        let line = GitHubAnnotation.command(f, paths: ArtifactPath(base: nil))
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}"))
        #expect(line.hasPrefix("::warning file=t.ndjson,line=1,col="))
        #expect(line.contains("::aps.content-state.x\u{240A}::error::owned\u{240D}\u{241B}[31m: not a field of"))
    }

    @Test func columnsArePlacedOnTheKey() throws {
        let text = "{\"aps\": {\"timestamp\": 1, \"event\": \"update\",\n  \"content-state\": {\"é\": 1, \"stage\": 5}}}\n"
        let r = lint(text: text, template: "grocery")
        let stage = try #require(r.findings.first { $0.path == "aps.content-state.stage" })
        // `  "content-state": {"é": 1, ` is 28 scalars (é is one, two bytes).
        #expect((stage.line, stage.column) == (2, 29))
        let extra = try #require(r.findings.first { $0.code == "extra-field" })
        #expect((extra.line, extra.column) == (2, 21))
        // A key on the payload's first line counts from the payload's start.
        let first = lint(text: "{\"aps\":{\"timestamp\":1,\"event\":\"update\",\"bogus\":1,\"content-state\":{}}}")
        let bogus = try #require(first.findings.first { $0.code == "unknown-key" })
        #expect((bogus.line, bogus.column) == (1, 40))
    }

    /// Lines come from where the JSON reader saw each key: an array's
    /// second element is its own line, not the first element's key of the
    /// same name; a key written with escapes is found; in an envelope, the
    /// payload's key, not the envelope's.
    @Test func positionsAreTheReadersNotATextSearch() throws {
        let list = lint(text: """
            {"aps": {"timestamp": 1, "event": "update", "content-state": {
              "d": [{"when": 1},
                    {"when": 1700000000}]}}}

            """)
        let when = try #require(list.findings.first { $0.path == "aps.content-state.d[1].when" })
        #expect((when.line, when.column) == (3, 10))
        #expect(when.jsonPath == JSONPath([.key("aps"), .key("content-state"), .key("d"), .index(1), .key("when")]))
        let escaped = lint(text: #"{"aps":{"timestamp":1,"event":"update","content-state":{"\u0077hen":1700000000}}}"#)
        let e = try #require(escaped.findings.first { $0.path == "aps.content-state.when" })
        #expect((e.line, e.column) == (1, 57))
        let envelope = lint(text: #"{"activity":"a","x":{"aps":1},"payload":{"aps":3}}"#)
        let aps = try #require(envelope.findings.first { $0.code == "dropped" })
        #expect(aps.path == "aps" && aps.column == 42)
    }
}
