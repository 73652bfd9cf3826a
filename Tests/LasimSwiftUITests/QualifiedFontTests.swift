@testable import LasimRender
import Testing

/// A font written with its type's name (`Font.system(size: 25)`) is the font
/// the leading-dot form names: its size decides what fits, as on the phone.
@Suite struct QualifiedFontTests {
    @Test("Font.system(size:weight:design:), Font.custom, Font.system(style) and Font.Weight.heavy read as their leading-dot forms")
    func qualified() throws {
        let lock = try LayoutRuleTests.points(LayoutRuleTests.widget("""
            VStack {
                Text("Score").font(Font.system(size: 25))
                Text("Inning").font(Font.system(size: 11, weight: .semibold))
                Text("Brand").font(Font.custom("Avenir", size: 13))
                Text("Rounded").font(Font.system(size: 9, design: .rounded).bold())
                Text("Styled").font(Font.system(.caption2))
                Text("Dotted").font(.system(size: 25))
                Text("BrandDotted").font(.custom("Avenir", size: 13))
                Text("Nested").font(.system(size: 15, weight: Font.Weight.heavy, design: Font.Design.serif))
                Text("Styled nested").font(.system(Font.TextStyle.caption2))
            }
            """))
        var t: [String: LaidOutText] = [:]
        for (v, _) in LayoutRuleTests.views(lock) { if case .text(let x) = v.content { t[x.text] = x } }
        #expect(t["Score"]?.font.size == 25)
        #expect(t["Score"]?.font == t["Dotted"]?.font)
        #expect(t["Inning"]?.font.size == 11)
        #expect(t["Inning"]?.font.weight == "semibold")
        #expect(t["Brand"]?.font.size == 13)
        #expect(t["Brand"]?.font == t["BrandDotted"]?.font)
        #expect(t["Rounded"]?.font.size == 9)
        #expect(t["Rounded"]?.font.weight == "bold")
        #expect(t["Rounded"]?.font.design == "rounded")
        #expect(t["Styled"]?.font.size == 11)
        // `Font.Weight.heavy`, `Font.Design.serif`, `Font.TextStyle.caption2`: what `.heavy`, `.serif`, `.caption2` name.
        #expect(t["Nested"]?.font.weight == "heavy")
        #expect(t["Nested"]?.font.design == "serif")
        #expect(t["Styled nested"]?.font.size == 11)
    }
}
