import Foundation
import LasimModel
import LasimSnapshotTesting
import Testing
@testable import LasimValidate

/// One table of rules, the same ids everywhere.
@Suite struct RuleCatalogTests {
    @Test func idsAreStableKebabCaseAndDescribed() {
        let ids = RuleCatalog.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        // The ids published before the catalog, and lasim test's: never renamed.
        #expect(Set(ids) == ["snapshot-mismatch", "snapshot-missing", "snapshot-obsolete", "unexpected-drop", "expected-drop-missing",
                             "missing-field", "null-field", "wrong-type", "wrong-value", "unknown-case", "out-of-range",
                             "extra-field", "decode-failure", "custom-decoding", "unix-date", "unix-date-unknown-app",
                             "millisecond-date", "millisecond-date-unknown-app", "millisecond-timestamp", "no-timestamp",
                             "stale-past", "dismissal-not-end", "dismissal-capped", "start-without-alert", "unknown-key",
                             "unknown-attributes-type", "malformed-json", "dropped", "stream", "unreadable",
                             // The app's own views drawn (--swift).
                             "image-too-large",
                             // lasim serve's phone (GET /lasim/phone).
                             "swiped-away", "activity-ended", "older-timestamp", "throttled", "low-power-delayed",
                             "offline-held", "offline-coalesced", "offline-expired", "update-token-withheld",
                             "token-unregistered", "token-wrong-environment"])
        // Every id the simulated phone gives an outcome is one of the table's.
        for id in PhoneRule.all { #expect(Rule(rawValue: id) != nil, "\(id)") }
        for rule in RuleCatalog.rules {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            let d = RuleCatalog.describe(rule)
            #expect(!d.title.isEmpty && d.detail.count > 40 && !d.fix.isEmpty, "\(rule.id)")
            #expect(d.detail.hasSuffix(".") && d.fix.hasSuffix("."), "\(rule.id)")
        }
    }

    /// docs/validate.md carries the table `markdownTable` makes, between its
    /// markers; LASIM_RECORD=1 writes it there.
    @Test func docsCarryTheRuleTable() throws {
        let current = try assertDocSection(RuleCatalog.markdownTable, marker: "rules", in: "docs/validate.md", suite: "RuleCatalogTests")
        for rule in RuleCatalog.rules { #expect(current.contains("| `\(rule.id)` |")) }
    }

    /// The id a finding carries is the one every format prints.
    @Test func everyFormatNamesTheSameRule() throws {
        let r = lint(["bad-state.json", "warnings-only.ndjson", "malformed.ndjson"])
        #expect(r.findings.count > 8)
        let paths = ArtifactPath(base: nil)
        let json = try JSONParser.parse(r.json)
        let sarif = try JSONParser.parse(SARIFLog.json(r.findings, tool: .init(version: "0", informationURI: nil), paths: paths))
        let results = try #require(sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        var junit = JUnitReport()
        var linter = PayloadLinter(catalog: .builtIn())
        linter.onPayload = { junit.add($0) }
        for n in ["bad-state.json", "warnings-only.ndjson", "malformed.ndjson"] { linter.lint(path: fixtures.appendingPathComponent(n).path) }
        let xml = junit.xml(paths: paths)
        for (i, f) in r.findings.enumerated() {
            #expect(f.text.hasSuffix(" [\(f.code)]"))
            #expect(json["findings"]?.arrayValue?[i]["code"]?.stringValue == f.code)
            #expect(results[i]["ruleId"]?.stringValue == f.code)
            #expect(GitHubAnnotation.command(f, paths: paths).contains(",title=\(f.code)%3A "))
            if f.severity == .error { #expect(xml.contains("<failure type=\"\(f.code)\"")) }
        }
    }
}
