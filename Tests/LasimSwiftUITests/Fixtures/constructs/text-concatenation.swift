// state: {"minutes": 12}
import SwiftUI
import WidgetKit
struct ConcatWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ConcatAttributes.self) { context in
            Text("Arriving in ") + Text("\(context.state.minutes) min").bold()
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
