import LasimModel
import LasimSwift
import LasimTemplate
@testable import LasimSwiftUI
import Testing

/// Apps written for iOS 16.1 show their Live Activity in a
/// `PreviewProvider`, before `#Preview`:
/// `Attributes(...).previewContext(State(...), viewKind: .content)` once per
/// presentation (a grocery courier's card: the courier's name and photo in
/// the attributes, the order's status and count in the state). lasim found
/// no sample there and drew a typical state: "courierName" beside a
/// placeholder for an image named "courierImage".
@Suite struct PreviewContextSampleTests {
    static let source = """
        enum OrderStatus: Int, Codable, Hashable { case available, preparing, onTheRoad, delivered }
        struct CourierAttributes: ActivityAttributes {
            var courierName: String
            struct ContentState: Codable, Hashable { var status: OrderStatus; var count: Int }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: CourierAttributes.self) { context in
                    Text("\\(context.state.count) for \\(context.attributes.courierName): \\(context.state.status.rawValue)")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        struct W_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    CourierAttributes(courierName: "Luis")
                        .previewContext(.init(status: .onTheRoad, count: 2), viewKind: .content)
                        .previewDisplayName("Lock Screen")
                    CourierAttributes(courierName: "Luis")
                        .previewContext(.init(status: .onTheRoad, count: 2), viewKind: .dynamicIsland(.expanded))
                    CourierAttributes(courierName: "Nina")
                        .previewContext(CourierAttributes.ContentState(status: .delivered, count: 3), viewKind: .dynamicIsland(.compact))
                    Text("x").previewContext(WidgetPreviewContext(family: .systemSmall))
                }
            }
        }
        """

    @Test("a PreviewProvider's previewContext states are samples, each once, named by previewDisplayName or the provider")
    func providerStatesAreSamples() throws {
        let a = try CodeSampleTests.load(Self.source)
        #expect(a.template.samples.map(\.name) == ["Lock Screen", "W_Previews 2"])
        let drawn = a.template.samples.map { s in
            Fixture.draw(a, state: s.contentState, attributes: s.attributes, presentations: [.lock])
        }
        #expect(drawn.count == 2)
        #expect(drawn.first?.contains("2 for Luis: 2") == true, "\(drawn)")
        #expect(drawn.last?.contains("3 for Nina: 3") == true, "\(drawn)")
    }
}
