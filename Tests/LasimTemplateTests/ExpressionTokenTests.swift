@testable import LasimTemplate
import Testing

/// What a template expression's names, numbers and operators are made of.
/// The tokenizer answers ASCII letters and digits without Unicode's property
/// tables and cuts each token's text from the source; these hold it to the
/// rules the tables gave.
struct ExpressionTokenTests {
    @Test("a name is letters of any script, digits after the first, '_', '$' and inner '-'")
    func names() throws {
        #expect(try ExpressionParser.parse("café") == .path(["café"]))
        #expect(try ExpressionParser.parse("größe2.maß") == .path(["größe2", "maß"]))
        #expect(try ExpressionParser.parse("_x$1") == .path(["_x$1"]))
        #expect(try ExpressionParser.parse("stale-date") == .path(["stale-date"]))
        #expect(try ExpressionParser.parse("进度") == .path(["进度"]))
        // A trailing '-' is subtraction.
        #expect(try ExpressionParser.parse("a- 1") == .binary("-", .path(["a"]), .literal(.number(1))))
    }

    @Test("a number is ASCII digits and dots; other scripts' digits are not numbers")
    func numbers() throws {
        #expect(try ExpressionParser.parse("12.5") == .literal(.number(12.5)))
        #expect(try ExpressionParser.parse("3*x2") == .binary("*", .literal(.number(3)), .path(["x2"])))
        #expect(throws: ExpressionError(message: "bad number 1.2.3", column: 1)) { try ExpressionParser.parse("1.2.3") }
        #expect(throws: ExpressionError(message: "unexpected character '\\u{0663}'", column: 3)) { try ExpressionParser.parse("1+٣") }
    }

    @Test("two-character operators, strings with escapes, and the column of what does not parse")
    func operatorsAndStrings() throws {
        #expect(try ExpressionParser.parse("a??b") == .binary("??", .path(["a"]), .path(["b"])))
        #expect(try ExpressionParser.parse("a<=b") == .binary("<=", .path(["a"]), .path(["b"])))
        #expect(try ExpressionParser.parse("'it\\'s é'") == .literal(.string("it's é")))
        #expect(throws: ExpressionError(message: "unexpected character '#'", column: 5)) { try ExpressionParser.parse("é + #") }
    }
}
