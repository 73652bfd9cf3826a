// state: {"paused": false}
import SwiftUI
import WidgetKit
struct ButtonsWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ButtonsAttributes.self) { context in
            HStack {
                Link(destination: URL(string: "app://track")!) {
                    Label("Track", systemImage: "location.fill")
                }
                Button(intent: PauseIntent()) {
                    Text(context.state.paused ? "Resume" : "Pause")
                }
                .buttonStyle(.bordered)
            }
            .widgetURL(URL(string: "app://open"))
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
