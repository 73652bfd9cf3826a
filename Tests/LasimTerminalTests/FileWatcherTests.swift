import Foundation
import Synchronization
@testable import LasimTerminal
import Testing

@Suite struct FileWatcherTests {
    @Test("a save is seen at the next poll; nothing changed, nothing reported")
    func pollSeesSaves() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.yaml").path, b = dir.appendingPathComponent("b.yaml").path
        try "one".write(toFile: a, atomically: false, encoding: .utf8)
        try "two".write(toFile: b, atomically: false, encoding: .utf8)
        let seen = Mutex<[String]>([])
        let w = FileWatcher()
        w.watch([a, b, a]) { path in seen.withLock { $0.append(path) } }
        #expect(w.paths == [a, b])
        #expect(w.poll().isEmpty)
        try "one, edited".write(toFile: a, atomically: false, encoding: .utf8)
        #expect(w.poll() == [a])
        #expect(seen.withLock { $0 } == [a])
        // Saved by renaming a new file over it (vim, most editors).
        try "two, edited".write(toFile: b, atomically: true, encoding: .utf8)
        #expect(w.poll() == [b])
        // Gone for one poll (mid-save): not reported; still gone: reported.
        try FileManager.default.removeItem(atPath: a)
        #expect(w.poll().isEmpty)
        #expect(w.poll() == [a])
    }

    @Test("the thread polls by itself within a second")
    func threadPolls() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-watch-\(UUID().uuidString).yaml").path
        try "x".write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let seen = Atomic<Int>(0)
        let w = FileWatcher(interval: 0.05)
        w.watch([path]) { _ in seen.add(1, ordering: .relaxed) }
        w.start()
        defer { w.stop() }
        try "xy".write(toFile: path, atomically: false, encoding: .utf8)
        let deadline = Date().addingTimeInterval(1)
        while seen.load(ordering: .relaxed) == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(seen.load(ordering: .relaxed) == 1)
    }
}
