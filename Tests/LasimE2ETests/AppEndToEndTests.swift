import Foundation
import Testing

/// The real binary in a real terminal (tmux): what a person sees.
@Suite(.serialized) struct AppEndToEndTests {
    @Test func pipedStreamThenKeys() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("LASIM scenario play order --no-wait | LASIM")
        let lock = try t.wait(for: "15✓")
        #expect(lock.contains("Delivered"), "\(lock)")
        #expect(lock.contains("end of input") || lock.contains("🔔"))
        try t.keys("2")
        #expect(try t.wait(for: "island ·").contains("Dynamic Island"))
        try t.keys("3")
        let gallery = try t.wait(for: "Minimal ·")
        #expect(gallery.contains("Expanded ·") && gallery.contains("Compact ·"))
        try t.keys("4")
        let log = try t.wait(for: "Event log")
        #expect(log.contains("started (order template)") || log.contains("ended"))
        try t.keys("?")
        #expect(try t.wait(for: "lasim — keys").contains("swipe away the activity"))
        try t.keys("Escape")
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    @Test func fileWithBadInputsShowsDecisions() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("LASIM Tests/LasimCLITests/Fixtures/bad-inputs.ndjson", width: 160, height: 60)
        try t.wait(for: "3✓")
        try t.keys("4")
        let log = try t.wait(for: "Event log")
        #expect(log.contains("malformed JSON"), "\(log)")
        #expect(log.contains("unknown event"))
        #expect(log.contains("older than"))
        #expect(!log.contains("\u{1B}"))
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    @Test func withNothingItSaysWhatToDo() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("LASIM")
        let s = try t.wait(for: "No payloads")
        #expect(s.contains("No Live Activities"))
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    @Test("designer preview at 80 x 24 matches the expected screen")
    func previewExpectedScreen() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("LASIM --template order")
        let first = try t.wait(for: "sample 1/")
        try compare(first, "preview-order-80x24")
        try t.keys("n")
        let second = try t.wait(for: "sample 2/")
        try compare(second, "preview-order-cooking-80x24")
        try t.keys("q")
    }

    @Test func resizeDownTo10x3AndBack() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("LASIM --template order")
        try t.wait(for: "sample 1/")
        try t.resize(10, 3)
        let tiny = try t.wait { $0.contains("too smal") || $0.contains("terminal") }
        #expect(tiny.split(separator: "\n").allSatisfy { $0.count <= 10 })
        try t.resize(30, 6)
        try t.wait(for: "too small")
        try t.resize(80, 24)
        let back = try t.wait(for: "sample 1/")
        #expect(back.contains("Order scheduled"))
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    @Test(arguments: ["TERM", "HUP", "INT"])
    func signalRestoresTheTerminal(_ signal: String) throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("stty -a > \(FileManager.default.temporaryDirectory.path)/before-$$; LASIM --template order; " +
                         "stty -a > \(FileManager.default.temporaryDirectory.path)/after-$$; " +
                         "cmp -s \(FileManager.default.temporaryDirectory.path)/before-$$ \(FileManager.default.temporaryDirectory.path)/after-$$ && echo MODES-RESTORED || echo MODES-DIFFER")
        try t.wait(for: "sample 1/")
        let pid = try #require(try t.lasimPid())
        kill(pid, signal == "TERM" ? SIGTERM : signal == "HUP" ? SIGHUP : SIGINT)
        let after = try t.wait(for: "MODES-")
        #expect(after.contains("MODES-RESTORED"), "pid \(pid): \(after)")
        #expect(!after.contains("Order scheduled"), "the app's screen should be gone (alternate screen left)")
    }

    /// What a presenter does: Ctrl-C typed at the keyboard, not a kill from
    /// outside (the release build once ignored it).
    @Test func typedCtrlCQuitsAndRestores() throws {
        guard Tmux.requireTmux() else { return }
        let tmp = FileManager.default.temporaryDirectory.path
        // The pane's shell traps INT so it outlives the Ctrl-C and reports:
        // lasim restores, then dies of SIGINT itself, as a shell expects.
        let t = try Tmux("trap 'echo SHELL-SAW-INT' INT; stty -a > \(tmp)/before-$$; LASIM --template order; echo STATUS=$?; stty -a > \(tmp)/after-$$; " +
                         "cmp -s \(tmp)/before-$$ \(tmp)/after-$$ && echo MODES-RESTORED || echo MODES-DIFFER")
        try t.wait(for: "sample 1/")
        try t.keys("C-c")
        let after = try t.wait(for: "MODES-")
        #expect(after.contains("MODES-RESTORED"), "\(after)")
        #expect(after.contains("STATUS=130"), "Ctrl-C ends lasim as SIGINT does (status 130): \(after)")
        #expect(!after.contains("Order scheduled"), "the app's screen should be gone (alternate screen left)")
    }
}

func compare(_ screen: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected/\(name).txt")
    let trimmed = screen.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        .joined(separator: "\n")
    if ProcessInfo.processInfo.environment["LASIM_RECORD"].map({ !$0.isEmpty && $0 != "0" }) ?? false {
        try trimmed.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(trimmed == expected, "screen differs from Expected/\(name).txt:\n\(trimmed)", sourceLocation: sourceLocation)
}

/// `--swift`: the app's own SwiftUI views in the terminal app.
@Suite(.serialized) struct SwiftViewsEndToEndTests {
    @Test func pipedPayloadsDrawTheAppsOwnCard() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("cat Tests/LasimSwiftUITests/Fixtures/pizza-payloads.ndjson | LASIM --swift Tests/LasimSwiftUITests/Fixtures/PizzaDeliveryWidget.swift",
                         width: 100, height: 40)
        let lock = try t.wait(for: "Marta is bringing")
        #expect(lock.contains("Luigi's Pizza"), "\(lock)")
        #expect(lock.contains("🍴"), "the SF Symbol fork.knife through the theme's symbols table: \(lock)")
        try t.keys("3")
        let gallery = try t.wait(for: "Minimal ·")
        #expect(gallery.contains("65%"), "minimal: Text(\"\\(Int(progress * 100))%\"): \(gallery)")
        #expect(gallery.contains("On the way"), "expanded bottom: stageTitle(...): \(gallery)")
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    /// An app whose Live Activities declare no sample states (most apps'
    /// do not): `lasim --swift DIR` draws each with its typical state, as
    /// `render` does, and `n` goes on to the next activity.
    @Test func anAppWithoutSamplesIsPreviewedActivityByActivity() throws {
        guard Tmux.requireTmux() else { return }
        let t = try Tmux("LASIM --swift Tests/LasimE2ETests/Fixtures/two-activities", width: 120, height: 30)
        let first = try t.wait(for: "Next stop stationName")
        #expect(first.contains("sample 1/2"), "\(first)")
        #expect(!first.contains("No Live Activities"), "\(first)")
        try t.keys("n")
        let second = try t.wait(for: "Parcel with courier")
        #expect(second.contains("sample 2/2: ParcelAttributes · typical"), "\(second)")
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    /// A construct the views use that lasim cannot draw is named in the
    /// event log with its file:line, not only on the hidden stderr.
    @Test func constructsNotDrawnAreInTheEventLog() throws {
        guard Tmux.requireTmux() else { return }
        let state = #"{"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"items": ["a"], "name": "Kim"}}}"#
        let t = try Tmux("echo '\(state)' | LASIM --swift Tests/LasimSwiftUITests/Fixtures/constructs/unknown-constructs.swift",
                         width: 140, height: 40)
        try t.wait(for: "1✓")
        try t.keys("4")
        let log = try t.wait { $0.contains("Event log") && $0.contains("not drawn") }
        #expect(log.contains("unknown-constructs.swift:10: MeshGradient not drawn"), "\(log)")
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    /// `+`/`-` re-lay the app's own views at the next text size, from
    /// `--text-size`'s; the status line names the size. A lock card of two
    /// lines at most, whole at xxxLarge, is cut at AX5, as the phone cuts it.
    @Test func textSizeKeysRedrawTheAppsViews() throws {
        guard Tmux.requireTmux() else { return }
        let copy = try DeliveryCopy("lasim-text-size")
        defer { copy.remove() }
        let (dir, view) = (copy.dir, copy.view)
        let original = try String(contentsOf: view, encoding: .utf8)
        let line = "Text(context.state.status.rawValue)"
        #expect(original.contains(line))
        try original.replacingOccurrences(of: line, with: #"Text("Order \(context.state.status.rawValue) at Pho Corner, with you soon").lineLimit(2)"#)
            .write(to: view, atomically: false, encoding: .utf8)

        let t = try Tmux("cd '\(dir.path)' && LASIM --text-size xxxLarge --swift .", width: 100, height: 30)
        let start = try t.wait(for: "· text xxxLarge ·")
        #expect(card(start).contains("Order cooking at Pho Corner, with you soon") && !card(start).contains("…"), "\(start)")
        try t.keys("++++++")
        let largest = try t.wait(for: "text size AX5 is the largest")
        #expect(card(largest).contains("Order cooking") && card(largest).contains("…"), "\(largest)")
        #expect(!card(largest).contains("with you soon"), "\(largest)")
        try t.keys("--", "-----")
        let back = try t.wait(for: "· text xxxLarge ·")
        #expect(card(back) == card(start), "\(back)")
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    /// The lock card's lines, between its corners.
    func card(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.firstIndex(where: { $0.contains("╭") }),
              let bottom = lines.firstIndex(where: { $0.contains("╰") }), top < bottom else { return "" }
        return lines[(top + 1)..<bottom].joined(separator: "\n")
    }
}
