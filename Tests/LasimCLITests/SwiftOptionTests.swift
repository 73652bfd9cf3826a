import Foundation
import Testing

/// `--swift`: the app's own ActivityAttributes on validate and render.
@Suite struct SwiftOptionTests {
    static let swiftFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimSwiftTests/Fixtures")
    static var widget: String { swiftFixtures.appendingPathComponent("Delivery").path }
    static func payloads(_ name: String) -> String { swiftFixtures.appendingPathComponent("payloads/\(name)").path }

    /// A folder of its own for one test's app sources, holding `file` when given.
    static func folder(_ tag: String, _ file: (name: String, text: String)? = nil) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-\(tag)-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        if let file { try file.text.write(to: dir.appendingPathComponent(file.name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func validatePassesGoodPayloads() throws {
        let r = try CLI.run(["validate", "--swift", Self.widget, Self.payloads("good.ndjson")])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(!r.stdout.contains("error"))
    }

    @Test func validateNamesEveryDefectWithTheSwiftTypeAndLine() throws {
        let r = try CLI.run(["validate", "--swift", Self.widget, Self.payloads("defects.ndjson")])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        func has(_ line: Int, _ parts: String...) -> Bool {
            lines.contains { l in l.contains("defects.ndjson:\(line): error") && parts.allSatisfy { l.contains($0) } }
        }
        // attributes copied from the content state
        #expect(has(1, "aps.attributes.orderNumber", "missing required field", "DeliveryAttributes.orderNumber: Int", "DeliveryAttributes.swift:23"))
        #expect(has(2, "aps.content-state.progress", "missing required field", "ContentState.progress: Double", "DeliveryAttributes.swift:11"))
        #expect(has(3, "aps.content-state.progress", "expected Double, found a string"))
        #expect(has(4, "aps.content-state.status", "picked_up", "is not a case of OrderStatus"))
        #expect(has(5, "aps.content-state.eta", "ClosedRange<Date>", "[lower, upper]"))
        #expect(has(6, "aps.content-state.updatedAt", "looks like Unix time"))
        #expect(has(7, "aps.content-state.itemCount", "does not fit in UInt8"))
        #expect(has(8, "aps.content-state.courier.vehicle", "exactly one key"))
        #expect(has(9, "aps.content-state.updatedAt", "Date"))
        #expect(has(10, "aps.content-state.eta", "lowerBound"))
    }

    @Test func renderDropsWhatTheAppDropsAndDrawsItsSamples() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads("defects.ndjson"), "--presentation", "lock"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("keyNotFound at progress"))
        #expect(r.stderr.contains("Cannot initialize OrderStatus from invalid String value picked_up"))
        let samples = try CLI.run(["render", "--swift", Self.widget, "--presentation", "lock"])
        #expect(samples.status == 0, "\(samples.stderr)")
        #expect(samples.stdout.contains("# DeliveryAttributes · onTheWay"))
        #expect(samples.stdout.contains("in_transit"))
    }

    @Test("--defaults takes KEY=VALUE and needs --swift")
    func defaultsOption() throws {
        let bare = try CLI.run(["render", "--defaults", "theme_dark=true", Self.payloads("good.ndjson")])
        #expect(bare.status != 0 && bare.stderr.contains("--defaults needs --swift PATH"), "\(bare.stderr)")
        let malformed = try CLI.run(["render", "--swift", Self.widget, "--defaults", "theme_dark", Self.payloads("good.ndjson")])
        #expect(malformed.status != 0 && malformed.stderr.contains("--defaults theme_dark: expected KEY=VALUE"), "\(malformed.stderr)")
        let given = try CLI.run(["render", "--swift", Self.widget, "--defaults", "theme_dark=true", "--presentation", "lock"])
        #expect(given.status == 0, "\(given.stderr)")
    }

    @Test("--defaults @FILE.json: a JSON object of key -> value, a later value of a key winning; a bad file is one line naming it")
    func defaultsFile() throws {
        let dir = try Self.folder("defaults", ("Goal.swift", """
            struct GoalAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var steps: Int }
                static let preview = GoalAttributes()
            }
            extension GoalAttributes.ContentState { static let walk = Self(steps: 1200) }
            struct GoalWidget: Widget {
                @AppStorage("name") var name = "Guest"
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: GoalAttributes.self) { context in
                        Text("\\(name) \\(context.state.steps)/\\(UserDefaults.standard.integer(forKey: "goal"))")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } }
                }
            }
            """))
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("defaults.json")
        try #"{"name": "Ana", "goal": 8000}"#.write(to: file, atomically: true, encoding: .utf8)
        let render = ["render", "--swift", dir.path, "--presentation", "lock", "--format", "text"]
        let given = try CLI.run(render + ["--defaults", "@" + file.path, "--defaults", "goal=9000"])
        #expect(given.status == 0 && given.stdout.contains("Ana 1200/9000"), "\(given.stdout)\(given.stderr)")

        for (text, why) in [("[1, 2]", "expected a JSON object of key: value ({\"isDark\": true}), not a JSON array"),
                            ("{\"name\": ", "not JSON: ")] {
            try text.write(to: file, atomically: true, encoding: .utf8)
            let bad = try CLI.run(render + ["--defaults", "@" + file.path])
            #expect(bad.status != 0 && bad.stderr.contains("--defaults @\(file.path): \(why)"), "\(bad.stderr)")
        }
        let missing = try CLI.run(render + ["--defaults", "@/nonexistent/d.json"])
        #expect(missing.status != 0 && missing.stderr.contains("--defaults @/nonexistent/d.json: cannot read the file"), "\(missing.stderr)")
    }

    @Test("what the views cannot draw is one line per cause: not again for each sample drawn, nor once for coverage and once for the render")
    func oneLinePerCause() throws {
        let dir = try Self.folder("causes", ("Run.swift", """
            struct RunAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var km: Int }
            }
            extension RunAttributes.ContentState {
                static let start = Self(km: 0)
                static let half = Self(km: 21)
            }
            struct RunWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: RunAttributes.self) { context in
                        VStack { Text("\\(context.state.km) km"); Text(paceText) }
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") } }
                }
            }
            """))
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock", "--format", "text"])
        #expect(r.status == 0 && r.stdout.contains("21 km"), "\(r.stdout)\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("Run.swift:11") }
        #expect(lines == ["lasim: swift: Run.swift:11: paceText not drawn (not found in the widget's sources)"], "\(r.stderr)")
    }

    @Test("validate lints payloads, so it makes no preview state and says nothing of one that cannot be made; render does")
    func validateLeavesPreviewStatesToWhatDrawsThem() throws {
        let dir = try Self.folder("nostates", ("Tip.swift", """
            struct TipAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var cents: Int }
            }
            extension TipAttributes.ContentState {
                static let broken = Self(cents: missingValue)
            }
            """))
        defer { try? FileManager.default.removeItem(at: dir) }
        let payloads = dir.appendingPathComponent("p.ndjson")
        try #"{"aps":{"event":"update","timestamp":1700000000,"content-state":{"cents":5}}}"#.write(to: payloads, atomically: true, encoding: .utf8)
        let render = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock", "--format", "text"])
        #expect(render.stderr.contains("broken skipped"), "\(render.stderr)")
        let validate = try CLI.run(["validate", "--swift", dir.path, payloads.path])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(!validate.stderr.contains("skipped"), "\(validate.stderr)")
    }

    @Test func badSwiftIsOneLineAndTheRestLoads() throws {
        let dir = try Self.folder("swift")
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct Broken: ActivityAttributes {\n  var x: = \u{1B}[2J\n}\n".write(to: dir.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", "--swift", dir.path, "--swift", "/nonexistent/x.swift", Self.payloads("good.ndjson")])
        #expect(r.stderr.contains("Broken.swift:2: does not parse as Swift"))
        #expect(r.stderr.contains("/nonexistent/x.swift: no such file or folder"))
        #expect(!r.stderr.contains("\u{1B}"))
    }
}
