// state: {"late": true, "hex": "#ff8800"}
import SwiftUI
import WidgetKit
extension Color {
    init(hex: String) { self.init(.sRGB, red: 1, green: 1, blue: 1) }
}
struct ColoursWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ColoursAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("red").foregroundColor(.red)
                Text("secondary").foregroundStyle(.secondary)
                Text("faded").foregroundStyle(.white.opacity(0.5))
                Text("rgb").foregroundColor(Color(red: 0.2, green: 0.8, blue: 0.4))
                Text("hex helper").foregroundColor(Color(hex: "#5856D6"))
                Text("by state").foregroundColor(context.state.late ? .orange : .green)
                Text("on yellow").background(Color.yellow)
                Text("gradient").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                Text("dimmed").opacity(0.5)
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
