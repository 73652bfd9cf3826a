import Foundation
import Testing

/// `lasim render --swift`: the app's own SwiftUI views, from the command line.
@Suite struct SwiftRenderTests {
    static let fixtures = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LasimSwiftUITests/Fixtures")
    static var widget: String { fixtures.appendingPathComponent("PizzaDeliveryWidget.swift").path }
    static var payloads: String { fixtures.appendingPathComponent("pizza-payloads.ndjson").path }
    static var unknown: String { fixtures.appendingPathComponent("constructs/unknown-constructs.swift").path }

    @Test func allPresentationsShowTheAppsOwnText() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, Self.payloads, "--presentation", "all"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Marta is bringing 2 pizzas"), "\(r.stdout)")
        #expect(r.stdout.contains("On the way"))
        #expect(r.stdout.contains("65%"))
        #expect(r.stdout.contains("Minimal"))
    }

    /// Apple's pizza sample declares no sample states: with no payloads
    /// the views are drawn with default values, and stderr says so.
    @Test func noSamplesAndNoPayloadsDrawsDefaults() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-nosamples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
            struct ParcelAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var stopsAway: Int; var note: String }
            }
            struct ParcelWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: ParcelAttributes.self) { context in
                        Text("Stops away: \\(context.state.stopsAway)")
                    } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
                }
            }
            """.write(to: dir.appendingPathComponent("Parcel.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "--swift", dir.path, "--presentation", "lock"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Stops away: 0"), "\(r.stdout)")
        #expect(r.stderr.contains("ParcelAttributes declares no sample states"), "\(r.stderr)")
    }

    @Test func coverageReportListsEveryPresentation() throws {
        let r = try CLI.run(["render", "--swift", Self.widget, "--coverage"])
        #expect(r.status == 0, "\(r.stderr)")
        for p in ["lock:", "expanded:", "compact:", "minimal:"] { #expect(r.stdout.contains(p), "\(r.stdout)") }
        #expect(r.stdout.contains("approximated"))
    }

    @Test func unknownConstructsAreListedWithFileAndLine() throws {
        let r = try CLI.run(["render", "--swift", Self.unknown, "--coverage"])
        // ForEach runs now; Canvas (line 10) is what lasim cannot draw.
        #expect(r.stdout.contains("unknown-constructs.swift:10 Canvas"), "\(r.stdout)")
        let state = #"{"aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "UnknownAttributes", "attributes": {}, "content-state": {"items": ["a"], "name": "Kim"}}}"#
        let j = try CLI.run(["render", "--swift", Self.unknown, "-", "--format", "json"], stdin: Data(state.utf8))
        #expect(j.status == 0, "\(j.stderr)")
        #expect(j.stdout.contains("unknown-constructs.swift:10: SwiftUI Canvas not drawn"), "\(j.stdout)")
        #expect(j.stdout.contains("unknown-constructs.swift:11: .shimmering not known to lasim"), "\(j.stdout)")
        #expect(j.stderr.contains("unknown-constructs.swift:10: Canvas not drawn"), "\(j.stderr)")
    }

    @Test func aPathWithNoConfigurationIsAOneLineError() throws {
        let r = try CLI.run(["render", "--swift", CLI.fixtures.path, "--coverage"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no .swift files") || r.stderr.contains("no ActivityConfiguration"), "\(r.stderr)")
    }
}
