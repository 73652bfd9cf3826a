@testable import LasimSwiftUI
import Testing

@Suite struct GlassEffectTests {
    /// iOS 26's Liquid Glass behind a view is a material, drawn as lasim
    /// draws a material background (not at all), its `Glass` not made: it
    /// was ".glassEffect not known to lasim" or ".tint is not known".
    @Test("a view with .glassEffect draws as itself, with nothing said")
    func drawnAsAMaterial() throws {
        let a = try #require(Fixture.activities(source: PointSVGTests.widget(lock: """
                    VStack {
                        Text("plain").padding(6).glassEffect()
                        Text("tinted").padding(6).glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12))
                    }
            """)).first)
        #expect(a.coverage.leftOut.isEmpty, "\(a.coverage.leftOut)")
        let out = Fixture.draw(a, state: Fixture.json(#"{"n": 1}"#), presentations: [.lock])
        #expect(out.contains("plain") && out.contains("tinted") && !out.contains("problem"), "\(out)")
    }
}
