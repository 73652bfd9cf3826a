import LasimModel
import SwiftSyntax

/// The app's own sample states, found: `static` ContentState / attributes
/// values and `#Preview(..., as:, using:) { } contentStates: { }` blocks.
/// A parse step only: what makes each state is run by the interpreter that
/// runs the app's views (LasimSwiftUI), for every command alike.
struct SampleCollector {
    let sources: SwiftSourceSet
    let index: TypeIndex
    var builder: SchemaBuilder
    var activities: [ImportedActivity]

    init(sources: SwiftSourceSet, index: TypeIndex, builder: SchemaBuilder, activities: [ImportedActivity]) {
        self.sources = sources; self.index = index; self.builder = builder; self.activities = activities
    }

    mutating func collect() {
        for i in activities.indices {
            let a = activities[i]
            let attrName = a.attributes.swiftType ?? a.typeName
            let contentName = a.contentState.swiftType ?? "\(attrName).ContentState"
            // The attributes shown with the statics: the type's first one.
            let attributes = samples(of: attrName).first
            for s in samples(of: contentName, aliases: ["\(attrName).ContentState"]).sorted(by: { $0.name < $1.name }) {
                var code = code(s, subject: "sample \(s.owner).\(s.name)")
                if let attributes {
                    code.attributes = .staticMember(owner: attributes.owner, name: attributes.name, isFunction: attributes.isFunction)
                    code.files = Array(Set(code.files + [sources.files[attributes.file].path])).sorted()
                }
                activities[i].samples.append(ImportedSample(name: s.name, source: sources.location(of: s.expr, in: s.file), code: code))
            }
        }
        collectPreviews()
        collectPreviewContexts()
    }

    /// What runs one static: the static itself, by name.
    private func code(_ s: StaticValue, subject: String) -> CodeSample {
        CodeSample(made: .staticMember(owner: s.owner, name: s.name, isFunction: s.isFunction),
                   path: sources.files[s.file].path, line: sources.line(of: s.expr, in: s.file), subject: subject,
                   files: [sources.files[s.file].path])
    }

    /// One static value: its name, the expression that makes it, and the
    /// local constants that expression may name (a getter's `let`s).
    struct StaticValue {
        var owner: String
        var name: String
        var isFunction = false
        var expr: ExprSyntax
        var file: Int
        var annotation: TypeSyntax?
        var locals: [String: ExprSyntax] = [:]
    }

    /// `static` values of one type, in declaration order: stored (`static let x = ...`),
    /// computed (`static var x: Self { ... }`), made by a closure run once
    /// (`static let x: Self = { ... }()`) or by a function without parameters
    /// (`static func x() -> Self { ... }`).
    private static func staticValues(_ members: [(file: Int, decl: DeclSyntax)], owner: String) -> [StaticValue] {
        var found: [StaticValue] = []
        for (file, member) in members {
            if let f = member.as(FunctionDeclSyntax.self), f.modifiers.contains(where: { $0.name.text == "static" }),
               f.signature.parameterClause.parameters.isEmpty, f.genericParameterClause == nil,
               let body = f.body, let made = Self.result(of: body.statements) {
                found.append(StaticValue(owner: owner, name: f.name.text, isFunction: true, expr: made.0, file: file,
                                         annotation: f.signature.returnClause?.type, locals: made.1))
                continue
            }
            guard let v = member.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                var made: (ExprSyntax, [String: ExprSyntax])?
                if let value = binding.initializer?.value {
                    // `{ ... }()`: the closure's result.
                    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                       let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                        made = Self.result(of: closure.statements)
                    } else {
                        made = (value, [:])
                    }
                } else if let accessors = binding.accessorBlock {
                    switch accessors.accessors {
                    case .getter(let items): made = Self.result(of: items)
                    case .accessors(let list):
                        if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body {
                            made = Self.result(of: body.statements)
                        }
                    }
                }
                if let made {
                    found.append(StaticValue(owner: owner, name: id.identifier.text, expr: made.0, file: file,
                                             annotation: binding.typeAnnotation?.type, locals: made.1))
                }
            }
        }
        return found
    }

    /// What a body gives back: its one expression, or its `return` after
    /// `let`s naming values (nil: a body with other statements).
    private static func result(of statements: CodeBlockItemListSyntax) -> (ExprSyntax, [String: ExprSyntax])? {
        var locals: [String: ExprSyntax] = [:]
        for (k, item) in statements.enumerated() {
            let last = k == statements.count - 1
            if last, let e = item.item.as(ExprSyntax.self) { return (e, locals) }
            if last, let r = item.item.as(ReturnStmtSyntax.self), let e = r.expression { return (e, locals) }
            guard let v = item.item.as(VariableDeclSyntax.self) else { return nil }
            for b in v.bindings {
                guard let id = b.pattern.as(IdentifierPatternSyntax.self), let e = b.initializer?.value else { return nil }
                locals[id.identifier.text] = e
            }
        }
        return nil
    }

    /// Values of the type `typeNames` name kept as statics of other types (a preview
    /// provider's `static let contentState = X.ContentState(...)`).
    private func foreignStatics(of typeNames: [String]) -> [StaticValue] {
        var out: [StaticValue] = []
        for (owner, decl) in index.types.sorted(by: { $0.key < $1.key }) where owner != typeNames[0] {
            // A name as written inside `owner`: qualified, or relative to it (`ContentState` in the attributes).
            func names(_ text: String) -> Bool {
                typeNames.contains { text == $0 || owner + "." + text == $0 || $0.hasSuffix("." + text) && text.contains(".") }
            }
            for v in Self.staticValues(decl.members, owner: owner) {
                let called = v.expr.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                if let called, names(called) || (called == ".init" && v.annotation.map { names($0.trimmedDescription) } == true) {
                    out.append(v)
                }
            }
        }
        return out
    }

    /// `static let x = ContentState(...)`, `static var x: Self { .init(...) }`:
    /// the type's own statics that make one of it, or else those other
    /// types keep of it (a preview provider's).
    private func samples(of typeName: String, aliases: [String] = []) -> [StaticValue] {
        guard let decl = index.types[typeName] else { return [] }
        let own = Self.staticValues(decl.members, owner: typeName)
        let typeNames = index.names(of: typeName)
        // A static of another type kept beside the samples (chart data, a
        // nested state) is no sample: samples may still refer to it.
        let found = own.isEmpty ? foreignStatics(of: typeNames + aliases)
            : own.filter { Self.makes($0.expr, annotation: $0.annotation, typeNames: typeNames) }
        return found.filter { $0.expr.is(FunctionCallExprSyntax.self) || $0.expr.is(MemberAccessExprSyntax.self) }
    }

    /// Whether a static's value is one of `typeName`'s (`ContentState(...)`,
    /// `.init(...)`, `Self(...)`, a member of the type), not of another
    /// type (`ChartItem(...)`, or annotated so).
    static func makes(_ expr: ExprSyntax, annotation: TypeSyntax?, typeNames: [String]) -> Bool {
        // Each name the type goes by (its aliases too), whole or last part.
        func names(_ t: String) -> Bool {
            t == "Self" || typeNames.contains { n in
                let short = n.split(separator: ".").last.map(String.init) ?? n
                return t == short || t == n || t.hasSuffix("." + short)
            }
        }
        if let annotation { return names(annotation.trimmedDescription) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return true }
        let callee = call.calledExpression.trimmedDescription
        let type = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        return type.isEmpty || type == "init" || names(type)
    }

    private mutating func collectPreviews() {
        for file in index.indexedFiles.sorted() {
            let finder = PreviewFinder(viewMode: .sourceAccurate)
            finder.walk(sources.syntax(file))
            for (n, preview) in finder.previews.enumerated() {
                add(preview, number: n + 1, file: file)
            }
        }
    }

    private mutating func add(_ p: PreviewFinder.Preview, number: Int, file: Int) {
        guard let states = p.contentStates else { return }
        // Which activity: the type named in `using:` (or the only one).
        let usingText = p.using?.trimmedDescription ?? ""
        let target = activities.indices.first { i in
            usingText.hasPrefix(activities[i].typeName + ".") || usingText.hasPrefix(activities[i].typeName + "(")
        } ?? (activities.count == 1 ? 0 : nil)
        guard let i = target else { return }
        // Without `using:`, the attributes the statics are shown with.
        var attributes = p.using.map { made($0, file) }
        var attributesFiles: [String] = []
        if attributes == nil, let s = samples(of: activities[i].attributes.swiftType ?? activities[i].typeName).first {
            attributes = .staticMember(owner: s.owner, name: s.name, isFunction: s.isFunction)
            attributesFiles = [sources.files[s.file].path]
        }
        let title = p.name ?? "preview \(number)"
        for (k, expr) in states.enumerated() {
            let member = expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let name = states.count == 1 ? title : "\(title) \(member ?? String(k + 1))"
            let path = sources.files[file].path
            let code = CodeSample(made: made(expr, file), attributes: attributes, path: path,
                                  line: sources.line(of: expr, in: file), subject: "#Preview content state",
                                  files: Array(Set([path] + attributesFiles)).sorted())
            activities[i].samples.append(ImportedSample(name: name, source: sources.location(of: expr, in: file), code: code))
        }
    }

    /// `Attributes(...).previewContext(State(...), viewKind: .content)` in a
    /// `PreviewProvider` (apps written for iOS 16.1, before `#Preview`). A
    /// state a static names is one of the statics found above; one made in
    /// the call is a sample of its own, once however many presentations it
    /// is previewed in, named after its provider.
    private mutating func collectPreviewContexts() {
        var seen: Set<String> = []
        var found: [(activity: Int, use: PreviewContextFinder.Use, file: Int)] = []
        for file in index.indexedFiles.sorted() {
            let finder = PreviewContextFinder(viewMode: .sourceAccurate)
            finder.walk(sources.syntax(file))
            for use in finder.uses where use.state.is(FunctionCallExprSyntax.self) {
                let written = use.attributes.trimmedDescription
                let target = activities.indices.first { i in
                    written.hasPrefix(activities[i].typeName + "(") || written.hasPrefix(activities[i].typeName + ".")
                } ?? (activities.count == 1 ? 0 : nil)
                guard let i = target, seen.insert("\(i) \(written) \(use.state.trimmedDescription)").inserted else { continue }
                found.append((i, use, file))
            }
        }
        for (activity, use, file) in found {
            let provider = use.provider ?? "PreviewProvider"
            let siblings = found.filter { $0.activity == activity && ($0.use.provider ?? "PreviewProvider") == provider }
            let k = siblings.firstIndex { $0.use.state.id == use.state.id } ?? 0
            let name = use.displayName ?? (siblings.count == 1 ? provider : "\(provider) \(k + 1)")
            // Attributes named by a local or a provider's static: the type's first static, as without `using:`.
            var attributes: CodeSample.Made?
            var attributesFiles: [String] = []
            if use.attributes.is(FunctionCallExprSyntax.self) || use.attributes.is(MemberAccessExprSyntax.self) {
                attributes = made(use.attributes, file)
            } else if let s = samples(of: activities[activity].attributes.swiftType ?? activities[activity].typeName).first {
                attributes = .staticMember(owner: s.owner, name: s.name, isFunction: s.isFunction)
                attributesFiles = [sources.files[s.file].path]
            }
            let path = sources.files[file].path
            let code = CodeSample(made: made(use.state, file), attributes: attributes, path: path,
                                  line: sources.line(of: use.state, in: file), subject: "previewContext content state",
                                  files: Array(Set([path] + attributesFiles)).sorted())
            activities[activity].samples.append(ImportedSample(name: name, source: sources.location(of: use.state, in: file), code: code))
        }
    }

    /// An expression as written, for the views' evaluator to find and run.
    private func made(_ expr: ExprSyntax, _ file: Int) -> CodeSample.Made {
        .expression(text: expr.trimmedDescription, path: sources.files[file].path, offset: expr.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

/// `#Preview(...)` macro uses, at top level or nested.
final class PreviewFinder: SyntaxVisitor {
    struct Preview {
        var name: String?
        var using: ExprSyntax?
        var contentStates: [ExprSyntax]?
    }
    var previews: [Preview] = []

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            read(node.arguments, node.additionalTrailingClosures)
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            read(node.arguments, node.additionalTrailingClosures)
        }
        return .skipChildren
    }

    private func read(_ args: LabeledExprListSyntax, _ closures: MultipleTrailingClosureElementListSyntax) {
        var p = Preview()
        for arg in args {
            if arg.label == nil, let s = arg.expression.as(StringLiteralExprSyntax.self) { p.name = SwiftLiterals.literal(s) }
            if arg.label?.text == "using" { p.using = arg.expression }
        }
        for c in closures where c.label.text == "contentStates" {
            p.contentStates = c.closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        }
        if p.contentStates != nil { previews.append(p) }
    }
}
