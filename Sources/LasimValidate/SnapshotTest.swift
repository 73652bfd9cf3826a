import LasimModel
import LasimRender
import LasimTemplate
import LasimText

/// `lasim test`: a scenario (a payload stream) replayed as the phone would
/// apply it, each card drawn after each payload checked against the golden
/// file beside the scenario, and each drop against what the scenario says
/// it expects. Pure: the command reads the files and draws the cards.

/// One payload of a scenario and what it came to.
public struct ScenarioStep: Sendable {
    /// 1-based place in the stream (what `payload N` names).
    public var number: Int
    /// The line of the scenario file the payload starts on.
    public var line: Int
    public var decision: Decision
    /// Every presentation drawn after it, in golden order.
    public var cards: [GoldenCard]

    public init(number: Int, decision: Decision, cards: [GoldenCard]) {
        self.number = number; self.decision = decision; self.cards = cards
        // A decision's source is "FILE:LINE".
        line = decision.source.split(separator: ":").last.flatMap { Int($0) } ?? 1
    }

    public var name: String { "payload \(number)" }

    /// What is drawn after a payload: nothing unless it was applied; then
    /// every presentation of the activity it addressed (a broadcast: of each
    /// subscriber), the lock card while the lock screen shows the activity
    /// and the island's three while the island does, in each appearance
    /// (one `Renderer` each, in order). Presentation first, then appearance,
    /// so a card's variants read one after the other.
    public static func cards(after decision: Decision, number: Int, store: ActivityStore, now: Double,
                             renderers: [(Appearance, Renderer)]) -> [(card: GoldenCard, grid: Grid)] {
        guard decision.outcome == .applied, let id = decision.activityID, Push.Event(rawValue: decision.event ?? "") != nil,
              let device = renderers.first?.1.options.device else { return [] }
        let targets = id.hasPrefix(PushDecoder.channelPrefix)
            ? store.subscribers(of: String(id.dropFirst(PushDecoder.channelPrefix.count)))
            : store.activity(id).map { [$0] } ?? []
        let onLock = Set(store.lockScreenOrder(at: now).map(\.id))
        let onIsland = device.hasIsland ? Set(store.islandOrder(at: now).map(\.id)) : []
        var out: [(card: GoldenCard, grid: Grid)] = []
        for a in targets {
            let snap = Snapshot(a, at: now)
            let drawings = renderers.map { $0.1.renderAll(snap, now: now) }
            for (p, presentation) in Presentation.phone.enumerated() {
                guard presentation == .lock ? onLock.contains(a.id) : onIsland.contains(a.id) else { continue }
                for (k, (appearance, _)) in renderers.enumerated() {
                    let r = drawings[k][p]
                    let key = ["payload \(number)", a.id, presentation.rawValue, appearance.rawValue].joined(separator: GoldenFile.separator)
                    let notes = r.truncations.map { "cut: " + $0.description } + r.problems.map { "problem: \($0)" }
                    out.append((GoldenCard(key: key, grid: r.grid, notes: notes), r.grid))
                }
            }
        }
        return out
    }
}

/// `NAME.expect.json` beside a scenario: the payloads it is meant to drop.
///
///     {"dropped": [{"payload": 4, "reason": "older than"}, {"line": 12}]}
///
/// `payload` counts stream values from 1, `line` is the line a payload
/// starts on; `reason`, optional, is text the drop's reason must contain;
/// `note` is free text. A bare number is a `payload`.
public struct DropExpectations: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var payload: Int?
        public var line: Int?
        public var reason: String?

        public init(payload: Int? = nil, line: Int? = nil, reason: String? = nil) {
            self.payload = payload; self.line = line; self.reason = reason
        }

        /// `payload 4`, `the payload on line 12`.
        public var name: String { payload.map { "payload \($0)" } ?? "the payload on line \(line ?? 0)" }

        func matches(_ step: ScenarioStep) -> Bool {
            payload.map { $0 == step.number } ?? (line == step.line)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// What is wrong with an expectation file, in one line.
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// The file's expectations.
    public static func parse(_ text: String) throws(Problem) -> DropExpectations {
        let value: JSONValue
        do { value = try JSONParser.parse(text) } catch { throw Problem("not JSON: \(error.message)") }
        guard let top = value.objectValue else { throw Problem("expected an object {\"dropped\": [...]}, found \(value.kindName)") }
        if let e = top.entries.first(where: { $0.key != "dropped" && $0.key != "note" }) {
            throw Problem("unknown key \"\(Sanitizer.visible(e.key))\" (dropped, note)")
        }
        guard let list = top["dropped"]?.arrayValue else {
            throw Problem("\"dropped\" must be an array of {\"payload\": N} or {\"line\": N}")
        }
        var entries: [Entry] = []
        for (i, item) in list.enumerated() {
            let at = "\"dropped\"[\(i)]"
            func count(_ v: JSONValue?, _ what: String) throws(Problem) -> Int? {
                guard let v else { return nil }
                guard let n = v.numberValue, n >= 1, n <= 1e9, n == n.rounded() else {
                    throw Problem("\(what) must be a whole number from 1")
                }
                return Int(n)
            }
            if item.numberValue != nil {
                entries.append(Entry(payload: try count(item, at)))
                continue
            }
            guard let o = item.objectValue else { throw Problem("\(at) must be a number or an object, found \(item.kindName)") }
            if let e = o.entries.first(where: { !["payload", "line", "reason", "note"].contains($0.key) }) {
                throw Problem("\(at): unknown key \"\(Sanitizer.visible(e.key))\" (payload, line, reason, note)")
            }
            var entry = Entry(payload: try count(o["payload"], at + ".payload"), line: try count(o["line"], at + ".line"))
            guard (entry.payload == nil) != (entry.line == nil) else { throw Problem("\(at) needs one of \"payload\" or \"line\"") }
            if let r = o["reason"] {
                guard let s = r.stringValue, !s.isEmpty else { throw Problem("\(at).reason must be a non-empty string") }
                entry.reason = s
            }
            entries.append(entry)
        }
        return DropExpectations(entries: entries)
    }
}

/// One scenario checked: its drops, and its cards against its golden.
public struct ScenarioCheck: Sendable {
    /// A finding, and what to print under it (the cards side by side).
    public struct Failure: Sendable {
        public var finding: Finding
        public var detail: String?
        /// The payload it is about; nil for the scenario or its files as a whole.
        public var step: Int?
    }

    /// The files, as the command names them.
    public var scenario: String
    public var golden: String
    public var expect: String
    public var steps: [ScenarioStep]
    public var expectations: DropExpectations

    public init(scenario: String, golden: String, expect: String, steps: [ScenarioStep], expectations: DropExpectations) {
        self.scenario = scenario; self.golden = golden; self.expect = expect; self.steps = steps
        self.expectations = expectations
    }

    public var cards: [GoldenCard] { steps.flatMap(\.cards) }

    static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    func failure(_ rule: Rule, file: String? = nil, line: Int, path: String, _ message: String, step: Int? = nil,
                 detail: String? = nil) -> Failure {
        Failure(finding: Finding(file: file ?? scenario, line: line, severity: rule.level, path: path, rule: rule, message: message),
                detail: detail, step: step)
    }

    /// Drops the scenario does not expect (or not for that reason), and
    /// expected drops that did not happen.
    public func dropFailures() -> [Failure] {
        var out: [Failure] = []
        let expectName = Self.baseName(expect)
        for step in steps where step.decision.outcome == .dropped {
            let reason = step.decision.reasonText
            guard let entry = expectations.entries.first(where: { $0.matches(step) }) else {
                out.append(failure(.unexpectedDrop, line: step.line, path: step.name,
                                   "dropped: \(reason) (if the app is meant to drop it, list it in \(expectName): {\"dropped\": [{\"payload\": \(step.number)}]})",
                                   step: step.number))
                continue
            }
            if let want = entry.reason, !reason.contains(want) {
                out.append(failure(.unexpectedDrop, line: step.line, path: step.name,
                                   "dropped: \(reason); \(expectName) expects a drop because of \"\(want)\"", step: step.number))
            }
        }
        for entry in expectations.entries {
            guard let step = steps.first(where: { entry.matches($0) }) else {
                let what = entry.payload != nil ? "the stream has \(steps.count) payload\(steps.count == 1 ? "" : "s")"
                    : "no payload starts on line \(entry.line ?? 0)"
                out.append(failure(.expectedDropMissing, file: expect, line: 1, path: entry.name,
                                   "\(expectName) expects \(entry.name) to be dropped; \(what)"))
                continue
            }
            if step.decision.outcome == .applied {
                out.append(failure(.expectedDropMissing, line: step.line, path: step.name,
                                   "applied (\(step.decision.reasonText)); \(expectName) expects it to be dropped", step: step.number))
            }
        }
        return out
    }

    /// Every card drawn against the golden's (`nil`: there is no golden file).
    public func snapshotFailures(golden recorded: [GoldenCard]?) -> [Failure] {
        let goldenName = Self.baseName(golden)
        guard let recorded else {
            return [failure(.snapshotMissing, line: 1, path: "scenario",
                            "no golden \(goldenName) for its \(cards.count) card\(cards.count == 1 ? "" : "s"): lasim test --record writes it; review it, then commit it")]
        }
        var out: [Failure] = []
        var byKey: [String: GoldenCard] = [:]
        for c in recorded { byKey[c.key] = c }
        var drawn: Set<String> = []
        // The last card that differed: another appearance of it that
        // differs the same way is named, not shown again.
        var last: (expected: GoldenCard, actual: GoldenCard)?
        for step in steps {
            for card in step.cards {
                drawn.insert(card.key)
                guard let expected = byKey[card.key] else {
                    out.append(failure(.snapshotMissing, line: step.line, path: card.key,
                                       "not in \(goldenName) (drawn since it was recorded): lasim test --record adds it", step: step.number))
                    continue
                }
                guard !expected.sameDrawing(as: card) else { continue }
                if let l = last, l.actual.keyStem == card.keyStem, l.expected.sameDrawing(as: expected), l.actual.sameDrawing(as: card) {
                    out.append(failure(.snapshotMismatch, line: step.line, path: card.key,
                                       "differs from \(goldenName):\(expected.line) as the \(l.actual.keyLast) card does", step: step.number))
                    continue
                }
                last = (expected, card)
                let changes = CardDiff.report(expected, card)
                let cells = CardDiff.changes(expected, card).count
                var what = cells == 0 ? "" : "\(cells) run\(cells == 1 ? "" : "s") of cells"
                if expected.width != card.width || expected.height != card.height {
                    what += (what.isEmpty ? "" : ", ") + "size \(expected.width)x\(expected.height) → \(card.width)x\(card.height)"
                }
                if expected.notes != card.notes { what += (what.isEmpty ? "" : ", ") + "notes" }
                let detail = CardDiff.sideBySide(expected, card, titles: ("expected (\(goldenName):\(expected.line))", "actual"))
                    + "\n" + changes.map { "  " + $0 }.joined(separator: "\n")
                out.append(failure(.snapshotMismatch, line: step.line, path: card.key,
                                   "differs from \(goldenName):\(expected.line): \(what)", step: step.number, detail: detail))
            }
        }
        for c in recorded where !drawn.contains(c.key) {
            out.append(failure(.snapshotObsolete, file: golden, line: c.line, path: c.key,
                               "no longer drawn by \(Self.baseName(scenario)): lasim test --record removes it"))
        }
        return out
    }

    /// The SVG golden (`--svg`) against the image drawn now; `recorded` nil:
    /// there is none. Its cards are those of the text golden, so a
    /// difference there alone is a change of the SVG printer.
    public func imageFailures(drawn: String, recorded: String?, image: String) -> [Failure] {
        guard let recorded else {
            return [failure(.snapshotMissing, line: 1, path: "svg", "no \(Self.baseName(image)): lasim test --record --svg writes it")]
        }
        guard recorded != drawn else { return [] }
        return [failure(.snapshotMismatch, line: 1, path: "svg", "differs from \(Self.baseName(image)) (lasim test --record --svg rewrites it)")]
    }

    /// A golden or expectation file left without its scenario, and its JUnit test case.
    public static func orphan(_ file: String) -> (failure: Failure, outcome: PayloadOutcome) {
        let f = Finding(file: file, line: 1, severity: Rule.snapshotObsolete.level, path: "file", rule: .snapshotObsolete,
                        message: "no scenario (*.ndjson, *.json, *.apns) of this name beside it, so it checks nothing: lasim test --record removes it")
        return (Failure(finding: f, detail: nil, step: nil), PayloadOutcome(file: file, line: nil, findings: [f], name: "obsolete file"))
    }

    /// The golden file for what was drawn. `settings`: what the cards
    /// depend on besides the payloads (device, theme...), for the reader.
    public func goldenText(settings: String) -> String {
        var parts: [GoldenFile.Part] = [
            .comment("lasim test golden for \(Self.baseName(scenario)): every presentation after each payload; \(settings)."),
            .comment("Written by lasim test --record. Cards: == KEY · WIDTHxHEIGHT, the rows, then style runs (row first-last style, from 0)."),
        ]
        for step in steps {
            let d = step.decision
            var about = "\(step.name), line \(step.line)"
            if let a = d.activityID { about += ": \(a)" + (d.event.map { " " + $0 } ?? "") }
            about += ", \(d.outcome.rawValue) (\(d.reasonText))"
            parts += [.blankLine, .comment(about)]
            parts += step.cards.map { .card($0) }
        }
        return GoldenFile.text(parts)
    }

    /// JUnit test cases: one per payload (its drop and its cards), then one
    /// for what is about the golden or expectation file as a whole.
    public func outcomes(_ failures: [Failure]) -> [PayloadOutcome] {
        var out = steps.map { step in
            let mine = failures.filter { $0.step == step.number }
            let details = mine.compactMap { f in f.detail.map { f.finding.path + "\n" + $0 } }
            return PayloadOutcome(file: scenario, line: step.line, findings: mine.map(\.finding),
                                  output: details.isEmpty ? nil : details.joined(separator: "\n\n"))
        }
        let rest = failures.filter { $0.step == nil }.map(\.finding)
        if !rest.isEmpty {
            out.append(PayloadOutcome(file: scenario, line: nil, findings: rest, name: "golden and expectations"))
        }
        return out
    }
}

extension LintReport {
    /// Counts findings made elsewhere than the linter (`lasim test`) and keeps them.
    public mutating func record(_ findings: [Finding]) { add(findings, keep: true) }
}
