import Testing

/// `.tint` colours controls, not texts: on the phone a tinted stack keeps
/// its texts in the primary colour and draws its ProgressView's bar, and a
/// bordered button's capsule and label, in the tint.
@Suite struct TintTests {
    @Test(".tint(.orange) on a stack: the bar orange, the texts beside it primary; a bordered button's label and capsule in its tint")
    func tintColoursControlsOnly() throws {
        let svg = try PointSVGTests.lockSVG("""
                        VStack {
                            Text("Arriving")
                            ProgressView(value: 0.5)
                            Button("Stop") { }.buttonStyle(.bordered).tint(.red)
                        }
                        .tint(.orange)
            """)
        let text = try #require(svg.split(separator: "\n").first { $0.contains(">Arriving<") })
        #expect(text.contains(##"fill="#000000""##), "\(text)")
        #expect(svg.contains(##"height="4" rx="2" fill="#ff9500"/>"##), "\(svg)")
        let stop = try #require(svg.split(separator: "\n").first { $0.contains(">Stop<") })
        #expect(stop.contains(##"fill="#ff3b30""##), "\(stop)")
        #expect(svg.contains(##"fill="#ff3b30" opacity="0.15""##) || svg.contains(##"fill="#ff3b30" fill-opacity="0.15""##), "\(svg)")
    }
}
