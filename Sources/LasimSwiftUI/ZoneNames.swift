import LasimModel
import SwiftSyntax

/// The time zones an app names (`TimeZone(identifier: "Europe/Paris")`,
/// `TimeZone(abbreviation: "PST")`), found when it loads, so that the front
/// end reads their rules once from the tz database and a render never reads
/// a file. An app that names a zone from a value (`TimeZone(identifier:
/// state.zone)`) may name any: then every zone of the database is read at
/// load, for the same reason.
enum ZoneNames {
    /// The identifiers written as literals, and whether a zone is named from a value.
    static func written(in files: SwiftFiles) -> (names: Set<String>, fromValues: Bool) {
        let finder = Finder(viewMode: .sourceAccurate)
        for f in files.files { finder.walk(f.tree) }
        return (finder.names, finder.fromValues)
    }

    /// Each name of `files` the front end's `zones` knows; every zone `everyZone` lists when one is named from a value.
    static func resolved(in files: SwiftFiles, _ zones: (String) -> Zone?, every everyZone: () -> [String: Zone]) -> [String: Zone] {
        let (names, fromValues) = written(in: files)
        var out = fromValues ? everyZone() : [:]
        for name in names where out[name] == nil { out[name] = zones(name) }
        return out
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        var fromValues = false
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TimeZone",
                  let arg = node.arguments.first, let label = arg.label?.text, label == "identifier" || label == "abbreviation" else {
                return .visitChildren
            }
            if let literal = arg.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
               let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text {
                if let name = label == "identifier" ? text : ZoneAbbreviations.identifiers[text], !name.isEmpty { names.insert(name) }
            } else {
                fromValues = true
            }
            return .visitChildren
        }
    }
}
