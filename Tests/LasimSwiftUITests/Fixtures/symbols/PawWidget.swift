import ActivityKit
import SwiftUI
import WidgetKit

struct WalkAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var steps: Int }
}

struct WalkLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WalkAttributes.self) { context in
            HStack {
                Image("paw.fill").font(.title).foregroundStyle(.orange)
                Text("\(context.state.steps) steps")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Label("Walk", image: "paw.fill") }
            } compactLeading: { Image("paw.fill") } compactTrailing: { Text("\(context.state.steps)") } minimal: { Image("paw.fill") }
        }
    }
}
