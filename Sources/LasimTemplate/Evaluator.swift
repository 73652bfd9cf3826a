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
    let definitions: DefinitionTable
    let builtins: (String) -> Value?
    /// Values of `let:` names by index, computed once per activity drawn.
    var memo: [Value?]
    /// The `let:` names being computed (a few at most: an array beats a set).
    var evaluating: [Int] = []
    public private(set) var errors: [String] = []
    /// Whether any string of the content is right-to-left: every
    /// presentation's layout asks, so it is found once per activity drawn.
    package lazy var contentIsRightToLeft: Bool = content.entries.contains { e in e.value.stringValue.map(Bidi.isRightToLeft) ?? false }
    /// For the formatting functions (time(x), countdown(x)...).
    let now: Double
    let timeZone: Zone

    public convenience init(content: JSONObject, schema: ContentSchema?, attributes: JSONObject, attributesSchema: ContentSchema?,
                            definitions: [String: Expression], builtins: @escaping (String) -> Value?, now: Double = 0,
                            timeZone: Zone = .utc) {
        self.init(content: content, schema: schema, attributes: attributes, attributesSchema: attributesSchema,
                  definitions: DefinitionTable(definitions), builtins: builtins, now: now, timeZone: timeZone)
    }

    package init(content: JSONObject, schema: ContentSchema?, attributes: JSONObject, attributesSchema: ContentSchema?,
                 definitions: DefinitionTable, builtins: @escaping (String) -> Value?, now: Double, timeZone: Zone,
                 builtinValues: BuiltinValues? = nil) {
        self.builtinValues = builtinValues
        self.content = content; self.schema = schema; self.attributes = attributes
        self.attributesSchema = attributesSchema; self.definitions = definitions; self.builtins = builtins
        self.now = now; self.timeZone = timeZone
        memo = .repeating(nil, count: definitions.names.count)
        fieldEntries = .repeating(-2, count: schema?.fields.count ?? 0)
    }

    /// Where each schema field sits in `content` by the field's index: -2
    /// not looked for yet, -1 absent. A bound field (`.field`) is found once
    /// a render however often it is read.
    var fieldEntries: [Int32]
    /// The built-in names' values, when the renderer made this evaluator
    /// (`builtins` is then not asked).
    let builtinValues: BuiltinValues?

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
        case .definition(let d, let p):
            guard d < memo.count else { return lookup(p) }
            guard let defined = definedValue(d) else { return fail("\(p[0]) is defined in terms of itself") }
            return members(defined, p)
        case .field(let f, let p):
            return members(field(f, p), p)
        case .builtin(let b, let p):
            // A payload's own field of that name comes first, as in `lookup`.
            guard let builtinValues, content.index(of: p[0]) == nil else { return lookup(p) }
            return members(builtinValues.value(b), p)
        }
    }

    /// Field `f` of the schema, named `p[0]` (see `NameBinder`).
    func field(_ f: Int, _ p: [String]) -> Value {
        // Without a schema `fieldEntries` is empty. Not `let schema`: binding it is a reference count.
        guard f < fieldEntries.count else { return lookup(p) }
        guard let i = entry(f, named: p) else { return .null } // optional field absent
        // Strings, bools and nil need no type: reading the field's type
        // copies it, a reference count each (`Value.from` would take it).
        switch content.entries[i].value {
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case let v: return Value.from(v, type: schema?.fields[f].type) // numbers may be dates
        }
    }

    /// Where field `f` (named `p[0]`) is in `content`, found once. The
    /// path, not its name: the name is read only the first time (taking it
    /// at every read was a reference count).
    @inline(__always)
    func entry(_ f: Int, named p: [String]) -> Int? {
        var i = fieldEntries[f]
        if i == -2 {
            i = content.index(of: p[0]).map(Int32.init) ?? -1
            fieldEntries[f] = i
        }
        return i < 0 ? nil : Int(i)
    }

    /// `base.b.c` for a path `a.b.c`.
    @inline(__always)
    func members(_ base: Value, _ p: [String]) -> Value {
        var v = base
        var next = 1
        while next < p.count {
            v = member(v, p[next])
            next += 1
        }
        return v
    }

    func lookup(_ path: [String]) -> Value {
        let root = path[0]
        var base: Value
        var next = 1
        if let d = definitions.index(of: root) {
            // `let:` names shadow fields.
            guard let defined = definedValue(d) else { return fail("\(root) is defined in terms of itself") }
            base = defined
        } else if let v = content[root] {
            switch v {
            case .string(let s): base = .string(s)
            case .bool(let b): base = .bool(b)
            case .null: base = .null
            default: base = Value.from(v, type: schema?.fieldType(root)) // numbers may be dates
            }
        } else if schema?.fieldType(root) != nil {
            base = .null // optional field absent
        } else if root == "attributes" {
            guard path.count > 1 else { return .record(attributes, attributesSchema) }
            let name = path[1]
            next = 2
            base = attributes[name].map { Value.from($0, type: attributesSchema?.fieldType(name)) } ?? .null
        } else if let b = builtinValues.flatMap({ v in Builtin(name: root).map(v.value) }) ?? builtins(root) {
            base = b
        } else if schema == nil {
            base = .null // generic content: any field may be absent
        } else {
            return fail("unknown name \(root)")
        }
        while next < path.count {
            base = member(base, path[next])
            next += 1
        }
        return base
    }

    /// A `let:` name's value (computed once); nil while it is being
    /// computed (it is defined in terms of itself).
    func definedValue(_ d: Int) -> Value? {
        if let m = memo[d] { return m }
        guard !evaluating.contains(d) else { return nil }
        evaluating.append(d)
        let value = evaluate(definitions.expressions[d])
        evaluating.removeLast()
        memo[d] = value
        return value
    }

    func member(_ v: Value, _ name: String) -> Value {
        switch v {
        case .null: return .null
        case .record(let o, let s):
            return o[name].map { Value.from($0, type: s?.fieldType(name)) } ?? .null
        default: return fail("\(v.typeName) has no field \(name)")
        }
    }

    func binary(_ op: BinaryOperator, _ l: Expression, _ r: Expression) -> Value {
        switch op {
        case .and: let a = evaluate(l); return a.isTruthy ? .bool(evaluate(r).isTruthy) : .bool(false)
        case .or: let a = evaluate(l); return a.isTruthy ? .bool(true) : .bool(evaluate(r).isTruthy)
        case .coalesce: let a = evaluate(l); if case .null = a { return evaluate(r) }; return a
        case .equal, .notEqual:
            if let same = stringFieldEquals(l, r) { return .bool(op == .equal ? same : !same) }
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

    /// `status == 'InTransit'`, the commonest test in a template, decided
    /// on the payload's own string when the name is a string field: no
    /// values made and dropped for it. nil: take the general way.
    @inline(__always)
    func stringFieldEquals(_ l: Expression, _ r: Expression) -> Bool? {
        guard case .literal(.string(let literal)) = r else { return nil }
        if case .field(let f, let p) = l, p.count == 1, f < fieldEntries.count {
            guard let i = entry(f, named: p), case .string(let s) = content.entries[i].value else { return nil }
            return s == literal
        }
        guard case .path(let p) = l, p.count == 1 else { return nil }
        let root = p[0]
        guard definitions.index(of: root) == nil, case .string(let s)? = content[root] else { return nil }
        return s == literal
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
        // Arguments are evaluated in order, each once, without an array:
        // a call per text drawn made an array per call a measurable cost.
        let count = args.count
        func need(_ n: Int) -> Bool { count == n }
        switch function {
        case .field:
            guard need(2) else { args.forEach { _ = evaluate($0) }; return .null }
            let base = evaluate(args[0])
            return member(base, evaluate(args[1]).text)
        case .index:
            let base = count > 0 ? evaluate(args[0]) : .null
            let i = count > 1 ? evaluate(args[1]).number : nil
            for a in args.dropFirst(2) { _ = evaluate(a) }
            guard case .list(let items) = base, let i else { return .null }
            let k = Int(i)
            return k >= 0 && k < items.count ? items[k] : .null
        case .min, .max:
            var best: Double?
            for a in args {
                guard let n = evaluate(a).number else { continue }
                // As Array's min() and max() choose: the first of equal values stays.
                if let b = best {
                    if function == .min ? n < b : b < n { best = n }
                } else {
                    best = n
                }
            }
            return best.map { .number($0) } ?? .null
        case .clamp:
            let v = args.map { evaluate($0) }
            guard need(3), let x = v[0].number, let lo = v[1].number, let hi = v[2].number else {
                return v.first == .null ? .null : fail("clamp(x, lo, hi) needs three numbers")
            }
            return .number(Swift.min(Swift.max(x, lo), hi))
        default:
            break
        }
        // The rest take one argument.
        guard count == 1 else {
            let v = args.map { evaluate($0) }
            switch function {
            case .round, .floor, .ceil, .abs: return v.first == .null ? .null : fail("\(name)(x) needs a number")
            case .len: return fail("len(x) takes one argument")
            case .time, .countdown, .relative, .duration, .date, .percent: return fail("\(name)(x) takes one argument")
            case .has: return .bool(false)
            case .contains:
                guard v.count == 2 else { return .null }
                if case .list(let l) = v[0] { return .bool(l.contains { equal($0, v[1]) }) }
                return .bool(v[0].text.contains(v[1].text))
            default: return .null
            }
        }
        let v = evaluate(args[0])
        switch function {
        case .round, .floor, .ceil, .abs:
            guard let x = v.number else { return v == .null ? .null : fail("\(name)(x) needs a number") }
            switch function {
            case .round: return .number(x.rounded())
            case .floor: return .number(x.rounded(.down))
            case .ceil: return .number(x.rounded(.up))
            default: return .number(Swift.abs(x))
            }
        case .minutes:
            guard let x = v.number else { return .null }
            return .number((x / 60).rounded(.up))
        case .len:
            switch v {
            case .string(let s): return .number(Double(s.count))
            case .list(let l): return .number(Double(l.count))
            case .record(let o, _): return .number(Double(o.count))
            default: return .number(0)
            }
        case .time, .countdown, .relative, .duration, .date, .percent:
            if case .null = v { return .null }
            return .string(Format.parse(name)!.apply(v, now: now, timeZone: timeZone))
        case .upper: return .string(v.text.uppercased())
        case .lower: return .string(v.text.lowercased())
        case .has: return .bool(v != .null)
        case .string: return .string(v.text)
        case .number: return v.number.map { .number($0) } ?? .null
        case .contains: return .null
        default: return .null
        }
    }
}
