/// How CI reports name a file: relative to the directory lasim ran in (the
/// repository's root, in a workflow), since GitHub places annotations and
/// code-scanning alerts by the path from there.
public struct ArtifactPath: Sendable {
    /// The working directory, absolute; nil to leave paths as given.
    public var base: String?

    public init(base: String?) {
        self.base = base.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// `payloads/order.ndjson` for `./payloads/order.ndjson` or for
    /// `/repo/payloads/order.ndjson` run in /repo; other paths as given.
    public func relative(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map(String.init)
        let absolute = path.hasPrefix("/")
        if absolute, let base {
            let baseParts = base.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            if parts.count > baseParts.count, Array(parts.prefix(baseParts.count)) == baseParts {
                parts.removeFirst(baseParts.count)
                return parts.joined(separator: "/")
            }
        }
        if parts.isEmpty { return path }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// A URI reference for SARIF: the relative path, percent-encoded, or a
    /// `file://` URI for an absolute path outside the working directory.
    public func uri(_ path: String) -> String {
        let r = relative(path)
        return r.hasPrefix("/") ? "file://" + Self.percentEncoded(r) : Self.percentEncoded(r)
    }

    /// Every byte but unreserved characters and `/` encoded (RFC 3986): a
    /// space or `#` in a file name must not end the path, and a `:` before
    /// the first `/` would read as a scheme.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(b)
            default:
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
