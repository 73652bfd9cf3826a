import LasimApp
import Synchronization

/// Messages from other threads (stdin reader, the endpoint) waiting for
/// the run loop, which drains them between terminal events.
public final class Inbox: Sendable {
    private let messages = Mutex<[AppMessage]>([])
    public init() {}

    public func post(_ m: AppMessage) { messages.withLock { $0.append(m) } }

    public func drain() -> [AppMessage] { messages.withLock { m in defer { m.removeAll() }; return m } }
}
