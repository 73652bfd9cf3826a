// state: {"score": 3}
import SwiftUI
import WidgetKit
struct ZWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ZAttributes.self) { context in
            HStack {
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                    Text("\(context.state.score)").foregroundColor(.white)
                }
                Circle().fill(Color.green).frame(width: 8, height: 8)
                Text("live")
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
