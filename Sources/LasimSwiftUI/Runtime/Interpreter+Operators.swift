import LasimSwift
import SwiftSyntax

/// Operators, assignment and subscripts, with Swift's rules: integer
/// overflow and division by zero trap, `Int / Int` truncates.
extension Interpreter {
    func infix(_ i: InfixOperatorExprSyntax, _ s: Scope, expected: String?) throws(SwiftError) -> SwiftValue {
        if i.operator.is(AssignmentExprSyntax.self) {
            let v = try eval(i.rightOperand, s, expected: assignedType(i.leftOperand, s))
            try assign(i.leftOperand, v, s)
            return .void
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw .unsupported(Self.shortName(i), i, "an operator lasim does not know")
        }
        switch op {
        case "&&":
            if !(try truth(i.leftOperand, s)) { return .bool(false) }
            return .bool(try truth(i.rightOperand, s))
        case "||":
            if try truth(i.leftOperand, s) { return .bool(true) }
            return .bool(try truth(i.rightOperand, s))
        case "??":
            let l = try eval(i.leftOperand, s, expected: expected)
            guard l.isNil else { return l }
            var type = expected
            if type == nil { type = staticType(i.leftOperand, s) }
            return try eval(i.rightOperand, s, expected: type)
        case "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=", "^=", "|=", "&=", "<<=", ">>=":
            let l = try eval(i.leftOperand, s)
            let r = try eval(i.rightOperand, s, expected: l.typeName)
            try assign(i.leftOperand, try binary(String(op.dropLast()), l, r, node: i), s)
            return .void
        case "<<", ">>", "&", "|", "^":
            // Integer operators: `Double(hex >> 8)` shifts integers; the literal is no Double.
            return try binary(op, try eval(i.leftOperand, s), try eval(i.rightOperand, s), node: i)
        default:
            let l = try eval(i.leftOperand, s, expected: expected)
            let r = try eval(i.rightOperand, s, expected: Self.operandType(l) ?? expected)
            return try binary(op, l, r, node: i)
        }
    }

    /// The declared type of a member chain whose value is nil (`a?.b.c`):
    /// the base's type when it has a value, else the members' declarations.
    func staticType(_ e: ExprSyntax, _ s: Scope) -> String? {
        if let o = e.as(OptionalChainingExprSyntax.self) { return staticType(o.expression, s) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return staticType(f.expression, s) }
        if let r = e.as(DeclReferenceExprSyntax.self), case .instance(let i)? = s.lookup(r.baseName.plain) { return i.type }
        guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        let name = m.declName.baseName.plain
        if let bt = staticType(base, s), let d = decls.type(bt), let p = d.stored.first(where: { $0.name == name }), let t = p.type {
            return typeName(t)
        }
        return decls.memberType(name)
    }

    /// The declared type of what `target` names, so that `.local` on the right of
    /// `=` is a case of it: `self = .active(...)` in an enum's initializer,
    /// `self.origin = .local` or `origin = .local` in a struct's, `status = .done`.
    func assignedType(_ target: ExprSyntax, _ s: Scope) -> String? {
        guard let r = target.as(DeclReferenceExprSyntax.self) else { return staticType(target, s) }
        let name = r.baseName.plain
        if name == "self" { return s.selfType }
        if let t = staticType(target, s) ?? s.lookup(name).flatMap(Self.operandType) { return t }
        guard let me = s.selfType, let p = decls.type(me)?.stored.first(where: { $0.name == name }), let t = p.type else { return nil }
        return typeName(t)
    }

    static func operandType(_ v: SwiftValue) -> String? {
        switch v {
        case .double: return "Double"
        case .float: return "Float"
        case .enumCase(let t, _, _) where !t.isEmpty: return t
        case .color: return "Color"
        case .date: return "Date"
        case .uint64: return "UInt64"
        default: return nil
        }
    }

    func binary(_ op: String, _ l: SwiftValue, _ r: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        switch op {
        case "==": return .bool(Self.equal(l, r))
        case "!=": return .bool(!Self.equal(l, r))
        case "===": return .bool(Self.equal(l, r))
        case "<", ">", "<=", ">=":
            guard let c = Self.compare(l, r) else { throw .unsupported(op, node, "cannot compare \(l.typeName) with \(r.typeName)") }
            switch op {
            case "<": return .bool(c < 0)
            case ">": return .bool(c > 0)
            case "<=": return .bool(c <= 0)
            default: return .bool(c >= 0)
            }
        case "...", "..<": return .range(lower: l, upper: r, closed: op == "...")
        default: break
        }
        if let d = Builtins.durationArithmetic(op, l, r) { return d }
        switch (l, r) {
        case let (.int(a), .int(b)): return .int(try integer(op, a, b, node: node))
        case (.uint64, _), (_, .uint64):
            // A literal or an Int count beside a `UInt64` (`hash >> 8`) is one.
            guard let a = l.asUInt64, let b = r.asUInt64 else { break }
            return .uint64(try integer(op, a, b, node: node))
        case let (.string(a), .string(b)) where op == "+": return .string(a + b)
        case let (.string(a), .character(b)) where op == "+": return .string(a + String(b))
        case let (.array(a), .array(b)) where op == "+":
            try count(a.count + b.count, node)
            return .array(a + b)
        case let (.date(a), _) where op == "+" || op == "-":
            if case .date(let b) = r, op == "-" { return .double(a - b) } // timeIntervalSince
            guard let b = r.asDouble else { break }
            return .date(op == "+" ? a + b : a - b)
        case let (.float(a), _):
            guard let b = r.asDouble.map(Float.init) else { break }
            return .float(try floating(op, a, b, node: node))
        case let (_, .float(b)):
            guard let a = l.asDouble.map(Float.init) else { break }
            return .float(try floating(op, a, b, node: node))
        default:
            if let a = l.asDouble, let b = r.asDouble { return .double(try floating(op, a, b, node: node)) }
        }
        if case .view = l, op == "+", case .view = r { return try Builtins.concatenate(l, r, self, node: node) }
        throw .unsupported(op, node, "\(l.typeName) \(op) \(r.typeName)")
    }

    /// Swift's integer operators: `+ - * / %` trap on overflow, the `&`
    /// ones wrap, shifts past the width give 0 (or -1 for a negative Int).
    func integer<I: FixedWidthInteger>(_ op: String, _ a: I, _ b: I, node: some SyntaxProtocol) throws(SwiftError) -> I {
        let result: (partialValue: I, overflow: Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/", "%":
            if b == 0 { throw .fatal(op == "/" ? "Division by zero" : "Division by zero in remainder operation", node) }
            result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case "&": return a & b
        case "|": return a | b
        case "^": return a ^ b
        case "<<": return a << b
        case ">>": return a >> b
        case "&+": return a &+ b
        case "&-": return a &- b
        case "&*": return a &* b
        default: throw .unsupported(op, node)
        }
        if result.overflow { throw .fatal("Arithmetic overflow", node) }
        return result.partialValue
    }

    func floating<F: BinaryFloatingPoint>(_ op: String, _ a: F, _ b: F, node: some SyntaxProtocol) throws(SwiftError) -> F {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        case "%": return a.truncatingRemainder(dividingBy: b)
        default: throw .unsupported(op, node)
        }
    }

    // MARK: - Assignment

    /// `_start = State(initialValue: date)` in a view's initializer: a
    /// property wrapper's storage, `_` and the property's name, set where
    /// lasim keeps the property's value (a wrapper is read as its value).
    func wrappedField(_ name: String, of type: String) -> String {
        guard name.hasPrefix("_"), name.count > 1, let d = decls.type(type) else { return name }
        let plain = String(name.dropFirst())
        return d.stored.contains { $0.name == name } || !d.stored.contains(where: { $0.name == plain }) ? name : plain
    }

    /// `x = v`, `self.x = v`, `a.b.c = v`, `a[i] = v`: value semantics, so
    /// the changed value is written back to where it came from.
    func assign(_ target: ExprSyntax, _ v: SwiftValue, _ s: Scope) throws(SwiftError) {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let r = target.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.plain
            if s.assign(name, v) { return }
            // An initializer's or method's `x = v` for `self.x = v`.
            if let me = s.selfValue, case .instance(let i) = me {
                if let changed = try setComputed(me, name, v, node: r) { _ = s.assign("self", changed); return }
                let copy = i.copy()
                copy.set(wrappedField(name, of: i.type), v)
                _ = s.assign("self", .instance(copy))
                return
            }
            throw .unsupported(name, r, "assigned before it is declared")
        }
        // `formatter.calendar?.locale = v`: the optional's value, written back where it came from.
        if let chained = target.as(OptionalChainingExprSyntax.self) { try assign(chained.expression, v, s); return }
        if let m = target.as(MemberAccessExprSyntax.self), let base = m.base {
            let current: SwiftValue
            do { current = try eval(base, s) } catch {
                // Swift's `a?.b = v` assigns nothing when `a` is nil.
                if case .nilChain = error.kind { return }
                throw error
            }
            if case .opaque(let o) = current { o.settings[m.declName.baseName.plain] = v; return }
            guard case .instance(let i) = current else {
                throw .unsupported(Self.shortName(target), target, "only a struct's properties can be assigned")
            }
            if let changed = try setComputed(current, m.declName.baseName.plain, v, node: m) {
                try assign(base, changed, s)
                return
            }
            let copy = i.copy()
            copy.set(wrappedField(m.declName.baseName.plain, of: i.type), v)
            try assign(base, .instance(copy), s)
            return
        }
        if let sc = target.as(SubscriptCallExprSyntax.self), let index = sc.arguments.first {
            let current = try eval(sc.calledExpression, s)
            let key = try eval(index.expression, s)
            switch current {
            case .array(var a):
                guard let n = key.asInt, a.indices.contains(n) else { throw .fatal("Index out of range", sc) }
                a[n] = v
                try assign(sc.calledExpression, .array(a), s)
            case .dictionary(var d):
                if let j = d.firstIndex(where: { Self.equal($0.key, key) }) {
                    if v.isNil { d.remove(at: j) } else { d[j].value = v }
                } else if !v.isNil { d.append((key, v)) }
                try assign(sc.calledExpression, .dictionary(d), s)
            default: throw .unsupported("subscript", sc)
            }
            return
        }
        if let t = target.as(TupleExprSyntax.self), case .tuple(let items) = v, items.count == t.elements.count {
            for (el, x) in zip(t.elements, items) { try assign(el.expression, x.value, s) }
            return
        }
        throw .unsupported(Self.shortName(target), target, "cannot be assigned")
    }

    // MARK: - Subscripts

    func subscriptValue(_ c: SubscriptCallExprSyntax, _ s: Scope) throws(SwiftError) -> SwiftValue {
        let base = try evalKeepingSlice(c.calledExpression, s)
        let args = Array(c.arguments)
        guard let first = args.first else { throw .unsupported("subscript", c) }
        let key = try eval(first.expression, s)
        // `value[keyPath: path]`, the path a value (kept in a dictionary, passed in).
        if first.label?.text == "keyPath", case .closure(let path) = key { return try invoke(path, [base], node: c) }
        switch base {
        case .array(let a):
            if case .range(let lo, let hi, let closed) = key {
                let l = lo.asInt == Int.min ? 0 : (lo.asInt ?? 0)
                let h = hi.asInt == Int.max ? a.count - 1 : (hi.asInt ?? 0) - (closed ? 0 : 1)
                guard l >= 0, h < a.count, l <= h + 1 else { throw .fatal("Array index is out of range", c) }
                return .array(l > h ? [] : Array(a[l...h]))
            }
            guard let n = key.asInt else { throw .unsupported("subscript", c, "index is not an Int") }
            guard a.indices.contains(n) else { throw .fatal("Index out of range", c) }
            return a[n]
        case .dictionary(let d):
            if let v = d.first(where: { Self.equal($0.key, key) })?.value { return v }
            if let def = args.first(where: { $0.label?.text == "default" }) { return try eval(def.expression, s) }
            return .null
        case .instance, .enumCase:
            throw .unsupported("subscript", c, "a custom subscript")
        default:
            if let v = try Builtins.subscriptValue(base, key, self, node: c) { return v }
            throw .unsupported("subscript", c, "\(base.typeName) cannot be subscripted")
        }
    }
}
