import Foundation
import Testing

/// An activity the app's `@main` `WidgetBundle` does not list (Xcode's
/// template left in the sources) is never run by the phone: not drawn.
@Suite struct WidgetBundleTests {
    /// The app's own activity: a parking meter, with a sample state.
    static let parking = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct MeterAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var bay: String }
            var street: String
        }

        struct MeterLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: MeterAttributes.self) { context in
                    Text("Bay \\(context.state.bay)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.bay) }
                    } compactLeading: { Text("P") } compactTrailing: { Text(context.state.bay) } minimal: { Text("P") }
                }
            }
        }

        #Preview("Notification", as: .content, using: MeterAttributes(street: "Elm")) {
            MeterLiveActivity()
        } contentStates: {
            MeterAttributes.ContentState(bay: "B12")
        }
        """

    /// What Xcode's widget-extension template writes, kept in the sources.
    static let template = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParkWidgetAttributes: ActivityAttributes {
            public struct ContentState: Codable, Hashable { var emoji: String }
            var name: String
        }

        struct ParkWidgetLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParkWidgetAttributes.self) { context in
                    Text("Hello \\(context.state.emoji)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("Center") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text(context.state.emoji) }
                }
            }
        }

        #Preview("Notification", as: .content, using: ParkWidgetAttributes(name: "World")) {
            ParkWidgetLiveActivity()
        } contentStates: {
            ParkWidgetAttributes.ContentState(emoji: "😀")
        }
        """

    static func bundle(_ widgets: String...) -> String {
        """
        import SwiftUI
        import WidgetKit

        @main
        struct ParkWidgetBundle: WidgetBundle {
            var body: some Widget {
        \(widgets.map { "        \($0)()" }.joined(separator: "\n"))
            }
        }
        """
    }

    static func app(_ tag: String, bundle: String) throws -> String {
        let dir = try SwiftOptionTests.folder(tag)
        for (name, text) in [("MeterLiveActivity.swift", parking), ("ParkWidgetLiveActivity.swift", template), ("ParkWidgetBundle.swift", bundle)] {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir.path
    }

    @Test func anActivityTheBundleDoesNotListIsNotDrawnAndSaysWhy() throws {
        let r = try CLI.run(["render", "--swift", try Self.app("bundle-lists", bundle: Self.bundle("ParkWidget", "MeterLiveActivity")),
                             "--presentation", "lock", "--format", "text"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("# MeterAttributes"), "\(r.stdout)")
        #expect(r.stdout.contains("Bay B12"))
        #expect(!r.stdout.contains("ParkWidgetAttributes"), "\(r.stdout)")
        #expect(!r.stdout.contains("Hello"))
        let said = r.stderr.split(separator: "\n").filter { $0.contains("ParkWidgetLiveActivity") }
        #expect(said.count == 1, "\(r.stderr)")
        #expect(said.first?.contains("not in WidgetBundle ParkWidgetBundle") == true, "\(r.stderr)")
    }

    /// A bundle that lists no activity (the one it makes is in a package, or
    /// made in a way lasim does not read): every activity is drawn, as before.
    @Test func aBundleListingNoActivityLeavesThemAllDrawn() throws {
        let r = try CLI.run(["render", "--swift", try Self.app("bundle-lists-none", bundle: Self.bundle("ParkWidget", "ParkWidgetControl")),
                             "--presentation", "lock", "--format", "text"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Bay B12"), "\(r.stdout)")
        #expect(r.stdout.contains("Hello"), "\(r.stdout)")
        #expect(!r.stderr.contains("WidgetBundle"), "\(r.stderr)")
    }
}

extension WidgetBundleTests {
    /// A bundle that makes one activity in a `@WidgetBundleBuilder` function
    /// of its own (an AlarmKit one, for iOS 26 only) lists it.
    @Test func anActivityMadeInTheBundlesOwnBuilderFunctionIsListed() throws {
        let bundle = """
            import SwiftUI
            import WidgetKit

            @main
            struct ParkWidgetBundle: WidgetBundle {
                var body: some Widget {
                    MeterLiveActivity()
                    newer()
                }

                @WidgetBundleBuilder
                private func newer() -> some Widget {
                    if #available(iOS 26.0, *) { ParkWidgetLiveActivity() }
                }
            }
            """
        let r = try CLI.run(["render", "--swift", try Self.app("bundle-builder", bundle: bundle), "--presentation", "lock", "--format", "text"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Bay B12") && r.stdout.contains("Hello"), "\(r.stdout)")
        #expect(!r.stderr.contains("WidgetBundle"), "\(r.stderr)")
    }
}
