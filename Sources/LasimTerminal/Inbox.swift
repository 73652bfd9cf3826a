#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimApp
import Synchronization

/// Messages from other threads (stdin reader, the endpoint) waiting for
/// the run loop, which drains them between terminal events.
///
/// Payload bytes are bounded: a reader waits (`waitForRoom`) while more than
/// `byteLimit` bytes are queued, so a file or pipe of any size is read only
/// as fast as the app applies it, in constant memory.
///
/// A post also makes `wakeDescriptor` readable, so the run loop, waiting in
/// poll(2) for a key or the next tick, wakes at once: a payload is drawn
/// when it arrives, not when the frame's wait runs out.
public final class Inbox: Sendable {
    private let messages = Mutex<(queue: [AppMessage], bytes: Int)>(([], 0))
    public let byteLimit: Int
    /// Readable while messages wait (a pipe's read end, non-blocking).
    public let wakeDescriptor: Int32
    private let wakeWriter: Int32

    public init(byteLimit: Int = 1 << 20) {
        self.byteLimit = byteLimit
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        } else {
            fds = [-1, -1] // no pipe: the loop still drains every frame
        }
        wakeDescriptor = fds[0]
        wakeWriter = fds[1]
    }

    deinit {
        if wakeDescriptor >= 0 { close(wakeDescriptor) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    public func post(_ m: AppMessage) {
        let wasEmpty = messages.withLock { m0 in
            if case .bytes(let b, _, _) = m { m0.bytes += b.count }
            m0.queue.append(m)
            return m0.queue.count == 1
        }
        // One byte per batch: a full pipe (EAGAIN) is still readable.
        if wasEmpty && wakeWriter >= 0 {
            var byte: UInt8 = 1
            _ = write(wakeWriter, &byte, 1)
        }
    }

    public func drain() -> [AppMessage] {
        // Empty the pipe first: a post after this point writes again and wakes the next wait.
        if wakeDescriptor >= 0 {
            var sink = [UInt8](repeating: 0, count: 64)
            while read(wakeDescriptor, &sink, sink.count) > 0 {}
        }
        return messages.withLock { m in
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
