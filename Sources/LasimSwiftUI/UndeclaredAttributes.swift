import LasimModel
import LasimText
import SwiftSyntax

/// An attributes type a configuration names that no file given declares: a
/// type the app's build generates (expo-targets writes `HelloWidgetAttributes`
/// from its `expo-target.config.json` at prebuild), or one in a folder not
/// given. Its typical state is the members the configuration's closures read
/// on their context (`context.state.status`, `context.attributes.title`),
/// each a string, its name, as the typical state writes a string field; a
/// payload is never checked against it: nothing says what the type holds.
enum UndeclaredAttributes {
    /// The schemas the typical state is made from: content state, attributes.
    static func typicalSchemas(_ call: FunctionCallExprSyntax, typeName: String) -> (state: ContentSchema, attributes: ContentSchema) {
        let reader = ContextReads(contexts: Set(closures(of: call).flatMap(Interpreter.parameters)))
        reader.walk(call)
        func schema(_ name: String, _ members: [String]) -> ContentSchema {
            ContentSchema(name: name, fields: members.map { ContentSchema.Field(name: $0, type: .string) })
        }
        return (schema("\(typeName).ContentState", reader.state), schema(typeName, reader.attributes))
    }

    /// The closures the configuration is called with: the lock screen's and `dynamicIsland:`.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [call.trailingClosure].compactMap { $0 }
            + call.additionalTrailingClosures.map(\.closure)
    }

    /// `context.state.x` and `context.attributes.y`, in the order first read.
    final class ContextReads: SyntaxVisitor {
        let contexts: Set<String>
        var state: [String] = []
        var attributes: [String] = []
        init(contexts: Set<String>) {
            self.contexts = contexts
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let part = node.base?.as(MemberAccessExprSyntax.self),
                  let context = part.base?.as(DeclReferenceExprSyntax.self), contexts.contains(context.baseName.text) else { return .visitChildren }
            let member = node.declName.baseName.text.trimming("`")
            switch part.declName.baseName.text {
            case "state" where !state.contains(member): state.append(member)
            case "attributes" where !attributes.contains(member): attributes.append(member)
            default: break
            }
            return .visitChildren
        }
    }
}
