import Testing
@testable import LasimModel

private func parse(_ text: String, maxDepth: Int = 64) throws(JSONError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8)[...], maxDepth: maxDepth)
}

private func parseError(_ bytes: [UInt8], maxDepth: Int = 64) -> JSONError? {
    do {
        _ = try JSONParser.parse(bytes[...], maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

private func parseError(_ text: String, maxDepth: Int = 64) -> JSONError? {
    parseError(Array(text.utf8), maxDepth: maxDepth)
}

/// Bytes of a string with `\u{..}` replaced by the raw byte values given.
private func bytes(_ parts: [Any]) -> [UInt8] {
    var out: [UInt8] = []
    for part in parts {
        if let s = part as? String { out += Array(s.utf8) }
        if let b = part as? Int { out.append(UInt8(b)) }
    }
    return out
}

@Suite("JSONParser: valid documents")
struct JSONParserValidTests {
    /// Where each key starts, by path, as the parser reads it: indices
    /// count elements, escapes are read, a duplicated key keeps its first.
    @Test func keyOffsetsByPath() throws {
        let text = #"{"a": [1, {"b": 2}], "c\u0064": {"e": {}}, "a": 0}"#
        var offsets: [JSONPath: Int] = [:]
        let bytes = Array(text.utf8)
        _ = try JSONParser.parse(bytes[...], keyOffsets: &offsets)
        func at(_ needle: String, from: Int = 0) -> Int {
            let n = Array(needle.utf8)
            return (from...(bytes.count - n.count)).first { bytes[$0..<($0 + n.count)].elementsEqual(n) }!
        }
        #expect(offsets == [
            JSONPath(keys: "a"): 1,
            JSONPath([.key("a"), .index(1), .key("b")]): at(#""b""#),
            JSONPath(keys: "cd"): at(#""c\u0064""#),
            JSONPath(keys: "cd", "e"): at(#""e""#),
        ])
        #expect(JSONPath([.key("a"), .index(1), .key("b")]).description == "a[1].b")
        #expect(JSONPath.root.description == "$")
    }

    @Test func literals() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse("false") == .bool(false))
    }

    @Test func surroundingWhitespaceIsAllowed() throws {
        #expect(try parse(" \t\r\n 42 \n\r\t ") == .number(42))
        #expect(try parse("\n{}\n") == .object(JSONObject()))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1", 1), ("-1", -1), ("42", 42), ("1.5", 1.5), ("-12.25", -12.25),
        ("1e3", 1000), ("1E3", 1000), ("1e+3", 1000), ("1e-3", 0.001), ("2.5E-2", 0.025),
        ("0.1", 0.1), ("0.000001", 0.000001), ("9007199254740993", 9007199254740992),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("1.7976931348623157e308", 1.7976931348623157e308), ("5e-324", .leastNonzeroMagnitude),
        ("1e-400", 0), ("-1e-400", -0.0), ("0e99999999999", 0), ("100000000000000000000000", 1e23),
    ])
    func numbers(text: String, expected: Double) throws {
        let value = try #require(try parse(text).numberValue)
        #expect(value == expected)
        #expect(value.sign == expected.sign)
    }

    @Test func numbersMatchTheStandardLibrary() throws {
        // The fast path must round exactly like the full conversion.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<5000 {
            let digits = String(next() % 10_000_000_000_000_000)
            let cut = Int(next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(cut))
            if text.isEmpty { text = "0" }
            let rest = digits.dropFirst(cut)
            if !rest.isEmpty { text += "." + rest }
            if next() % 2 == 0 { text += "e" + String(Int(next() % 60) - 30) }
            if text.hasPrefix("0") && text.count > 1 && !text.hasPrefix("0.") && !text.hasPrefix("0e") { continue }
            let parsed = try #require(try parse(text).numberValue)
            #expect(parsed == Double(text)!, "\(text)")
        }
    }

    @Test func strings() throws {
        #expect(try parse(#""""#) == .string(""))
        #expect(try parse(#""hello""#) == .string("hello"))
        #expect(try parse("\"café ☕️ 日本\"") == .string("café ☕️ 日本"))
        #expect(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
        #expect(try parse(#""\u0041\u00e9\u20AC\u0000""#) == .string("Aé€\u{0}"))
        #expect(try parse("\"\u{7F}\"") == .string("\u{7F}")) // DEL need not be escaped
    }

    @Test func surrogatePairs() throws {
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try parse(#""x\uD83D\uDE00y""#) == .string("x😀y"))
        #expect(try parse(#""\udbff\udfff""#) == .string("\u{10FFFF}"))
    }

    @Test func arraysAndObjects() throws {
        #expect(try parse("[]") == .array([]))
        #expect(try parse("[ ]") == .array([]))
        #expect(try parse("{ }") == .object(JSONObject()))
        #expect(try parse(#"[1, "a", true, null, [2], {"k": false}]"#) == .array([
            .number(1), .string("a"), .bool(true), .null, .array([.number(2)]),
            .object(JSONObject(["k": .bool(false)])),
        ]))
        let nested = try parse(#"{"a": {"b": [{"c": [[]]}]}, "d": "e"}"#)
        #expect(nested["a"]?["b"]?.arrayValue?.first?["c"] == .array([.array([])]))
        #expect(nested["d"] == .string("e"))
    }

    @Test func objectKeysKeepTheirOrder() throws {
        let object = try #require(try parse(#"{"z": 1, "a": 2, "m": 3, "b": {"y": 0, "x": 0}}"#).objectValue)
        #expect(object.keys == ["z", "a", "m", "b"])
        #expect(object["b"]?.objectValue?.keys == ["y", "x"])
    }

    @Test func duplicateKeysLastOneWins() throws {
        let object = try #require(try parse(#"{"a": 1, "b": 2, "a": 3}"#).objectValue)
        #expect(object.count == 2)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .number(3))

        // Many keys (the hashed path).
        var text = "{"
        for n in 0..<40 { text += "\"k\(n)\": \(n), " }
        text += #""k7": "last", "k39": null}"#
        let big = try #require(try parse(text).objectValue)
        #expect(big.count == 40)
        #expect(big.keys == (0..<40).map { "k\($0)" })
        #expect(big["k7"] == .string("last"))
        #expect(big["k39"] == .null)
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try parse(deep) }
        let deeper = String(repeating: "{\"a\":", count: 500) + "1" + String(repeating: "}", count: 500)
        #expect(throws: Never.self) { try parse(deeper, maxDepth: 500) }
    }

    @Test func offsetsAreRelativeToTheSlice() throws {
        let all = Array("xxxx[1,}".utf8)
        #expect(throws: JSONError(message: "unexpected character '}' where a value was expected; trailing comma before }", offset: 3)) {
            try JSONParser.parse(all[4...])
        }
        #expect(try JSONParser.parse(all[5..<6]) == .number(1))
    }

    @Test func convenienceEntryPoints() throws {
        #expect(try JSONParser.parse("[1]") == .array([.number(1)]))
        #expect(try JSONParser.parse(bytes: Array("[1]".utf8)) == .array([.number(1)]))
    }
}

@Suite("JSONParser: errors")
struct JSONParserErrorTests {
    private static let textCases: [(String, String, Int)] = [
        ("}", "unexpected character '}' where a value was expected", 0),
        ("", "unexpected end of input where a value was expected", 0),
        ("   ", "unexpected end of input where a value was expected", 3),
        ("+1", "unexpected character '+' where a value was expected", 0),
        (".5", "unexpected character '.' where a value was expected", 0),
        ("NaN", "unexpected character 'N' where a value was expected; NaN is not JSON (send null or a number)", 0),
        ("Infinity", "unexpected character 'I' where a value was expected; Infinity is not JSON (send null or a number)", 0),
        ("'a'", "unexpected character ''' where a value was expected; strings need double quotes, not single quotes", 0),
        ("-Infinity", "invalid number - (expected a digit after '-', found 'I'); Infinity is not JSON (send null or a number)", 1),
        ("-", "invalid number - (expected a digit after '-', found end of input)", 1),
        ("01", "invalid number 01 (leading zeros are not allowed)", 1),
        ("-007", "invalid number -007 (leading zeros are not allowed)", 2),
        ("1.", "invalid number 1. (expected a digit after '.', found end of input)", 2),
        ("[1.x]", "invalid number 1. (expected a digit after '.', found 'x')", 3),
        ("1.e5", "invalid number 1.e5 (expected a digit after '.')", 2),
        ("1e", "invalid number 1e (expected a digit in the exponent, found end of input)", 2),
        ("1e+", "invalid number 1e+ (expected a digit in the exponent, found end of input)", 3),
        ("1e400", "number 1e400 is out of range", 0),
        ("-1e400", "number -1e400 is out of range", 0),
        ("[0, 2e308]", "number 2e308 is out of range", 4),
        ("\"abc", "unterminated string", 0),
        ("[\"abc\\", "unterminated string", 1),
        ("\"\\q\"", "invalid escape \\q", 1),
        ("\"ab\\x41\"", "invalid escape \\x", 3),
        ("\"\\ \"", "invalid escape: '\\' followed by U+0020", 1),
        ("\"\\u12G4\"", "invalid \\u escape: expected 4 hex digits, found 'G'", 1),
        ("\"\\u12\"", "invalid \\u escape: expected 4 hex digits, found '\"'", 1),
        ("\"\\ud800\"", "unpaired surrogate \\ud800", 1),
        ("\"\\uD800x\"", "unpaired surrogate \\uD800", 1),
        ("\"\\ud800\\u0041\"", "unpaired surrogate \\ud800", 1),
        ("\"\\ud800\\ud800\"", "unpaired surrogate \\ud800", 1),
        ("\"x\\udc00\"", "unpaired surrogate \\udc00", 2),
        ("\"\\ud83d\\uZZZZ\"", "invalid \\u escape: expected 4 hex digits, found 'Z'", 7),
        ("1 2", "trailing characters after the value", 2),
        ("{} []", "trailing characters after the value; missing comma before this value", 3),
        ("truex", "trailing characters after the value", 4),
        ("tru", "invalid literal, expected 'true'", 0),
        ("[nul]", "invalid literal, expected 'null'", 1),
        ("fals", "invalid literal, expected 'false'", 0),
        ("[1,]", "unexpected character ']' where a value was expected; trailing comma before ]", 3),
        ("[1 2]", "expected ',' or ']' after an array element, found '2'", 3),
        ("[1", "unexpected end of input inside an array (expected ',' or ']')", 2),
        ("[", "unexpected end of input where a value was expected", 1),
        ("[1,", "unexpected end of input where a value was expected", 3),
        ("{\"a\":1,}", "expected a string key after ',' in an object, found '}'; trailing comma before }", 7),
        ("{1:2}", "expected a string key or '}' in an object, found '1'", 1),
        ("{", "unexpected end of input inside an object (expected a key)", 1),
        ("{\"a\" 1}", "expected ':' after an object key, found '1'", 5),
        ("{\"a\"", "expected ':' after an object key, found end of input", 4),
        ("{\"a\":}", "unexpected character '}' where a value was expected", 5),
        ("{\"a\":1 \"b\":2}", "expected ',' or '}' after an object member, found '\"'; missing comma before this string", 7),
        ("{\"a\":1", "unexpected end of input inside an object (expected ',' or '}')", 6),
        ("[1}", "expected ',' or ']' after an array element, found '}'", 2),
        ("{\"a\":1]", "expected ',' or '}' after an object member, found ']'", 6),
    ]

    @Test(arguments: textCases)
    func textErrors(input: String, message: String, offset: Int) {
        #expect(parseError(input) == JSONError(message: message, offset: offset))
    }

    private static let byteCases: [([UInt8], String, Int)] = [
        (bytes(["\"", 0xC3, 0x28, "\""]), "invalid UTF-8 in string (bytes 0xC3 0x28)", 1),
        (bytes(["\"", 0xED, 0xA0, 0x80, "\""]), "invalid UTF-8 in string (bytes 0xED 0xA0)", 1),
        (bytes(["\"", 0xF4, 0x90, 0x80, 0x80, "\""]), "invalid UTF-8 in string (bytes 0xF4 0x90)", 1),
        (bytes(["\"", 0xC0, 0xAF, "\""]), "invalid UTF-8 in string (byte 0xC0)", 1), // overlong '/'
        (bytes(["\"", 0xE0, 0x80, 0xAF, "\""]), "invalid UTF-8 in string (bytes 0xE0 0x80)", 1), // overlong
        (bytes(["\"", 0xF0, 0x8F, 0xBF, 0xBF, "\""]), "invalid UTF-8 in string (bytes 0xF0 0x8F)", 1), // overlong
        (bytes(["\"", 0xF5, 0x80, 0x80, 0x80, "\""]), "invalid UTF-8 in string (byte 0xF5)", 1),
        (bytes(["\"", 0xFF, "\""]), "invalid UTF-8 in string (byte 0xFF)", 1),
        (bytes(["\"ab", 0x80, "\""]), "invalid UTF-8 in string (byte 0x80)", 3), // lone continuation
        (bytes(["\"", 0xE2, 0x82, "\""]), "invalid UTF-8 in string (bytes 0xE2 0x82 0x22)", 1), // cut short
        (bytes(["\"", 0xE2]), "invalid UTF-8 in string (byte 0xE2)", 1), // cut by the end
        (bytes(["\"\\n", 0xC3, 0x28, "\""]), "invalid UTF-8 in string (bytes 0xC3 0x28)", 3), // slow path
        (bytes(["\"", 0x07, "\""]), "control character U+0007 inside a string must be escaped", 1),
        (bytes(["\"a", 0x0A, "b\""]), "control character U+000A inside a string must be escaped", 2),
        (bytes(["\"\\t", 0x00, "\""]), "control character U+0000 inside a string must be escaped", 3),
        (bytes([0xC3, 0xA9]), "unexpected character U+00E9 where a value was expected", 0),
        (bytes([0xE2, 0x80, 0xAE]), "unexpected character U+202E where a value was expected", 0),
        (bytes([0xF0, 0x9F, 0x98, 0x80]), "unexpected character U+1F600 where a value was expected", 0),
        (bytes([0xFF]), "unexpected character 0xFF where a value was expected", 0),
        (bytes([0x1B, "[31m"]), "unexpected character U+001B where a value was expected", 0),
        (bytes([0x7F]), "unexpected character U+007F where a value was expected", 0),
        (bytes(["[1,", 0xC3, 0x28, "]"]), "unexpected character 0xC3 where a value was expected", 3),
        (bytes(["[1", 0x0C, "]"]), "expected ',' or ']' after an array element, found U+000C", 2),
    ]

    @Test(arguments: byteCases)
    func byteErrors(input: [UInt8], message: String, offset: Int) {
        #expect(parseError(input) == JSONError(message: message, offset: offset))
    }

    @Test func depthLimit() {
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(parseError(tooDeep) == JSONError(message: "nesting deeper than 64 levels", offset: 64))
        #expect(parseError("[[[]]]", maxDepth: 2) == JSONError(message: "nesting deeper than 2 levels", offset: 2))
        #expect(parseError("{\"a\":{}}", maxDepth: 1) == JSONError(message: "nesting deeper than 1 levels", offset: 5))
    }

    @Test func tenThousandOpenBracketsGiveTheDepthError() {
        let brackets = [UInt8](repeating: UInt8(ascii: "["), count: 10_000)
        #expect(parseError(brackets) == JSONError(message: "nesting deeper than 64 levels", offset: 64))
        let objects = Array(String(repeating: "{\"a\":", count: 10_000).utf8)
        #expect(parseError(objects) == JSONError(message: "nesting deeper than 64 levels", offset: 64 * 5))
        // No recursion: even an absurd limit cannot blow the stack.
        #expect(parseError(brackets, maxDepth: 1_000_000)?.message
            == "unexpected end of input where a value was expected")
    }

    @Test func longNumberLiteralsAreShortenedInMessages() throws {
        #expect(try parse("1" + String(repeating: "0", count: 300)) == .number(1e300))
        let expected = "number 1" + String(repeating: "0", count: 39) + "… is out of range"
        #expect(parseError("1" + String(repeating: "0", count: 400))
            == JSONError(message: expected, offset: 0))
    }

    @Test func messagesArePrintable() {
        // Random inputs from an alphabet of troublesome bytes: no crash, and
        // every message is printable ASCII (or the ellipsis).
        let alphabet: [UInt8] = Array("{}[]\",:\\u0123456789abcdefABCDEF.eE+-tfnrul \n\t".utf8)
            + [0x00, 0x07, 0x1B, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xED, 0xA0, 0xF0, 0x9F, 0xFF]
        var state: UInt64 = 12345
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59)
            var input: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                input.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            guard let error = parseError(input) else { continue }
            #expect(error.offset >= 0 && error.offset <= input.count)
            let printable = error.message.unicodeScalars.allSatisfy {
                ($0.value >= 0x20 && $0.value < 0x7F) || $0 == "…"
            }
            #expect(printable, "\(Array(error.message.utf8))")
        }
    }
}
