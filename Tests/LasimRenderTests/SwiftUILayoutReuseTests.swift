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

    /// A text measured once on one line answers every proposal as a fresh
    /// fit does: the widths that hold it whole, those that do not, none,
    /// heights that cut it, and the texts the short cut must leave alone
    /// (a trailing space, a tab, negative tracking, several paragraphs).
    @Test func aTextOnOneLineAnswersAsAFreshFit() {
        let texts = ["Arsenal 2 - 1 Chelsea", "trailing ", "tab\there", "77'", "", "Zürich 3°", "北京欢迎你 ok", "two\nlines", V.long]
        let modifiers: [[ViewModifier]] = [[], [V.title], [.other("tracking:-0.5")], [.other("tracking:0.8")], [.lineLimit(2)],
                                           [.lineLimit(1), .other("minimumScaleFactor:0.5")], [.lineLimit(0)], [.lineLimit(-2)]]
        for text in texts {
            for mods in modifiers {
                let item = SwiftUILayout.items(ViewNode(.text(TextTemplate(parts: [.literal(text)], source: text)), modifiers: mods,
                                                        location: "T.swift:1"))
                let font = item.environment.effectiveFont, shown = item.label
                let whole = GlyphAdvances.width(shown, font)
                var widths: [Double?] = [nil, .infinity, 0, 9, whole / 2, whole - TextFitting.slack, whole, whole + 0.01, 1000]
                widths += [whole - 2 * TextFitting.slack, whole + TextFitting.wholeMargin]
                for width in widths {
                    for height in [nil, 10, 40] as [Double?] {
                        let p = ProposedSize(width: width, height: height)
                        let fresh = TextFitting.fit(shown, font: font, proposal: p, lineLimit: item.environment.lineLimit,
                                                    minimumScale: item.environment.minimumScaleFactor)
                        let t = item.fitted(p)
                        #expect(t.lines == fresh.lines && t.width == fresh.width && t.font == fresh.font && t.isCut == fresh.isCut,
                                "\(text) \(mods) at \(p)")
                    }
                }
            }
        }
    }

    /// Items placed again (`LayoutItem.lastPlaced`) answer as items placed
    /// afresh: at the same point, at another across or down, back, and at
    /// a zero of the other sign.
    @Test func itemsPlacedAgainAnswerAsPlacedAfresh() {
        let items = SwiftUILayout.items(Self.card)
        for p in [ProposedSize(width: 339, height: nil), ProposedSize(width: 120, height: 60)] {
            for (x, y) in [(0.0, 0.0), (0, 0), (10, 0), (10, 5), (0, 0), (-0.0, 0)] {
                let again = items.place(p, at: x, y), fresh = SwiftUILayout.items(Self.card).place(p, at: x, y)
                #expect(Self.shape(again) == Self.shape(fresh), "\(p) at \(x), \(y)")
            }
        }
    }

    /// Texts measured for one item answer another only where all that
    /// measures them is the same: each text in each font, limit, scale and
    /// truncation, made for templates that share one thread's measures
    /// (`TextMeasures`), answers as a fresh fit does, asked in either order.
    @Test func sharedMeasuresAnswerAsAFreshFit() {
        let texts = ["Arriving in 5 min", "Zürich 3°", "北京欢迎你 ok", "77'", V.long]
        let modifiers: [[ViewModifier]] = [[], [V.title], [.other("tracking:0.8")], [.lineLimit(1)], [.lineLimit(2)],
                                           [.lineLimit(1), .other("minimumScaleFactor:0.5")],
                                           [.lineLimit(1), .other("truncationMode:head")], [.lineLimit(1), .other("truncationMode:middle")]]
        let measures = TextMeasures()
        for order in [modifiers, modifiers.reversed()] {
            for text in texts {
                for mods in order {
                    let kept = KeptItems(measures: measures)
                    let item = SwiftUILayout.items(ViewNode(.text(TextTemplate(parts: [.literal(text)], source: text)), modifiers: mods,
                                                            location: "T.swift:1"), kept: kept)
                    #expect(item.measures === measures)
                    let font = item.environment.effectiveFont, shown = item.label, e = item.environment
                    let whole = GlyphAdvances.width(shown, font)
                    for width in [nil, 0, 9, whole / 3, whole / 2, whole, 1000] as [Double?] {
                        for height in [nil, 10, 40] as [Double?] {
                            let p = ProposedSize(width: width, height: height)
                            let fresh = TextFitting.fit(shown, font: font, proposal: p, lineLimit: e.lineLimit,
                                                        minimumScale: e.minimumScaleFactor, truncation: e.truncationMode)
                            let t = item.fitted(p)
                            #expect(t.lines == fresh.lines && t.width == fresh.width && t.font == fresh.font && t.isCut == fresh.isCut,
                                    "\(text) \(mods) at \(p)")
                        }
                    }
                }
            }
        }
    }

    /// A container's children placed in cells are remembered by rect for
    /// one drawing: asked again, at the same rect or another, the answer is
    /// the one worked out afresh; a drawing forgets them when it is done.
    @Test func childRectsRememberedAnswerAsWorkedOutAfresh() {
        let palette = Theme.standard.effectivePalette(.card, appearance: .light)
        let symbols = ThemeTables(.standard)
        func containers(_ b: CellBox) -> [CellBox] { b.kids.isEmpty ? [] : [b] + b.kids.flatMap(containers) }
        let rects = [Rect(x: 0, y: 0, width: 42, height: 6), Rect(x: 1, y: 1, width: 20, height: 3), Rect(x: 0, y: 0, width: 9, height: 2),
                     Rect(x: 0, y: 0, width: 42, height: 6)]
        for width in [339.0, 160.0] {
            let box = CellDrawer.boxes(V.layout(Self.card, width, nil), symbols: symbols, ascii: false, cellWidth: 8, cellHeight: 16)
            var drawer = CellDrawer(width: 42, height: 6, palette: palette, surface: RGB(0, 0, 0), symbols: symbols, ascii: false,
                                    slot: "lock", cellWidth: 8, cellHeight: 16)
            for b in containers(box) {
                for r in rects {
                    let fresh = drawer.placedChildren(b, in: r)
                    for answer in [drawer.childRects(b, in: r), drawer.childRects(b, in: r)] {
                        #expect(answer.rects == fresh.rects && answer.lostGaps.map { [$0.before, $0.after] } == fresh.lostGaps.map { [$0.before, $0.after] },
                                "\(b.view.content) in \(r)")
                    }
                }
            }
            let memo = drawer.childRectsMemo
            func remembered(_ b: CellBox) -> Bool { b.placedRects.map { $0.memo === memo && $0.generation == memo.generation } ?? false }
            #expect(containers(box).contains(where: remembered))
            drawer.draw(box)
            #expect(!containers(box).contains(where: remembered))
        }
    }

    /// The rects a box keeps from one drawer are not another's: a box
    /// asked by a drawer of another width (a compact side tried at several)
    /// at the same rect answers as worked out afresh there. A view offset
    /// past its row is kept on the grid, which the grid's width decides.
    @Test func childRectsKeptByOneDrawerAreNotAnothers() {
        let palette = Theme.standard.effectivePalette(.card, appearance: .light)
        let symbols = ThemeTables(.standard)
        let row = V.hstack(V.text("Hi"), V.text("There", .other("offset:200,0")))
        let box = CellDrawer.boxes(V.layout(row, 160, nil), symbols: symbols, ascii: false, cellWidth: 8, cellHeight: 16)
        func drawer(_ width: Int) -> CellDrawer {
            CellDrawer(width: width, height: 2, palette: palette, surface: RGB(0, 0, 0), symbols: symbols, ascii: false,
                       slot: "lock", cellWidth: 8, cellHeight: 16)
        }
        let (wide, narrow) = (drawer(42), drawer(20))
        let r = Rect(x: 0, y: 0, width: 20, height: 2)
        let kept = wide.childRects(box, in: r)
        let fresh = narrow.placedChildren(box, in: r)
        // The fixture's point: the two drawers place the offset text apart.
        #expect(kept.rects != fresh.rects)
        #expect(narrow.childRects(box, in: r).rects == fresh.rects)
    }

    /// A text offered too little width for any two characters side by side
    /// is answered without wrapping it, as the wrap answers: its lines, their
    /// width, its font, and where it is cut.
    @Test func aTextOfferedNoWidthAnswersAsItsWrap() {
        let fonts = [SwiftUIFont.body, SwiftUIFont(size: 11, weight: "bold"), SwiftUIFont(size: 13, design: "monospaced"),
                     SwiftUIFont(size: 15, tracking: 0.8), SwiftUIFont(size: 15, tracking: -0.5), SwiftUIFont(size: 0.001), SwiftUIFont(size: 17, weight: "thin")]
        let texts = ["Arsenal 2 - 1 Chelsea", "  leading", "trailing  ", "a-b/c", "77'", "x", " ", "   ", "a  b  c", "--/ /", "  - x",
                     "tab\there", "\t lead", "Zürich 3°", "", "ETA 12:45", "北京欢迎你 ok", "🚗 2 min — Zürich", "→ ▟█▙ 3°",
                     "a\u{00A0}b c", " \u{301}x", "a \u{301}b"]
        var answered = 0
        for font in fonts {
            for text in texts {
                for width in [0, 0.5, 2, 3, 5] as [Double] {
                    for height in [nil, 0, 10, 40, 100] as [Double?] {
                        for lineLimit in [nil, 0, 1, 2, 5] as [Int?] {
                            for scale in [1, 0.5, 0.01] {
                                let p = ProposedSize(width: width, height: height)
                                let wrapped = TextFitting.fitByWrapping(text, font: font, proposal: p, lineLimit: lineLimit, minimumScale: scale)
                                guard let t = TextFitting.characterLines(text, font: font, proposal: p, lineLimit: lineLimit,
                                                                         minimumScale: scale) else { continue }
                                answered += 1
                                #expect(t.lines == wrapped.lines && t.width == wrapped.width && t.font == wrapped.font && t.isCut == wrapped.isCut,
                                        "\(text) at \(p) in \(font), limit \(String(describing: lineLimit)), scale \(scale)")
                            }
                        }
                    }
                }
            }
        }
        // Most of them: the short cut is taken.
        #expect(answered > 1000, "\(answered)")
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
                    // Both end with the same push-out of a lone last word.
                    let pieceByPiece = TextFitting.pushedOut(TextFitting.greedy(text, width: width, font: font), paragraph: text,
                                                             width: width, font: font)
                    #expect(TextFitting.wrap(text, width: width, font: font) == pieceByPiece, "\(text) at \(width) in \(font)")
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
