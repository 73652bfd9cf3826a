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
                Text(loop)
                L1()
            }
        } dynamicIsland: { context in
            DynamicIsland { regions() } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
    func again() -> some View { self.again() }
    var loop: String { loop + "!" }
    func label(_ n: Int) -> String { label(n + 1) }
    @DynamicIslandExpandedContentBuilder
    func regions() -> DynamicIslandExpandedContent<some View> { regions() }
}
struct Fan: View {
    var body: some View {
        HStack { Fan(); Fan(); Fan() }
    }
}
struct L1: View { var body: some View { HStack { L2(); L2(); L2() } } }
struct L2: View { var body: some View { HStack { L3(); L3(); L3() } } }
struct L3: View { var body: some View { HStack { L4(); L4(); L4() } } }
struct L4: View { var body: some View { HStack { L5(); L5(); L5() } } }
struct L5: View { var body: some View { HStack { L6(); L6(); L6() } } }
struct L6: View { var body: some View { HStack { L7(); L7(); L7() } } }
struct L7: View { var body: some View { HStack { L8(); L8(); L8() } } }
struct L8: View { var body: some View { Text("x") } }
