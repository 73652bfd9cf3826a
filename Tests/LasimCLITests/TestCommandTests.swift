import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LasimTestTools
import Testing

/// `lasim test`: the worked example in Examples/ci holds as CI runs it, and
/// copies of it changed the ways a pull request changes things fail with
/// the status, the findings and the side-by-side cards promised.
@Suite struct TestCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let example = root.appendingPathComponent("Examples/ci")
    /// Not under GitHub Actions, whatever runs the tests.
    static let plain = ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""]

    /// A fresh folder holding a copy of Examples/ci/`name`; the scenario
    /// folder is `<returned>/<name>`, so it runs with relative paths there.
    static func copy(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("lasim-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: example.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        return dir
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    static func edit(_ url: URL, _ change: (String) -> String) throws {
        let before = try text(url)
        let after = change(before)
        #expect(after != before, "the edit changed nothing in \(url.lastPathComponent)")
        try after.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The 1-based line of a card's header in a golden.
    static func headerLine(_ golden: String, _ key: String) -> Int? {
        golden.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("== \(key) · ") }.map { $0 + 1 }
    }

    static let order = ["test", "order", "--template", "order"]

    @Test func theWorkedExampleHoldsAsCIRunsIt() throws {
        let order = try CLI.run(["test", "Examples/ci/order", "--template", "order"], environment: Self.plain, directory: Self.root)
        #expect(order.status == 0, "\(order.stdout)\(order.stderr)")
        #expect(order.stdout == "PASS Examples/ci/order/order.ndjson: 5 payloads, 26 cards\n")
        #expect(order.stderr == "lasim test: 1 scenario, 5 payloads, 26 cards: all hold\n")
        let pizza = try CLI.run(["test", "Examples/ci/pizza", "--swift", "Examples/ci/pizza/"], environment: Self.plain, directory: Self.root)
        #expect(pizza.status == 0, "\(pizza.stdout)\(pizza.stderr)")
        #expect(pizza.stdout.hasPrefix("PASS Examples/ci/pizza/pizza-payloads.ndjson: 2 payloads, "))
        // The example's own copies of the SwiftUI fixture, not links to it.
        for name in ["PizzaDeliveryWidget.swift", "pizza-payloads.ndjson"] {
            let mine = try Self.text(Self.example.appendingPathComponent("pizza/\(name)"))
            let fixture = try Self.text(Self.root.appendingPathComponent("Tests/LasimSwiftUITests/Fixtures/\(name)"))
            #expect(mine == fixture, "\(name) drifted from the SwiftUI test fixture")
        }
    }

    /// The workflow in docs/commands.md: each `run: lasim ...` step passes
    /// on the example, under GitHub Actions (in a copy: they write JUnit files).
    @Test func theDocumentedWorkflowPasses() throws {
        let docs = try Self.text(Self.root.appendingPathComponent("docs/commands.md"))
        let workflow = try #require(docs.components(separatedBy: "```yaml\nname: Live Activity\n").dropFirst().first?
            .components(separatedBy: "```").first)
        let commands = workflow.split(separator: "\n").compactMap { line -> [String]? in
            let l = line.trimmingCharacters(in: .whitespaces)
            return l.hasPrefix("run: lasim ") ? l.dropFirst("run: lasim ".count).split(separator: " ").map(String.init) : nil
        }
        #expect(commands.map(\.first) == ["test", "test", "validate"])
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-workflow-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples"), to: dir.appendingPathComponent("Examples"))
        for args in commands {
            let r = try CLI.run(args, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""], directory: dir)
            #expect(r.status == 0, "lasim \(args.joined(separator: " ")): \(r.stdout)\(r.stderr)")
            #expect(!r.stdout.contains("::error"), "\(r.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("order-junit.xml").path))
    }

    @Test func aChangedPayloadFailsWithTheCardsSideBySide() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.edit(dir.appendingPathComponent("order/order.ndjson")) { $0.replacing("\"deliveryProgress\":40", with: "\"deliveryProgress\":70") }
        let r = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(r.status == 1)
        let golden = try Self.text(dir.appendingPathComponent("order/order.golden.txt"))
        let key = "payload 3 · order-17 · lock · light"
        let line = try #require(Self.headerLine(golden, key))
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "FAIL order/order.ndjson: 5 payloads, 26 cards, 4 findings")
        let finding = try #require(lines.firstIndex { $0.hasPrefix("order/order.ndjson:3: error: \(key): ") })
        #expect(lines[finding].hasPrefix("order/order.ndjson:3: error: \(key): differs from order.golden.txt:\(line): "))
        #expect(lines[finding].hasSuffix(" runs of cells [snapshot-mismatch]"))
        // Under it: the two cards side by side, the row that differs marked, then its cells.
        #expect(lines[finding + 1].hasPrefix("     row │ expected (order.golden.txt:\(line))"))
        #expect(lines[finding + 1].hasSuffix("│ actual"))
        let bar = try #require(lines[(finding + 2)...].first { $0.hasPrefix("    !  3 │") })
        let halves = bar.components(separatedBy: " │ ")
        #expect(halves.count == 3)
        #expect(halves[1].contains("═══🛵──") && halves[2].contains("═══════════════════════════🛵"), "\(bar)")
        #expect(lines.contains { $0.hasPrefix("      row 3, col ") && $0.contains("\" → \"") })
        #expect(lines.contains { $0.hasPrefix("      row 3, col ") && $0.contains(": style ") })
        // Every other payload still matches: only payload 3's cards are named.
        #expect(lines.filter { $0.contains("[snapshot-mismatch]") }.allSatisfy { $0.hasPrefix("order/order.ndjson:3: error: payload 3 · ") })
        #expect(r.stderr == "lasim test: 1 scenario, 5 payloads, 26 cards: 4 findings in 1 file\n")
    }

    @Test func aMissingGoldenFailsAndRecordWritesItTheSame() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let golden = dir.appendingPathComponent("order/order.golden.txt")
        let committed = try Self.text(golden)
        try FileManager.default.removeItem(at: golden)
        let missing = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("order/order.ndjson:1: error: scenario: no golden order.golden.txt for its 26 cards: lasim test --record writes it; review it, then commit it [snapshot-missing]\n"))
        #expect(!FileManager.default.fileExists(atPath: golden.path), "a test run wrote a golden")

        let recorded = try CLI.run(Self.order + ["--record"], environment: Self.plain, directory: dir)
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(recorded.stdout == "RECORDED order/order.golden.txt: 5 payloads, 26 cards\n")
        // Recorded anywhere, the same bytes as the committed golden.
        #expect(try Self.text(golden) == committed)
        let again = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(again.status == 0)
        let unchanged = try CLI.run(Self.order + ["--record"], environment: Self.plain, directory: dir)
        #expect(unchanged.stdout == "UNCHANGED order/order.golden.txt: 5 payloads, 26 cards\n")
    }

    @Test func obsoleteGoldensFail() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("order")
        // A golden whose scenario was deleted, and a payload taken out of the scenario.
        try FileManager.default.copyItem(at: folder.appendingPathComponent("order.golden.txt"), to: folder.appendingPathComponent("gone.golden.txt"))
        try Self.edit(folder.appendingPathComponent("order.ndjson")) { text in
            text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        }
        let r = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(r.status == 1)
        let golden = try Self.text(folder.appendingPathComponent("order.golden.txt"))
        for appearance in ["light", "dark"] {
            let key = "payload 5 · order-17 · lock · \(appearance)"
            let line = try #require(Self.headerLine(golden, key))
            #expect(r.stdout.contains("order/order.golden.txt:\(line): error: \(key): no longer drawn by order.ndjson: lasim test --record removes it [snapshot-obsolete]\n"))
        }
        #expect(r.stdout.contains("FAIL order/gone.golden.txt: obsolete\norder/gone.golden.txt:1: error: file: "))
        #expect(r.stdout.components(separatedBy: "[snapshot-obsolete]").count - 1 == 3)

        // --record rewrites the golden and removes the one left alone.
        let recorded = try CLI.run(Self.order + ["--record"], environment: Self.plain, directory: dir)
        #expect(recorded.status == 0)
        #expect(recorded.stdout.contains("REMOVED order/gone.golden.txt: no scenario beside it\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone.golden.txt").path))
        #expect(Self.headerLine(try Self.text(folder.appendingPathComponent("order.golden.txt")), "payload 5 · order-17 · lock · light") == nil)
        #expect(try CLI.run(Self.order, environment: Self.plain, directory: dir).status == 0)
    }

    @Test func aDropFailsUnlessTheScenarioExpectsIt() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let expect = dir.appendingPathComponent("order/order.expect.json")
        try FileManager.default.removeItem(at: expect)
        let r = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("order/order.ndjson:4: error: payload 4: dropped: timestamp 1700000360 is older than the shown update's 1700000840 (if the app is meant to drop it, list it in order.expect.json: {\"dropped\": [{\"payload\": 4}]}) [unexpected-drop]\n"))
        // Recording does not make a drop acceptable.
        #expect(try CLI.run(Self.order + ["--record"], environment: Self.plain, directory: dir).status == 1)

        // Expecting the wrong payload: the drop is unexpected and the expectation unmet.
        try #"{"dropped": [{"payload": 3}]}"#.write(to: expect, atomically: true, encoding: .utf8)
        let wrong = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(wrong.status == 1)
        #expect(wrong.stdout.contains("[unexpected-drop]"))
        #expect(wrong.stdout.contains("order/order.ndjson:3: error: payload 3: applied (updated; stale -> active); order.expect.json expects it to be dropped [expected-drop-missing]\n"))

        // A payload the app cannot decode is a drop too, which the golden alone would not catch.
        try FileManager.default.removeItem(at: expect)
        try FileManager.default.copyItem(at: Self.example.appendingPathComponent("order/order.expect.json"), to: expect)
        try Self.edit(dir.appendingPathComponent("order/order.ndjson")) { $0.replacing("\"status\":\"Cooking\",\"orderId\":1042,\"orderNum\":17", with: "\"status\":\"Baking\",\"orderId\":1042,\"orderNum\":17") }
        let undecodable = try CLI.run(Self.order, environment: Self.plain, directory: dir)
        #expect(undecodable.status == 1)
        #expect(undecodable.stdout.contains("order/order.ndjson:2: error: payload 2: dropped: content-state does not decode as OrderTrackerAttributes.ContentState: "))
        #expect(undecodable.stdout.contains("Baking"))
        // Its cards are gone from what is drawn: the golden's are obsolete.
        #expect(undecodable.stdout.contains(": error: payload 2 · order-17 · lock · light: no longer drawn by order.ndjson"))
    }

    @Test func badInputAndUsageExitTwoWithOneLine() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("order")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        func bad(_ args: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let r = try CLI.run(args, environment: Self.plain, directory: dir)
            #expect(r.status == 2, "\(args): \(r.stdout)\(r.stderr)", sourceLocation: sourceLocation)
            #expect(r.stderr.hasPrefix("lasim test: ") && r.stderr.hasSuffix("\n"), "\(r.stderr)", sourceLocation: sourceLocation)
            #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)", sourceLocation: sourceLocation)
            #expect(r.stderr.contains(message), "\(r.stderr)", sourceLocation: sourceLocation)
        }
        try bad(["test"], "Missing expected argument")
        try bad(["test", "order", "--bogus"], "Unknown option '--bogus'")
        try bad(["test", "order", "--format", "xml"], "'xml' is invalid for '--format")
        try bad(["test", "nowhere"], "nowhere: no such file or folder")
        try bad(["test", "empty"], "empty: no scenarios (*.ndjson, *.json, *.apns) in the folder")
        try bad(["test", "order", "--template", "nope"], "no template \"nope\"")
        try bad(["test", "order", "--device", "ipad"], "--device ipad")
        try bad(["test", "order", "--text-size", "huge"], "--text-size huge: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1")
        try bad(["test", "order", "--junit", "/nonexistent/dir/junit.xml"], "cannot write /nonexistent/dir/junit.xml")

        try "{\"dropped\": [{\"payload\": 0}]}".write(to: folder.appendingPathComponent("order.expect.json"), atomically: true, encoding: .utf8)
        try bad(Self.order, "order/order.expect.json: \"dropped\"[0].payload must be a whole number from 1")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("order.expect.json"))

        let golden = folder.appendingPathComponent("order.golden.txt")
        try Self.edit(golden) { "<<<<<<< HEAD\n" + $0 }
        try bad(Self.order, "order/order.golden.txt:1: not a golden file: expected a card header")
        try Self.edit(golden) { String($0.dropFirst("<<<<<<< HEAD\n".count)).replacing(" · 46x5\n", with: " · 46x9\n") }
        try bad(Self.order, "order/order.golden.txt:")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: Self.example.appendingPathComponent("order/order.golden.txt"), to: golden)

        try "".write(to: folder.appendingPathComponent("order.ndjson"), atomically: true, encoding: .utf8)
        try bad(Self.order, "order/order.ndjson: no payload in the scenario")
        try FileManager.default.copyItem(at: Self.example.appendingPathComponent("order/order.ndjson"), to: folder.appendingPathComponent("order.json"))
        try bad(Self.order, "would share order.golden.txt")
    }

    @Test func githubAnnotationsAndStepSummary() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.edit(dir.appendingPathComponent("order/order.ndjson")) { $0.replacing("\"deliveryProgress\":40", with: "\"deliveryProgress\":70") }
        let summary = dir.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let r = try CLI.run(Self.order, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path], directory: dir)
        #expect(r.status == 1)
        let golden = try Self.text(dir.appendingPathComponent("order/order.golden.txt"))
        let line = try #require(Self.headerLine(golden, "payload 3 · order-17 · lock · light"))
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let annotations = lines.filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 4)
        let first = try #require(annotations.first)
        #expect(first.hasPrefix("::error file=order/order.ndjson,line=3,col=1,title=snapshot-mismatch%3A Card differs from its golden::payload 3 · order-17 · lock · light: differs from order.golden.txt:\(line): "))
        // The cards follow in a collapsed group, with workflow commands off while card text is printed.
        let at = try #require(lines.firstIndex(of: first))
        #expect(lines[at + 1] == "::group::order/order.ndjson:3: payload 3 · order-17 · lock · light")
        let stop = lines[at + 2]
        #expect(stop.hasPrefix("::stop-commands::lasim-"))
        let token = String(stop.dropFirst("::stop-commands::".count))
        let resume = try #require(lines[(at + 3)...].firstIndex(of: "::\(token)::"))
        #expect(lines[resume + 1] == "::endgroup::")
        #expect(lines[(at + 3)..<resume].contains { $0.contains("│ actual") })
        #expect(lines[(at + 3)..<resume].allSatisfy { !$0.hasPrefix("::") })
        let markdown = try Self.text(summary)
        #expect(markdown.hasPrefix("earlier step\n### lasim test\n\n❌ 5 payloads in 1 file: 4 errors, 0 warnings\n\n| Level | Rule |"))
        #expect(markdown.components(separatedBy: "| error | `snapshot-mismatch` | order/order.ndjson | 3 |").count - 1 == 4)
    }

    /// `lasim test` on the order example with a changed payload and no
    /// expectations file, as SARIF on stdout with a JUnit file beside it.
    static func failingOrderAsSARIFAndJUnit() throws -> (dir: URL, result: CLI.Result, xml: URL) {
        let dir = try Self.copy("order")
        try Self.edit(dir.appendingPathComponent("order/order.ndjson")) { $0.replacing("\"deliveryProgress\":40", with: "\"deliveryProgress\":70") }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("order/order.expect.json"))
        let xml = dir.appendingPathComponent("junit.xml")
        let r = try CLI.run(Self.order + ["--format", "sarif", "--junit", xml.path], environment: Self.plain, directory: dir)
        return (dir, r, xml)
    }

    @Test func sarifAndJUnit() throws {
        let (dir, r, xml) = try Self.failingOrderAsSARIFAndJUnit()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(r.status == 1)
        // Findings and cards go to stderr: stdout is the SARIF log alone.
        #expect(r.stderr.contains("│ actual"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        for id in ["snapshot-mismatch", "snapshot-missing", "snapshot-obsolete", "unexpected-drop", "expected-drop-missing", "missing-field"] {
            #expect(ids.contains(id))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["snapshot-mismatch", "snapshot-mismatch", "snapshot-mismatch", "snapshot-mismatch", "unexpected-drop"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == result["ruleId"] as? String)
        }

        let text = try Self.text(xml)
        let document = try XMLDocument(xmlString: text)
        #expect(try document.nodes(forXPath: "/testsuites[@name='lasim test']").count == 1)
        #expect(try document.nodes(forXPath: "/testsuites/testsuite[@name='order/order.ndjson']/testcase").count == 5)
        let failing = try document.nodes(forXPath: "//testcase[failure]").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(failing == ["payload 3 (line 3)", "payload 4 (line 4)"])
        let types = try document.nodes(forXPath: "//failure").compactMap { ($0 as? XMLElement)?.attribute(forName: "type")?.stringValue }
        #expect(types == ["snapshot-mismatch", "snapshot-mismatch", "snapshot-mismatch", "snapshot-mismatch", "unexpected-drop"])
        let out = try document.nodes(forXPath: "//testcase[@name='payload 3 (line 3)']/system-out").first?.stringValue ?? ""
        #expect(out.contains("│ actual"))
    }

    /// The same reports as readers from outside lasim read them: the
    /// official SARIF schema and junitparser.
    @Test(.enabled(if: JSONSchemaCheck.tool.runnable, JSONSchemaCheck.tool.skipNote))
    func sarifAndJUnitAsOutsideReadersReadThem() throws {
        let python = try JSONSchemaCheck.python()
        let (dir, r, xml) = try Self.failingOrderAsSARIFAndJUnit()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(r.status == 1)
        let file = dir.appendingPathComponent("test.sarif")
        try r.stdout.write(to: file, atomically: true, encoding: .utf8)
        let check = try JSONSchemaCheck.run(python, file.path)
        #expect(check.status == 0, "\(check.output)")
        let reader = """
        import sys, junitparser
        x = junitparser.JUnitXml.fromfile(sys.argv[1])
        print(x.tests, x.failures, [(c.name, [r.type for r in c.result]) for s in x for c in s if c.result])
        """
        let parsed = try JSONSchemaCheck.run(python, ["-c", reader, xml.path])
        #expect(parsed.status == 0)
        #expect(parsed.output == "5 2 [('payload 3 (line 3)', ['snapshot-mismatch', 'snapshot-mismatch', 'snapshot-mismatch', 'snapshot-mismatch']), ('payload 4 (line 4)', ['unexpected-drop'])]\n")
    }

    @Test func svgGoldensWhenAsked() throws {
        let dir = try Self.copy("order")
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("order/order.golden.svg")
        let missing = try CLI.run(Self.order + ["--svg"], environment: Self.plain, directory: dir)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("order/order.ndjson:1: error: svg: no order.golden.svg: lasim test --record --svg writes it [snapshot-missing]"))
        #expect(try CLI.run(Self.order + ["--svg", "--record"], environment: Self.plain, directory: dir).status == 0)
        let image = try Self.text(svg)
        #expect(image.hasPrefix("<?xml") && image.contains("<title>lasim test · order.ndjson</title>") && image.hasSuffix("</svg>\n"))
        #expect(try CLI.run(Self.order + ["--svg"], environment: Self.plain, directory: dir).status == 0)
        // Without --svg it is neither read nor written.
        try "<svg/>\n".write(to: svg, atomically: true, encoding: .utf8)
        #expect(try CLI.run(Self.order, environment: Self.plain, directory: dir).status == 0)
        let changed = try CLI.run(Self.order + ["--svg"], environment: Self.plain, directory: dir)
        #expect(changed.status == 1 && changed.stdout.contains("differs from order.golden.svg"))
    }
}
