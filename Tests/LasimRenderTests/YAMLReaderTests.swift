import Foundation
import LasimModel
import Testing
import Yams
@testable import LasimRender
@testable import LasimTemplate

/// lasim reads YAML with libyaml's event parser (`YAMLReader`) and types
/// plain scalars itself (`YAMLPlainScalar`), to keep Foundation's
/// Objective-C layer out of the app. Yams, which lasim used before and which
/// wraps libyaml, is the reference: on the files lasim ships, on written
/// edge cases and on thousands of generated documents both must give the
/// same value, or both refuse.
@Suite struct YAMLReaderTests {
    /// What `DataFile.parse` gave when it read through Yams (the code before).
    static func viaYams(_ text: String) -> Outcome {
        do {
            guard let node = try Yams.compose(yaml: text, .basic) else { return .failure("empty") }
            return try .success(convert(node, depth: 0))
        } catch {
            return .failure("\(error)")
        }
    }

    struct Refused: Error {}
    enum Outcome { case success(JSONValue), failure(String) }

    static func convert(_ node: Node, depth: Int) throws -> JSONValue {
        guard depth < 64 else { throw Refused() }
        switch node {
        case .scalar(let s):
            let kind: YAMLPlainScalar
            switch s.tag.description {
            case Tag.Name.implicit.rawValue: kind = YAMLPlainScalar.kind(of: s.string)
            case Tag.Name.null.rawValue: kind = .null
            case Tag.Name.bool.rawValue: kind = .bool
            case Tag.Name.int.rawValue: kind = .int
            case Tag.Name.float.rawValue: kind = .float
            default: kind = .text
            }
            switch kind {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(s.string)
            case .int: return node.int.map { .number(Double($0)) } ?? .string(s.string)
            case .float: return node.float.map(JSONValue.number) ?? .string(s.string)
            case .text: return .string(s.string)
            }
        case .sequence(let seq):
            return .array(try seq.map { try convert($0, depth: depth + 1) })
        case .mapping(let map):
            var o = JSONObject()
            for (k, v) in map {
                guard let key = k.string else { throw Refused() }
                o.entries.append(JSONObject.Entry(key: key, value: try convert(v, depth: depth + 1)))
            }
            return .object(o)
        case .alias:
            throw Refused()
        }
    }

    static func viaReader(_ text: String) -> Outcome {
        do throws(DataFile.LoadError) {
            return .success(try DataFile.parse(text, file: "t.yaml"))
        } catch {
            return .failure(error.message)
        }
    }

    /// Equal values (NaN equal to NaN), or both refused.
    static func agree(_ text: String, _ note: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let mine = viaReader(text), theirs = viaYams(text)
        switch (mine, theirs) {
        case (.success(let a), .success(let b)):
            #expect(same(a, b), "\(note ?? "")\n\(text)\nreader: \(a)\nyams:   \(b)", sourceLocation: sourceLocation)
        case (.failure, .failure):
            break
        case (.success(let a), .failure(let e)):
            Issue.record("\(note ?? "")\n\(text)\nreader read \(a); Yams refused: \(e)", sourceLocation: sourceLocation)
        case (.failure(let e), .success(let b)):
            Issue.record("\(note ?? "")\n\(text)\nreader refused (\(e)); Yams read \(b)", sourceLocation: sourceLocation)
        }
    }

    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            return x.entries.count == y.entries.count
                && zip(x.entries, y.entries).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        default: return a == b
        }
    }

    static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    @Test func everyShippedFileReadsAsYamsReadsIt() throws {
        var count = 0
        for dir in ["Templates", "Themes", "Fuzz/corpus/template", "Fuzz/corpus/theme", "Fuzz/regressions/template", "Fuzz/regressions/theme"] {
            let url = Self.root.appendingPathComponent(dir)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else { continue }
                Self.agree(text, "\(dir)/\(name)")
                count += 1
            }
        }
        #expect(count >= 15)
    }

    static let written: [String] = [
        "a: 1", "a: 1\nb: two\n", "- a\n- b\n", "a:\n- x\n- y\nb: 2", "a:\n  - x\n  - y", "- a: 1\n  b: 2\n- c: 3",
        "- - a\n  - b\n- c", "a:\n  b:\n    c: d\n  e: f\ng: h", "a: b # comment\n# full line\nc: d  # x",
        "a: this is\n  a folded\n\n  plain value\nb: 1", "a: 'it''s'\nb: \"tab\\there\\u00e9 \\x41 \\U0001F600\"",
        "a: \"multi\n  line\n\n  quoted\"\nb: 'single\n\n\n  folded'", "a: \"esc\\\n   aped\"",
        "a: |\n  line one\n  line two\nb: 1", "a: |-\n  strip\n\n", "a: |+\n  keep\n\n\nb: 1", "a: >\n  folded\n  text\n\n  para\n    more\n  back\n",
        "a: >-\n  x\n  y\n", "a: |2\n    indented\n  b\n", "- |\n  in a list\n- >\n  folded in\n  a list\n", "a: |\n\n  leading empty\n",
        "a: [1, 2, [3, 4], {b: c}]", "{a: 1, b: [x, y], 'c': \"d\"}", "a: {x: 1,\n  y: 2,\n  z: [3,\n   4]}", "[a: 1, b]",
        "{\"json\":1,\"b\":[true,false,null]}", "a: {b, c: }", "a: [ ]\nb: { }", "a: [x, y,]",
        "a:\nb: ~\nc: null\nd:", "a: !!str 12\nb: !!int '7'\nc: !!float 3\nd: !!bool yes\ne: !!null x\nf: !custom v", "a: &anc 3\nb: &m\n  c: 1",
        "--- \na: 1\n...\n", "---\n- 1\n", "--- text", "%YAML 1.1\n---\na: 1", "\u{FEFF}a: 1", "a: 1\r\nb: 2\r\n",
        "plain top", "'quoted top'", "\"x\": 1\n'y': 2", "a: -1\nb: -x\nc: :x\nd: ?y\ne: x:y", "a: 1:30\nb: 0x1F\nc: 0o17\nd: 017\ne: 1_000\nf: .5\ng: -.inf\nh: .NaN",
        "url: http://example.com:8080/a#b", "a: b#c\nd: e #f", "a: 'x' # c\nb: \"y\"   # c", "a:     \n  b", "a:\n\n\n  b: 1\n\n\nc: 2\n",
        "k: v\n  # indented comment\nl: w", "a:\n  - b\n  -\n  - c", "- \n  a: 1", "a: [\n  1,\n  2\n]", "a: 'über'\nb: 日本語\n😀: emoji",
        "a: x\n   y\n  z", "a:\n  x\n  y", "- a\n  b\n- c", "a: 'x\n\n'", "a: \"\\t\\\\\\\"\\/\\0\"", "a: >+\n  k\n\n", "a: >2-\n   x\n  y\n",
        "a: |\n  x\n  \n  y\n", "a:    |\n     deep\n      deeper\n", "a: b\n\n\n", "\n\n# only comment then\na: 1",
        // refused by both
        "a: b: c", "a: 'unclosed", "a: [1, 2", "a: 1\na: 2", "- a\nb: 1", "a:\n  b: 1\n c: 2", "a:\n\tb: 1", "a: \"\\q\"",
        "a: 1\n---\nb: 2", "a: *ref", "[a, b]: c", "a: - b", "a: |x\n  y", "{a: 1} x", "a: @x", "a: `x",
        "a: 'x'y", "key without colon\nb: 1\n", "a:\n  - b\n  c: d", "{a: 1, a: 2}", "a: |0\n x",
    ]

    /// Refused, each for its own reason (`errorsSayWhere`, and the messages
    /// pinned in the `yaml-written-cases` snapshot).
    static let errorCases: [String] = [
        "a: 1\nb: 'open\n", "a:\n  b: 1\n   c: 2\n", "x: 1\nx: 2\n", "a:\n\tb: 1\n", "a: x\n\tb: 1\n", "a: [1,\n  2\n",
        "k:\n  - text: \"open\n", "a: b: c\n", String(repeating: "[", count: 200), String(repeating: "- ", count: 200) + "x",
        "%TAG ! tag:x,2000:\n---\na: 1", "a: \u{7}", "a: [1, 2] x", "a: {b: 1", "  a: 1\n b: 2", "a:\n  - 1\n - 2",
        "a: 1\nlines\nb: 2\n", "a: x\u{85}y\n",
    ]

    @Test func writtenCasesAgreeWithYams() {
        for (n, text) in Self.written.enumerated() { Self.agree(text, "written case \(n)") }
    }

    /// What libyaml reads that lasim's former reader refused or read
    /// otherwise: an explicit `? ` key over a text key reads as `key: value`,
    /// and NEL, LS and PS (U+0085, U+2028, U+2029) break lines (YAML 1.1),
    /// so an unquoted one starts a new line; escapes (`\N`, `\L`, `\P`) in a
    /// double-quoted value write them.
    @Test func libyamlsReadingOfTheCornerCases() throws {
        #expect(try DataFile.parse("? a\n: b\n", file: "t.yaml") == .object(JSONObject([.init(key: "a", value: .string("b"))])))
        guard case .failure(let message) = Self.viaReader("a: x\u{85}y\n") else { Issue.record("read a NEL as text"); return }
        #expect(message.hasPrefix("line 2"), "\(message)")
        #expect(try DataFile.parse("a: \"x\\Ly\"\n", file: "t.yaml") == .object(JSONObject([.init(key: "a", value: .string("x\u{2028}y"))])))
    }

    @Test func generatedDocumentsAgreeWithYams() {
        var rng = SeededGenerator(seed: 2026)
        for n in 0..<3_000 {
            var gen = YAMLDocumentGenerator(rng: rng)
            let text = gen.document()
            rng = gen.rng
            Self.agree(text, "generated document \(n)")
        }
    }

    /// Broken documents (bytes dropped, swapped, duplicated) must be refused
    /// with a line or read; never crash or hang. Where both read one, they
    /// agree.
    static let indicators = Array(" -:#'\"[]{},\n\t|>&*!?".utf8)

    @Test func mangledDocumentsNeverCrashAndAgreeWhenRead() {
        var rng = SeededGenerator(seed: 7)
        var bothRead = 0, disagreements: [String] = []
        for _ in 0..<3_000 {
            var gen = YAMLDocumentGenerator(rng: rng)
            var bytes = Array(gen.document().utf8)
            rng = gen.rng
            for _ in 0..<(1 + Int(rng.next() % 3)) where !bytes.isEmpty {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(Self.indicators[Int(rng.next() % UInt64(Self.indicators.count))], at: at)
                default: bytes[at] = bytes[Int(rng.next() % UInt64(bytes.count))]
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let mine = Self.viaReader(text)
            if case .failure(let message) = mine { #expect(message.hasPrefix("line ") || message == "the file is empty" || message.contains("nesting"), "\(message)") }
            if case .success(let a) = mine, case .success(let b) = Self.viaYams(text) {
                bothRead += 1
                if !Self.same(a, b) { disagreements.append(text); Issue.record("\(text)\nreader: \(a)\nyams:   \(b)") }
            }
        }
        #expect(bothRead > 300)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }

    @Test func errorsSayWhere() {
        let cases: [(String, String)] = [
            ("a: 1\nb: 'open\n", "line 2"), ("a:\n  b: 1\n   c: 2\n", "line 3"), ("x: 1\nx: 2\n", "duplicate key 'x' (also on line 1)"),
            ("a:\n\tb: 1\n", "tab"), ("a: x\n\tb: 1\n", "line 2, column 1: a tab"), ("a: [1,\n  2\n", "line 1, column 4: '[' opened here is never closed"),
            ("k:\n  - text: \"open\n", "line 2, column 11: a quoted value opened here is never closed"), ("a: b: c\n", "line 1"),
            (String(repeating: "[", count: 200), "nesting deeper than 64"), (String(repeating: "- ", count: 200) + "x", "nesting deeper than 64"),
            ("a: \u{7}", "line 1, column 4: control characters are not allowed (U+0007)"), ("{a: 1} x", "line 1, column 8: unexpected 'x' after the value"),
            ("a: |x\n  y", "line 1, column 5: expected a line break after the block scalar's '|'"), ("a: @x", "line 1, column 4: '@' cannot start a plain value"),
            ("key without colon\nb: 1\n", "line 2, column 2: mapping values are not allowed here"), ("a:\n  b: 1\n c: 2", "line 3, column 2: expected a key"),
            ("a: 1\n---\nb: 2", "line 2, column 1: a second document"), ("%TAG ! tag:x,2000:\n---\na: 1", "%TAG directives are not supported"),
            ("a: [1, 2", "line 1, column 4: '[' opened here is never closed"), ("[a, b]: c", "line 1, column 1: a list or mapping as a key"),
            ("a: \"\\q\"", "line 1, column 5: unknown escape '\\q'"), ("a: 1\nlines\nb: 2\n", "line 2, column 1: could not find the ':' after 'lines'"),
        ]
        for (text, expected) in cases {
            guard case .failure(let message) = Self.viaReader(text) else { Issue.record("read \(text.debugDescription)"); continue }
            #expect(message.contains(expected), "\(text.debugDescription): \(message)")
        }
    }

    @Test func aMegabyteReadsQuickly() throws {
        var text = ""
        for n in 0..<20_000 { text += "k\(n): {a: [1, 2, 'x'], b: \"y\", c: plain text here}\n" }
        let clock = ContinuousClock()
        let took = try clock.measure { _ = try DataFile.parse(text, file: "big.yaml") }
        #expect(took < .seconds(5), "\(took)")
    }
}

/// Random documents in every style the reader takes: block and flow
/// collections, indentless and compact lists, plain, quoted, literal and
/// folded scalars, comments, tags.
struct YAMLDocumentGenerator {
    var rng: SeededGenerator

    static let texts = [
        "a", "hello world", "x: y", "a #b", "it's", "say \"hi\"", "back\\slash", "tab\there", "über", "日本", "😀 ok",
        "3", "-7", "0x1F", "1:30", "1.5e3", ".inf", "yes", "No", "~", "null", "", " lead", "trail ", "two\nlines",
        "para\n\nbreak", "end\n", "- dash", "[x]", "{y}", "@at", "`tick`", "%pct", "!bang", "&amp", "*star", "a, b",
        "? q", "| bar", "> gt", "#hash", "col:", "k: v", "multi  space", "  ", "crlf\r\n",
    ]
    static let keys = ["name", "a", "b", "content-state", "light", "lock", "x y", "3", "true", "ключ", "😀", "k-1", "_"]

    mutating func pick<T>(_ a: [T]) -> T { a[Int(rng.next() % UInt64(a.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { rng.next() % 100 < percent }

    mutating func document() -> String {
        var out = chance(10) ? "# top comment\n" : ""
        if chance(10) { out += "---\n" }
        if chance(70) { out += mapping(indent: 0, depth: 0) } else { out += sequence(indent: 0, depth: 0) }
        if chance(5) { out += "...\n" }
        return out
    }

    mutating func mapping(indent: Int, depth: Int) -> String {
        var out = ""
        var used = Set<String>()
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let k = pick(Self.keys)
            guard used.insert(k).inserted else { continue }
            out += String(repeating: " ", count: indent) + key(k) + ":" + value(indent: indent, depth: depth, inMapping: true)
            if chance(5) { out += String(repeating: " ", count: indent) + "# between\n" }
        }
        return out
    }

    mutating func sequence(indent: Int, depth: Int) -> String {
        var out = ""
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            out += String(repeating: " ", count: indent) + "-" + value(indent: indent, depth: depth, inMapping: false)
        }
        return out
    }

    /// After `key:` or `-`: the rest of the line and any lines below.
    mutating func value(indent: Int, depth: Int, inMapping: Bool) -> String {
        let step = chance(70) ? 2 : 4
        if depth < 3 && chance(30) {
            if chance(50) { return "\n" + mapping(indent: indent + step, depth: depth + 1) }
            if !inMapping && chance(40) {
                // Compact: the first key on the dash's line.
                let inner = mapping(indent: indent + 2, depth: depth + 1)
                return " " + inner.dropFirst(indent + 2)
            }
            let under = inMapping && chance(40) ? indent : indent + step
            return "\n" + sequence(indent: under, depth: depth + 1)
        }
        if depth < 4 && chance(15) { return " " + flow(depth: depth + 1) + comment() + "\n" }
        return scalar(indent: indent)
    }

    mutating func comment() -> String { chance(15) ? " # note" : "" }

    mutating func key(_ k: String) -> String {
        switch rng.next() % 4 {
        case 0: return "'" + k.replacing("'", with: "''") + "'"
        case 1: return "\"" + k + "\""
        default: return k
        }
    }

    mutating func scalar(indent: Int) -> String {
        // Plain, "? q" is an explicit key, which the reader refuses (see `deliberateDifferences`).
        let t = pick(Self.texts.filter { !$0.hasPrefix("? ") })
        let pad = String(repeating: " ", count: indent + 2)
        switch rng.next() % 10 {
        case 0, 1, 2: return (t.isEmpty ? "" : " " + t) + comment() + "\n"
        case 3: return " '" + t.replacing("'", with: "''") + "'" + comment() + "\n"
        case 4, 5: return " \"" + escaped(t) + "\"" + comment() + "\n"
        case 6: return " " + pick(["1", "-2", "3.25", "true", "false", "~", "0x10", "1_000", "!!str 5", "!!int 6", "&a b"]) + comment() + "\n"
        case 7:
            let chomp = pick(["", "-", "+"])
            let lines = t.split(separator: "\n", omittingEmptySubsequences: false)
            return " |" + chomp + comment() + "\n" + lines.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
        case 8:
            let chomp = pick(["", "-", "+"])
            let words = t.split(separator: " ", omittingEmptySubsequences: false)
            return " >" + chomp + "\n" + words.map { pad + $0 }.joined(separator: "\n") + "\n"
        default:
            // A plain value over two lines, folded into one.
            return " first part" + "\n" + pad + pick(["second", "more words", "3"]) + "\n"
        }
    }

    mutating func flow(depth: Int) -> String {
        let n = Int(rng.next() % 4)
        let sep = chance(20) ? ",\n  " : ", "
        if chance(50) {
            var items: [String] = []
            for _ in 0..<n { items.append(depth < 4 && chance(20) ? flow(depth: depth + 1) : flowScalar()) }
            return "[" + items.joined(separator: sep) + "]"
        }
        var used = Set<String>()
        var items: [String] = []
        for _ in 0..<n {
            let k = pick(Self.keys)
            guard used.insert(k).inserted else { continue }
            items.append(key(k) + ": " + (depth < 4 && chance(20) ? flow(depth: depth + 1) : flowScalar()))
        }
        return "{" + items.joined(separator: sep) + "}"
    }

    mutating func flowScalar() -> String {
        switch rng.next() % 4 {
        case 0: return pick(["a", "b c", "1", "-2.5", "true", "null", "~", "über", "x:y", "😀"])
        case 1: return "'" + pick(Self.texts).replacing("'", with: "''") + "'"
        default: return "\"" + escaped(pick(Self.texts)) + "\""
        }
    }

    func escaped(_ t: String) -> String {
        var out = ""
        for u in t.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{85}": out += "\\N"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
