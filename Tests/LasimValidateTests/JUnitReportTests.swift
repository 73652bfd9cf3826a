import Foundation
import LasimModel
import Testing
@testable import LasimValidate

/// `--junit FILE`: a suite per file, a case per payload, a failure per error.
@Suite struct JUnitReportTests {
    /// A hostile key: markup, an entity, a quote, a CDATA end, a control character.
    static let hostile = #"{"aps":{"timestamp":1,"event":"update","content-state":{"stage":"picking","minutesLeft":"2","storeName":"H","itemsCount":1,"promisedAt":721696400,"<x a=\"b\">&amp;]]>\u0001":1}}}"#

    /// The report for three files: two payloads (one passes, one fails with
    /// a warning too), nothing at all, and one that cannot be read.
    static func report() -> (LintReport, JUnitReport) {
        var junit = JUnitReport()
        var linter = PayloadLinter(catalog: .builtIn())
        linter.onPayload = { junit.add($0) }
        junit.begin(file: "/repo/a.ndjson")
        let good = #"{"aps":{"timestamp":1,"event":"update","content-state":{"stage":"picking","minutesLeft":2,"storeName":"H","itemsCount":1,"promisedAt":721696400}}}"#
        linter.lint(bytes: Array((good + "\n" + hostile + "\n").utf8), file: "/repo/a.ndjson")
        junit.begin(file: "/repo/empty.ndjson")
        linter.lint(bytes: [], file: "/repo/empty.ndjson")
        let missing = "/nonexistent/lasim-\(getpid()).ndjson"
        junit.begin(file: missing)
        linter.lint(path: missing)
        return (linter.report, junit)
    }

    @Test func suitesCasesAndFailures() {
        let (report, junit) = Self.report()
        let xml = junit.xml(paths: ArtifactPath(base: "/repo"))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"lasim validate\" tests=\"3\" failures=\"2\" errors=\"0\">\n"))
        #expect(xml.contains("<testsuite name=\"a.ndjson\" tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testcase name=\"payload 1 (line 1)\" classname=\"a.ndjson\" file=\"a.ndjson\" line=\"1\"/>"))
        #expect(xml.contains("<testsuite name=\"empty.ndjson\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\">"))
        #expect(xml.contains("<testcase name=\"read the file\""))
        #expect(xml.contains("<failure type=\"unreadable\""))
        #expect(xml.components(separatedBy: "<failure ").count - 1 == report.errors)
        #expect(xml.contains("<failure type=\"wrong-type\" message=\"aps.content-state.minutesLeft: expected Int, found a string &quot;2&quot;"))
        #expect(xml.contains("Fix: " + RuleCatalog.describe(.wrongType).fix))
        #expect(xml.contains("<system-out>a.ndjson:2:"))
        // The hostile key, escaped and shown.
        #expect(xml.contains("aps.content-state.&lt;x a=\"b\"&gt;&amp;amp;]]&gt;\u{2401}: not a field"))
        #expect(!xml.unicodeScalars.contains { $0.value == 0x01 })
    }

    @Test(.enabled(if: PythonChecker.runnable, PythonChecker.skipNote))
    func aJUnitReaderReadsIt() throws {
        _ = try PythonChecker.python()
        let (_, junit) = Self.report()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try junit.xml(paths: ArtifactPath(base: "/repo")).write(to: file, atomically: true, encoding: .utf8)
        let r = try PythonChecker.run(PythonChecker.readJUnit, [file.path])
        #expect(r.status == 0, "\(r.output)")
        let read = try JSONParser.parse(r.output)
        #expect(read["tests"]?.numberValue == 3)
        #expect(read["failures"]?.numberValue == 2)
        let suites = try #require(read["suites"]?.arrayValue)
        #expect(suites.map { $0["name"]?.stringValue ?? "" } == ["a.ndjson", "empty.ndjson", "/nonexistent/lasim-\(getpid()).ndjson"])
        #expect(suites.map { $0["tests"]?.numberValue ?? -1 } == [2, 0, 1])
        let cases = try #require(suites[0]["cases"]?.arrayValue)
        #expect(cases.map { $0["name"]?.stringValue ?? "" } == ["payload 1 (line 1)", "payload 2 (line 2)"])
        #expect(cases[0]["failures"]?.arrayValue?.isEmpty == true)
        let failures = try #require(cases[1]["failures"]?.arrayValue)
        #expect(failures.map { $0["type"]?.stringValue ?? "" } == ["wrong-type"])
        #expect(failures[0]["message"]?.stringValue?.hasPrefix("aps.content-state.minutesLeft: expected Int, found a string \"2\"") == true)
        #expect(failures[0]["text"]?.stringValue?.hasSuffix("Fix: " + RuleCatalog.describe(.wrongType).fix) == true)
        // The reader gets the hostile key back as written, control shown as a picture.
        #expect(cases[1]["out"]?.stringValue?.contains("aps.content-state.<x a=\"b\">&amp;]]>\u{2401}: not a field") == true)
        let unreadable = try #require(suites[2]["cases"]?.arrayValue?.first?["failures"]?.arrayValue?.first)
        #expect(unreadable["type"]?.stringValue == "unreadable")
    }
}
