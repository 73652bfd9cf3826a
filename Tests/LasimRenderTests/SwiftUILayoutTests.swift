import LasimText
import Testing
@testable import LasimRender
@testable import LasimTemplate

/// The SwiftUI layout engine (`SwiftUILayout`): SwiftUI's proposal and
/// response rules in points, and their drawing into cells at 8 x 16 pt.
@Suite struct SwiftUILayoutTests {
    // MARK: - Building views as the evaluator makes them

    static func text(_ s: String, _ modifiers: ViewModifier...) -> ViewNode {
        ViewNode(.text(TextTemplate(parts: [.literal(s)], source: s)), modifiers: modifiers, location: "T.swift:\(s)")
    }

    static func hstack(alignment: String? = nil, spacing: Double? = nil, _ children: ViewNode...) -> ViewNode {
        ViewNode(.hstack(alignment: alignment, spacing: spacing), children: children, location: "T.swift:hstack")
    }

    static func vstack(alignment: String? = nil, spacing: Double? = nil, _ children: ViewNode...) -> ViewNode {
        ViewNode(.vstack(alignment: alignment, spacing: spacing), children: children, location: "T.swift:vstack")
    }

    static func zstack(alignment: String? = nil, _ children: ViewNode...) -> ViewNode {
        ViewNode(.zstack(alignment: alignment), children: children, location: "T.swift:zstack")
    }

    static func spacer(_ minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength), location: "T.swift:spacer") }

    static func color(_ name: String, _ modifiers: ViewModifier...) -> ViewNode {
        ViewNode(.color(.named(name)), modifiers: modifiers, location: "T.swift:color")
    }

    static func shape(_ name: String, _ modifiers: ViewModifier...) -> ViewNode {
        ViewNode(.shape(name), modifiers: modifiers, location: "T.swift:\(name)")
    }

    static func symbol(_ name: String) -> ViewNode { ViewNode(.image(name: name, systemName: true), location: "T.swift:symbol") }

    static let title = ViewModifier.font(size: 28, weight: nil, design: nil)
    static let caption2 = ViewModifier.font(size: 11, weight: nil, design: nil)
    static let long = "Your order from Pizzeria Bella Napoli has left the restaurant and is on its way"

    static func layout(_ node: ViewNode, _ width: Double?, _ height: Double? = nil) -> LaidOutView {
        SwiftUILayout.layout(node, proposal: ProposedSize(width: width, height: height))
    }

    static let palette = Theme.standard.effectivePalette(.card, appearance: .light)

    /// Every laid-out text and its frame, in drawing order.
    static func texts(_ v: LaidOutView) -> [(text: LaidOutText, frame: PointRect)] {
        var out: [(text: LaidOutText, frame: PointRect)] = []
        v.walk { if case .text(let t) = $0.content { out.append((t, $0.frame)) } }
        return out
    }

    static func body(_ s: String) -> Double { GlyphAdvances.width(s, .body) }

    // MARK: - Text

    @Test func textThatFitsIsWholeAtItsFontSize() throws {
        for (s, font) in [("Arriving in 5 min", SwiftUIFont.body), ("Order #4821 · 2 items", .textStyle("caption")!),
                          ("12:45", .textStyle("largeTitle")!)] {
            let node = Self.text(s, .font(size: font.size, weight: font.weight, design: nil))
            let v = Self.layout(node, 339)
            let t = try #require(Self.texts(v).first)
            #expect(t.text.lines == [s] && !t.text.isCut, "\(s)")
            #expect(abs(t.frame.width - GlyphAdvances.width(s, font)) < 0.001, "\(s): the width it needs, not the proposal")
            #expect(abs(t.frame.height - font.size * 1.2) < 0.001, "\(s): one line")
        }
        // Drawn whole, with nothing reported.
        let d = SwiftUILayout.draw(Self.text("Arriving in 5 min"), width: 42, height: 2, palette: Self.palette,
                                   proposal: ProposedSize(width: 339, height: 32))
        #expect(d.grid.lines.contains { $0.contains("Arriving in 5 min") }, "\(d.grid.lines)")
        #expect(d.truncations.isEmpty, "\(d.truncations.map(\.description))")
    }

    /// What fits is decided in the font's points: the same words fit in
    /// 150 pt at the footnote size and not at the title size.
    @Test func fontSizeDecidesWhatFits() throws {
        let words = "Gate B12 boarding"
        let small = try #require(Self.texts(Self.layout(Self.text(words, .font(size: 13, weight: nil, design: nil), .lineLimit(1)), 150)).first)
        let large = try #require(Self.texts(Self.layout(Self.text(words, Self.title, .lineLimit(1)), 150)).first)
        #expect(!small.text.isCut && small.text.lines == [words])
        #expect(large.text.isCut && large.text.lines[0].hasSuffix("…") && large.frame.width <= 150)
        // Bold is a little wider: semibold headline more than body.
        #expect(GlyphAdvances.width(words, SwiftUIFont.textStyle("headline")!) > GlyphAdvances.width(words, .body))
    }

    /// SwiftUI's `Text` pushes out the line before a lone last word
    /// (`NSLineBreakStrategy.pushOut`): the paragraph ends on two words.
    @Test func aParagraphNeverEndsOnALoneWord() throws {
        let font = SwiftUIFont(size: 12)
        for reply in ["Build number stays at 1 (first submission). Now try a Release archive:",
                      "Build number stays at 1 (first submissión). Now try a Release  archive:"] {
            let greedyEnd = reply.hasSuffix("  archive:") ? "Release  archive:" : "Release archive:"
            let firstLine = String(reply.dropLast(greedyEnd.count))
            // Room for the first line and "Release", not for "archive:" too.
            let width = GlyphAdvances.width(firstLine + "Release", font) + 1
            let lines = TextFitting.wrap(reply, width: width, font: font)
            #expect(lines == [String(firstLine.dropLast()), greedyEnd], "\(lines)")
            let laidOut = try #require(Self.texts(Self.layout(Self.text(reply, .font(size: 12, weight: nil, design: nil)), width)).first)
            #expect(laidOut.text.lines == lines)
        }
        // Nothing to push: one word above, or the two words too wide together.
        let narrow = GlyphAdvances.width("Supercalifragilistic", font) + 1
        #expect(TextFitting.wrap("Supercalifragilistic expialidocious", width: narrow, font: font)
                == ["Supercalifragilistic", "expialidocious"])
        let tight = max(GlyphAdvances.width("Hi there", font), GlyphAdvances.width("everyone", font)) + 1
        #expect(TextFitting.wrap("Hi there everyone", width: tight, font: font) == ["Hi there", "everyone"])
        // A last line of two words is left as it is.
        let two = GlyphAdvances.width("Your order has left", font) + 1
        #expect(TextFitting.wrap("Your order has left the kitchen", width: two, font: font) == ["Your order has left", "the kitchen"])
    }

    @Test func textWrapsThenTruncatesWithinItsLimits() throws {
        // No limit: as many lines as it needs.
        let wrapped = try #require(Self.texts(Self.layout(Self.text(Self.long), 200)).first)
        #expect(wrapped.text.lines.count > 1 && !wrapped.text.isCut)
        #expect(wrapped.text.lines.joined(separator: " ") == Self.long)
        #expect(wrapped.text.lines.allSatisfy { Self.body($0) <= 200 })
        // `lineLimit(2)`: two lines, the second cut at the tail.
        let two = try #require(Self.texts(Self.layout(Self.text(Self.long, .lineLimit(2)), 200)).first)
        #expect(two.text.lines.count == 2 && two.text.isCut && two.text.lines[1].hasSuffix("…"))
        // The proposed height bounds the lines too: one line's room, one line.
        let short = try #require(Self.texts(Self.layout(Self.text(Self.long), 200, 25)).first)
        #expect(short.text.lines.count == 1 && short.text.isCut)
        // `minimumScaleFactor` shrinks before cutting.
        let scaled = try #require(Self.texts(Self.layout(Self.text("Arriving at Terminal 2", .lineLimit(1), .other("minimumScaleFactor:0.5")), 120)).first)
        #expect(!scaled.text.isCut && scaled.text.font.size < 17 && scaled.text.font.size >= 8.5)
        #expect(scaled.frame.width <= 120)
    }

    /// A text that may shrink is shrunk to its room when one grapheme is
    /// wider than it, or its one line taller: an emoji set at 500 pt with
    /// `minimumScaleFactor(0.01)` fills a 30 pt frame (Apple's Emoji
    /// Rangers' avatar), where the wrap, which breaks no grapheme and
    /// keeps one line, drew it at 500 pt over the whole card.
    @Test func aTextThatMayShrinkFitsItsRoom() throws {
        let big = SwiftUIFont(size: 500, weight: nil)
        for text in ["🦔", "S"] {
            let fitted = TextFitting.fit(text, font: big, proposal: ProposedSize(width: 30, height: 30), lineLimit: nil, minimumScale: 0.01)
            #expect(!fitted.isCut && fitted.font.size < 30 && fitted.width <= 30.001 && fitted.font.lineHeight <= 30.001, "\(text): \(fitted)")
            // Offered no width (a stack asking its least), it still shrinks, to the least the factor allows.
            let least = TextFitting.fit(text, font: big, proposal: ProposedSize(width: 0, height: 30), lineLimit: nil, minimumScale: 0.01)
            #expect(least.font.size <= 5.001, "\(text): \(least)")
        }
        // Without the factor, nothing shrinks.
        let fixed = TextFitting.fit("S", font: big, proposal: ProposedSize(width: 30, height: 30), lineLimit: nil, minimumScale: 1)
        #expect(fixed.font.size == 500)
    }

    /// A line cut at its limit goes on with the text as written: wrapped
    /// after a hyphen, or inside a word, it gains no space ("ride- s…").
    @Test func aCutLineGoesOnAsWritten() throws {
        let bold = SwiftUIFont(size: 17, weight: "bold")
        let width = GlyphAdvances.width("generic:ride-stat", bold)
        let cut = TextFitting.fit("generic:ride-status", font: bold, proposal: ProposedSize(width: width, height: nil), lineLimit: 1,
                                  minimumScale: 1)
        #expect(cut.isCut && cut.lines.count == 1 && cut.lines[0].hasPrefix("generic:ride-st") && !cut.lines[0].contains(" "))
        // Broken inside a word too long for a line.
        let word = TextFitting.fit("abcdefghijklmnopqrstuvwxyz", font: bold, proposal: ProposedSize(width: GlyphAdvances.width("abcdefghij", bold), height: nil),
                                   lineLimit: 2, minimumScale: 1)
        #expect(word.lines.count == 2 && word.isCut && !word.lines[1].contains(" ") && word.lines[1].hasSuffix("…"))
        // Paragraphs go on as before, a space between them.
        let paragraphs = TextFitting.fit("Your order\nhas left the kitchen", font: bold,
                                         proposal: ProposedSize(width: GlyphAdvances.width("Your order has left", bold), height: nil),
                                         lineLimit: 1, minimumScale: 1)
        #expect(paragraphs.isCut && paragraphs.lines.count == 1 && paragraphs.lines[0].hasPrefix("Your order has"))
    }

    // MARK: - Stacks

    /// `HStack { Text(long).lineLimit(1); Spacer() }`: the text is offered
    /// all but the spacer's 8 pt (spacers come last), and cut there with
    /// "…", as much of it as fits.
    @Test func longTextBesideASpacerIsCutAsSwiftUIWould() throws {
        let v = Self.layout(Self.hstack(Self.text(Self.long, .lineLimit(1)), Self.spacer()), 339)
        let t = try #require(Self.texts(v).first)
        #expect(t.text.isCut)
        let line = t.text.lines[0]
        #expect(line.hasSuffix("…"))
        #expect(Self.body(line) <= 331 + 0.001)
        // As much as fits: one more character would not.
        let kept = String(line.dropLast())
        let next = Self.long[Self.long.index(Self.long.startIndex, offsetBy: kept.count)]
        #expect(next == " " || Self.body(kept + String(next) + "…") > 331)
        #expect(v.frame.width == 339, "a spacer makes the stack take all it is offered")

        // Beside a time that stays whole, drawn with the phone's cut reported.
        let row = Self.hstack(Self.symbol("car"), Self.text(Self.long, .lineLimit(1)), Self.spacer(), Self.text("12:30"))
        // The grid as wide as the points (43 cells of 8 pt hold 339): at 42 the
        // row is a cell short and a gap between its views gives way, as a
        // cells rule, whatever the texts' advances.
        let d = SwiftUILayout.draw(row, width: 43, height: 2, palette: Self.palette, proposal: ProposedSize(width: 339, height: 32), slot: "lock")
        let drawn = try #require(d.grid.lines.first { $0.contains("12:30") })
        #expect(drawn.contains("…"), "\(drawn)")
        let cut = try #require(d.truncations.first)
        #expect(d.truncations.count == 1 && cut.slot == "lock" && cut.text.hasSuffix("…") && Self.long.hasPrefix(cut.text.dropLast()), "\(d.truncations) \(drawn)")
        // Without a limit and with room below, SwiftUI wraps it instead.
        let free = try #require(Self.texts(Self.layout(Self.hstack(Self.text(Self.long), Self.spacer()), 339)).first)
        #expect(free.text.lines.count > 1 && !free.text.isCut)
    }

    /// The least flexible children are offered their share first: a text
    /// between two colours gets a third and keeps what it needs; the
    /// colours share the rest. A fixed frame keeps its width.
    @Test func hstackGivesFixedChildrenTheirWidthFirst() throws {
        let hello = "Hello, world"
        let v = Self.layout(Self.hstack(spacing: 0, Self.color("red"), Self.text(hello), Self.color("blue")), 300, 100)
        let kids = v.children.map(\.frame)
        #expect(abs(kids[1].width - Self.body(hello)) < 0.001)
        #expect(abs(kids[0].width - (300 - Self.body(hello)) / 2) < 0.001 && abs(kids[2].width - kids[0].width) < 0.001)
        #expect(kids[0].maxX == kids[1].x && kids[1].maxX == kids[2].x, "side by side")

        let fixed = Self.layout(Self.hstack(spacing: 0, Self.color("red"), Self.color("blue", .frame(width: 50, height: nil, maxWidth: nil, alignment: nil))), 300, 40)
        #expect(fixed.children.map(\.frame.width) == [250, 50])

        // A third is too little for a longer text: it wraps, unless its priority is higher.
        let words = "Hello, world, how are you"
        let even = Self.layout(Self.hstack(spacing: 0, Self.color("red"), Self.text(words), Self.color("blue")), 200, 100)
        #expect(Self.texts(even)[0].text.lines.count > 1)
        let first = Self.layout(Self.hstack(spacing: 0, Self.color("red"), Self.text(words, .other("layoutPriority:1")), Self.color("blue")), 200, 100)
        #expect(Self.texts(first)[0].text.lines == [words])
    }

    @Test func vstackAlignsItsChildrenAndSpacesThem() throws {
        for (alignment, check) in [("leading", { (a: PointRect, b: PointRect, s: PointRect) in a.x == s.x && b.x == s.x }),
                                   ("trailing", { a, b, s in a.maxX == s.maxX && b.maxX == s.maxX }),
                                   ("center", { a, b, s in abs(a.midX - s.midX) < 0.001 && abs(b.midX - s.midX) < 0.001 })] {
            let v = Self.layout(Self.vstack(alignment: alignment, Self.text("Title", Self.title), Self.text("A much longer subtitle")), 339)
            let (a, b) = (v.children[0].frame, v.children[1].frame)
            #expect(check(a, b, v.frame), "\(alignment)")
            #expect(abs(b.y - a.maxY) < 0.001, "\(alignment): a text right under a text")
            #expect(abs(v.frame.width - max(a.width, b.width)) < 0.001)
        }
        // Between a text and what is not one, and side by side: 8 pt.
        let mixed = Self.layout(Self.vstack(alignment: "leading", Self.text("Title"),
                                            Self.color("red", .frame(width: 50, height: 10, maxWidth: nil, alignment: nil)), Self.text("Below")), 339)
        let (t, c, u) = (mixed.children[0].frame, mixed.children[1].frame, mixed.children[2].frame)
        #expect(abs(c.y - (t.maxY + 8)) < 0.001 && abs(u.y - (c.maxY + 8)) < 0.001)
        let row = Self.layout(Self.hstack(Self.text("a"), Self.text("b")), 339)
        #expect(abs(row.children[1].frame.x - (row.children[0].frame.maxX + 8)) < 0.001)
        // Drawn: leading texts start in the same column, trailing ones end in it.
        let lead = SwiftUILayout.draw(Self.vstack(alignment: "leading", Self.text("Title", Self.title), Self.text("A much longer subtitle")),
                                      width: 30, height: 4, palette: Self.palette)
        let starts = lead.grid.lines.compactMap { l in l.firstIndex { $0 != " " }.map { l.distance(from: l.startIndex, to: $0) } }
        #expect(starts.count == 2 && starts[0] == starts[1], "\(lead.grid.lines)")
    }

    /// A row of text pushed to its leading edge (`HStack { Text; Spacer() }`)
    /// has the text's edges above and below: two such rows, or such a row
    /// and a text, sit as close as two texts do. A row that also holds an
    /// image keeps the default space.
    @Test func textRowsStackAsTextsDo() throws {
        let rows = Self.layout(Self.vstack(Self.hstack(Self.text("Title", Self.title), Self.spacer()),
                                           Self.hstack(Self.text("Subtitle"), Self.spacer()),
                                           Self.text("Below")), 339)
        let (a, b, c) = (rows.children[0].frame, rows.children[1].frame, rows.children[2].frame)
        #expect(abs(b.y - a.maxY) < 0.001 && abs(c.y - b.maxY) < 0.001, "\(a) \(b) \(c)")
        let imaged = Self.layout(Self.vstack(Self.hstack(Self.symbol("star.fill"), Self.text("Title"), Self.spacer()),
                                             Self.hstack(Self.text("Subtitle"), Self.spacer())), 339)
        let (d, e) = (imaged.children[0].frame, imaged.children[1].frame)
        #expect(abs(e.y - (d.maxY + 8)) < 0.001, "\(d) \(e)")
    }

    @Test func paddingDefaultsTo16PointsOnTheGivenEdges() throws {
        let hi = Self.body("Hi"), line = 17 * 1.2
        let cases: [(String, Double?, Double, Double, Double, Double)] = [
            ("all", nil, hi + 32, line + 32, 16, 16),
            ("horizontal", nil, hi + 32, line, 16, 0),
            ("vertical", nil, hi, line + 32, 0, 16),
            ("leading", 4, hi + 4, line, 4, 0),
            ("top,trailing", nil, hi + 16, line + 16, 0, 16),
        ]
        for (edges, amount, w, h, x, y) in cases {
            let v = Self.layout(Self.text("Hi", .padding(edges: edges, amount: amount)), nil)
            #expect(abs(v.frame.width - w) < 0.001 && abs(v.frame.height - h) < 0.001, "\(edges)")
            let t = v.children[0].frame
            #expect(abs(t.x - v.frame.x - x) < 0.001 && abs(t.y - v.frame.y - y) < 0.001, "\(edges)")
        }
        // Padding takes from what the text is offered.
        let tight = try #require(Self.texts(Self.layout(Self.text(Self.long, .lineLimit(1), .padding(edges: "all", amount: nil)), 200)).first)
        #expect(tight.frame.width <= 168 + 0.001 && tight.text.isCut)
    }

    @Test func flexibleFrameFillsTheWidthAndAlignsItsContent() throws {
        for (alignment, column) in [("leading", 0), ("trailing", 40)] {
            let node = Self.text("Hi", .frame(width: nil, height: nil, maxWidth: .infinity, alignment: alignment))
            let v = Self.layout(node, 339)
            let t = v.children[0].frame
            #expect(v.frame.width == 339)
            #expect(alignment == "leading" ? t.x == v.frame.x : abs(t.maxX - v.frame.maxX) < 0.001, "\(alignment)")
            let d = SwiftUILayout.draw(node, width: 42, height: 2, palette: Self.palette, proposal: ProposedSize(width: 336, height: 32))
            let row = try #require(d.grid.lines.first { $0.contains("Hi") })
            #expect(row.distance(from: row.startIndex, to: row.firstIndex(of: "H")!) == column, "\(alignment): \(row)")
        }
        // Asked its ideal, a flexible frame is its content's size.
        let ideal = Self.layout(Self.text("Hi", .frame(width: nil, height: nil, maxWidth: .infinity, alignment: "leading")), nil)
        #expect(abs(ideal.frame.width - Self.body("Hi")) < 0.001)
        // A fixed frame is its size whatever its content, which it centres.
        let fixed = Self.layout(Self.text("Hi", .frame(width: 100, height: 50, maxWidth: nil, alignment: nil)), 339)
        #expect(fixed.frame.width == 100 && fixed.frame.height == 50)
        #expect(abs(fixed.children[0].frame.midX - fixed.frame.midX) < 0.001)
    }

    @Test func zstackAndOverlaysTakeTheirSizeFromTheirContent() throws {
        // A colour takes everything; the text sits in the middle of it.
        let filled = Self.layout(Self.zstack(Self.color("blue"), Self.text("Hi")), 200, 100)
        #expect(filled.frame.width == 200 && filled.frame.height == 100)
        let t = filled.children[1].frame
        #expect(abs(t.midX - 100) < 0.001 && abs(t.midY - 50) < 0.001)
        // Two texts: as large as the larger, aligned as asked.
        let corner = Self.layout(Self.zstack(alignment: "topLeading", Self.text("A longer line"), Self.text("B", Self.title)), 339)
        #expect(abs(corner.frame.width - Self.body("A longer line")) < 0.001 && abs(corner.frame.height - 28 * 1.2) < 0.001)
        #expect(corner.children.allSatisfy { $0.frame.x == corner.frame.x && $0.frame.y == corner.frame.y })
        // `.overlay` and `.background` are sized to the view they modify.
        let pill = Self.layout(Self.text("LIVE", .padding(edges: "horizontal", amount: 8),
                                         .background(.view(Self.shape("Capsule", .foreground(.named("red"))))),
                                         .overlay(Self.shape("Circle"))), 339)
        guard case .overlay = pill.content, case .background = pill.children[0].content else {
            Issue.record("overlay(background(padding(text))) expected"); return
        }
        let padded = pill.children[0].children[1].frame
        #expect(pill.frame == padded && pill.children[1].frame == padded && pill.children[0].children[0].frame == padded)
        #expect(abs(padded.width - (Self.body("LIVE") + 16)) < 0.001)
    }

    /// A score row with two spacers and five texts, as sports apps write it:
    /// the phone shows every text whole on one line, in order, nothing cut.
    @Test func sportsScoreRowFitsWholeOnOneLine() throws {
        let row = Self.hstack(Self.text("Knights"), Self.spacer(), Self.text("100", Self.title), Self.text("• Q4"),
                              Self.text("104", Self.title), Self.spacer(), Self.text("Pirates"))
        let v = Self.layout(row, 339)
        let texts = Self.texts(v)
        #expect(texts.map(\.text.text) == ["Knights", "100", "• Q4", "104", "Pirates"])
        #expect(texts.allSatisfy { $0.text.lines.count == 1 && !$0.text.isCut }, "\(texts.map(\.text.lines))")
        #expect(zip(texts, texts.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.x }, "in order, apart")
        #expect(abs(texts[0].frame.x) < 0.001 && abs(texts[4].frame.maxX - 339) < 0.001, "spacers push the names to the edges \(texts.map(\.frame))")
        #expect(abs(texts[2].frame.x - texts[1].frame.maxX - 8) < 0.001, "8 pt between the score and the period")

        // In cells: one row holds them all, whole and in order, nothing cut.
        let d = SwiftUILayout.draw(row, width: 42, height: 3, palette: Self.palette, proposal: ProposedSize(width: 339, height: 48))
        #expect(d.truncations.isEmpty, "\(d.truncations.map(\.description))")
        let line = try #require(d.grid.lines.first { $0.contains("Knights") })
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(words == ["Knights", "100", "•", "Q4", "104", "Pirates"], "\(d.grid.lines)")
        #expect(line.hasPrefix("Knights") && line.hasSuffix("Pirates"))
        // The titles are bold, the rest is not.
        let x100 = line.distance(from: line.startIndex, to: line.range(of: "100")!.lowerBound)
        let row100 = d.grid.lines.firstIndex(of: line)!
        #expect(d.grid[x100, row100].style.bold && !d.grid[0, row100].style.bold)
    }

    // MARK: - Cells

    /// Narrow letters take fewer points than cells: the phone shows the text
    /// whole in 48 pt; six cells cannot, and the cut is reported with what
    /// the phone shows.
    @Test func aCutOnlyTheCellsMakeIsReportedWithThePhonesText() throws {
        let s = "lll lll lll lll"
        let node = Self.text(s, Self.caption2, .frame(width: 48, height: nil, maxWidth: nil, alignment: nil))
        let t = try #require(Self.texts(Self.layout(node, 48)).first)
        #expect(!t.text.isCut && t.text.lines == [s])
        let d = SwiftUILayout.draw(node, width: 6, height: 1, palette: Self.palette)
        #expect(d.grid.lines[0].hasSuffix("…"), "\(d.grid.lines)")
        let cut = try #require(d.truncations.first)
        #expect(cut.text == s && cut.neededWidth == 15 && cut.availableWidth == 6)
    }

    /// Small type holds more characters than its points have cells: the
    /// phone's two lines are wrapped anew in the cells, whole.
    @Test func wrappedSmallTypeIsRewrappedInTheCells() throws {
        let node = Self.text(Self.long, .font(size: 12, weight: nil, design: nil), .lineLimit(2))
        let t = try #require(Self.texts(Self.layout(node, 339)).first)
        #expect(t.text.lines.count == 2 && !t.text.isCut)
        #expect(t.text.lines.contains { GraphemeWidth.of($0) > 42 }, "a phone line is wider than the cells")
        let d = SwiftUILayout.draw(node, width: 42, height: 2, palette: Self.palette, proposal: ProposedSize(width: 339, height: 32))
        #expect(d.truncations.isEmpty, "\(d.truncations.map(\.description))")
        #expect(d.grid.lines.map { $0.trimmingSpaces() }.joined(separator: " ") == Self.long, "\(d.grid.lines)")
    }

    /// Taller than the cells: the texts below the last row are reported.
    @Test func rowsBelowTheGridAreReported() throws {
        let node = Self.vstack(alignment: "leading", Self.text("One"), Self.text("Two"), Self.text("Three"), Self.text("Four"))
        let d = SwiftUILayout.draw(node, width: 20, height: 2, palette: Self.palette, proposal: ProposedSize(width: 160, height: 105.6))
        #expect(d.grid.lines.map { $0.trimmingSpaces() } == ["One", "Two"], "\(d.grid.lines)")
        #expect(d.truncations.map(\.text) == ["Three", "Four"])
        #expect(d.truncations.map(\.neededWidth) == [5, 4] && d.truncations.allSatisfy { $0.availableWidth == 0 })
    }

    @Test func stylesFollowTheEnvironment() throws {
        let node = Self.vstack(Self.text("Red", .foreground(.named("red"))), Self.text("Faint", .opacity(0.5)),
                               Self.text("Heavy", .font(size: 15, weight: "semibold", design: nil)))
            .adding(.foreground(.named("blue")))
        let d = SwiftUILayout.draw(node, width: 20, height: 6, palette: Self.palette)
        func style(of word: String) throws -> Style {
            let y = try #require(d.grid.lines.firstIndex { $0.contains(word) })
            let line = d.grid.lines[y]
            return d.grid[line.distance(from: line.startIndex, to: line.range(of: word)!.lowerBound), y].style
        }
        #expect(try style(of: "Red").fg == RGB(hex: "#ff3b30"), "the nearest colour wins")
        #expect(try style(of: "Faint").fg == RGB(hex: "#007aff") && style(of: "Faint").dim)
        #expect(try style(of: "Heavy").bold)
        // A background is painted behind its view, and the text keeps it.
        let pill = Self.text("LIVE", .padding(edges: "horizontal", amount: 8), .background(.color(.named("red"))))
        let p = SwiftUILayout.draw(pill, width: 10, height: 1, palette: Self.palette)
        let x = p.grid.lines[0].distance(from: p.grid.lines[0].startIndex, to: p.grid.lines[0].firstIndex(of: "L")!)
        #expect(p.grid[x, 0].style.bg == RGB(hex: "#ff3b30") && p.grid[x - 1, 0].style.bg == RGB(hex: "#ff3b30"))
    }

    @Test func spacersDividersLabelsAndGroups() throws {
        // `Spacer(minLength:)` is kept for lower priorities before the text is offered its share.
        let squeezed = Self.layout(Self.hstack(Self.text(Self.long, .lineLimit(1)), Self.spacer(40)), 339)
        #expect(squeezed.children[0].frame.width <= 299 + 0.001 && squeezed.children[1].frame.width >= 40)
        // A divider in a VStack is a 1 pt line across it.
        let divided = Self.layout(Self.vstack(Self.text("Above"), ViewNode(.divider, location: "T.swift:d"), Self.text("Below")), 339)
        #expect(divided.children[1].frame.height == 1)
        // A label: its icon, 8 pt, its title.
        let label = Self.layout(ViewNode(.label, children: [Self.symbol("star"), Self.text("Favourite")], location: "T.swift:l"), 339)
        #expect(abs(label.children[1].frame.x - label.children[0].frame.maxX - 8) < 0.001)
        // A group's children are the stack's own, with the group's modifiers.
        let group = ViewNode(.group, children: [Self.text("a"), Self.text("b")], modifiers: [Self.title], location: "T.swift:g")
        let grouped = Self.layout(Self.hstack(group, ViewNode(.empty, location: "T.swift:e")), 339)
        #expect(grouped.children.count == 2)
        #expect(abs(grouped.children[1].frame.x - grouped.children[0].frame.maxX - 8) < 0.001)
        #expect(Self.texts(grouped).allSatisfy { $0.text.font.size == 28 })
        // `.fixedSize()`: its ideal width, whatever it is offered.
        let fixed = Self.layout(Self.text(Self.long, .other("fixedSize")), 100)
        #expect(abs(fixed.frame.width - Self.body(Self.long)) < 0.001)
    }
}
