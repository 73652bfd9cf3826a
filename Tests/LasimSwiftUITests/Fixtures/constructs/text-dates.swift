// state: {"eta": 721693550, "window": [721692500, 721693700]}
// dates: eta, window
import SwiftUI
import WidgetKit
struct DatesWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DatesAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.state.eta, style: .timer)
                Text(context.state.eta, style: .time)
                Text(context.state.eta, style: .relative)
                Text(context.state.eta, style: .date)
                Text(timerInterval: context.state.window, countsDown: true)
                Text(timerInterval: Date.now...context.state.eta, countsDown: true)
                Text("Arrives \(context.state.eta.formatted(date: .omitted, time: .shortened))")
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
