// state: {"a": "Left", "b": "Right"}
import SwiftUI
import WidgetKit
struct StacksWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StacksAttributes.self) { context in
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text(context.state.a)
                    Spacer()
                    Text(context.state.b)
                }
                HStack(spacing: 24) {
                    Text("wide")
                    Text("gaps")
                }
                VStack(alignment: .trailing, spacing: 0) {
                    Text("trailing")
                    Text("column")
                }
                Group {
                    Text("in a group")
                }
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
