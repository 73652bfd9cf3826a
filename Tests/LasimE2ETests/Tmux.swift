import Foundation
import Testing

/// Drives the real `lasim` in a private tmux server of a fixed size and TERM.
final class Tmux {
    let socket = "lasim-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let dir: URL

    /// `LASIM_BINARY` (e.g. `.build/release/lasim`, as .ci/run sets it) runs
    /// the suite against that build; else the debug binary beside the tests.
    static var binary: String {
        if let given = ProcessInfo.processInfo.environment["LASIM_BINARY"], !given.isEmpty {
            return given.hasPrefix("/") ? given : repo.appendingPathComponent(given).path
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [bundle, bundle.deletingLastPathComponent()] {
            let c = dir.appendingPathComponent("lasim")
            if FileManager.default.isExecutableFile(atPath: c.path) { return c.path }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/lasim").path
    }

    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Starts `command` (a shell line; `LASIM` is replaced by the binary) in a w x h pane.
    init(_ command: String, width: Int = 80, height: Int = 24) throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let line = command.replacingOccurrences(of: "LASIM", with: "'\(Tmux.binary)'")
        let script = "export TERM=xterm-256color TZ=UTC LANG=C.UTF-8; cd '\(Tmux.repo.path)'; \(line); echo \"exit=$?\" > '\(dir.path)/rc'; sleep 600"
        // The server forks from this command and would hold a pipe open forever.
        try run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "t", script], detached: true)
        _ = try? run(["set-option", "-g", "remain-on-exit", "on"])
    }


    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: dir)
    }

    /// Runs tmux and waits for it with waitpid: Foundation's Process can
    /// hang on the client that forks the tmux server.
    @discardableResult
    func run(_ args: [String], detached: Bool = false) throws -> String {
        let out = dir.appendingPathComponent("out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + args
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, detached ? "/dev/null" : out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cargs = argv.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        // The test runner blocks some signals; the tmux server and the app
        // must start with the mask and handlers a shell would give them.
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        sigdelset(&all, SIGKILL); sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attr, &empty)
        posix_spawnattr_setsigdefault(&attr, &all)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, "tmux", &actions, &attr, &cargs, environ)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .ENOENT) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if detached { return "" }
        return (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    }

    func keys(_ keys: String...) throws { try run(["send-keys", "-t", "t"] + keys) }

    func screen() throws -> String { try run(["capture-pane", "-p", "-t", "t"]) }

    func resize(_ w: Int, _ h: Int) throws { try run(["resize-window", "-t", "t", "-x", "\(w)", "-y", "\(h)"]) }

    /// Waits until the screen satisfies `predicate` and has settled (up to
    /// `timeout` seconds); returns the last screen. Settled: the same twice,
    /// 50 ms apart, because a capture can land in the middle of a redraw
    /// (a CI run once read the new header over the old view).
    @discardableResult
    func wait(timeout: Double = 8, for predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) {
                Thread.sleep(forTimeInterval: 0.05)
                let again = try screen()
                if again == last { return last }
                last = again
                continue
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return last
    }

    @discardableResult
    func wait(for text: String, timeout: Double = 8) throws -> String {
        try wait(timeout: timeout) { $0.contains(text) }
    }

    /// The exit line the wrapper script writes once lasim ends.
    func exitStatus(timeout: Double = 5) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            // The shell creates the file, then writes it: empty is not yet
            // (a loaded machine read it in between: "" instead of "exit=0").
            if let s = try? String(contentsOf: dir.appendingPathComponent("rc"), encoding: .utf8),
               !s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return s.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// Pid of the lasim process in the pane.
    func lasimPid() throws -> Int32? {
        // The pane's shell is the tmux pane pid; lasim is its child.
        let shell = try run(["list-panes", "-t", "t", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }

    static func requireTmux() -> Bool {
        let found = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
            || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
            }
        if !found { Issue.record("tmux is not installed: apt-get install tmux (.ci/run installs it)") }
        return found
    }
}
