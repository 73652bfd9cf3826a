import Foundation
import Testing

/// `--swift`: the app's own ActivityAttributes on validate and render.
@Suite struct SwiftOptionTests {
    static let swiftFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimSwiftTests/Fixtures")
    static var widget: String { swiftFixtures.appendingPathComponent("Delivery").path }
    static func payloads(_ name: String) -> String { swiftFixtures.appendingPathComponent("payloads/\(name)").path }

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

    @Test func badSwiftIsOneLineAndTheRestLoads() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-cli-swift-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct Broken: ActivityAttributes {\n  var x: = \u{1B}[2J\n}\n".write(to: dir.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", "--swift", dir.path, "--swift", "/nonexistent/x.swift", Self.payloads("good.ndjson")])
        #expect(r.stderr.contains("Broken.swift:2: does not parse as Swift"))
        #expect(r.stderr.contains("/nonexistent/x.swift: no such file or folder"))
        #expect(!r.stderr.contains("\u{1B}"))
    }
}
