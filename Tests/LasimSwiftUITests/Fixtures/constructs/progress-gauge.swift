// state: {"progress": 0.4, "done": 3, "total": 10, "window": [721692500, 721693700]}
// dates: window
import SwiftUI
import WidgetKit
struct ProgressWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProgressAttributes.self) { context in
            VStack {
                ProgressView(value: context.state.progress)
                ProgressView(value: Double(context.state.done), total: Double(context.state.total))
                ProgressView(timerInterval: context.state.window, countsDown: false)
                Gauge(value: Float(context.state.done), in: 0...Float(context.state.total)) {
                    Text("Steps")
                }
                ProgressView()
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
