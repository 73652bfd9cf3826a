#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches files by polling their modification time, size and inode (every
/// 250 ms by default: portable, and well inside "redrawn within a second of a
/// save"). Each change calls `action(path)` on the watcher's thread; the
/// action loads the file and posts the outcome to the app's inbox. Any
/// list of paths and any action: templates, themes and Swift sources are
/// each one `watch` call.
public final class FileWatcher: Sendable {
    /// What identifies one version of a file on disk.
    public struct Stamp: Sendable, Equatable {
        var seconds: Int, nanoseconds: Int, size: Int, inode: UInt64
    }

    struct Watch { var path: String; var stamp: Stamp?; var missingPolls = 0; var action: @Sendable (String) -> Void }

    private let watches = Mutex<[Watch]>([])
    private let running = Atomic<Bool>(false)
    public let interval: Double

    public init(interval: Double = 0.25) { self.interval = interval }

    /// Starts watching `paths` (duplicates are watched once); `action` runs on each change.
    public func watch(_ paths: [String], action: @escaping @Sendable (String) -> Void) {
        watches.withLock { w in
            for p in paths where !w.contains(where: { $0.path == p }) {
                w.append(Watch(path: p, stamp: Self.stamp(p), action: action))
            }
        }
    }

    public var paths: [String] { watches.withLock { $0.map(\.path) } }

    /// One poll: calls the action of every file that changed since the last
    /// poll and returns their paths. A file that vanished is reported only
    /// when still missing at the next poll (editors save by renaming a new
    /// file over the old one).
    @discardableResult
    public func poll() -> [String] {
        let changed: [(String, @Sendable (String) -> Void)] = watches.withLock { ws in
            var out: [(String, @Sendable (String) -> Void)] = []
            for i in ws.indices {
                let now = Self.stamp(ws[i].path)
                if now == nil && ws[i].stamp != nil {
                    ws[i].missingPolls += 1
                    if ws[i].missingPolls < 2 { continue }
                } else {
                    ws[i].missingPolls = 0
                }
                if now != ws[i].stamp {
                    ws[i].stamp = now
                    out.append((ws[i].path, ws[i].action))
                }
            }
            return out
        }
        for (path, action) in changed { action(path) }
        return changed.map(\.0)
    }

    /// Polls on a thread of its own until `stop()`.
    public func start() {
        guard !running.exchange(true, ordering: .relaxed) else { return }
        BackgroundThread.start { [self] in
            while running.load(ordering: .relaxed) {
                BackgroundThread.pause(seconds: interval)
                poll()
            }
        }
    }

    public func stop() { running.store(false, ordering: .relaxed) }

    static func stamp(_ path: String) -> Stamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
        let mtime = st.st_mtimespec
        #else
        let mtime = st.st_mtim
        #endif
        return Stamp(seconds: Int(mtime.tv_sec), nanoseconds: Int(mtime.tv_nsec), size: Int(st.st_size), inode: UInt64(st.st_ino))
    }
}
