/// A parsed template expression: `status == 'InTransit' && deliveryProgress != nil`,
/// `eta.to - now`, `min(deliveryProgress ?? 0, 100) / 100`. Parsed once when
/// the template loads; evaluating never throws, it yields an error value.
public indirect enum Expression: Sendable, Equatable {
    case literal(Value)
    case path([String])
    case unary(UnaryOperator, Expression)
    case binary(BinaryOperator, Expression, Expression)
    case conditional(Expression, Expression, Expression)
    case call(ExpressionFunction, [Expression])
    /// A `path` whose first name is a `let:` name of its template, by its
    /// index there; and one whose first name is a field of the template's
    /// schema, by the field's index. Made when a template loads (see
    /// `NameBinder`), never by the parser: the renderer then reads the
    /// name without searching for it.
    case definition(Int, [String])
    case field(Int, [String])
    /// A path whose first name is a built-in (`now`, `isStale`...) and no
    /// field of the template's schema.
    case builtin(Builtin, [String])
}

/// Operators and functions are parsed into cases once, so evaluating an
/// expression switches on an integer instead of comparing strings (the
/// comparisons were a measurable share of every render). Written
/// as string literals where expressions are built (`.binary("==", a, b)`).
public enum BinaryOperator: String, Sendable, CaseIterable, ExpressibleByStringLiteral {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||", coalesce = "??"

    /// A literal in lasim's own code; a typo is a programming error.
    public init(stringLiteral value: String) {
        guard let op = BinaryOperator(rawValue: value) else { preconditionFailure("no operator \(value)") }
        self = op
    }
}

public enum UnaryOperator: String, Sendable, CaseIterable, ExpressibleByStringLiteral {
    case not = "!", negate = "-"

    public init(stringLiteral value: String) {
        guard let op = UnaryOperator(rawValue: value) else { preconditionFailure("no operator \(value)") }
        self = op
    }
}

/// The template functions, and the two the parser makes for `a.b` on a
/// computed value and `a[i]`.
public enum ExpressionFunction: String, Sendable, CaseIterable, ExpressibleByStringLiteral {
    case min, max, clamp, round, floor, ceil, abs, len, upper, lower, minutes, has, string, number, contains
    case time, countdown, relative, duration, date, percent
    case field = "$field", index = "$index"

    public init(stringLiteral value: String) {
        guard let f = ExpressionFunction(rawValue: value) else { preconditionFailure("no function \(value)") }
        self = f
    }

    /// Those a template may call by name.
    public static let callable = allCases.filter { !$0.rawValue.hasPrefix("$") }
}

/// A template expression that does not parse, with the column it failed at.
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var column: Int
    public var description: String { "column \(column): \(message)" }
}

public enum ExpressionParser {
    public static let functions = Set(ExpressionFunction.callable.map(\.rawValue))

    public static func parse(_ source: String) throws(ExpressionError) -> Expression {
        var p = Parser(tokens: try tokenize(source))
        let e = try p.expression()
        if let t = p.peek { throw ExpressionError(message: "unexpected \(t.text)", column: t.column) }
        return e
    }

    struct Token: Equatable {
        enum Kind: Equatable { case number(Double), string(String), identifier(String), op(String) }
        var kind: Kind
        var column: Int
        var text: String {
            switch kind {
            case .number(let n): return "\(n)"
            case .string(let s): return "'\(s)'"
            case .identifier(let s): return s
            case .op(let o): return "'\(o)'"
            }
        }
    }

    static let twoCharOps: Set<String> = ["==", "!=", "<=", ">=", "&&", "||", "??"]

    /// A letter by Unicode's Alphabetic property; ASCII without its tables
    /// (a table look-up a character was a quarter of parsing the templates).
    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? ("a"..."z").contains(c) || ("A"..."Z").contains(c) : c.properties.isAlphabetic
    }

    /// An ASCII character with a numeric type: a decimal digit.
    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    static func tokenize(_ source: String) throws(ExpressionError) -> [Token] {
        let scalars = source.unicodeScalars
        let chars = Array(scalars)
        // Where each scalar starts, so a token's text is cut from the source
        // (made scalar by scalar, each took some 4,600 instructions).
        let starts = Array(scalars.indices) + [scalars.endIndex]
        func text(_ from: Int, _ to: Int) -> String { String(scalars[starts[from]..<starts[to]]) }
        var i = 0
        var tokens: [Token] = []
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\n" { i += 1; continue }
            let column = i + 1
            if isDigit(c) {
                var j = i
                while j < chars.count, isDigit(chars[j]) || chars[j] == "." { j += 1 }
                let number = text(i, j)
                guard let n = Double(number) else { throw ExpressionError(message: "bad number \(number)", column: column) }
                tokens.append(Token(kind: .number(n), column: column)); i = j; continue
            }
            if c == "'" || c == "\"" {
                var j = i + 1
                var s = String.UnicodeScalarView()
                while j < chars.count && chars[j] != c {
                    if chars[j] == "\\" && j + 1 < chars.count { j += 1 }
                    s.append(chars[j]); j += 1
                }
                guard j < chars.count else { throw ExpressionError(message: "unterminated string", column: column) }
                tokens.append(Token(kind: .string(String(s)), column: column)); i = j + 1; continue
            }
            if isLetter(c) || c == "_" || c == "$" {
                var j = i
                while j < chars.count, isLetter(chars[j]) || chars[j] == "_" || chars[j] == "$" || chars[j] == "-" || isDigit(chars[j]) { j += 1 }
                // A trailing '-' belongs to subtraction, not the name.
                while j > i + 1 && chars[j - 1] == "-" { j -= 1 }
                tokens.append(Token(kind: .identifier(text(i, j)), column: column))
                i = j; continue
            }
            if i + 1 < chars.count {
                let two = text(i, i + 2)
                if twoCharOps.contains(two) { tokens.append(Token(kind: .op(two), column: column)); i += 2; continue }
            }
            if "+-*/%<>!?:().,[]".unicodeScalars.contains(c) {
                tokens.append(Token(kind: .op(String(c)), column: column)); i += 1; continue
            }
            throw ExpressionError(message: "unexpected character '\(c.escaped(asASCII: true))'", column: column)
        }
        return tokens
    }

    struct Parser {
        var tokens: [Token]
        var i = 0
        var peek: Token? { i < tokens.count ? tokens[i] : nil }

        mutating func accept(_ op: String) -> Bool {
            if let t = peek, t.kind == .op(op) { i += 1; return true }
            return false
        }
        mutating func expect(_ op: String) throws(ExpressionError) {
            guard accept(op) else {
                throw ExpressionError(message: "expected '\(op)'" + (peek.map { " before \($0.text)" } ?? " at the end"),
                                      column: peek?.column ?? (tokens.last.map { $0.column + 1 } ?? 1))
            }
        }

        mutating func expression() throws(ExpressionError) -> Expression {
            let cond = try binary(0)
            if accept("?") {
                let a = try expression()
                try expect(":")
                let b = try expression()
                return .conditional(cond, a, b)
            }
            return cond
        }

        static let levels: [[BinaryOperator]] = [["??"], ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(_ level: Int) throws(ExpressionError) -> Expression {
            if level == Self.levels.count { return try unary() }
            var lhs = try binary(level + 1)
            while let t = peek, case .op(let text) = t.kind, let op = BinaryOperator(rawValue: text), Self.levels[level].contains(op) {
                i += 1
                let rhs = try binary(level + 1)
                lhs = .binary(op, lhs, rhs)
            }
            return lhs
        }

        mutating func unary() throws(ExpressionError) -> Expression {
            if accept("!") { return .unary("!", try unary()) }
            if accept("-") { return .unary("-", try unary()) }
            return try postfix()
        }

        mutating func postfix() throws(ExpressionError) -> Expression {
            var e = try primary()
            while true {
                if accept(".") {
                    guard let t = peek, case .identifier(let name) = t.kind else {
                        throw ExpressionError(message: "expected a field name after '.'", column: peek?.column ?? 0)
                    }
                    i += 1
                    if case .path(let p) = e { e = .path(p + [name]) } else { e = .call("$field", [e, .literal(.string(name))]) }
                } else if accept("[") {
                    let index = try expression()
                    try expect("]")
                    e = .call("$index", [e, index])
                } else {
                    return e
                }
            }
        }

        mutating func primary() throws(ExpressionError) -> Expression {
            guard let t = peek else { throw ExpressionError(message: "expression ends too early", column: (tokens.last?.column ?? 0) + 1) }
            i += 1
            switch t.kind {
            case .number(let n): return .literal(.number(n))
            case .string(let s): return .literal(.string(s))
            case .identifier(let name):
                switch name {
                case "true": return .literal(.bool(true))
                case "false": return .literal(.bool(false))
                case "nil", "null": return .literal(.null)
                default: break
                }
                if accept("(") {
                    guard let function = ExpressionFunction(rawValue: name), ExpressionParser.functions.contains(name) else {
                        throw ExpressionError(message: "unknown function \(name) (known: \(ExpressionParser.functions.sorted().joined(separator: ", ")))", column: t.column)
                    }
                    var args: [Expression] = []
                    if !accept(")") {
                        repeat { args.append(try expression()) } while accept(",")
                        try expect(")")
                    }
                    return .call(function, args)
                }
                return .path([name])
            case .op("("):
                let e = try expression()
                try expect(")")
                return e
            case .op(let o):
                throw ExpressionError(message: "unexpected '\(o)'", column: t.column)
            }
        }
    }
}
