import SwiftSyntax

/// `attributes.previewContext(state, viewKind: .content)` calls: how a
/// `PreviewProvider` showed a Live Activity before `#Preview` (iOS 16.1's
/// WidgetKit), each with the type that provides it. A widget's
/// `.previewContext(WidgetPreviewContext(family:))` has no `viewKind:` and
/// is not one.
final class PreviewContextFinder: SyntaxVisitor {
    struct Use {
        var attributes: ExprSyntax
        var state: ExprSyntax
        /// The type the call is written in (`Widget_Previews`), if any.
        var provider: String?
        /// Its `.previewDisplayName("Lock Screen")`, if any.
        var displayName: String?
    }
    var uses: [Use] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "previewContext",
              let base = m.base, node.arguments.count == 2,
              let first = node.arguments.first, first.label == nil,
              node.arguments.last?.label?.text == "viewKind" else { return .visitChildren }
        uses.append(Use(attributes: base, state: first.expression, provider: EnclosingType.name(of: node), displayName: displayName(node)))
        return .visitChildren
    }

    /// `.previewDisplayName("...")` right after the call.
    private func displayName(_ node: FunctionCallExprSyntax) -> String? {
        guard let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "previewDisplayName",
              let call = m.parent?.as(FunctionCallExprSyntax.self),
              let s = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return SwiftLiterals.literal(s)
    }
}
