/// Foundation's `URLComponents` and `URLQueryItem`, as widgets read a deep
/// link or a payload's URL: `URLComponents(string:)?.queryItems`, `.host`,
/// `.path`. A URL is kept as its string; the components are an opaque value
/// whose parts are its settings (assignable, as `components.queryItems = ...`),
/// and whose `url` and `string` are made from the parts when read.
extension Builtins {
    /// A library type's properties declared `T?`, by its kind: `.map` on them is the optional's.
    static let optionalProperties: [String: Set<String>] = [
        "URLComponents": ["scheme", "user", "host", "port", "query", "percentEncodedQuery", "fragment", "queryItems", "url", "string"],
        "URLQueryItem": ["value"],
    ]

    /// `URLComponents(string:)` (nil for what RFC 3986 does not parse: a
    /// space, a bad percent escape), `URLComponents(url:resolvingAgainstBaseURL:)`,
    /// `URLComponents()`.
    static func urlComponents(_ text: String?) -> SwiftValue {
        guard let text else { return .opaque(.init("URLComponents", ["queryItems": .null])) }
        guard !text.contains(where: { $0 == " " || $0.isNewline }), let parts = URLParts(text) else { return .null }
        var settings: [String: SwiftValue] = [:]
        func optional(_ s: String?) -> SwiftValue { s.map { .string($0) } ?? .null }
        settings["scheme"] = optional(parts.scheme)
        settings["user"] = optional(parts.user.flatMap(percentDecoded))
        settings["host"] = optional(parts.host.flatMap(percentDecoded))
        settings["port"] = parts.port.map { .int($0) } ?? .null
        settings["path"] = .string(percentDecoded(parts.path) ?? parts.path)
        settings["percentEncodedPath"] = .string(parts.path)
        settings["query"] = optional(parts.query.flatMap(percentDecoded))
        settings["percentEncodedQuery"] = optional(parts.query)
        settings["fragment"] = optional(parts.fragment.flatMap(percentDecoded))
        settings["queryItems"] = parts.query.map { q in
            .array(q.split(separator: "&", omittingEmptySubsequences: false).map { pair in
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                return queryItem(name: percentDecoded(kv[0]) ?? kv[0], value: kv.count > 1 ? (percentDecoded(kv[1]) ?? kv[1]) : nil)
            })
        } ?? .null
        return .opaque(.init("URLComponents", settings))
    }

    static func queryItem(name: String, value: String?) -> SwiftValue {
        .opaque(.init("URLQueryItem", ["name": .string(name), "value": value.map { .string($0) } ?? .null]))
    }

    /// `components.url`, `.string`: the parts as they stand now, put together again.
    static func urlString(_ o: SwiftValue.Opaque) -> SwiftValue {
        func part(_ k: String) -> String? { o.settings[k]?.asString }
        var out = ""
        if let s = part("scheme") { out += s + ":" }
        if let h = part("host") {
            out += "//" + (part("user").map { $0 + "@" } ?? "") + h
            if let p = o.settings["port"]?.asInt { out += ":\(p)" }
        }
        out += part("path") ?? ""
        if case .array(let items)? = o.settings["queryItems"] {
            out += "?" + items.map { item -> String in
                guard case .opaque(let q) = item else { return "" }
                let name = q.settings["name"]?.asString ?? ""
                return q.settings["value"]?.asString.map { name + "=" + $0 } ?? name
            }.joined(separator: "&")
        } else if let q = part("query") {
            out += "?" + q
        }
        if let f = part("fragment") { out += "#" + f }
        return .string(out)
    }

    /// `%41` -> "A"; nil for a bad escape or bytes that are not UTF-8.
    static func percentDecoded(_ s: String) -> String? {
        guard s.contains("%") else { return s }
        var bytes: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let b = it.popFirst() {
            guard b == UInt8(ascii: "%") else { bytes.append(b); continue }
            guard it.count >= 2, let hi = hex(it.removeFirst()), let lo = hex(it.removeFirst()) else { return nil }
            bytes.append(hi << 4 | lo)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// A URL reference split as RFC 3986 splits it: scheme, authority (user,
/// host, port), path, query, fragment, each still percent-encoded.
struct URLParts {
    var scheme: String?, user: String?, host: String?, port: Int?
    var path = "", query: String?, fragment: String?

    init?(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { fragment = String(rest[rest.index(after: hash)...]); rest = rest[..<hash] }
        if let q = rest.firstIndex(of: "?") { query = String(rest[rest.index(after: q)...]); rest = rest[..<q] }
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/"), let first = rest.first, first.isLetter {
            let s = rest[..<colon]
            guard s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
            scheme = String(s)
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<end]
            rest = rest[end...]
            if let at = authority.lastIndex(of: "@") { user = String(authority[..<at]); authority = authority[authority.index(after: at)...] }
            if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
                let digits = authority[authority.index(after: colon)...]
                if !digits.isEmpty {
                    guard let p = Int(digits) else { return nil }
                    port = p
                }
                authority = authority[..<colon]
            }
            host = String(authority)
        }
        path = String(rest)
    }
}
