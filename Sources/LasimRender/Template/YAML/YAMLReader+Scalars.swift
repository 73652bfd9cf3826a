/// Scalars: plain (folded over lines), single- and double-quoted (with
/// escapes), and block scalars (`|` keeps line breaks, `>` folds them).
extension LegacyYAMLReader {
    // MARK: Plain

    /// A plain scalar cannot start with an indicator, except `-`, `?` and
    /// `:` followed by text (`-5`, `:x`).
    mutating func checkPlainStart(flow: Bool) throws(Failure) {
        let c = b[i]
        if c == ascii("-") || c == ascii("?") || c == ascii(":") {
            if !isBlankOrEnd(at: 1), !(flow && i + 1 < b.count && isFlowIndicator(b[i + 1])) { return }
            throw fail("unexpected '\(Character(Unicode.Scalar(c)))'")
        }
        if c == ascii("@") || c == ascii("`") {
            throw fail("'\(Character(Unicode.Scalar(c)))' cannot start a plain value; quote it")
        }
        if isFlowIndicator(c) || c == ascii("#") || c == ascii("&") || c == ascii("*") || c == ascii("!")
            || c == ascii("|") || c == ascii(">") || c == ascii("%") || c == ascii("'") || c == ascii("\"") {
            throw fail("unexpected '\(Character(Unicode.Scalar(c)))'")
        }
    }

    /// The rest of a plain scalar on this line, without trailing blanks: up
    /// to `: `, ` #`, the line's end, and in flow context `,[]{}`.
    mutating func plainLine(flow: Bool) -> ArraySlice<UInt8> {
        let start = i
        var end = i
        while i < b.count {
            let c = b[i]
            if isBreak(c) { break }
            if c == ascii(":") && (isBlankOrEnd(at: 1) || (flow && i + 1 < b.count && isFlowIndicator(b[i + 1]))) { break }
            if flow && isFlowIndicator(c) { break }
            if c == ascii("#") && i > start && isBlank(b[i - 1]) { break }
            i += 1
            if !isBlank(c) { end = i }
        }
        i = end
        return b[start..<end]
    }

    /// Lines that continue a plain scalar, folded: one line break is a
    /// space, each further one a line break. In block context a line
    /// continues it only if indented deeper than `parent`; a comment ends it.
    mutating func plainContinuation(_ first: String, parent: Int, flow: Bool = false) throws(Failure) -> String {
        var text = Array(first.utf8)
        while true {
            let saved = (i, line, lineStart)
            skipBlanks()
            guard i < b.count, isBreak(b[i]) else {
                if i >= b.count || !flow { (i, line, lineStart) = saved }
                return String(decoding: text, as: UTF8.self)
            }
            var breaks = 0
            while i < b.count, isBreak(b[i]) || isBlank(b[i]) {
                if isBreak(b[i]) { newline(); breaks += 1 } else { i += 1 }
            }
            let ends = i >= b.count || atDocumentMarker("---") || atDocumentMarker("...")
                || b[i] == ascii("#") || (!flow && column <= parent)
                || (flow && (isFlowIndicator(b[i]) || (b[i] == ascii(":") && (isBlankOrEnd(at: 1) || (i + 1 < b.count && isFlowIndicator(b[i + 1]))))))
            if ends {
                if !flow { (i, line, lineStart) = saved }
                return String(decoding: text, as: UTF8.self)
            }
            // A tab where the line's indentation is (libyaml: "a tab character
            // that violates indentation").
            if !flow, let tab = b[lineStart..<i].firstIndex(of: ascii("\t")), tab - lineStart <= parent {
                i = tab
                throw fail("a tab in the indentation; YAML indents with spaces")
            }
            let more = plainLine(flow: flow)
            if more.isEmpty { return String(decoding: text, as: UTF8.self) }
            if breaks == 1 { text.append(ascii(" ")) } else { text.append(contentsOf: repeatElement(0x0A, count: breaks - 1)) }
            text.append(contentsOf: more)
        }
    }

    // MARK: Quoted

    /// `'...'` (`''` is a quote) or `"..."` (backslash escapes); line
    /// breaks inside fold as in plain scalars.
    mutating func quoted(tag: String?) throws(Failure) -> YAMLNode {
        let opened = position
        let double = b[i] == ascii("\"")
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < b.count else {
                throw Failure(line: opened.line, column: opened.column, message: "a quoted value opened here is never closed")
            }
            let c = b[i]
            if !double && c == ascii("'") {
                if i + 1 < b.count, b[i + 1] == ascii("'") { out.append(c); i += 2; continue }
                i += 1
                break
            }
            if double && c == ascii("\"") { i += 1; break }
            if double && c == ascii("\\") {
                if i + 1 < b.count, isBreak(b[i + 1]) {
                    // An escaped line break joins the lines with nothing between.
                    i += 1
                    newline()
                    try foldBreaks(into: &out, first: false)
                    continue
                }
                try escape(into: &out)
                continue
            }
            if isBlank(c) || isBreak(c) {
                let spaceStart = i
                skipBlanks()
                if i < b.count, isBreak(b[i]) {
                    newline()
                    try foldBreaks(into: &out, first: true)
                } else {
                    out.append(contentsOf: b[spaceStart..<i])
                }
                continue
            }
            out.append(c)
            i += 1
        }
        return YAMLNode(content: .scalar(String(decoding: out, as: UTF8.self), .quoted), tag: tag, line: opened.line)
    }

    /// After the first line break in a quoted scalar: empty lines and the
    /// next line's indentation. `first`: that break folds to a space if no
    /// empty line follows.
    private mutating func foldBreaks(into out: inout [UInt8], first: Bool) throws(Failure) {
        var breaks = 0
        while i < b.count, isBlank(b[i]) || isBreak(b[i]) {
            if isBreak(b[i]) { newline(); breaks += 1 } else { i += 1 }
        }
        if atDocumentMarker("---") || atDocumentMarker("...") {
            throw fail("a document marker inside a quoted value (a quote left open?)")
        }
        if first && breaks == 0 { out.append(ascii(" ")) }
        out.append(contentsOf: repeatElement(0x0A, count: breaks))
    }

    private mutating func escape(into out: inout [UInt8]) throws(Failure) {
        i += 1
        guard i < b.count else { throw fail("a '\\' at the end of the file") }
        let c = b[i]
        i += 1
        let simple: [UInt8: UInt32] = [
            ascii("0"): 0, ascii("a"): 7, ascii("b"): 8, ascii("t"): 9, 0x09: 9, ascii("n"): 10, ascii("v"): 11,
            ascii("f"): 12, ascii("r"): 13, ascii("e"): 27, ascii(" "): 32, ascii("\""): 34, ascii("/"): 47,
            ascii("\\"): 92, ascii("N"): 0x85, ascii("_"): 0xA0, ascii("L"): 0x2028, ascii("P"): 0x2029,
        ]
        var scalar: UInt32
        if let v = simple[c] {
            scalar = v
        } else {
            let digits = c == ascii("x") ? 2 : c == ascii("u") ? 4 : c == ascii("U") ? 8 : 0
            guard digits > 0 else {
                i -= 1
                throw fail("unknown escape '\\\(String(decoding: [c], as: UTF8.self))' in a double-quoted value")
            }
            guard i + digits <= b.count, let v = UInt32(String(decoding: b[i..<(i + digits)], as: UTF8.self), radix: 16) else {
                throw fail("'\\\(Character(Unicode.Scalar(c)))' needs \(digits) hex digits")
            }
            i += digits
            scalar = v
        }
        guard let u = Unicode.Scalar(scalar) else { throw fail("'\\' escape of an invalid code point") }
        out.append(contentsOf: Array(String(Character(u)).utf8))
    }

    // MARK: Block scalars

    /// `|` or `>`, then optional chomping (`-` strip, `+` keep) and an
    /// indentation digit in either order. libyaml's algorithm, so line
    /// breaks, more-indented lines and trailing empty lines come out as it
    /// gives them.
    mutating func blockScalar(parent: Int, tag: String?) throws(Failure) -> YAMLNode {
        let startLine = line
        let literal = b[i] == ascii("|")
        i += 1
        var chomp = 0
        var increment = 0
        for _ in 0..<2 where i < b.count {
            let c = b[i]
            if (c == ascii("+") || c == ascii("-")) && chomp == 0 {
                chomp = c == ascii("+") ? 1 : -1
                i += 1
            } else if c >= ascii("0") && c <= ascii("9") && increment == 0 {
                guard c != ascii("0") else { throw fail("a block scalar's indentation indicator is 1 to 9") }
                increment = Int(c - ascii("0"))
                i += 1
            }
        }
        skipBlanks()
        if atComment { skipLine() }
        guard i >= b.count || isBreak(b[i]) else { throw fail("expected a line break after the block scalar's '\(literal ? "|" : ">")'") }
        if i < b.count { newline() }
        var indent = increment > 0 ? (parent >= 0 ? parent + increment : increment) : 0
        var out: [UInt8] = []
        var leadingBreak: [UInt8] = []
        var trailingBreaks: [UInt8] = []
        try blockBreaks(indent: &indent, parent: parent, breaks: &trailingBreaks)
        var leadingBlank = false
        while column == indent && i < b.count {
            let trailingBlank = isBlank(b[i])
            if !literal && leadingBreak.first == 0x0A && !leadingBlank && !trailingBlank {
                if trailingBreaks.isEmpty { out.append(ascii(" ")) }
                leadingBreak = []
            } else {
                out.append(contentsOf: leadingBreak)
                leadingBreak = []
            }
            out.append(contentsOf: trailingBreaks)
            trailingBreaks = []
            leadingBlank = isBlank(b[i])
            while i < b.count, !isBreak(b[i]) { out.append(b[i]); i += 1 }
            if i >= b.count { break }
            newline()
            leadingBreak = [0x0A]
            try blockBreaks(indent: &indent, parent: parent, breaks: &trailingBreaks)
        }
        if chomp != -1 { out.append(contentsOf: leadingBreak) }
        if chomp == 1 { out.append(contentsOf: trailingBreaks) }
        return YAMLNode(content: .scalar(String(decoding: out, as: UTF8.self), .block), tag: tag, line: startLine)
    }

    /// Empty lines before the next content line, and the indentation: given,
    /// or that of the first content line (at least one deeper than `parent`).
    private mutating func blockBreaks(indent: inout Int, parent: Int, breaks: inout [UInt8]) throws(Failure) {
        var maxIndent = 0
        while true {
            while (indent == 0 || column < indent), i < b.count, b[i] == ascii(" ") { i += 1 }
            maxIndent = max(maxIndent, column)
            if (indent == 0 || column < indent), i < b.count, b[i] == ascii("\t") {
                throw fail("a tab where a block scalar's indentation is expected")
            }
            guard i < b.count, isBreak(b[i]) else { break }
            newline()
            breaks.append(0x0A)
        }
        if indent == 0 { indent = max(maxIndent, parent + 1, 1) }
    }
}
