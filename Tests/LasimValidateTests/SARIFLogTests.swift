import Foundation
import LasimModel
import Testing
@testable import LasimValidate

/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning reads it.
@Suite struct SARIFLogTests {
    /// Findings of every shape: schema errors and warnings, a stream error,
    /// malformed JSON, and payload text no report should pass on raw.
    static func findings() -> [Finding] {
        var linter = PayloadLinter(catalog: .builtIn())
        for n in ["bad-state.json", "warnings-only.ndjson", "malformed.ndjson", "readme-copied.json"] {
            linter.lint(path: fixtures.appendingPathComponent(n).path)
        }
        linter.lint(bytes: Array(#"{"aps":{"timestamp":1,"event":"update","content-state":{"stage":"picking","minutesLeft":2,"storeName":"H","itemsCount":1,"promisedAt":721696400,"<b>\"&\u0007\u202e":1}}}"#.utf8),
                    file: "/repo/odd dir/#1 état.ndjson")
        return linter.report.findings
    }

    static let tool = SARIFLog.Tool(version: "0.9.0", informationURI: "https://example.org/lasim")

    @Test func oneRunWithEveryRuleAndEveryResult() throws {
        let findings = Self.findings()
        let log = try JSONParser.parse(SARIFLog.json(findings, tool: Self.tool, paths: ArtifactPath(base: "/repo")))
        #expect(log["$schema"]?.stringValue == SARIFLog.schema)
        #expect(log["version"]?.stringValue == "2.1.0")
        let runs = try #require(log["runs"]?.arrayValue)
        #expect(runs.count == 1)
        let driver = try #require(runs[0]["tool"]?["driver"])
        #expect(driver["name"]?.stringValue == "lasim")
        #expect(driver["version"]?.stringValue == "0.9.0")
        #expect(driver["informationUri"]?.stringValue == "https://example.org/lasim")
        let rules = try #require(driver["rules"]?.arrayValue)
        #expect(rules.map { $0["id"]?.stringValue } == RuleCatalog.rules.map(\.id))
        for (rule, json) in zip(RuleCatalog.rules, rules) {
            let d = RuleCatalog.describe(rule)
            #expect(json["shortDescription"]?["text"]?.stringValue == d.title)
            #expect(json["fullDescription"]?["text"]?.stringValue == d.detail)
            #expect(json["help"]?["text"]?.stringValue == "Fix: " + d.fix)
            #expect(json["defaultConfiguration"]?["level"]?.stringValue == d.level.rawValue)
        }
        let results = try #require(runs[0]["results"]?.arrayValue)
        #expect(results.count == findings.count)
        for (f, r) in zip(findings, results) {
            #expect(r["ruleId"]?.stringValue == f.code)
            let index = try #require(r["ruleIndex"]?.numberValue.map { Int($0) })
            #expect(rules[index]["id"]?.stringValue == f.code)
            #expect(r["level"]?.stringValue == f.severity.rawValue)
            let message = try #require(r["message"]?["text"]?.stringValue)
            #expect(f.text.contains(": error: \(message) [") || f.text.contains(": warning: \(message) ["), "\(message)")
            let physical = try #require(r["locations"]?.arrayValue?.first?["physicalLocation"])
            #expect(physical["region"]?["startLine"]?.numberValue == Double(f.line))
            #expect(physical["region"]?["startColumn"]?.numberValue == Double(f.column))
            #expect(f.line >= 1 && f.column >= 1)
        }
        let uris = Set(results.compactMap { $0["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue })
        // Relative to the working directory, percent-encoded.
        #expect(uris.contains("odd%20dir/%231%20%C3%A9tat.ndjson"))
        // Outside it: an absolute file URI.
        #expect(uris.contains { $0.hasPrefix("file:///") && $0.hasSuffix("/Fixtures/bad-state.json") })
    }

    @Test func pathsAreRelativeToTheWorkingDirectory() {
        let paths = ArtifactPath(base: "/work/repo/")
        #expect(paths.relative("/work/repo/payloads/a.ndjson") == "payloads/a.ndjson")
        #expect(paths.relative("./payloads//./a.ndjson") == "payloads/a.ndjson")
        #expect(paths.relative("/work/repository/a.ndjson") == "/work/repository/a.ndjson")
        #expect(paths.relative("stdin") == "stdin")
        #expect(paths.uri("/elsewhere/a b.json") == "file:///elsewhere/a%20b.json")
        #expect(paths.uri("c:d/e,f.json") == "c%3Ad/e%2Cf.json")
    }

    /// Nothing from a payload reaches the document raw: controls, bidi overrides.
    @Test func payloadTextIsShownNotPassedOn() throws {
        let text = SARIFLog.json(Self.findings(), tool: Self.tool, paths: ArtifactPath(base: "/repo"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x202E })
        #expect(text.contains("<b>\\\"&\u{2407}\u{FFFD}"))
    }

    @Test(.enabled(if: PythonChecker.runnable, PythonChecker.skipNote))
    func validatesAgainstTheOfficialSchema() throws {
        _ = try PythonChecker.python()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        for (name, findings) in [("findings", Self.findings()), ("none", [])] {
            for tool in [Self.tool, SARIFLog.Tool(version: "0.9.0", informationURI: nil)] {
                try SARIFLog.json(findings, tool: tool, paths: ArtifactPath(base: "/repo")).write(to: file, atomically: true, encoding: .utf8)
                let r = try PythonChecker.run(PythonChecker.validateSARIF, [file.path])
                #expect(r.status == 0, "\(name): \(r.output)")
            }
        }
    }
}
