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

    /// Under the same white style: colours that are not levels. `Color.secondary`
    /// (written so, or as `.foregroundColor(.secondary)`, which takes a `Color`)
    /// and UIKit's labels are the system's own colours (OpenSwiftUI:
    /// `SystemColorType.apply` -> `LegacyContentStyle`, resolved by the system
    /// colours, never by the foreground style); a level inside a group set to
    /// `Color.secondary` is the system's level, not the secondary at half.
    static let fixed = """
                        VStack {
                            Text("Fix").foregroundColor(.secondary)
                            Text("Col").foregroundStyle(Color.secondary)
                            Text("Kit").foregroundStyle(Color(uiColor: .secondaryLabel))
                            Text("Ter").foregroundColor(Color(.tertiaryLabel))
                            Text("Pri").foregroundColor(.primary)
                            Text("Alt").foregroundStyle(1 > 0 ? .secondary : .primary)
                            HStack { Text("Und").foregroundStyle(.secondary) }.foregroundColor(Color.secondary)
                        }
                        .foregroundStyle(.white)
                        .background(Color(red: 0.1, green: 0.1, blue: 0.2))
        """

    @Test("Color.secondary, .foregroundColor(.secondary), UIKit's labels and Color.primary under a white style are the system's colours; a ternary of levels is a level")
    func fixedColours() throws {
        let svg = try PointSVGTests.svg(PointSVGTests.widget(lock: Self.fixed), .lock)
        for text in ["Fix", "Col", "Kit", "Und"] {
            #expect(try Self.line(svg, text).contains(##"fill="#5e5e63""##), "\(text): \(svg)")
        }
        #expect(try Self.line(svg, "Ter").contains(##"fill="#3c3c43" opacity="0.3""##), "\(svg)")
        #expect(try !Self.line(svg, "Pri").contains(##"fill="#ffffff""##), "\(svg)")
        #expect(try Self.line(svg, "Alt").contains(##"fill="#ffffff" opacity="0.5""##), "\(svg)")
        // The cells by the same rule: "Fix" in the theme's grey, "Alt" white and faint.
        let cells = try PointSVGTests.cells(PointSVGTests.widget(lock: Self.fixed), .lock)
        let fix = try #require(cells.first { $0.grapheme == "F" })
        #expect(fix.style.fg == RGB(0x5e, 0x5e, 0x63) && !fix.style.dim, "\(fix)")
        let alt = try #require(cells.first { $0.grapheme == "A" })
        #expect(alt.style.fg == RGB.white && alt.style.dim, "\(alt)")
    }

    @Test("the rule: a level takes the style in force, not a level set around it; other colours are themselves")
    func rule() {
        let white = ViewColor(RGB.white)
        #expect(ViewColor.named("secondary").level(of: white) == ViewColor(RGB.white, opacity: 0.5))
        #expect(ViewColor.named("secondary").level(of: nil) == .named("secondaryLabel"))
        #expect(ViewColor.named("secondary").level(of: .named("secondary")) == .named("secondaryLabel"))
        #expect(ViewColor.named("secondary").level(of: .named("secondaryLabel")) == .named("secondaryLabel"))
        #expect(ViewColor.named("secondaryLabel").level(of: white) == .named("secondaryLabel"))
        #expect(ViewColor.named("red").level(of: white) == .named("red"))
        #expect(ViewColor.named("tertiary").level(of: .named("orange")) == .translucent("orange", opacity: 0.25))
        #expect(ViewColor.named("tertiary").level(of: nil) == .translucent("labelGray", opacity: 0.3))
        #expect(ViewColor.hierarchical("tertiaryLabel")!.level(of: .named("orange")) == .translucent("labelGray", opacity: 0.3))
    }
}
