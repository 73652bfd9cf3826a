import LasimText
import NIOHPACK

/// A request's header block, checked as RFC 9113 8.2 and 8.3 require of a
/// server: a block that breaks them is malformed, a stream error that ends
/// that stream only. APNs clients send `host` rather than `:authority`
/// (aioapns does), and APNs answers them, so neither is required; the
/// authority is passed on as `host`, as HTTP/1.1 carries it.
struct HTTP2RequestHead {
    var method = ""
    var path = ""
    var headers: [APNsRequest.Header] = []
    /// The declared `content-length`, which the body must then match.
    var contentLength: Int?

    /// Fields that only mean something to HTTP/1.1 (RFC 9113 8.2.2).
    static let connectionSpecific: Set<String> = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]

    /// The head, or why the block is malformed.
    static func parse(_ fields: HPACKHeaders) -> Result<HTTP2RequestHead, HTTP2Malformed> {
        var head = HTTP2RequestHead()
        head.headers.reserveCapacity(fields.count)
        var scheme: String?, method: String?, path: String?, authority: String?
        var regular = false
        for (name, value, _) in fields {
            if let problem = check(name: name, value: value) { return .failure(problem) }
            if name.utf8.first == UInt8(ascii: ":") {
                if regular { return .failure(.init("pseudo-header \(name) after a regular field")) }
                func once(_ slot: inout String?) -> HTTP2Malformed? {
                    if slot != nil { return .init("\(name) twice") }
                    slot = value
                    return nil
                }
                let repeated: HTTP2Malformed?
                switch name {
                case ":method": repeated = once(&method)
                case ":path": repeated = once(&path)
                case ":scheme": repeated = once(&scheme)
                case ":authority": repeated = once(&authority)
                default: return .failure(.init("unknown pseudo-header \(name)"))
                }
                if let repeated { return .failure(repeated) }
                continue
            }
            regular = true
            if connectionSpecific.contains(name) { return .failure(.init("connection-specific field \(name)")) }
            if name == "te" && value != "trailers" { return .failure(.init("te other than trailers")) }
            if name == "content-length" {
                guard let n = Int(value), n >= 0, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    return .failure(.init("content-length \"\(value.prefix(20))\" is not a number"))
                }
                if let earlier = head.contentLength, earlier != n { return .failure(.init("two different content-lengths")) }
                head.contentLength = n
            }
            head.headers.append(APNsRequest.Header(lowercased: name, value))
        }
        guard let method else { return .failure(.init("no :method")) }
        if method == "CONNECT" {
            guard authority != nil, scheme == nil, path == nil else { return .failure(.init("CONNECT with :scheme or :path, or without :authority")) }
        } else {
            guard scheme != nil else { return .failure(.init("no :scheme")) }
            guard let path, !path.isEmpty else { return .failure(.init("no :path")) }
        }
        head.method = method
        head.path = path ?? ""
        if let authority { head.headers.insert(APNsRequest.Header(lowercased: "host", authority), at: 0) }
        return .success(head)
    }

    /// Trailers: regular fields only (their values are not read).
    static func checkTrailers(_ fields: HPACKHeaders) -> HTTP2Malformed? {
        for (name, value, _) in fields {
            if let problem = check(name: name, value: value) { return problem }
            if name.utf8.first == UInt8(ascii: ":") { return .init("pseudo-header \(name) in trailers") }
        }
        return nil
    }

    /// RFC 9113 8.2.1: names are lower case, with no space or control
    /// character; values hold no NUL, CR or LF.
    static func check(name: String, value: String) -> HTTP2Malformed? {
        if name.isEmpty { return .init("an empty field name") }
        // A plain loop over the bytes: every field of every request passes here.
        var first = true
        for b in name.utf8 {
            if b >= 0x41 && b <= 0x5A { return .init("upper-case field name \"\(visible(name))\"") }
            if b <= 0x20 || b >= 0x7F || (b == UInt8(ascii: ":") && !first) {
                return .init("field name \"\(visible(name))\" holds a character names cannot")
            }
            first = false
        }
        for b in value.utf8 where b == 0 || b == 0x0A || b == 0x0D {
            return .init("field \(visible(name))'s value holds NUL, CR or LF")
        }
        return nil
    }

    /// A client's field name, safe for a log line (and short).
    static func visible(_ s: String) -> String { Sanitizer.visible(String(s.prefix(40))) }
}

/// Why a header block is malformed, for the log.
struct HTTP2Malformed: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
