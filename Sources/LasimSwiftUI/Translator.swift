import LasimModel
import LasimRender
import SwiftSyntax

/// A construct the front end cannot translate: named, with its node for file:line.
struct Unsupported: Error {
    var construct: String
    var node: Syntax
    var note = ""
}

/// What names mean while translating one view: values bound to template
/// expressions (`context` is the root `$context`, `state` after
/// `let state = context.state` is `$context.state`), and the struct whose
/// computed properties and helper functions `self` reaches.
struct Frame {
    var values: [String: Expression] = [:]
    var owner: ViewDecl?
}

/// Translates an app's SwiftUI views into template elements, recording what
/// it drew, approximated and left out. One translator per presentation slot.
final class Translator {
    let files: SwiftFiles
    let catalog: ViewCatalog
    var coverage = Coverage()
    var presentation = "lock" {
        didSet { inlined = 0 } // each presentation has its own budget
    }
    /// What `@Environment(\.activityFamily)` reads: "small" while drawing
    /// the watch/CarPlay view of an app that declares the small family.
    var family = "medium"
    /// The bodies being inlined, outermost first: a view, helper or
    /// computed property that reaches itself again is drawn as a placeholder
    /// (SwiftUI would recurse forever; lasim must not).
    var inlining: Set<SyntaxIdentifier> = []
    /// Inlined so far in this presentation: views that each use the next
    /// several times grow exponentially without recursing (2 copies a level,
    /// 16 levels: 65,536 views). The fuzzer found a view that hung `render`.
    var inlined = 0
    static let maxInlined = 2_000

    /// Inlines `body` (a custom view's, a helper's or a computed property's,
    /// named `name`, called at `node`).
    func inline<T>(_ name: String, _ node: Syntax, body: some SyntaxProtocol,
                   _ work: () throws(Unsupported) -> T) throws(Unsupported) -> T {
        let id = body.id
        guard !inlining.contains(id) else { throw Unsupported(construct: name, node: node, note: "recursive: it contains itself") }
        guard inlined < Self.maxInlined else {
            throw Unsupported(construct: name, node: node, note: "over \(Self.maxInlined) views and helpers inlined")
        }
        inlining.insert(id)
        inlined += 1
        defer { inlining.remove(id) }
        return try work()
    }

    init(files: SwiftFiles, catalog: ViewCatalog) { self.files = files; self.catalog = catalog }

    func loc(_ n: some SyntaxProtocol) -> String { files.location(n) }

    func drawn(_ construct: String, _ n: some SyntaxProtocol) { coverage.record(presentation, construct, .drawn, at: loc(n)) }
    func approximated(_ construct: String, _ n: some SyntaxProtocol, _ note: String) {
        coverage.record(presentation, construct, .approximated, note: note, at: loc(n))
    }
    func leftOut(_ construct: String, _ n: some SyntaxProtocol, _ note: String = "") {
        coverage.record(presentation, construct, .leftOut, note: note, at: loc(n))
    }

    /// A visible placeholder naming what could not be drawn (and listed).
    func placeholder(_ u: Unsupported) -> Element {
        leftOut(u.construct, u.node, u.note)
        let note = "\(loc(u.node)): SwiftUI \(u.construct) not drawn" + (u.note.isEmpty ? "" : " (\(u.note))")
        return Element(.placeholder(label: u.construct, note: note), path: loc(u.node))
    }

    // MARK: - Names

    /// `context.state.x` -> `x`, `context.attributes.y` -> `attributes.y`,
    /// `context.isStale` -> the built-in `isStale`: the template's names.
    static func normalize(_ p: [String]) -> Expression {
        guard p.first == "$context", p.count >= 2 else { return .path(p) }
        switch p[1] {
        case "state" where p.count >= 3: return .path(Array(p[2...]))
        case "attributes" where p.count >= 3: return .path(["attributes"] + p[2...])
        case "isStale", "activityID": return .path([p[1]] + p.dropFirst(2))
        default: return .path(p)
        }
    }

    /// The app's schemas, when imported: a view names Swift properties, a
    /// payload carries their `CodingKeys` keys (`stopsAway` is "stops_away").
    var stateSchema: ContentSchema?
    /// `.activityBackgroundTint(...)` in the lock view: the card's colour.
    var cardTint: TextTemplate?
    var attributesSchema: ContentSchema?

    /// A normalized path with each Swift property name replaced by its key.
    func renamed(_ e: Expression) -> Expression {
        guard case .path(let p) = e, !p.isEmpty, p[0] != "$context" else { return e }
        if p[0] == "attributes" { return .path(["attributes"] + Self.keys(Array(p.dropFirst()), attributesSchema)) }
        return .path(Self.keys(p, stateSchema))
    }

    static func keys(_ path: [String], _ schema: ContentSchema?) -> [String] {
        var schema = schema
        return path.map { name in
            guard let s = schema, let f = s.fields.first(where: { ($0.property ?? $0.name) == name }) else {
                schema = nil
                return name
            }
            switch f.type {
            case .object(let inner), .optional(.object(let inner)): schema = inner
            default: schema = nil
            }
            return f.name
        }
    }

    /// `@Environment` values, as the template's appearance built-in makes them.
    static func environment(_ key: String, family: String = "medium") -> Expression? {
        let appearance = Expression.path(["appearance"])
        switch key {
        case "colorScheme":
            return .conditional(.binary("==", appearance, .literal(.string("light"))), .literal(.string("light")), .literal(.string("dark")))
        case "isLuminanceReduced":
            return .binary("==", appearance, .literal(.string("sleep")))
        case "activityFamily": return .literal(.string(family))
        case "showsWidgetContainerBackground": return .literal(.bool(true))
        default: return nil
        }
    }

    /// A struct's stored properties bound from a call's arguments (the
    /// memberwise initializer, or an explicit one's `self.x = y`).
    func instantiate(_ d: ViewDecl, call: FunctionCallExprSyntax?, in f: Frame) throws(Unsupported) -> Frame {
        var out = Frame(values: [:], owner: d)
        var args: [(label: String?, expr: ExprSyntax)] = call.map { c in c.arguments.map { ($0.label?.text, $0.expression) } } ?? []
        if let c = call, let t = c.trailingClosure { args.append((nil, ExprSyntax(t))) }
        for (name, key) in d.environment { out.values[name] = Self.environment(key, family: family) ?? .literal(.null) }
        // An explicit init whose labels match: bind its parameters, then its assignments.
        if let i = d.initializers.first(where: { i in
            let labels = i.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            return labels.count == args.count && zip(labels, args).allSatisfy { $0 == $1.label }
        }) {
            var params = f
            for (p, a) in zip(i.signature.parameterClause.parameters, args) {
                let local = (p.secondName ?? p.firstName).text
                if let e = try? expr(a.expr, f) { params.values[local] = e }
            }
            for item in i.body?.statements ?? [] {
                guard let assign = item.item.as(InfixOperatorExprSyntax.self),
                      assign.operator.is(AssignmentExprSyntax.self) else { continue }
                let target = assign.leftOperand.trimmedDescription.replacing("self.", with: "")
                if let e = try? expr(assign.rightOperand, params) { out.values[target] = e }
            }
        } else {
            var positional = d.stored.filter { $0.initial == nil }.map(\.name)[...]
            for a in args {
                guard let name = a.label ?? positional.popFirst() else { continue }
                if a.label != nil { positional.removeAll { $0 == name } }
                if a.expr.is(ClosureExprSyntax.self) { continue } // view-builder content: not a value
                out.values[name] = try expr(a.expr, f)
            }
        }
        for s in d.stored where out.values[s.name] == nil {
            if let initial = s.initial { out.values[s.name] = (try? expr(initial, out)) ?? .literal(.null) }
        }
        return out
    }
}
