// state: {"status": "delivering", "courier": null, "minutes": 4}
import SwiftUI
import WidgetKit
struct CondWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CondAttributes.self) { context in
            VStack(alignment: .leading) {
                switch context.state.status {
                case .preparing: Text("Preparing")
                case .delivering, .nearby: Text("On the way")
                default: Text("Other")
                }
                if let courier = context.state.courier {
                    Text("Courier: \(courier)")
                } else {
                    Text("No courier yet")
                }
                if context.state.minutes < 5 { Text("Almost there") }
                Text(context.state.minutes == 1 ? "1 minute" : "\(context.state.minutes) minutes")
                if context.isStale { Text("Out of date") } else { Text("Live") }
                Text(label(for: context.state.status))
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
    func label(for status: CondAttributes.ContentState.Status) -> String {
        switch status {
        case .preparing: return "label: preparing"
        case .delivering: return "label: delivering"
        default: return "label: other"
        }
    }
}
