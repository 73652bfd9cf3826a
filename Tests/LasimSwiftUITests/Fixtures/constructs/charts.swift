// state: {"values": [20, 35, 50, 80, 65, 40], "limit": 60, "label": "Load"}
import Charts
import SwiftUI
import WidgetKit
struct Sample: Hashable {
    let index: Int
    let value: Double
}
struct ChartWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChartAttributes.self) { context in
            let samples = context.state.values.enumerated().map { Sample(index: $0.offset, value: $0.element) }
            VStack(alignment: .leading) {
                Text(context.state.label)
                Chart {
                    RuleMark(y: .value("Limit", context.state.limit)).foregroundStyle(.red)
                    ForEach(samples, id: \.self) { s in
                        LineMark(x: .value("Step", s.index), y: .value("Value", s.value))
                        PointMark(x: .value("Step", s.index), y: .value("Value", s.value))
                            .symbolSize(20)
                            .foregroundStyle(s.value > context.state.limit ? Color.orange : Color.green)
                    }
                }
                .chartYScale(domain: 0 ... 100)
                .chartXAxis(.hidden)
                .frame(height: 48)
                Chart(["A", "B", "C"], id: \.self) { name in
                    BarMark(x: .value("Name", name), y: .value("Count", name == "B" ? 4 : 2))
                }
                .frame(height: 32)
            }
        } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
    }
}
