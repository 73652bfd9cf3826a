import LasimModel
import SwiftSyntax

/// The app's own sample states: `static` ContentState / attributes values
/// and `#Preview(..., as:, using:) { } contentStates: { }` blocks.
struct SampleCollector {
    let sources: SwiftSourceSet
    let index: TypeIndex
    var builder: SchemaBuilder
    var activities: [ImportedActivity]
    /// Evaluated static values: type -> property -> JSON.
    private var statics: [String: [String: JSONValue]] = [:]
    private var staticSources: [String: [String: String]] = [:]
    /// Content-state statics only the app's code makes: type -> property -> what to run.
    private var codeStatics: [String: [String: (sample: CodeSample, source: String)]] = [:]

    init(sources: SwiftSourceSet, index: TypeIndex, builder: SchemaBuilder, activities: [ImportedActivity]) {
        self.sources = sources; self.index = index; self.builder = builder; self.activities = activities
    }

    private func evaluator() -> SampleEvaluator {
        let statics = self.statics
        let raws = builder.enumRaws
        return SampleEvaluator(now: SwiftImporter.sampleInstant,
                               lookupStatic: { type, name in
                                   statics[type]?[name] ?? statics.first { $0.key.hasSuffix("." + type) }?.value[name]
                               },
                               enumRaw: { type, name in raws[type]?[name] })
    }

    /// The declared type a schema came from (a typealias resolved).
    private func declName(_ schema: ContentSchema) -> String? { schema.swiftType }

    mutating func collect() {
        for i in activities.indices {
            let a = activities[i]
            let attrName = a.attributes.swiftType ?? a.typeName
            let contentName = a.contentState.swiftType ?? "\(attrName).ContentState"
            evaluateStatics(of: attrName, schema: a.attributes)
            evaluateStatics(of: contentName, schema: a.contentState, aliases: ["\(attrName).ContentState"], byCode: true)
            let attributes = statics[attrName]?.values.first?.objectValue ?? JSONObject()
            let evaluated = statics[contentName] ?? [:], code = codeStatics[contentName] ?? [:]
            for name in Set(evaluated.keys).union(code.keys).sorted() {
                if let value = evaluated[name] {
                    guard let state = value.objectValue else { continue }
                    activities[i].samples.append(ImportedSample(name: name, attributes: attributes, contentState: state,
                                                                source: staticSources[contentName]?[name] ?? a.source))
                } else if let c = code[name] {
                    activities[i].samples.append(ImportedSample(name: name, attributes: attributes, contentState: JSONObject(),
                                                                source: c.source, code: c.sample))
                }
            }
        }
        collectPreviews()
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

    /// `static let x = ContentState(...)`, `static var x: Self { .init(...) }`.
    /// `byCode`: a static literals cannot make is left to the views' evaluator (content states).
    private mutating func evaluateStatics(of typeName: String, schema: ContentSchema, aliases: [String] = [], byCode: Bool = false) {
        guard let decl = index.types[typeName] else { return }
        let own = Self.staticValues(decl.members, owner: typeName)
        let typeNames = index.names(of: typeName)
        var found = own
        if found.isEmpty { found = foreignStatics(of: typeNames + aliases) }
        // A static of another type kept beside the samples (chart data, a
        // nested state) is no sample: samples may still refer to it.
        let others = Set(own.filter { !Self.makes($0.expr, annotation: $0.annotation, typeNames: typeNames) }.map(\.name))
        // Two passes: a sample may refer to one declared after it.
        for _ in 0..<2 {
            for s in found where statics[typeName]?[s.name] == nil && !others.contains(s.name) {
                let (name, expr, file) = (s.name, s.expr, s.file)
                guard expr.is(FunctionCallExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) else { continue }
                var ev = evaluator()
                ev.siblingStatic = { n in s.locals[n] ?? found.first { $0.name == n }?.expr }
                let builder = self.builder
                if let v = try? ev.value(expr, as: .object(schema), schemaOf: { builder.schemaOf($0) }), let o = v.objectValue {
                    if let failure = SwiftImporter.decodeFailure(o, schema) {
                        // Literals read a part of it (a static function's
                        // arguments, an init of the app's own): its code may make the rest.
                        leaveToCode(s, typeName: typeName, unread: "it does not decode as \(schema.name) (\(failure))", byCode: byCode)
                        found.removeAll { $0.name == name }
                        continue
                    }
                    statics[typeName, default: [:]][name] = v
                    staticSources[typeName, default: [:]][name] = sources.location(of: expr, in: file)
                }
            }
        }
        for s in found where statics[typeName]?[s.name] == nil && s.expr.is(FunctionCallExprSyntax.self) && !others.contains(s.name) {
            leaveToCode(s, typeName: typeName, unread: "lasim cannot evaluate \(s.expr.trimmedDescription.prefix(60))", byCode: byCode)
        }
    }

    /// A static literals cannot make: run by the views' evaluator, or (not a content state) noted as skipped.
    private mutating func leaveToCode(_ s: StaticValue, typeName: String, unread: String, byCode: Bool) {
        let sample = CodeSample(made: .staticMember(owner: s.owner, name: s.name, isFunction: s.isFunction),
                                path: sources.files[s.file].path, line: sources.line(of: s.expr, in: s.file),
                                subject: "sample \(typeName).\(s.name)", unread: unread)
        guard byCode else { builder.note(s.file, s.expr, sample.note); return }
        codeStatics[typeName, default: [:]][s.name] = (sample, sources.location(of: s.expr, in: s.file))
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
        let a = activities[i]
        let ev = evaluator()
        let builder = self.builder
        var attributes = statics[a.attributes.swiftType ?? a.typeName]?.values.first?.objectValue ?? JSONObject()
        // `using:` that only code makes: run with the states that need running too.
        var codeAttributes: CodeSample.Made?
        if let using = p.using {
            if let v = try? ev.value(using, as: .object(a.attributes), schemaOf: { builder.schemaOf($0) }), let o = v.objectValue {
                attributes = o
            } else {
                codeAttributes = made(using, file)
            }
        }
        let title = p.name ?? "preview \(number)"
        for (k, expr) in states.enumerated() {
            let member = expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let name = states.count == 1 ? title : "\(title) \(member ?? String(k + 1))"
            // What literals cannot make (or make only in part) the views' evaluator runs.
            func leaveToCode(_ unread: String) {
                let code = CodeSample(made: made(expr, file), attributes: codeAttributes, path: sources.files[file].path,
                                      line: sources.line(of: expr, in: file), subject: "#Preview content state", unread: unread)
                activities[i].samples.append(ImportedSample(name: name, attributes: attributes, contentState: JSONObject(),
                                                            source: sources.location(of: expr, in: file), code: code))
            }
            do throws(SampleEvaluator.Unevaluable) {
                let v = try ev.value(expr, as: .object(a.contentState), schemaOf: { builder.schemaOf($0) })
                guard let state = v.objectValue else { continue }
                if let failure = SwiftImporter.decodeFailure(state, a.contentState) {
                    leaveToCode("it does not decode as \(a.contentState.name) (\(failure))")
                    continue
                }
                if activities[i].samples.contains(where: { $0.contentState == state && $0.attributes == attributes }) { continue }
                activities[i].samples.append(ImportedSample(name: name, attributes: attributes, contentState: state,
                                                            source: sources.location(of: expr, in: file)))
            } catch {
                leaveToCode("lasim cannot evaluate \(error.text)")
            }
        }
    }

    /// An expression as written, for the views' evaluator to find and run.
    private func made(_ expr: ExprSyntax, _ file: Int) -> CodeSample.Made {
        .expression(text: expr.trimmedDescription, path: sources.files[file].path, offset: expr.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

extension SchemaBuilder {
    /// The object schema behind a field type, for nested samples.
    func schemaOf(_ type: ContentSchema.FieldType) -> ContentSchema? {
        if case .object(let s) = type { return s }
        return nil
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
            if arg.label == nil, let s = arg.expression.as(StringLiteralExprSyntax.self) { p.name = SampleEvaluator.literal(s) }
            if arg.label?.text == "using" { p.using = arg.expression }
        }
        for c in closures where c.label.text == "contentStates" {
            p.contentStates = c.closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        }
        if p.contentStates != nil { previews.append(p) }
    }
}
