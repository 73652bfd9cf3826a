/// `lasim validate --junit FILE`: JUnit XML, as CI systems show test
/// results. A test suite per input file, a test case per payload; each
/// error is a `<failure>` whose `type` is the rule id, and warnings, which
/// do not fail the payload, go to the case's `<system-out>`.
public struct JUnitReport: Sendable {
    struct Suite: Sendable {
        var file: String
        var cases: [PayloadOutcome] = []
    }
    private var suites: [Suite] = []
    /// The `<testsuites>` name: the command that ran.
    public var name: String

    public init(name: String = "lasim validate") { self.name = name }

    /// A suite for `file`, so that a file with no payload still has one.
    public mutating func begin(file: String) {
        suites.append(Suite(file: file))
    }

    public mutating func add(_ outcome: PayloadOutcome) {
        if suites.last?.file != outcome.file { begin(file: outcome.file) }
        suites[suites.count - 1].cases.append(outcome)
    }

    public func xml(paths: ArtifactPath) -> String {
        let total = suites.reduce(0) { $0 + $1.cases.count }
        let failed = suites.reduce(0) { $0 + $1.cases.filter(Self.fails).count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLText.attribute(name))\" tests=\"\(total)\" failures=\"\(failed)\" errors=\"0\">\n"
        for suite in suites {
            let name = XMLText.attribute(paths.relative(suite.file))
            out += "  <testsuite name=\"\(name)\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(suite.cases.filter(Self.fails).count)\" errors=\"0\" skipped=\"0\">\n"
            for (i, c) in suite.cases.enumerated() {
                out += testCase(c, number: i + 1, suite: name, paths: paths)
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func fails(_ c: PayloadOutcome) -> Bool { c.findings.contains { $0.severity == .error } }

    private func testCase(_ c: PayloadOutcome, number: Int, suite: String, paths: ArtifactPath) -> String {
        // Names are unique in a suite (two payloads may share a line).
        let name = XMLText.attribute(c.name ?? c.line.map { "payload \(number) (line \($0))" } ?? "read the file")
        var out = "    <testcase name=\"\(name)\" classname=\"\(suite)\" file=\"\(suite)\""
        if let line = c.line { out += " line=\"\(line)\"" }
        let errors = c.findings.filter { $0.severity == .error }
        let warnings = c.findings.filter { $0.severity == .warning }
        if errors.isEmpty && warnings.isEmpty && c.output == nil { return out + "/>\n" }
        out += ">\n"
        for f in errors {
            let location = "\(paths.relative(f.file)):\(f.line):\(f.column)"
            out += "      <failure type=\"\(f.code)\" message=\"\(XMLText.attribute("\(f.path): \(f.message)"))\">"
                + XMLText.content("\(location): \(f.path): \(f.message) [\(f.code)]\nFix: \(RuleCatalog.describe(f.rule).fix)")
                + "</failure>\n"
        }
        if !warnings.isEmpty || c.output != nil {
            let lines = warnings.map { "\(paths.relative($0.file)):\($0.line):\($0.column): warning: \($0.path): \($0.message) [\($0.code)]" }
            out += "      <system-out>\(XMLText.content((lines + [c.output].compactMap { $0 }).joined(separator: "\n")))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }
}
