import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// Statements: declarations, control flow, and the view builder's
/// collecting of the views a body's statements make.
extension Interpreter {
    /// A body's value: what it returns; for a view builder the views its
    /// statements made; for a single expression, that expression.
    func run(_ items: CodeBlockItemListSyntax, _ s: Scope, builder: Bool) throws(SwiftError) -> SwiftValue {
        if builder { collected.append([]) }
        let flow: Flow
        do {
            flow = try exec(items, s, builder: builder)
        } catch {
            if builder { collected.removeLast() }
            throw error
        }
        if case .returned(let v) = flow {
            if builder { collected.removeLast() }
            return v
        }
        if builder {
            let views = collected.removeLast()
            if views.count == 1 { return .view(views[0]) }
            return .view(ViewNode(.group, children: views, location: loc(items)))
        }
        if items.count == 1, let only = items.first { return lastValue(of: only) ?? .void }
        return .void
    }

    /// A single-expression body's value (`var x: String { "a" }`), kept by `exec`.
    func lastValue(of item: CodeBlockItemSyntax) -> SwiftValue? { implicitValue.removeValue(forKey: item.id) }

    func exec(_ items: CodeBlockItemListSyntax, _ s: Scope, builder: Bool) throws(SwiftError) -> Flow {
        let single = items.count == 1
        for item in items {
            try step(item)
            if builder {
                let start = (steps, views, allocated)
                do {
                    let flow = try execItem(item, s, builder: true, single: single)
                    if case .normal = flow { continue }
                    return flow
                } catch {
                    // What fails in a builder becomes a view where it stood; the rest still draws.
                    // What is thrown inside a `do` with a `catch` is the catch's.
                    if case .thrown = error.kind, catching > 0 { throw error }
                    if let node = failureView(error) {
                        collected[collected.count - 1].append(node)
                    } else if case .budget = error.kind, let node = overBudget(since: start, item) {
                        collected[collected.count - 1].append(node)
                    } else {
                        throw error
                    }
                }
            } else {
                let flow = try execItem(item, s, builder: false, single: single)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    /// The budget ran out in this statement. Depth first, the deepest
    /// statements spend it all, so the culprit is named where the card's
    /// own views are (the slot's view or its first container's children):
    /// it becomes a placeholder and its siblings get a new budget, a few
    /// times a render.
    func overBudget(since start: (Int, Int, Int), _ item: CodeBlockItemSyntax) -> ViewNode? {
        let used = Double(steps - start.0) / Double(Self.maxSteps) + Double(views - start.1) / Double(Self.maxViews)
            + Double(allocated - start.2) / Double(Self.maxAllocated)
        guard collected.count <= 2, used >= 0.5, budgetsRenewed < 4 else { return nil }
        budgetsRenewed += 1
        steps = 0; views = 0; allocated = 0
        return ViewNode(.placeholder(construct: Self.shortName(item), note: Self.overBudgetNote),
                        location: loc(item))
    }

    /// A placeholder or `⚠` for an error that a view can stand in for.
    func failureView(_ error: SwiftError) -> ViewNode? {
        let place = error.node.map { loc($0) } ?? "?"
        switch error.kind {
        case .unsupported(let construct, let note): return ViewNode(.placeholder(construct: construct, note: note), location: place)
        case .fatal(let message): return ViewNode(.failure(message: message), location: place)
        case .thrown(let v): return ViewNode(.failure(message: "Fatal error: Error raised at top level: \(describe(v))"), location: place)
        case .budget, .nilChain: return nil
        }
    }

    func execItem(_ item: CodeBlockItemSyntax, _ s: Scope, builder: Bool, single: Bool) throws(SwiftError) -> Flow {
        switch item.item {
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) { try declare(v, s, builder: builder); return .normal }
            if let f = d.as(FunctionDeclSyntax.self) {
                // A local function: a closure over this scope.
                s.declare(f.name.plain, localFunction(f, s))
                return .normal
            }
            // `#if` in a body: its statements (views, in a builder) as the phone's build has them.
            if let ifc = d.as(IfConfigDeclSyntax.self) {
                guard case .statements(let items)? = IfConfigClauses.running(ifc)?.elements else { return .normal }
                return try exec(items, s, builder: builder)
            }
            return .normal // local types: the declarations table has them
        case .stmt(let st): return try statement(st, s, builder: builder, single: single, item: item)
        case .expr(let e):
            return try expressionStatement(e, s, builder: builder, single: single, item: item)
        }
    }

    func expressionStatement(_ e: ExprSyntax, _ s: Scope, builder: Bool, single: Bool, item: CodeBlockItemSyntax) throws(SwiftError) -> Flow {
        // Control flow written as an expression: its branches run as statements.
        if let i = e.as(IfExprSyntax.self) {
            let flow = try ifStatement(i, s, builder: builder)
            if single, case .normal = flow, let v = branchValue { implicitValue[item.id] = v; branchValue = nil }
            return flow
        }
        if let sw = e.as(SwitchExprSyntax.self) {
            let flow = try switchStatement(sw, s, builder: builder)
            if single, case .normal = flow, let v = branchValue { implicitValue[item.id] = v; branchValue = nil }
            return flow
        }
        let v = try eval(e, s, expected: single ? s.returnType : nil)
        if builder {
            if let node = try viewIfView(v, node: e) { collected[collected.count - 1].append(node) }
        }
        if single { implicitValue[item.id] = v }
        branchValue = v
        return .normal
    }

    func localFunction(_ f: FunctionDeclSyntax, _ s: Scope) -> SwiftValue {
        let params = f.signature.parameterClause.parameters
        let builder = decls.isBuilder(f)
        return .closure(.init(parameters: [], body: .native { [self] args throws(SwiftError) in
            guard let body = f.body else { return .void }
            return try self.call(depthOf: f) { () throws(SwiftError) in
                let scope = Scope(parent: s)
                try self.bind(params, args.map { Argument(label: nil, value: $0, node: Syntax(f)) }, into: scope, node: f)
                return try self.run(body.statements, scope, builder: builder)
            }
        }, captured: s))
    }

    func declare(_ v: VariableDeclSyntax, _ s: Scope, builder: Bool) throws(SwiftError) {
        let storageKey = Declarations.appStorageKey(v.attributes)
        for b in v.bindings {
            let type = b.typeAnnotation.map { typeName($0.type) }
            guard let initial = b.initializer?.value else {
                if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain {
                    let unset: SwiftValue = b.accessorBlock != nil ? .null : (type?.hasSuffix("?") == true || b.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true ? .null : .void)
                    s.declare(n, storageKey.map { appStorage(key: $0, type: type, unset, s) } ?? unset)
                    // A local computed variable's tuple keeps its declared labels (`var gain:
                    // (abs: Double, pct: Double) { ...; return (a, p) }`, then `gain.abs`), as a `let`'s does.
                    if let body = Declarations.getter(b) {
                        s.declare(n, Self.labelled(try run(body.statements, Scope(parent: s), builder: false), as: b.typeAnnotation?.type))
                    }
                }
                continue
            }
            let value: SwiftValue
            do {
                // `let rest = s[i...]` keeps the slice: its indices are `s`'s.
                let evaluated = type == nil || type == "Substring" ? try evalKeepingSlice(initial, s, expected: type) : try eval(initial, s, expected: type)
                let initialValue = Self.labelled(convert(evaluated, to: type ?? ""), as: b.typeAnnotation?.type)
                value = storageKey.map { appStorage(key: $0, type: type, initialValue, s) } ?? initialValue
            } catch {
                // In a view builder a `let` that fails poisons its name: the views using it become
                // placeholders, or `⚠` where its value crashed (a nil unwrapped), each saying why.
                guard builder else { throw error }
                var settings: [String: SwiftValue] = ["at": .string(error.node.map { loc($0) } ?? "?")]
                switch error.kind {
                case .unsupported(let c, let note): settings["construct"] = .string(c); settings["note"] = .string(note)
                case .fatal(let message): settings["fatal"] = .string(message)
                default: throw error
                }
                for name in Self.boundNames(b.pattern) { s.declare(name, .opaque(.init("$unevaluated", settings))) }
                continue
            }
            guard try match(b.pattern, value, s, declaring: true) else {
                throw .unsupported(b.pattern.trimmedDescription, b, "pattern does not match")
            }
        }
    }

    static func boundNames(_ p: PatternSyntax) -> [String] {
        if let i = p.as(IdentifierPatternSyntax.self) { return [i.identifier.plain] }
        if let t = p.as(TuplePatternSyntax.self) { return t.elements.flatMap { boundNames($0.pattern) } }
        if let v = p.as(ValueBindingPatternSyntax.self) { return boundNames(v.pattern) }
        return []
    }

    func statement(_ st: StmtSyntax, _ s: Scope, builder: Bool, single: Bool, item: CodeBlockItemSyntax) throws(SwiftError) -> Flow {
        switch st.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let e): return try expressionStatement(e.expression, s, builder: builder, single: single, item: item)
        case .returnStmt(let r):
            guard let e = r.expression else { return .returned(.void) }
            return .returned(try eval(e, s, expected: s.returnType))
        case .guardStmt(let g):
            if try conditions(g.conditions, s) { return .normal }
            let flow = try exec(g.body.statements, Scope(parent: s), builder: builder)
            if case .normal = flow { throw .unsupported("guard", g, "its else does not leave the scope") }
            return flow
        case .forStmt(let f): return try forLoop(f, s, builder: builder)
        case .whileStmt(let w):
            while try conditions(w.conditions, s) {
                try step(w)
                let flow = try exec(w.body.statements, Scope(parent: s), builder: builder)
                switch flow {
                case .broke(let l) where l == nil || l == label(of: w): return .normal
                case .continued(let l) where l == nil || l == label(of: w): continue
                case .normal: continue
                default: return flow
                }
            }
            return .normal
        case .repeatStmt(let r):
            repeat {
                try step(r)
                let flow = try exec(r.body.statements, Scope(parent: s), builder: builder)
                switch flow {
                case .broke(let l) where l == nil: return .normal
                case .continued(let l) where l == nil: break
                case .normal: break
                default: return flow
                }
            } while try truth(r.condition, s)
            return .normal
        case .breakStmt(let b): return .broke(b.label?.text)
        case .continueStmt(let c): return .continued(c.label?.text)
        case .throwStmt(let t): throw SwiftError(kind: .thrown(try eval(t.expression, s)), node: Syntax(t))
        case .deferStmt: return .normal // nothing in a widget's view code waits on it
        case .doStmt(let d):
            do {
                if d.catchClauses.isEmpty { return try exec(d.body.statements, Scope(parent: s), builder: builder) }
                catching += 1
                defer { catching -= 1 }
                return try exec(d.body.statements, Scope(parent: s), builder: builder)
            } catch {
                guard case .thrown(let v) = error.kind, let clause = d.catchClauses.first else { throw error }
                let scope = Scope(parent: s)
                scope.declare("error", v)
                return try exec(clause.body.statements, scope, builder: builder)
            }
        case .labeledStmt(let l): return try statement(l.statement, s, builder: builder, single: single, item: item)
        case .fallThroughStmt: return .normal
        default:
            throw .unsupported(Self.shortName(st), st)
        }
    }

    func label(of s: some SyntaxProtocol) -> String? { s.parent?.as(LabeledStmtSyntax.self)?.label.text }

    func truth(_ e: ExprSyntax, _ s: Scope) throws(SwiftError) -> Bool {
        try truth(e, s, construct: Self.shortName(e))
    }

    /// A condition's value; one that is not a Bool says why, naming the
    /// member lasim does not know where that is the cause (`c.isWhitespace`
    /// read as a method), since the condition's own text hides it.
    func truth(_ e: ExprSyntax, _ s: Scope, construct: String) throws(SwiftError) -> Bool {
        let v = try eval(e, s)
        if case .bool(let b) = v { return b }
        if case .bound(let m) = v, let at = m.readAt {
            throw .unsupported(construct, at, "condition is not a Bool: " + unknownProperty(m))
        }
        throw .unsupported(construct, e, "condition is not a Bool")
    }

    func forLoop(_ f: ForStmtSyntax, _ s: Scope, builder: Bool) throws(SwiftError) -> Flow {
        let sequence = try elements(of: try eval(f.sequence, s), node: f.sequence)
        for v in sequence {
            try step(f)
            let scope = Scope(parent: s)
            if f.caseKeyword != nil {
                guard try match(f.pattern, v, scope, declaring: true) else { continue }
            } else {
                guard try match(f.pattern, v, scope, declaring: true) else { continue }
            }
            if let w = f.whereClause, !(try truth(w.condition, scope)) { continue }
            let flow = try exec(f.body.statements, scope, builder: builder)
            switch flow {
            case .broke(let l) where l == nil || l == label(of: f): return .normal
            case .continued(let l) where l == nil || l == label(of: f): continue
            case .normal: continue
            default: return flow
            }
        }
        return .normal
    }

    /// The values a `for` or `ForEach` goes through.
    func elements(of v: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> [SwiftValue] {
        switch v {
        case .array(let a): return a
        case .range(let lo, let hi, let closed):
            guard let l = lo.asInt, let h = hi.asInt else { throw .unsupported("range", node, "not a range of integers") }
            let upper = closed ? h : h - 1
            if upper < l {
                if closed && h < l { throw .fatal("Range requires lowerBound <= upperBound", node) }
                return []
            }
            try count(upper - l + 1, node)
            return (l...upper).map { .int($0) }
        case .dictionary(let d): return d.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let str): return str.map { .character($0) }
        case .null: return []
        default: throw .unsupported("for-in", node, "\(v.typeName) is not a sequence lasim knows")
        }
    }

    // MARK: - if / switch

    /// The value of the last expression a branch ran (`if`/`switch` used as a value).
    func valueOf(statement: Syntax, _ s: Scope) throws(SwiftError) -> SwiftValue {
        branchValue = nil
        let flow: Flow
        if let i = statement.as(IfExprSyntax.self) { flow = try ifStatement(i, s, builder: false) }
        else if let sw = statement.as(SwitchExprSyntax.self) { flow = try switchStatement(sw, s, builder: false) }
        else { return .void }
        if case .returned(let v) = flow { return v }
        defer { branchValue = nil }
        return branchValue ?? .void
    }

    func ifStatement(_ i: IfExprSyntax, _ s: Scope, builder: Bool) throws(SwiftError) -> Flow {
        let scope = Scope(parent: s)
        if try conditions(i.conditions, scope) {
            return try exec(i.body.statements, scope, builder: builder)
        }
        switch i.elseBody {
        case .ifExpr(let e)?: return try ifStatement(e, s, builder: builder)
        case .codeBlock(let b)?: return try exec(b.statements, Scope(parent: s), builder: builder)
        case nil:
            branchValue = .null
            return .normal
        }
    }

    func conditions(_ list: ConditionElementListSyntax, _ s: Scope) throws(SwiftError) -> Bool {
        for c in list {
            switch c.condition {
            case .expression(let e):
                if !(try truth(e, s)) { return false }
            case .optionalBinding(let b):
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain ?? b.pattern.trimmedDescription
                let v: SwiftValue
                if let i = b.initializer { v = try evalKeepingSlice(i.value, s) }
                else if let x = s.lookup(name) { v = x }
                else if let me = s.selfValue, let x = try instanceMember(me, name, node: b) { v = x }
                else { throw .unsupported(name, b, Self.notFound(name)) }
                if v.isNil { return false }
                _ = try match(b.pattern, v, s, declaring: true)
            case .matchingPattern(let m):
                let v = try eval(m.initializer.value, s)
                if !(try match(m.pattern, v, s, declaring: true)) { return false }
            case .availability:
                continue // the simulated phone runs the newest iOS
            }
        }
        return true
    }

    func switchStatement(_ sw: SwitchExprSyntax, _ s: Scope, builder: Bool) throws(SwiftError) -> Flow {
        let subject = try eval(sw.subject, s)
        var falling = false
        for c in sw.cases {
            guard let sc = c.as(SwitchCaseSyntax.self) else {
                throw .unsupported("#if in switch", c)
            }
            let scope = Scope(parent: s)
            var matched = falling
            if !matched {
                switch sc.label {
                case .default: matched = true
                case .case(let label):
                    for item in label.caseItems {
                        let trial = Scope(parent: s)
                        if try match(item.pattern, subject, trial, declaring: true) {
                            if let w = item.whereClause {
                                let passes = try truth(w.condition, trial)
                                if !passes { continue }
                            }
                            matched = true
                            try copyBindings(item.pattern, from: trial, to: scope)
                            break
                        }
                    }
                }
            }
            guard matched else { continue }
            let flow = try exec(sc.statements, scope, builder: builder)
            if sc.statements.last?.item.as(FallThroughStmtSyntax.self) != nil { falling = true; continue }
            if case .broke(nil) = flow { return .normal }
            return flow
        }
        return .normal
    }

    func copyBindings(_ p: PatternSyntax, from: Scope, to: Scope) throws(SwiftError) {
        for name in Self.patternNames(Syntax(p)) { if let v = from.lookup(name) { to.declare(name, v) } }
    }

    /// The names a pattern binds (`.first(let min)`, `let (a, b)`).
    static func patternNames(_ n: Syntax) -> [String] {
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { names.append(node.identifier.plain); return .skipChildren }
        }
        let f = Finder(viewMode: .sourceAccurate)
        f.walk(n)
        return f.names
    }
}
