// state: {"driver": "Ana", "stops": 2, "rating": 4.8}
import SwiftUI
import WidgetKit
struct CustomWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CustomAttributes.self) { context in
            DriverCard(name: context.state.driver, stops: context.state.stops, rating: context.state.rating)
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { StopsBadge(state: context.state) } } compactLeading: { Text("a") } compactTrailing: { StopsBadge(state: context.state) } minimal: { Text("c") }
        }
    }
}
struct DriverCard: View {
    let name: String
    let stops: Int
    var rating: Double
    var greeting = "Your driver"
    var body: some View {
        HStack {
            Text("\(greeting): \(name)")
            Spacer()
            ratingView
            Text(stopsText(stops))
        }
    }
    var ratingView: some View { Text("★ \(rating, specifier: "%.1f")") }
    func stopsText(_ n: Int) -> String {
        n == 1 ? "1 stop away" : "\(n) stops away"
    }
}
struct StopsBadge: View {
    let stops: Int
    init(state: CustomAttributes.ContentState) { self.stops = state.stops }
    var body: some View { Text("\(stops)") }
}
