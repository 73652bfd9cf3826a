import SwiftSyntax

/// A widget's `ActivityConfiguration(for: X.self) { ... }` and the type it
/// names: read by the importer (which types are attributes) and by the
/// views' runtime (which views draw which activity), so the two agree.
public enum ActivityConfigurationCall {
    /// The calls in `node`, in source order.
    public static func all(in node: Syntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                // `ActivityConfiguration<Attributes>(for: Attributes.self)`
                // names its type twice: the generic argument changes nothing.
                var called = node.calledExpression
                if let m = called.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base { called = base }
                if let g = called.as(GenericSpecializationExprSyntax.self) { called = g.expression }
                if called.trimmedDescription == "ActivityConfiguration" { found.append(node) }
                return .visitChildren
            }
        }
        let f = Finder(viewMode: .sourceAccurate)
        f.walk(node)
        return f.found
    }

    /// `for: X.self` -> "X"; also iOS 16.1 beta's `attributesType: X.self`,
    /// which apps written then still carry.
    public static func attributesType(_ call: FunctionCallExprSyntax) -> String? {
        guard let a = call.arguments.first(where: { $0.label?.text == "for" || $0.label?.text == "attributesType" }) else { return nil }
        var t = a.expression.trimmedDescription
        if t.hasSuffix(".self") { t = String(t.dropLast(5)) }
        // A generic attributes type (AlarmKit's `AlarmAttributes<Metadata>`)
        // is imported under its own name: the arguments are not part of it.
        if let open = t.firstIndex(of: "<") { t = String(t[..<open]) }
        return t.split(separator: ".").last.map(String.init)
    }
}
