internal import CLibYAML

/// Reads the YAML a designer writes in templates and themes through
/// libyaml's event parser (the platform's libyaml: `libyaml-dev` to build,
/// `libyaml-0-2` to run), into the `YAMLNode` tree `DataFile` turns into a
/// `JSONValue`. libyaml decides what is YAML; this file decides what a
/// template may use of it: one document, no `%TAG`, keys that are text
/// (plain or quoted), unique keys, at most `maxDepth` levels. What a plain
/// scalar means (`3`, `true`, `~`) is lasim's rule, `YAMLPlainScalar`.
///
/// Why libyaml's C API and not Yams (which wraps the same parser): Yams is
/// written against Foundation's Objective-C-style classes (NSNumber,
/// NSRegularExpression, NSMutableDictionary), so it needs libFoundation,
/// and with it CoreFoundation and ICU, in the process: about 9 MB of the
/// app's resident memory for the few KB of YAML it reads at start.
/// libyaml itself is plain C.
struct YAMLReader {
    struct Failure: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Deeper than this is refused: `DataFile.convert` recurses once per level.
    static let maxDepth = 64

    /// The document's root node, or nil for a file with no content.
    static func read(_ text: String) throws(Failure) -> YAMLNode? {
        let bytes = Array(text.utf8)
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { input.deallocate() }
        _ = UnsafeMutableBufferPointer(start: input, count: bytes.count).initialize(from: bytes)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { throw Failure(line: 1, column: 1, message: "out of memory") }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input, bytes.count)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        var tree = TreeBuilder()
        while true {
            guard yaml_parser_parse(parser, event) == 1 else { throw failure(parser.pointee, bytes) }
            let done: Bool
            do throws(Failure) {
                done = try tree.take(event.pointee)
            } catch {
                yaml_event_delete(event)
                throw error
            }
            yaml_event_delete(event)
            if done { return tree.root }
        }
    }

    // MARK: Errors

    /// libyaml's problem and its mark, in lasim's words where a designer
    /// meets it often; otherwise libyaml's own, with its context.
    fileprivate static func failure(_ p: yaml_parser_t, _ bytes: [UInt8]) -> Failure {
        if p.error == YAML_MEMORY_ERROR { return Failure(line: 1, column: 1, message: "out of memory") }
        if p.error == YAML_READER_ERROR {
            let at = Source(bytes).position(ofByte: p.problem_offset)
            let what = p.problem.map { String(cString: $0) } ?? "unreadable text"
            guard p.problem_value >= 0 else { return Failure(line: at.line, column: at.column, message: what) }
            let hex = String(p.problem_value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return Failure(line: at.line, column: at.column, message: "\(what) (\(code)); write it as an escape in a double-quoted value")
        }
        let problem = p.problem.map { String(cString: $0) } ?? "not valid YAML"
        let context = p.context.map { String(cString: $0) }
        let source = Source(bytes)
        let mark = p.problem_mark, contextMark = p.context_mark
        func at(_ m: yaml_mark_t, _ message: String) -> Failure {
            Failure(line: m.line + 1, column: m.column + 1, message: message)
        }
        let found = source.character(at: mark)
        let afterValue = !source.startsLine(mark)
        switch problem {
        case "found unexpected end of stream" where context == "while scanning a quoted scalar":
            return at(contextMark, "a quoted value opened here is never closed")
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            let open = source.character(at: contextMark) ?? "["
            if source.isEnd(mark) { return at(contextMark, "'\(open)' opened here is never closed") }
            return at(mark, "expected ',' or '\(open == "[" ? "]" : "}")' (in the '\(open)' at line \(contextMark.line + 1), column \(contextMark.column + 1))")
        case "found character that cannot start any token", "found a tab character that violates indentation":
            if found == "\t" { return at(mark, "a tab in the indentation; YAML indents with spaces") }
            if let c = found { return at(mark, "'\(c)' cannot start a plain value; quote it") }
        case "mapping values are not allowed in this context":
            return at(mark, "mapping values are not allowed here (a second ': ' on one line?)")
        case "block sequence entries are not allowed in this context":
            return at(mark, "a '- ' list cannot start on the line of its key; put it on the next line")
        case "did not find expected key" where context == "while parsing a block mapping",
             "did not find expected '-' indicator", "did not find expected <document start>":
            if afterValue, let c = found { return at(mark, "unexpected '\(c)' after the value") }
            if problem.hasSuffix("key") { return at(mark, "expected a key (is this line indented as the keys above it?)") }
            if problem.hasSuffix("indicator") { return at(mark, "expected a '- ' entry (is this line indented as the entries above it?)") }
            return at(mark, "unexpected text at the end of the document (is it indented as the lines above?)")
        case "could not find expected ':'" where context == "while scanning a simple key":
            return at(contextMark, "could not find the ':' after '\(source.lineText(from: contextMark))'")
        case "found unknown escape character":
            var next = mark
            next.column += 1
            return at(mark, "unknown escape '\\\(source.character(at: next).map(String.init) ?? "")' in a double-quoted value")
        case "did not find expected comment or line break" where context == "while scanning a block scalar":
            return at(mark, "expected a line break after the block scalar's '\(source.character(at: contextMark) ?? "|")'")
        case "did not find expected alphabetic or numeric character" where context == "while scanning an anchor" || context == "while scanning an alias":
            return at(mark, "an anchor or alias ('&' or '*') needs a name of letters, digits, '-' or '_'")
        case "found an indentation indicator equal to 0":
            return at(mark, "a block scalar's indentation indicator is 1 to 9")
        default:
            break
        }
        guard let context else { return at(mark, problem) }
        let sameLine = contextMark.line == mark.line && contextMark.column == mark.column
        return at(mark, problem + " (" + context + (sameLine ? "" : " at line \(contextMark.line + 1), column \(contextMark.column + 1)") + ")")
    }

    /// The input's bytes, to say which character a mark points at.
    fileprivate struct Source {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// libyaml's marks count characters from 0: lines after each break
        /// (CR LF counts once), columns within the line.
        func offset(of m: yaml_mark_t) -> Int? {
            var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, line = 0
            while line < m.line {
                guard i < bytes.count else { return nil }
                if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                let wide = wideBreak(at: i)
                if bytes[i] == 0x0A || bytes[i] == 0x0D || wide > 0 { line += 1 }
                i += max(1, wide)
            }
            var column = 0
            while column < m.column, i < bytes.count {
                i += 1
                while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
                column += 1
            }
            return i
        }

        /// libyaml (YAML 1.1) also breaks lines at NEL, LS and PS: their length in bytes, or 0.
        func wideBreak(at i: Int) -> Int {
            if bytes[i] == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 { return 2 }
            if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return 3 }
            return 0
        }

        func character(at m: yaml_mark_t) -> Character? {
            guard let i = offset(of: m), i < bytes.count else { return nil }
            var end = i + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[i..<end], as: UTF8.self).first
        }

        /// Nothing but blanks before the mark on its line.
        func startsLine(_ m: yaml_mark_t) -> Bool {
            guard var i = offset(of: m) else { return true }
            while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D {
                if bytes[i - 1] != 0x20 && bytes[i - 1] != 0x09 { return false }
                i -= 1
            }
            return true
        }

        /// The text from the mark to the end of its line, cut at 40 characters.
        func lineText(from m: yaml_mark_t) -> String {
            guard let i = offset(of: m) else { return "" }
            var end = i
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, wideBreak(at: end) == 0,
                  !(bytes[end] == 0x23 && end > i && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09)) { end += 1 }
            let text = String(decoding: bytes[i..<end], as: UTF8.self)
            let trimmed = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            return trimmed.count > 40 ? String(trimmed.prefix(40)) + "…" : String(trimmed)
        }

        func isEnd(_ m: yaml_mark_t) -> Bool {
            guard let i = offset(of: m) else { return true }
            return bytes[i...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        }

        /// 1-based line and column (in characters) of a byte offset.
        func position(ofByte offset: Int) -> (line: Int, column: Int) {
            var line = 1, column = 1, i = 0
            let end = min(offset, bytes.count)
            while i < end {
                if bytes[i] == 0x0A || (bytes[i] == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) {
                    line += 1
                    column = 1
                } else if bytes[i] & 0xC0 != 0x80 && bytes[i] != 0x0D {
                    column += 1
                }
                i += 1
            }
            return (line, column)
        }
    }
}

/// Events to nodes, with lasim's rules on what a template's YAML may hold.
private struct TreeBuilder {
    typealias Failure = YAMLReader.Failure

    /// An open collection. Changed in place (`stack[top]`), so its arrays
    /// are never copied as they grow.
    struct Frame {
        var node: YAMLNode
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var key: YAMLNode?
        var seen: [String: Int] = [:]
    }

    var stack: [Frame] = []
    var root: YAMLNode?
    var documents = 0

    static func text(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        p.map { String(cString: $0) }
    }

    static func fail(_ m: yaml_mark_t, _ message: String) -> Failure {
        Failure(line: m.line + 1, column: m.column + 1, message: message)
    }

    var expectsKey: Bool {
        guard let top = stack.last else { return false }
        return top.isMapping && top.key == nil
    }

    /// True at the end of the stream.
    mutating func take(_ e: yaml_event_t) throws(Failure) -> Bool {
        let line = e.start_mark.line + 1
        switch e.type {
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw Self.fail(e.start_mark, "a second document ('---'); a file holds one") }
            let directives = e.data.document_start.tag_directives
            if directives.start != nil && directives.start != directives.end {
                throw Self.fail(e.start_mark, "%TAG directives are not supported")
            }
        case YAML_SCALAR_EVENT:
            let s = e.data.scalar
            let value = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
            let style: YAMLNode.Style
            switch s.style {
            case YAML_PLAIN_SCALAR_STYLE: style = .plain
            case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .block
            default: style = .quoted
            }
            try add(YAMLNode(content: .scalar(value, style), tag: Self.text(s.tag), line: line), at: e.start_mark)
        case YAML_ALIAS_EVENT:
            if expectsKey { throw Self.fail(e.start_mark, "an alias as a key is not supported") }
            try add(YAMLNode(content: .alias(Self.text(e.data.alias.anchor) ?? ""), tag: nil, line: line), at: e.start_mark)
        case YAML_SEQUENCE_START_EVENT:
            try open(e, YAMLNode(content: .sequence([]), tag: Self.text(e.data.sequence_start.tag), line: line), isMapping: false)
        case YAML_MAPPING_START_EVENT:
            try open(e, YAMLNode(content: .mapping([]), tag: Self.text(e.data.mapping_start.tag), line: line), isMapping: true)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard var top = stack.popLast() else { return false }
            top.node.content = top.isMapping ? .mapping(top.pairs) : .sequence(top.items)
            try add(top.node, at: e.start_mark)
        default:
            break
        }
        return false
    }

    mutating func open(_ e: yaml_event_t, _ node: YAMLNode, isMapping: Bool) throws(Failure) {
        if expectsKey { throw Self.fail(e.start_mark, "a list or mapping as a key is not supported; a key is text") }
        if stack.count >= YAMLReader.maxDepth { throw Self.fail(e.start_mark, "nesting deeper than \(YAMLReader.maxDepth) levels") }
        stack.append(Frame(node: node, isMapping: isMapping))
    }

    mutating func add(_ node: YAMLNode, at mark: yaml_mark_t) throws(Failure) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].key {
            stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
            stack[top].key = nil
        } else {
            // Keys are unique; a repeated one is refused, naming both lines.
            let k = node.keyText ?? ""
            if let other = stack[top].seen[k] {
                throw Failure(line: node.line, column: mark.column + 1, message: "duplicate key '\(k)' (also on line \(other))")
            }
            stack[top].seen[k] = node.line
            stack[top].key = node
        }
    }
}
