import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimValidate

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Lint payloads: APNs' rules and the template's content-state schema, offline.",
        discussion: """
        Reads payload streams (NDJSON, pretty-printed JSON, .apns files, envelopes; - for stdin) and prints one line
        per finding: FILE:LINE: error|warning: JSON.PATH: message. Content-state is checked against the template the
        activity is drawn with (picked by attributes-type, or --template), reporting every missing, extra and
        mistyped field. Exits 1 when anything is an error, 0 for warnings only.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Payload files; - for stdin.")
    var files: [String]

    @Option(help: "Check every content-state against this template (a name or a file).")
    var template: String?

    @OptionGroup var swift: SwiftOptions

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        var linter = PayloadLinter(catalog: try loadCatalog(template: template, swift: swift))
        // Text is printed as it is found: constant memory for any input.
        if format == .text { linter.onFinding = { for f in $0 { print(f.text) } } }
        for file in files { linter.lint(path: file) }
        let report = linter.report
        switch format {
        case .text:
            writeAll(fd: 2, "lasim validate: " + report.summary + "\n")
        case .json:
            print(report.json)
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
