// state: {"items": ["a", "b"], "name": "Kim"}
import SwiftUI
import WidgetKit
struct UnknownWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: UnknownAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.state.name)
                ForEach(context.state.items, id: \.self) { item in Text(item) }
                MeshGradient(width: 2, height: 2, points: [], colors: [])
                Text("shimmer").shimmering()
                Text(context.state.name.reversed())
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { MapSnapshot() } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
