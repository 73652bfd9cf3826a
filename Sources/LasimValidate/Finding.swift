import LasimModel
import LasimText

/// One problem found in a payload: where, how bad, what.
public struct Finding: Sendable, Equatable {
    public enum Severity: String, Sendable, Equatable { case error, warning }

    public var file: String
    /// 1-based line of the stream: the line of the key at `path` when it can
    /// be found in the payload's text, else the line the payload starts on.
    public var line: Int
    /// 1-based column of that key (its opening quote), in Unicode scalars;
    /// 1 when the finding is about the payload as a whole.
    public var column: Int
    public var severity: Severity
    /// JSON path inside the payload: `aps.content-state.orderNum`; `$` for
    /// the value as a whole.
    /// (A scenario's findings name a payload or a file here instead.)
    public var path: String
    /// The same path as a value, for a finding about a place in a payload.
    public var jsonPath: JSONPath?
    public var rule: Rule
    public var message: String

    public init(file: String, line: Int, column: Int = 1, severity: Severity, path: String, rule: Rule, message: String) {
        self.file = file; self.line = line; self.column = column; self.severity = severity; self.path = path
        self.rule = rule; self.message = message
    }

    /// A finding about the value at `path` in a payload.
    public init(file: String, line: Int, column: Int = 1, severity: Severity, path: JSONPath, rule: Rule, message: String) {
        self.init(file: file, line: line, column: column, severity: severity, path: path.description, rule: rule, message: message)
        jsonPath = path
    }

    /// The rule's stable id: `missing-field`, `unix-date`...
    public var code: String { rule.id }

    /// `file:line: error: path: message [rule-id]`, safe to print.
    public var text: String {
        Sanitizer.visible("\(file):\(line): \(severity.rawValue): \(path): \(message) [\(code)]")
    }

    public var json: JSONValue {
        .object(JSONObject([
            "file": .string(file), "line": .number(Double(line)), "column": .number(Double(column)),
            "severity": .string(severity.rawValue), "path": .string(path), "code": .string(code), "message": .string(message),
        ]))
    }
}

/// Everything found in a run over some files.
public struct LintReport: Sendable, Equatable {
    /// Every finding, unless the linter streams them (`onFinding`).
    public private(set) var findings: [Finding] = []
    public var payloads = 0
    public var files = 0

    public init() {}

    public private(set) var errors = 0
    public private(set) var warnings = 0

    /// Counts `new`, and keeps them in `findings` when `keep`.
    mutating func add(_ new: [Finding], keep: Bool) {
        for f in new { if f.severity == .error { errors += 1 } else { warnings += 1 } }
        if keep { findings += new }
    }
    /// 1 when anything is an error, 0 for warnings only.
    public var exitCode: Int32 { errors > 0 ? 1 : 0 }

    public var summary: String {
        "\(payloads) payload\(payloads == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    public var text: String { findings.map(\.text).joined(separator: "\n") }

    public var json: String {
        JSONWriter.pretty(.object(JSONObject([
            "files": .number(Double(files)), "payloads": .number(Double(payloads)),
            "errors": .number(Double(errors)), "warnings": .number(Double(warnings)),
            "findings": .array(findings.map(\.json)),
        ])))
    }
}
