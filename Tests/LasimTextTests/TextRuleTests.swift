@testable import LasimText
import Testing

@Suite struct TextRuleTests {
    @Test("grapheme widths", arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("配", 2), ("😀", 2), ("🛵", 2), ("❤️", 2), ("❤", 1),
        ("🇫🇷", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("1️⃣", 2), ("ا", 1), ("…", 1),
    ])
    func widths(_ g: String, _ w: Int) {
        #expect(GraphemeWidth.of(Character(g)) == w, "\(g)")
        #expect(GraphemeWidth.of(g) == w, "\(g) as a string")
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(GraphemeWidth.of("盒马 🛵 ok") == 2 + 2 + 1 + 2 + 1 + 2)
        #expect(GraphemeWidth.of("abc") == 3)
    }

    @Test("controls, escapes and bidi overrides become visible symbols", arguments: [
        ("\u{1B}[2J", "␛[2J"), ("a\nb", "a␊b"), ("tab\t", "tab␉"), ("\u{7F}", "␡"), ("\u{9B}31m", "\u{FFFD}31m"),
        ("\u{202E}evil", "\u{FFFD}evil"), ("\u{2066}x\u{2069}", "\u{FFFD}x\u{FFFD}"), ("plain", "plain"), ("配送", "配送"),
    ])
    func sanitises(_ input: String, _ expected: String) {
        #expect(Sanitizer.visible(input) == expected)
    }

    @Test func orphanCombiningMarkGetsADottedCircle() {
        #expect(Sanitizer.visible("\u{301}x") == "\u{25CC}\u{301}x")
    }

    @Test func rightToLeftDetection() {
        #expect(Bidi.isRightToLeft("مرحبا"))
        #expect(!Bidi.isRightToLeft("hello مرحبا"))
        #expect(Bidi.isRightToLeft("١٢ مرحبا"))
    }

    @Test func visualOrderReversesArabicButKeepsNumbers() {
        #expect(String(Bidi.visualOrder("أحمد")) == "دمحأ")
        #expect(String(Bidi.visualOrder("بعد 12 دقيقة")) == "ةقيقد 12 دعب")
    }
}
