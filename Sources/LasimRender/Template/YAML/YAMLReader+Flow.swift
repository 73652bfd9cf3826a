/// Flow collections: `[a, b]` and `{k: v}`, over as many lines as they
/// like, nested, with JSON's `"k":v` too. Entries of a `[ ]` may be single
/// pairs (`[a: 1]`), as YAML allows.
extension LegacyYAMLReader {
    mutating func flowCollection(tag: String?) throws(Failure) -> YAMLNode {
        let opened = position
        let open = b[i]
        try enter()
        defer { depth -= 1 }
        i += 1
        let close = open == ascii("[") ? ascii("]") : ascii("}")
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var seen: [String: Int] = [:]
        while true {
            try skipFlowSpace()
            guard i < b.count else {
                throw Failure(line: opened.line, column: opened.column,
                              message: "'\(Character(Unicode.Scalar(open)))' opened here is never closed")
            }
            if b[i] == close { i += 1; break }
            // libyaml reads any '?' here as an explicit key, even `?x`.
            if b[i] == ascii("?") { throw fail("explicit keys ('? ') are not supported; write 'key: value'") }
            if b[i] == ascii(":") && (isBlankOrEnd(at: 1) || (i + 1 < b.count && isFlowIndicator(b[i + 1]))) {
                throw fail("a key is missing before ':'")
            }
            let first = try flowNode()
            try skipFlowSpace()
            var pair: YAMLNode.Pair?
            if i < b.count, b[i] == ascii(":") {
                i += 1
                try skipFlowSpace()
                let value: YAMLNode
                if i < b.count, b[i] == ascii(",") || b[i] == close {
                    value = .empty(tag: nil, line: line)
                } else {
                    value = try flowNode()
                }
                pair = YAMLNode.Pair(key: first, value: value)
            } else if open == ascii("{") {
                pair = YAMLNode.Pair(key: first, value: .empty(tag: nil, line: first.line))
            }
            if open == ascii("{"), let pair {
                try checkUnique(pair.key, &seen)
                pairs.append(pair)
            } else if let pair {
                items.append(YAMLNode(content: .mapping([pair]), tag: nil, line: first.line))
            } else {
                items.append(first)
            }
            try skipFlowSpace()
            guard i < b.count else { continue }
            if b[i] == ascii(",") { i += 1; continue }
            if b[i] == close { i += 1; break }
            throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
        }
        let content: YAMLNode.Content = open == ascii("[") ? .sequence(items) : .mapping(pairs)
        return YAMLNode(content: content, tag: tag, line: opened.line)
    }

    /// One entry, key or value inside a flow collection.
    private mutating func flowNode() throws(Failure) -> YAMLNode {
        let startLine = line
        var tag: String?
        while i < b.count, b[i] == ascii("&") || b[i] == ascii("!") {
            if b[i] == ascii("&") { _ = try anchorName(flow: true) } else { tag = try tagName(flow: true) }
            try skipFlowSpace()
        }
        guard i < b.count else { throw fail("the file ends inside a [ ] or { } collection") }
        let c = b[i]
        if c == ascii(",") || c == ascii("]") || c == ascii("}") || c == ascii(":") {
            guard tag != nil else { throw fail("expected a value before '\(Character(Unicode.Scalar(c)))'") }
            return .empty(tag: tag, line: startLine)
        }
        if c == ascii("?") { throw fail("explicit keys ('? ') are not supported; write 'key: value'") }
        if c == ascii("[") || c == ascii("{") { return try flowCollection(tag: tag) }
        if c == ascii("\"") || c == ascii("'") { return try quoted(tag: tag) }
        if c == ascii("*") { return YAMLNode(content: .alias(try anchorName(flow: true)), tag: nil, line: startLine) }
        if c == ascii("-") && isBlankOrEnd(at: 1) { throw fail("a '- ' list entry inside [ ] or { }; separate entries with ','") }
        if c == ascii("|") || c == ascii(">") { throw fail("a block scalar ('\(Character(Unicode.Scalar(c)))') inside [ ] or { }") }
        try checkPlainStart(flow: true)
        let first = String(decoding: plainLine(flow: true), as: UTF8.self)
        return YAMLNode(content: .scalar(try plainContinuation(first, parent: -1, flow: true), .plain), tag: tag, line: startLine)
    }

    /// Spaces, tabs, line breaks and comments between flow tokens.
    private mutating func skipFlowSpace() throws(Failure) {
        while i < b.count {
            let c = b[i]
            if isBlank(c) {
                i += 1
            } else if isBreak(c) {
                newline()
                if atDocumentMarker("---") || atDocumentMarker("...") {
                    throw fail("a document marker inside a [ ] or { } collection (a bracket left open?)")
                }
            } else if atComment {
                skipLine()
            } else {
                return
            }
        }
    }
}
