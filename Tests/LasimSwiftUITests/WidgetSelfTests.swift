import LasimModel
@testable import LasimSwiftUI
import Testing

/// A navigation SDK's widget keeps a theme and a MapKit distance formatter
/// as stored properties with initial values, and its configuration reads
/// both through `self`. lasim cannot make the formatter; the widget was
/// then not made at all, and both read as "not found in the widget's
/// sources": the theme's font was lost and the cause was wrong.
@Suite struct WidgetSelfTests {
    static let source = """
        struct Trip: ActivityAttributes {
            struct ContentState: Codable, Hashable { var text: String; var metres: Double }
        }
        struct Theme { var prefix = "Next:" }
        struct W: Widget {
            var theme = Theme()
            var distance: Formatter = {
                let f = MKDistanceFormatter()
                f.unitStyle = .abbreviated
                return f
            }()
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Trip.self) { context in
                    VStack {
                        Text("<\\(theme.prefix) \\(context.state.text)>")
                        Text(distance.string(for: context.state.metres) ?? "")
                    }
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    @Test("the widget's other properties are read when lasim cannot make one, which says why where it is made")
    func otherPropertiesRead() throws {
        let a = try CodeSampleTests.load(Self.source)
        let out = Fixture.draw(a, state: Fixture.json(#"{"text": "Turn right", "metres": 240}"#), presentations: [.lock])
        #expect(out.contains("<Next: Turn right>"), "\(out)")
        #expect(out.contains("MKDistanceFormatter"), "\(out)")
        #expect(!out.contains("not found in the widget's sources"), "\(out)")
    }
}
