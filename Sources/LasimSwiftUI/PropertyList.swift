/// An XML property list's dictionaries and strings, what a `.stringsdict`
/// holds; any other value (numbers, arrays, dates) is `.other`. A document
/// that is not one reads as far as it is well formed.
enum PropertyList: Sendable {
    case string(String)
    case dict([(key: String, value: PropertyList)])
    case other

    subscript(key: String) -> PropertyList? {
        if case .dict(let entries) = self { return entries.first { $0.key == key }?.value }
        return nil
    }

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var entries: [(key: String, value: PropertyList)] { if case .dict(let e) = self { return e }; return [] }

    /// The document's top value (its `<plist>`'s first child).
    static func parse(_ text: String) -> PropertyList? {
        var reader = Reader(text: Substring(text))
        while let tag = reader.nextTag() {
            if tag.name == "dict" || tag.name == "string" { return reader.value(tag) }
        }
        return nil
    }

    private struct Tag { var name: String; var closing: Bool; var empty: Bool }

    private struct Reader {
        var text: Substring

        /// The next element tag, past text, comments, `<?xml?>` and `<!DOCTYPE>`.
        mutating func nextTag() -> Tag? {
            while let open = text.firstIndex(of: "<") {
                text = text[text.index(after: open)...]
                if text.hasPrefix("!--") {
                    guard let end = text.firstRange(of: "-->") else { text = text[text.endIndex...]; return nil }
                    text = text[end.upperBound...]
                    continue
                }
                guard let close = text.firstIndex(of: ">") else { return nil }
                let inside = text[..<close]
                text = text[text.index(after: close)...]
                if inside.hasPrefix("?") || inside.hasPrefix("!") { continue }
                let closing = inside.hasPrefix("/")
                let empty = inside.hasSuffix("/")
                let name = inside.drop { $0 == "/" }.prefix { $0 != " " && $0 != "/" && $0 != "\t" && $0 != "\n" }
                return Tag(name: String(name), closing: closing, empty: empty)
            }
            return nil
        }

        /// The text up to the next tag, its entities read.
        mutating func characters() -> String {
            let end = text.firstIndex(of: "<") ?? text.endIndex
            let raw = text[..<end]
            text = text[end...]
            return Self.unescaped(raw)
        }

        mutating func value(_ tag: Tag) -> PropertyList {
            switch tag.name {
            case "string":
                if tag.empty { return .string("") }
                let s = characters()
                _ = nextTag()
                return .string(s)
            case "dict":
                if tag.empty { return .dict([]) }
                var entries: [(key: String, value: PropertyList)] = []
                while let t = nextTag(), !(t.closing && t.name == "dict") {
                    guard t.name == "key", !t.closing else { continue }
                    let key = t.empty ? "" : characters()
                    if !t.empty { _ = nextTag() }
                    guard let v = nextTag() else { break }
                    entries.append((key, value(v)))
                }
                return .dict(entries)
            default:
                if !tag.empty { skip(tag.name) }
                return .other
            }
        }

        /// Past the end of an element not read (an array, a number), nested ones included.
        mutating func skip(_ name: String) {
            var depth = 1
            while depth > 0, let t = nextTag() {
                if t.name == name, !t.empty { depth += t.closing ? -1 : 1 }
            }
        }

        static func unescaped(_ s: Substring) -> String {
            guard s.contains("&") else { return String(s) }
            var out = ""
            var rest = s
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                rest = rest[rest.index(after: amp)...]
                guard let semi = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semi) <= 8 else { out += "&"; continue }
                let name = rest[..<semi]
                rest = rest[rest.index(after: semi)...]
                switch name {
                case "amp": out += "&"
                case "lt": out += "<"
                case "gt": out += ">"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                    if let code, let u = Unicode.Scalar(code) { out.unicodeScalars.append(u) } else { out += "&" + name + ";" }
                }
            }
            return out + rest
        }
    }
}
