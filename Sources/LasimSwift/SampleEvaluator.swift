import LasimText
import LasimModel
import SwiftParser
import SwiftSyntax

/// Literal Swift values -> JSON, as the app's `Encodable` would write them:
/// `ContentState(status: .cooking, eta: Date().addingTimeInterval(600))`.
/// Dates are relative to `now` (Unix seconds), written as seconds since 2001.
struct SampleEvaluator {
    static let referenceDate = AppleEpoch.unixSeconds
    let now: Double
    /// Static samples by type and name, for `.preview` references.
    var lookupStatic: (String, String) -> JSONValue?
    /// An enum case's raw value (or its name for a `String` enum without one).
    var enumRaw: (String, String) -> JSONValue?
    /// A sibling static's initializer, for a sample that names it bare
    /// (`intentStartDate: startDate` beside `static var startDate: Date = .now`).
    var siblingStatic: (String) -> ExprSyntax? = { _ in nil }

    struct Unevaluable: Error {
        var text: String
    }

    func value(_ expr: ExprSyntax, as type: ContentSchema.FieldType, schemaOf: (ContentSchema.FieldType) -> ContentSchema?) throws(Unevaluable) -> JSONValue {
        let fail = Unevaluable(text: String(expr.trimmedDescription.prefix(60)))
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return try value(f.expression, as: type, schemaOf: schemaOf) }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return try value(only.expression, as: type, schemaOf: schemaOf)
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        // A bare name is a static of the type the sample is declared in; one
        // that is itself a bare name is not followed (no chains, no cycles).
        if let r = expr.as(DeclReferenceExprSyntax.self), let e = siblingStatic(r.baseName.text), !e.is(DeclReferenceExprSyntax.self) {
            return try value(e, as: type, schemaOf: schemaOf)
        }
        if case .optional(let wrapped) = type { return try value(expr, as: wrapped, schemaOf: schemaOf) }
        switch type {
        case .string, .url, .uuid, .data, .enumeration, .custom, .any:
            if let s = expr.as(StringLiteralExprSyntax.self) {
                guard let text = Self.literal(s) else { throw fail }
                return .string(text)
            }
        default: break
        }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if let n = Self.number(expr) { return .number(n) }
        switch type {
        case .date:
            guard let t = date(expr) else { throw fail }
            return .number(t - Self.referenceDate)
        case .url:
            // URL(string: "...")
            if let call = expr.as(FunctionCallExprSyntax.self), let arg = call.arguments.first,
               let s = arg.expression.as(StringLiteralExprSyntax.self).flatMap(Self.literal) { return .string(s) }
        case .uuid:
            if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { return .string("00000000-0000-4000-8000-000000000000") }
            if let call = expr.as(FunctionCallExprSyntax.self), let arg = call.arguments.first,
               let s = arg.expression.as(StringLiteralExprSyntax.self).flatMap(Self.literal) { return .string(s) }
        case .enumeration(let name, _), .intEnumeration(let name, _):
            if let m = expr.as(MemberAccessExprSyntax.self),
               let raw = enumRaw(name, m.declName.baseName.text.trimming("`")) {
                return raw
            }
        case .taggedUnion(_, let cases):
            var caseName: String?
            var args: LabeledExprListSyntax?
            if let m = expr.as(MemberAccessExprSyntax.self) { caseName = m.declName.baseName.text }
            if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
                caseName = m.declName.baseName.text
                args = call.arguments
            }
            guard let caseName, let sub = cases.first(where: { $0.name == caseName }) else { throw fail }
            var payload = JSONObject()
            for (i, arg) in Array(args ?? LabeledExprListSyntax([])).enumerated() where i < sub.fields.count {
                payload[sub.fields[i].name] = try value(arg.expression, as: sub.fields[i].type, schemaOf: schemaOf)
            }
            var o = JSONObject()
            o[caseName] = .object(payload)
            return .object(o)
        case .array(let item), .set(let item):
            if let a = expr.as(ArrayExprSyntax.self) {
                var out: [JSONValue] = []
                for e in a.elements { out.append(try value(e.expression, as: item, schemaOf: schemaOf)) }
                return .array(out)
            }
        case .dictionary(let item):
            if let d = expr.as(DictionaryExprSyntax.self) {
                var o = JSONObject()
                if case .elements(let list) = d.content {
                    for e in list {
                        guard let k = e.key.as(StringLiteralExprSyntax.self).flatMap(Self.literal) ?? Self.integer(e.key).map(String.init) else { throw fail }
                        o[k] = try value(e.value, as: item, schemaOf: schemaOf)
                    }
                }
                return .object(o)
            }
        case .range(_, let bound):
            if let seq = expr.as(SequenceExprSyntax.self) {
                let parts = Array(seq.elements)
                if parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self), ["...", "..<"].contains(op.operator.text) {
                    return .array([try value(parts[0], as: bound, schemaOf: schemaOf), try value(parts[2], as: bound, schemaOf: schemaOf)])
                }
            }
        case .object(let schema):
            // `.sample()`, `Type.sample()`: a static function's state.
            if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text != "init",
               let v = lookupStatic(schema.swiftType ?? type.swiftName, m.declName.baseName.text) {
                return v
            }
            if let call = expr.as(FunctionCallExprSyntax.self) {
                return .object(try object(call.arguments, schema: schema, schemaOf: schemaOf))
            }
        default: break
        }
        // `.preview`, `Type.preview`: another static sample.
        if let m = expr.as(MemberAccessExprSyntax.self), let swiftType = schemaOf(type)?.swiftType ?? Optional(type.swiftName),
           let v = lookupStatic(swiftType, m.declName.baseName.text) {
            return v
        }
        throw fail
    }

    /// A memberwise-init call: labels are property names.
    func object(_ args: LabeledExprListSyntax, schema: ContentSchema, schemaOf: (ContentSchema.FieldType) -> ContentSchema?) throws(Unevaluable) -> JSONObject {
        var o = JSONObject()
        for arg in args {
            guard let label = arg.label?.text else { continue }
            guard let field = schema.fields.first(where: { ($0.property ?? $0.name) == label }) else { continue }
            let v = try value(arg.expression, as: field.type, schemaOf: schemaOf)
            if v.isNull && field.optional { continue }
            o[field.name] = v
        }
        return o
    }

    /// Unix seconds for `Date()`, `.now`, `Date().addingTimeInterval(x)`,
    /// `Date(timeIntervalSinceNow: x)`, `.now + x`, `Date(timeIntervalSince1970: x)`.
    func date(_ expr: ExprSyntax) -> Double? {
        let text = expr.trimmedDescription
        if ["Date()", ".now", "Date.now", ".init()"].contains(text) { return now }
        if let r = expr.as(DeclReferenceExprSyntax.self), let e = siblingStatic(r.baseName.text), !e.is(DeclReferenceExprSyntax.self) {
            return date(e)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let arg = call.arguments.first
            let n = arg.flatMap { Self.number($0.expression) }
            switch arg?.label?.text {
            case "timeIntervalSinceNow": return n.map { now + $0 }
            case "timeIntervalSince1970": return n
            case "timeIntervalSinceReferenceDate": return n.map { $0 + Self.referenceDate }
            default: break
            }
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
               ["addingTimeInterval", "advanced"].contains(m.declName.baseName.text), let n, let b = date(base) {
                return b + n
            }
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
            let parts = Array(seq.elements)
            if parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self), let b = date(parts[0]), let n = Self.number(parts[2]) {
                if op.operator.text == "+" { return b + n }
                if op.operator.text == "-" { return b - n }
            }
        }
        return nil
    }

    // MARK: - Literals

    /// The text of a string literal with no interpolation.
    static func literal(_ s: StringLiteralExprSyntax) -> String? {
        var out = ""
        for segment in s.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            out += text.content.text
        }
        return out
    }

    static func integer(_ expr: ExprSyntax) -> Int? {
        guard let n = number(expr), n == n.rounded(), abs(n) < 9e15 else { return nil }
        return Int(n)
    }

    /// Number literals, negated, and simple products/sums (`60 * 5`).
    static func number(_ expr: ExprSyntax) -> Double? {
        if let i = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(i.literal.text.filter { $0 != "_" })
        }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.filter { $0 != "_" }) }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" { return number(p.expression).map { -$0 } }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first { return number(e.expression) }
        if let seq = expr.as(SequenceExprSyntax.self) {
            let parts = Array(seq.elements)
            guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self),
                  let a = number(parts[0]), let b = number(parts[2]) else { return nil }
            switch op.operator.text {
            case "*": return a * b
            case "+": return a + b
            case "-": return a - b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        }
        return nil
    }

    /// `var x = 5` with no annotation: the literal's type.
    static func inferredType(_ expr: ExprSyntax) -> ContentSchema.FieldType {
        if expr.is(StringLiteralExprSyntax.self) { return .string }
        if expr.is(BooleanLiteralExprSyntax.self) { return .bool }
        if expr.is(IntegerLiteralExprSyntax.self) { return .int }
        if expr.is(FloatLiteralExprSyntax.self) { return .double }
        if ["Date()", "Date.now"].contains(expr.trimmedDescription) { return .date }
        return .custom(name: "inferred from \(expr.trimmedDescription.prefix(30))")
    }

    /// A type written as an expression (`[String].self`) read back as a type.
    static func parseType(_ text: String) -> TypeSyntax? {
        guard text.count < 200 else { return nil }
        let tree = Parser.parse(source: "typealias T = \(text)")
        guard !tree.hasError, let item = tree.statements.first,
              let alias = item.item.as(TypeAliasDeclSyntax.self) else { return nil }
        return alias.initializer.value
    }
}
