@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// SF Pro's width axis (`.fontWidth`, `Font.width`, `Font.Width(x)`) and
/// its weights, measured as Apple's variable font draws them; and the
/// true-size image drawing each as long as the layout measured it.
@Suite struct FontWidthTests {
    typealias Rules = LayoutRuleTests

    /// A caption (12 pt, where SF Pro's tracking is zero: the width is the glyphs' alone).
    func width(_ modifiers: String, _ text: String = "Ben Gurion Airport") throws -> Double {
        try Rules.text(text, in: Rules.points(Rules.widget(#"Text("\#(text)")\#(modifiers)"#))).frame.width
    }

    @Test(".fontWidth(.condensed / .compressed / .expanded) and Font.Width(0.1): SF Pro's wdth axis, on the view or in the font")
    func widths() throws {
        let standard = try width(".font(.caption)")
        func ratio(_ m: String) throws -> Double { try width(m) / standard }
        #expect(abs(try ratio(".font(.caption).fontWidth(.condensed)") - 0.764) < 0.002)
        #expect(abs(try ratio(".font(.caption).fontWidth(.compressed)") - 0.648) < 0.002)
        #expect(abs(try ratio(".font(.caption).fontWidth(.expanded)") - 1.277) < 0.002)
        // better-rail's station name: halfway to expanded on the axis.
        #expect(abs(try ratio(".font(.caption).fontWidth(Font.Width(0.1))") - 1.1385) < 0.002)
        #expect(try ratio(".font(.caption).fontWidth(.standard)") == 1)
        #expect(try width(".font(.caption.width(.expanded))") == width(".font(.caption).fontWidth(.expanded)"))
        #expect(try width(".font(.system(size: 12, width: .condensed))") == width(".font(.caption).fontWidth(.condensed)"))
        // On a stack, through an inner font.
        let stack = try Rules.text("Ben Gurion Airport", in: Rules.points(Rules.widget(
            #"VStack { Text("Ben Gurion Airport").font(.caption) }.fontWidth(.condensed)"#))).frame.width
        #expect(abs(stack / standard - 0.764) < 0.002)
        // SF Mono has no width axis.
        #expect(try width(".font(.caption.monospaced()).fontWidth(.condensed)") == width(".font(.caption.monospaced())"))
    }

    @Test("a custom font's methods (.custom(...).width(.condensed), .weight, .bold()): the font and its size kept, as a system font's are")
    func customFontMethods() throws {
        func font(_ m: String) throws -> SwiftUIFont {
            try Rules.text("Ben", in: Rules.points(Rules.widget(#"Text("Ben")\#(m)"#))).text.font
        }
        #expect(try font(#".font(.custom("Inter", fixedSize: 23).width(.condensed))"#).size == 23)
        #expect(try font(#".font(.custom("Inter", fixedSize: 23).weight(.semibold))"#).weight == "semibold")
        #expect(try font(#".font(.custom("Inter", fixedSize: 23).bold())"#).weight == "bold")
    }

    @Test("weights widen as the phone draws SF Pro's: 0.69 of the font's widening, capitals less; SF Mono, Hangul and emoji not at all")
    func weights() throws {
        func phone(_ font: Double) -> Double { 1 + (font - 1) * 0.69 }
        let words = "get off in three stops"
        let regular = try width(".font(.caption)", words)
        #expect(abs(try width(".font(.caption.bold())", words) / regular - phone(1.081)) < 0.001)
        #expect(abs(try width(".font(.caption).fontWeight(.heavy)", words) / regular - phone(1.124)) < 0.001)
        #expect(abs(try width(".font(.caption).fontWeight(.light)", words) / regular - phone(0.987)) < 0.001)
        #expect(abs(try width(".font(.caption).fontWeight(.ultraLight)", words) / regular - phone(0.961)) < 0.001)
        // Capitals widen less (`ARRIVE`, a label in capitals).
        let caps = try width(".font(.caption)", "ARRIVE")
        #expect(abs(try width(".font(.caption.bold())", "ARRIVE") / caps - phone(1.055)) < 0.001)
        #expect(abs(try width(".font(.caption).fontWeight(.light)", "ARRIVE") / caps - phone(0.982)) < 0.001)
        // Hangul and emoji come from the fonts SF Pro falls back to, whose advances keep to the weight's.
        let widened = try width(".font(.caption.bold())", "교촌 🍕") - width(".font(.caption)", "교촌 🍕")
        #expect(abs(widened - 12 * 0.29 * (phone(1.081) - 1)) < 1e-9, "only the space widens: \(widened)")
        let mono = try width(".font(.caption.monospaced())", words)
        #expect(try width(".font(.caption.monospaced().bold())", words) == mono)
        // The display design's own widening (at 28 pt): the font's bold 9.9%.
        let title = try width(".font(.title)", words), boldTitle = try width(".font(.title.bold())", words)
        #expect(abs(boldTitle / title - phone(1.099)) < 0.004)
    }

    @Test("the PNG's Inter: a condensed text drawn narrower about its anchor, a bold one spaced to SF Pro's bold, Hangul at 0.87 em")
    func drawing() throws {
        var o = PointSVG.Options()
        o.textFace = .inter
        func svg(_ body: String) throws -> String { PointSVG.svg([try Rules.points(Rules.widget(body))], options: o) }
        let condensed = try svg(#"Text("Ben Gurion Airport").font(.caption).fontWidth(.condensed)"#)
        #expect(condensed.contains(#"transform="matrix(0.764 0 0 1 "#), "\(condensed)")
        #expect(try !svg(#"Text("Ben Gurion Airport").font(.caption)"#).contains("matrix("))
        // Inter's bold is 3.2% wider than its regular, SF Pro's 5.6% on the phone: the rest is letter-spacing.
        let bold = try svg(#"Text("get off").font(.caption.bold())"#)
        let spacing = 12 * (PointSVG.interTracking + PointSVG.averageEm * 0.081 * 0.69 - 0.0157)
        #expect(bold.contains(#"letter-spacing="\#(PointSVG.n(spacing))""#), "\(bold)")
        // Capitals widen less: an all-caps label is spaced to SF Pro's bold capitals, not its lower case's.
        let caps = try svg(#"Text("CONSTRAINED").font(.caption.bold())"#)
        let capsSpacing = 12 * (PointSVG.interTracking + PointSVG.averageEm * 0.055 * 0.69 - 0.0157)
        #expect(caps.contains(#"letter-spacing="\#(PointSVG.n(capsSpacing))""#), "\(caps)")
        // Hangul syllables: WenQuanYi's 1 em tightened to the layout's 0.87.
        let korean = try svg(#"Text("교촌 시키실").font(.caption)"#)
        #expect(korean.contains(#"<tspan letter-spacing="-1.56">교촌</tspan> <tspan letter-spacing="-1.56">시키실</tspan>"#), "\(korean)")
        o.textFace = .viewer
        #expect(try !svg(#"Text("교촌 시키실").font(.caption)"#).contains("<tspan letter-spacing"), "SF Pro's own fallback draws Hangul at its width")
    }
}
