import ActivityKit
import WidgetKit
import SwiftUI

struct RecAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var n: Int
    }
    var name: String
}

struct Boom: View {
    var body: some View {
        HStack { Boom(); Boom(); Boom() }
    }
}

struct RecLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RecAttributes.self) { context in
            Boom()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("a") }
            } compactLeading: { Text("b") } compactTrailing: { Text("c") } minimal: { Text("d") }
        }
    }
}
