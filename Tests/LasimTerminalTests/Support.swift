import Foundation
import Testing
import LasimRender
@testable import LasimTerminal

/// Everything that touches ncurses or the process locale runs one test at a
/// time: ncurses has one current screen per process and setlocale is not
/// thread-safe. Suites that do are nested in this one.
@Suite(.serialized) enum NcursesTests {}

/// A pseudo-terminal for driving a screen's input (tests only, Linux).
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    private var masterOpen = true

    init(width: Int, height: Int) throws {
        // Close-on-exec: a process another test spawns meanwhile (tmux lives on)
        // must not inherit the master, or closing it would not hang up the pty.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw TestFailure("cannot open /dev/ptmx") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN: their macros do not import into Swift.
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            Glibc.close(master)
            throw TestFailure("cannot unlock the pty")
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { Glibc.close(master); throw TestFailure("cannot open /dev/pts/\(number)") }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    /// Types `text` as if on the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads (and discards) what the screen wrote so the pty never fills up.
    @discardableResult
    func drain() -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while masterOpen {
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return out
    }

    /// Hangs up: the screen's input sees EOF / EIO.
    func closeMaster() {
        guard masterOpen else { return }
        masterOpen = false
        Glibc.close(master)
    }

    deinit {
        closeMaster()
        Glibc.close(slave)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Draws `grid` and checks that ncurses holds exactly what was meant.
func expectHolds(_ screen: TerminalScreen, _ grid: Grid, sourceLocation: SourceLocation = #_sourceLocation) {
    let (width, height) = screen.size
    let held = screen.readBack()
    let expected = RecordedScreen.expected(for: grid, depth: screen.colorDepth, width: width, height: height)
    let differences = held.differences(from: expected)
    #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
}
