// state: {"title": "Gate B12"}
import SwiftUI
import WidgetKit
struct FontsWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FontsAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.state.title).font(.title)
                Text("headline").font(.headline)
                Text("caption").font(.caption)
                Text("big number").font(.system(size: 34, weight: .bold, design: .rounded))
                Text("small").font(.system(size: 11))
                Text("bold()").bold()
                Text("semibold").fontWeight(.semibold)
                Text("italic").italic()
                Text("12:30").monospacedDigit()
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
