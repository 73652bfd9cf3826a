import LasimText
import Testing
@testable import LasimRender
@testable import LasimTemplate

/// What makes a layout cheaper must not change it: layout items laid out
/// again at another proposal (their remembered answers), and a text known
/// to fit on one line without wrapping it.
@Suite struct SwiftUILayoutReuseTests {
    typealias V = SwiftUILayoutTests

    /// Every view's frame and content, in drawing order.
    static func shape(_ v: LaidOutView) -> [String] {
        var out: [String] = []
        v.walk { out.append("\($0.frame) \($0.content)") }
        return out
    }

    static let card = V.vstack(alignment: "leading",
                               V.hstack(V.text("Arsenal 2 - 1 Chelsea", V.title), V.spacer(), V.symbol("soccerball")),
                               V.text(V.long),
                               V.text(V.long, .lineLimit(1)),
                               V.text(V.long, .lineLimit(2), .other("minimumScaleFactor:0.5")),
                               V.hstack(V.text("77'"), V.color("green", .frame(width: nil, height: 4, minWidth: nil, maxWidth: .infinity,
                                                                                minHeight: nil, maxHeight: nil, alignment: nil))))

    @Test func theSameItemsProposedTwoSizesAnswerAsFreshOnes() {
        let proposals = [ProposedSize(width: 339, height: nil), ProposedSize(width: 339, height: 40),
                         ProposedSize(width: 120, height: nil), ProposedSize(width: nil, height: 36), ProposedSize(width: 339, height: nil)]
        for first in proposals {
            for second in proposals {
                let items = SwiftUILayout.items(Self.card)
                _ = SwiftUILayout.layout(items, proposal: first)
                let again = SwiftUILayout.layout(items, proposal: second)
                #expect(Self.shape(again) == Self.shape(V.layout(Self.card, second.width, second.height)),
                        "\(first) then \(second)")
            }
        }
        // A short height cuts the long text: the answers differ, so a stale one would show.
        #expect(Self.shape(V.layout(Self.card, 339, 40)) != Self.shape(V.layout(Self.card, 339)))
    }

    /// A text asked one width at several heights wraps once; another width
    /// or another text is wrapped afresh.
    @Test func aTextWrapsOnceAWidth() {
        let item = SwiftUILayout.items(V.text(V.long))
        let tall = item.size(ProposedSize(width: 120, height: nil))
        let short = item.size(ProposedSize(width: 120, height: 40))
        #expect(item.wraps.count == 1)
        #expect(short.height < tall.height)
        _ = item.size(ProposedSize(width: 90, height: 40))
        #expect(item.wraps.map(\.width) == [120, 90])
        #expect(item.wrapped("other", width: 120, font: .body) == ["other"])
        #expect(item.wraps.count == 3)
    }

    /// `wrap` takes two short cuts (a paragraph known to fit, printable
    /// ASCII by its bytes); `greedy`, the piece-by-piece wrap, must agree.
    @Test func aParagraphKnownToFitWrapsAsThePiecesWould() {
        let fonts = [SwiftUIFont.body, SwiftUIFont(size: 11, weight: "bold"), SwiftUIFont(size: 13, design: "monospaced"),
                     SwiftUIFont(size: 15, tracking: 0.8), SwiftUIFont(size: 15, tracking: -0.5)]
        let texts = ["Arsenal 2 - 1 Chelsea", "  leading", "trailing  ", "tab\there", "a-b/c", "77'", "x", " ", "Zürich 3°",
                     "ETA 12:45 · 3 stops", V.long, "a- b", "   ", "  - x", "-", "a  b  c", "--/ /", "Supercalifragilistic words",
                     "Arriving · 12 min", "北京欢迎你 ok", "🚗 2 min — Zürich", "é\té", "Café ", "→ ▟█▙ 3°", "a\u{00A0}b c"]
        for font in fonts {
            for text in texts {
                let whole = GlyphAdvances.width(text, font)
                // At, just around and well beside the width the whole text takes.
                for width in [0, 4, 9, 20, whole / 3, whole / 2, whole - 0.01, whole - TextFitting.slack, whole, whole + 0.01, whole * 2, 1000] {
                    #expect(TextFitting.wrap(text, width: width, font: font) == TextFitting.greedy(text, width: width, font: font),
                            "\(text) at \(width) in \(font)")
                }
            }
        }
        #expect(TextFitting.fitsWhole("tab\there", width: 1000, font: .body) == false)
        #expect(TextFitting.fitsWhole("trailing ", width: 1000, font: .body) == false)
        #expect(TextFitting.fitsWhole("fits", width: 1000, font: .body))
        // Beyond ASCII too: each grapheme adds its own advance.
        #expect(TextFitting.fitsWhole("Arriving · 12 min", width: 1000, font: .body))
        #expect(TextFitting.fitsWhole("é\té", width: 1000, font: .body) == false)
    }

    @Test func printableASCIIMeasuresByItsBytesAsByItsGraphemes() {
        for font in [SwiftUIFont.body, SwiftUIFont(size: 13, design: "monospaced"), SwiftUIFont(size: 15, weight: "bold", tracking: 0.8)] {
            for text in ["", "CPU  18%", "0 B/s", V.long, "~{|}"] {
                #expect(GlyphAdvances.width(text, font) == GlyphAdvances.width(graphemes: text, font), "\(text) in \(font)")
            }
        }
        #expect(abs(GlyphAdvances.width("MEM", SwiftUIFont(size: 10, design: "monospaced")) - 18) < 1e-9)
    }

    @Test func aTraitReadsAlikeInASCIIAndBeyond() {
        for (text, name, argument, value) in [("minimumScaleFactor:0.5", "minimumScaleFactor", "0.5", 0.5),
                                              ("layoutPriority(1)", "layoutPriority", "1", 1.0),
                                              ("fixedSize", "fixedSize", nil, nil),
                                              ("clipShape:Capsule()", "clipShape", "Capsule()", nil),
                                              ("é:2", "é", "2", 2.0), ("ü(3)", "ü", "3", 3.0)] as [(String, String, String?, Double?)] {
            let t = LayoutTrait(text)
            #expect(t?.name == name && t?.argument == argument && t?.value == value, "\(text)")
        }
        #expect(LayoutTrait(":1") == nil)
    }

    @Test func aTextWithoutALineFeedIsOneParagraph() {
        #expect(TextFitting.paragraphs("one line") == ["one line"])
        #expect(TextFitting.paragraphs("") == [""])
        #expect(TextFitting.paragraphs("a\nb\n") == ["a", "b", ""])
        // A CR LF is one grapheme, not a line feed: the text stays whole, as before.
        #expect(TextFitting.paragraphs("a\r\nb") == ["a\r\nb"])
    }
}
