import LasimModel
import SwiftSyntax

extension Interpreter {
    /// An `@AppStorage` property's value: what `--defaults` gives its key (in
    /// every store alike, as `UserDefaults(suiteName:)` reads it), read as the
    /// property's type reads it, else its default value, with the note a
    /// `UserDefaults` key read and not given has.
    func appStorage(_ d: TypeDecl, _ p: TypeDecl.Stored, _ initial: SwiftValue, _ scope: Scope) -> SwiftValue {
        guard let key = d.appStorage[p.name] else { return initial }
        return appStorage(key: key, type: p.type.map(typeName), initial, scope)
    }

    /// The same for a key expression: a member's, or a local `@AppStorage var`'s in a view builder.
    func appStorage(key keyExpr: ExprSyntax, type: String?, _ initial: SwiftValue, _ scope: Scope) -> SwiftValue {
        if let k = defaultsKey(keyExpr) {
            // `@Default(.key)`: the name, type and default its `Key<T>(...)` declares.
            var unset = initial.isNil
            if case .void = initial { unset = true }
            let fallback = unset ? (k.initial.flatMap { try? eval($0, Scope(parent: globals), expected: k.type) } ?? initial) : initial
            return appStorage(name: k.name, type: type ?? k.type, fallback, keyExpr)
        }
        guard let key = (try? eval(keyExpr, scope))?.asString else { return initial }
        return appStorage(name: key, type: type, initial, keyExpr)
    }

    /// The Defaults package's key `.name` (or `Defaults.Keys.name`) names:
    /// `static let name = Key<T>("stored name", default: v)` in `extension Defaults.Keys`.
    func defaultsKey(_ e: ExprSyntax) -> (name: String, type: String?, initial: ExprSyntax?)? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base?.trimmedDescription.hasSuffix("Keys") == true,
              let keys = decls.type("Defaults.Keys") ?? decls.type("Keys"),
              let call = keys.staticStored[m.declName.baseName.text]?.initial?.as(FunctionCallExprSyntax.self),
              call.calledExpression.trimmedDescription.hasPrefix("Key") || call.calledExpression.trimmedDescription.hasPrefix("Defaults.Key"),
              let nameExpr = call.arguments.first(where: { $0.label == nil })?.expression,
              let name = (try? eval(nameExpr, Scope(parent: globals)))?.asString
        else { return nil }
        let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first
        return (name, generic?.argument.trimmedDescription, call.arguments.first { $0.label?.text == "default" }?.expression)
    }

    private func appStorage(name key: String, type: String?, _ initial: SwiftValue, _ keyExpr: ExprSyntax) -> SwiftValue {
        guard let given = defaults[key] else {
            Builtins.noteUnset(key, self, keyExpr)
            return initial
        }
        return stored(given, as: type ?? Self.storedTypeName(initial) ?? "", keyExpr) ?? initial
    }

    /// `AppStorage`'s value of a type: a stored value of another kind, or a raw
    /// value no case has, is nil (the property keeps its default).
    private func stored(_ given: JSONValue, as type: String, _ node: ExprSyntax) -> SwiftValue? {
        switch type {
        case "Bool": return Builtins.defaultsValue(given, "bool")
        case "Int": return Builtins.defaultsValue(given, "integer")
        case _ where FloatingTypes.singles.contains(type): return Builtins.defaultsValue(given, "float").asDouble.map { .float(Float($0)) }
        case _ where FloatingTypes.contains(type): return Builtins.defaultsValue(given, "double")
        case "String", "URL":
            // A URL is its text, as the evaluator keeps URLs.
            let s = Builtins.defaultsValue(given, "string")
            return s.isNil ? nil : s
        default:
            // A `RawRepresentable` enum: the case whose raw value is stored.
            guard let d = decls.type(type), let rawType = d.rawType, let raw = stored(given, as: rawType, node) else { return nil }
            let match = d.cases.first { c in (try? rawValue(d, c.name, node: node)).map { Self.equal($0, raw) } ?? false }
            return match.map { .enumCase(type: d.name, name: $0.name, payload: []) }
        }
    }

    /// The type a default value without a type annotation has (`= false`, `= .metric` has its enum's).
    private static func storedTypeName(_ v: SwiftValue) -> String? {
        switch v {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .enumCase(let t, _, _): return t
        default: return nil
        }
    }
}
