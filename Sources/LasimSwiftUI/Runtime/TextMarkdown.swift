/// `Text("...")` with a literal is a `LocalizedStringKey`, and SwiftUI reads
/// its inline Markdown: the phone shows `**Done**` as "Done" (bold), a link's
/// text without its address, and `^[3 step](inflect: true)` as "3 steps".
/// lasim keeps the words the phone shows; the emphasis itself is not drawn.
enum TextMarkdown {
    static func plain(_ s: String) -> String {
        guard s.contains(where: { "*~`[_".contains($0) }) else { return s }
        var out = ""
        var rest = Substring(s)
        while let c = rest.first {
            // `^[text](inflect: true)` and `[text](url)`.
            if c == "^" || c == "[", let (inner, attributes, after) = bracketed(c == "^" ? rest.dropFirst() : rest) {
                out += c == "^" && attributes.contains("inflect") ? inflected(plain(String(inner))) : plain(String(inner))
                rest = after
                continue
            }
            // `**bold**`, `*italic*`, `__bold__`, `_italic_`, `~~struck~~`, `` `code` ``:
            // the words between the marks. An underscore inside a word
            // (`snake_case`) is no mark, as CommonMark reads it.
            if let mark = ["**", "__", "~~", "*", "_", "`"].first(where: { rest.hasPrefix($0) }),
               let (inner, after) = delimited(rest.dropFirst(mark.count), by: mark),
               !mark.hasPrefix("_") || !(out.last.map(Self.isWordCharacter) ?? false) && !(after.first.map(Self.isWordCharacter) ?? false) {
                out += mark == "`" ? String(inner) : plain(String(inner))
                rest = after
                continue
            }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
    }

    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    /// `[inner](attributes)` at the start of `s`.
    private static func bracketed(_ s: Substring) -> (Substring, Substring, Substring)? {
        guard s.first == "[", let close = s.firstIndex(of: "]") else { return nil }
        let open = s.index(after: close)
        guard open < s.endIndex, s[open] == "(", let end = s[open...].firstIndex(of: ")") else { return nil }
        return (s[s.index(after: s.startIndex)..<close], s[s.index(after: open)..<end], s[s.index(after: end)...])
    }

    /// Emphasis opens on a non-space and closes on one, as CommonMark's flanking rule.
    private static func delimited(_ s: Substring, by mark: String) -> (Substring, Substring)? {
        guard let first = s.first, first != " ", let r = s.firstRange(of: mark) else { return nil }
        let inner = s[..<r.lowerBound]
        guard !inner.isEmpty, inner.last != " " else { return nil }
        return (inner, s[r.upperBound...])
    }

    /// English agreement: the noun after a number other than 1 takes its plural.
    static func inflected(_ s: String) -> String {
        var words = s.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for k in words.indices.dropLast() {
            guard let n = Double(words[k].filter { $0 != "," }), n != 1, let noun = words[k + 1].first, noun.isLetter else { continue }
            words[k + 1] = plural(words[k + 1])
        }
        return words.joined(separator: " ")
    }

    static func plural(_ w: String) -> String {
        let lower = w.lowercased()
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return w + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return w.dropLast() + "ies" }
        return w + "s"
    }
}
