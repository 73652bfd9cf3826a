import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text(context.state.status.rawValue)
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

#Preview("Lock screen", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.cooking
    DeliveryAttributes.ContentState(status: .delivered, progress: 1, eta: nil, courier: nil, itemCount: 3,
                                    updatedAt: Date(timeIntervalSinceNow: 1500))
}
