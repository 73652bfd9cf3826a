import LasimText
import LasimRender
import SwiftSyntax

/// Swift expressions over `context.state`, `context.attributes` and view
/// properties -> the template expression language (evaluated at render time,
/// so a failure shows inline as ⚠ like any template error).
extension Translator {
    func expr(_ e: ExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            return .literal(.number(Double(i.literal.text.replacing("_", with: "")) ?? 0))
        }
        if let x = e.as(FloatLiteralExprSyntax.self) {
            return .literal(.number(Double(x.literal.text.replacing("_", with: "")) ?? 0))
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .literal(.bool(b.literal.text == "true")) }
        if e.is(NilLiteralExprSyntax.self) { return .literal(.null) }
        if let s = e.as(StringLiteralExprSyntax.self) { return try string(s, f) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return try expr(t.elements.first!.expression, f) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return try expr(o.expression, f) }
        if let o = e.as(ForceUnwrapExprSyntax.self) { return try expr(o.expression, f) }
        if let a = e.as(AsExprSyntax.self) { return try expr(a.expression, f) }
        if let a = e.as(AwaitExprSyntax.self) { return try expr(a.expression, f) }
        if let t = e.as(TryExprSyntax.self) { return try expr(t.expression, f) }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            let x = try expr(p.expression, f)
            switch p.operator.text {
            case "!": return .unary("!", x)
            case "-": return .unary("-", x)
            default: throw Unsupported(construct: "prefix \(p.operator.text)", node: Syntax(p))
            }
        }
        if let t = e.as(TernaryExprSyntax.self) {
            return .conditional(try expr(t.condition, f), try expr(t.thenExpression, f), try expr(t.elseExpression, f))
        }
        if let i = e.as(InfixOperatorExprSyntax.self) { return try infix(i, f) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return try name(r.baseName.text, node: Syntax(r), f) }
        if let m = e.as(MemberAccessExprSyntax.self) { return try member(m, f) }
        if let c = e.as(FunctionCallExprSyntax.self) { return try call(c, f) }
        if let i = e.as(IfExprSyntax.self) { return try ifValue(i, f) }
        if let s = e.as(SwitchExprSyntax.self) { return try switchValue(s, f) }
        throw Unsupported(construct: Self.shortName(e), node: Syntax(e))
    }

    /// A short name for a construct in messages: the callee, or the kind.
    static func shortName(_ e: ExprSyntax) -> String {
        if let c = e.as(FunctionCallExprSyntax.self) { return c.calledExpression.trimmedDescription }
        if let c = e.as(MacroExpansionExprSyntax.self) { return "#" + c.macroName.text }
        let text = e.trimmedDescription
        return text.count <= 24 ? text : String(text.prefix(22)) + "…"
    }

    func string(_ s: StringLiteralExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        var parts: [Expression] = []
        var literal = ""
        for seg in s.segments {
            if let t = seg.as(StringSegmentSyntax.self) {
                literal += Self.unescape(t.content.text)
            } else if let x = seg.as(ExpressionSegmentSyntax.self), let first = x.expressions.first {
                if !literal.isEmpty { parts.append(.literal(.string(literal))); literal = "" }
                parts.append(.call("string", [try formatted(first.expression, x.expressions.dropFirst().first, f)]))
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(.string(literal))) }
        return parts.dropFirst().reduce(parts[0]) { .binary("+", $0, $1) }
    }

    static func unescape(_ s: String) -> String {
        s.replacing("\\n", with: " ").replacing("\\\"", with: "\"")
            .replacing("\\t", with: " ").replacing("\\\\", with: "\\")
    }

    /// `\(x, specifier: "%.1f")`, `\(x, format: .number)`: specifiers round.
    func formatted(_ value: ExprSyntax, _ option: LabeledExprSyntax?, _ f: Frame) throws(Unsupported) -> Expression {
        let x = try expr(value, f)
        guard let option else { return x }
        if option.label?.text == "specifier", let places = Self.places(option.expression.trimmedDescription) {
            return Self.rounded(x, places)
        }
        return x
    }

    static func places(_ spec: String) -> Int? {
        guard let dot = spec.firstIndex(of: ".") else { return spec.contains("d") ? 0 : nil }
        return Int(spec[spec.index(after: dot)...].prefix { $0.isNumber })
    }

    static func rounded(_ x: Expression, _ places: Int) -> Expression {
        if places == 0 { return .call("round", [x]) }
        let scale = Expression.literal(.number(pow10(places)))
        return .binary("/", .call("round", [.binary("*", x, scale)]), scale)
    }

    static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

    func infix(_ i: InfixOperatorExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw Unsupported(construct: i.operator.trimmedDescription, node: Syntax(i))
        }
        guard let binary = BinaryOperator(rawValue: op) else { throw Unsupported(construct: "operator \(op)", node: Syntax(i)) }
        return .binary(binary, try expr(i.leftOperand, f), try expr(i.rightOperand, f))
    }

    func name(_ n: String, node: Syntax, _ f: Frame) throws(Unsupported) -> Expression {
        if let v = f.values[n] { return v }
        if let owner = f.owner, let body = owner.computed[n] { return try inline(n, node, body: body) { () throws(Unsupported) in try value(of: body, f, node: node) } }
        switch n {
        case "self": return .path(["$self"])
        case "context": return .path(["$context"])
        default: break
        }
        if n.first?.isUppercase == true { return .path(["$type", n]) }
        throw Unsupported(construct: n, node: node, note: "unknown name")
    }

    func member(_ m: MemberAccessExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        let name = m.declName.baseName.text
        guard let base = m.base else { return .literal(.string(name)) } // `.delivered`, `.red`
        if base.trimmedDescription == "self" { return try self.name(name, node: Syntax(m), f) }
        let b = try expr(base, f)
        if case .path(let p) = b, p.first == "$type" {
            switch (p.count > 1 ? p[1] : "", name) {
            case ("Date", "now"): return .path(["now"])
            case ("Color", "accentColor"): return .literal(.string("accent"))
            case ("Color", "primary"), ("Color", "secondary"): return .literal(.string(name))
            default: return .literal(.string(name)) // `Status.delivered`, `Color.red`
            }
        }
        switch name {
        case "count": return .call("len", [b])
        case "isEmpty": return .binary("==", .call("len", [b]), .literal(.number(0)))
        case "rawValue", "description", "localizedCapitalized", "capitalized": return b
        case "timeIntervalSinceNow": return .binary("-", b, .path(["now"]))
        case "timeIntervalSince1970": return .call("number", [b])
        case "lowerBound": return .call("$index", [b, .literal(.number(0))])
        case "upperBound": return .call("$index", [b, .literal(.number(1))])
        default: break
        }
        if case .path(let p) = b { return renamed(Self.normalize(p + [name])) }
        return .call("$field", [b, .literal(.string(name))])
    }

    func call(_ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        let args = c.arguments.map { $0 }
        func arg(_ i: Int) throws(Unsupported) -> Expression {
            guard i < args.count else { throw Unsupported(construct: Self.shortName(ExprSyntax(c)), node: Syntax(c), note: "missing argument") }
            return try expr(args[i].expression, f)
        }
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let n = r.baseName.text
            switch n {
            case "Int":
                return args.first?.label == nil && !args.isEmpty ? .call("floor", [.call("number", [try arg(0)])]) : try arg(0)
            case "Double", "Float", "CGFloat": return .call("number", [try arg(0)])
            case "String":
                if args.first?.label?.text == "format", args.count >= 2,
                   let spec = args[0].expression.as(StringLiteralExprSyntax.self), let places = Self.places(spec.trimmedDescription) {
                    return .call("string", [Self.rounded(try arg(1), places)])
                }
                return .call("string", [try arg(args.count - 1)])
            case "min", "max", "abs", "round", "floor", "ceil":
                return .call(ExpressionFunction(stringLiteral: n), try args.map { a throws(Unsupported) in try expr(a.expression, f) })
            case "Date":
                if args.isEmpty { return .path(["now"]) }
                if args.first?.label?.text == "timeIntervalSinceNow" { return .binary("+", .path(["now"]), try arg(0)) }
            case "Color":
                return try colourCall(c, f)
            default: break
            }
            if let fn = function(n, args: args, in: f) { return try inlineValue(fn, c, f) }
            if let d = catalog.types[n], n.first?.isUppercase == true, !d.stored.isEmpty || args.isEmpty {
                return .literal(.string(n)) // a value type built in a view: its name, at least
            }
            throw Unsupported(construct: n + "()", node: Syntax(c))
        }
        if let m = c.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let baseSyntax = m.base else {
                // `.init(...)`, `.system(...)`: a value of the expected type.
                throw Unsupported(construct: "." + name + "()", node: Syntax(c))
            }
            if baseSyntax.trimmedDescription == "self", let fn = function(name, args: args, in: f) {
                return try inlineValue(fn, c, f)
            }
            let base = try expr(baseSyntax, f)
            switch name {
            case "rounded": return .call("round", [base])
            case "uppercased": return .call("upper", [base])
            case "lowercased", "localizedLowercase": return .call("lower", [base])
            case "capitalized": return base
            case "contains": return .call("contains", [base, try arg(0)])
            case "formatted": return formattedCall(base, c)
            case "opacity": return base // colours: the opacity is dropped (approximated by the caller)
            case "timeIntervalSince": return .binary("-", base, try arg(0))
            case "addingTimeInterval": return .binary("+", base, try arg(0))
            case "replacingOccurrences", "trimmingCharacters": return base
            default: break
            }
            if case .path(let p) = base, p.first == "$type" {
                return .literal(.string(name)) // `Status.ready(...)` and the like: the case name
            }
            throw Unsupported(construct: "." + name + "()", node: Syntax(c))
        }
        throw Unsupported(construct: Self.shortName(ExprSyntax(c)), node: Syntax(c))
    }

    /// `date.formatted(date: .omitted, time: .shortened)` -> a clock time;
    /// `.formatted(.percent)` -> 40%; anything else -> plain text.
    func formattedCall(_ base: Expression, _ c: FunctionCallExprSyntax) -> Expression {
        let text = c.arguments.trimmedDescription
        if text.contains("percent") { return .call("percent", [.binary("*", base, .literal(.number(100)))]) }
        if text.contains("time:") && !text.contains("time: .omitted") || text.contains(".hour") { return .call("time", [base]) }
        if text.contains("date:") || text.contains(".dateTime") { return .call("date", [base]) }
        return .call("string", [base])
    }

    /// `Color(red: 1, green: 0.5, blue: 0)`, `Color("Brand")`, `Color(hex: "#ff8800")`, `Color(.systemRed)`.
    func colourCall(_ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        let args = c.arguments.map { $0 }
        let labels = args.map { $0.label?.text ?? "" }
        if labels.starts(with: ["red", "green", "blue"]) {
            var hex = "#"
            for a in args.prefix(3) {
                guard let v = Double(a.expression.trimmedDescription) else {
                    throw Unsupported(construct: "Color(red:green:blue:)", node: Syntax(c), note: "computed components")
                }
                let byte = Int((min(1, max(0, v)) * 255).rounded())
                hex += String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
            }
            return .literal(.string(hex))
        }
        if let first = args.first, labels.first == "hex", !first.expression.is(StringLiteralExprSyntax.self),
           !first.expression.is(IntegerLiteralExprSyntax.self) {
            // `Color(hex: context.state.tint)`: the payload's hex, "#" or not.
            return try expr(first.expression, f)
        }
        if let first = args.first, labels.first == "hex" || (labels.first == "" && first.expression.trimmedDescription.contains("#")) {
            var s = first.expression.trimmedDescription.trimming("\"")
            if let n = first.expression.as(IntegerLiteralExprSyntax.self) { s = n.literal.text.replacing("0x", with: "") }
            if !s.hasPrefix("#") { s = "#" + s }
            return .literal(.string(s.lowercased()))
        }
        if let first = args.first, labels.first == "" {
            let t = first.expression.trimmedDescription
            if t.hasPrefix(".system") { return .literal(.string(String(t.dropFirst(7)).lowercased())) }
            if first.expression.is(StringLiteralExprSyntax.self) {
                approximated("Color(\"asset\")", c, "asset colour \(t) drawn in the accent colour")
                return .literal(.string("accent"))
            }
        }
        throw Unsupported(construct: "Color(...)", node: Syntax(c))
    }

    /// A helper function of the view (or a global one) whose labels fit the call.
    func function(_ name: String, args: [LabeledExprSyntax], in f: Frame) -> FunctionDeclSyntax? {
        let candidates = (f.owner?.functions[name] ?? []) + (catalog.globalFunctions[name] ?? [])
        return candidates.first { fn in
            let labels = fn.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            return labels.count == args.count && zip(labels, args).allSatisfy { $0 == $1.label?.text }
        } ?? candidates.first
    }

    func bind(_ fn: FunctionDeclSyntax, _ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> Frame {
        var inner = f
        for (p, a) in zip(fn.signature.parameterClause.parameters, c.arguments) {
            inner.values[(p.secondName ?? p.firstName).text] = try expr(a.expression, f)
        }
        return inner
    }

    func inlineValue(_ fn: FunctionDeclSyntax, _ c: FunctionCallExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        guard let body = fn.body else { throw Unsupported(construct: fn.name.text + "()", node: Syntax(c), note: "no body") }
        return try inline(fn.name.text + "()", Syntax(c), body: body) { () throws(Unsupported) in try value(of: body.statements, try bind(fn, c, f), node: Syntax(c)) }
    }

    /// A getter or function body as one value: `return x`, a lone
    /// expression, `if`/`switch` that return, `let`s along the way.
    func value(of body: CodeBlockItemListSyntax, _ f: Frame, node: Syntax) throws(Unsupported) -> Expression {
        var f = f
        for item in body {
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let i = b.initializer {
                        f.values[n] = try expr(i.value, f)
                    }
                }
                continue
            }
            if let r = item.item.as(ReturnStmtSyntax.self) {
                guard let e = r.expression else { return .literal(.null) }
                return try expr(e, f)
            }
            if let g = item.item.as(GuardStmtSyntax.self) {
                // guard c else { return x }; rest  ==  c ? rest : x
                let cond = try condition(g.conditions, &f)
                let rest = try value(of: CodeBlockItemListSyntax(body.drop { $0.id != item.id }.dropFirst()), f, node: node)
                return .conditional(cond, rest, try value(of: g.body.statements, f, node: node))
            }
            if let s = item.item.as(ExpressionStmtSyntax.self) { return try expr(s.expression, f) }
            if let e = item.item.as(ExprSyntax.self) {
                if let i = e.as(IfExprSyntax.self), i.elseKeyword == nil {
                    // if c { return x }; rest
                    var inner = f
                    let cond = try condition(i.conditions, &inner)
                    let rest = try value(of: CodeBlockItemListSyntax(body.drop { $0.id != item.id }.dropFirst()), f, node: node)
                    return .conditional(cond, try value(of: i.body.statements, inner, node: node), rest)
                }
                return try expr(e, f)
            }
        }
        throw Unsupported(construct: "a computed value", node: node, note: "no return")
    }

    func ifValue(_ i: IfExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        var inner = f
        let cond = try condition(i.conditions, &inner)
        let then = try value(of: i.body.statements, inner, node: Syntax(i))
        switch i.elseBody {
        case .ifExpr(let e)?: return .conditional(cond, then, try ifValue(e, f))
        case .codeBlock(let b)?: return .conditional(cond, then, try value(of: b.statements, f, node: Syntax(i)))
        case nil: return .conditional(cond, then, .literal(.null))
        }
    }

    func switchValue(_ s: SwitchExprSyntax, _ f: Frame) throws(Unsupported) -> Expression {
        let subject = try expr(s.subject, f)
        var branches: [(Expression?, Expression)] = []
        for c in s.cases {
            guard let sc = c.as(SwitchCaseSyntax.self) else { continue }
            let body = try value(of: sc.statements, f, node: Syntax(sc))
            branches.append((try caseCondition(sc, subject), body))
        }
        var result: Expression = .literal(.null)
        for (cond, body) in branches.reversed() { result = cond.map { .conditional($0, body, result) } ?? body }
        return result
    }

    /// `case .a, .b:` -> `subject == 'a' || subject == 'b'`; nil for `default:`.
    func caseCondition(_ sc: SwitchCaseSyntax, _ subject: Expression) throws(Unsupported) -> Expression? {
        guard case .case(let label) = sc.label else { return nil }
        var conds: [Expression] = []
        for item in label.caseItems {
            var p = item.pattern.trimmedDescription
            if p.hasPrefix("let ") || p.hasPrefix("var ") { p = String(p.dropFirst(4)) }
            if let paren = p.firstIndex(of: "(") { p = String(p[..<paren]) } // `.ready(let eta)`: the case name
            if p == "_" { return nil }
            let value: Expression
            if p.hasPrefix(".") { value = .literal(.string(String(p.dropFirst()))) }
            else if let n = Double(p) { value = .literal(.number(n)) }
            else if p.hasPrefix("\"") { value = .literal(.string(p.trimming("\""))) }
            else if p == "true" || p == "false" { value = .literal(.bool(p == "true")) }
            else { value = .literal(.string(p.split(separator: ".").last.map(String.init) ?? p)) }
            conds.append(.binary("==", subject, value))
        }
        return conds.dropFirst().reduce(conds.first ?? .literal(.bool(false))) { .binary("||", $0, $1) }
    }

    /// `if a, let b = c, let d` -> one condition; binds `b` and `d` in `f`.
    func condition(_ list: ConditionElementListSyntax, _ f: inout Frame) throws(Unsupported) -> Expression {
        var conds: [Expression] = []
        for c in list {
            switch c.condition {
            case .expression(let e): conds.append(try expr(e, f))
            case .optionalBinding(let b):
                let name = b.pattern.trimmedDescription
                let value: Expression
                if let i = b.initializer { value = try expr(i.value, f) } else { value = try self.name(name, node: Syntax(b), f) }
                f.values[name] = value
                conds.append(.call("has", [value]))
            case .matchingPattern(let m):
                // `if case .delivered = status`
                let subject = try expr(m.initializer.value, f)
                var p = m.pattern.trimmedDescription
                if let paren = p.firstIndex(of: "(") { p = String(p[..<paren]) }
                conds.append(.binary("==", subject, .literal(.string(p.trimming(".")))))
            case .availability:
                conds.append(.literal(.bool(true))) // lasim simulates the newest iOS
            }
        }
        return conds.dropFirst().reduce(conds.first ?? .literal(.bool(true))) { .binary("&&", $0, $1) }
    }
}
