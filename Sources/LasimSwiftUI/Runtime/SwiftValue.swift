import LasimRender
import LasimTemplate
import SwiftSyntax

/// A value of the widget's Swift while it runs. Swift's number types are
/// kept apart because they print apart (`20` is an Int, `20.0` a Double,
/// `13.1` a Float that a Double would print as 13.100000381469727).
/// `nil` is one case: an optional that holds a value is the value itself
/// (widget code does not tell `Int??` from `Int?`).
indirect enum SwiftValue {
    case void
    case null
    case bool(Bool)
    case int(Int)
    /// A `UInt64`: its values past `Int.max` (a hash's constants) and its
    /// own wrapping and trapping.
    case uint64(UInt64)
    case double(Double)
    case float(Float)
    case string(String)
    /// A slice of a string (`s[i...]`, `s.prefix(3)`): Swift shares indices
    /// between a string and its slices, so an index a slice hands out
    /// addresses the same character in the whole string. Kept only where an
    /// index can be read from it (see `Interpreter.eval`); anywhere else it is
    /// the `String` it holds.
    case substring(Substring)
    case character(Character)
    /// Unix seconds (a `Date`; Swift counts from 2001, see `AppleEpoch`).
    case date(Double)
    case array([SwiftValue])
    /// In insertion order: widget code prints few dictionaries, and an
    /// order that changes from run to run would make snapshots flicker.
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case tuple([(label: String?, value: SwiftValue)])
    case range(lower: SwiftValue, upper: SwiftValue, closed: Bool)
    case instance(Instance)
    case enumCase(type: String, name: String, payload: [(label: String?, value: SwiftValue)])
    case closure(Closure)
    /// A method or initializer not called yet: `items.map(\.name)`, `Color.init`.
    case bound(Bound)
    /// A type used as a value: `Color`, `Status.self`, `MyView`.
    case type(String)
    case view(ViewNode)
    case color(ViewColor)
    /// A formatter or format style, a `Font`, a key path, an unknown
    /// SwiftUI value: a name and its settings.
    case opaque(Opaque)

    /// A value of the app's own struct or enum (what a `mutating func` can change).
    var isInstanceOrCase: Bool {
        switch self {
        case .instance, .enumCase: return true
        default: return false
        }
    }

    final class Instance {
        let type: String
        var fields: [(name: String, value: SwiftValue)]
        init(type: String, fields: [(name: String, value: SwiftValue)]) { self.type = type; self.fields = fields }
        func field(_ name: String) -> SwiftValue? { fields.first { $0.name == name }?.value }
        /// Value semantics: a struct is copied before it changes.
        func copy() -> Instance { Instance(type: type, fields: fields) }
        func set(_ name: String, _ v: SwiftValue) {
            if let i = fields.firstIndex(where: { $0.name == name }) { fields[i].value = v } else { fields.append((name, v)) }
        }
    }

    struct Closure {
        var parameters: [String]
        var body: ClosureBody
        var captured: Scope
    }

    enum ClosureBody {
        case syntax(SyntaxClosure)
        case native(@Sendable ([SwiftValue]) throws(SwiftError) -> SwiftValue)
    }

    struct Bound {
        var receiver: SwiftValue?
        var name: String
        /// Where a member lasim does not know was read as this method
        /// (`Bundle.main.bundleIdentifier`), so printing it can say where.
        var readAt: Syntax? = nil
    }

    final class Opaque {
        let kind: String
        var settings: [String: SwiftValue]
        init(_ kind: String, _ settings: [String: SwiftValue] = [:]) { self.kind = kind; self.settings = settings }
    }

    var isNil: Bool { if case .null = self { return true }; return false }

    var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .uint64(let u): return Double(u)
        case .double(let d): return d
        case .float(let f): return Double(f)
        case .date(let d): return d
        default: return nil
        }
    }

    var asInt: Int? {
        switch self {
        case .int(let i): return i
        case .uint64(let u): return Int(exactly: u)
        case .double(let d): return d.isFinite && abs(d) < 9e18 ? Int(d) : nil
        case .float(let f): return f.isFinite && abs(f) < 9e18 ? Int(f) : nil
        default: return nil
        }
    }

    /// An unsigned value, or an Int that fits one (a literal beside a `UInt64`).
    var asUInt64: UInt64? {
        switch self {
        case .uint64(let u): return u
        case .int(let i): return UInt64(exactly: i)
        default: return nil
        }
    }

    var asString: String? {
        switch self {
        case .string(let s): return s
        case .substring(let s): return String(s)
        case .character(let c): return String(c)
        default: return nil
        }
    }

    /// A slice as the string it holds; every other value as it is.
    var unsliced: SwiftValue {
        if case .substring(let s) = self { return .string(String(s)) }
        return self
    }

    var asBool: Bool? { if case .bool(let b) = self { return b }; return nil }

    var typeName: String {
        switch self {
        case .void: return "Void"
        case .null: return "Optional"
        case .bool: return "Bool"
        case .int: return "Int"
        case .uint64: return "UInt64"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .substring: return "Substring"
        case .character: return "Character"
        case .date: return "Date"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .range: return "Range"
        case .instance(let i): return i.type
        case .enumCase(let t, _, _): return t
        case .closure, .bound: return "Function"
        case .type(let t): return t + ".Type"
        case .view: return "View"
        case .color: return "Color"
        case .opaque(let o): return o.kind
        }
    }
}
