import LasimModel
import SwiftSyntax

/// The time zones an app names (`TimeZone(identifier: "Europe/Paris")`),
/// found when it loads, so that the front end reads their rules once from
/// the tz database and a render never reads a file.
enum ZoneNames {
    static func written(in files: SwiftFiles) -> Set<String> {
        let finder = Finder(viewMode: .sourceAccurate)
        for f in files.files { finder.walk(f.tree) }
        return finder.names
    }

    /// Each name of `files` the front end's `zones` knows.
    static func resolved(in files: SwiftFiles, _ zones: (String) -> Zone?) -> [String: Zone] {
        var out: [String: Zone] = [:]
        for name in written(in: files) { out[name] = zones(name) }
        return out
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TimeZone",
               let arg = node.arguments.first, arg.label?.text == "identifier",
               let literal = arg.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
               let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty {
                names.insert(text)
            }
            return .visitChildren
        }
    }
}
