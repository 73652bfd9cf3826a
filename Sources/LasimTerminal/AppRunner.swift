#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimApp
import LasimRender
import LasimText

/// The interactive app: the terminal's events and the inbox become
/// messages for `AppState.update`, and `AppView.render` is drawn after each
/// batch. Everything that decides what is shown lives in LasimApp.
public enum AppRunner {
    /// Frame period: the clock and the timers on screen move at least this
    /// often.
    public static let frameMs = 33
    /// Draws of payloads are at least this far apart (60 a second): a
    /// payload arriving after a quiet spell is drawn at once; a stream of
    /// them is drawn in batches instead of once per payload.
    public static let drawGapMs = 16

    /// Runs until q, a signal, or the terminal going away. Returns the exit status.
    public static func run(_ initial: AppState, inbox: Inbox, options: TerminalScreen.Options) throws -> Int32 {
        let screen = try TerminalScreen(options: options)
        defer { screen.close() }
        var state = initial
        let size = screen.size
        state.update(.resize(width: size.width, height: size.height))
        state.update(.tick(wall: Date().timeIntervalSince1970))
        screen.draw(AppView.render(state))
        var lastPayloadDraw = ContinuousClock.now - .seconds(1)

        while true {
            if let signal = TerminalSignals.pending {
                screen.close()
                TerminalSignals.exitAsSignalled(signal)
            }
            var batch: [AppMessage] = []
            // Keys ncurses already holds; else wait for a key, a payload or the next tick.
            var event = screen.nextEvent(timeoutMs: 0)
            let sincePayloads = Int((ContinuousClock.now - lastPayloadDraw) / .milliseconds(1))
            if event == nil && sincePayloads < drawGapMs {
                // Payloads were drawn a moment ago: more of them wait for the gap to pass, keys do not.
                screen.waitForInput(timeoutMs: drawGapMs - sincePayloads, orReadable: -1)
                event = screen.nextEvent(timeoutMs: 0)
            }
            if event == nil {
                screen.waitForInput(timeoutMs: frameMs, orReadable: inbox.wakeDescriptor)
                event = screen.nextEvent(timeoutMs: 0)
            }
            while let e = event {
                switch e {
                case .inputClosed:
                    return 0 // the terminal is gone: nobody left to show anything to
                default:
                    if let m = message(for: e) { batch.append(m) }
                }
                event = screen.nextEvent(timeoutMs: 0)
            }
            let posted = inbox.drain()
            batch += posted
            batch.append(.tick(wall: Date().timeIntervalSince1970))
            for m in batch {
                if case .resize = m { screen.redrawAll() }
                for effect in state.update(m) {
                    switch effect {
                    case .quit: return 0
                    case .bell: _ = beep()
                    case .saveSVG(let grid, let name): state.update(.note(save(grid, name: name, depth: screen.colorDepth)))
                    }
                }
            }
            screen.draw(AppView.render(state))
            if !posted.isEmpty { lastPayloadDraw = ContinuousClock.now }
        }
    }

    /// Writes the view as SVG in the current directory; the line says where, or why not.
    static func save(_ grid: Grid, name: String, depth: ColorDepth) -> String {
        let dir = FileManager.default.currentDirectoryPath
        let path = (dir == "/" ? "" : dir) + "/" + name
        var o = SVGPrinter.Options()
        o.title = name
        // The file is for browsers and design tools: full colour whatever this terminal shows.
        o.depth = depth == ColorDepth.none ? ColorDepth.none : .truecolor
        let svg = SVGPrinter.svg(grid, options: o)
        guard FileManager.default.createFile(atPath: path, contents: Data(svg.utf8)) else {
            return "could not save the view: cannot write \(path)"
        }
        return "view saved as \(path)"
    }

    static func message(for event: TerminalEvent) -> AppMessage? {
        switch event {
        case .resize(let w, let h): return .resize(width: w, height: h)
        case .mouse(let x, let y, let button):
            return button == .left ? .click(x: x, y: y) : (button == .wheelUp ? .key(.up) : (button == .wheelDown ? .key(.down) : nil))
        case .key(let k): return key(k).map { .key($0) }
        case .inputClosed: return nil
        }
    }

    static func key(_ k: Key) -> AppKey? {
        switch k {
        case .character(let c): return .char(c)
        case .ctrl(let c): return .ctrl(c)
        case .enter: return .enter
        case .escape: return .escape
        case .tab: return .tab
        case .backtab: return .backTab
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .home: return .home
        case .end: return .end
        default: return nil
        }
    }

    /// Reads `paths` (`-` is stdin) one after the other on a thread of its
    /// own, in pieces, posting their bytes as the app takes them (the inbox
    /// bounds what waits); each one's end posts `.endOfInput`, a file that
    /// cannot be read a note.
    public static func startReader(_ paths: [String], inbox: Inbox) {
        BackgroundThread.start {
            for path in paths {
                let source = path == "-" ? "stdin" : path
                let ok = ChunkedInput.read(path) { chunk in
                    inbox.waitForRoom()
                    inbox.post(.bytes(chunk, source: source, wall: Date().timeIntervalSince1970))
                }
                if !ok { inbox.post(.note("\(source): cannot read the file")) }
                inbox.post(.endOfInput(source: source, wall: Date().timeIntervalSince1970))
            }
        }
    }
}
