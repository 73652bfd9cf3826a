import Foundation
import Testing

/// `./demo.sh` and `scripts/install-deps.sh`, run in a scratch copy of the
/// repo with stub `swift`, `apt-get`, `sudo`, `dpkg`, `id` on PATH: what they
/// do on a fresh machine, without touching this one.
@Suite struct SetupScriptTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A scratch dir holding demo.sh, scripts/ and the source folders, and a
    /// `bin` of stubs; each stub appends its name and arguments to `calls`.
    struct Scratch {
        let dir: URL
        var bin: URL { dir.appendingPathComponent("bin") }
        var calls: String { (try? String(contentsOf: dir.appendingPathComponent("calls"), encoding: .utf8)) ?? "" }

        init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-setup-\(UUID().uuidString.prefix(8))")
            let fm = FileManager.default
            try fm.createDirectory(at: dir.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try fm.createDirectory(at: dir.appendingPathComponent("scripts"), withIntermediateDirectories: true)
            for f in ["demo.sh", "scripts/install-deps.sh", "Package.swift"] {
                try fm.copyItem(at: repo.appendingPathComponent(f), to: dir.appendingPathComponent(f))
            }
            for d in ["Sources", "Templates", "Themes"] {
                try fm.createDirectory(at: dir.appendingPathComponent(d), withIntermediateDirectories: true)
                try "x".write(to: dir.appendingPathComponent("\(d)/file"), atomically: true, encoding: .utf8)
            }
        }

        func stub(_ name: String, _ body: String) throws {
            let url = bin.appendingPathComponent(name)
            try "#!/bin/sh\necho \"\(name) $*\" >> '\(dir.path)/calls'\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }

        /// Runs `script` with PATH = stubs + the directories of the basic tools.
        func run(_ script: String, args: [String] = []) throws -> (status: Int32, output: String) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            p.arguments = [dir.appendingPathComponent(script).path] + args
            p.currentDirectoryURL = dir
            // Only the stubs and coreutils: tmux, curl... look missing.
            let tools = dir.appendingPathComponent("tools")
            try? FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
            for t in ["find", "sleep", "cat", "dirname", "env", "bash", "echo", "touch", "mkdir", "rm"] {
                for d in ["/usr/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(d)/\(t)") {
                    try? FileManager.default.createSymbolicLink(atPath: tools.appendingPathComponent(t).path,
                                                                withDestinationPath: "\(d)/\(t)")
                    break
                }
            }
            p.environment = ["PATH": "\(bin.path):\(tools.path)", "HOME": dir.path]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = out
            p.standardInput = FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (p.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }

    @Test func installDepsUsesSudoWhenNotRoot() throws {
        let s = try Scratch()
        try s.stub("id", "echo 1000")
        try s.stub("dpkg", "exit 1")
        try s.stub("sudo", "\"$@\"")
        try s.stub("apt-get", "exit 0")
        let r = try s.run("scripts/install-deps.sh")
        #expect(r.status == 0, "\(r.output)")
        // Non-interactive: tzdata's package would otherwise ask for a region and wait.
        #expect(s.calls.contains("sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq") && s.calls.contains("tmux curl openssl"), "\(s.calls)")
    }

    @Test func installDepsSaysWhyWhenItCannot() throws {
        let s = try Scratch()
        try s.stub("id", "echo 1000")
        try s.stub("dpkg", "exit 1")
        try s.stub("apt-get", "exit 0")
        let r = try s.run("scripts/install-deps.sh")
        #expect(r.status == 1)
        #expect(r.output.contains("tmux curl openssl: not root and no sudo"), "\(r.output)")
        #expect(!s.calls.contains("apt-get"))
    }

    /// The demo's first frame must not wait for a no-op release build: with
    /// a binary newer than the sources, `swift` is not run at all.
    @Test func demoSkipsTheBuildWhenTheBinaryIsUpToDate() throws {
        let s = try Scratch()
        try s.stub("id", "echo 0")
        try s.stub("dpkg", "exit 0")
        for tool in ["tmux", "curl", "openssl"] { try s.stub(tool, "exit 0") }
        try s.stub("swift", "exit 0")
        let release = s.dir.appendingPathComponent(".build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        let lasim = release.appendingPathComponent("lasim")
        try "#!/bin/sh\necho \"lasim $*\" >> '\(s.dir.path)/calls'\n".write(to: lasim, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755, .modificationDate: Date().addingTimeInterval(60)],
                                              ofItemAtPath: lasim.path)
        let fresh = try s.run("demo.sh")
        #expect(fresh.status == 0, "\(fresh.output)")
        #expect(!s.calls.contains("swift build"), "\(s.calls)")
        #expect(s.calls.contains("lasim --projector"), "\(s.calls)")

        // A source newer than the binary: it builds, and says so.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(120)],
                                              ofItemAtPath: s.dir.appendingPathComponent("Sources/file").path)
        let stale = try s.run("demo.sh")
        #expect(s.calls.contains("swift build -c release --product lasim"), "\(s.calls)")
        #expect(stale.output.contains("building lasim"), "\(stale.output)")
    }
}
