// state: {"note": "Leave the parcel with the neighbour at number twelve if nobody answers the door, thank you very much"}
import SwiftUI
import WidgetKit
struct LayoutWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LayoutAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("padded").padding(.horizontal, 16)
                Text(context.state.note).lineLimit(2)
                Text(context.state.note).lineLimit(1)
                Text("centred").multilineTextAlignment(.center).frame(maxWidth: .infinity)
                Text("framed").frame(width: 100, height: 20, alignment: .leading).cornerRadius(4)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
