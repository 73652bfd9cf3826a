import LasimModel
import LasimRender
import SwiftSyntax

/// An app's own Live Activity views, as a template the one renderer draws.
public struct SwiftUIActivity: Sendable {
    /// Named after the attributes type: payloads with `attributes-type` X pick it.
    public var template: Template
    public var coverage: Coverage
}

/// The second front end: `ActivityConfiguration(for: X.self) { lock }
/// dynamicIsland: { DynamicIsland { regions } compactLeading: ... }` in an
/// app's sources -> one `Template` per configuration.
public enum SwiftUIFrontEnd {
    /// What the schema importer (part 1, `--swift`) knows of each attributes
    /// type: its content-state and attributes schemas and sample states.
    public struct Schemas: Sendable {
        public var schema: ContentSchema?
        public var attributesSchema: ContentSchema?
        public var samples: [Sample]
        public init(schema: ContentSchema? = nil, attributesSchema: ContentSchema? = nil, samples: [Sample] = []) {
            self.schema = schema; self.attributesSchema = attributesSchema; self.samples = samples
        }
    }

    public static func activities(in files: SwiftFiles, schemas: [String: Schemas] = [:]) -> [SwiftUIActivity] {
        let catalog = ViewCatalog(files)
        var out: [SwiftUIActivity] = []
        for call in catalog.configurations {
            guard let typeName = attributesType(call) else { continue }
            let t = Translator(files: files, catalog: catalog)
            t.stateSchema = schemas[typeName]?.schema
            t.attributesSchema = schemas[typeName]?.attributesSchema
            let owner = enclosingType(call).flatMap { catalog.types[$0] }
            var slots: [Slot: Element] = [:]
            let lockClosure = call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            if let lock = lockClosure {
                t.presentation = "lock"
                slots[.lock] = root(t.views(lock.statements, frame(lock, owner)), t, lock)
                // iOS 18: the watch Smart Stack and CarPlay show the lock
                // view with activityFamily == .small, only when declared.
                if supplementalFamilies(call).contains("small") {
                    t.presentation = "small"; t.family = "small"
                    slots[.small] = root(t.views(lock.statements, frame(lock, owner)), t, lock)
                    t.family = "medium"
                }
            }
            let island = call.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
                ?? call.arguments.first { $0.label?.text == "dynamicIsland" }?.expression.as(ClosureExprSyntax.self)
            if let island { dynamicIsland(island, t, owner: owner, into: &slots) }
            let s = schemas[typeName] ?? Schemas()
            var template = Template(name: typeName, description: "\(typeName): the app's own SwiftUI views (\(files.location(call)))",
                                    attributesType: typeName, schema: s.schema, attributesSchema: s.attributesSchema,
                                    samples: s.samples, slots: slots, file: files.location(call))
            template.warnings = t.coverage.leftOutLines
            template.cardTint = t.cardTint
            out.append(SwiftUIActivity(template: template, coverage: t.coverage))
        }
        return out
    }

    /// `ActivityConfiguration(...) { } .supplementalActivityFamilies([.small])`
    /// -> ["small"]: the modifiers chained on the configuration call.
    static func supplementalFamilies(_ call: FunctionCallExprSyntax) -> [String] {
        var node = Syntax(call)
        while let m = node.parent?.as(MemberAccessExprSyntax.self), let c = m.parent?.as(FunctionCallExprSyntax.self) {
            if m.declName.baseName.text == "supplementalActivityFamilies" {
                return c.arguments.flatMap { a in
                    (a.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [a.expression])
                        .compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                }
            }
            node = Syntax(c)
        }
        return []
    }

    /// `for: X.self` -> "X".
    static func attributesType(_ call: FunctionCallExprSyntax) -> String? {
        guard let a = call.arguments.first(where: { $0.label?.text == "for" }) else { return nil }
        var t = a.expression.trimmedDescription
        if t.hasSuffix(".self") { t = String(t.dropLast(5)) }
        return t.split(separator: ".").last.map(String.init)
    }

    /// The closure's parameter (`context in`) is the activity's context.
    static func frame(_ c: ClosureExprSyntax, _ owner: ViewDecl?) -> Frame {
        var f = Frame(values: [:], owner: owner)
        switch c.signature?.parameterClause {
        case .simpleInput(let names)?: if let n = names.first { f.values[n.name.text] = .path(["$context"]) }
        case .parameterClause(let p)?: if let n = p.parameters.first { f.values[(n.secondName ?? n.firstName).text] = .path(["$context"]) }
        case nil: f.values["$0"] = .path(["$context"])
        }
        return f
    }

    /// A slot's views as one element; the card pads the slot already, so a
    /// root `.padding` is the card's own.
    static func root(_ elements: [Element], _ t: Translator, _ node: ClosureExprSyntax) -> Element? {
        if elements.isEmpty { return nil }
        let e = t.single(elements, node: Syntax(node))
        if elements.count == 1 { e.padding = 0 }
        return e
    }

    /// The struct the configuration is written in: its helpers are in reach.
    static func enclosingType(_ node: some SyntaxProtocol) -> String? {
        var p = node.parent
        while let n = p {
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) }
            p = n.parent
        }
        return nil
    }

    static func dynamicIsland(_ closure: ClosureExprSyntax, _ t: Translator, owner: ViewDecl?, into slots: inout [Slot: Element]) {
        let f = frame(closure, owner)
        // The closure's last expression is `DynamicIsland { ... } compactLeading: ...`, maybe with modifiers.
        var expr: ExprSyntax? = closure.statements.last.flatMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression }
        while let c = expr?.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            t.presentation = "expanded"
            if let note = Translator.rough[m.declName.baseName.text] { t.approximated("." + m.declName.baseName.text, c, note) }
            else { t.drawn("." + m.declName.baseName.text, c) }
            expr = base
        }
        guard let di = expr?.as(FunctionCallExprSyntax.self), di.calledExpression.trimmedDescription == "DynamicIsland" else {
            t.presentation = "expanded"
            if let e = expr { _ = t.placeholder(Unsupported(construct: Translator.shortName(e), node: Syntax(e), note: "expected DynamicIsland { }")) }
            return
        }
        if let expanded = di.trailingClosure ?? di.arguments.first(where: { $0.label?.text == "expanded" })?.expression.as(ClosureExprSyntax.self) {
            t.presentation = "expanded"
            regions(expanded.statements, t, f, into: &slots)
        }
        for (label, slot, presentation) in [("compactLeading", Slot.compactLeading, "compact"), ("compactTrailing", .compactTrailing, "compact"),
                                            ("minimal", .minimal, "minimal")] {
            let closure = di.additionalTrailingClosures.first { $0.label.text == label }?.closure
                ?? di.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
            guard let closure else { continue }
            t.presentation = presentation
            slots[slot] = root(t.views(closure.statements, f), t, closure)
        }
    }

    /// `DynamicIslandExpandedRegion(.leading) { ... }` -> the expanded slots;
    /// `if` around regions keeps its condition.
    static func regions(_ items: CodeBlockItemListSyntax, _ t: Translator, _ f: Frame, into slots: inout [Slot: Element]) {
        for item in items {
            let e = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard var e else { continue }
            var modifiers: [FunctionCallExprSyntax] = []
            while let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                modifiers.append(c); e = base
            }
            if let i = e.as(IfExprSyntax.self) {
                var inner = f
                if let c = try? t.condition(i.conditions, &inner) {
                    var sub: [Slot: Element] = [:]
                    regions(i.body.statements, t, inner, into: &sub)
                    for (k, v) in sub { slots[k] = t.guarded([v], c)[0] }
                }
                continue
            }
            if let c = e.as(FunctionCallExprSyntax.self), let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               name != "DynamicIslandExpandedRegion", let fn = t.function(name, args: c.arguments.map { $0 }, in: f), let body = fn.body,
               let inner = try? t.bind(fn, c, f) {
                // `@DynamicIslandExpandedContentBuilder func expandedContent(...)`: its regions.
                do throws(Unsupported) {
                    try t.inline(name, Syntax(c), body: body) {
                        t.drawn("helper function", c)
                        regions(body.statements, t, inner, into: &slots)
                    }
                } catch {
                    _ = t.placeholder(error)
                }
                continue
            }
            guard let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == "DynamicIslandExpandedRegion",
                  let body = c.trailingClosure ?? t.content(c) else {
                _ = t.placeholder(Unsupported(construct: Translator.shortName(e), node: Syntax(e), note: "not an expanded region"))
                continue
            }
            for m in modifiers { t.drawn("." + (m.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""), m) }
            let position = c.arguments.first?.expression.trimmedDescription ?? ""
            let slot: Slot
            switch position {
            case ".leading": slot = .expandedLeading
            case ".trailing": slot = .expandedTrailing
            case ".center": slot = .expandedCenter
            default: slot = .expandedBottom
            }
            t.drawn("DynamicIslandExpandedRegion", c)
            if let element = root(t.views(body.statements, f), t, body) {
                // Two regions in one place (rare): drawn one under the other.
                slots[slot] = slots[slot].map { Element(.vstack([$0, element]), path: element.path) } ?? element
            }
        }
    }
}
