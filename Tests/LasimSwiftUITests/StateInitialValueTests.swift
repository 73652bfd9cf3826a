@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// A view that sets its `@State` in its own initializer, through the
/// wrapper's storage (`_minutes = State(initialValue: ...)`, a health
/// app's countdown card): the card showed `[State]` where the phone draws
/// the view with the state's first value.
@Suite struct StateInitialValueTests {
    typealias Rules = LayoutRuleTests

    static func card(_ assignment: String) -> String {
        Rules.widget("Countdown(label: \"Rest\", minutes: context.state.n)", extra: """
        struct Countdown: View {
            let label: String
            @State private var minutes: Int
            init(label: String, minutes: Int) {
                self.label = label
                \(assignment)
            }
            var body: some View { Text("\\(label): \\(minutes) min") }
        }
        """)
    }

    @Test("_x = State(initialValue:) and self._x = State(wrappedValue:) give the view its state")
    func initialValue() throws {
        for assignment in ["_minutes = State(initialValue: minutes * 2)", "self._minutes = State(wrappedValue: minutes * 2)"] {
            let cells = try Rules.cells(Self.card(assignment))
            #expect(cells.contains("Rest: 2 min"), "\(assignment)\n\(cells)")
            #expect(!cells.contains("[State]"), "\(cells)")
        }
    }
}
