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

    /// The eight-bytes-at-a-time check against the byte-by-byte rule: every
    /// byte value at every position of strings up to 24 bytes, and random ones.
    @Test func plainASCIIMatchesTheByteRule() {
        func rule(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        func fast(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes { Sanitizer.isPlainASCII(bytes: $0) } }
        for length in 0...24 {
            for position in 0..<max(1, length) {
                for v in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = UInt8(v) }
                    #expect(fast(bytes) == rule(bytes), "\(bytes)")
                }
            }
        }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0x1E...0x81, using: &rng) }
            #expect(fast(bytes) == rule(bytes), "\(bytes)")
        }
        #expect(Sanitizer.isPlainASCII("a long plain line, longer than eight bytes"))
        #expect(!Sanitizer.isPlainASCII("a long plain line with an escape \u{1B}[2J"))
        #expect(!Sanitizer.isPlainASCII("盒马鲜生"))
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

    @Test("in a left-to-right line, a right-to-left stretch is turned in its place, with the digits and spaces between its letters")
    func visualOrderOfAStretchInALeftToRightLine() {
        #expect(String(Bidi.visualOrder("Train 736 to הרצליה")) == "Train 736 to הילצרה")
        #expect(String(Bidi.visualOrder("to תל אביב 3, then")) == "to 3 ביבא לת, then")
        #expect(String(Bidi.visualOrder("plain café")) == "plain café")
    }

    @Test("a line is drawn as visualOrder orders it, whether or not it holds anything right to left",
          arguments: ["Gate B12 • on time", "Ends 10:30…", "plain café", "🏃 3 km", "Train 736 to הרצליה", "أحمد", "بعد 12 دقيقة", "", "a\u{200F}b"])
    func visualLineIsVisualOrder(_ line: String) {
        #expect(Bidi.visualLine(line) == String(Bidi.visualOrder(line)))
    }

    @Test func visibleGraphemeReadsPrintableASCIIFromItsByte() {
        // Every ASCII grapheme, and "\r\n" (one grapheme whose asciiValue is a line feed), as the rule before the byte check cleaned them.
        let graphemes = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "é", "\u{1B}", "•"]
        for g in graphemes {
            let printable = g.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } ?? false
            let expected: Character = printable ? g : (Sanitizer.visible(String(g)).first ?? "\u{FFFD}")
            #expect(Sanitizer.visibleGrapheme(g) == expected, "\(g.unicodeScalars.map(\.value))")
        }
    }
}
