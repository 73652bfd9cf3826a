import Testing
@testable import LasimRender

/// How long a line of SF Pro is at each text size: the layout's advances
/// against the ink measured on phone screenshots at 3 px/pt.
@Suite struct TextMetricsTests {
    /// (text, point size, weight, the phone's ink in points, where).
    /// A line's advance is its ink and the side bearings of its first and
    /// last characters, about 0.05 em each in SF Pro (LocalTennis's card,
    /// against its padding's edge: a "P" 0.088 em, a "0" 0.065), which
    /// `latinEnds` adds; Hangul syllables' ink fills their advance.
    static let measured: [(String, Double, String?, Double, String)] = [
        ("Stay focused \u{2014} you've got this", 12, nil, 172.7, "FocusPulse, caption"),
        ("Step 2 of 2", 12, nil, 60.7, "AIWorkflow, caption"),
        ("FocusFrame", 12, nil, 67.7, "FocusFrame, caption"),
        ("Deep Work", 17, "semibold", 86.0, "FocusPulse, headline"),
        ("Reading deep work", 20, nil, 166.3, "FocusFrame, title3"),
        ("CONSTRAINED", 22, "semibold", 146.7, "ambient-ops, title2 semibold"),
        // Hangul (SOZIP's island, 0.75 px/pt).
        ("\u{C18C}\u{C9D1}\u{C774} \u{C9C4}\u{D589} \u{C911}\u{C774}\u{C608}\u{C694}!", 17, "semibold", 146, "SOZIP, 17 pt semibold"),
        ("\u{CD1D} 4\u{BA85} \u{C911} 1\u{BA85}\u{C774} \u{BAA8}\u{C600}\u{C5B4}\u{C694}.", 12, nil, 123, "SOZIP, caption"),
    ]

    static let latinEnds = 0.1

    @Test("a line is as long as the phone's ink and its ends' side bearings within 2%, from caption to title2 (SF Pro's tracking and optical sizes)")
    func linesAsLongAsThePhones() {
        for (text, size, weight, ink, place) in Self.measured {
            let w = GlyphAdvances.width(text, SwiftUIFont(size: size, weight: weight))
            let advance = ink + (text.unicodeScalars.first!.isASCII ? Self.latinEnds * size : 0)
            #expect(abs(w - advance) / advance < 0.02, "\(place): \(text) is \(w) pt, the phone's \(advance)")
        }
    }

    /// Digits measured centre to centre on phone screenshots at 3 px/pt,
    /// where the side bearings drop out: (text, size, weight, tabular, the
    /// centres' distance in points, where). SF Pro's digits are centred in
    /// their advances; the distance is a digit's advance and the size's
    /// tracking.
    static let digitPitches: [(String, Double, String?, Bool, Double, String)] = [
        ("0", 12, nil, true, 7.67, "FocusFrame, caption .monospacedDigit() \"2\" to \"3\""),
        ("0", 34, nil, true, 20.67, "FocusFrame, largeTitle .monospacedDigit() \"2\" to \"3\""),
        ("0", 28, "semibold", true, 18.0, "mobileraker, title semibold .monospacedDigit() \"28\" and \"38\""),
        ("40", 17, nil, false, 10.17, "LocalTennis, body \"4\" to \"0\" (proportional: half of both advances)"),
    ]

    @Test("a digit is as wide as the phone's within 2%, tabular from caption to largeTitle and proportional; 0.6 em made them 3 to 7% narrow")
    func digitsAsWideAsThePhones() {
        for (digits, size, weight, tabular, pitch, place) in Self.digitPitches {
            let font = SwiftUIFont(size: size, weight: weight, tabularDigits: tabular)
            let w = GlyphAdvances.width(digits, font) / Double(digits.count)
            #expect(abs(w - pitch) / pitch < 0.02, "\(place): a digit is \(w) pt, the phone's \(pitch)")
        }
    }

    @Test("a timer is as long as the phone's within 1.5%: its colon narrower at display sizes, not only its digits wider")
    func timersAsLongAsThePhones() {
        // The phone's advances, centre to centre: five digits and two
        // colons (mobileraker's title semibold), three and one (FocusFrame's largeTitle).
        for (timer, size, weight, phone) in [("2:28:38", 28.0, "semibold", 103.3), ("0:23", 34, nil, 70.0)] {
            let w = GlyphAdvances.width(timer, SwiftUIFont(size: size, weight: weight, tabularDigits: true))
            #expect(abs(w - phone) / phone < 0.015, "\(timer) is \(w) pt, the phone's \(phone)")
        }
        // The caption keeps the text design's colon.
        let caption = SwiftUIFont(size: 12, tabularDigits: true)
        #expect(abs(GlyphAdvances.width(":", caption) - 0.29 * 12) < 1e-9)
        // Measured a grapheme at a time, the same sum to the last bit.
        let title = SwiftUIFont(size: 28, weight: "semibold", tabularDigits: true)
        #expect(GlyphAdvances.width("2:28:38", title) == GlyphAdvances.width(graphemes: "2:28:38", title))
    }

    @Test("Hebrew letters by their own advances: better-rail's 14 pt words within 7% of the phone's ink (2.78 px/pt), where an average letter's 0.58 em made them 21% and 41% longer")
    func hebrewWords() {
        // "headed to" and "depart" in Hebrew, .system(size: 14), live-activity-hebrew.png.
        for (text, ink) in [("\u{05EA}\u{05D7}\u{05E0}\u{05EA} \u{05D9}\u{05E2}\u{05D3}", 53.6), ("\u{05D9}\u{05E6}\u{05D9}\u{05D0}\u{05D4}", 28.8)] {
            let w = GlyphAdvances.width(text, SwiftUIFont(size: 14))
            #expect(abs(w - ink) / ink < 0.07, "\(text) is \(w) pt, the phone's ink \(ink)")
        }
    }

    @Test("an emoji advances 1.2 to 1.34 em as on the phones' screenshots, wider than a CJK character's em, whatever the weight")
    func emojiAdvance() {
        let body = SwiftUIFont(size: 17)
        let tracking = body.systemTracking
        // One emoji-presentation scalar, one made an emoji by VS16, one ZWJ sequence.
        for emoji in ["\u{1F950}", "\u{2764}\u{FE0F}", "\u{1F9D1}\u{200D}\u{1F373}"] {
            let em = (GlyphAdvances.width(emoji, body) - tracking) / 17
            #expect(em >= 1.2 && em <= 1.34, "\(emoji) is \(em) em")
            // The weight does not widen it: the emoji font has one.
            #expect(GlyphAdvances.width(emoji, SwiftUIFont(size: 17, weight: "bold")) == GlyphAdvances.width(emoji, body))
        }
        // Chinese and Japanese keep their em.
        #expect(abs(GlyphAdvances.width("\u{5B57}", body) - tracking - 17) < 1e-9)
        // "See stats 📊" at 17 pt: the phone's line 93.7 pt of ink, its
        // advance that and its ends' bearings (0.7 pt before the S, up to 3
        // after the emoji); a whole em for the emoji made it 89.5.
        let line = GlyphAdvances.width("See stats \u{1F4CA}", body)
        #expect(line >= 93.7 + 0.5 && line <= 93.7 + 4, "\(line) pt")
    }

    @Test("SF Pro's tracking by size: looser below 12 pt, tightest at body, loose again at display sizes; none for SF Mono")
    func trackingBySize() {
        #expect(SwiftUIFont(size: 12).systemTracking == 0)
        #expect(abs(SwiftUIFont(size: 17).systemTracking - -0.442) < 1e-9)
        #expect(abs(SwiftUIFont(size: 10).systemTracking - 0.12) < 1e-9)
        #expect(abs(SwiftUIFont(size: 28).systemTracking - 0.392) < 1e-9)
        // Between whole sizes in proportion (a text scaled by minimumScaleFactor).
        #expect(abs(SwiftUIFont(size: 12.5).systemTracking - -0.003 * 12.5) < 1e-9)
        #expect(SwiftUIFont(size: 17, design: "monospaced").systemTracking == 0)
        // A tracked body line is shorter than the same line at 12 pt scaled up.
        let body = GlyphAdvances.width("On the way", SwiftUIFont(size: 17))
        let caption = GlyphAdvances.width("On the way", SwiftUIFont(size: 12))
        #expect(abs(body - (caption * 17 / 12 - 0.442 * 10)) < 1e-9)
    }

    @Test("the display design's narrower letters from 20 pt, fully by 22; text sizes and SF Mono keep theirs")
    func opticalWidth() {
        #expect(SwiftUIFont(size: 19).opticalWidth == 1)
        #expect(abs(SwiftUIFont(size: 22).opticalWidth - 0.935) < 1e-9)
        #expect(abs(SwiftUIFont(size: 34).opticalWidth - 0.935) < 1e-9)
        #expect(SwiftUIFont(size: 20).opticalWidth < 1 && SwiftUIFont(size: 20).opticalWidth > 0.935)
        #expect(SwiftUIFont(size: 34, design: "monospaced").opticalWidth == 1)
    }
}
