import LasimRender
import LasimSwift
import LasimTemplate
import SwiftSyntax

/// `a.b`, `Type.b`, `.b`: fields, computed properties, statics, enum cases,
/// and the standard library's members.
extension Interpreter {
    func member(_ m: MemberAccessExprSyntax, _ s: Scope, expected: String?) throws(SwiftError) -> SwiftValue {
        let name = m.declName.baseName.plain
        guard let baseExpr = m.base else { return try implicitMember(name, expected: expected, node: m) }
        if name == "self", let t = try typeLiteral(baseExpr, s) { return .type(t) }
        // `[GlucoseReading].placeholder`: a static member of the app's `extension [GlucoseReading]`,
        // not a member of an array holding a type.
        if baseExpr.is(ArrayExprSyntax.self) || baseExpr.is(DictionaryExprSyntax.self), let t = try typeLiteral(baseExpr, s),
           decls.type(t) != nil, let v = try staticMember(t, name, node: m) {
            return v
        }
        // `.Examples.zenit` where a `Team` is expected: an implicit member chain starts at the
        // expected type, its first link a static member or a nested type of it.
        let base = try evalKeepingSlice(baseExpr, s, expected: Self.isImplicitChain(baseExpr) ? expected : nil)
        if case .type(let t) = base {
            if name == "self" { return base }
            if let v = try staticMember(t, name, node: m) { return v }
            if name == "CodingKeys", let keys = synthesizedCodingKeys(of: t) { return .type(keys) }
            if isSynthesizedCodingKeys(t) { return .enumCase(type: t, name: name, payload: []) }
            throw .unsupported("\(t).\(name)", m, "no such static member in the widget's sources")
        }
        return try memberValue(base, name, node: m)
    }

    /// `[T].self`, `[K: V].self`, `T?.self`: the expression before `.self`
    /// is a type written as a literal (`decode([Item].self, forKey:)`).
    func typeLiteral(_ e: ExprSyntax, _ s: Scope) throws(SwiftError) -> String? {
        if let a = e.as(ArrayExprSyntax.self), a.elements.count == 1, let inner = a.elements.first?.expression,
           let t = try typeLiteral(inner, s) {
            return "[\(t)]"
        }
        if let d = e.as(DictionaryExprSyntax.self), case .elements(let pairs) = d.content, pairs.count == 1, let pair = pairs.first,
           let k = try typeLiteral(pair.key, s), let v = try typeLiteral(pair.value, s) {
            return "[\(k): \(v)]"
        }
        if let o = e.as(OptionalChainingExprSyntax.self), let t = try typeLiteral(o.expression, s) { return t + "?" }
        if e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self) || e.is(TypeExprSyntax.self)
            || e.is(GenericSpecializationExprSyntax.self) {
            guard e.as(DeclReferenceExprSyntax.self)?.baseName.plain.startsUppercase ?? true else { return nil }
            if case .type(let t) = try eval(e, s) { return t }
        }
        return nil
    }

    /// `.a.b` (`.a` with no base), `.a.b.c`: an implicit member chain's start.
    static func isImplicitChain(_ e: ExprSyntax) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = m.base else { return true }
        return isImplicitChain(base)
    }

    /// `.done` where the type is known from context; else a member with no
    /// type yet, which compares equal to any case of that name.
    func implicitMember(_ name: String, expected: String?, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        // `.now.addingTimeInterval(...)`: the one implicit member widget code uses with no type around it.
        if expected == nil, name == "now" { return .date(input.now) }
        if let t = expected.map({ $0.hasSuffix("?") ? String($0.dropLast()) : $0 }), decls.type(t) != nil || Builtins.knownTypes.contains(t) {
            if let v = try staticMember(t, name, node: node) { return v }
            if let nested = nestedType(name, in: t) { return .type(nested) }
        }
        if expected == "ShapeStyle", ViewColor.levelNames.contains(name) { return .color(.named(name)) }
        if expected == "Color" || expected == "ShapeStyle", let c = systemColour(name) { return .color(c) }
        return .enumCase(type: "", name: name, payload: [])
    }

    func memberValue(_ base: SwiftValue, _ name: String, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        if base.isNil, !["map", "flatMap"].contains(name) {
            throw .unsupported(".\(name)", node, "read on nil (an optional without ?.)")
        }
        if let v = try instanceMember(base, name, node: node) { return v }
        if let v = try Builtins.property(base, name, self, node: node) { return v }
        if case .dictionary(let d) = base, let v = d.first(where: { Self.equal($0.key, .string(name)) }) { return v.value }
        if case .instance = base { throw .unsupported(".\(name)", node, "\(shortType(base.typeName)) has no member '\(name)'") }
        if case .dictionary = base { throw .unsupported(".\(name)", node, "no member '\(name)' in a value lasim could not type") }
        // A method not called yet (`items.map(String.init)`, `text.uppercased`).
        return .bound(.init(receiver: base, name: name, readAt: Syntax(node)))
    }

    /// A member the app declares: a stored field, a computed property (of
    /// the type or an extension, `View` extensions included), an enum's
    /// `rawValue`.
    func instanceMember(_ base: SwiftValue, _ name: String, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        switch base {
        case .instance(let i):
            if let v = try field(i, name, node: node) { return v }
        case .enumCase(let t, let c, _):
            if name == "rawValue", let d = decls.type(t) { return try rawValue(d, c, node: node) }
            if let size = Self.typeSize(base), name == "isAccessibilitySize" || name == "isAccessibilityCategory" {
                return .bool(size.isAccessibilitySize)
            }
        default: break
        }
        for typeName in typeNames(of: base) {
            guard let d = decls.type(typeName) else { continue }
            if let body = d.computed[name] {
                let scope = Scope(parent: globals, selfType: d.name)
                scope.returnType = returnType(of: body).map { Self.resolvingSelf($0, d.name) }
                scope.declare("self", base)
                let value = try call(depthOf: node) { () throws(SwiftError) in try run(body.statements, scope, builder: decls.isBuilder(body.node)) }
                return Self.labelled(value, as: body.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
            }
            if d.methods[name] != nil { return .bound(.init(receiver: base, name: name)) }
        }
        return nil
    }

    /// `box.doubled = v` where `doubled` is computed with a `set`: the
    /// setter runs on a copy of `base`, as a mutating method does, and the
    /// changed copy is returned (nil when the type declares no such setter).
    func setComputed(_ base: SwiftValue, _ name: String, _ v: SwiftValue, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        for typeName in typeNames(of: base) {
            guard let d = decls.type(typeName), let set = d.setters[name] else { continue }
            let scope = Scope(parent: globals, selfType: d.name)
            scope.declare("self", base)
            scope.declare(set.newValue, v)
            _ = try call(depthOf: node) { () throws(SwiftError) in try run(set.body.statements, scope, builder: false) }
            return scope.lookup("self") ?? base
        }
        return nil
    }

    /// A value whose members are the library's, not the app's: `self` in
    /// the app's `extension String` or `extension Double`.
    static func isLibraryValue(_ v: SwiftValue) -> Bool {
        switch v {
        case .instance, .enumCase, .view, .type, .closure, .bound, .opaque, .void, .null: return false
        default: return true
        }
    }

    /// The types whose extensions apply to a value: its own, then the
    /// protocols SwiftUI and the standard library give it.
    func typeNames(of v: SwiftValue) -> [String] {
        switch v {
        case .instance(let i): return decls.lookupChain(i.type)
        case .enumCase(let t, _, _): return decls.lookupChain(t)
        case .view: return Self.viewChain
        case .color: return Self.colorChain
        case .int: return Self.intChain
        case .uint64: return Self.uint64Chain
        case .double: return Self.doubleChain
        case .float: return Self.floatChain
        case .string: return Self.stringChain
        case .substring: return Self.substringChain
        case .character: return Self.characterChain
        case .date: return Self.dateChain
        case .array: return Self.arrayChain
        case .bool: return Self.boolChain
        case .opaque(let o): return [o.kind]
        default: return []
        }
    }

    // Made once: a method call asks for them every time.
    static let viewChain = ["View", "Text", "Image"]
    // A `UIColor` is held as the colour it is: its extensions' members are a colour's too.
    static let colorChain = ["Color", "View", "ShapeStyle", "UIColor"]
    static let intChain = ["Int", "BinaryInteger", "Numeric", "Comparable"]
    static let uint64Chain = ["UInt64", "BinaryInteger", "Numeric", "Comparable"]
    // `TimeInterval` is `Double`; a `CGFloat` is held as one: their extensions' methods are a double's.
    static let doubleChain = ["Double"] + FloatingTypes.doubles.subtracting(["Double"]).sorted()
        + ["BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
    static let floatChain = ["Float"] + FloatingTypes.singles.subtracting(["Float"]).sorted() + ["BinaryFloatingPoint", "FloatingPoint", "Numeric"]
    static let stringChain = ["String", "StringProtocol"]
    static let substringChain = ["Substring", "StringProtocol"]
    static let characterChain = ["Character", "Comparable"]
    static let dateChain = ["Date"]
    static let arrayChain = ["Array", "Collection", "Sequence"]
    static let boolChain = ["Bool"]

    /// A computed property's declared type (`var label: String { ... }`).
    /// A type written with `Self` in it (`[Self]`, `Self?`) as the type it is declared in.
    static func resolvingSelf(_ type: String, _ owner: String) -> String {
        guard type.contains("Self") else { return type }
        var out = "", word = ""
        func flush() { out += word == "Self" ? owner : word; word = "" }
        for c in type {
            if c.isLetter || c.isNumber || c == "_" { word.append(c) } else { flush(); out.append(c) }
        }
        flush()
        return out
    }

    func returnType(of body: AccessorBody) -> String? {
        body.node.as(PatternBindingSyntax.self)?.typeAnnotation.map { typeName($0.type) }
    }

    /// `@ViewBuilder` (or another result builder) among a declaration's attributes.
    static func isBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.trimmedDescription.contains("Builder") }
    }

    /// A closure the app passes where its declaration says `@ViewBuilder`
    /// (`init(@ViewBuilder label: () -> Label)`, `@ViewBuilder var content`):
    /// run as one, its views collected, when the app calls it.
    static func asBuilder(_ v: SwiftValue) -> SwiftValue {
        guard case .closure(var c) = v, case .syntax(var sc) = c.body else { return v }
        sc.builder = true
        c.body = .syntax(sc)
        return .closure(c)
    }

    static func returnsView(_ node: Syntax) -> Bool {
        var n: Syntax? = node
        while let x = n {
            if let v = x.as(VariableDeclSyntax.self) {
                if v.attributes.contains(where: { $0.trimmedDescription.contains("ViewBuilder") }) { return true }
                return v.bindings.contains { b in b.typeAnnotation?.type.trimmedDescription.contains("View") ?? false }
                    || v.bindings.contains { $0.pattern.trimmedDescription == "body" }
            }
            if let f = x.as(FunctionDeclSyntax.self) {
                if isBuilder(f.attributes) { return true }
                return f.signature.returnClause?.type.trimmedDescription.contains("View") ?? false
            }
            n = x.parent
        }
        return false
    }

    func rawValue(_ d: TypeDecl, _ caseName: String, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue {
        guard let i = d.cases.firstIndex(where: { $0.name == caseName }) else { return .string(caseName) }
        if let raw = d.cases[i].rawValue { return try eval(raw, globals, expected: d.rawType) }
        switch d.rawType {
        case "String", nil: return .string(caseName)
        case let t? where FloatingTypes.contains(t):
            return FloatingTypes.value(Double(try implicitIntRaw(d, i, node: node)), as: t)
        default: return .int(try implicitIntRaw(d, i, node: node))
        }
    }

    /// Int raw values count up from the last explicit one.
    func implicitIntRaw(_ d: TypeDecl, _ i: Int, node: some SyntaxProtocol) throws(SwiftError) -> Int {
        var j = i, offset = 0
        while j >= 0 {
            if let raw = d.cases[j].rawValue, let n = try eval(raw, globals).asInt { return n + offset }
            j -= 1; offset += 1
        }
        return offset - 1
    }

    /// `Type.name`: an enum case, a static property or method, an
    /// initializer, or a standard library / SwiftUI static (`Color.red`, `Int.max`).
    func staticMember(_ typeName: String, _ name: String, node: some SyntaxProtocol) throws(SwiftError) -> SwiftValue? {
        if let d = decls.type(typeName) {
            // A nested type: `DateHelper.Formatter`.
            let nested = d.name + "." + name
            if decls.types[nested] != nil { return .type(nested) }
            // `Attributes.Status` where `Attributes` says `typealias Status = ContentState`.
            if decls.aliases[nested] != nil, let t = decls.type(nested) { return .type(t.name) }
            // A case with a payload, not called, is a function: a static
            // property of the same name is the value meant (`.active` beside `case active(start:end:)`).
            if let c = d.cases.first(where: { $0.name == name }),
               c.parameters.isEmpty || d.staticStored[name] == nil && d.staticComputed[name] == nil {
                if c.parameters.isEmpty { return .enumCase(type: d.name, name: name, payload: []) }
                return .bound(.init(receiver: .type(d.name), name: name))
            }
            if let st = d.staticStored[name] {
                return try firstValue("\(d.name).\(name)") { () throws(SwiftError) in
                    let scope = Scope(parent: globals, selfType: d.name, isStatic: true)
                    return try call(depthOf: node) { () throws(SwiftError) in
                        try st.initial.map { e throws(SwiftError) in
                            try eval(e, scope, expected: st.type.map { Self.resolvingSelf(self.typeName($0), d.name) } ?? d.name)
                        } ?? .null
                    }
                }
            }
            if let body = d.staticComputed[name] {
                let scope = Scope(parent: globals, selfType: d.name, isStatic: true)
                scope.returnType = returnType(of: body).map { Self.resolvingSelf($0, d.name) }
                let value = try call(depthOf: node) { () throws(SwiftError) in try run(body.statements, scope, builder: decls.isBuilder(body.node)) }
                // `static var stories: [(attributes: A, state: S)] { [(a, s)] }`: the declared labels, as for an instance's.
                return Self.labelled(value, as: body.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
            }
            if d.staticMethods[name] != nil || name == "init" { return .bound(.init(receiver: .type(d.name), name: name)) }
            if name == "allCases" && d.kind == .enumeration {
                return .array(d.cases.filter { $0.parameters.isEmpty }.map { .enumCase(type: d.name, name: $0.name, payload: []) })
            }
        }
        return try Builtins.staticMember(typeName, name, self, node: node)
    }
}
