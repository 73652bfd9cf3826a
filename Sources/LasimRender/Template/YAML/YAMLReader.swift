/// Reads the YAML a designer writes in templates and themes: block and flow
/// mappings and sequences, plain, quoted and block (`|`, `>`) scalars with
/// their folding and chomping rules, comments, tags, anchors, one document.
/// What it does not take (explicit `? ` keys, collections as keys, `%TAG`,
/// several documents) is refused with the line and column, never guessed at.
///
/// Why lasim reads YAML itself rather than through Yams: Yams is written
/// against Foundation's Objective-C-style classes (NSNumber, NSRegularExpression,
/// NSMutableDictionary), so it needs libFoundation, and with it CoreFoundation
/// and ICU, in the process. Without them the app holds about 9 MB less
/// (the app's resident memory: 29.6 MB before, 21 MB after, with the
/// static runtime of Package.swift), for the few KB of YAML it reads at
/// start. The rules here follow libyaml's, which Yams wraps, and the tests
/// check that both read the same files the same way.
struct LegacyYAMLReader {
    struct Failure: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Deeper than this is refused (the reader recurses once per level).
    static let maxDepth = 64

    let b: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    /// The document's root node, or nil for a file with no content.
    static func read(_ text: String) throws(Failure) -> YAMLNode? {
        var reader = LegacyYAMLReader(b: Array(text.utf8))
        return try reader.document()
    }

    private init(b: [UInt8]) { self.b = b }

    // MARK: Document

    private mutating func document() throws(Failure) -> YAMLNode? {
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
        _ = try skipToContent()
        var directives = false
        while i < b.count, column == 0, b[i] == ascii("%") {
            if matches("%TAG") { throw fail("%TAG directives are not supported") }
            directives = true
            while i < b.count, !isBreak(b[i]) { i += 1 }
            _ = try skipToContent()
        }
        var explicit = false
        if atDocumentMarker("---") {
            i += 3
            explicit = true
        } else if directives {
            throw fail("a directive must be followed by '---'")
        }
        if !explicit {
            if i >= b.count || atDocumentMarker("...") { return nil }
        }
        let root = try blockNode(parent: -1, context: .document)
        _ = try skipToContent()
        if atDocumentMarker("...") {
            i += 3
            try finishLine()
            _ = try skipToContent()
        }
        if i < b.count {
            if atDocumentMarker("---") { throw fail("a second document ('---'); a file holds one") }
            throw fail("unexpected text at the end of the document (is it indented as the lines above?)")
        }
        return root
    }

    // MARK: Block context

    enum Context { case document, mappingValue, sequenceEntry }

    /// The node after `key:`, `- ` or at the document's start. `parent` is
    /// the indentation of the enclosing collection (-1 at the top): a node
    /// on a later line belongs here only if indented deeper, except a
    /// sequence under a key, which may sit at the key's own column.
    mutating func blockNode(parent: Int, context: Context) throws(Failure) -> YAMLNode {
        let startLine = line
        var crossed = try skipToContent()
        var tag: String?
        while true {
            if i >= b.count || atDocumentMarker("---") || atDocumentMarker("...") {
                return .empty(tag: tag, line: startLine)
            }
            if crossed || context == .document {
                let indentless = context == .mappingValue && column == parent && atSequenceEntry
                if column <= parent && !indentless { return .empty(tag: tag, line: startLine) }
            }
            let c = b[i]
            guard c == ascii("&") || c == ascii("!") else { break }
            if c == ascii("&") { _ = try anchorName(flow: false) } else { tag = try tagName(flow: false) }
            skipBlanks()
            if i >= b.count || isBreak(b[i]) || b[i] == ascii("#") {
                if try skipToContent() { crossed = true }
            }
        }
        try enter()
        defer { depth -= 1 }
        let col = column
        let inline = !crossed && context != .document
        let c = b[i]
        if atSequenceEntry {
            if inline && context == .mappingValue {
                throw fail("a '- ' list cannot start on the line of its key; put it on the next line")
            }
            return try blockSequence(indent: col, tag: tag)
        }
        if c == ascii("?") && isBlankOrEnd(at: 1) { throw fail("explicit keys ('? ') are not supported; write 'key: value'") }
        if c == ascii("|") || c == ascii(">") { return try blockScalar(parent: parent, tag: tag) }
        if c == ascii("[") || c == ascii("{") {
            let node = try flowCollection(tag: tag)
            skipBlanks()
            if i < b.count, b[i] == ascii(":"), isBlankOrEnd(at: 1) {
                throw fail("a [ ] or { } collection as a key is not supported")
            }
            try finishLine()
            return node
        }
        if c == ascii("*") {
            let name = try anchorName(flow: false)
            skipBlanks()
            if i < b.count, b[i] == ascii(":"), isBlankOrEnd(at: 1) { throw fail("an alias as a key is not supported") }
            try finishLine()
            return YAMLNode(content: .alias(name), tag: nil, line: startLine)
        }
        let (first, isKey) = try scalarOrKey(tag: tag)
        if isKey {
            if inline && context == .mappingValue {
                throw fail("mapping values are not allowed here (a second ': ' on one line?)")
            }
            return try blockMapping(indent: col, firstKey: first)
        }
        guard case .scalar(let text, .plain) = first.content else {
            try finishLine()
            return first
        }
        let node = YAMLNode(content: .scalar(try plainContinuation(text, parent: parent), .plain), tag: tag, line: first.line)
        try finishLine()
        return node
    }

    private mutating func blockMapping(indent m: Int, firstKey: YAMLNode) throws(Failure) -> YAMLNode {
        var pairs: [YAMLNode.Pair] = []
        var seen: [String: Int] = [:]
        var key = firstKey
        while true {
            try checkUnique(key, &seen)
            i += 1 // the ':'
            let value = try blockNode(parent: m, context: .mappingValue)
            pairs.append(YAMLNode.Pair(key: key, value: value))
            _ = try skipToContent()
            if i >= b.count || atDocumentMarker("---") || atDocumentMarker("...") || column < m { break }
            if column > m { throw fail("this line is indented deeper than the keys above it") }
            key = try blockKey()
        }
        return YAMLNode(content: .mapping(pairs), tag: nil, line: firstKey.line)
    }

    /// A key at the start of a mapping's line, up to and at its ':'.
    private mutating func blockKey() throws(Failure) -> YAMLNode {
        let c = b[i]
        if atSequenceEntry { throw fail("expected a key, found a '- ' list entry") }
        if c == ascii("?") && isBlankOrEnd(at: 1) { throw fail("explicit keys ('? ') are not supported; write 'key: value'") }
        if c == ascii("[") || c == ascii("{") || c == ascii("*") || c == ascii("&") || c == ascii("!") {
            throw fail("a key must be plain or quoted text")
        }
        let (key, isKey) = try scalarOrKey(tag: nil)
        guard isKey else { throw fail("could not find the ':' after '\(key.keyText ?? "")'") }
        return key
    }

    /// A quoted scalar, or a plain one's first line; and whether a `: ` on
    /// the same line makes it a key (left at the ':').
    private mutating func scalarOrKey(tag: String?) throws(Failure) -> (YAMLNode, isKey: Bool) {
        let keyLine = line
        let node: YAMLNode
        if b[i] == ascii("\"") || b[i] == ascii("'") {
            node = try quoted(tag: tag)
        } else {
            try checkPlainStart(flow: false)
            node = YAMLNode(content: .scalar(String(decoding: plainLine(flow: false), as: UTF8.self), .plain), tag: tag, line: line)
        }
        skipBlanks()
        return (node, line == keyLine && i < b.count && b[i] == ascii(":") && isBlankOrEnd(at: 1))
    }

    /// Keys are unique (Yams refused duplicates too); `seen` maps each to its line.
    func checkUnique(_ key: YAMLNode, _ seen: inout [String: Int]) throws(Failure) {
        guard let k = key.keyText else { return }
        if let other = seen[k] { throw Failure(line: key.line, column: 1, message: "duplicate key '\(k)' (also on line \(other))") }
        seen[k] = key.line
    }

    private mutating func blockSequence(indent s: Int, tag: String?) throws(Failure) -> YAMLNode {
        let startLine = line
        var items: [YAMLNode] = []
        while true {
            i += 1 // the '-'
            items.append(try blockNode(parent: s, context: .sequenceEntry))
            _ = try skipToContent()
            if i >= b.count || atDocumentMarker("---") || atDocumentMarker("...") || column < s { break }
            if column > s { throw fail("this line is indented deeper than the '- ' entries above it") }
            if !atSequenceEntry { break }
        }
        return YAMLNode(content: .sequence(items), tag: tag, line: startLine)
    }

    /// After a value on its line: only spaces and a comment may follow.
    mutating func finishLine() throws(Failure) {
        skipBlanks()
        guard i < b.count, !isBreak(b[i]) else { return }
        if atComment {
            skipLine()
            return
        }
        if b[i] == ascii(":") { throw fail("mapping values are not allowed here (a second ': ' on one line?)") }
        throw fail("unexpected '\(String(decoding: [b[i]], as: UTF8.self))' after the value")
    }

    mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw fail("nesting deeper than \(Self.maxDepth) levels") }
    }

    // MARK: Properties

    mutating func anchorName(flow: Bool) throws(Failure) -> String {
        i += 1
        let start = i
        while i < b.count, !isBlank(b[i]), !isBreak(b[i]), !(flow && isFlowIndicator(b[i])) { i += 1 }
        guard i > start else { throw fail("an anchor or alias needs a name") }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    mutating func tagName(flow: Bool) throws(Failure) -> String {
        let start = i
        if i + 1 < b.count, b[i + 1] == ascii("<") {
            i += 2
            let s = i
            while i < b.count, b[i] != ascii(">"), !isBreak(b[i]) { i += 1 }
            guard i < b.count, b[i] == ascii(">") else { throw fail("a verbatim tag '!<' needs its '>'") }
            defer { i += 1 }
            return String(decoding: b[s..<i], as: UTF8.self)
        }
        while i < b.count, !isBlank(b[i]), !isBreak(b[i]), !(flow && isFlowIndicator(b[i])) { i += 1 }
        let text = String(decoding: b[start..<i], as: UTF8.self)
        if text.hasPrefix("!!") { return "tag:yaml.org,2002:" + text.dropFirst(2) }
        return text
    }

    // MARK: Positions

    var column: Int { i - lineStart }

    /// `#` starts a comment at a line's start or after a blank, not inside a word (`a#b`).
    var atComment: Bool { i < b.count && b[i] == ascii("#") && (i == lineStart || isBlank(b[i - 1])) }

    mutating func skipLine() {
        while i < b.count, !isBreak(b[i]) { i += 1 }
    }

    /// Where the reader is, as an error would give it.
    var position: (line: Int, column: Int) {
        // Columns in characters, 1-based, as an editor shows them.
        let upTo = min(i, b.count)
        return (line, b[min(lineStart, upTo)..<upTo].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } + 1)
    }

    var atSequenceEntry: Bool { i < b.count && b[i] == ascii("-") && isBlankOrEnd(at: 1) }

    func atDocumentMarker(_ marker: String) -> Bool {
        column == 0 && matches(marker) && isBlankOrEnd(at: 3)
    }

    func matches(_ s: String) -> Bool {
        let m = Array(s.utf8)
        return i + m.count <= b.count && b[i..<(i + m.count)].elementsEqual(m)
    }

    /// Moves past spaces, tabs, comments and line breaks to the next content;
    /// true if it crossed a line break. A tab cannot indent a line.
    mutating func skipToContent() throws(Failure) -> Bool {
        var crossed = false
        while i < b.count {
            let c = b[i]
            if c == ascii(" ") || c == ascii("\t") {
                i += 1
            } else if isBreak(c) {
                newline()
                crossed = true
            } else if atComment {
                skipLine()
            } else {
                let lead = b[lineStart..<i]
                if lead.contains(ascii("\t")) && lead.allSatisfy(isBlank) {
                    throw fail("a tab in the indentation; YAML indents with spaces")
                }
                break
            }
        }
        return crossed
    }

    mutating func skipBlanks() {
        while i < b.count, isBlank(b[i]) { i += 1 }
    }

    /// Past one line break (CR LF counts as one).
    mutating func newline() {
        if b[i] == 0x0D, i + 1 < b.count, b[i + 1] == 0x0A { i += 1 }
        i += 1
        line += 1
        lineStart = i
    }

    func isBlankOrEnd(at k: Int) -> Bool {
        let j = i + k
        return j >= b.count || isBlank(b[j]) || isBreak(b[j])
    }

    func fail(_ message: String) -> Failure {
        Failure(line: position.line, column: position.column, message: message)
    }
}

func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }
func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
func isBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
func isFlowIndicator(_ c: UInt8) -> Bool {
    c == ascii(",") || c == ascii("[") || c == ascii("]") || c == ascii("{") || c == ascii("}")
}
