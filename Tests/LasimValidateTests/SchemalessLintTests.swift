import Foundation
import LasimModel
import Testing
@testable import LasimValidate

/// An app lasim has no template for: no schema, but the mistakes payloads
/// copied from READMEs carry (comments, Unix dates) are still named.
@Suite struct SchemalessLintTests {
    @Test func readmeCopiedPayloadNamesCommentsAndUnixDates() {
        let r = lint(["readme-copied.json"])
        let text = r.text
        // The comment line before the first value, and the one inside it.
        #expect(r.findings.contains { $0.line == 1 && $0.message.contains("JSON has no comments") }, "\(text)")
        #expect(r.findings.contains { $0.line == 8 && $0.code == "malformed-json" && $0.message.contains("JSON has no comments") },
                "\(text)")
        // The fixed copy: dates a Swift Date field would show 31 years late.
        let seconds = r.at("aps.content-state.pickupTime")
        #expect(seconds.count == 1 && seconds[0].severity == .warning, "\(text)")
        #expect(seconds.first?.message.contains("2055-04-") == true, "\(text)")
        #expect(seconds.first?.message.contains("2024-04-05") == true, "\(text)")
        #expect(r.codes("aps.content-state.updatedAtMs") == ["millisecond-date-unknown-app"], "\(text)")
        #expect(r.at("aps.content-state.seats").isEmpty, "a small number is not a date")
        #expect(r.at("aps.content-state.driverName").isEmpty)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "trailing comma before }"),
        ("[1, 2,]", "trailing comma before ]"),
        ("{\"a\": 1 // note\n}", "JSON has no comments"),
        ("{\"a\": /* x */ 1}", "JSON has no comments"),
        ("{'a': 1}", "keys need double quotes, not single quotes"),
        ("{\"a\": 'x'}", "strings need double quotes"),
        ("{a: 1}", "keys need double quotes (unquoted key a)"),
        ("{\"a\": NaN}", "NaN is not JSON"),
        ("{\"a\": -Infinity}", "Infinity is not JSON"),
        ("{\"a\": True}", "JSON literals are lower case"),
        ("{\"a\": 1 \"b\": 2}", "missing comma"),
    ])
    func malformedJSONNamesTheCause(_ input: String, _ cause: String) {
        let r = lint(text: input)
        let f = r.findings.first { $0.code == "malformed-json" }
        #expect(f?.message.contains(cause) == true, "\(input): \(r.text)")
        // Every intake path says it too: the same parser.
        let items = PayloadIntake.items(of: Array(input.utf8), sourceName: "t")
        guard case .rejected(let rej)? = items.first else { Issue.record("\(items)"); return }
        #expect(rej.reason.contains(cause), "\(rej.reason)")
    }
}
