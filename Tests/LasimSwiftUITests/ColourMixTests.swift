import LasimModel
@testable import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `Color.mix(with:by:in:)` (iOS 18): perceptual (OKLab) by default,
/// sRGB components with `in: .device`, system colours in the surface's
/// variant. The expected fills are a phone's pixels (cadenkriese/CS-Live-Activity's
/// minimal island: `Color(0x007F49).mix(with: .black, by: 0.2)` drawn
/// (0, 93, 52), `.mix(with: .gray, by: 0.5)` drawn (93, 136, 109),
/// `Color.black.mix(with: .gray, by: 0.5)` drawn (53, 53, 55)).
@Suite struct ColourMixTests {
    static func fills(_ body: String, _ p: Presentation = .minimal) throws -> String {
        try PointSVGTests.svg(PointSVGTests.widget(lock: #"Text("x")"#, compactLeading: body)
            .replacingOccurrences(of: #"minimal: { Text("c") }"#, with: "minimal: { \(body) }"), p)
    }

    @Test("perceptual by default: a mix with black darkens a green without greying it, as the phone draws it")
    func perceptual() throws {
        let brand = "Color(red: 0, green: 127 / 255, blue: 73 / 255)"
        let svg = try Self.fills("""
            ZStack {
                Circle().fill(\(brand).mix(with: .black, by: 0.2)).frame(width: 18, height: 18)
                Circle().fill(\(brand).mix(with: .gray, by: 0.5)).frame(width: 8, height: 8)
                Circle().fill(Color.black.mix(with: .gray, by: 0.5)).frame(width: 4, height: 4)
            }
            """)
        #expect(svg.contains(##"fill="#005d34""##), "(0, 93, 52): \(svg)")
        #expect(svg.contains(##"fill="#5c886e""##), "(92, 136, 110), the phone's (93, 136, 109): \(svg)")
        #expect(svg.contains(##"fill="#343436""##), "(52, 52, 54), the phone's (53, 53, 55): \(svg)")
    }

    @Test("in: .device mixes the sRGB components; a system colour is its surface's variant; the fraction is clamped")
    func deviceAndVariants() throws {
        let svg = try Self.fills("""
            ZStack {
                Circle().fill(Color.white.mix(with: .black, by: 0.5, in: .device)).frame(width: 18, height: 18)
                Circle().fill(Color.red.mix(with: .blue, by: 0)).frame(width: 8, height: 8)
                Circle().fill(Color.red.mix(with: .blue, by: 3, in: .device)).frame(width: 4, height: 4)
            }
            """)
        #expect(svg.contains(##"fill="#808080""##), "\(svg)")
        // The island is dark: the dark variants of red and blue.
        #expect(svg.contains(##"fill="#ff453a""##) && svg.contains(##"fill="#0a84ff""##), "\(svg)")
        let g: Double = (0x3b + 0x7a) / 510, b: Double = (0x30 + 0xff) / 510
        let half = ViewColor.named("red").mixed(with: .named("blue"), by: 0.5, perceptual: false, dark: false)
        #expect(half == .rgb(r: 0.5, g: g, b: b, opacity: 1))
        #expect(ViewColor.named("primary").mixed(with: .named("blue"), by: 0.5, dark: false) == nil)
    }
}
