// state: {"eta": "12 min", "stop": "Via Roma 4"}
import SwiftUI
import WidgetKit
struct FamilyWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FamilyAttributes.self) { context in
            FamilyView(eta: context.state.eta, stop: context.state.stop)
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}
struct FamilyView: View {
    let eta: String
    let stop: String
    @Environment(\.activityFamily) var activityFamily
    var body: some View {
        switch activityFamily {
        case .small:
            Text("ETA \(eta)").bold()
        default:
            VStack(alignment: .leading) {
                Text("Arriving in \(eta)").bold()
                Text("Next stop: \(stop)")
            }
        }
    }
}
