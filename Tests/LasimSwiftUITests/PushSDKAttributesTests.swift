import LasimModel
import Testing

/// A push SDK's sample app (Pushwoosh's) declares each activity's attributes
/// as the SDK's protocol, with a field of the SDK's own type that the SDK
/// fills (`var tracking: TrackingData`), and previews them with
/// `TrackingData(id: "preview")`: neither type is in the app's files.
@Suite struct PushSDKAttributesTests {
    static let source = """
        import ActivityKit
        import TrackingKit
        struct ParcelAttributes: TrackedActivityAttributes {
            var carrier: String
            var tracking: TrackingData
            struct ContentState: TrackedContentState {
                var stop: Int
                var status: String
                var tracking: TrackingStateData?
            }
        }
        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("\\(context.attributes.carrier): \\(context.state.status), stop \\(context.state.stop)")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        #Preview("Parcel", as: .content, using: ParcelAttributes(carrier: "DHL", tracking: TrackingData(id: "preview"))) {
            ParcelLiveActivity()
        } contentStates: {
            ParcelAttributes.ContentState(stop: 4, status: "Out for delivery", tracking: nil)
        }
        """

    @Test("the #Preview's attributes are its sample, the SDK's field an empty object (they were skipped: TrackingData cannot run), and the card draws them")
    func previewWithALibrarysField() throws {
        let a = try CodeSampleTests.load(Self.source)
        let sample = try #require(a.template.samples.first, "\(a.template.warnings) \(a.sampleNotes)")
        #expect(sample.attributes == Fixture.json(#"{"carrier": "DHL", "tracking": {}}"#))
        let out = Fixture.draw(a, state: sample.contentState, attributes: sample.attributes, presentations: [.lock])
        #expect(out.contains("DHL: Out for delivery, stop 4") && !out.contains("problem"), "\(out)")
    }
}
