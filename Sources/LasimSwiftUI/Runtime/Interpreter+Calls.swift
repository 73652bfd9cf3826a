import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// An argument of a call, evaluated, with its label and its expression
/// (for messages, and for closures that must run as view builders).
struct Argument {
    var label: String?
    var value: SwiftValue
    var node: Syntax
    var trailing = false
}

/// Calls: functions, methods, initializers, enum cases with payloads,
/// closures; the standard library and SwiftUI through `Builtins`.
extension Interpreter {
    /// Runs `work` one call deeper; recursion past `maxDepth` is stopped.
    func call<T>(depthOf node: some SyntaxProtocol, _ work: () throws(SwiftError) -> T) throws(SwiftError) -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth || !stack.hasRoom() {
            // One message whichever limit stopped it: the stack a call takes differs between builds.
            throw .unsupported(Self.shortName(node), node, "recursion too deep")
        }
        return try work()
    }

    typealias RawArgument = (label: String?, expr: ExprSyntax, trailing: Bool)

    func rawArguments(_ c: FunctionCallExprSyntax) -> [RawArgument] {
        var a: [RawArgument] = c.arguments.map { ($0.label?.text, $0.expression, false) }
        if let t = c.trailingClosure { a.append((nil, ExprSyntax(t), true)) }
        for t in c.additionalTrailingClosures { a.append((t.label.text, ExprSyntax(t.closure), true)) }
        return a
    }

    func evaluate(_ raw: [RawArgument], _ s: Scope, expected: [String?] = []) throws(SwiftError) -> [Argument] {
        var out: [Argument] = []
        for (i, a) in raw.enumerated() {
            let v = try eval(a.expr, s, expected: i < expected.count ? expected[i] : nil)
            out.append(Argument(label: a.label, value: v, node: Syntax(a.expr), trailing: a.trailing))
        }
        return out
    }

    func call(_ c: FunctionCallExprSyntax, _ s: Scope, expected: String?) throws(SwiftError) -> SwiftValue {
        let raw = rawArguments(c)
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.plain
            if let v = s.lookup(name) { return try invoke(v, try evaluate(raw, s), node: c) }
            // `Self(...)` in a static function: the type it is declared in.
            if name == "Self", let t = s.selfType { return try construct(t, raw, s, node: c, expected: t) }
            if let selfType = s.selfType {
                if !s.isStatic, let me = s.selfValue, let fs = methods(of: me, name) {
                    return try callFunction(fs, receiver: me, selfType: selfType, raw: raw, s, node: c)
                }
                if let fs = decls.type(selfType)?.staticMethods[name] {
                    return try callFunction(fs, receiver: nil, selfType: selfType, raw: raw, s, node: c)
                }
            }
            if let fs = decls.functions[name] { return try callFunction(fs, receiver: nil, selfType: nil, raw: raw, s, node: c, expected: expected) }
            // `Units(n)` inside `Temperature`: its own nested `Units` before
            // another type's of that name (`Distance.Units`), as Swift looks it up.
            let nested = name.startsUppercase ? nestedType(name, in: s.selfType).flatMap { decls.type($0) } : nil
            if let t = nested ?? decls.type(decls.typeName(name, writtenAt: r)), !shadowsFramework(t, name, s) {
                do { return try construct(t.name, raw, s, node: c, expected: expected) } catch {
                    // A model of the app's named like a SwiftUI view (a
                    // tournament's `Group`) lives in a module the view's file
                    // does not import: `Group { ... }` there is SwiftUI's.
                    guard Builtins.viewTypes.contains(name), case .unsupported(_, let note) = error.kind,
                          note.hasPrefix("no argument for") else { throw error }
                    return try Builtins.construct(name, raw, s, self, node: c)
                }
            }
            if Builtins.knownTypes.contains(name) { return try Builtins.construct(name, raw, s, self, node: c) }
            if name == "NSDecimalRound", raw.count == 4, let target = raw[0].expr.as(InOutExprSyntax.self) {
                // Foundation's C-style rounding writes through its first argument.
                let source = raw[1].expr.as(InOutExprSyntax.self)?.expression ?? raw[1].expr
                let value = try eval(source, s)
                let scale = try eval(raw[2].expr, s).asInt ?? 0
                guard case .enumCase(_, let mode, _) = try eval(raw[3].expr, s), let v = value.asDouble else {
                    throw .unsupported(name, c, "a rounding mode lasim does not know")
                }
                try assign(target.expression, .double(Builtins.decimalRounded(v, scale: scale, mode: mode)), s)
                return .void
            }
            // What `print` writes goes to the console, never the card: its arguments are not
            // run (a widget printing a `UIImage` it made logs it, and draws on).
            if Builtins.consoleFunctions.contains(name) { return .void }
            if Builtins.globalFunctions.contains(name), let v = try Builtins.globalFunction(name, try evaluate(raw, s), self, node: c) { return v }
            // `containerBackground(...)` in a `View` extension: a method of `self`.
            if !s.isStatic, let me = s.selfValue, !name.startsUppercase {
                return try method(me, name, raw, s, node: c)
            }
            throw .unsupported(name, c, Self.notFound(name))
        }
        if let m = c.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.plain
            guard let baseExpr = m.base else {
                // `.system(size: 12)`, `.init(...)`, `.firstHalf(minute: 12)`: the type comes from the context.
                if let t = expected.map({ $0.hasSuffix("?") ? String($0.dropLast()) : $0 }), decls.type(t) != nil {
                    return try typeCall(t, name, raw, s, node: c, expected: expected)
                }
                if name == "init", let t = expected { return try Builtins.construct(t, raw, s, self, node: c) }
                // `font: .systemFont(ofSize: 12)` where a `UIFont` is expected.
                if expected == "UIFont", let f = Builtins.uiFont(name, try evaluate(raw, s)) { return f }
                if Builtins.isDurationUnit(name, expected: expected) {
                    return try Builtins.staticCall("Duration", name, try evaluate(raw, s), self, node: c)
                }
                return try Builtins.implicitCall(name, try evaluate(raw, s), self, node: c)
            }
            // `self.init(...)` in an initializer: another initializer makes `self`.
            if name == "init", let r = baseExpr.as(DeclReferenceExprSyntax.self), r.baseName.plain == "self", let t = s.selfType {
                let made = try construct(t, raw, s, node: c, expected: t)
                _ = s.assign("self", made)
                return .void
            }
            if name == "environment" || name == "environmentObject", let (key, value) = try environmentSetting(raw, s) {
                let made = try withEnvironment(key, value) { () throws(SwiftError) in try method(try eval(baseExpr, s), name, raw, s, node: c) }
                guard case .view(let v) = made else { return made }
                // The font is the texts' inside, as `.font(...)` on the container sets it (its italic, bold, weight).
                if key == "font", let styled = try Builtins.modifier(v, "font", [Argument(label: nil, value: value, node: Syntax(c))], self, node: c) {
                    return .view(styled)
                }
                // The direction is the layout's too: the views inside are placed by it.
                guard key == "layoutDirection", case .enumCase(_, let direction, _) = value else { return made }
                return .view(v.adding(ViewEnvironment.layoutDirection(rightToLeft: direction == "rightToLeft")))
            }
            let base: SwiftValue
            do { base = try evalKeepingSlice(baseExpr, s) } catch {
                // `Meter(levels: ...).frame(width: 50)` where the meter cannot be made: its
                // placeholder keeps the room the app gives the meter, not its name's width.
                guard name == "frame", case .unsupported = error.kind, let stand = failureView(error) else { throw error }
                base = .view(stand)
            }
            if case .type(let t) = base { return try typeCall(t, name, raw, s, node: c, expected: expected) }
            if name == "map" || name == "flatMap", try declaredOptional(baseExpr, s) || Self.yieldsOptional(baseExpr), !base.isNil, let f = raw.first {
                // `attributes.tint.map { Color(hex: $0) }`: the optional's map, not the string's characters.
                return try invoke(try eval(f.expr, s), [Argument(label: nil, value: base, node: Syntax(c))], node: c)
            }
            if case .opaque(let o) = base, o.kind == "Scanner", name.hasPrefix("scan") {
                let scanned = Builtins.scan(o, name)
                // `scanHexInt64(&rgb)` writes through its argument and answers
                // whether it scanned; `scanInt()` returns the value.
                if let target = raw.first?.expr.as(InOutExprSyntax.self) {
                    if let v = scanned { try assign(target.expression, v, s) }
                    return .bool(scanned != nil)
                }
                return scanned ?? .null
            }
            if Builtins.mutatingMethods.contains(name), methods(of: base, name) == nil,
               let (changed, result) = try Builtins.mutated(base, name, try evaluate(raw, s), self, node: c) {
                try assign(baseExpr, changed, s)
                return result
            }
            // `total.add(x)` with `mutating func add`: the changed value is written back where it came from.
            if base.isInstanceOrCase, let fs = methods(of: base, name), Self.isMutating(fs, labels: raw.map(\.label)) {
                var changed = base
                let result = try callFunction(fs, receiver: base, selfType: typeNames(of: base).first, raw: raw, s, node: c) { scope in
                    changed = scope.lookup("self") ?? changed
                }
                try assign(baseExpr, changed, s)
                return result
            }
            return try method(base, name, raw, s, node: c)
        }
        // `[String]()`, `[String: Int]()`, `[Int](repeating: 0, count: 3)`: an array or dictionary made by its type.
        if c.calledExpression.is(ArrayExprSyntax.self) || c.calledExpression.is(DictionaryExprSyntax.self),
           try typeLiteral(c.calledExpression, s) != nil {
            let kind = c.calledExpression.is(ArrayExprSyntax.self) ? "Array" : "Dictionary"
            return try Builtins.constructEvaluated(kind, try evaluate(raw, s), self, node: c)
        }
        let callee = try eval(c.calledExpression, s)
        if case .type(let t) = callee { return try construct(t, raw, s, node: c, expected: expected) }
        return try invoke(callee, try evaluate(raw, s), node: c)
    }

    /// `Type.name(...)`: an initializer, a nested type's, an enum case with a payload, a static method.
    func typeCall(_ t: String, _ name: String, _ raw: [RawArgument], _ s: Scope, node: FunctionCallExprSyntax,
                  expected: String?) throws(SwiftError) -> SwiftValue {
        if name == "init" { return try construct(t, raw, s, node: node, expected: expected) }
        if let d = decls.type(t) {
            // `Attributes.ContentState(...)`: a nested type made, or the
            // one a nested `typealias ContentState = Match` names.
            let nested = d.name + "." + name
            if decls.types[nested] != nil || decls.aliases[nested] != nil, let n = decls.type(nested) {
                return try construct(n.name, raw, s, node: node, expected: expected)
            }
            if let c = d.cases.first(where: { $0.name == name }) {
                let args = try evaluate(raw, s, expected: c.parameters.map { typeName($0.type) })
                return .enumCase(type: d.name, name: name, payload: zip(c.parameters, args).map { ($0.label ?? $1.label, $1.value) })
            }
            if let fs = d.staticMethods[name] { return try callFunction(fs, receiver: nil, selfType: d.name, raw: raw, s, node: node) }
        }
        return try Builtins.staticCall(t, name, try evaluate(raw, s), self, node: node)
    }

    /// `items.first`, `names.last(where:)`, `values.max()`: the library's members that
    /// answer an optional, so a `.map` on them is the optional's (`name.split(separator: " ").first.map(String.init)`).
    static func yieldsOptional(_ e: ExprSyntax) -> Bool {
        if chainsOptionally(e) { return true }
        // `(value as? String).map { ... }`
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let cast = t.elements.first?.expression.as(AsExprSyntax.self) {
            return cast.questionOrExclamationMark?.text == "?"
        }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base != nil && ["first", "last"].contains(m.declName.baseName.text) }
        guard let c = e.as(FunctionCallExprSyntax.self) else { return false }
        let firstLabel = c.arguments.first?.label?.text
        // `URL(string:)`, `UUID(uuidString:)`: failable initializers, told by their label.
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (r.baseName.text, firstLabel) == ("URL", "string") || (r.baseName.text, firstLabel) == ("UUID", "uuidString")
                || r.baseName.text == "URLComponents" && firstLabel != nil
        }
        guard let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil else { return false }
        let name = m.declName.baseName.text
        // `Bundle.main.path(forResource:ofType:)`, `url(forResource:withExtension:)`,
        // `UserDefaults.string(forKey:)`, a formatter's `date(from:)`, `number(from:)`.
        switch (name, firstLabel) {
        case ("url", "forResource"), ("path", "forResource"), ("string", "forKey"), ("object", "forKey"), ("data", "forKey"),
             ("url", "forKey"), ("date", "from"), ("number", "from"):
            return true
        default:
            return ["first", "last", "firstIndex", "lastIndex", "randomElement", "min", "max", "popLast"].contains(name)
        }
    }

    /// `a?.b`, `a?.b()`: a chain with a `?` in it is optional whatever its end.
    static func chainsOptionally(_ e: ExprSyntax) -> Bool {
        var cur: ExprSyntax? = e
        while let x = cur {
            if x.is(OptionalChainingExprSyntax.self) { return true }
            if let m = x.as(MemberAccessExprSyntax.self) { cur = m.base }
            else if let c = x.as(FunctionCallExprSyntax.self) { cur = c.calledExpression }
            else if let s = x.as(SubscriptCallExprSyntax.self) { cur = s.calledExpression }
            else { return false }
        }
        return false
    }

    /// `owner.property` declared `T?` in the app's type, or a call of the
    /// app's function declared to return `T?` (the value alone does not say).
    func declaredOptional(_ e: ExprSyntax, _ s: Scope) throws(SwiftError) -> Bool {
        if let c = e.as(FunctionCallExprSyntax.self) { return try returnsOptional(c, s) }
        // `components.queryItems.map { $0 + items }`: a library type's optional property.
        if let m = e.as(MemberAccessExprSyntax.self), let ownerExpr = m.base, case .opaque(let o) = try eval(ownerExpr, s),
           Builtins.optionalProperties[o.kind]?.contains(m.declName.baseName.plain) == true { return true }
        guard let m = e.as(MemberAccessExprSyntax.self), let ownerExpr = m.base,
              case .instance(let owner) = try eval(ownerExpr, s),
              let t = decls.type(owner.type)?.stored.first(where: { $0.name == m.declName.baseName.plain })?.type else { return false }
        return t.is(OptionalTypeSyntax.self) || t.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// `initials(of: name).map { ... }`, `self.label().map`, `Route.parse(url).map`:
    /// every overload of the app's function that the call's labels fit returns `T?`.
    func returnsOptional(_ c: FunctionCallExprSyntax, _ s: Scope) throws(SwiftError) -> Bool {
        let candidates: [FunctionDeclSyntax]?
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.plain
            candidates = s.selfType.flatMap { decls.type($0)?.methods[name] } ?? decls.functions[name]
        } else if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let ownerExpr = m.base {
            let name = m.declName.baseName.plain
            switch try eval(ownerExpr, s) {
            case .type(let t): candidates = decls.type(t)?.staticMethods[name]
            case let owner: candidates = methods(of: owner, name)
            }
        } else {
            return false
        }
        let labels = c.arguments.map { $0.label?.text }
        let fitting = (candidates ?? []).filter { Self.fits($0.signature.parameterClause.parameters, labels) }
        return !fitting.isEmpty && fitting.allSatisfy { f in
            guard let t = f.signature.returnClause?.type else { return false }
            return t.is(OptionalTypeSyntax.self) || t.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        }
    }

    /// An app's `Date.formatted(as:)` leaves `formatted(date:time:)` to
    /// Foundation: on a library type, a method whose labels do not fit is another overload.
    func fitsOrOwns(_ fs: [FunctionDeclSyntax], _ base: SwiftValue, _ raw: [RawArgument]) -> Bool {
        if fs.contains(where: { Self.fits($0.signature.parameterClause.parameters, raw.map(\.label)) }) { return true }
        guard let t = typeNames(of: base).first, let d = decls.type(t) else { return false }
        return d.kind != .external
    }

    func methods(of v: SwiftValue, _ name: String) -> [FunctionDeclSyntax]? {
        for t in typeNames(of: v) { if let fs = decls.type(t)?.methods[name] { return fs } }
        return nil
    }

    /// `value.name(...)`: the app's own methods (its extensions of String,
    /// View... included) first, then SwiftUI's modifiers, then the standard library's.
    func method(_ base: SwiftValue, _ name: String, _ raw: [RawArgument], _ s: Scope, node: FunctionCallExprSyntax) throws(SwiftError) -> SwiftValue {
        if let fs = methods(of: base, name), fitsOrOwns(fs, base, raw) {
            return try callFunction(fs, receiver: base, selfType: typeNames(of: base).first, raw: raw, s, node: node)
        }
        if case .instance(let i) = base, let field = try field(i, name, node: node) {
            return try invoke(field, try evaluate(raw, s), node: node)
        }
        if let v = try colourComponents(base, name, raw, s) { return v }
        if name == "modifier", isViewLike(base), let m = raw.first, case .instance(let mod) = try eval(m.expr, s),
           let body = decls.type(mod.type)?.methods["body"] {
            // A `ViewModifier`: its `body(content:)` with this view as the content.
            let content = try view(of: base, node: node)
            return try callFunction(body, receiver: .instance(mod), selfType: mod.type,
                                    args: [Argument(label: "content", value: .view(content), node: Syntax(node))], node: node)
        }
        if isViewLike(base) {
            if Builtins.stillFrameModifiers.contains(name) || Builtins.materialModifiers.contains(name), methods(of: base, name) == nil {
                return .view(try view(of: base, node: node).adding(.other(name)))
            }
            // A modifier lasim cannot apply is dropped, with a note; the view still draws.
            do {
                return try callBuiltin(base, name, try evaluate(raw, s, expected: Builtins.expectedArguments(name)), node: node)
            } catch {
                guard case .unsupported(let construct, let why) = error.kind else { throw error }
                note(".\(name) not applied: \(construct)" + (why.isEmpty ? "" : " (\(why))"), error.node ?? Syntax(node))
                return .view(try view(of: base, node: node).adding(.other(name)))
            }
        }
        if case .opaque(let o) = base, o.kind == "DynamicIsland" {
            // `.widgetURL(route.url)`, `.keylineTint(...)`: nothing the regions draw
            // depends on them, so an argument lasim cannot make drops the modifier only.
            do {
                let args = try evaluate(raw, s, expected: Builtins.expectedArguments(name))
                if name == "contentMargins" { islandContentMargins(args) }
                if name == "keylineTint" { keylineTint = Builtins.colour(args.first?.value, self) }
            } catch {
                guard case .unsupported(let construct, let why) = error.kind else { throw error }
                note(".\(name) not applied: \(construct)" + (why.isEmpty ? "" : " (\(why))"), error.node ?? Syntax(node))
            }
            return base
        }
        let args = try evaluate(raw, s, expected: Builtins.expectedArguments(name))
        return try callBuiltin(base, name, args, node: node)
    }

    func callBuiltin(_ base: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        // `Color.green.opacity(0.5)` is a colour (what `.fill` and
        // `.foregroundColor` take), not a view with `.opacity`: the colour
        // would lose its opacity where a colour is asked for.
        if case .color = base, name == "opacity", let v = try Builtins.method(base, name, args, self, node: node) { return v }
        if isViewLike(base) {
            let v = try view(of: base, node: node)
            if let m = try Builtins.modifier(v, name, args, self, node: node) { return .view(m) }
            if methods(of: base, name) == nil, try Builtins.method(base, name, args, self, node: node) == nil {
                note(".\(name) not known to lasim: ignored", node)
                return .view(v.adding(.other(name)))
            }
        }
        if let v = try Builtins.method(base, name, args, self, node: node) { return v }
        if base.isNil { throw .unsupported(".\(name)()", node, "called on nil (an optional without ?.)") }
        throw unknown(name, on: base, called: true, node: node)
    }

    /// A member lasim does not know, called or read: which one, on which type.
    func unknown(_ name: String, on receiver: SwiftValue, called: Bool, node: some SyntaxProtocol) -> SwiftError {
        .unsupported(".\(name)" + (called ? "()" : ""), node, "\(receiver.typeName).\(name) is not known to lasim")
    }

    /// Calls a function value: a closure, a method or function named but not called yet.
    func invoke(_ callee: SwiftValue, _ args: [Argument], node: some SyntaxProtocol, builder: Bool = false) throws(SwiftError) -> SwiftValue {
        switch callee {
        case .closure(let c): return try invoke(c, args.map(\.value), node: node, builder: builder)
        case .bound(let b):
            if let r = b.receiver {
                if case .type(let t) = r {
                    if let d = decls.type(t), let c = d.cases.first(where: { $0.name == b.name }) {
                        return .enumCase(type: d.name, name: b.name, payload: zip(c.parameters, args).map { ($0.label ?? $1.label, $1.value) })
                    }
                    if b.name == "init" { return try constructEvaluated(t, args, node: node) }
                    if let fs = decls.type(t)?.staticMethods[b.name] { return try callFunction(fs, receiver: nil, selfType: t, args: args, node: node) }
                    return try Builtins.staticCall(t, b.name, args, self, node: node)
                }
                if let fs = methods(of: r, b.name) { return try callFunction(fs, receiver: r, selfType: typeNames(of: r).first, args: args, node: node) }
                return try callBuiltin(r, b.name, args, node: node)
            }
            if let fs = decls.functions[b.name] { return try callFunction(fs, receiver: nil, selfType: nil, args: args, node: node) }
            throw .unsupported(b.name, node)
        case .type(let t): return try constructEvaluated(t, args, node: node)
        default: throw .unsupported(Self.shortName(node), node, "\(callee.typeName) is not a function")
        }
    }

    /// A closure whose first parameter is `inout` (`reduce(into:)`'s): that
    /// parameter's value once the closure has run.
    func invokeChangingFirst(_ c: SwiftValue.Closure, _ values: [SwiftValue], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        guard case .syntax = c.body else { return try invoke(c, values, node: node) }
        var changed = values.first ?? .void
        _ = try invoke(c, values, node: node) { scope in changed = scope.lookup(c.parameters.first ?? "$0") ?? changed }
        return changed
    }

    func invoke(_ c: SwiftValue.Closure, _ values: [SwiftValue], node: some SyntaxProtocol, builder: Bool = false,
                finished: (Scope) -> Void = { _ in }) throws(SwiftError) -> SwiftValue {
        switch c.body {
        case .native(let f): return try f(values)
        case .syntax(let sc):
            return try call(depthOf: node) { () throws(SwiftError) in
                let scope = Scope(parent: c.captured)
                scope.returnType = nil
                var values = values
                // `{ key, value in }` over a dictionary's (key, value) pairs.
                if c.parameters.count > 1, values.count == 1, case .tuple(let t) = values[0] { values = t.map(\.value) }
                if c.parameters.count == 1, values.count > 1 { values = [.tuple(values.map { (nil, $0) })] }
                if c.parameters.isEmpty {
                    // `zip(a, b).map { "\($0)\($1)" }`: a pair's parts are `$0` and `$1` when the closure names `$1`.
                    if values.count == 1, case .tuple(let t) = values[0], t.count > 1,
                       sc.node.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .dollarIdentifier("$1") }) {
                        values = t.map(\.value)
                    }
                    for (i, v) in values.enumerated() { scope.declare("$\(i)", v) }
                } else {
                    for (n, v) in zip(c.parameters, values) where n != "_" { scope.declare(n, v) }
                }
                let result = try run(sc.node.statements, scope, builder: builder || sc.builder)
                finished(scope)
                return result
            }
        }
    }

    // MARK: - Functions

    func callFunction(_ candidates: [FunctionDeclSyntax], receiver: SwiftValue?, selfType: String?, raw: [RawArgument], _ s: Scope,
                      node: some SyntaxProtocol, expected: String? = nil, finished: (Scope) -> Void = { _ in }) throws(SwiftError) -> SwiftValue {
        var f = Self.overload(candidates, raw)
        var args = try evaluate(raw, s, for: f.signature.parameterClause.parameters)
        // Overloads with the same labels: the one whose parameter types take the arguments (`accepts`).
        if !accepts(f.signature.parameterClause.parameters, args) {
            for g in candidates where g != f && Self.fits(g.signature.parameterClause.parameters, raw.map(\.label)) {
                let tried = try evaluate(raw, s, for: g.signature.parameterClause.parameters)
                if accepts(g.signature.parameterClause.parameters, tried) { f = g; args = tried; break }
            }
        }
        // `bump(&count)`: an `inout` parameter's last value goes back to the variable passed.
        var written: [(ExprSyntax, SwiftValue)] = []
        let result = try callFunction([f], receiver: receiver, selfType: selfType, args: args, node: node, expected: expected) { scope in
            for (p, a) in zip(f.signature.parameterClause.parameters, raw) {
                guard let target = a.expr.as(InOutExprSyntax.self)?.expression,
                      let v = scope.lookup((p.secondName ?? p.firstName).text) else { continue }
                written.append((target, v))
            }
            finished(scope)
        }
        for (target, v) in written { try assign(target, v, s) }
        return result
    }

    /// `mutating func` of the app's type: what it does to `self` is kept.
    static func isMutating(_ fs: [FunctionDeclSyntax], labels: [String?]) -> Bool {
        overload(fs, labels: labels).modifiers.contains { $0.name.text == "mutating" }
    }

    func callFunction(_ candidates: [FunctionDeclSyntax], receiver: SwiftValue?, selfType: String?, args: [Argument],
                      node: some SyntaxProtocol, expected: String? = nil, finished: (Scope) -> Void = { _ in }) throws(SwiftError) -> SwiftValue {
        let byLabels = Self.overload(candidates, labels: args.map(\.label))
        let f = accepts(byLabels.signature.parameterClause.parameters, args) ? byLabels
            : firstTaking(candidates, args, parameters: \.signature.parameterClause.parameters) ?? byLabels
        guard let body = f.body else { throw .unsupported(f.name.plain, node, "a function without a body") }
        return try call(depthOf: node) { () throws(SwiftError) in
            let isStatic = f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            let scope = Scope(parent: globals, selfType: selfType, isStatic: isStatic)
            scope.returnType = f.signature.returnClause.map { r in selfType.map { Self.resolvingSelf(typeName(r.type), $0) } ?? typeName(r.type) }
            if let receiver { scope.declare("self", receiver) }
            try bind(f.signature.parameterClause.parameters, args, into: scope, node: node)
            bindGenerics(f, args, expected: expected, into: scope)
            let result = try run(body.statements, scope, builder: decls.isBuilder(f))
            finished(scope)
            return Self.labelled(result, as: f.signature.returnClause?.type)
        }
    }

    /// `func load<T: Decodable>(_ name: String) -> T`: inside, `T` is the type
    /// the call's context expects (`let stations: [Station] = load(...)`) or the
    /// one passed for a `T.Type` parameter, as Swift infers it, so `T.self` names it.
    func bindGenerics(_ f: FunctionDeclSyntax, _ args: [Argument], expected: String?, into scope: Scope) {
        guard let generics = f.genericParameterClause?.parameters else { return }
        let names = Set(generics.map(\.name.text))
        var params = Array(f.signature.parameterClause.parameters)
        for a in args {
            guard let k = params.firstIndex(where: { ($0.firstName.text == "_" ? nil : $0.firstName.text) == a.label }) else { continue }
            let t = typeName(params.remove(at: k).type)
            if t.hasSuffix(".Type"), names.contains(String(t.dropLast(5))), case .type(let given) = a.value {
                scope.declare(String(t.dropLast(5)), .type(given))
            }
        }
        if let expected, let r = f.signature.returnClause.map({ typeName($0.type) }), names.contains(r), scope.lookup(r) == nil {
            scope.declare(r, .type(expected))
        }
    }

    /// `-> (enable: Bool, size: Double)` returning `(true, 2)`: the tuple
    /// takes the declared labels, as Swift converts it, so `.enable` reads it;
    /// an optional one's (`(range: ClosedRange<Date>, countsDown: Bool)?`) too,
    /// and each element of an array of them (`-> [(date: Date, value: Double)]`
    /// returning `zip(d, v).map { ($0, $1) }`), wherever the type is written:
    /// a return type, a typed `let`, a parameter.
    static func labelled(_ v: SwiftValue, as type: TypeSyntax?) -> SwiftValue {
        let declared = type?.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        if case .array(let items) = v, let element = declared?.as(ArrayTypeSyntax.self)?.element {
            guard element.is(TupleTypeSyntax.self) || element.is(ArrayTypeSyntax.self) || element.is(OptionalTypeSyntax.self) else { return v }
            return .array(items.map { labelled($0, as: element) })
        }
        guard case .tuple(let items) = v, let t = declared?.as(TupleTypeSyntax.self), t.elements.count == items.count else { return v }
        return .tuple(zip(items, t.elements).map { item, e in (label: e.firstName?.plain ?? item.label, value: labelled(item.value, as: e.type)) })
    }

    /// The declared overload whose labels fit the call.
    static func overload(_ fs: [FunctionDeclSyntax], labels: [String?]) -> FunctionDeclSyntax {
        if fs.count == 1 { return fs[0] }
        return fs.first { f in fits(f.signature.parameterClause.parameters, labels) } ?? fs[0]
    }

    /// The declared overload whose labels fit the call and, of several, the
    /// one whose parameter types are what the arguments are written as:
    /// `func tint(_ v: Int) -> Color { tint(UInt32(v)) }` calls
    /// `tint(_: UInt32)`, not itself again, as Swift picks it by type.
    static func overload(_ fs: [FunctionDeclSyntax], _ raw: [RawArgument]) -> FunctionDeclSyntax {
        let labels = raw.map(\.label)
        let evident = raw.map { evidentType($0.expr) }
        guard fs.count > 1, evident.contains(where: { $0 != nil }) else { return overload(fs, labels: labels) }
        let typed = fs.first { f in
            let params = f.signature.parameterClause.parameters
            guard fits(params, labels) else { return false }
            let types = aligned(params, labels, params.map { $0.type.trimmedDescription })
            return types.count == evident.count && zip(types, evident).allSatisfy { t, e in e == nil || t == e }
        }
        return typed ?? overload(fs, labels: labels)
    }

    /// The type an argument is plainly converted to (`UInt32(x)`, `Double(n)`), nil if not so written.
    static func evidentType(_ e: ExprSyntax) -> String? {
        let conversions: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Bool"]
        guard let c = e.as(FunctionCallExprSyntax.self), let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              conversions.contains(name) || FloatingTypes.contains(name) else { return nil }
        return name
    }

    static func fits(_ params: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
        var i = 0
        for p in params {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            if i < labels.count, labels[i] == label { i += 1; continue }
            if p.defaultValue != nil { continue }
            // A trailing closure carries no label.
            if i < labels.count, labels[i] == nil, isClosure(p.type) { i += 1; continue }
            return false
        }
        return i == labels.count
    }

    /// Whether an overload takes these values, as Swift picks one by its
    /// parameters' types as well as its labels: in `extension Color { init(red:
    /// Int, ...) { self.init(red: CGFloat(red) / 255, ...) } }` the inner call
    /// is SwiftUI's `init(red: Double, ...)`, not the Int one again. Only what
    /// Swift never converts is refused: a fraction for a whole number, a
    /// number for a string or a flag, and the reverse.
    func accepts(_ params: FunctionParameterListSyntax, _ args: [Argument]) -> Bool {
        var i = 0
        for p in params where p.ellipsis == nil {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            guard i < args.count, args[i].label == label || (args[i].label == nil && p.defaultValue == nil) else { continue }
            if !Self.takes(typeName(p.type), args[i].value) || !takesAppType(typeName(p.type), args[i].value) { return false }
            i += 1
        }
        return true
    }

    /// Of the overloads (functions or initializers) whose labels fit
    /// `args`, the first whose parameter types take them (`accepts`).
    func firstTaking<D>(_ overloads: [D], _ args: [Argument], parameters: KeyPath<D, FunctionParameterListSyntax>) -> D? {
        overloads.first { Self.fits($0[keyPath: parameters], args.map(\.label)) && accepts($0[keyPath: parameters], args) }
    }

    /// `raw` evaluated as `params` expect each argument (`1` where a
    /// `Double` is asked is a Double), an overload's types being the context
    /// Swift infers a literal's type from.
    func evaluate(_ raw: [RawArgument], _ s: Scope, for params: FunctionParameterListSyntax) throws(SwiftError) -> [Argument] {
        try evaluate(raw, s, expected: Self.aligned(params, raw.map(\.label), params.map { typeName($0.type) }))
    }

    /// A string, a number or a flag is no value of the app's own type
    /// (unless that type is made from a literal, `ExpressibleByStringLiteral`):
    /// `parseView(from: String)` beside `parseView(from: LayoutData)` takes
    /// the JSON string, as Swift picks it.
    func takesAppType(_ type: String, _ v: SwiftValue) -> Bool {
        let t = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard let d = decls.type(t), !d.inherited.contains(where: { $0.hasPrefix("ExpressibleBy") }) else { return true }
        switch v {
        case .string, .character, .int, .uint64, .double, .float, .bool: return false
        default: return true
        }
    }

    static func takes(_ type: String, _ v: SwiftValue) -> Bool {
        let whole = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(type)
        let fraction = FloatingTypes.contains(type)
        // `[Part]`, `[String: Int]`: no string, number or flag is an array or
        // a dictionary (`extension Text { init(_ parts: [Part]) }` is not the
        // `Text(title)` of a string).
        let collection = type.hasPrefix("[")
        switch v {
        case .double, .float: return !whole && !collection && type != "String" && type != "Bool"
        case .int, .uint64: return !collection && type != "String" && type != "Bool"
        case .string: return !whole && !fraction && !collection && type != "Bool"
        case .bool: return !whole && !fraction && !collection && type != "String"
        default: return true
        }
    }

    static func isClosure(_ t: TypeSyntax) -> Bool {
        if t.is(FunctionTypeSyntax.self) { return true }
        if let a = t.as(AttributedTypeSyntax.self) { return isClosure(a.baseType) }
        if let o = t.as(OptionalTypeSyntax.self) { return isClosure(o.wrappedType) }
        if let p = t.as(TupleTypeSyntax.self), p.elements.count == 1 { return isClosure(p.elements.first!.type) }
        return false
    }

    /// Each argument's parameter type, for literals (`20` passed as a `Double`).
    static func aligned(_ params: FunctionParameterListSyntax, _ labels: [String?], _ types: [String]) -> [String?] {
        var out: [String?] = [], i = 0
        for (p, t) in zip(params, types) {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            if i < labels.count, labels[i] == label || (labels[i] == nil && p.defaultValue == nil) { out.append(t); i += 1 }
        }
        return out
    }

    func bind(_ params: FunctionParameterListSyntax, _ args: [Argument], into scope: Scope, node: some SyntaxProtocol) throws(SwiftError) {
        var i = 0
        for p in params {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let local = (p.secondName ?? p.firstName).text
            let type = typeName(p.type)
            if p.ellipsis != nil {
                var rest: [SwiftValue] = []
                while i < args.count, rest.isEmpty || args[i].label == nil { rest.append(args[i].value); i += 1 }
                scope.declare(local, .array(rest))
                continue
            }
            if i < args.count, args[i].label == label || (args[i].label == nil && p.defaultValue == nil) {
                let value = Self.labelled(convert(args[i].value, to: type), as: p.type)
                // `@autoclosure () -> Bool`: the argument, evaluated at the
                // call, is what calling the parameter returns.
                let isAutoclosure = p.type.as(AttributedTypeSyntax.self)?.attributes.contains {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
                } ?? false
                let builds = Self.isBuilder(p.attributes) || (p.type.as(AttributedTypeSyntax.self).map { Self.isBuilder($0.attributes) } ?? false)
                scope.declare(local, isAutoclosure ? .closure(.init(parameters: [], body: .native { _ throws(SwiftError) in value }, captured: globals))
                              : builds ? Self.asBuilder(value) : value)
                i += 1
            } else if let d = p.defaultValue {
                scope.declare(local, try eval(d.value, scope, expected: type))
            } else if p.type.is(OptionalTypeSyntax.self) {
                scope.declare(local, .null)
            } else {
                throw .unsupported(Self.shortName(node), node, "no argument for parameter '\(local)'")
            }
        }
    }

    // MARK: - Initializers

    func construct(_ t: String, _ raw: [RawArgument], _ s: Scope, node: some SyntaxProtocol, expected: String?) throws(SwiftError) -> SwiftValue {
        if let d = decls.type(t) {
            let fitting = d.initializers.filter { Self.fits($0.signature.parameterClause.parameters, raw.map(\.label)) }
            for (k, i) in fitting.enumerated() {
                let args = try evaluate(raw, s, for: i.signature.parameterClause.parameters)
                if (k < fitting.count - 1 || d.kind == .external) && !accepts(i.signature.parameterClause.parameters, args) { continue }
                return try runInitializer(i, d, args, node: node)
            }
            if d.kind != .external {
                let types = d.stored.map { $0.type.map { typeName($0) } }
                let labels = raw.map(\.label)
                let expected = labels.map { l in l.flatMap { l in d.stored.firstIndex { $0.name == l }.flatMap { types[$0] } } }
                var args: [Argument] = []
                for (k, a) in raw.enumerated() {
                    if let library = k < expected.count ? expected[k] : nil, let v = libraryValue(a.expr, of: library) {
                        args.append(Argument(label: a.label, value: v, node: Syntax(a.expr), trailing: a.trailing))
                    } else {
                        args += try evaluate([a], s, expected: [k < expected.count ? expected[k] : nil])
                    }
                }
                return try constructEvaluated(d.name, args, node: node)
            }
        }
        return try Builtins.construct(t, raw, s, self, node: node)
    }

    /// `pushwoosh: PushwooshLiveActivityAttributeData(activityId: "p")` in an
    /// app's attributes: a push SDK's field, of a type neither the app's files
    /// nor lasim declare, which the decoder takes as it is. Its value is made
    /// by the library on the phone; the rest of the sample still runs.
    func libraryValue(_ e: ExprSyntax, of declared: String) -> SwiftValue? {
        let type = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
        guard decls.type(type) == nil, !Builtins.knownTypes.contains(type),
              let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == type else { return nil }
        return .opaque(.init("$unevaluated", ["at": .string(loc(c)), "construct": .string(c.trimmedDescription), "library": .string(type),
                                              "note": .string("\(type) is a library's type the app's files do not declare: its value is made on the phone")]))
    }

    func constructEvaluated(_ t: String, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        guard let d = decls.type(t) else { return try Builtins.constructEvaluated(t, args, self, node: node) }
        if let i = firstTaking(d.initializers, args, parameters: \.signature.parameterClause.parameters)
            ?? (d.kind == .external ? nil : d.initializers.first { Self.fits($0.signature.parameterClause.parameters, args.map(\.label)) }) {
            return try runInitializer(i, d, args, node: node)
        }
        if let decoded = try synthesizedDecoding(d, args, node: node) { return decoded }
        if d.kind == .enumeration {
            // `Status(rawValue: "x")`: nil when no case has it.
            guard args.count == 1, args[0].label == "rawValue" else { throw .unsupported("\(t)(...)", node, "an enum is made from rawValue:") }
            for c in d.cases where Self.equal(try rawValue(d, c.name, node: node), args[0].value) {
                return .enumCase(type: d.name, name: c.name, payload: [])
            }
            return .null
        }
        if d.kind == .external { return try Builtins.constructEvaluated(t, args, self, node: node) }
        return .instance(try memberwise(d, args, node: node))
    }

    /// The memberwise initializer: stored properties in order, those with a
    /// default value optional, `let` ones with a value not settable.
    func memberwise(_ d: TypeDecl, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue.Instance {
        let instance = SwiftValue.Instance(type: d.name, fields: [])
        let scope = Scope(parent: globals, selfType: d.name)
        var i = 0
        for p in d.stored {
            let type = p.type.map(typeName)
            if i < args.count, args[i].label == p.name || (args[i].label == nil && args[i].trailing), !(p.isLet && p.initial != nil) {
                let value = convert(args[i].value, to: type ?? "")
                instance.fields.append((p.name, d.builders.contains(p.name) ? Self.asBuilder(value) : value))
                i += 1
            } else if p.initial != nil {
                instance.fields.append((p.name, try storedInitial(d, p, scope)))
            } else if p.type?.is(OptionalTypeSyntax.self) == true || p.type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                        || d.appStorage[p.name] != nil {
                // `@Default(.key) var x`: its key declares the default.
                instance.fields.append((p.name, appStorage(d, p, .null, scope)))
            } else if i < args.count, args[i].label == nil {
                instance.fields.append((p.name, args[i].value)); i += 1
            } else {
                throw .unsupported("\(d.name)(...)", node, "no argument for '\(p.name)'")
            }
        }
        instance.fields += environmentFields(d)
        for (name, attribute) in d.libraryWrapped.sorted(by: { $0.key < $1.key }) { instance.fields.append((name, libraryWrappedValue(attribute))) }
        // The store the widget shares with its app holds what the app saved on the phone: nothing here.
        for (name, attribute) in d.fetched.sorted(by: { $0.key < $1.key }) {
            note("the app's data store is empty in lasim: \(name) has no results (the app saves them on the phone)", attribute)
            instance.fields.append((name, .array([])))
        }
        return instance
    }

    /// `@Dependency(\.router) var url`: a library's property wrapper makes
    /// the value on the phone, from its attribute; lasim does not run the
    /// library, so reading it says so where it is read.
    func libraryWrappedValue(_ attribute: AttributeSyntax) -> SwiftValue {
        unevaluated(at: attribute, construct: attribute.trimmedDescription, note: "a library's property wrapper: its value is made on the phone")
    }

    /// A value lasim does not make: reading it draws `construct` as a
    /// placeholder and says `note` where it is read (`Interpreter.checkEvaluated`).
    func unevaluated(at node: some SyntaxProtocol, construct: String, note: String) -> SwiftValue {
        .opaque(.init("$unevaluated", ["at": .string(loc(node)), "construct": .string(construct), "note": .string(note)]))
    }

    func runInitializer(_ i: InitializerDeclSyntax, _ d: TypeDecl, _ args: [Argument], node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        try call(depthOf: node) { () throws(SwiftError) in
            let scope = Scope(parent: globals, selfType: d.name)
            let me = SwiftValue.Instance(type: d.name, fields: [])
            let defaults = Scope(parent: globals, selfType: d.name)
            for p in d.stored {
                if p.initial != nil {
                    me.fields.append((p.name, try storedInitial(d, p, defaults)))
                } else if d.appStorage[p.name] != nil {
                    me.fields.append((p.name, appStorage(d, p, .null, defaults)))
                }
            }
            me.fields += environmentFields(d)
            for (name, attribute) in d.libraryWrapped { me.fields.append((name, libraryWrappedValue(attribute))) }
            scope.declare("self", d.kind == .enumeration ? .null : .instance(me))
            try bind(i.signature.parameterClause.parameters, args, into: scope, node: node)
            let flow = try exec(i.body?.statements ?? [], scope, builder: false)
            if case .returned(let v) = flow, v.isNil { return .null } // a failable init's `return nil`
            return scope.selfValue ?? .null
        }
    }

    /// A `@ScaledMetric` property's value at the text size, as its text style scales.
    func scaledMetric(_ d: TypeDecl, _ name: String, _ v: SwiftValue) -> SwiftValue {
        guard let style = d.scaledMetrics[name], let x = v.asDouble else { return v }
        let scaled = SwiftUIFont.pointSize(x, style: style, at: input.dynamicTypeSize)
        if case .float = v { return .float(Float(scaled)) }
        return .double(scaled)
    }

    /// `Constants.DynamicIsland` answers to `DynamicIsland` only inside
    /// `Constants`: elsewhere the short name is the framework's type, as in Swift.
    func shadowsFramework(_ d: TypeDecl, _ name: String, _ s: Scope) -> Bool {
        guard d.name != name, Builtins.knownTypes.contains(name), let dot = d.name.lastIndex(of: ".") else { return false }
        let owner = d.name[..<dot]
        guard let inside = s.selfType else { return true }
        return inside != owner && !inside.hasPrefix(owner + ".")
    }
}


extension Interpreter {
    /// `DynamicIsland { } .contentMargins([.top, .bottom], 8, for: .expanded)`:
    /// the margins of one presentation (edges all when not given).
    func islandContentMargins(_ args: [Argument]) {
        guard case .enumCase(_, let modeName, _)? = args.first(where: { $0.label == "for" })?.value,
              let mode = IslandMode(rawValue: modeName),
              let length = args.first(where: { $0.label == nil && $0.value.asDouble != nil })?.value.asDouble else { return }
        var edges = "all"
        for a in args where a.label == nil { if let e = Builtins.edgeSetText(a.value) { edges = e } }
        islandMargins[mode, default: IslandMargins()].applyOuter(EdgeSet(edges), length)
    }
}
