import Testing
@testable import LasimRender
@testable import LasimTemplate

@Suite struct ContrastMathTests {
    @Test func blackOnWhiteIs21() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 1e-9)
        #expect(abs(Contrast.ratio(.white, .black) - 21) < 1e-9)
        #expect(Contrast.format(Contrast.ratio(.black, .white)) == "21.00:1")
    }

    @Test func grey777777OnWhiteFails() {
        let r = Contrast.ratio(RGB(hex: "#777777")!, .white)
        #expect(abs(r - 4.48) < 0.005)
        #expect(r < 4.5)
        #expect(Contrast.format(r) == "4.48:1")
    }

    @Test func grey767676OnWhitePasses() {
        let r = Contrast.ratio(RGB(hex: "#767676")!, .white)
        #expect(abs(r - 4.54) < 0.005)
        #expect(r >= 4.5)
        #expect(Contrast.format(r) == "4.54:1")
    }

    @Test func luminanceEnds() {
        #expect(Contrast.luminance(.black) == 0)
        #expect(abs(Contrast.luminance(.white) - 1) < 1e-12)
        #expect(abs(Contrast.ratio(RGB(hex: "#123456")!, RGB(hex: "#123456")!) - 1) < 1e-12)
        for v: UInt8 in [0, 10, 128, 200, 255] { #expect(Contrast.encode(Contrast.linear(v)) == v) }
    }

    @Test func formatNeverRoundsAFailureUpToItsThreshold() {
        #expect(Contrast.format(4.497) == "4.49:1")
        #expect(Contrast.format(2.999) == "2.99:1")
        #expect(Contrast.format(4.505) == "4.51:1" || Contrast.format(4.505) == "4.50:1")
    }

    @Test func nightModeKeepsLuminanceAndTurnsRed() {
        for c in [RGB(hex: "#aeaeb2")!, RGB(hex: "#4da3ff")!, RGB(hex: "#005cd1")!, .white, .black] {
            let n = c.nightMode
            #expect(abs(Contrast.luminance(n) - Contrast.luminance(c)) < 0.01)
            #expect(n.r >= n.g && n.g == n.b)
        }
        #expect(RGB(hex: "#303030")!.nightMode.g == 0)
    }
}

@Suite struct ContrastCheckerTests {
    @Test func findsRunsWithRectsAndThresholds() {
        var g = Grid(width: 20, height: 3, style: Style(fg: .black, bg: .white))
        g.write("ok text", x: 0, y: 0, style: Style(fg: .black, bg: .white))
        g.write("faint", x: 10, y: 0, style: Style(fg: RGB(hex: "#777777")!, bg: .white))
        g.write("big", x: 0, y: 1, style: Style(fg: RGB(hex: "#888888")!, bg: .white, ink: .largeText)) // 3.54: passes 3
        g.write("*", x: 5, y: 1, style: Style(fg: RGB(hex: "#aaaaaa")!, bg: .white, ink: .glyph))       // 2.32: fails 3
        g.write("---", x: 8, y: 1, style: Style(fg: RGB(hex: "#eeeeee")!, bg: .white, ink: .decoration)) // not checked
        g.write("label", x: 0, y: 2, style: Style(fg: RGB(hex: "#eeeeee")!))                              // no bg: skipped
        let runs = ContrastChecker.runs(in: g)
        #expect(runs.map(\.text) == ["ok text", "faint", "big", "*"])
        let failures = ContrastChecker.failures(in: g)
        #expect(failures.map(\.text) == ["faint", "*"])
        #expect(failures[0].rect == Rect(x: 10, y: 0, width: 5, height: 1))
        #expect(failures[0].required == 4.5)
        #expect(failures[0].label == "4.48:1 < 4.5")
        #expect(failures[1].rect == Rect(x: 5, y: 1, width: 1, height: 1))
        #expect(failures[1].required == 3)
    }

    @Test func runsSpanWordSpacesButNotWideGaps() {
        var g = Grid(width: 30, height: 1, style: Style(fg: .black, bg: .white))
        g.write("On the way", x: 0, y: 0, style: Style(fg: .black, bg: .white, bold: true))
        g.write("12:30", x: 20, y: 0, style: Style(fg: .black, bg: .white, bold: true))
        #expect(ContrastChecker.runs(in: g).map(\.text) == ["On the way", "12:30"])
    }

    @Test func wideGlyphsAndReverse() {
        var g = Grid(width: 10, height: 1, style: Style(fg: .black, bg: .white))
        g.write("🛵", x: 2, y: 0, style: Style(fg: .white, bg: .white, ink: .glyph))
        g.write("R", x: 6, y: 0, style: Style(fg: .black, bg: .white, reverse: true))
        let runs = ContrastChecker.runs(in: g)
        #expect(runs.count == 2)
        #expect(runs[0].rect == Rect(x: 2, y: 0, width: 2, height: 1))
        #expect(!runs[0].passes)
        #expect(runs[1].fg == .white && runs[1].bg == .black)
    }

    @Test func colourDepthShowsNearestColours() {
        var g = Grid(width: 10, height: 1, style: Style(fg: .black, bg: .white))
        g.write("x", x: 0, y: 0, style: Style(fg: RGB(hex: "#767676")!, bg: .white))
        let run = ContrastChecker.runs(in: g, depth: .c16)[0]
        #expect(run.passes)
        #expect(run.shown?.fg == ColorDepth.c16.shown(RGB(hex: "#767676")!))
        #expect(run.shown.map { $0.ratio < 4.5 } == true) // #7f7f7f: fails as a 16-colour terminal shows it
        #expect(run.failsOnlyAsShown)
    }
}
