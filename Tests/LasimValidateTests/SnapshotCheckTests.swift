import LasimModel
import LasimRender
import LasimTemplate
import Testing
@testable import LasimValidate

/// `lasim test`'s pure core: the golden text form, the cell diff, the
/// expectation file, and a scenario's checks (the CLI tests run the binary).
@Suite struct SnapshotCheckTests {
    static let ink = Style(fg: RGB(0, 0, 0), bg: RGB(0xff, 0xff, 0xff))
    static let accent = Style(fg: RGB(0, 0x5c, 0xd1), bg: RGB(0xff, 0xff, 0xff), bold: true)

    /// A 12x3 card: a wide emoji, an accented time, a blank last row.
    static func card(_ key: String, time: String = "12:30", timeStyle: Style = accent, width: Int = 12) -> GoldenCard {
        var g = Grid(width: width, height: 3, style: ink)
        _ = g.write("🛵 Ride", x: 0, y: 0, style: ink)
        _ = g.write(time, x: 1, y: 1, style: timeStyle)
        return GoldenCard(key: key, grid: g)
    }

    @Test func goldenTextReadsBackCardForCard() throws {
        let a = Self.card("payload 1 · x · lock · light")
        let b = Self.card("payload 1 · x · lock · dark")          // same drawing: written as "as light"
        let c = Self.card("payload 1 · x · compact · light", time: "12:31")
        var d = Self.card("payload 2 · x · lock · light")
        d.notes = ["cut: lock: state.title \"A long title\" needs 12 cells, has 8"]
        let text = GoldenFile.text([.comment("header"), .blankLine, .card(a), .card(b), .card(c), .comment("payload 2"), .card(d)])
        #expect(text.contains("\n== payload 1 · x · lock · dark · 12x3 · as light\n"))
        #expect(text.contains("== payload 1 · x · lock · light · 12x3\n🛵 Ride\n 12:30\n\n-- styles\n0 0-11 fg=#000000 bg=#ffffff\n"))
        #expect(text.contains("1 1-5 fg=#005cd1 bg=#ffffff bold\n"))
        #expect(text.contains("\n-- cut: lock: state.title \"A long title\" needs 12 cells, has 8\n"))
        let parsed = try GoldenFile.parse(text).get()
        #expect(parsed.map(\.key) == [a.key, b.key, c.key, d.key])
        for (p, o) in zip(parsed, [a, b, c, d]) { #expect(p.sameDrawing(as: o), "\(o.key)") }
        // Line numbers point at each card's header.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for p in parsed { #expect(lines[p.line - 1].hasPrefix("== " + p.key)) }
        // A checkout that made the lines CRLF reads the same.
        let crlf = try GoldenFile.parse(text.replacing("\n", with: "\r\n")).get()
        #expect(zip(crlf, parsed).allSatisfy { $0.sameDrawing(as: $1) && $0.key == $1.key })
    }

    @Test func rowsAreCountedNotInterpreted() throws {
        // Card rows that look like headers, comments or style runs are rows.
        let g = GoldenCard(key: "payload 1 · x · minimal · light", width: 6, height: 4,
                           rows: ["== a · 1x1", "# note", "0 0-1 bold", "-- styles"], styles: ["0 0-5 bold"])
        let parsed = try GoldenFile.parse(GoldenFile.text([.card(g)])).get()
        #expect(parsed.count == 1 && parsed[0].sameDrawing(as: g))
    }

    @Test func malformedGoldensSayWhere() {
        func error(_ text: String) -> GoldenFile.ParseError? {
            if case .failure(let e) = GoldenFile.parse(text) { return e }
            return nil
        }
        #expect(error("# ok\nstray text\n")?.line == 2)
        #expect(error("== payload 1 · x · lock · light\n")?.message.contains("without its size") == true)
        #expect(error("== payload 1 · x · lock · light · 4x3\nab\n")?.message.contains("ends before") == true)
        #expect(error("== k · a · 2x1\nab\nnot styles\n")?.line == 3)
        #expect(error("== k · a · 2x1\nab\n-- styles\n== k · a · 2x1\nab\n-- styles\n")?.message.contains("appears twice") == true)
        #expect(error("== k · dark · 2x1 · as light\n")?.message.contains("no card \"k · light\" before it") == true)
        #expect(error("<<<<<<< HEAD\n")?.line == 1)
    }

    @Test func cellDiffNamesRowsColumnsGraphemesAndStyles() {
        let expected = Self.card("k · light")
        let actual = Self.card("k · light", time: "12:45", timeStyle: Style(fg: RGB(0xff, 0x95, 0), bg: RGB(0xff, 0xff, 0xff)))
        let changes = CardDiff.changes(expected, actual)
        #expect(changes.map(\.description) == [
            "row 1, col 4-5: \"30\" → \"45\"",
            "row 1, col 1-5: style fg=#005cd1 bg=#ffffff bold → fg=#ff9500 bg=#ffffff",
        ])
        let side = CardDiff.sideBySide(expected, actual).split(separator: "\n").map(String.init)
        #expect(side[0] == " row │ expected     │ actual")
        #expect(side[1] == "   0 │ 🛵 Ride      │ 🛵 Ride")
        #expect(side[2] == "!  1 │  12:30       │  12:45")
        #expect(side[3] == "   2 │              │")
        #expect(CardDiff.changes(expected, expected).isEmpty)
        // A wide grapheme replaced by two narrow ones: both of its cells.
        var g = Grid(width: 12, height: 3, style: Self.ink)
        _ = g.write("ab Ride", x: 0, y: 0, style: Self.ink)
        _ = g.write("12:30", x: 1, y: 1, style: Self.accent)
        #expect(CardDiff.changes(expected, GoldenCard(key: "k", grid: g)).map(\.description) == ["row 0, col 0-1: \"🛵\" → \"ab\""])
        // Another size: the cells past the smaller card's edge.
        let wider = Self.card("k · light", width: 13)
        #expect(CardDiff.report(expected, wider).first == "size 12x3 → 13x3")
        #expect(CardDiff.changes(expected, wider).contains { $0.description == "row 0, col 12: (none) → \" \"" })
    }

    @Test func expectationFiles() throws {
        let e = try DropExpectations.parse(#"{"note": "why", "dropped": [3, {"payload": 4, "reason": "older"}, {"line": 9, "note": "x"}]}"#)
        #expect(e.entries == [.init(payload: 3), .init(payload: 4, reason: "older"), .init(line: 9)])
        func problem(_ text: String) -> String? {
            do { _ = try DropExpectations.parse(text); return nil } catch { return error.message }
        }
        #expect(problem("{")?.hasPrefix("not JSON: ") == true)
        #expect(problem("[]") == "expected an object {\"dropped\": [...]}, found array")
        #expect(problem(#"{"drops": []}"#) == "unknown key \"drops\" (dropped, note)")
        #expect(problem(#"{"dropped": [0]}"#) == "\"dropped\"[0] must be a whole number from 1")
        #expect(problem(#"{"dropped": [{"payload": 1, "line": 2}]}"#) == "\"dropped\"[0] needs one of \"payload\" or \"line\"")
        #expect(problem(#"{"dropped": [{"payload": 2.5}]}"#) == "\"dropped\"[0].payload must be a whole number from 1")
        #expect(problem(#"{"dropped": [{"payload": 2, "why": 1}]}"#) == "\"dropped\"[0]: unknown key \"why\" (payload, line, reason, note)")
    }

    /// A scenario through the intake and the store, as the command runs it.
    static func run(_ ndjson: String, appearances: [Appearance] = [.light, .dark]) -> [ScenarioStep] {
        let catalog = TemplateCatalog.builtIn()
        var store = ActivityStore(catalog: catalog)
        let renderers = appearances.map { a in (a, Renderer(catalog: catalog, options: RenderOptions(appearance: a, timeZone: .utc))) }
        var clock = PayloadClock()
        var steps: [ScenarioStep] = []
        for item in PayloadIntake.items(of: Array(ndjson.utf8), sourceName: "s.ndjson") {
            let now = clock.advance(for: item)
            let d: Decision
            switch item {
            case .push(let p): d = store.apply(p, at: now)
            case .rejected(let r): d = store.reject(r, at: now)
            case .control(let e): d = store.apply(e, at: now)
            }
            let cards = ScenarioStep.cards(after: d, number: steps.count + 1, store: store, now: now, renderers: renderers)
            steps.append(ScenarioStep(number: steps.count + 1, decision: d, cards: cards.map(\.card)))
        }
        return steps
    }

    static let start = #"{"activity":"a","payload":{"aps":{"event":"start","timestamp":1700000000,"attributes-type":"OrderTrackerAttributes","attributes":{"recordId":1},"content-state":{"fulfillmentType":"Delivery","status":"Cooking","orderId":1,"orderNum":7,"eta":{"from":721694000,"to":721694300},"isContactlessDelivery":false},"alert":{"title":"t","body":"b"}}}}"#
    static let older = #"{"activity":"a","payload":{"aps":{"event":"update","timestamp":1690000000,"content-state":{"fulfillmentType":"Delivery","status":"Cooking","orderId":1,"orderNum":7,"eta":{"from":721694000,"to":721694300},"isContactlessDelivery":false}}}}"#
    static let end = #"{"activity":"a","payload":{"aps":{"event":"end","timestamp":1700000100,"content-state":{"fulfillmentType":"Delivery","status":"Delivered","orderId":1,"orderNum":7,"eta":{"from":721694000,"to":721694300},"isContactlessDelivery":false}}}}"#

    @Test func cardsAfterEachAppliedPayload() {
        let steps = Self.run([Self.start, Self.older, "{oops}", Self.end].joined(separator: "\n"))
        #expect(steps.map(\.line) == [1, 2, 3, 4])
        #expect(steps.map(\.decision.outcome) == [.applied, .dropped, .dropped, .applied])
        // Active: the lock card and the island's three, light then dark; ended: the lock card only.
        #expect(steps[0].cards.map(\.key) == ["lock", "compact", "minimal", "expanded"].flatMap { p in
            ["light", "dark"].map { "payload 1 · a · \(p) · \($0)" } })
        #expect(steps[1].cards.isEmpty && steps[2].cards.isEmpty)
        #expect(steps[3].cards.map(\.key) == ["payload 4 · a · lock · light", "payload 4 · a · lock · dark"])
        #expect(!steps[0].cards[0].sameDrawing(as: steps[0].cards[1]), "light and dark lock cards differ in colour")
    }

    @Test func dropsMustBeExpected() throws {
        let steps = Self.run([Self.start, Self.older, "{oops}"].joined(separator: "\n"))
        func rules(_ expect: String) throws -> [String] {
            let check = ScenarioCheck(scenario: "d/s.ndjson", golden: "d/s.golden.txt", expect: "d/s.expect.json", steps: steps,
                                      expectations: try DropExpectations.parse(expect))
            return check.dropFailures().map { "\($0.finding.line) \($0.finding.code)" }
        }
        #expect(try rules(#"{"dropped": []}"#) == ["2 unexpected-drop", "3 unexpected-drop"])
        #expect(try rules(#"{"dropped": [2, {"line": 3, "reason": "malformed JSON"}]}"#) == [])
        #expect(try rules(#"{"dropped": [{"payload": 2, "reason": "ended"}, 3]}"#) == ["2 unexpected-drop"])
        #expect(try rules(#"{"dropped": [1, 2, 3, 9]}"#) == ["1 expected-drop-missing", "1 expected-drop-missing"])
        let check = ScenarioCheck(scenario: "d/s.ndjson", golden: "d/s.golden.txt", expect: "d/s.expect.json", steps: steps,
                                  expectations: try DropExpectations.parse(#"{"dropped": [1, 2, 3, 9]}"#))
        let files = check.dropFailures().map { "\($0.finding.file):\($0.finding.line)" }
        #expect(files == ["d/s.ndjson:1", "d/s.expect.json:1"])
    }

    @Test func cardsAgainstTheGolden() throws {
        let steps = Self.run([Self.start, Self.end].joined(separator: "\n"))
        let check = ScenarioCheck(scenario: "d/s.ndjson", golden: "d/s.golden.txt", expect: "d/s.expect.json", steps: steps,
                                  expectations: DropExpectations())
        #expect(check.snapshotFailures(golden: nil).map(\.finding.code) == ["snapshot-missing"])
        let text = check.goldenText(settings: "device pro")
        var golden = try GoldenFile.parse(text).get()
        #expect(golden.count == 10)
        #expect(check.snapshotFailures(golden: golden).isEmpty)
        // One card changed, one gone, one no scenario draws.
        golden[0].rows[1] = String(golden[0].rows[1].reversed())
        let gone = golden.remove(at: 2)
        golden.append(GoldenCard(key: "payload 9 · a · lock · light", width: 1, height: 1, rows: [""], styles: [], line: 99))
        let failures = check.snapshotFailures(golden: golden)
        #expect(failures.map { "\($0.finding.code) \($0.finding.path)" } == [
            "snapshot-mismatch payload 1 · a · lock · light",
            "snapshot-missing \(gone.key)",
            "snapshot-obsolete payload 9 · a · lock · light",
        ])
        let detail = try #require(failures[0].detail)
        #expect(detail.contains("│ expected (s.golden.txt:\(golden[0].line))"))
        #expect(detail.contains("\n!  1 │ 83:22 "))
        #expect(failures[2].finding.file == "d/s.golden.txt" && failures[2].finding.line == 99)
        // JUnit: a case per payload, findings on theirs, the card diff in its output.
        let outcomes = check.outcomes(failures)
        #expect(outcomes.count == 3 && outcomes[2].name == "golden and expectations")
        #expect(outcomes[0].findings.count == 2 && outcomes[0].output?.contains("│ actual") == true)
    }
}
