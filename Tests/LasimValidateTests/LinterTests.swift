import Foundation
import LasimModel
import LasimRender
import LasimTemplate
import Testing
@testable import LasimValidate

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

func lint(_ names: [String], template: String? = nil) -> LintReport {
    var catalog = TemplateCatalog.builtIn()
    catalog.forced = template
    var linter = PayloadLinter(catalog: catalog)
    for n in names { linter.lint(path: fixtures.appendingPathComponent(n).path) }
    return linter.report
}

func lint(text: String, template: String? = nil) -> LintReport {
    var catalog = TemplateCatalog.builtIn()
    catalog.forced = template
    var linter = PayloadLinter(catalog: catalog)
    linter.lint(bytes: Array(text.utf8), file: "t.ndjson")
    return linter.report
}

extension LintReport {
    func at(_ path: String) -> [Finding] { findings.filter { $0.path == path } }
    func codes(_ path: String) -> [String] { at(path).map(\.code) }
}

@Suite struct LinterTests {
    @Test(arguments: ["good.ndjson", "good-pretty.json", "good.apns"])
    func goodPayloadsHaveNoFindings(_ name: String) {
        let r = lint([name])
        #expect(r.findings.isEmpty, "\(r.text)")
        #expect(r.payloads > 0)
        #expect(r.exitCode == 0)
    }

    @Test func everyContentStateProblemIsReported() throws {
        let r = lint(["bad-state.json"])
        #expect(r.payloads == 1)
        #expect(r.codes("aps.content-state.orderNum") == ["missing-field"])
        #expect(r.codes("aps.content-state.orderId") == ["wrong-type"])
        #expect(r.codes("aps.content-state.status") == ["unknown-case"])
        #expect(r.codes("aps.content-state.deliveryProgress") == ["out-of-range"])
        #expect(r.codes("aps.content-state.eta.to") == ["unix-date"])
        #expect(r.codes("aps.content-state.eta.from") == ["unix-date"])
        let extra = try #require(r.at("aps.content-state.ordernum").first)
        #expect(extra.severity == .warning)
        #expect(extra.message.contains("did you mean orderNum?"))
        // The first error the phone's decoder hits says the update is dropped.
        let status = try #require(r.at("aps.content-state.status").first)
        #expect(status.message.contains("the phone drops the whole update"))
        #expect(status.message.contains("dataCorrupted at status"))
        // Unix time read as seconds since 2001: the date the phone would show.
        let eta = try #require(r.at("aps.content-state.eta.to").first)
        #expect(eta.message.contains("2054-11-14 22:33 UTC"))
        #expect(eta.message.contains("not 2023-11-14 22:33 UTC"))
        // No start in the stream: the closest template, said so.
        #expect(eta.message.contains("assuming template order"))
        #expect(r.errors == 6)
        #expect(r.warnings == 1)
        #expect(r.exitCode == 1)
    }

    @Test func linesPointAtTheKeys() throws {
        let r = lint(["bad-state.json"])
        #expect(r.at("aps.content-state.status").first?.line == 6)
        #expect(r.at("aps.content-state.orderId").first?.line == 7)
        #expect(r.at("aps.content-state.eta.to").first?.line == 10)
        // Missing: the line of the object it is missing from.
        #expect(r.at("aps.content-state.orderNum").first?.line == 4)
        #expect(r.findings.map(\.line) == r.findings.map(\.line).sorted())
    }

    @Test func textFormat() throws {
        let r = lint(["bad-state.json"])
        let line = try #require(r.text.split(separator: "\n").first { $0.contains("orderNum:") })
        #expect(line.hasSuffix("missing required field (Int) (assuming template order, the closest fit; --template chooses) [missing-field]"))
        #expect(line.hasPrefix(fixtures.appendingPathComponent("bad-state.json").path + ":4: error: aps.content-state.orderNum: "))
    }

    @Test func jsonFormat() throws {
        let r = lint(["bad-state.json", "warnings-only.ndjson"])
        let parsed = try JSONParser.parse(r.json)
        #expect(parsed["errors"]?.numberValue == Double(r.errors))
        #expect(parsed["warnings"]?.numberValue == Double(r.warnings))
        #expect(parsed["payloads"]?.numberValue == 2)
        let findings = try #require(parsed["findings"]?.arrayValue)
        #expect(findings.count == r.findings.count)
        let first = try #require(findings.first)
        for key in ["file", "line", "severity", "path", "code", "message"] { #expect(first[key] != nil, "\(key)") }
    }

    @Test func datesAndLifecycle() {
        let r = lint(["bad-dates.ndjson"])
        #expect(r.codes("aps.timestamp") == ["millisecond-timestamp"])
        #expect(r.codes("aps") == ["start-without-alert"])
        #expect(r.codes("aps.stale-date") == ["stale-past"])
        #expect(r.codes("aps.dismissal-date") == ["dismissal-not-end"])
        #expect(r.at("aps.stale-date").first?.severity == .warning)
        #expect(r.at("aps.stale-date").first?.line == 2)
        #expect(r.exitCode == 1)
    }

    @Test func warningsOnlyExitZero() {
        let r = lint(["warnings-only.ndjson"])
        #expect(r.errors == 0)
        #expect(Set(r.findings.map(\.code)) == ["unknown-key", "no-timestamp", "extra-field"])
        #expect(r.at("aps.relevance_score").first?.message.contains("did you mean relevance-score?") == true)
        #expect(r.exitCode == 0)
    }

    @Test func malformedStreamsGoOn() {
        let r = lint(["malformed.ndjson"])
        #expect(r.payloads == 3)
        #expect(r.findings.count == 2)
        #expect(r.findings.allSatisfy { $0.path == "$" && $0.severity == .error })
        #expect(r.findings.map(\.line) == [1, 3])
    }

    @Test func startNeedsAttributesAndAlert() {
        let r = lint(["start-without-attributes.ndjson"])
        #expect(r.codes("aps.attributes") == ["dropped"])
        #expect(r.codes("aps") == ["start-without-alert"])
        #expect(r.codes("aps.content-state.promisedAt") == ["wrong-type"])
    }

    @Test func millisecondsInDateField() {
        let r = lint(text: #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"stage":"picking","minutesLeft":2,"storeName":"H","itemsCount":1,"promisedAt":1700000000000}}}"#)
        #expect(r.codes("aps.content-state.promisedAt") == ["millisecond-date"])
    }

    @Test func dateCloseToTheTimestampIsFine() {
        // 2001-based seconds: a date an hour after the payload's timestamp.
        let r = lint(text: #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"stage":"picking","minutesLeft":2,"storeName":"H","itemsCount":1,"promisedAt":721696400}}}"#)
        #expect(r.findings.isEmpty, "\(r.text)")
    }

    @Test func templateOptionForcesTheSchema() {
        let text = #"{"aps":{"timestamp":1,"event":"update","content-state":{"home":"A"}}}"#
        let forced = lint(text: text, template: "order")
        #expect(Set(forced.findings.map(\.code)).isSuperset(of: ["missing-field", "extra-field"]))
        #expect(forced.codes("aps.content-state.orderNum") == ["missing-field"])
        #expect(forced.codes("aps.content-state.home") == ["extra-field"])
    }

    @Test func updatesUseTheTemplateTheirActivityStartedWith() {
        let text = """
        {"activity":"a","payload":{"aps":{"timestamp":1,"event":"start","attributes-type":"MatchAttributes","attributes":{"competition":"x"},"content-state":{"home":"A","away":"B","homeScore":0,"awayScore":0,"period":"1"},"alert":{"title":"t"}}}}
        {"activity":"a","payload":{"aps":{"timestamp":2,"event":"update","content-state":{"home":"A","away":"B","homeScore":"1","awayScore":0}}}}
        """
        let r = lint(text: text)
        #expect(r.codes("aps.content-state.homeScore") == ["wrong-type"])
        #expect(r.codes("aps.content-state.period") == ["missing-field"])
        #expect(r.findings.allSatisfy { $0.line == 2 })
        #expect(!r.text.contains("assuming"))
    }

    @Test func unknownAttributesTypeIsSaid() {
        let text = #"{"aps":{"timestamp":1,"event":"start","attributes-type":"PizzaAttributes","attributes":{},"content-state":{"x":1},"alert":"hi"}}"#
        let r = lint(text: text)
        #expect(r.codes("aps.attributes-type") == ["unknown-attributes-type"])
        #expect(r.exitCode == 0)
    }

    @Test func oversizedPayloadIsAnError() {
        let big = String(repeating: "x", count: 5000)
        let r = lint(text: "{\"aps\":{\"timestamp\":1,\"event\":\"update\",\"content-state\":{\"s\":\"\(big)\"}}}")
        #expect(r.findings.first?.message.contains("PayloadTooLarge") == true)
        #expect(r.exitCode == 1)
    }

    @Test func utcDates() {
        #expect(PayloadLinter.utc(0) == "1970-01-01 00:00 UTC")
        #expect(PayloadLinter.utc(978_307_200) == "2001-01-01 00:00 UTC")
        #expect(PayloadLinter.utc(1_700_000_000) == "2023-11-14 22:13 UTC")
        #expect(PayloadLinter.utc(951_782_400) == "2000-02-29 00:00 UTC")
    }
}
