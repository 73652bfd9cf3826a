import LasimModel
import LasimText

/// `lasim validate --format sarif`: SARIF 2.1.0, as GitHub code scanning
/// reads it. One run; the driver lists every rule of `RuleCatalog`, not only
/// those found, so an alert GitHub keeps from an earlier run still has its
/// rule's help.
public enum SARIFLog {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public struct Tool: Sendable {
        public var version: String
        /// An absolute URI about the tool; left out when nil.
        public var informationURI: String?

        public init(version: String, informationURI: String?) {
            self.version = version; self.informationURI = informationURI
        }
    }

    public static func json(_ findings: [Finding], tool: Tool, paths: ArtifactPath) -> String {
        var driver = JSONObject([
            "name": .string("lasim"),
            "version": .string(tool.version),
            "semanticVersion": .string(tool.version),
        ])
        if let uri = tool.informationURI { driver["informationUri"] = .string(uri) }
        driver["rules"] = .array(RuleCatalog.rules.map(rule))
        let run = JSONObject([
            "tool": .object(JSONObject(["driver": .object(driver)])),
            // Columns count Unicode scalars (see `Finding.column`), not UTF-16 units.
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(findings.map { result($0, paths: paths) }),
        ])
        return JSONWriter.pretty(.object(JSONObject([
            "$schema": .string(schema),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ])))
    }

    static func rule(_ rule: Rule) -> JSONValue {
        let d = RuleCatalog.describe(rule)
        return .object(JSONObject([
            "id": .string(rule.id),
            "name": .string(name(rule)),
            "shortDescription": text(d.title),
            "fullDescription": text(d.detail),
            "help": .object(JSONObject([
                "text": .string("Fix: " + d.fix),
                "markdown": .string("\(MarkdownText.cell(d.detail))\n\n**Fix:** \(MarkdownText.cell(d.fix))"),
            ])),
            "defaultConfiguration": .object(JSONObject(["level": .string(d.level.rawValue)])),
        ]))
    }

    static func result(_ f: Finding, paths: ArtifactPath) -> JSONValue {
        let location = JSONObject([
            "physicalLocation": .object(JSONObject([
                "artifactLocation": .object(JSONObject(["uri": .string(paths.uri(f.file))])),
                "region": .object(JSONObject([
                    "startLine": .number(Double(max(1, f.line))), "startColumn": .number(Double(max(1, f.column))),
                ])),
            ])),
            // Where in the payload, as a JSON path.
            "logicalLocations": .array([.object(JSONObject(["fullyQualifiedName": .string(Sanitizer.visible(f.path))]))]),
        ])
        return .object(JSONObject([
            "ruleId": .string(f.code),
            "ruleIndex": .number(Double(RuleCatalog.rules.firstIndex(of: f.rule) ?? 0)),
            "level": .string(f.severity.rawValue),
            "message": text("\(f.path): \(f.message)"),
            "locations": .array([.object(location)]),
        ]))
    }

    static func text(_ s: String) -> JSONValue { .object(JSONObject(["text": .string(Sanitizer.visible(s))])) }

    /// `MissingField` for `missing-field`: SARIF's `name`, an identifier.
    static func name(_ rule: Rule) -> String {
        rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
