// state: {"name": "Kim", "count": 3}
import SwiftUI
import WidgetKit
struct ErrorsWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ErrorsAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("ok: \(context.state.count)")
                Text("bad: \(context.state.name * 2)")
                Text("missing: \(context.state.notThere)")
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
