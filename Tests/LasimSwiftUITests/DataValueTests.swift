import LasimModel
import Testing

/// `Data` in an activity's attributes (album art sent as bytes): no bytes
/// is a value the views test, a preview makes and a typical state holds.
@Suite struct DataValueTests {
    static let source = """
        struct NowPlaying: ActivityAttributes {
            var title: String
            var art: Data
            struct ContentState: Codable, Hashable { var playing: Bool }
        }
        struct Player: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: NowPlaying.self) { context in
                    HStack {
                        if context.attributes.art.isEmpty { Text("no art") } else { Text("art of \\(context.attributes.art.count)") }
                        Text(context.attributes.title)
                    }
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("b") } } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }
        """

    @Test("Data() is empty: isEmpty, count")
    func emptyData() throws {
        let types = "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }"
        try Fixture.expectPrinted(types, #"String(Data().isEmpty) + String(Data().count)"#, "true0")
    }

    @Test("a #Preview's attributes made with Data() are its sample (they were skipped: bytes made at run time), the bytes sent as Base64")
    func previewWithEmptyData() throws {
        let a = try CodeSampleTests.load(Self.source + """

            #Preview("Player", as: .content, using: NowPlaying(title: "Midnight City", art: Data())) {
                Player()
            } contentStates: {
                NowPlaying.ContentState(playing: true)
            }
            """)
        let sample = try #require(a.template.samples.first, "\(a.template.warnings)")
        #expect(sample.attributes == Fixture.json(#"{"title": "Midnight City", "art": ""}"#))
        let out = Fixture.draw(a, state: sample.contentState, attributes: sample.attributes, presentations: [.lock])
        #expect(out.contains("no art") && out.contains("Midnight City") && !out.contains("problem"), "\(out)")
    }

    @Test("a typical state's Data is no bytes, so the views take their no-image branch (it was nil: `.isEmpty` read on nil)")
    func typicalData() throws {
        let a = try CodeSampleTests.load(Self.source)
        let typical = try #require(a.template.typicalSample)
        let out = Fixture.draw(a, state: typical.contentState, attributes: typical.attributes, presentations: [.lock])
        #expect(out.contains("no art") && out.contains("title") && !out.contains("problem"), "\(out)")
    }
}
