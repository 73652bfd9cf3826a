import Foundation
import LasimTestTools
import Testing
import LasimRender
import LasimTemplate
@testable import LasimTerminal

extension NcursesTests {
    /// Direct colour needs a terminfo entry with colors#0x1000000; the
    /// machine may not have one (xterm-direct is in ncurses-term), so the
    /// tests compile their own with tic into a temporary TERMINFO.
    @Suite struct DirectColor {
        static let source = #"""
        xterm-direct|lasim test entry with direct colour,
        	colors#0x1000000, pairs#0x10000, RGB,
        	setaf=\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
        	setab=\E[%?%p1%{8}%<%t4%p1%d%e48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
        	use=xterm-256color,
        """#

        /// Runs `body` with TERMINFO pointing at a directory holding the entry.
        static func withDirectTerminfo(_ body: () throws -> Void) throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lasim-terminfo-\(getpid())")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("direct.src")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let tic = Process()
            tic.executableURL = URL(fileURLWithPath: try Tools.tic.path())
            tic.arguments = ["-x", "-o", dir.path, file.path]
            try tic.run()
            tic.waitUntilExit()
            try #require(tic.terminationStatus == 0)
            setenv("TERMINFO", dir.path, 1)
            defer { unsetenv("TERMINFO") }
            try body()
        }

        @Test(.enabled(if: Tools.tic.runnable, Tools.tic.skipNote))
        func truecolorDrawsExactColours() throws {
            try Self.withDirectTerminfo {
                let screen = try TerminalScreen(testingTerm: "xterm-direct", width: 20, height: 5)
                defer { screen.close() }
                #expect(screen.colorDepth == .truecolor)
                let grid = NcursesTests.Drawing.sampleGrid()
                screen.draw(grid)
                expectHolds(screen, grid)
                let held = screen.readBack()
                #expect(held[0, 0].style.fg == NcursesTests.Drawing.orange)
                #expect(held[1, 1].style.bg == NcursesTests.Drawing.navy)
                #expect(held[0, 4].style.bg == RGB(0x30, 0x30, 0x30))

                // 40 000 distinct pairs: numbers above 32767 through the extended API.
                var g = Grid(width: 20, height: 5)
                var n = 0
                for _ in 0..<400 {
                    g = Grid(width: 20, height: 5)
                    for i in 0..<100 {
                        g.put("#", x: i % 20, y: i / 20, style: Style(fg: RGB(UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), 9), bg: .white))
                        n += 1
                    }
                    screen.draw(g)
                }
                #expect(screen.pairs.count > 32767)
                expectHolds(screen, g)
            }
        }

        @Test(.enabled(if: Tools.tic.runnable, Tools.tic.skipNote))
        func directVariantIsUsedOnlyWhenAskedAndPresent() throws {
            let pty = try PseudoTerminal(width: 20, height: 4)
            try Self.withDirectTerminfo {
                let asked = try TerminalScreen(testingTerm: "xterm-256color", inputFD: pty.slave, outputFD: pty.slave,
                                               options: .init(preferDirectColor: true, installSignalHandlers: false))
                #expect(asked.terminalName == "xterm-direct")
                #expect(asked.colorDepth == .truecolor)
                asked.close()
                let notAsked = try TerminalScreen(testingTerm: "xterm-256color", inputFD: pty.slave, outputFD: pty.slave,
                                                  options: .init(installSignalHandlers: false))
                #expect(notAsked.terminalName == "xterm-256color")
                #expect(notAsked.colorDepth == .xterm256)
                notAsked.close()
                pty.drain()
            }
            // Without the entry (this machine has no screen-direct): TERM as is.
            let fallback = try TerminalScreen(testingTerm: "screen-256color", inputFD: pty.slave, outputFD: pty.slave,
                                              options: .init(preferDirectColor: true, installSignalHandlers: false))
            #expect(fallback.terminalName == "screen-256color")
            #expect(fallback.colorDepth == .xterm256)
            fallback.close()
        }
    }
}
