import ActivityKit
import Charts
import SwiftUI
import WidgetKit
struct PulseAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable { var beats: [Int]; var limit: Double; var zone: String }
    var name: String
}
struct PulseWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PulseAttributes.self) { context in
            VStack {
                Text(context.state.zone)
                Chart {
                    RuleMark(y: .value("Limit", context.state.limit)).foregroundStyle(.red).lineStyle(.init(lineWidth: 2))
                    ForEach(context.state.beats.indices, id: \.self) { i in
                        LineMark(x: .value("i", i), y: .value("bpm", context.state.beats[i]))
                        AreaMark(x: .value("i", i), yStart: .value("lo", 0), yEnd: .value("bpm", context.state.beats[i]))
                        PointMark(x: .value("i", i), y: .value("bpm", context.state.beats[i])).symbolSize(9)
                            .foregroundStyle(by: .value("zone", context.state.zone))
                    }
                    BarMark(x: .value("z", context.state.zone), y: .value("n", context.state.beats.count))
                }
                .chartYScale(domain: 40 ... 200)
                .frame(height: 40)
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.name) } }
                compactLeading: { Text("\(context.state.beats.last ?? 0)") } compactTrailing: { Text("bpm") } minimal: { Text("♥") }
        }
    }
    static let sample = PulseAttributes.ContentState(beats: [80, 95, 120, 150, 130], limit: 160, zone: "Cardio")
}
