import Foundation
import Testing

/// A designer's loop in a real terminal: copy a template, preview it, edit
/// and save the file on disk, see the screen change; break it, see the
/// error with the last good version still drawn; fix it; save an SVG.
@Suite(.serialized) struct DesignerLoopEndToEndTests {
    /// `--swift`: the app's own view edited in its Swift file, redrawn with
    /// the activity and sample kept; a file that stops parsing says where.
    @Test func editTheAppsSwiftViewAndSeeTheScreenChange() throws {
        guard Tmux.requireTmux() else { return }
        let copy = try DeliveryCopy("lasim-swift-reload")
        defer { copy.remove() }
        let (dir, view) = (copy.dir, copy.view)
        let original = try String(contentsOf: view, encoding: .utf8)
        let widget = """
            struct DeliveryWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in
                        Text("Courier: \\(context.state.status)")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }

            """
        try (original + "\n" + widget).write(to: view, atomically: false, encoding: .utf8)

        let t = try Tmux("cd '\(dir.path)' && LASIM --swift .", width: 120, height: 30)
        let first = try t.wait(for: "Courier: ")
        #expect(first.contains("sample 1/"), "\(first)")

        let saved = Date()
        try (original + "\n" + widget.replacingOccurrences(of: "Courier: ", with: "Rider: ")).write(to: view, atomically: false, encoding: .utf8)
        let changed = try t.wait(timeout: 5) { $0.contains("Rider: ") }
        #expect(Date().timeIntervalSince(saved) < 2, "redrawn within two seconds of the save")
        #expect(changed.contains("DeliveryLiveActivity.swift reloaded") && changed.contains("sample 1/"), "\(changed)")

        // Half-typed Swift: the line says where, what still parses is kept.
        try (original + "\n" + widget.replacingOccurrences(of: "Courier: ", with: "Rider: ") + "struct Broken { var x: = }\n")
            .write(to: view, atomically: false, encoding: .utf8)
        let broken = try t.wait(timeout: 5) { $0.contains("does not parse") }
        #expect(broken.contains("Rider: "), "\(broken)")
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }

    @Test func editTheTemplateOnDiskAndSeeTheScreenChange() throws {
        guard Tmux.requireTmux() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-designer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mine.yaml")
        let original = try String(contentsOf: Tmux.repo.appendingPathComponent("Templates/order.yaml"), encoding: .utf8)
        try original.replacingOccurrences(of: "name: order\n", with: "name: mine\n").write(to: file, atomically: false, encoding: .utf8)

        let t = try Tmux("cd '\(dir.path)' && LASIM --template '\(file.path)'", width: 130, height: 30)
        try t.wait(for: "sample 1/")
        #expect(try t.screen().contains("Order scheduled"))
        try t.keys("n") // to sample 2 (cooking): the sample must survive the reload
        try t.wait(for: "Cooking your order")

        // Edit and save, as an editor does (write in place).
        let saved = Date()
        try original.replacingOccurrences(of: "name: order\n", with: "name: mine\n")
            .replacingOccurrences(of: "'Cooking your order'", with: "'Chef is on it'")
            .write(to: file, atomically: false, encoding: .utf8)
        let changed = try t.wait(timeout: 3) { $0.contains("Chef is on it") }
        let seconds = Date().timeIntervalSince(saved)
        #expect(changed.contains("Chef is on it"), "\(changed)")
        #expect(seconds < 1.5, "redrawn \(seconds) s after the save")
        #expect(changed.contains("mine.yaml reloaded") && changed.contains("sample 2/"), "\(changed)")

        // Break the YAML: the error shows, the last good version stays.
        try "name: mine\nlock: [unclosed\n".write(to: file, atomically: true, encoding: .utf8)
        let broken = try t.wait(timeout: 3) { $0.contains("still showing the last version") }
        #expect(broken.contains("mine.yaml"), "\(broken)")
        #expect(broken.contains("Chef is on it"), "\(broken)")

        // A glyph that does not exist: a warning with a suggestion, one per
        // place it is used (order.yaml draws the rider on the lock screen and
        // in the expanded view).
        let uses = original.components(separatedBy: "rider: rider").count - 1
        #expect(uses == 2)
        try original.replacingOccurrences(of: "name: order\n", with: "name: mine\n")
            .replacingOccurrences(of: "rider: rider", with: "rider: ridr")
            .write(to: file, atomically: true, encoding: .utf8)
        let warned = try t.wait(timeout: 5) { $0.contains("did you mean rider?") }
        #expect(warned.contains("mine.yaml reloaded · \(uses) warnings: lock.vstack[3].segmented.rider: \"ridr\" is not a glyph name (did you mean rider?)"), "\(warned)")

        // Save the view as SVG: the status line says where.
        try t.keys("s")
        let savedLine = try t.wait(timeout: 5) { $0.contains("view saved as") }
        #expect(savedLine.contains(dir.path), "\(savedLine)")
        let svgs = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".svg") }
        #expect(svgs.count == 1, "\(svgs)")
        if let name = svgs.first {
            let svg = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            #expect(svg.contains("Cooking your order") && svg.hasSuffix("</svg>\n"))
        }
        try t.keys("q")
        #expect(t.exitStatus() == "exit=0")
    }
}
