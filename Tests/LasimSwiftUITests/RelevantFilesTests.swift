@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `--swift App/` on a big app parses only what the Live Activity reaches.
@Suite struct RelevantFilesTests {
    static let widget = ("Widget/OrderLiveActivity.swift", """
        struct OrderLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: OrderAttributes.self) { context in
                    OrderLockView(state: context.state).padding()
                } dynamicIsland: { _ in DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") } }
            }
        }
        """)
    static let lockView = ("Widget/OrderLockView.swift", """
        struct OrderLockView: View {
            let state: OrderAttributes.ContentState
            var body: some View { Text(etaText(state.eta)).foregroundStyle(Color.brand) }
        }
        """)
    static let helpers = ("Shared/Format.swift", "func etaText(_ d: Date) -> String { \"soon\" }")
    static let colours = ("Shared/Color+Brand.swift", "extension Color {\n    static let brand = Color(red: 1, green: 0, blue: 0)\n}")
    static let unrelated = ("App/SettingsScreen.swift", "struct SettingsScreen: View { var body: some View { Text(\"Settings\") } }")
    static let comment = ("App/Notes.swift", "// struct OrderLockView used to live here\nstruct Notes {}")

    @Test("the widget, the views and helpers it names, transitively; not the rest of the app")
    func selectsWhatTheWidgetReaches() {
        let all = [Self.unrelated, Self.helpers, Self.widget, Self.colours, Self.lockView]
        #expect(RelevantFiles.select(all).map(\.path) == [Self.helpers.0, Self.widget.0, Self.colours.0, Self.lockView.0])
    }

    @Test("a file the app's sample states are written in is kept, with what it names, though the widget does not name it")
    func sampleFilesKept() {
        let previews = ("App/OrderPreviews.swift", "struct OrderPreviews { static let state = OrderAttributes.ContentState(eta: etaDate()) }")
        let dates = ("App/Dates.swift", "func etaDate() -> Date { .now }")
        let all = [Self.unrelated, previews, dates, Self.widget]
        #expect(RelevantFiles.select(all).map(\.path) == [Self.widget.0])
        #expect(RelevantFiles.select(all, also: [previews.0]).map(\.path) == [previews.0, dates.0, Self.widget.0])
    }

    @Test("no ActivityConfiguration: nothing to parse")
    func noWidget() {
        #expect(RelevantFiles.select([Self.unrelated, Self.lockView]).isEmpty)
    }

    @Test("a name in a comment keeps a file too many, never one too few")
    func commentsErrOnTheSafeSide() {
        #expect(RelevantFiles.select([Self.widget, Self.comment, Self.lockView]).map(\.path).contains(Self.comment.0))
    }

    @Test("the views drawn from the selected files are those drawn from all of them")
    func sameActivities() throws {
        let all = [Self.unrelated, Self.helpers, Self.widget, Self.colours, Self.lockView]
        let a = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(all)).first)
        let b = try #require(SwiftUIFrontEnd.activities(in: SwiftFiles.parse(RelevantFiles.select(all))).first)
        let state = Fixture.json(#"{"eta": 721693550}"#)
        #expect(Fixture.draw(a, state: state) == Fixture.draw(b, state: state))
        #expect(a.coverage.report(title: "x") == b.coverage.report(title: "x"))
    }
}
