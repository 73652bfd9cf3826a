import LasimModel
import LasimRender
@testable import LasimSwiftUI
import LasimTemplate
import Testing

/// `.secondary` and the levels past it are levels of the foreground style
/// in force: a card that sets its texts white on a dark band draws its
/// secondary texts white at half opacity, not the theme's grey (issue 25,
/// villainarc). With no style set they stay the label colours.
@Suite struct HierarchicalForegroundTests {
    /// A dark card of white texts, its captions secondary and tertiary, and
    /// one orange group with a secondary symbol; a plain secondary text last.
    static let card = """
                        VStack {
                            VStack {
                                Text("Title")
                                Text("Sub").foregroundStyle(.secondary)
                                Text("Third").font(.caption).foregroundStyle(.tertiary)
                                Text("Fourth").foregroundStyle(.quaternary)
                                Text("Same").foregroundStyle(.primary)
                                HStack { Image(systemName: "bolt.fill").foregroundStyle(.secondary) }.foregroundColor(.orange)
                            }
                            .foregroundStyle(.white)
                            .background(Color(red: 0.1, green: 0.1, blue: 0.2))
                            Text("Plain").foregroundStyle(.secondary)
                        }
        """

    static func line(_ svg: String, _ text: String) throws -> Substring {
        try #require(svg.split(separator: "\n").first { $0.contains(">\(text)<") })
    }

    @Test("in points: under .foregroundStyle(.white) the levels are white at 0.5, 0.25 and 0.18, .primary white; an orange group's secondary orange at 0.5; with no style set, the theme's grey")
    func points() throws {
        let svg = try PointSVGTests.svg(PointSVGTests.widget(lock: Self.card), .lock)
        #expect(try Self.line(svg, "Sub").contains(##"fill="#ffffff" opacity="0.5""##), "\(svg)")
        #expect(try Self.line(svg, "Third").contains(##"fill="#ffffff" opacity="0.25""##))
        #expect(try Self.line(svg, "Fourth").contains(##"fill="#ffffff" opacity="0.18""##))
        let same = try Self.line(svg, "Same")
        #expect(same.contains(##"fill="#ffffff""##) && !same.contains("opacity"), "\(same)")
        // The theme's secondary grey, as before: no foreground style around it.
        #expect(try Self.line(svg, "Plain").contains(##"fill="#5e5e63""##), "\(svg)")
        let bolt = svg.split(separator: "\n").filter { $0.contains("#ff9500") }
        #expect(!bolt.isEmpty && bolt.allSatisfy { $0.contains(##"opacity="0.5""##) }, "\(svg)")
    }

    @Test("in cells: the secondary text under white is white, faint; the plain one the theme's grey")
    func cells() throws {
        let cells = try PointSVGTests.cells(PointSVGTests.widget(lock: Self.card), .lock)
        // "Sub" is the card's first text to start with S (above "Same").
        let sub = try #require(cells.first { $0.grapheme == "S" })
        #expect(sub.style.fg == RGB.white && sub.style.dim, "\(sub)")
        let plain = try #require(cells.first { $0.grapheme == "P" })
        #expect(plain.style.fg == RGB(0x5e, 0x5e, 0x63) && !plain.style.dim, "\(plain)")
    }

    @Test("the rule: a level takes the style in force, not a level set around it; other colours are themselves")
    func rule() {
        let white = ViewColor(RGB.white)
        #expect(ViewColor.named("secondary").level(of: white) == ViewColor(RGB.white, opacity: 0.5))
        #expect(ViewColor.named("secondary").level(of: nil) == .named("secondary"))
        #expect(ViewColor.named("secondary").level(of: .named("secondary")) == .named("secondary"))
        #expect(ViewColor.named("red").level(of: white) == .named("red"))
        #expect(ViewColor.hierarchical("tertiary")!.level(of: .named("orange")) == .translucent("orange", opacity: 0.25))
    }
}
