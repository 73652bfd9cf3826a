import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Leg: String, Codable { case depot, van, door }
        var leg: Leg
        var stopsAway: Int
        var window: ClosedRange<Date>
        var note: String?
        enum CodingKeys: String, CodingKey { case leg, stopsAway = "stops_away", window, note }
    }
    let trackingCode: String
    var carrier: String = "Post"
}

extension ParcelAttributes.ContentState {
    static let onVan = Self(leg: .van, stopsAway: 3, window: Date(timeIntervalSince1970: 1_700_000_000)...Date(timeIntervalSince1970: 1_700_003_600), note: nil)
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack {
                Image(systemName: "shippingbox.fill")
                VStack(alignment: .leading) {
                    Text(context.attributes.trackingCode).font(.caption)
                    Text(context.state.stopsAway == 0 ? "Next stop!" : "\(context.state.stopsAway) stops away").bold()
                    Text(timerInterval: context.state.window, countsDown: true)
                }
            }
            .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { ProgressView(value: Double(3 - context.state.stopsAway), total: 3) }
            } compactLeading: { Image(systemName: "shippingbox") } compactTrailing: { Text("\(context.state.stopsAway)") } minimal: { Text("\(context.state.stopsAway)") }
        }
    }
}
