import Foundation
import Testing

/// The binary carries its built-in templates and themes: a copy alone in
/// an empty folder (no checkout above it) plays and draws the demo's order.
@Suite struct CopiedBinaryTests {
    @Test func aCopiedBinaryInAnEmptyFolderRunsTheDemoScenario() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-copied-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("lasim")
        // Copied by cp, not FileManager: a write descriptor to the copy open in
        // this process is inherited by any child another test forks meanwhile,
        // and exec of the copy then fails with ETXTBSY ("Text file busy", seen
        // in CI under load) until that child has exec'd in turn.
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [CLI.binary.path, copy.path]
        try cp.run()
        cp.waitUntilExit()
        try #require(cp.terminationStatus == 0, "cp \(CLI.binary.path) \(copy.path) failed")

        func run(_ args: [String], stdin: Data? = nil) throws -> (status: Int32, out: String, err: String) {
            let p = Process()
            p.executableURL = copy
            p.arguments = args
            p.currentDirectoryURL = dir
            var env = ProcessInfo.processInfo.environment
            env["LASIM_HOME"] = nil
            env["TZ"] = "UTC"
            p.environment = env
            let out = Pipe(), err = Pipe(), input = Pipe()
            p.standardOutput = out; p.standardError = err; p.standardInput = input
            try p.run()
            if let stdin { input.fileHandleForWriting.write(stdin) }
            try input.fileHandleForWriting.close()
            let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
        }

        let stream = try run(["scenario", "play", "order", "--speed", "100000"])
        #expect(stream.status == 0, "\(stream.err)")
        #expect(stream.out.contains(#""activity":"order""#), "\(stream.out.prefix(300))")
        let drawn = try run(["render", "-", "--presentation", "lock", "--format", "text"], stdin: Data(stream.out.utf8))
        #expect(drawn.status == 0, "\(drawn.err)")
        #expect(drawn.out.contains("Order #"), "the order template drew the demo's last state: \(drawn.out)")
        // Compiled in, not found on disk: no path of the machine that built it.
        let themes = try run(["themes"])
        for name in ["default", "projector", "sizl", "sleep-bug"] { #expect(themes.out.contains(name), "\(themes.out)") }
        #expect(themes.out.contains("file: compiled in") && !themes.out.contains("/Themes/"), "\(themes.out)")
        let templates = try run(["templates"])
        #expect(templates.out.contains("file: Templates/order.yaml") && !templates.out.contains("/Templates/"), "\(templates.out)")
    }
}
