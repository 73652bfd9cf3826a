// state: {"eta": "12 min"}
import SwiftUI
import WidgetKit
struct EnvWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: EnvAttributes.self) { context in
            EnvView(eta: context.state.eta)
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
struct EnvView: View {
    let eta: String
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    var body: some View {
        VStack(alignment: .leading) {
            Text(colorScheme == .dark ? "dark scheme" : "light scheme")
            if isLuminanceReduced {
                Text("always-on: \(eta)").foregroundColor(.gray)
            } else {
                Text("awake: \(eta)").foregroundColor(.blue)
            }
        }
    }
}
