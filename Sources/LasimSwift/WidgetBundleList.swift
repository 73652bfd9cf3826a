import SwiftSyntax

/// The widgets an app's `@main` `WidgetBundle` lists: the phone runs only
/// those. Xcode's widget-extension template leaves a Live Activity of its
/// own (`XLiveActivity`, its `XAttributes` and previews) that an app often
/// keeps in its sources after writing the one it lists; drawn, it is a
/// card the app never shows.
public struct WidgetBundleList: Sendable {
    public struct Bundle: Sendable, Equatable {
        public var path: String
        public var name: String
        /// The widgets its `body` makes (`FavoritesWidget()`, also under `if #available`).
        public var listed: [String]
    }

    public var bundles: [Bundle] = []

    public init(bundles: [Bundle] = []) { self.bundles = bundles }

    /// The `@main` bundles in `sources`; only the files that name
    /// `WidgetBundle` are parsed (a text scan, as `RelevantFiles` finds the
    /// configurations' files).
    public static func read(_ sources: [(path: String, text: String)]) -> WidgetBundleList {
        var out: [Bundle] = []
        for f in sources where f.text.contains("WidgetBundle") && f.text.contains("@main") {
            for s in SwiftParsing.parse(f.text).tree.statements {
                guard let d = s.item.as(StructDeclSyntax.self),
                      d.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }),
                      d.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("WidgetBundle") }) == true
                else { continue }
                out.append(Bundle(path: f.path, name: d.name.text, listed: made(d)))
            }
        }
        return WidgetBundleList(bundles: out)
    }

    /// The types a bundle's members call (`A()`, `B.init()`), in order: its
    /// `body` and the `@WidgetBundleBuilder` functions it calls (jogu's
    /// `alarmWidget()`, which makes its AlarmKit activity on iOS 26). None
    /// where it calls a function it does not declare (an extension's
    /// elsewhere): what that makes is not known.
    static func made(_ bundle: StructDeclSyntax) -> [String] {
        final class Calls: SyntaxVisitor {
            var names: [String] = [], functions: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                var called = node.calledExpression
                if let m = called.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base { called = base }
                if let r = called.as(DeclReferenceExprSyntax.self) {
                    if r.baseName.text.first?.isUppercase == true { names.append(r.baseName.text) } else { functions.insert(r.baseName.text) }
                }
                return .visitChildren
            }
        }
        let c = Calls(viewMode: .sourceAccurate)
        c.walk(bundle.memberBlock)
        let declared = Set(bundle.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        return c.functions.isSubset(of: declared) ? c.names : []
    }

    /// The bundle that leaves out `widget` (a type written at `path` with an
    /// `ActivityConfiguration`), where the bundle lists at least one of
    /// `activityWidgets` (the types that make one); nil where it is listed,
    /// or no bundle lists an activity (draw it: the bundle may make it in a
    /// way not read here). Several bundles (a repository of sample apps):
    /// those in the folders nearest `path`.
    public func leavingOut(_ widget: String, at path: String, activityWidgets: Set<String>) -> Bundle? {
        guard !bundles.isEmpty else { return nil }
        let near = bundles.map { WidgetTargetOrder.nearness($0.path, to: [path]) }
        let nearest = bundles.indices.filter { near[$0] == near.max() }.map { bundles[$0] }
        guard nearest.contains(where: { $0.listed.contains(where: activityWidgets.contains) }),
              !nearest.contains(where: { $0.listed.contains(widget) }) else { return nil }
        return nearest.first { $0.listed.contains(where: activityWidgets.contains) }
    }
}
