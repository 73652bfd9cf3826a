/// The Markdown `lasim validate --format github` appends to the job's
/// summary page ($GITHUB_STEP_SUMMARY): the counts and a table of findings.
/// The table keeps the first `limit` rows: GitHub takes at most 1 MiB of
/// summary per step, and the whole list is in the log anyway.
public struct StepSummary: Sendable {
    public let limit: Int
    /// The heading: the command that ran.
    public let title: String
    public private(set) var rows: [Finding] = []
    public private(set) var left = 0

    public init(limit: Int = 200, title: String = "lasim validate") { self.limit = limit; self.title = title }

    public mutating func add(_ findings: [Finding]) {
        for f in findings {
            if rows.count < limit { rows.append(f) } else { left += 1 }
        }
    }

    public func markdown(_ report: LintReport, paths: ArtifactPath) -> String {
        var out = "### \(MarkdownText.cell(title))\n\n\(report.errors > 0 ? "❌" : "✅") \(report.summary)\n\n"
        guard !rows.isEmpty else { return out }
        out += "| Level | Rule | File | Line | Path | Message |\n| --- | --- | --- | --- | --- | --- |\n"
        for f in rows {
            out += "| \(f.severity.rawValue) | `\(f.code)` | \(MarkdownText.cell(paths.relative(f.file))) | \(f.line) "
                + "| \(MarkdownText.cell(f.path)) | \(MarkdownText.cell(f.message)) |\n"
        }
        if left > 0 { out += "\n\(left) more finding\(left == 1 ? "" : "s") not shown: see the step's log.\n" }
        return out + "\n"
    }
}
