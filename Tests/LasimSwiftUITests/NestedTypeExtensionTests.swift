@testable import LasimSwiftUI
import Testing

/// `extension Outer.Inner { }` read before the file that declares `Outer`:
/// its members are `Outer.Inner`'s, whatever other type is named `Inner`.
@Suite struct NestedTypeExtensionTests {
    /// Two activities' attributes, each nesting a `ContentState`, in files of
    /// their own; the widget of the second, with its sample state in an
    /// extension of `Kettle.ContentState`, in a file read between them (a
    /// widget folder's attributes file, then the app's own: Studyon's layout).
    static let files = [
        ("A/TimerAttributes.swift", """
            struct TimerAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var left: Int }
                var label: String
            }
            """),
        ("B/KettleLiveActivity.swift", """
            struct KettleLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Kettle.self) { context in
                        Text("\\(context.state.stage) at \\(context.state.degrees)°")
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                    }
                }
            }
            extension Kettle.ContentState {
                fileprivate static var boiling: Kettle.ContentState { Kettle.ContentState(stage: "Boiling", degrees: 98) }
                fileprivate static var warm: Kettle.ContentState { .init(stage: "Keeping warm", degrees: 70) }
            }
            extension Kettle {
                fileprivate static var preview: Kettle { Kettle(name: "Hall") }
            }
            #Preview("Kettle", as: .content, using: Kettle.preview) {
                KettleLiveActivity()
            } contentStates: {
                Kettle.ContentState.boiling
                Kettle.ContentState.warm
            }
            """),
        ("C/Kettle.swift", """
            struct Kettle: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var stage: String; var degrees: Int }
                var name: String
            }
            """),
    ]

    static func kettle(_ files: [(String, String)]) throws -> SwiftUIActivity {
        try #require(CodeSampleTests.loadAll(files).first { $0.template.attributesType == "Kettle" })
    }

    @Test("the sample states in `extension Kettle.ContentState` are Kettle's, in whichever order the files are read (they went to TimerAttributes.ContentState, the first ContentState read, and Kettle drew a typical state)")
    func extensionFindsItsOwnOwner() throws {
        for files in [Self.files, Self.files.reversed()] {
            let a = try Self.kettle(files)
            let samples = a.template.samples
            #expect(samples.map(\.contentState) == [Fixture.json(#"{"stage": "Boiling", "degrees": 98}"#),
                                                     Fixture.json(#"{"stage": "Keeping warm", "degrees": 70}"#)],
                    "\(files.map(\.0)): \(samples.map(\.name)) \(a.template.warnings)")
            let out = Fixture.draw(a, state: try #require(samples.first).contentState, presentations: [.lock])
            #expect(out.contains("Boiling at 98°"), "\(out)")
        }
    }
}
