// state: {"done": false, "icon": "bicycle"}
import SwiftUI
import WidgetKit
struct SymbolsWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: SymbolsAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "car.fill")
                    Image(systemName: "figure.skiing.downhill")
                    Image(systemName: context.state.done ? "checkmark.circle.fill" : "clock")
                    Image(systemName: context.state.icon)
                    Image("AppLogo")
                }
                Label("On the way", systemImage: "box.truck.fill")
                Label {
                    Text("Custom label")
                } icon: {
                    Image(systemName: "star.fill")
                }
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Image(systemName: "car.fill") } compactTrailing: { Text("b") } minimal: { Image(systemName: "timer") }
        }
    }
}
