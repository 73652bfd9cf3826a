// state: {"count": 3, "total": 7, "price": 12.5, "name": "Marta"}
// attributes: {"store": "Corner Shop"}
import SwiftUI
import WidgetKit
struct TextWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TextAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Hello")
                Text("\(context.state.count) of \(context.state.total) items from \(context.attributes.store)")
                Text("\(context.state.total - context.state.count) left, \(Int(context.state.price * 2)) in all")
                Text(String(context.state.count))
                Text(context.state.name)
                Text("Price: \(context.state.price, specifier: "%.2f")")
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
