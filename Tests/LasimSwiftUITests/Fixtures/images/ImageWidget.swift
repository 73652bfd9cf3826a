import ActivityKit
import SwiftUI
import WidgetKit

struct MatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var shield: String
    }
}

struct MatchWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            HStack(spacing: 8) {
                Image(context.state.shield)
                    .resizable()
                    .frame(width: 16, height: 32)
                Image("photo")
                Image("broken")
                Text("Score")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("L") }
            } compactLeading: {
                Image("huge").resizable().frame(width: 24, height: 24)
            } compactTrailing: {
                Text("1")
            } minimal: {
                Text("m")
            }
        }
    }
}
