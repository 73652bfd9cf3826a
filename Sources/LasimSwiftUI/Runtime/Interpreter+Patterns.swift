import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// Pattern matching: `case .first(let min)`, `case let (a, b)`, `case 0..<10`,
/// `if case`, `if let`, `for (i, x) in`.
extension Interpreter {
    func match(_ p: PatternSyntax, _ v: SwiftValue, _ s: Scope, declaring: Bool) throws(SwiftError) -> Bool {
        switch p.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let i):
            s.declare(i.identifier.plain, v)
            return true
        case .wildcardPattern: return true
        case .valueBindingPattern(let b): return try match(b.pattern, v, s, declaring: true)
        case .tuplePattern(let t):
            var values: [SwiftValue]
            if case .tuple(let items) = v { values = items.map(\.value) }
            else if t.elements.count == 1 { values = [v] }
            else { return false }
            guard values.count == t.elements.count else { return false }
            for (el, x) in zip(t.elements, values) where !(try match(el.pattern, x, s, declaring: declaring)) { return false }
            return true
        case .expressionPattern(let e): return try match(expression: e.expression, v, s)
        case .isTypePattern(let i): return conforms(v, typeName(i.type))
        default: throw .unsupported(p.trimmedDescription, p)
        }
    }

    /// An expression used as a pattern: an enum case with patterns for its
    /// payload, `x?`, a binding, or a value compared with `~=`.
    func match(expression e: ExprSyntax, _ v: SwiftValue, _ s: Scope) throws(SwiftError) -> Bool {
        if let p = e.as(PatternExprSyntax.self) { return try match(p.pattern, v, s, declaring: true) }
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            // `case let x?`: matches a value that is not nil.
            if v.isNil { return false }
            return try match(expression: o.expression, v, s)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           case .enumCase(_, let name, let payload) = v {
            let caseName = m.declName.baseName.plain
            guard caseName == name else {
                // `.some(.three)` on an optional enum holding a value: the value against the inner pattern.
                if caseName == "some", m.base == nil, let a = c.arguments.first, c.arguments.count == 1 {
                    return try match(expression: a.expression, v, s)
                }
                return false
            }
            if let base = m.base, case .type(let t) = try eval(base, s), case .enumCase(let vt, _, _) = v, !vt.isEmpty, !t.isEmpty,
               t != vt, !vt.hasSuffix("." + t) { return false }
            let args = Array(c.arguments)
            if args.count == 1, payload.count > 1 {
                return try match(expression: args[0].expression, .tuple(payload), s)
            }
            guard args.count == payload.count else { return false }
            for (a, x) in zip(args, payload) where !(try match(expression: a.expression, x.value, s)) { return false }
            return true
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil,
           m.declName.baseName.plain == "some", let a = c.arguments.first {
            if v.isNil { return false }
            return try match(expression: a.expression, v, s)
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.is(MemberAccessExprSyntax.self),
           c.arguments.contains(where: { $0.expression.is(PatternExprSyntax.self) }) {
            // `.countdown(let c)` against a value that is no enum case (nil:
            // a state without that field) does not match: a binding is no
            // value to compare.
            return false
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            let name = m.declName.baseName.plain
            switch v {
            case .enumCase(_, let n, _): return n == name
            case .null: return name == "none"
            case .color(let c): return c == .named(name)
            default: if name == "none" { return false }
            }
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1, case .tuple(let items) = v, items.count == t.elements.count {
            for (el, x) in zip(t.elements, items) where !(try match(expression: el.expression, x.value, s)) { return false }
            return true
        }
        let pattern = try eval(e, s, expected: v.typeName)
        if case .range(let lo, let hi, let closed) = pattern {
            guard let a = Self.compare(v, lo), let b = Self.compare(v, hi) else { return false }
            return a >= 0 && (closed ? b <= 0 : b < 0)
        }
        return Self.equal(pattern, v)
    }
}
