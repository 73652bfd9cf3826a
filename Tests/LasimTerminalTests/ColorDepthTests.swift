import Testing
import LasimRender
import LasimTemplate
@testable import LasimTerminal

@Suite struct ColorDepthTests {
    @Test func pureRedDegrades() {
        let red = RGB(255, 0, 0)
        #expect(ColorDepth.xterm256.colorNumber(for: red) == 196)
        #expect(ColorDepth.ansi16.colorNumber(for: red) == 9)
        #expect(ColorDepth.truecolor.colorNumber(for: red) == 0xFF0000)
        #expect(ColorDepth.none.colorNumber(for: red) == nil)
    }

    @Test func greysUseTheRamp() {
        #expect(ColorDepth.nearestXterm256(RGB(hex: "#808080")!) == 244)   // 8 + 10 * 12 = 128
        #expect(ColorDepth.nearestXterm256(RGB(8, 8, 8)) == 232)
        #expect(ColorDepth.nearestXterm256(RGB(238, 238, 238)) == 255)
        #expect(ColorDepth.nearestXterm256(RGB(18, 18, 18)) == 233)
        // Exact cube greys stay in the cube.
        #expect(ColorDepth.nearestXterm256(RGB(0, 0, 0)) == 16)
        #expect(ColorDepth.nearestXterm256(RGB(255, 255, 255)) == 231)
        #expect(ColorDepth.nearestXterm256(RGB(135, 135, 135)) == 102)
    }

    @Test func cubeColours() {
        #expect(ColorDepth.nearestXterm256(RGB(0, 255, 0)) == 46)
        #expect(ColorDepth.nearestXterm256(RGB(0, 0, 255)) == 21)
        #expect(ColorDepth.nearestXterm256(RGB(255, 135, 0)) == 208)
        #expect(ColorDepth.nearestXterm256(RGB(0x5f, 0x87, 0xaf)) == 67)
        // Just off a level rounds to it.
        #expect(ColorDepth.nearestXterm256(RGB(250, 5, 3)) == 196)
        #expect(ColorDepth.nearestXterm256(RGB(100, 0, 0)) == 52)
        #expect(ColorDepth.nearestXterm256(RGB(0x1e, 0x90, 0xff)) == 33)   // dodger blue
    }

    @Test func everyPaletteEntryMapsBackToItself() {
        for n in 16..<256 {
            #expect(ColorDepth.nearestXterm256(ColorDepth.xterm256RGB(n)) == n, "entry \(n)")
        }
        for n in 0..<16 {
            #expect(ColorDepth.nearestANSI16(ColorDepth.ansi16Palette[n]) == n, "entry \(n)")
        }
    }

    @Test func sixteenColours() {
        #expect(ColorDepth.nearestANSI16(RGB(200, 10, 10)) == 1)
        #expect(ColorDepth.nearestANSI16(RGB(0x80, 0x80, 0x80)) == 8)
        #expect(ColorDepth.nearestANSI16(RGB(20, 20, 20)) == 0)
        #expect(ColorDepth.nearestANSI16(RGB(250, 250, 250)) == 15)
        #expect(ColorDepth.nearestANSI16(RGB(0, 0, 200)) == 4)
        #expect(ColorDepth.nearestANSI16(RGB(255, 255, 80)) == 11)
    }

    @Test func approximateIsWhatTheTerminalShows() {
        #expect(ColorDepth.xterm256.approximate(RGB(250, 5, 3)) == RGB(255, 0, 0))
        #expect(ColorDepth.xterm256.approximate(RGB(130, 129, 127)) == RGB(128, 128, 128))
        #expect(ColorDepth.ansi16.approximate(RGB(200, 10, 10)) == RGB(205, 0, 0))
        #expect(ColorDepth.truecolor.approximate(RGB(1, 2, 3)) == RGB(1, 2, 3))
        #expect(ColorDepth.none.approximate(RGB(1, 2, 3)) == nil)
    }

    @Test func directColourAvoidsThePaletteNumbers() {
        // xterm-direct sends 0...7 as ANSI colours: pure black is nudged off them.
        #expect(ColorDepth.truecolor.colorNumber(for: .black) == 8)
        #expect(ColorDepth.truecolor.colorNumber(for: RGB(0, 0, 7)) == 8)
        #expect(ColorDepth.truecolor.colorNumber(for: RGB(0, 0, 9)) == 9)
        #expect(ColorDepth.truecolor.rgb(forColorNumber: 0x123456) == RGB(0x12, 0x34, 0x56))
        #expect(ColorDepth.truecolor.rgb(forColorNumber: -1) == nil)
    }

    @Test(arguments: [
        ([:], 256, ColorDepth.xterm256),
        ([:], 8, .ansi16),
        ([:], 16, .ansi16),
        ([:], 88, .ansi16),
        ([:], 2, .none),
        ([:], -1, .none),
        ([:], 1 << 24, .truecolor),
        (["NO_COLOR": ""], 256, .none),
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], 1 << 24, .none),
        (["TERM": "dumb"], 256, .none),
        (["TERM": "dumb", "COLORTERM": "truecolor"], 256, .none),
        (["COLORTERM": "truecolor"], 256, .truecolor),
        (["COLORTERM": "24bit"], 8, .truecolor),
        (["COLORTERM": "TrueColor"], 8, .truecolor),
        (["COLORTERM": "yes"], 256, .xterm256),
        (["TERM": "xterm-256color"], 256, .xterm256),
    ] as [([String: String], Int, ColorDepth)])
    func detection(environment: [String: String], colors: Int, expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment, colorsFromTerminfo: colors) == expected)
    }

    @Test func depthsAreOrdered() {
        #expect(min(ColorDepth.truecolor, ColorDepth.supported(byColors: 256)) == .xterm256)
        #expect(ColorDepth.none < .ansi16 && .ansi16 < .xterm256 && .xterm256 < .truecolor)
    }
}

@Suite struct ColorPairCacheTests {
    @Test func numbersPairsInOrderAndRunsOut() {
        var cache = ColorPairCache(limit: 2)
        #expect(cache.lookup(fg: 1, bg: 2) == .new(1))
        #expect(cache.lookup(fg: 1, bg: 2) == .existing(1))
        #expect(cache.lookup(fg: 2, bg: 1) == .new(2))
        #expect(cache.lookup(fg: 3, bg: 3) == .full)
        #expect(cache.lookup(fg: 2, bg: 1) == .existing(2))
        cache.reset()
        #expect(cache.count == 0)
        #expect(cache.lookup(fg: 3, bg: 3) == .new(1))
    }
}

@Suite struct KeyDecodingTests {
    @Test func characters() {
        #expect(Key.fromCharacter(0x61) == .character("a"))
        #expect(Key.fromCharacter(0x914D) == .character("配"))
        #expect(Key.fromCharacter(0x0D) == .enter)
        #expect(Key.fromCharacter(0x0A) == .enter)
        #expect(Key.fromCharacter(0x09) == .tab)
        #expect(Key.fromCharacter(0x1B) == .escape)
        #expect(Key.fromCharacter(0x7F) == .backspace)
        #expect(Key.fromCharacter(0x01) == .ctrl("a"))
        #expect(Key.fromCharacter(0x11) == .ctrl("q"))
        #expect(Key.fromCharacter(0x1A) == .ctrl("z"))
        #expect(Key.fromCharacter(0xD800) == nil)
    }

    @Test func keyCodes() {
        #expect(Key.fromKeyCode(0o403) == .up)          // KEY_UP
        #expect(Key.fromKeyCode(0o402) == .down)
        #expect(Key.fromKeyCode(0o522) == .pageDown)    // KEY_NPAGE
        #expect(Key.fromKeyCode(0o523) == .pageUp)
        #expect(Key.fromKeyCode(0o541) == .backtab)
        #expect(Key.fromKeyCode(0o410 + 5) == .function(5))
        #expect(Key.fromKeyCode(0o410) == .unknown(0o410))  // KEY_F0
    }

    @Test func directColourVariantNames() {
        #expect(TerminalScreen.directColorVariant(of: "xterm-256color") == "xterm-direct")
        #expect(TerminalScreen.directColorVariant(of: "tmux-256color") == "tmux-direct")
        #expect(TerminalScreen.directColorVariant(of: "xterm") == "xterm-direct")
        #expect(TerminalScreen.directColorVariant(of: "xterm-direct") == nil)
        #expect(TerminalScreen.directColorVariant(of: "") == nil)
    }

    @Test func terminfoPaddingIsStripped() {
        #expect(TerminalScreen.stripPadding(Array("\u{1B}[m$<2>\u{1B}[?25h$<5*/>".utf8)) == Array("\u{1B}[m\u{1B}[?25h".utf8))
        #expect(TerminalScreen.stripPadding(Array("a$b".utf8)) == Array("a$b".utf8))
    }

    @Test func errorMessageIsOneLine() {
        let message = TerminalError.noTerminal.description
        #expect(message == "lasim needs a terminal: none on stdin/stdout and /dev/tty cannot be opened")
        #expect(!message.contains("\n"))
    }
}
