// Two Live Activities in one widget bundle, neither with sample states:
// what most apps' widget code looks like to `lasim --swift DIR`.
import ActivityKit
import SwiftUI
import WidgetKit

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stationName: String
    }
    var lineName: String
}

struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var courier: String
    }
}

struct TripLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            Text("Next stop \(context.state.stationName)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.stationName) }
            } compactLeading: {
                Text("Trip")
            } compactTrailing: {
                Text(context.attributes.lineName)
            } minimal: {
                Text("T")
            }
        }
    }
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text("Parcel with \(context.state.courier)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.courier) }
            } compactLeading: {
                Text("Parcel")
            } compactTrailing: {
                Text("1")
            } minimal: {
                Text("P")
            }
        }
    }
}

@main
struct TravelWidgets: WidgetBundle {
    var body: some Widget {
        TripLiveActivity()
        ParcelLiveActivity()
    }
}
