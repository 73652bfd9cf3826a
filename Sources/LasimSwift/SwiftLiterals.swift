import LasimText
import LasimModel
import SwiftParser
import SwiftSyntax

/// Swift literals read as the schema builder needs them: a string's
/// text, a number (`60 * 5`), the type a literal gives a property. Sample
/// states are not made here: the app's code is run for them (LasimSwiftUI).
enum SwiftLiterals {
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
