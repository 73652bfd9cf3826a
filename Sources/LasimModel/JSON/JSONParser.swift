// A byte-level RFC 8259 parser. No Foundation: payloads arrive by the tens of
// thousands per second and JSONSerialization's bridging would dominate.

/// Why a JSON document could not be parsed, and where.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line naming what was wrong. Characters from the input that it
    /// names are always printable: `'x'` for visible ASCII, `U+XXXX` for
    /// controls, spaces and non-ASCII characters, `0xNN` for bytes that are
    /// not valid UTF-8.
    public var message: String
    /// Byte offset into the parsed slice (0 = its first byte, whatever the
    /// slice's `startIndex`).
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at byte \(offset))" }
}

public enum JSONParser {
    /// Parses exactly one JSON value; whitespace may surround it, anything
    /// else after it is an error.
    ///
    /// - Objects keep their keys in document order. A duplicated key keeps
    ///   the position of its first occurrence and the value of its last (the
    ///   last one wins, as with JSONDecoder / JSONSerialization).
    /// - Numbers become `Double`; a literal too large for a Double (`1e400`)
    ///   is an error, one too small becomes 0.
    /// - Containers nested more than `maxDepth` deep are an error. Parsing
    ///   does not recurse, so the input cannot blow the stack; but Swift
    ///   destroys (and compares) a nested `JSONValue` recursively, so keep
    ///   `maxDepth` in the hundreds at most.
    public static func parse(_ bytes: ArraySlice<UInt8>, maxDepth: Int = 64) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in
            var parser = _JSONByteParser(buffer, maxDepth: maxDepth)
            return try parser.parseDocument()
        }
    }

    /// As `parse`, and where each key is: the byte offset (into the slice)
    /// of its opening quote, by its path; a duplicated key keeps its first.
    /// For a tool that points at a key in the text (the linter's line and
    /// column) without searching the text for it.
    public static func parse(_ bytes: ArraySlice<UInt8>, maxDepth: Int = 64,
                             keyOffsets: inout [JSONPath: Int]) throws(JSONError) -> JSONValue {
        try withUnsafeMutablePointer(to: &keyOffsets) { (offsets) throws(JSONError) -> JSONValue in
            try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in
                var parser = _JSONByteParser(buffer, maxDepth: maxDepth)
                parser.keyOffsets = offsets
                return try parser.parseDocument()
            }
        }
    }

    /// The value that starts at the first byte of `buffer` (a container or
    /// a scalar, whitespace before it skipped) and where it ends; whatever
    /// follows it is left alone. For a stream whose values are found by
    /// parsing them rather than by scanning for their ends first; keys seen
    /// before come from `keys` (see `KeyInterner`).
    static func parsePrefix(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int,
                            keys: inout KeyInterner) throws(JSONError) -> (value: JSONValue, end: Int) {
        try withUnsafeMutablePointer(to: &keys) { (interner) throws(JSONError) -> (value: JSONValue, end: Int) in
            var parser = _JSONByteParser(buffer, maxDepth: maxDepth)
            parser.interner = interner
            let value = try parser.parseValue()
            return (value, parser.offset)
        }
    }

    /// Convenience for whole arrays.
    public static func parse(bytes: [UInt8], maxDepth: Int = 64) throws(JSONError) -> JSONValue {
        try parse(bytes[...], maxDepth: maxDepth)
    }

    /// Convenience for text (its UTF-8 is parsed).
    public static func parse(_ text: String, maxDepth: Int = 64) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8)[...], maxDepth: maxDepth)
    }
}

// MARK: - Parser

/// The parser proper. Containers are kept on explicit stacks rather than the
/// call stack: `values` holds the finished members of every open container,
/// `keys` the keys of every open object, and each frame remembers where its
/// own members start.
struct _JSONByteParser {
    private struct Frame {
        var isObject: Bool
        var valueStart: Int
        var keyStart: Int
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let maxDepth: Int
    private var i = 0
    private var stack: [Frame] = []
    private var values: [JSONValue] = []
    private var keys: [String] = []
    /// Reused buffer for strings that contain escapes.
    private var scratch: [UInt8] = []
    /// Keys seen before, when the caller keeps them across values; only
    /// for the duration of one parse.
    var interner: UnsafeMutablePointer<KeyInterner>?
    /// Where each key starts, by path, when the caller asks (see `JSONParser.parse(_:maxDepth:keyOffsets:)`).
    var keyOffsets: UnsafeMutablePointer<[JSONPath: Int]>?

    init(_ p: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.p = p
        self.end = p.count
        self.maxDepth = maxDepth
        // One allocation each for a typical payload (a few objects, a few
        // dozen members) instead of growing from empty, member by member.
        stack.reserveCapacity(8)
        values.reserveCapacity(32)
        keys.reserveCapacity(32)
    }

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        if i < end {
            throw JSONError(message: "trailing characters after the value" + cause(at: i), offset: i)
        }
        return value
    }

    /// Where parsing stands: after `parseValue`, one past the value's last byte.
    var offset: Int { i }

    /// One value, from `i` (whitespace before it skipped) to its last byte.
    mutating func parseValue() throws(JSONError) -> JSONValue {
        skipWhitespace()
        var value: JSONValue
        parsing: while true {
            // A value is expected at `i` (whitespace already skipped).
            guard i < end else {
                throw JSONError(message: "unexpected end of input where a value was expected", offset: i)
            }
            switch p[i] {
            case 0x7B: // {
                try checkDepth()
                i += 1
                skipWhitespace()
                if i < end && p[i] == 0x7D { // }
                    i += 1
                    value = .object(JSONObject())
                } else {
                    stack.append(Frame(isObject: true, valueStart: values.count, keyStart: keys.count))
                    try parseKeyAndColon(afterComma: false)
                    continue parsing
                }
            case 0x5B: // [
                try checkDepth()
                i += 1
                skipWhitespace()
                if i < end && p[i] == 0x5D { // ]
                    i += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false, valueStart: values.count, keyStart: keys.count))
                    continue parsing
                }
            case 0x22: // "
                value = .string(try parseString())
            case 0x2D, 0x30...0x39: // - 0-9
                value = .number(try parseNumber())
            case 0x74: // t
                try expectLiteral("true")
                value = .bool(true)
            case 0x66: // f
                try expectLiteral("false")
                value = .bool(false)
            case 0x6E: // n
                try expectLiteral("null")
                value = .null
            default:
                throw JSONError(message: "unexpected character \(describe(i)) where a value was expected" + cause(at: i), offset: i)
            }

            // `value` is complete: hand it to the innermost open container,
            // closing containers for as long as their closers follow.
            while let top = stack.last {
                values.append(value)
                skipWhitespace()
                guard i < end else {
                    let expected = top.isObject ? "',' or '}'" : "',' or ']'"
                    throw JSONError(
                        message: "unexpected end of input inside \(top.isObject ? "an object" : "an array") (expected \(expected))",
                        offset: i)
                }
                let c = p[i]
                if c == 0x2C { // ,
                    i += 1
                    skipWhitespace()
                    if top.isObject { try parseKeyAndColon(afterComma: true) }
                    continue parsing
                }
                if top.isObject {
                    guard c == 0x7D else {
                        throw JSONError(message: "expected ',' or '}' after an object member, found \(describe(i))" + cause(at: i), offset: i)
                    }
                    i += 1
                    value = .object(closeObject(top))
                } else {
                    guard c == 0x5D else {
                        throw JSONError(message: "expected ',' or ']' after an array element, found \(describe(i))" + cause(at: i), offset: i)
                    }
                    i += 1
                    value = .array(takeValues(from: top.valueStart))
                }
                stack.removeLast()
            }
            break parsing
        }
        return value
    }

    // MARK: Structure

    @inline(__always)
    private mutating func skipWhitespace() {
        while i < end {
            switch p[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private func checkDepth() throws(JSONError) {
        if stack.count >= maxDepth {
            throw JSONError(message: "nesting deeper than \(maxDepth) levels", offset: i)
        }
    }

    /// Parses `"key" :` (whitespace skipped before) and leaves `i` on the value.
    private mutating func parseKeyAndColon(afterComma: Bool) throws(JSONError) {
        guard i < end, p[i] == 0x22 else {
            if i >= end {
                throw JSONError(message: "unexpected end of input inside an object (expected a key)", offset: i)
            }
            let expected = afterComma ? "a string key after ','" : "a string key or '}'"
            throw JSONError(message: "expected \(expected) in an object, found \(describe(i))" + cause(at: i, key: true), offset: i)
        }
        let keyStart = i
        keys.append(try parseKey())
        if let keyOffsets {
            let path = openPath()
            if keyOffsets.pointee[path] == nil { keyOffsets.pointee[path] = keyStart }
        }
        skipWhitespace()
        guard i < end, p[i] == 0x3A else { // :
            throw JSONError(message: "expected ':' after an object key, found \(describe(i))", offset: i)
        }
        i += 1
        skipWhitespace()
    }

    /// The path of the member being read: for each open container, the key
    /// or index of its member in progress (an object's key is on `keys`
    /// once read; its members so far are on `values`).
    private func openPath() -> JSONPath {
        var components: [JSONPath.Component] = []
        components.reserveCapacity(stack.count)
        for k in stack.indices {
            let frame = stack[k]
            let done = (k + 1 < stack.count ? stack[k + 1].valueStart : values.count) - frame.valueStart
            components.append(frame.isObject ? .key(keys[frame.keyStart + done]) : .index(done))
        }
        return JSONPath(components)
    }

    /// Builds the object of `frame` from the tops of the stacks and pops them.
    private mutating func closeObject(_ frame: Frame) -> JSONObject {
        let count = values.count - frame.valueStart
        var entries: [JSONObject.Entry] = []
        entries.reserveCapacity(count)
        if count <= 16 {
            // Few keys: a linear scan beats hashing.
            outer: for n in 0..<count {
                let key = takeKey(at: frame.keyStart + n)
                let value = takeValue(at: frame.valueStart + n)
                let length = key.utf8.count
                for e in entries.indices where entries[e].key.isSameKey(key, length: length) {
                    entries[e].value = value
                    continue outer
                }
                entries.append(JSONObject.Entry(key: key, value: value))
            }
        } else {
            var index: [String: Int] = [:]
            index.reserveCapacity(count)
            for n in 0..<count {
                let key = takeKey(at: frame.keyStart + n)
                let value = takeValue(at: frame.valueStart + n)
                if let e = index[key] {
                    entries[e].value = value
                } else {
                    index[key] = entries.count
                    entries.append(JSONObject.Entry(key: key, value: value))
                }
            }
        }
        values.removeSubrange(frame.valueStart...)
        keys.removeSubrange(frame.keyStart...)
        return JSONObject(entries)
    }

    // Taking a value off a stack swaps a constant in for it: copying it out
    // and then removing it cost a retain and a release per key and per value
    // (a share of every payload's reference counting).
    private mutating func takeValue(at i: Int) -> JSONValue {
        var v = JSONValue.null
        swap(&v, &values[i])
        return v
    }

    private mutating func takeKey(at i: Int) -> String {
        var k = ""
        swap(&k, &keys[i])
        return k
    }

    /// The values from `start` to the top of the stack, popped.
    private mutating func takeValues(from start: Int) -> [JSONValue] {
        var items: [JSONValue] = []
        items.reserveCapacity(values.count - start)
        for i in start..<values.count { items.append(takeValue(at: i)) }
        values.removeSubrange(start...)
        return items
    }

    // MARK: Causes

    /// Why the byte at `j` is there, for the mistakes people make when they
    /// write JSON by hand or copy it from docs (JavaScript, Python, JSON5):
    /// "; JSON has no comments", "; trailing comma before }"... Empty when
    /// nothing is recognised. `key` is true where an object key was expected.
    private func cause(at j: Int, key: Bool = false) -> String {
        guard j < end else { return "" }
        let c = p[j]
        if c == 0x2F, j + 1 < end, p[j + 1] == 0x2F || p[j + 1] == 0x2A { return "; JSON has no comments" }
        if c == 0x2F || c == 0x23 { return c == 0x23 ? "; JSON has no comments ('#')" : "; JSON has no comments" }
        if c == 0x7D || c == 0x5D {
            var k = j - 1
            while k >= 0, p[k] == 0x20 || p[k] == 0x0A || p[k] == 0x0D || p[k] == 0x09 { k -= 1 }
            if k >= 0, p[k] == 0x2C { return "; trailing comma before \(c == 0x7D ? "}" : "]")" }
        }
        if c == 0x27 { return key ? "; keys need double quotes, not single quotes" : "; strings need double quotes, not single quotes" }
        if c == 0x22, !key { return "; missing comma before this string" }
        if c == 0x7B || c == 0x5B { return "; missing comma before this value" }
        let word = self.word(at: j)
        switch word {
        case "NaN", "Infinity": return "; \(word) is not JSON (send null or a number)"
        case "undefined": return "; undefined is not JSON (send null or leave the key out)"
        case "True", "False", "None", "TRUE", "FALSE", "NULL", "Null":
            return "; JSON literals are lower case: true, false, null"
        default: break
        }
        if key, let first = word.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic {
            return "; keys need double quotes (unquoted key \(word.prefix(40)))"
        }
        return ""
    }

    /// The run of letters, digits, `_` and `$` starting at `j` (ASCII only).
    private func word(at j: Int) -> String {
        var k = j
        while k < end, k - j < 64 {
            let b = p[k]
            guard (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || (0x30...0x39).contains(b)
                || b == 0x5F || b == 0x24 else { break }
            k += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: p[j..<k]), as: UTF8.self)
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { w -> Bool in
            guard end - i >= count else { return false }
            for n in 0..<count where p[i + n] != w[n] { return false }
            return true
        }
        guard matches else {
            throw JSONError(message: "invalid literal, expected '\(word)'" + cause(at: i), offset: i)
        }
        i += count
    }

    // MARK: Strings

    /// A key whose opening quote is at `i`: printable ASCII with no escape,
    /// nearly every key, comes from the interner; anything else is parsed
    /// as any string is.
    @inline(__always)
    private mutating func parseKey() throws(JSONError) -> String {
        guard let interner else { return try parseString() }
        var j = skipPlain(from: i + 1)
        while j < end {
            let b = p[j]
            if b == 0x22 {
                let key = interner.pointee.key(UnsafeBufferPointer(rebasing: p[(i + 1)..<j]))
                i = j + 1
                return key
            }
            if b == 0x5C || b < 0x20 || b >= 0x7F { break }
            j += 1
        }
        return try parseString()
    }

    /// The first index from `j` where an 8-byte block may hold a byte that
    /// ends or complicates a string (a quote, a backslash, a control byte,
    /// DEL or non-ASCII): blocks of plain text are passed eight bytes at a
    /// time, and the byte loops take over from there.
    @inline(__always)
    private func skipPlain(from start: Int) -> Int {
        guard let base = p.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var j = start
        while j + 8 <= end {
            let w = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
            let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
            // A zero byte in `quote` or `backslash` sets its high bit in
            // (x - ones) & ~x; the rest is Sanitizer.isPlainASCII's test.
            let suspect = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                | w | (w &- 0x20 &* ones) | (w &+ ones)
            if suspect & highs != 0 { break }
            j += 8
        }
        return j
    }

    /// Parses the string whose opening quote is at `i`.
    private mutating func parseString() throws(JSONError) -> String {
        let open = i
        var j = skipPlain(from: i + 1)
        while j < end {
            let b = p[j]
            if b == 0x22 { // "
                i = j + 1
                return String(decoding: UnsafeBufferPointer(rebasing: p[(open + 1)..<j]), as: UTF8.self)
            }
            if b == 0x5C { // backslash
                return try parseEscapedString(open: open, from: j)
            }
            if b < 0x20 { throw controlCharacter(at: j) }
            j = b < 0x80 ? j + 1 : try validateUTF8(at: j)
        }
        throw JSONError(message: "unterminated string", offset: open)
    }

    /// The slow path: the string has escapes, the first at `from`.
    private mutating func parseEscapedString(open: Int, from: Int) throws(JSONError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var runStart = open + 1
        var j = from
        while j < end {
            let b = p[j]
            if b == 0x22 { // "
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[runStart..<j]))
                i = j + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if b == 0x5C {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[runStart..<j]))
                j = try decodeEscape(at: j, open: open)
                runStart = j
                continue
            }
            if b < 0x20 { throw controlCharacter(at: j) }
            j = b < 0x80 ? j + 1 : try validateUTF8(at: j)
        }
        throw JSONError(message: "unterminated string", offset: open)
    }

    /// Decodes the escape whose backslash is at `j` into `scratch`; returns
    /// the index after it.
    private mutating func decodeEscape(at j: Int, open: Int) throws(JSONError) -> Int {
        guard j + 1 < end else { throw JSONError(message: "unterminated string", offset: open) }
        let e = p[j + 1]
        switch e {
        case 0x22, 0x5C, 0x2F: scratch.append(e) // " \ /
        case 0x62: scratch.append(0x08) // b
        case 0x66: scratch.append(0x0C) // f
        case 0x6E: scratch.append(0x0A) // n
        case 0x72: scratch.append(0x0D) // r
        case 0x74: scratch.append(0x09) // t
        case 0x75: // u
            let unit = try hex4(at: j + 2, escapeAt: j)
            var next = j + 6
            var scalar = unit
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed at once by a low one.
                guard next + 1 < end, p[next] == 0x5C, p[next + 1] == 0x75 else {
                    throw unpairedSurrogate(at: j)
                }
                let low = try hex4(at: next + 2, escapeAt: next)
                guard (0xDC00...0xDFFF).contains(low) else { throw unpairedSurrogate(at: j) }
                scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                next += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw unpairedSurrogate(at: j)
            }
            appendUTF8(scalar)
            return next
        default:
            if e > 0x20 && e < 0x7F {
                throw JSONError(message: "invalid escape \\\(Character(Unicode.Scalar(e)))", offset: j)
            }
            throw JSONError(message: "invalid escape: '\\' followed by \(describe(j + 1))", offset: j)
        }
        return j + 2
    }

    /// The four hex digits of a `\u` escape starting at `at`.
    private func hex4(at start: Int, escapeAt: Int) throws(JSONError) -> UInt32 {
        var v: UInt32 = 0
        for n in start..<(start + 4) {
            let digit: UInt32
            let b = n < end ? p[n] : 0
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default:
                throw JSONError(
                    message: "invalid \\u escape: expected 4 hex digits, found \(describe(n))",
                    offset: escapeAt)
            }
            v = v << 4 | digit
        }
        return v
    }

    private func unpairedSurrogate(at j: Int) -> JSONError {
        // The six bytes are `\u` and four hex digits: printable as written.
        let written = String(decoding: UnsafeBufferPointer(rebasing: p[j..<(j + 6)]), as: UTF8.self)
        return JSONError(message: "unpaired surrogate \(written)", offset: j)
    }

    private mutating func appendUTF8(_ v: UInt32) {
        switch v {
        case 0..<0x80:
            scratch.append(UInt8(v))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | v >> 6))
            scratch.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | v >> 12))
            scratch.append(UInt8(0x80 | (v >> 6) & 0x3F))
            scratch.append(UInt8(0x80 | v & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | v >> 18))
            scratch.append(UInt8(0x80 | (v >> 12) & 0x3F))
            scratch.append(UInt8(0x80 | (v >> 6) & 0x3F))
            scratch.append(UInt8(0x80 | v & 0x3F))
        }
    }

    private func controlCharacter(at j: Int) -> JSONError {
        JSONError(
            message: "control character \(JSONBytes.scalarName(UInt32(p[j]))) inside a string must be escaped",
            offset: j)
    }

    /// Validates the multi-byte UTF-8 sequence at `j`; returns the index after it.
    private func validateUTF8(at j: Int) throws(JSONError) -> Int {
        let length = JSONBytes.utf8SequenceLength(p, at: j)
        if length > 0 { return j + length }
        // Name the bytes up to and including the first one that is wrong.
        let last = min(j - length, end - 1)
        var shown = ""
        for n in j...last {
            if n > j { shown += " " }
            shown += JSONBytes.byteName(p[n])
        }
        let noun = last > j ? "bytes" : "byte"
        throw JSONError(message: "invalid UTF-8 in string (\(noun) \(shown))", offset: j)
    }

    // MARK: Numbers

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses the number starting at `i` (a digit or '-').
    private mutating func parseNumber() throws(JSONError) -> Double {
        let start = i
        var j = i
        var negative = false
        if p[j] == 0x2D {
            negative = true
            j += 1
        }
        guard j < end, isDigit(p[j]) else {
            var e = numberError("expected a digit after '-'", start: start, found: j)
            e.message += cause(at: j) // -Infinity
            throw e
        }

        // Significant digits go into `mantissa` (up to 19 of them), the rest
        // only move the decimal exponent. Used for the exact fast path.
        var mantissa: UInt64 = 0
        var digits = 0
        var truncated = false
        var exponent = 0

        if p[j] == 0x30 {
            j += 1
            if j < end && isDigit(p[j]) {
                throw numberError("leading zeros are not allowed", start: start, found: j)
            }
        } else {
            while j < end, isDigit(p[j]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(p[j] &- 0x30)
                    digits += 1
                } else {
                    if p[j] != 0x30 { truncated = true }
                    exponent += 1
                }
                j += 1
            }
        }
        if j < end && p[j] == 0x2E { // .
            j += 1
            guard j < end, isDigit(p[j]) else {
                throw numberError("expected a digit after '.'", start: start, found: j)
            }
            while j < end, isDigit(p[j]) {
                let d = p[j] &- 0x30
                if mantissa == 0 && d == 0 {
                    exponent -= 1 // a leading zero of 0.00x
                } else if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    digits += 1
                    exponent -= 1
                } else if d != 0 {
                    truncated = true
                }
                j += 1
            }
        }
        if j < end && (p[j] == 0x65 || p[j] == 0x45) { // e E
            j += 1
            var negativeExponent = false
            if j < end && (p[j] == 0x2B || p[j] == 0x2D) { // + -
                negativeExponent = p[j] == 0x2D
                j += 1
            }
            guard j < end, isDigit(p[j]) else {
                throw numberError("expected a digit in the exponent", start: start, found: j)
            }
            var e = 0
            while j < end, isDigit(p[j]) {
                if e < 1_000_000 { e = e * 10 + Int(p[j] &- 0x30) }
                j += 1
            }
            exponent += negativeExponent ? -e : e
        }
        i = j

        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        // Exact fast path: the mantissa and the power of ten are both exact
        // doubles, so one multiplication or division rounds correctly.
        if !truncated && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var v = Double(mantissa)
            if exponent >= 0 { v *= Self.powersOfTen[exponent] } else { v /= Self.powersOfTen[-exponent] }
            return negative ? -v : v
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: p[start..<j]), as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw JSONError(message: "number \(literal(start, j)) is out of range", offset: start)
        }
        return v
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    private func numberError(_ what: String, start: Int, found: Int) -> JSONError {
        // Show the number as far as it goes (digits, signs, '.', 'e').
        var stop = found
        while stop < end && isNumberByte(p[stop]) { stop += 1 }
        let tail = found < end && isNumberByte(p[found]) ? "" : ", found \(describe(found))"
        return JSONError(message: "invalid number \(literal(start, stop)) (\(what)\(tail))", offset: found)
    }

    private func isNumberByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x2B, 0x2D, 0x2E, 0x45, 0x65: return true
        default: return false
        }
    }

    /// The number literal `p[from..<to]` (ASCII) for a message, shortened if long.
    private func literal(_ from: Int, _ to: Int) -> String {
        let shownEnd = min(to, from + 40)
        var s = String(decoding: UnsafeBufferPointer(rebasing: p[from..<shownEnd]), as: UTF8.self)
        if shownEnd < to { s += "…" }
        return s
    }

    private func describe(_ j: Int) -> String { JSONBytes.describe(p, at: j) }
}

// MARK: - Printable names for bytes

/// Names for input bytes in messages, always printable.
enum JSONBytes {
    /// `'x'` for visible ASCII, `U+XXXX` for a control, space or valid
    /// non-ASCII character, `0xNN` for a byte that starts no valid UTF-8
    /// sequence, `end of input` past the end.
    static func describe(_ p: UnsafeBufferPointer<UInt8>, at j: Int) -> String {
        guard j < p.count else { return "end of input" }
        let b = p[j]
        if b > 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return scalarName(UInt32(b)) }
        let length = utf8SequenceLength(p, at: j)
        guard length > 0 else { return byteName(b) }
        var v = UInt32(b) & (0xFF >> (length + 1))
        for n in 1..<length { v = v << 6 | UInt32(p[j + n] & 0x3F) }
        return scalarName(v)
    }

    static func describe(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { describe($0, at: 0) }
    }

    static func scalarName(_ v: UInt32) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func byteName(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// The length (2...4) of the valid multi-byte UTF-8 sequence at `j`, or,
    /// when it is invalid, `-k` where `j + k` is the first offending byte (it
    /// may be `p.count` when the sequence is cut short). Strict per Unicode
    /// table 3-7: no overlongs, no encoded surrogates, nothing past U+10FFFF.
    static func utf8SequenceLength(_ p: UnsafeBufferPointer<UInt8>, at j: Int) -> Int {
        let b0 = p[j]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let length: Int
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard j + 1 < p.count else { return -1 }
        let b1 = p[j + 1]
        guard b1 >= low && b1 <= high else { return -1 }
        for n in 2..<length {
            guard j + n < p.count else { return -n }
            guard p[j + n] & 0xC0 == 0x80 else { return -n }
        }
        return length
    }
}
