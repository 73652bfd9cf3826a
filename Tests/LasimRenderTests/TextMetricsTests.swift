import Testing
@testable import LasimRender

/// How long a line of SF Pro is at each text size: the layout's advances
/// against the ink measured on phone screenshots at 3 px/pt.
@Suite struct TextMetricsTests {
    /// (text, point size, weight, the phone's ink in points, where).
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

    @Test("a line is as long as the phone's ink within 2%, from caption to title2 (SF Pro's tracking and optical sizes)")
    func linesAsLongAsThePhones() {
        for (text, size, weight, ink, place) in Self.measured {
            let w = GlyphAdvances.width(text, SwiftUIFont(size: size, weight: weight))
            #expect(abs(w - ink) / ink < 0.02, "\(place): \(text) is \(w) pt, the phone's \(ink)")
        }
    }

    @Test("Hebrew letters by their own advances: better-rail's 14 pt words within 7% of the phone's ink (2.78 px/pt), where an average letter's 0.58 em made them 21% and 41% longer")
    func hebrewWords() {
        // "headed to" and "depart" in Hebrew, .system(size: 14), live-activity-hebrew.png.
        for (text, ink) in [("\u{05EA}\u{05D7}\u{05E0}\u{05EA} \u{05D9}\u{05E2}\u{05D3}", 53.6), ("\u{05D9}\u{05E6}\u{05D9}\u{05D0}\u{05D4}", 28.8)] {
            let w = GlyphAdvances.width(text, SwiftUIFont(size: 14))
            #expect(abs(w - ink) / ink < 0.07, "\(text) is \(w) pt, the phone's ink \(ink)")
        }
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
