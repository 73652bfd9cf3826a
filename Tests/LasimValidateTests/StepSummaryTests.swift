import Testing
@testable import LasimValidate

/// The Markdown table `--format github` appends to $GITHUB_STEP_SUMMARY.
@Suite struct StepSummaryTests {
    @Test func countsAndATableOfFindings() {
        var linter = PayloadLinter(catalog: .builtIn())
        var summary = StepSummary()
        linter.onFinding = { summary.add($0) }
        linter.lint(bytes: Array(#"{"aps":{"timestamp":1,"event":"update","content-state":{"stage":"picking","minutesLeft":2,"storeName":"H","itemsCount":1,"promisedAt":721696400,"a|b`[x](y)*<i>\n":1}}}"#.utf8),
                    file: "/repo/p.ndjson")
        let md = summary.markdown(linter.report, paths: ArtifactPath(base: "/repo"))
        let lines = md.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "### lasim validate")
        #expect(lines[2] == "✅ 1 payload in 1 file: 0 errors, 1 warning")
        #expect(lines[4] == "| Level | Rule | File | Line | Path | Message |")
        // Markup in the key is shown as written; a pipe does not open a column.
        #expect(lines[6].hasPrefix(#"| warning | `extra-field` | p.ndjson | 1 | aps.content-state.a\|b\`\[x\](y)\*\<i\>␊ | not a field of"#))
        #expect(lines[6].components(separatedBy: " | ").count == 6)
    }

    @Test func theTableStopsAtItsLimit() {
        var summary = StepSummary(limit: 2)
        let f = Finding(file: "a", line: 1, severity: .error, path: "$", rule: .stream, message: "junk")
        summary.add([f, f, f, f, f])
        var report = LintReport()
        report.add([f, f, f, f, f], keep: false)
        let md = summary.markdown(report, paths: ArtifactPath(base: nil))
        #expect(md.components(separatedBy: "| error | `stream` |").count == 3)
        #expect(md.contains("3 more findings not shown: see the step's log."))
        #expect(md.contains("❌ 0 payloads in 0 files: 5 errors, 0 warnings"))
    }
}
