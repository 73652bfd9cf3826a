@testable import LasimRender
@testable import LasimSwiftUI
import Testing

/// An SF Symbol's size: a glyph of its font (about 1.2 em laid out), at
/// its image scale (`.imageScale(.small/.medium/.large)`: Apple's small
/// about 20% smaller than medium, large about 30% larger).
@Suite struct SymbolSizeTests {
    typealias Rules = LayoutRuleTests

    /// The laid-out frame of the first symbol named `name`.
    func symbol(_ name: String, in p: PointPresentation) throws -> LaidOutView {
        for (v, _) in Rules.views(p) {
            if case .image(let n, true) = v.content, n == name { return v }
        }
        Issue.record("no symbol \(name)")
        throw CancellationError()
    }

    func frame(_ body: String) throws -> PointRect {
        try symbol("star.fill", in: Rules.points(Rules.widget(body))).frame
    }

    @Test(".imageScale(.large) lays a symbol out 1.3 times its medium size, .small 0.8 times; on the view or around it")
    func imageScaleLaysOut() throws {
        let medium = try frame(#"HStack { Image(systemName: "star.fill").font(.system(size: 20)); Text("x") }"#)
        #expect(Rules.near(medium.width, 24) && Rules.near(medium.height, 24), "\(medium)")
        let large = try frame(#"HStack { Image(systemName: "star.fill").font(.system(size: 20)).imageScale(.large); Text("x") }"#)
        #expect(Rules.near(large.width, 1.3 * 24) && Rules.near(large.height, 1.3 * 24), "\(large)")
        let small = try frame(#"HStack { Image(systemName: "star.fill").imageScale(.small); Text("x") }.font(.system(size: 20))"#)
        #expect(Rules.near(small.width, 0.8 * 24) && Rules.near(small.height, 0.8 * 24), "\(small)")
        // The scale is the environment's: set on a stack, every symbol in it follows; the nearest wins.
        let outer = try frame(#"VStack { Image(systemName: "star.fill").imageScale(.medium) }.imageScale(.large).font(.system(size: 20))"#)
        #expect(Rules.near(outer.width, 24), "\(outer)")
        let stack = try frame(#"VStack { Image(systemName: "star.fill") }.imageScale(.large).font(.system(size: 20))"#)
        #expect(Rules.near(stack.width, 1.3 * 24), "\(stack)")
    }

    @Test(".imageScale draws the symbol's glyph at the scale too, and leaves a text's size")
    func imageScaleDraws() throws {
        let p = try Rules.points(Rules.widget(#"HStack { Image(systemName: "star.fill"); Text("x") }.font(.system(size: 20)).imageScale(.large)"#))
        let svg = PointSVG.svg([p])
        #expect(svg.contains(#"font-size="31.2""#) && svg.contains(#"<title>star.fill</title>"#), "\(svg)")
        #expect(Rules.near(try Rules.text("x", in: p).frame.height, 24), "a text keeps its line")
    }
}

extension SymbolSizeTests {
    @Test("a symbol's stand-in that is a text mark (✈, ▶) is drawn in Symbola's outlines first, as its emoji are, not in the text's font")
    func markStandInsInSymbola() throws {
        let p = try Rules.points(Rules.widget(#"HStack { Image(systemName: "airplane"); Image(systemName: "play.fill"); Text("x") }.font(.system(size: 11))"#))
        let svg = PointSVG.svg([p])
        for name in ["airplane", "play.fill"] {
            let element = try #require(svg.split(separator: "\n").first { $0.contains("<title>\(name)</title>") })
            #expect(element.contains(#"font-family="Symbola, sans-serif""#), "\(element)")
        }
    }
}
