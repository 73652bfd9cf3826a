import Foundation
import Testing
import LasimRender
@testable import LasimTerminal

extension NcursesTests {
    @Suite struct Input {
        /// Reads events until `count` arrived or a second passed.
        static func events(_ screen: TerminalScreen, _ pty: PseudoTerminal, count: Int) -> [TerminalEvent] {
            var out: [TerminalEvent] = []
            let deadline = Date().addingTimeInterval(1)
            while out.count < count && Date() < deadline {
                pty.drain()
                if let e = screen.nextEvent(timeoutMs: 50) { out.append(e) }
            }
            return out
        }

        @Test func keysFromATerminal() throws {
            let pty = try PseudoTerminal(width: 30, height: 8)
            let screen = try TerminalScreen(testingTerm: "xterm-256color", inputFD: pty.slave, outputFD: pty.slave,
                                            options: .init(installSignalHandlers: false))
            defer { screen.close() }
            #expect(screen.size == (30, 8))
            var grid = Grid(width: 30, height: 8)
            grid.write("配送中 🛵", x: 0, y: 0, style: .plain)
            screen.draw(grid)
            pty.drain()

            pty.type("a配\u{1B}OA\u{1B}OB\u{1B}[5~\u{1B}[6~\u{1B}[Z\t\r\u{01}\u{7F}\u{1B}OP\u{1B}[15~\u{1B}OH\u{1B}OF\u{1B}[3~")
            let keys = Self.events(screen, pty, count: 16)
            #expect(keys == [
                .key(.character("a")), .key(.character("配")), .key(.up), .key(.down), .key(.pageUp),
                .key(.pageDown), .key(.backtab), .key(.tab), .key(.enter), .key(.ctrl("a")), .key(.backspace),
                .key(.function(1)), .key(.function(5)), .key(.home), .key(.end), .key(.delete),
            ])

            // A lone ESC is a key once the escape delay has passed.
            pty.type("\u{1B}")
            #expect(Self.events(screen, pty, count: 1) == [.key(.escape)])

            // SGR mouse reports: a left press at column 5, row 3 (1-based), its
            // release (ignored), a wheel step, a right click (press + release in
            // one read, which ncurses folds into a click).
            var mouse: [TerminalEvent] = []
            for report in ["\u{1B}[<0;5;3M", "\u{1B}[<0;5;3m", "\u{1B}[<64;2;2M", "\u{1B}[<2;1;1M\u{1B}[<2;1;1m"] {
                pty.type(report)
                mouse += Self.events(screen, pty, count: 1)
            }
            #expect(mouse == [
                .mouse(x: 4, y: 2, button: .left), .mouse(x: 1, y: 1, button: .wheelUp), .mouse(x: 0, y: 0, button: .right),
            ])
            // A release alone is not an event, and does not block.
            pty.type("\u{1B}[<0;9;1m")
            #expect(screen.nextEvent(timeoutMs: 100) == nil)
            pty.type("z")
            #expect(Self.events(screen, pty, count: 1) == [.key(.character("z"))])
        }

        @Test func hangUpIsReportedOnceWithoutSpinning() throws {
            let pty = try PseudoTerminal(width: 20, height: 4)
            let screen = try TerminalScreen(testingTerm: "xterm-256color", inputFD: pty.slave, outputFD: pty.slave,
                                            options: .init(installSignalHandlers: false))
            defer { screen.close() }
            pty.drain()
            #expect(screen.nextEvent(timeoutMs: 0) == nil)
            pty.type("q")
            #expect(screen.nextEvent(timeoutMs: 100) == .key(.character("q")))
            pty.closeMaster()

            var events: [TerminalEvent?] = []
            let start = Date()
            for _ in 0..<10 { events.append(screen.nextEvent(timeoutMs: 20)) }
            let elapsed = Date().timeIntervalSince(start)
            #expect(events.compactMap { $0 } == [.inputClosed])
            #expect(events.prefix(3).contains(.inputClosed))
            // After the report each call waits out its timeout instead of spinning.
            #expect(elapsed >= 0.1)
        }

        @Test func devNullInputIsClosedInput() throws {
            let screen = try TerminalScreen(testingTerm: "xterm-256color", width: 10, height: 2)
            defer { screen.close() }
            var seen: [TerminalEvent] = []
            for _ in 0..<6 { if let e = screen.nextEvent(timeoutMs: 10) { seen.append(e) } }
            #expect(seen.filter { $0 == .inputClosed }.count == 1)
        }
    }
}

extension NcursesTests.Input {
    @Test func resizeIsReportedAndRepaintsEverything() throws {
        let pty = try PseudoTerminal(width: 20, height: 4)
        let screen = try TerminalScreen(testingTerm: "xterm-256color", inputFD: pty.slave, outputFD: pty.slave,
                                        options: .init(installSignalHandlers: false))
        defer { screen.close() }
        var grid = Grid(width: 20, height: 4)
        grid.write("before", x: 0, y: 0, style: .plain)
        screen.draw(grid)
        pty.drain()

        var size = winsize(ws_row: 6, ws_col: 33, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.slave, UInt(TIOCSWINSZ), &size)
        raise(SIGWINCH)     // what the kernel sends the terminal's foreground process
        let events = Self.events(screen, pty, count: 1)
        #expect(events == [.resize(width: 33, height: 6)])
        #expect(screen.size == (33, 6))

        screen.draw(grid)   // same grid, but everything is repainted after a resize
        #expect(screen.lastDrawStats.fullRedraw)
        var bigger = Grid(width: 33, height: 6)
        bigger.write("after 配送中", x: 20, y: 5, style: .plain)
        screen.draw(bigger)
        expectHolds(screen, bigger)
        pty.drain()
    }
}
