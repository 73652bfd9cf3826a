import LasimTemplate
import Testing

/// SwiftUI's materials, in every way widget code writes them, drawn as the
/// translucent grey of the surface's appearance they settle to: never an
/// opaque black over the card (the text the app put on them stays legible),
/// never dropped.
@Suite struct MaterialStyleTests {
    static let source = PointSVGTests.widget(lock: """
                        HStack {
                            Text("A").padding(8).background(.ultraThinMaterial, in: Capsule())
                            Text("B").padding(8).background(Capsule().fill(.regularMaterial))
                            Text("C").padding(8).background(.thickMaterial)
                            Text("D").padding(8).background(RoundedRectangle(cornerRadius: 4).fill(Material.thin))
                        }
        """)

    @Test("ultraThin, thin, regular and thick materials are #f2f2f2 at 0.35, 0.6, 0.72, 0.85 on a light card and #323232 on a dark one; .background(_:in:) draws its shape")
    func drawn() throws {
        let light = try PointSVGTests.svg(Self.source, .lock)
        for o in ["0.35", "0.6", "0.72", "0.85"] {
            #expect(light.contains(##"fill="#f2f2f2" opacity="\##(o)""##), "\(o): \(light)")
        }
        #expect(light.components(separatedBy: ##"<rect x="##).count - 1 == 4, "one shape behind each text: \(light)")
        let dark = try PointSVGTests.svg(Self.source, .lock, appearance: .dark)
        #expect(dark.contains(##"fill="#323232" opacity="0.35""##) && dark.contains(##"fill="#323232" opacity="0.85""##), "\(dark)")
    }

}
