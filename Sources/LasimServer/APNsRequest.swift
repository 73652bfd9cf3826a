/// One HTTP request as the endpoint received it, protocol-independent
/// (HTTP/1.1 and HTTP/2 both end up here).
public struct APNsRequest: Sendable, Equatable {
    public struct Header: Sendable, Equatable {
        /// Lower-cased (HTTP/2 requires it; HTTP/1.1 names are case-insensitive).
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) { self.name = name.lowercased(); self.value = value }
        /// A name known to be lower case already (HTTP/2 requires it, and the
        /// endpoint checks).
        init(lowercased name: String, _ value: String) { self.name = name; self.value = value }
    }

    public var method: String
    public var path: String
    public var headers: [Header]
    /// The body, when it was at most the payload limit; empty otherwise
    /// (the server does not buffer what it will refuse).
    public var body: [UInt8]
    /// How many body bytes arrived (or were declared), even when not kept.
    public var bodyByteCount: Int

    public init(method: String, path: String, headers: [Header], body: [UInt8], bodyByteCount: Int? = nil) {
        self.method = method; self.path = path; self.headers = headers
        self.body = body; self.bodyByteCount = bodyByteCount ?? body.count
    }

    public init(method: String = "POST", path: String, headers: [(String, String)], body: String) {
        self.init(method: method, path: path, headers: headers.map { Header($0.0, $0.1) }, body: Array(body.utf8))
    }

    /// Every value of header `name` (lower-case).
    public func values(_ name: String) -> [String] { headers.filter { $0.name == name }.map(\.value) }

    /// The first value of header `name` (lower-case).
    public func first(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// How often header `name` (lower-case) appears.
    public func count(of name: String) -> Int { headers.reduce(0) { $0 + ($1.name == name ? 1 : 0) } }
}
