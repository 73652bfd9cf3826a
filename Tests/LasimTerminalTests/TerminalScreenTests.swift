import Foundation
import Testing
import LasimRender
import LasimTemplate
import LasimText
@testable import LasimTerminal

extension NcursesTests {
    @Suite struct Drawing {
        static let orange = RGB(0xFF, 0x87, 0x00)
        static let navy = RGB(0x00, 0x00, 0x5F)

        /// ASCII, CJK, an emoji and styles, on a 20 x 5 grid.
        static func sampleGrid() -> Grid {
            var grid = Grid(width: 20, height: 5)
            grid.write("Hello, lasim", x: 0, y: 0, style: Style(fg: orange, bold: true))
            grid.write("配送中", x: 1, y: 1, style: Style(fg: .white, bg: navy))
            grid.put("🛵", x: 8, y: 1, style: Style(underline: true))
            grid.write("dim", x: 0, y: 2, style: Style(dim: true))
            grid.write("ital", x: 4, y: 2, style: Style(italic: true))
            grid.write("rev", x: 9, y: 2, style: Style(fg: RGB(0x5f, 0x87, 0xaf), reverse: true))
            grid.write("あいうえおかきくけこ", x: 0, y: 4, style: Style(bg: RGB(0x30, 0x30, 0x30)))
            return grid
        }

        @Test func drawsAndReadsBackEqual() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 20, height: 5)
            defer { screen.close() }
            #expect(screen.size == (20, 5))
            #expect(screen.colorDepth == .xterm256)
            let grid = Self.sampleGrid()
            screen.draw(grid)
            #expect(screen.lastDrawStats.fullRedraw)
            #expect(screen.lastDrawStats.fallbackCells == 0)

            let held = screen.readBack()
            #expect(held.lines == grid.lines)
            // Straight comparison with the renderer's grid, colours degraded to 256.
            var expectedCells = grid.cells
            for i in expectedCells.indices {
                expectedCells[i].style.fg = expectedCells[i].style.fg.flatMap { ColorDepth.xterm256.approximate($0) }
                expectedCells[i].style.bg = expectedCells[i].style.bg.flatMap { ColorDepth.xterm256.approximate($0) }
            }
            #expect(held.cells == expectedCells)
            #expect(held[1, 1] == Cell("配", width: 2, style: Style(fg: .white, bg: Self.navy)))
            #expect(held[2, 1].width == 0)
            #expect(held[8, 1] == Cell("🛵", width: 2, style: Style(underline: true)))
            #expect(held[0, 0].style == Style(fg: Self.orange, bold: true))
            // The last row is full of wide characters, up to the bottom-right corner.
            #expect(held[18, 4] == Cell("こ", width: 2, style: Style(bg: RGB(0x30, 0x30, 0x30))))
        }

        @Test func sixteenColoursAndNone() throws {
            for depth in [ColorDepth.ansi16, .none] {
                let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 20, height: 5, colorDepth: depth)
                defer { screen.close() }
                #expect(screen.colorDepth == depth)
                let grid = Self.sampleGrid()
                screen.draw(grid)
                expectHolds(screen, grid)
                let held = screen.readBack()
                if depth == .ansi16 {
                    #expect(held[0, 0].style.fg == ColorDepth.ansi16Palette[ColorDepth.nearestANSI16(Self.orange)])
                } else {
                    #expect(held[0, 0].style == Style(bold: true))
                    #expect(held[1, 1].style == Style())
                }
            }
        }

        @Test func depthIsCappedByTheTerminal() throws {
            let screen = try TerminalScreen(testingTerm: "xterm", width: 10, height: 2, colorDepth: .truecolor)
            defer { screen.close() }
            #expect(screen.colorDepth == .ansi16)
            let vt = try TerminalScreen(testingTerm: "vt100", width: 10, height: 2, colorDepth: .xterm256)
            defer { vt.close() }
            #expect(vt.colorDepth == .none)
        }

        @Test func secondDrawWritesOnlyTheChangedCell() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 20, height: 5)
            defer { screen.close() }
            var grid = Self.sampleGrid()
            screen.draw(grid)
            #expect(screen.lastDrawStats.cellsWritten == 100 - 14)   // continuation cells are not written

            grid.put("J", x: 0, y: 0, style: Style(fg: Self.orange, bold: true))
            screen.draw(grid)
            #expect(screen.lastDrawStats == {
                var s = DrawStats(); s.cellsWritten = 1; return s
            }())
            expectHolds(screen, grid)

            screen.draw(grid)
            #expect(screen.lastDrawStats.cellsWritten == 0)

            // A style change alone is a change.
            grid.restyle(Rect(x: 5, y: 3, width: 1, height: 1)) { $0.bold = true }
            screen.draw(grid)
            #expect(screen.lastDrawStats.cellsWritten == 1)
            expectHolds(screen, grid)

            // A request repaints everything.
            screen.redrawAll()
            screen.draw(grid)
            #expect(screen.lastDrawStats.fullRedraw)
            #expect(screen.lastDrawStats.cellsWritten == 86)
        }

        @Test func wideAndNarrowReplaceEachOther() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 12, height: 3)
            defer { screen.close() }
            let frames: [(String, Int)] = [
                ("配送中", 0), ("abcdef", 0), ("配送中", 1), ("x配y送z", 0), ("🛵🛵🛵", 1),
                ("a🛵b", 0), ("配", 5), ("", 0), ("中中中中中中", 0), ("a中中中中中", 0),
            ]
            for (text, x) in frames {
                var grid = Grid(width: 12, height: 3)
                grid.write(text, x: x, y: 1, style: Style(fg: RGB(0, 255, 0)))
                grid.write(String(text.reversed()), x: 12 - GraphemeWidth.of(text) - x, y: 2, style: .plain)
                screen.draw(grid)
                #expect(!screen.lastDrawStats.fullRedraw || text == "配送中" && x == 0)
                expectHolds(screen, grid)
                #expect(screen.readBack().lines == grid.lines, "\(text)")
            }
        }

        @Test func emojiWhoseLibcWidthDisagreesFallsBack() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 20, height: 2)
            defer { screen.close() }
            var grid = Grid(width: 20, height: 2)
            // ❤️ (VS16), a flag, a ZWJ family, a keycap, a skin tone, and one libc does not know.
            let text = "❤️|🇯🇵|👨‍👩‍👧|1️⃣|👍🏽|🫨|"
            grid.write(text, x: 0, y: 0, style: Style(fg: RGB(255, 0, 0)))
            grid.write("after", x: 0, y: 1, style: .plain)
            screen.draw(grid)
            #expect(screen.lastDrawStats.fallbackCells == 6)
            expectHolds(screen, grid)
            let held = screen.readBack()
            #expect(held.lines[0] == "❤ |JP|👨|1 |👍|? |  ")
            #expect(held[0, 0].grapheme == "❤" && held[0, 0].width == 1 && held[1, 0].grapheme == " ")
            #expect(held[3, 0].grapheme == "J" && held[4, 0].grapheme == "P")
            #expect(held[6, 0].grapheme == "👨" && held[6, 0].width == 2)
            // Every "|" is where our widths put it.
            for x in [2, 5, 8, 11, 14, 17] { #expect(held[x, 0].grapheme == "|", "column \(x)") }
            // Every cell keeps its style, padding included.
            #expect(held[1, 0].style.fg == RGB(255, 0, 0))
        }

        @Test func combiningMarksStayInTheirCell() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 10, height: 1)
            defer { screen.close() }
            var grid = Grid(width: 10, height: 1)
            grid.write("e\u{301}a\u{308}|⌚|", x: 0, y: 0, style: .plain)
            screen.draw(grid)
            #expect(screen.lastDrawStats.fallbackCells == 0)
            expectHolds(screen, grid)
            #expect(screen.readBack().lines == grid.lines)
        }

        @Test func gridLargerOrSmallerThanTheScreen() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 10, height: 3)
            defer { screen.close() }
            var big = Grid(width: 15, height: 5)
            big.write("abcdefghi配送中", x: 0, y: 0, style: .plain)   // 配 straddles the screen edge
            screen.draw(big)
            expectHolds(screen, big)
            #expect(screen.readBack().lines[0] == "abcdefghi ")
            var small = Grid(width: 4, height: 1)
            small.write("ok", x: 0, y: 0, style: .plain)
            screen.draw(small)
            #expect(screen.lastDrawStats.fullRedraw)
            expectHolds(screen, small)
            #expect(screen.readBack().lines == ["ok        ", "          ", "          "])
        }

        @Test func pairsRunOutAndAreReset() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 8, height: 2, maxColorPairs: 8)
            defer { screen.close() }
            func grid(_ colours: [Int]) -> Grid {
                var g = Grid(width: 8, height: 2)
                for (i, c) in colours.enumerated() {
                    g.put("x", x: i % 8, y: i / 8, style: Style(fg: ColorDepth.xterm256RGB(c), bg: ColorDepth.xterm256RGB(255 - c)))
                }
                return g
            }
            let first = grid(Array(16..<22))
            screen.draw(first)
            #expect(screen.lastDrawStats.pairResets == 0)
            #expect(screen.pairs.count == 6)
            expectHolds(screen, first)

            // Six more pairs: the ninth does not fit, the pairs are reset and
            // the frame is drawn in full with fresh ones.
            let second = grid(Array(30..<36) + Array(16..<18))
            screen.draw(second)
            #expect(screen.lastDrawStats.pairResets == 1)
            #expect(screen.lastDrawStats.fullRedraw)
            #expect(screen.lastDrawStats.cellsWithoutPair == 0)
            #expect(screen.pairs.count == 8)
            expectHolds(screen, second)

            // Twelve pairs in one frame: reset once, the last four get the default colours.
            let third = grid(Array(100..<112))
            screen.draw(third)
            #expect(screen.lastDrawStats.pairResets == 1)
            #expect(screen.lastDrawStats.cellsWithoutPair == 4)
            let held = screen.readBack()
            for i in 0..<8 { #expect(held[i, 0].style.fg == ColorDepth.xterm256RGB(100 + i)) }
            for i in 8..<12 { #expect(held[i % 8, 1].style == Style(), "cell \(i)") }

            // And it recovers on the next frame that fits.
            screen.draw(first)
            #expect(screen.lastDrawStats.cellsWithoutPair == 0)
            expectHolds(screen, first)
        }

        @Test func pairsAbove32767UseTheExtendedAPI() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 16, height: 16)
            defer { screen.close() }
            var last = Grid(width: 16, height: 16)
            var p = 0
            for _ in 0..<135 {     // 135 * 256 = 34560 distinct pairs
                var g = Grid(width: 16, height: 16)
                for i in 0..<256 {
                    let fg = ColorDepth.xterm256RGB(16 + p % 240), bg = ColorDepth.xterm256RGB(16 + p / 240 % 240)
                    g.put("#", x: i % 16, y: i / 16, style: Style(fg: fg, bg: bg))
                    p += 1
                }
                screen.draw(g)
                last = g
            }
            #expect(screen.pairs.count > 32767)
            #expect(screen.lastDrawStats.pairResets == 0)
            expectHolds(screen, last)
        }

        @Test func closeIsIdempotent() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 5, height: 1)
            screen.close()
            screen.close()
            screen.draw(Grid(width: 5, height: 1))
            #expect(screen.nextEvent(timeoutMs: 0) == nil)
            #expect(screen.size == (0, 0))
        }

        @Test func unknownTerminalThrows() {
            #expect(throws: TerminalError.unknownTerminal("no-such-terminal-xyz")) {
                _ = try TerminalScreen(testingTerm: "no-such-terminal-xyz", width: 5, height: 1)
            }
        }
    }
}
