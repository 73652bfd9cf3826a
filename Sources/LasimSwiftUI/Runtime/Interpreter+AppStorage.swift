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
        guard let key = (try? eval(keyExpr, scope))?.asString else { return initial }
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
        case "Double", "CGFloat": return Builtins.defaultsValue(given, "double")
        case "Float": return Builtins.defaultsValue(given, "float").asDouble.map { .float(Float($0)) }
        case "String":
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
