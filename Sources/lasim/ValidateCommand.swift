import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import LasimTemplate
import LasimValidate

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Lint payloads: APNs' rules and the template's content-state schema, offline.",
        discussion: """
        Reads payload streams (NDJSON, pretty-printed JSON, .apns files, envelopes; - for stdin) and prints one line \
        per finding: FILE:LINE: error|warning: JSON.PATH: message [rule-id]. Content-state is checked against the \
        template the activity is drawn with (picked by attributes-type, or --template), reporting every missing, extra \
        and mistyped field. Exits 1 when anything is an error, 0 for warnings only, in every format.

        In CI: --format github (the default when GITHUB_ACTIONS=true) writes workflow annotations, and a table to \
        $GITHUB_STEP_SUMMARY when it is set; --format sarif writes SARIF 2.1.0 for code scanning; --junit FILE also \
        writes JUnit XML. Rule ids and their fixes: docs/validate.md.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, github, sarif }

    @Argument(help: "Payload files; - for stdin.")
    var files: [String]

    @Option(help: "Check every content-state against this template (a name or a file).")
    var template: String?

    @OptionGroup var swift: SwiftOptions

    @Option(help: "text, json, github (workflow annotations; the default when GITHUB_ACTIONS=true) or sarif.")
    var format: Format?

    @Option(help: "Also write JUnit XML to this file: a test suite per file, a test case per payload.")
    var junit: String?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let format = format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
        let paths = ArtifactPath(base: FileManager.default.currentDirectoryPath)
        // Opened first: a path that cannot be written fails before any work.
        let junitFile = try junit.map { path in
            try writeInPlaceOrExit(path, [], command: "validate")
            return path
        }

        // An app with images has its views drawn for each payload: the too-large image lint.
        var linter = PayloadLinter(catalog: try loadCatalog(template: template, swift: swift, drawn: swift.hasImageSets))
        var summary = StepSummary()
        var junitReport = JUnitReport()
        // Text and annotations are printed as they are found: constant memory
        // for any input (JSON, SARIF and JUnit hold the findings to the end).
        switch format {
        case .text: linter.onFinding = { for f in $0 { print(f.text) } }
        case .github:
            linter.onFinding = {
                for f in $0 { print(GitHubAnnotation.command(f, paths: paths)) }
                summary.add($0)
            }
        case .json, .sarif: break
        }
        if junitFile != nil { linter.onPayload = { junitReport.add($0) } }
        for file in files {
            if junitFile != nil { junitReport.begin(file: PayloadLinter.fileName(file)) }
            linter.lint(path: file)
        }
        let report = linter.report
        switch format {
        case .text:
            writeAll(fd: 2, "lasim validate: " + report.summary + "\n")
        case .github:
            writeAll(fd: 2, "lasim validate: " + report.summary + "\n")
            if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                if let file = AppendFile(path: path) { file.write(summary.markdown(report, paths: paths)) } else { warn("cannot write \(path) (GITHUB_STEP_SUMMARY)") }
            }
        case .json:
            print(report.json)
        case .sarif:
            print(SARIFLog.json(report.findings, tool: SARIFLog.Tool(version: LasimVersion.string, informationURI: nil), paths: paths))
        }
        if let junitFile { try writeInPlaceOrExit(junitFile, Array(junitReport.xml(paths: paths).utf8), command: "validate") }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
