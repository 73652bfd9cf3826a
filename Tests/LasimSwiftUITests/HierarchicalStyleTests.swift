import LasimTemplate
import Testing

/// SwiftUI's hierarchical foreground styles past the secondary, drawn as
/// the phone draws them: fainter at each level, in the appearance's grey.
@Suite struct HierarchicalStyleTests {
    static let source = PointSVGTests.widget(lock: """
                        VStack {
                            Text("S").foregroundStyle(.secondary)
                            Text("T").foregroundStyle(.tertiary)
                            Text("Q").foregroundStyle(.quaternary)
                            Text("L").foregroundColor(Color(.tertiaryLabel))
                        }
        """)

    @Test(".tertiary and .quaternary are the label grey at 0.3 and 0.18 (UIKit's tertiaryLabel, quaternaryLabel), not the secondary; light and dark")
    func levels() throws {
        let light = try PointSVGTests.svg(Self.source, .lock)
        #expect(light.contains(##"fill="#3c3c43" opacity="0.3">"##) && light.contains(##"fill="#3c3c43" opacity="0.18">"##), "\(light)")
        let t = try #require(light.split(separator: "\n").first { $0.contains(">T<") })
        let l = try #require(light.split(separator: "\n").first { $0.contains(">L<") })
        #expect(t.contains(##"opacity="0.3""##) && l.contains(##"fill="#3c3c43" opacity="0.3""##), "\(t) \(l)")
        let dark = try PointSVGTests.svg(Self.source, .lock, appearance: .dark)
        #expect(dark.contains(##"fill="#ebebf5" opacity="0.3">"##) && dark.contains(##"fill="#ebebf5" opacity="0.18">"##), "\(dark)")
        #expect(ViewColor.hierarchical("tertiary") == .translucent("labelGray", opacity: 0.3))
    }
}
