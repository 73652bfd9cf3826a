import Foundation
import LasimApp
import Synchronization

/// Messages from other threads (stdin reader, the endpoint) waiting for
/// the run loop, which drains them between terminal events.
///
/// Payload bytes are bounded: a reader waits (`waitForRoom`) while more than
/// `byteLimit` bytes are queued, so a file or pipe of any size is read only
/// as fast as the app applies it, in constant memory.
public final class Inbox: Sendable {
    private let messages = Mutex<(queue: [AppMessage], bytes: Int)>(([], 0))
    public let byteLimit: Int

    public init(byteLimit: Int = 1 << 20) { self.byteLimit = byteLimit }

    public func post(_ m: AppMessage) {
        messages.withLock { m0 in
            if case .bytes(let b, _, _) = m { m0.bytes += b.count }
            m0.queue.append(m)
        }
    }

    public func drain() -> [AppMessage] {
        messages.withLock { m in
            defer { m.queue.removeAll(); m.bytes = 0 }
            return m.queue
        }
    }

    /// Payload bytes queued and not yet drained.
    public var queuedBytes: Int { messages.withLock { $0.bytes } }

    /// Blocks the calling reader thread until the queued bytes are under
    /// `byteLimit` (the run loop drains them every frame).
    public func waitForRoom() {
        while queuedBytes >= byteLimit { usleep(2_000) }
    }
}
