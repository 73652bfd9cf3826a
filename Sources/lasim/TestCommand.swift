import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import LasimModel
import LasimRender
import LasimTemplate
import LasimText
import LasimValidate

/// `lasim test DIR`: snapshot tests of a Live Activity. Each scenario (a
/// payload stream) is replayed through the same intake and model as
/// `render`; after each payload every presentation of the activities it
/// touched is drawn and compared with the golden file beside the scenario.
/// Exit status: 0 all hold, 1 differences, 2 bad input or usage.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Snapshot tests of a Live Activity: replay scenarios, compare every card with its golden file.",
        discussion: """
        DIR holds scenarios: payload streams (*.ndjson, *.json, *.apns) as render and the app read them. Each is \
        replayed as the phone would apply it; after each payload, every presentation (lock, compact, minimal, \
        expanded) of the activity it addressed is drawn in each --appearance and compared with NAME.golden.txt \
        beside the scenario: the text of each card and its style runs. --record writes the goldens; otherwise a \
        missing or obsolete golden fails, and a card that differs is shown side by side with the cells that differ. \
        A payload the phone drops fails its scenario unless NAME.expect.json lists it: {"dropped": [{"payload": 3}]}.

        Exit status: 0 when everything holds, 1 on differences, 2 on bad input or usage. In CI: --format github \
        (the default when GITHUB_ACTIONS=true) writes annotations and a table to $GITHUB_STEP_SUMMARY; --format \
        sarif writes SARIF 2.1.0; --junit FILE writes JUnit XML. Rule ids: docs/validate.md.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, github, sarif }

    @Argument(help: ArgumentHelp("Folders of scenarios (*.ndjson, *.json, *.apns; not their subfolders), or scenario files.", valueName: "dir"))
    var paths: [String]

    @Option(name: .customLong("template"), help: "Draw every activity with this template (a name or a file).")
    var template: String?

    @OptionGroup var swift: SwiftOptions

    @Flag(help: "Write the goldens (and remove golden files left without a scenario) instead of comparing.")
    var record = false

    @Flag(help: "Also an SVG of every card per scenario, NAME.golden.svg: written with --record, compared otherwise.")
    var svg = false

    @Option(help: "text, github (workflow annotations; the default when GITHUB_ACTIONS=true) or sarif.")
    var format: Format?

    @Option(help: "Also write JUnit XML to this file: a test suite per scenario, a test case per payload.")
    var junit: String?

    @Option(name: .customLong("appearance"),
            help: "light, dark, sleep, standby or standby-night; repeatable (default: light and dark).")
    var appearances: [Appearance] = []

    @Option(help: ArgumentHelp(stringLiteral: Device.optionHelp))
    var device: String = "pro"

    @Option(help: DrawOptions.textSizeHelp)
    var textSize: String = "large"

    @OptionGroup var look: ThemeOptions

    @Flag(help: "Fill defaults for missing or mistyped content-state fields instead of dropping the update.")
    var lenient = false

    @Flag(help: "ASCII glyphs instead of emoji.")
    var ascii = false

    @Option(help: "Time zone for clock times (default UTC, so goldens are the same on every machine).")
    var tz: String = "UTC"

    /// Bad input: one line on stderr, exit status 2.
    struct BadInput: Error { var message: String }

    /// Usage errors the parser finds before `run` (an unknown option, a
    /// missing DIR) exit with 2 too, as the command promises; other
    /// commands keep ArgumentParser's status.
    static func usageStatus(_ error: Error) -> Error {
        guard CommandLine.arguments.dropFirst().first == "test", Lasim.exitCode(for: error) == .validationFailure else { return error }
        var line = Lasim.fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "bad usage"
        if line.hasPrefix("Error: ") { line.removeFirst(7) }
        writeAll(fd: 2, "lasim test: " + line + " (lasim test --help)\n")
        return ExitCode(2)
    }

    func run() throws {
        do {
            try test()
        } catch let e as BadInput {
            writeAll(fd: 2, "lasim test: " + Sanitizer.visible(e.message) + "\n")
            throw ExitCode(2)
        } catch let e as ValidationError {
            writeAll(fd: 2, "lasim test: " + Sanitizer.visible(e.message) + "\n")
            throw ExitCode(2)
        }
    }

    /// One scenario and the files beside it.
    struct Scenario {
        var path: String
        var golden: String { stem + ".golden.txt" }
        var image: String { stem + ".golden.svg" }
        var expect: String { stem + ".expect.json" }
        /// The path without its extension.
        var stem: String
    }

    static let scenarioExtensions = ["ndjson", "json", "apns"]

    func test() throws {
        let environment = ProcessInfo.processInfo.environment
        let format = format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
        let paths = ArtifactPath(base: FileManager.default.currentDirectoryPath)
        let junitPath = try junit.map { path in
            // Made now: a path that cannot be written fails before any work.
            if let why = writeInPlace(path, []) { throw BadInput(message: "cannot write \(path) (--junit): \(why)") }
            return path
        }
        let (scenarios, orphans) = try discover()

        // Every input is read before anything runs: bad input stops the run with nothing half done.
        var expectations: [DropExpectations] = [], goldens: [[GoldenCard]?] = []
        for s in scenarios {
            guard FileManager.default.isReadableFile(atPath: s.path) else { throw BadInput(message: "\(s.path): cannot read the file") }
            if let text = read(s.expect) {
                do { expectations.append(try DropExpectations.parse(text)) } catch {
                    throw BadInput(message: "\(s.expect): \(error.message)")
                }
            } else {
                expectations.append(DropExpectations())
            }
            if record { goldens.append(nil); continue }
            if let text = read(s.golden) {
                switch GoldenFile.parse(text) {
                case .success(let cards): goldens.append(cards)
                case .failure(let e): throw BadInput(message: "\(s.golden):\(e.line): not a golden file: \(e.message) (lasim test --record rewrites it)")
                }
            } else {
                goldens.append(nil)
            }
        }

        let catalog = try loadCatalog(template: template, swift: swift, drawn: true)
        guard let d = Device.named(device) else { throw BadInput(message: "--device \(device): \(Device.choices)") }
        guard let zone = ZoneDatabase.zone(named: tz) else { throw BadInput(message: "--tz \(tz): not a time zone (an IANA name such as Europe/Paris, or a POSIX TZ string)") }
        guard let size = DynamicTypeSize(name: textSize) else {
            throw BadInput(message: "--text-size \(Sanitizer.visible(textSize)): \(DynamicTypeSize.optionNames)")
        }
        let base = RenderOptions(theme: try look.resolvedTheme(), appearance: .light, device: d, timeZone: zone,
                                 ascii: ascii, ios: try look.resolvedIOS(), textSize: size)
        var chosen: [Appearance] = []
        for a in appearances.isEmpty ? [.light, .dark] : appearances where !chosen.contains(a) { chosen.append(a) }
        let renderers = chosen.map { a in
            var o = base
            o.appearance = a
            return (a, Renderer(catalog: catalog, options: o))
        }
        let settings = "device \(d.name), theme \(Self.baseName(look.theme ?? "default")), iOS \(base.ios), tz \(tz), "
            + "appearance \(chosen.map(\.rawValue).joined(separator: " and "))"
            + (lenient ? ", lenient" : "") + (ascii ? ", ascii" : "")
            + (size == .large ? "" : ", text size \(size.optionName)")

        var report = LintReport()
        var summary = StepSummary(title: "lasim test")
        var junitReport = JUnitReport(name: "lasim test")
        var failedScenarios = 0, cardCount = 0
        /// What is printed beside the findings (text and github on stdout, sarif on stderr).
        func say(_ text: String) { format == .sarif ? writeAll(fd: 2, text + "\n") : print(text) }
        func show(_ failures: [ScenarioCheck.Failure]) {
            for f in failures {
                switch format {
                case .text, .sarif:
                    say(f.finding.text)
                    if let d = f.detail { say(d.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")) }
                case .github:
                    print(GitHubAnnotation.command(f.finding, paths: paths))
                    if let d = f.detail {
                        // Card text is payload text: no line of it may be read as a workflow command.
                        let token = "lasim-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
                        print("::group::" + GitHubAnnotation.escapeData(Sanitizer.visible("\(paths.relative(f.finding.file)):\(f.finding.line): \(f.finding.path)")))
                        print("::stop-commands::\(token)")
                        for line in d.split(separator: "\n", omittingEmptySubsequences: false) { print(Sanitizer.visible(String(line))) }
                        print("::\(token)::")
                        print("::endgroup::")
                    }
                }
            }
            report.record(failures.map(\.finding))
            if format == .github { summary.add(failures.map(\.finding)) }
        }

        for (i, s) in scenarios.enumerated() {
            var grids: [(String, Grid)] = []
            let steps = replay(s, renderers: renderers, keepGrids: svg) { grids.append(($0, $1)) }
            guard !steps.isEmpty else { throw BadInput(message: "\(s.path): no payload in the scenario") }
            let check = ScenarioCheck(scenario: s.path, golden: s.golden, expect: s.expect, steps: steps, expectations: expectations[i])
            let cards = check.cards.count
            cardCount += cards
            report.payloads += steps.count
            report.files += 1
            var failures = check.dropFailures()
            let image = svg ? Self.svg(grids, title: "lasim test · \(Self.baseName(s.path))") : nil
            if record {
                let wrote = try write(check.goldenText(settings: settings), to: s.golden)
                if let image { try write(image, to: s.image) }
                say("\(wrote ? "RECORDED" : "UNCHANGED") \(s.golden): \(steps.count) payload\(steps.count == 1 ? "" : "s"), \(cards) card\(cards == 1 ? "" : "s")")
            } else {
                failures = check.snapshotFailures(golden: goldens[i]) + failures
                if let image { failures += check.imageFailures(drawn: image, recorded: read(s.image), image: s.image) }
            }
            // By payload, then what is about the files as a whole; found order within each.
            failures = failures.enumerated().sorted { a, b in
                (a.element.step ?? Int.max, a.element.finding.file == s.path ? 0 : 1, a.offset)
                    < (b.element.step ?? Int.max, b.element.finding.file == s.path ? 0 : 1, b.offset)
            }.map(\.element)
            let counts = "\(steps.count) payload\(steps.count == 1 ? "" : "s"), \(cards) card\(cards == 1 ? "" : "s")"
            if failures.isEmpty {
                if !record { say("PASS \(s.path): \(counts)") }
            } else {
                failedScenarios += 1
                say("FAIL \(s.path): \(counts), \(failures.count) finding\(failures.count == 1 ? "" : "s")")
                show(failures)
            }
            junitReport.begin(file: s.path)
            for o in check.outcomes(failures) { junitReport.add(o) }
        }

        // Golden and expectation files that no scenario owns.
        for file in orphans {
            if record {
                do { try FileManager.default.removeItem(atPath: file) } catch { throw BadInput(message: "\(file): cannot remove it") }
                say("REMOVED \(file): no scenario beside it")
                continue
            }
            let orphan = ScenarioCheck.orphan(file)
            failedScenarios += 1
            say("FAIL \(file): obsolete")
            show([orphan.failure])
            junitReport.add(orphan.outcome)
        }

        func count(_ n: Int, _ what: String) -> String { "\(n) \(what)\(n == 1 ? "" : "s")" }
        let verdict = report.errors == 0 ? (record ? "recorded" : "all hold")
            : "\(count(report.errors, "finding")) in \(count(failedScenarios, "file"))"
        writeAll(fd: 2, "lasim test: \(count(scenarios.count, "scenario")), \(count(report.payloads, "payload")), \(count(cardCount, "card")): \(verdict)\n")
        switch format {
        case .text: break
        case .github:
            if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                if let file = AppendFile(path: path) { file.write(summary.markdown(report, paths: paths)) } else { warn("cannot write \(path) (GITHUB_STEP_SUMMARY)") }
            }
        case .sarif:
            print(SARIFLog.json(report.findings, tool: SARIFLog.Tool(version: LasimVersion.string, informationURI: nil), paths: paths))
        }
        if let junitPath, let why = writeInPlace(junitPath, Array(junitReport.xml(paths: paths).utf8)) {
            throw BadInput(message: "cannot write \(junitPath) (--junit): \(why)")
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// The scenarios named by the arguments, and the golden and expectation
    /// files in those folders that have no scenario.
    func discover() throws -> (scenarios: [Scenario], orphans: [String]) {
        let fm = FileManager.default
        var scenarios: [Scenario] = [], orphans: [String] = []
        func ext(_ name: String) -> String? { name.split(separator: ".").count > 1 ? name.split(separator: ".").last.map(String.init) : nil }
        func isScenario(_ name: String) -> Bool {
            Self.scenarioExtensions.contains(ext(name) ?? "") && !name.hasSuffix(".expect.json")
        }
        func stem(_ path: String) -> String { String(path.prefix(path.count - (ext(path)?.count ?? -1) - 1)) }
        for path in self.paths {
            var isDirectory = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw BadInput(message: "\(path): no such file or folder") }
            if !isDirectory {
                guard isScenario(path) else {
                    throw BadInput(message: "\(path): not a scenario (*.ndjson, *.json, *.apns; NAME.expect.json is a scenario's expectations)")
                }
                scenarios.append(Scenario(path: path, stem: stem(path)))
                continue
            }
            let names: [String]
            do { names = try fm.contentsOfDirectory(atPath: path).sorted() } catch { throw BadInput(message: "\(path): cannot read the folder") }
            let dir = path.hasSuffix("/") ? path : path + "/"
            var stems: [String: String] = [:]
            var found: [Scenario] = []
            for name in names where !name.hasPrefix(".") && isScenario(name) {
                var sub = false
                guard fm.fileExists(atPath: dir + name, isDirectory: &sub), !sub else { continue }
                let s = Scenario(path: dir + name, stem: stem(dir + name))
                if let other = stems[s.stem] {
                    throw BadInput(message: "\(dir + name) and \(other) would share \(Self.baseName(s.golden)): rename one")
                }
                stems[s.stem] = s.path
                found.append(s)
            }
            var left: [String] = []
            for name in names where !name.hasPrefix(".") {
                for suffix in [".golden.txt", ".golden.svg", ".expect.json"] where name.hasSuffix(suffix) {
                    if stems[dir + String(name.dropLast(suffix.count))] == nil { left.append(dir + name) }
                }
            }
            if found.isEmpty && left.isEmpty {
                throw BadInput(message: "\(path): no scenarios (*.ndjson, *.json, *.apns) in the folder")
            }
            scenarios += found
            orphans += left
        }
        return (scenarios, orphans)
    }

    /// The scenario through the intake and the model, as `render` reads a
    /// file: a step per stream value, with the cards drawn after it.
    func replay(_ s: Scenario, renderers: [(Appearance, Renderer)], keepGrids: Bool,
                grid: (String, Grid) -> Void) -> [ScenarioStep] {
        var phone = PhoneFeed(store: ActivityStore(catalog: renderers[0].1.catalog, mode: lenient ? .lenient : .strict))
        var steps: [ScenarioStep] = []
        var drawn: [(String, Grid)] = []
        _ = ingest([s.path], into: &phone, quiet: true) { store, now, decision in
            let number = steps.count + 1
            let cards = ScenarioStep.cards(after: decision, number: number, store: store, now: now, renderers: renderers)
            if keepGrids { drawn += cards.map { ($0.card.key, $0.grid) } }
            steps.append(ScenarioStep(number: number, decision: decision, cards: cards.map(\.card)))
        }
        for (k, g) in drawn { grid(k, g) }
        return steps
    }

    /// Every card of a scenario under its key, one image.
    static func svg(_ grids: [(String, Grid)], title: String) -> String {
        var canvas = Canvas(width: max(40, (grids.map(\.1.width).max() ?? 0) + 2))
        for (i, (key, grid)) in grids.enumerated() {
            if i > 0 { canvas.blankLine() }
            canvas.line(key, style: Style(bold: true))
            canvas.row([grid], boxed: false)
        }
        var o = SVGPrinter.Options()
        o.title = title
        return SVGPrinter.svg(canvas.grid, options: o)
    }

    static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` when the file does not hold it already; true when it wrote.
    @discardableResult
    func write(_ text: String, to path: String) throws -> Bool {
        if read(path) == text { return false }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BadInput(message: "cannot write \(path)")
        }
        return true
    }
}
