import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimRender
import LasimTemplate

extension ColorDepth: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Check the WCAG contrast of a theme: every sample, appearance and presentation.",
        discussion: """
        Renders every sample state of the template(s) in every appearance (light, dark, sleep; StandBy \
        and StandBy Night on iOS 17) and every presentation, and checks each run of text and each glyph \
        against the background it is drawn on: WCAG 2.x, 4.5:1 for text, 3:1 for large text (the `big` \
        digits), glyphs and filled bar cells. Lists the failures and exits 1 if there are any, so a \
        designer's CI can run it.
        Colours that come from the payload (a car in the driver's colour) are listed apart and do not \
        fail the check. The report also gives the ratios as this terminal shows the colours \
        (--color-depth, or detected from the environment).
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var look: ThemeOptions

    @Option(help: "A template name or file (default: all built-in templates).")
    var template: String?

    @Option(help: "text or json.")
    var format: Format = .text

    @Option(name: .customLong("color-depth"), help: "truecolor, 256, 16 or none: the terminal's colours (default: detected).")
    var colorDepth: ColorDepth?

    @Flag(help: "List every payload colour and terminal-only finding, not just their counts.")
    var verbose = false

    func run() throws {
        let theme = try look.resolvedTheme()
        let ios = try look.resolvedIOS()
        var catalog = TemplateCatalog.builtIn()
        var templates: [Template]
        if let t = template {
            if t.contains("/") || [".yaml", ".yml", ".json"].contains(where: { t.hasSuffix($0) }) {
                let before = catalog.templates.map(\.name)
                guard catalog.load(path: t) else { throw ValidationError(catalog.problems.last ?? "cannot load \(t)") }
                let name = catalog.templates.map(\.name).first { !before.contains($0) } ?? catalog.templates.last!.name
                templates = [catalog.template(named: name)!]
            } else {
                guard let found = catalog.template(named: t) else {
                    throw ValidationError("no template \"\(t)\" (built in: \(catalog.templates.map(\.name).sorted().joined(separator: ", ")))")
                }
                templates = [found]
            }
        } else {
            templates = catalog.templates.sorted { $0.name < $1.name }
        }
        for p in catalog.problems { warn(p) }
        if templates.allSatisfy({ $0.samples.isEmpty }) {
            warn("no sample states to check in \(templates.map(\.name).joined(separator: ", ")): add samples: to the template")
        }
        let depth = colorDepth ?? Self.detectDepth()
        let report = ContrastReport.check(theme: theme, templates: templates, catalog: catalog, ios: ios, depth: depth)
        switch format {
        case .json: print(JSONWriter.pretty(report.json()))
        case .text: print(text(report))
        }
        if !report.passed { throw ExitCode(1) }
    }

    /// The terminal's colours from the environment (no terminfo here: TERM's name).
    static func detectDepth() -> ColorDepth {
        let env = ProcessInfo.processInfo.environment
        let term = env["TERM"] ?? ""
        let colours = term.contains("direct") ? 1 << 24 : term.contains("256") ? 256 : term.isEmpty ? 0 : 8
        return ColorDepth.detect(environment: env, colorsFromTerminfo: colours)
    }

    func text(_ r: ContrastReport) -> String {
        var out: [String] = []
        let depthName = r.depth == .truecolor ? "true colour" : r.depth == .none ? "no colour" : "\(r.depth.description) colours"
        out.append("Contrast of theme \(r.theme) on iOS \(r.ios) · WCAG 2.x: text 4.5:1; large text, glyphs, bars 3:1")
        out.append("\(r.templates.count) template(s), \(r.samples) samples, \(r.appearances.map(\.rawValue).joined(separator: ", ")): "
                   + "\(r.renders) presentations, \(r.runsChecked) runs checked · this terminal shows \(depthName)")
        if !r.failures.isEmpty { out.append("") }
        for f in r.failures { out.append("FAIL  " + line(f)) }
        if !r.dataColours.isEmpty {
            out.append("")
            out.append("\(r.dataColours.count) run(s) in colours from the payload fail too (the app's data, not the theme; not counted):")
            for f in verbose ? r.dataColours : Array(r.dataColours.prefix(3)) { out.append("note  " + line(f)) }
            if !verbose && r.dataColours.count > 3 { out.append("      ... (--verbose lists all)") }
        }
        if !r.terminalOnly.isEmpty {
            out.append("")
            out.append("\(r.terminalOnly.count) run(s) pass on the phone but not as this terminal shows them (\(depthName)):")
            for f in verbose ? r.terminalOnly : Array(r.terminalOnly.prefix(3)) { out.append("term  " + line(f)) }
            if !verbose && r.terminalOnly.count > 3 { out.append("      ... (--verbose lists all)") }
        }
        out.append("")
        if r.passed {
            out.append("PASS: no run under its threshold in \(r.appearances.count) appearances.")
        } else {
            let counts = r.countsByAppearance.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
            out.append("FAILED: \(r.failures.count) run(s) under their threshold (\(counts)).")
        }
        return out.joined(separator: "\n")
    }

    func line(_ f: ContrastFinding) -> String {
        let run = f.run
        var s = "\(f.place)  \(run.ink.kind.name) \"\(run.text)\"  \(run.fg.hex) on \(run.bg.hex)  \(run.label)"
        if let shown = run.shown {
            s += "  [shown \(shown.fg.hex) on \(shown.bg.hex) \(Contrast.format(shown.ratio))]"
        }
        return s
    }
}
