import Synchronization

/// What the endpoint did, counted: every request by outcome, and every
/// connection it refused or cut. `lasim serve` prints them on exit.
public final class ServerCounters: Sendable {
    public struct Snapshot: Sendable, Equatable {
        public var connectionsAccepted = 0
        /// Refused at once: the connection limit was reached.
        public var connectionsRefused = 0
        public var connectionsOpen = 0
        public var requests = 0
        /// Answered 200.
        public var accepted = 0
        /// Answered with an APNs error, by reason.
        public var rejected: [APNsReason: Int] = [:]
        /// Closed: a request not complete within the request timeout (slow client).
        public var timeouts = 0
        /// Closed: no traffic for the idle timeout.
        public var idleClosed = 0
        /// Closed: bytes that are not HTTP/1.1 or HTTP/2 (garbage, broken frames).
        public var protocolErrors = 0
        /// Closed: TLS handshake or record failures.
        public var tlsErrors = 0
        /// Cut off: a body over the hard limit (answered 413, then closed).
        public var oversizeClosed = 0
        /// What the last protocol or TLS error was, for a person.
        public var lastConnectionError: String?

        public var rejectedRequests: Int { rejected.values.reduce(0, +) }
        /// Every rejection of any kind.
        public var rejections: Int {
            rejectedRequests + connectionsRefused + timeouts + protocolErrors + tlsErrors
        }

        /// A few lines for a person.
        public var lines: [String] {
            var out = ["requests: \(requests) (accepted \(accepted), rejected \(rejectedRequests))"]
            for (reason, n) in rejected.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { out.append("  \(reason.rawValue): \(n)") }
            out.append("connections: \(connectionsAccepted) accepted, \(connectionsRefused) refused at the limit")
            out.append("closed: \(timeouts) slow (request timeout), \(idleClosed) idle, \(protocolErrors) protocol errors, \(tlsErrors) TLS errors, \(oversizeClosed) oversized bodies")
            if let lastConnectionError { out.append("last connection error: \(lastConnectionError)") }
            return out
        }
    }

    private let state = Mutex(Snapshot())

    public init() {}

    public var snapshot: Snapshot { state.withLock { $0 } }

    func update(_ body: (inout Snapshot) -> Void) { state.withLock { body(&$0) } }
}
