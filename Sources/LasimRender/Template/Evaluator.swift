#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import LasimText

/// Evaluates expressions against one activity at one instant. Errors do not
/// throw: they are collected (to be logged and shown inline) and the
/// expression yields nil, so one bad expression never takes a card down.
public final class Evaluator {
    public let content: JSONObject
    public let schema: ContentSchema?
    public let attributes: JSONObject
    public let attributesSchema: ContentSchema?
    /// Named values the template computes once (`let:`), and the built-ins.
    let definitions: [String: Expression]
    let builtins: (String) -> Value?
    /// Values of `let:` names, computed once per activity drawn.
    var memo: [String: Value] = [:]
    /// The `let:` names being computed (a few at most: an array beats a set).
    var evaluating: [String] = []
    public private(set) var errors: [String] = []
    /// Whether any string of the content is right-to-left: every
    /// presentation's layout asks, so it is found once per activity drawn.
    lazy var contentIsRightToLeft: Bool = content.entries.contains { e in e.value.stringValue.map(Bidi.isRightToLeft) ?? false }
    /// For the formatting functions (time(x), countdown(x)...).
    let now: Double
    let timeZone: Zone

    public init(content: JSONObject, schema: ContentSchema?, attributes: JSONObject, attributesSchema: ContentSchema?,
                definitions: [String: Expression], builtins: @escaping (String) -> Value?, now: Double = 0,
                timeZone: Zone = .utc) {
        self.content = content; self.schema = schema; self.attributes = attributes
        self.attributesSchema = attributesSchema; self.definitions = definitions; self.builtins = builtins
        self.now = now; self.timeZone = timeZone
        // Room for every `let:` name at once: growing the table name by name
        // rehashed it several times a render.
        memo.reserveCapacity(definitions.count)
        definitionSignatures = definitions.keys.reduce(0) { $0 | Self.signature($1) }
    }

    public func fail(_ message: String) -> Value {
        if errors.count < 50 && !errors.contains(message) { errors.append(message) }
        return .null
    }

    public func evaluate(_ e: Expression) -> Value {
        switch e {
        case .literal(let v): return v
        case .path(let p): return lookup(p)
        case .unary(let op, let x):
            let v = evaluate(x)
            if op == .not { return .bool(!v.isTruthy) }
            if case .null = v { return .null }
            guard let n = v.number else { return fail("cannot negate a \(v.typeName)") }
            return .number(-n)
        case .conditional(let c, let a, let b):
            return evaluate(c).isTruthy ? evaluate(a) : evaluate(b)
        case .binary(let op, let l, let r):
            return binary(op, l, r)
        case .call(let name, let args):
            return call(name, args)
        }
    }

    func lookup(_ path: [String]) -> Value {
        let root = path[0]
        var base: Value
        var rest = path.dropFirst()
        if definitionSignatures & Self.signature(root) != 0, let defined = definedValue(root) {
            // `let:` names shadow fields.
            guard let defined else { return fail("\(root) is defined in terms of itself") }
            base = defined
        } else if let v = content[root] {
            switch v {
            case .string(let s): base = .string(s)
            case .bool(let b): base = .bool(b)
            case .null: base = .null
            default: base = Value.from(v, type: schema?.field(root)?.type) // numbers may be dates
            }
        } else if schema?.field(root) != nil {
            base = .null // optional field absent
        } else if root == "attributes" {
            guard let name = rest.first else { return .record(attributes, attributesSchema) }
            rest = rest.dropFirst()
            base = attributes[name].map { Value.from($0, type: attributesSchema?.field(name)?.type) } ?? .null
        } else if let b = builtins(root) {
            base = b
        } else if schema == nil {
            base = .null // generic content: any field may be absent
        } else {
            return fail("unknown name \(root)")
        }
        for name in rest { base = member(base, name) }
        return base
    }

    /// A `let:` name's value (computed once), `.some(nil)` when it is being
    /// computed (it is defined in terms of itself), nil when `root` is no
    /// `let:` name.
    func definedValue(_ root: String) -> Value?? {
        if let m = memo[root] { return m }
        guard let d = definitions[root] else { return nil }
        guard !evaluating.contains(root) else { return .some(nil) }
        evaluating.append(root)
        let value = evaluate(d)
        evaluating.removeLast()
        memo[root] = value
        return value
    }

    /// A bit per `let:` name, from its length and first byte: most names a
    /// template reads are fields, and this tells most of them apart from
    /// `let:` names without hashing them (issue 12: a hash lookup for every
    /// name read was 3% of the pipeline).
    let definitionSignatures: UInt64

    @inline(__always)
    static func signature(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        return 1 << UInt64((utf8.count &* 31 &+ Int(utf8.first ?? 0)) & 63)
    }

    func member(_ v: Value, _ name: String) -> Value {
        switch v {
        case .null: return .null
        case .record(let o, let s):
            return o[name].map { Value.from($0, type: s?.field(name)?.type) } ?? .null
        default: return fail("\(v.typeName) has no field \(name)")
        }
    }

    func binary(_ op: BinaryOperator, _ l: Expression, _ r: Expression) -> Value {
        switch op {
        case .and: let a = evaluate(l); return a.isTruthy ? .bool(evaluate(r).isTruthy) : .bool(false)
        case .or: let a = evaluate(l); return a.isTruthy ? .bool(true) : .bool(evaluate(r).isTruthy)
        case .coalesce: let a = evaluate(l); if case .null = a { return evaluate(r) }; return a
        default: break
        }
        let a = evaluate(l), b = evaluate(r)
        switch op {
        case .equal: return .bool(equal(a, b))
        case .notEqual: return .bool(!equal(a, b))
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if case .null = a { return .bool(false) }
            if case .null = b { return .bool(false) }
            if case .string(let x) = a, case .string(let y) = b {
                switch op { case .less: return .bool(x < y); case .lessOrEqual: return .bool(x <= y); case .greater: return .bool(x > y); default: return .bool(x >= y) }
            }
            guard let x = a.number, let y = b.number else { return fail("cannot compare \(a.typeName) with \(b.typeName)") }
            switch op { case .less: return .bool(x < y); case .lessOrEqual: return .bool(x <= y); case .greater: return .bool(x > y); default: return .bool(x >= y) }
        default:
            if case .null = a { return .null }
            if case .null = b { return .null }
            if op == .add, case .string(let x) = a { return .string(x + b.text) }
            if op == .add, case .string(let y) = b { return .string(a.text + y) }
            guard let x = a.number, let y = b.number else { return fail("cannot apply \(op.rawValue) to \(a.typeName) and \(b.typeName)") }
            let result: Double
            switch op {
            case .add: result = x + y
            case .subtract: result = x - y
            case .multiply: result = x * y
            case .divide: if y == 0 { return fail("division by zero") }; result = x / y
            case .remainder: if y == 0 { return fail("division by zero") }; result = x.truncatingRemainder(dividingBy: y)
            default: return fail("unknown operator \(op.rawValue)")
            }
            // date ± seconds stays a date; date - date is a duration
            if case .date = a, case .date = b { return .number(result) }
            if case .date = a, op == .add || op == .subtract { return .date(result) }
            if case .date = b, op == .add { return .date(result) }
            return .number(result)
        }
    }

    func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        default:
            if let x = a.number, let y = b.number { return x == y }
            return a == b
        }
    }

    func call(_ function: ExpressionFunction, _ args: [Expression]) -> Value {
        let name = function.rawValue
        let v = args.map { evaluate($0) }
        func num(_ i: Int) -> Double? { i < v.count ? v[i].number : nil }
        func need(_ n: Int) -> Bool { v.count == n }
        switch function {
        case .field: return need(2) ? member(v[0], v[1].text) : .null
        case .index:
            guard case .list(let items) = v[0], let i = num(1) else { return .null }
            let k = Int(i)
            return k >= 0 && k < items.count ? items[k] : .null
        case .min, .max:
            let ns = v.compactMap { $0.number }
            guard !ns.isEmpty else { return .null }
            return .number(function == .min ? ns.min()! : ns.max()!)
        case .clamp:
            guard need(3), let x = num(0), let lo = num(1), let hi = num(2) else { return v.first == .null ? .null : fail("clamp(x, lo, hi) needs three numbers") }
            return .number(Swift.min(Swift.max(x, lo), hi))
        case .round, .floor, .ceil, .abs:
            guard need(1), let x = num(0) else { return v.first == .null ? .null : fail("\(name)(x) needs a number") }
            switch function {
            case .round: return .number(x.rounded())
            case .floor: return .number(x.rounded(.down))
            case .ceil: return .number(x.rounded(.up))
            default: return .number(Swift.abs(x))
            }
        case .minutes:
            guard need(1), let x = num(0) else { return .null }
            return .number((x / 60).rounded(.up))
        case .len:
            guard need(1) else { return fail("len(x) takes one argument") }
            switch v[0] {
            case .string(let s): return .number(Double(s.count))
            case .list(let l): return .number(Double(l.count))
            case .record(let o, _): return .number(Double(o.count))
            default: return .number(0)
            }
        case .time, .countdown, .relative, .duration, .date, .percent:
            guard need(1) else { return fail("\(name)(x) takes one argument") }
            if case .null = v[0] { return .null }
            return .string(Format.parse(name)!.apply(v[0], now: now, timeZone: timeZone))
        case .upper: return need(1) ? .string(v[0].text.uppercased()) : .null
        case .lower: return need(1) ? .string(v[0].text.lowercased()) : .null
        case .has: return .bool(need(1) && v[0] != .null)
        case .string: return need(1) ? .string(v[0].text) : .null
        case .number: return need(1) ? (num(0).map { .number($0) } ?? .null) : .null
        case .contains:
            guard need(2) else { return .null }
            if case .list(let l) = v[0] { return .bool(l.contains { equal($0, v[1]) }) }
            return .bool(v[0].text.contains(v[1].text))
        }
    }
}
