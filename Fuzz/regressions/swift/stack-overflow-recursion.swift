// state: {"stops": 2}
// Views that contain themselves become placeholders instead of a hang
// (three copies a level, 16 levels deep, were 43 million views); views that
// fan out without recursing stop at the inlining budget.
import SwiftUI
import WidgetKit
struct RecursionWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RecursionAttributes.self) { context in
            VStack {
                Text("Stops: \(label(context.state.stops))")
                Fan()
                self.again()
               Text(loop)
                L1()
            }
        } dynamicIsland: { context in
            DynamicIsland { regions() } compactLeadingÿÿÿText("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
  }
      func again() -> some View { self.again() }
    var loop: String { loop + "!" }
    func label(_ n: } }
struct L8: View { var body: some View { Text("x") } }
