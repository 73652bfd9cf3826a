// The fuzzer's input, reduced: 90 adjacent [ after a name hung swift-syntax.
import SwiftUI
struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
struct W: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: A.self) { context in Text("a") } dynamicI[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[sland: { context in Text("c") }
    }
}
