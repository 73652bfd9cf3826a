/// A text laid out for one proposal: the lines the phone shows.
struct FittedText: Sendable {
    /// Each line as drawn; a cut one ends with "…". An empty text is one
    /// empty line: SwiftUI gives `Text("")` a line's height.
    var lines: [String]
    /// The widest line, in points.
    var width: Double
    /// After `minimumScaleFactor`.
    var font: SwiftUIFont
    /// The phone cuts it: wrapped lines beyond the limit, or a line with "…".
    var isCut: Bool

    var size: PointSize { PointSize(width: width, height: Double(lines.count) * font.lineHeight) }
}

/// How `Text` answers a proposal: the width it needs up to the proposed
/// width; beyond it, words wrap onto more lines, up to `lineLimit` and as
/// many as the proposed height holds (one at least); what is left is cut
/// at the tail with "…". `minimumScaleFactor` shrinks the font first.
enum TextFitting {
    static let ellipsis = "…"
    /// Points of slack when comparing widths, so that rounding never wraps
    /// a line that fits exactly.
    static let slack = 0.001

    /// `wrapInFont`: the text wrapped at a width in `font` (a caller that
    /// remembers wraps); by default wrapped afresh.
    static func fit(_ text: String, font: SwiftUIFont, proposal: ProposedSize, lineLimit: Int?,
                    minimumScale: Double, truncation: TruncationMode = .tail, wrapInFont: ((Double) -> [String])? = nil) -> FittedText {
        if let width = proposal.width, width < font.size * narrowest,
           let t = characterLines(text, font: font, proposal: proposal, lineLimit: lineLimit, minimumScale: minimumScale) {
            return t
        }
        return fitByWrapping(text, font: font, proposal: proposal, lineLimit: lineLimit, minimumScale: minimumScale,
                             truncation: truncation, wrapInFont: wrapInFont)
    }

    /// `fit` without its short cut (`characterLines`).
    static func fitByWrapping(_ text: String, font: SwiftUIFont, proposal: ProposedSize, lineLimit: Int?,
                              minimumScale: Double, truncation: TruncationMode = .tail,
                              wrapInFont: ((Double) -> [String])? = nil) -> FittedText {
        let paragraphs = paragraphs(text)
        guard let width = proposal.width, width.isFinite else {
            // The ideal size: each paragraph on one line.
            // A limit under one is one line, as `maxLines` reads it (`.lineLimit(0)` in an app's code).
            return limited(paragraphs, font: font, maxLines: max(1, lineLimit ?? Int.max), width: .infinity)
        }
        let natural = wrapInFont?(width) ?? wrapped(paragraphs, width: width, font: font)
        let floor = min(1, max(0.01, minimumScale))
        let fitsInLines = natural.count <= maxLines(font, proposal: proposal, lineLimit: lineLimit)
        // A text that may shrink does not fit where one of its lines is wider
        // than its room, or its one line taller (an emoji set at 500 pt to
        // fill a 30 pt frame, as Apple's Emoji Rangers does): the wrap breaks
        // no grapheme and always keeps one line.
        if fitsInLines && (floor >= 1 || !overflows(natural, font, width: width, height: proposal.height)) {
            return FittedText(lines: natural, width: widest(natural, font), font: font, isCut: false)
        }
        // Too long: shrink first, as far as the factor allows.
        if floor < 1 {
            func fits(_ scale: Double) -> [String]? {
                let f = font.scaled(scale)
                let lines = wrapped(paragraphs, width: width, font: f)
                return lines.count <= maxLines(f, proposal: proposal, lineLimit: lineLimit)
                    && !overflows(lines, f, width: width, height: proposal.height) ? lines : nil
            }
            if fits(floor) != nil {
                var lo = floor, hi = 1.0
                for _ in 0..<12 {
                    let mid = (lo + hi) / 2
                    if fits(mid) != nil { lo = mid } else { hi = mid }
                }
                let f = font.scaled(lo)
                let lines = fits(lo)!
                return FittedText(lines: lines, width: widest(lines, f), font: f, isCut: false)
            }
            if fitsInLines {
                // Past its room even at the least scale: drawn at that scale, as SwiftUI shrinks it no further.
                let f = font.scaled(floor)
                let lines = wrapped(paragraphs, width: width, font: f)
                return FittedText(lines: lines, width: widest(lines, f), font: f, isCut: false)
            }
        }
        let f = font.scaled(floor)
        let lines = wrapped(paragraphs, width: width, font: f)
        return cut(lines, font: f, maxLines: maxLines(f, proposal: proposal, lineLimit: lineLimit), width: width, truncation: truncation,
                   paragraphs: paragraphs)
    }

    /// Less than any printable ASCII character's advance, in em, at any
    /// weight: a width below this many font sizes may hold no character.
    static let narrowest = 0.2

    /// `fit` where no character of a text fits beside another on a line,
    /// nor the "…" alone (a stack asks each text its width offered none),
    /// worked out without wrapping it: each character on a line of its
    /// own, but the spaces after the first word (the wrap drops them at
    /// the lines' ends); as many lines as fit, or the last one emptied, in
    /// its font. Nil where that does not hold, for a text that may shrink
    /// (`fitByWrapping` shrinks it to its room first), and
    /// for what the wrap treats apart: several paragraphs, negative
    /// tracking (a space could take a line's room back), a mark on a space.
    static func characterLines(_ text: String, font: SwiftUIFont, proposal: ProposedSize, lineLimit: Int?,
                               minimumScale: Double) -> FittedText? {
        // A text that may shrink is shrunk to its room first (`fitByWrapping`), not set a character a line.
        guard minimumScale >= 1, let width = proposal.width, width >= 0, width.isFinite, font.tracking >= 0,
              !text.utf8.contains(0x0A) else { return nil }
        // The spaces (and tabs) before the first word open the first line as spaces, as the wrap keeps them.
        var characters: [Character] = []
        var inWord = false
        for g in text {
            if g == " " || g == "\t" {
                if !inWord { characters.append(" ") }
                continue
            }
            if g.unicodeScalars.first == " " || g.unicodeScalars.first == "\t" { return nil }
            inWord = true
            characters.append(g)
        }
        guard inWord else { return nil }
        // Printable ASCII measured by its bytes, each a character: the same sums (`GlyphAdvances.width`).
        let ascii = text.utf8.allSatisfy(GlyphAdvances.isPrintableASCII)
        func alone(_ f: SwiftUIFont) -> Bool {
            let m = GlyphAdvances.Metrics(f)
            if ascii {
                // `characters`' bytes: the spaces before the first word, and every other byte but a space.
                var begun = false
                for b in text.utf8 {
                    if b == 0x20 { if begun { continue } } else { begun = true }
                    if !(GlyphAdvances.asciiWidth(CollectionOfOne(b), m) > width + slack) { return false }
                }
                return true
            }
            return characters.allSatisfy { GlyphAdvances.width(graphemes: CollectionOfOne($0), m) > width + slack }
        }
        guard alone(font) else { return nil }
        if characters.count <= maxLines(font, proposal: proposal, lineLimit: lineLimit) {
            let lines = characters.map(String.init)
            return FittedText(lines: lines, width: widest(lines, font), font: font, isCut: false)
        }
        let f = font.scaled(1)
        let most = maxLines(f, proposal: proposal, lineLimit: lineLimit)
        guard alone(f), characters.count > most, GlyphAdvances.width(ellipsis, f) > width + slack else { return nil }
        let lines = characters.prefix(most - 1).map(String.init) + [""]
        return FittedText(lines: lines, width: widest(lines, f), font: f, isCut: true)
    }

    /// The text's lines as written. Most texts have one: splitting walks
    /// graphemes, which a text without a line feed byte needs no walk to know.
    static func paragraphs(_ text: String) -> [String] {
        guard text.utf8.contains(0x0A) else { return [text] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// How many lines fit: the limit, and what the proposed height holds.
    /// Whether `lines` in `font` pass a room `width` wide and `height` high.
    static func overflows(_ lines: [String], _ font: SwiftUIFont, width: Double, height: Double?) -> Bool {
        if widest(lines, font) > width + slack { return true }
        guard let height, height.isFinite else { return false }
        return Double(lines.count) * font.lineHeight > height + slack
    }

    static func maxLines(_ font: SwiftUIFont, proposal: ProposedSize, lineLimit: Int?) -> Int {
        var n = max(1, lineLimit ?? Int.max)
        if let h = proposal.height, h.isFinite {
            n = min(n, max(1, Int(((h + slack) / font.lineHeight).rounded(.down))))
        }
        return n
    }

    /// Paragraphs on one line each, at most `maxLines` of them.
    static func limited(_ paragraphs: [String], font: SwiftUIFont, maxLines: Int, width: Double) -> FittedText {
        if paragraphs.count <= maxLines {
            return FittedText(lines: paragraphs, width: widest(paragraphs, font), font: font, isCut: false)
        }
        return cut(paragraphs, font: font, maxLines: maxLines, width: width)
    }

    /// The first `maxLines` lines, the last of them carrying what follows
    /// and cut at the tail. `paragraphs`: what `lines` wrap, whose own
    /// text the last line carries on with (`rest`).
    static func cut(_ lines: [String], font: SwiftUIFont, maxLines: Int, width: Double, truncation: TruncationMode = .tail,
                    paragraphs: [String]? = nil) -> FittedText {
        var kept = Array(lines.prefix(maxLines))
        if lines.count > maxLines {
            kept[kept.count - 1] = paragraphs.flatMap { rest($0, after: lines.prefix(maxLines - 1)) }
                ?? lines[(maxLines - 1)...].joined(separator: " ")
        }
        let last = kept[kept.count - 1]
        if lines.count > maxLines || GlyphAdvances.width(last, font) > width + slack {
            let m = GlyphAdvances.Metrics(font)
            kept[kept.count - 1] = truncation == .tail || kept.count > 1 ? tail(last, width: width, font: font)
                : truncation.cut(last, width: width, ellipsis: GlyphAdvances.width(ellipsis, m)) {
                    GlyphAdvances.width(graphemes: CollectionOfOne($0), m)
                }
            return FittedText(lines: kept, width: widest(kept, font), font: font, isCut: true)
        }
        return FittedText(lines: kept, width: widest(kept, font), font: font, isCut: false)
    }

    /// What follows `lines`, the first lines of a wrap of `paragraphs`
    /// (each a run of its paragraph, less the spaces that ended it), as
    /// one line: the paragraph's own text from there on, the paragraphs
    /// after it joined by a space. A line broken after a hyphen or inside
    /// a word goes on as written: "generic:ride-status" in bold body on a
    /// 430 pt phone's widest compact side, wrapped after its hyphen and
    /// cut to one line, was "generic:ride- st…", where the phone shows
    /// "generic:ride-sta…". Nil where the lines are not runs of it.
    static func rest(_ paragraphs: [String], after lines: ArraySlice<String>) -> String? {
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }
        var p = 0, text = Substring(paragraphs.first ?? ""), begun = false
        for line in lines {
            // A paragraph used up: the next line is the next paragraph's (its leading spaces open it).
            if begun && text.drop(while: isSpace).isEmpty && p + 1 < paragraphs.count {
                p += 1; text = Substring(paragraphs[p]); begun = false
            }
            if begun { text = text.drop(while: isSpace) }
            guard text.hasPrefix(line) else { return nil }
            text = text.dropFirst(line.count)
            begun = true
        }
        if begun { text = text.drop(while: isSpace) }
        if begun && text.isEmpty && p + 1 < paragraphs.count { p += 1; text = Substring(paragraphs[p]) }
        return ([String(text)] + paragraphs.dropFirst(p + 1)).joined(separator: " ")
    }

    /// `line` cut to `width` with "…" after what fits (nothing when not even
    /// the "…" fits, as a text squeezed to nothing shows nothing).
    static func tail(_ line: String, width: Double, font: SwiftUIFont) -> String {
        let m = GlyphAdvances.Metrics(font)
        let mark = GlyphAdvances.width(ellipsis, m)
        guard mark <= width + slack else { return "" }
        var out = ""
        var used = 0.0
        let ascii = line.utf8.allSatisfy(GlyphAdvances.isPrintableASCII)
        for g in line {
            // Printable ASCII by its byte: the same sum (`GlyphAdvances.width`), without the grapheme's walk.
            let w = ascii ? GlyphAdvances.asciiWidth(CollectionOfOne(g.utf8.first!), m) : GlyphAdvances.width(graphemes: CollectionOfOne(g), m)
            if used + w + mark > width + slack { break }
            out.append(g)
            used += w
        }
        while out.last == " " { out.removeLast() }
        return out + ellipsis
    }

    static func widest(_ lines: [String], _ font: SwiftUIFont) -> Double {
        let m = GlyphAdvances.Metrics(font)
        return lines.reduce(0) { max($0, GlyphAdvances.width($1, m)) }
    }

    static func wrapped(_ paragraphs: [String], width: Double, font: SwiftUIFont) -> [String] {
        paragraphs.flatMap { wrap($0, width: width, font: font) }
    }

    /// Greedy wrapping: a line breaks after spaces, after a hyphen or slash,
    /// and on either side of a wide (CJK) character; a word longer than the
    /// line is broken between characters. Spaces that end a line take no room.
    static func wrap(_ paragraph: String, width: Double, font: SwiftUIFont) -> [String] {
        if paragraph.isEmpty { return [""] }
        if fitsWhole(paragraph, width: width, font: font) { return [paragraph] }
        let bytes = Array(paragraph.utf8)
        let lines = bytes.allSatisfy(GlyphAdvances.isPrintableASCII) ? greedyASCII(bytes[...], width: width, font: font)
            : greedy(paragraph, width: width, font: font)
        return pushedOut(lines, paragraph: paragraph, width: width, font: font)
    }

    /// A paragraph never ends on a lone word: the word before it moves down
    /// to join it, where the two fit on the line. SwiftUI's `Text` breaks
    /// lines with the text system's standard strategy, which holds
    /// `NSLineBreakStrategy.pushOut` ("to avoid an orphan word on the last
    /// line ... typically pushes out the last line by one word"), as UILabel
    /// has since iOS 11: a lock-screen card's 12 pt reply that greedy
    /// wrapping ends "... Now try a Release / archive:" is drawn "... Now try
    /// a / Release archive:" on an iPhone 17 Pro Max (CodeLight's screenshot).
    static func pushedOut(_ lines: [String], paragraph: String, width: Double, font: SwiftUIFont) -> [String] {
        guard lines.count >= 2, let last = lines.last, pieces(last).count == 1 else { return lines }
        let previous = pieces(lines[lines.count - 2])
        // One word alone above too, or a word broken between characters: nothing to move.
        guard previous.count >= 2 else { return lines }
        // Lines are runs of the paragraph, the last one its end (less
        // trailing spaces): what stands between it and the line above is
        // the spaces wrapping dropped there.
        var body = Substring(paragraph)
        while body.last == " " || body.last == "\t" { body.removeLast() }
        guard body.hasSuffix(last) else { return lines }
        let before = body.dropLast(last.count)
        let gap = before.reversed().prefix { $0 == " " || $0 == "\t" }.map { _ in " " }.joined()
        let moved = previous[previous.count - 1].word + gap + last
        guard GlyphAdvances.width(moved, font) <= width + slack else { return lines }
        var kept = previous.dropLast().map { $0.word + $0.spaces }.joined()
        while kept.last == " " { kept.removeLast() }
        return lines.dropLast(2) + [kept, moved]
    }

    /// `greedy` for printable ASCII, where each byte is a grapheme and a
    /// space is a space (no tab): the same pieces and the same sums, over
    /// ranges of bytes rather than strings built a character at a time. A
    /// line is always one run of the paragraph: each word follows the
    /// spaces after the one before.
    static func greedyASCII(_ bytes: ArraySlice<UInt8>, width: Double, font: SwiftUIFont) -> [String] {
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        let m = GlyphAdvances.Metrics(font)
        func measure(_ r: Range<Int>) -> Double { GlyphAdvances.asciiWidth(bytes[r], m) }
        // Pieces as `pieces` cuts them: a word's range and its spaces' count.
        var pieces: [(word: Range<Int>, spaces: Int)] = []
        var wordStart = bytes.startIndex, spaces = 0, i = bytes.startIndex
        func flush(_ end: Int) {
            if wordStart < end - spaces || spaces > 0 { pieces.append((wordStart..<(end - spaces), spaces)) }
            wordStart = end; spaces = 0
        }
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x20 { spaces += 1; i += 1; continue }
            if spaces > 0 { flush(i) }
            i += 1
            if (b == 0x2D || b == 0x2F) && !(i < bytes.endIndex && (0x30...0x39).contains(bytes[i])) { flush(i) }
        }
        flush(bytes.endIndex)
        // Leading spaces belong to no word: they open the first line.
        if let first = pieces.first, first.word.isEmpty, pieces.count > 1 {
            pieces[1].word = first.word.lowerBound..<pieces[1].word.upperBound
            pieces.removeFirst()
        }
        var lines: [String] = []
        var line = bytes.startIndex..<bytes.startIndex, lineWidth = 0.0, pendingWidth = 0.0
        for piece in pieces {
            let w = measure(piece.word)
            if !line.isEmpty && lineWidth + pendingWidth + w <= width + slack {
                line = line.lowerBound..<piece.word.upperBound
                lineWidth += pendingWidth + w
            } else {
                if !line.isEmpty { lines.append(text(line)) }
                line = piece.word.lowerBound..<piece.word.lowerBound; lineWidth = 0
                // A word wider than the line: as many characters as fit on each.
                for k in piece.word {
                    let gw = measure(k..<(k + 1))
                    if !line.isEmpty && lineWidth + gw > width + slack {
                        lines.append(text(line))
                        line = k..<k; lineWidth = 0
                    }
                    line = line.lowerBound..<(k + 1); lineWidth += gw
                }
            }
            pendingWidth = measure(piece.word.upperBound..<(piece.word.upperBound + piece.spaces))
        }
        if !line.isEmpty || lines.isEmpty { lines.append(text(line)) }
        return lines
    }

    /// `wrap` piece by piece: what `fitsWhole` stands in for where it can.
    static func greedy(_ paragraph: String, width: Double, font: SwiftUIFont) -> [String] {
        if paragraph.isEmpty { return [""] }
        var lines: [String] = []
        var line = "", lineWidth = 0.0, pendingSpaces = "", pendingWidth = 0.0
        let m = GlyphAdvances.Metrics(font)
        for piece in pieces(paragraph) {
            let w = GlyphAdvances.width(piece.word, m)
            if !line.isEmpty && lineWidth + pendingWidth + w <= width + slack {
                line += pendingSpaces + piece.word
                lineWidth += pendingWidth + w
            } else {
                if !line.isEmpty { lines.append(line) }
                line = ""; lineWidth = 0
                // A word wider than the line: as many characters as fit on each.
                for g in piece.word {
                    let gw = GlyphAdvances.width(graphemes: CollectionOfOne(g), m)
                    if !line.isEmpty && lineWidth + gw > width + slack {
                        lines.append(line)
                        line = ""; lineWidth = 0
                    }
                    line.append(g); lineWidth += gw
                }
            }
            pendingSpaces = piece.spaces
            pendingWidth = GlyphAdvances.width(piece.spaces, m)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Whether greedy wrapping would keep `paragraph` whole on one line, as
    /// written, known without cutting it into pieces: no tab (the pieces
    /// turn it into a space), no trailing space (wrapping drops it), no
    /// negative tracking (every part then measures no more than the
    /// whole: each grapheme adds its own advance, whatever the script),
    /// and the whole within the width by a margin far above the rounding
    /// of a sum taken in another order.
    static func fitsWhole(_ paragraph: String, width: Double, font: SwiftUIFont) -> Bool {
        guard mayFitWhole(paragraph, font: font) else { return false }
        return fitsWhole(measuring: GlyphAdvances.width(paragraph, font), width: width)
    }

    /// The first half of `fitsWhole`: what the paragraph and font alone decide.
    static func mayFitWhole(_ paragraph: String, font: SwiftUIFont) -> Bool {
        font.tracking >= 0 && paragraph.utf8.last != 0x20 && !paragraph.utf8.contains(0x09)
    }

    /// The second half: the paragraph measured whole (`GlyphAdvances.width`) against the width.
    static func fitsWhole(measuring whole: Double, width: Double) -> Bool { whole + wholeMargin <= width + slack }

    /// See `fitsWhole`: points, many orders of magnitude above a sum's rounding.
    static let wholeMargin = 1e-6

    /// What never starts a line (Chinese and Japanese line breaking, UAX
    /// #14's closing punctuation and marks that lean on what they follow):
    /// a line of Chinese is not begun with its "，", as the phone keeps it
    /// with the character before it.
    static let closesLine: Set<Character> = Set("、。，．：；！？）］｝」』】〕〉》〗〙〛’”・ゝゞヽヾ々〻〜～,.;:!?)]}%")
    /// What never ends a line: an opening bracket or quote.
    static let opensLine: Set<Character> = Set("（［｛「『【〔〈《〖〘〚‘“")

    /// The paragraph as pieces that may start a line: a word (up to a break
    /// opportunity) and the spaces after it. A hyphen or a slash before a
    /// digit is no break: a score's "327/4", a date's "11/29", a "-5" stay
    /// whole (UAX #14's numbers), as the phone keeps them.
    static func pieces(_ paragraph: String) -> [(word: String, spaces: String)] {
        var out: [(word: String, spaces: String)] = []
        var word = "", spaces = ""
        var breakAfter = false
        func flush() {
            if !word.isEmpty || !spaces.isEmpty { out.append((word, spaces)) }
            word = ""; spaces = ""
        }
        for g in paragraph {
            if g == " " || g == "\t" {
                spaces.append(" ")
                breakAfter = false
                continue
            }
            if !spaces.isEmpty { flush() }
            if breakAfter && !(g.isASCII && g.isNumber) { flush() }
            let wide = g.unicodeScalars.first!.value > 0x7F && GlyphAdvances.em(g, monospaced: false) >= 1.0
            if closesLine.contains(g), word.isEmpty, let last = out.last, last.spaces.isEmpty {
                // A comma or a closing bracket never starts a line: it stays with what it follows.
                word = out.removeLast().word
            } else if wide && !word.isEmpty && !closesLine.contains(g) && !opensLine.contains(word.last!) {
                flush()
            }
            word.append(g)
            breakAfter = g == "-" || g == "/"
            // An opening bracket never ends one: it goes down with what it opens.
            if wide && !opensLine.contains(g) { flush() }
        }
        flush()
        // Leading spaces belong to no word: they open the first line.
        if let first = out.first, first.word.isEmpty, out.count > 1 {
            out[1].word = first.spaces + out[1].word
            out.removeFirst()
        }
        return out
    }
}

extension SwiftUIFont {
    /// A text's size in this font as the layout gives it for `proposal`,
    /// with no line limit: what an app's own measure of a text answers
    /// (`NSString.size(withAttributes:)`, each paragraph on one line;
    /// `boundingRect(with:)`, wrapped at its width), so that a frame the app
    /// sizes by it holds the text the layout puts in it.
    public func measured(_ text: String, proposal: ProposedSize = .unspecified) -> PointSize {
        TextFitting.fit(text, font: self, proposal: ProposedSize(width: proposal.width, height: nil), lineLimit: nil, minimumScale: 1).size
    }
}
