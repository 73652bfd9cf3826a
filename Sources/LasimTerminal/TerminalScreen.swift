#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import LasimRender

/// A full-screen ncurses terminal that draws `Grid`s and reads keys, mouse
/// clicks and resizes. One per process in practice; not thread-safe (ncurses
/// is not): use it from one thread.
///
/// - Opening: `newterm` (never `initscr`) on stdin/stdout when both are
///   terminals, else on /dev/tty, so payloads can be piped in. cbreak, noecho,
///   nonl, keypad, invisible cursor, default colours, mouse presses and wheel.
///   LC_CTYPE is made UTF-8 first (`configureLocale`).
/// - Drawing: `draw` diffs against the last drawn grid and writes changed
///   cells only, each at an explicit position; graphemes whose libc width is
///   not ours get a fallback (`CellEncoding`) so columns never drift.
/// - Colours: degraded in `ColorDepth`; one pair per (fg, bg), made on first
///   use with `init_extended_pair` and passed through setcchar's `opts`, so
///   truecolor pair numbers above 32767 work; reset when they run out.
/// - Input: `nextEvent(timeoutMs:)`, never spinning on a dead terminal.
/// - Restoring: `close()` (endwin + delscreen); `TerminalSignals` turns
///   SIGINT/TERM/HUP/QUIT into a flag to poll and restores the terminal on
///   crashes before re-raising.
public final class TerminalScreen {
    public struct Options: Sendable {
        /// The colour depth wanted; nil detects it (`ColorDepth.detect` on
        /// NO_COLOR, TERM, COLORTERM and the terminfo colour count). Either
        /// way it is capped by what the terminfo entry can express.
        public var colorDepth: ColorDepth?
        /// Try TERM's direct-colour variant (xterm-256color -> xterm-direct)
        /// first; falls back to TERM when that terminfo entry is missing.
        public var preferDirectColor: Bool
        /// Ask for mouse button and wheel events.
        public var mouse: Bool
        /// Install `TerminalSignals` (flag handlers and crash restore).
        public var installSignalHandlers: Bool
        /// How long a lone ESC waits for the rest of an escape sequence.
        public var escapeDelayMs: Int
        /// Use at most this many colour pairs (default: what ncurses allows).
        public var maxColorPairs: Int?

        public init(colorDepth: ColorDepth? = nil, preferDirectColor: Bool = false, mouse: Bool = true,
                    installSignalHandlers: Bool = true, escapeDelayMs: Int = 25, maxColorPairs: Int? = nil) {
            self.colorDepth = colorDepth; self.preferDirectColor = preferDirectColor; self.mouse = mouse
            self.installSignalHandlers = installSignalHandlers; self.escapeDelayMs = escapeDelayMs
            self.maxColorPairs = maxColorPairs
        }
    }

    /// The colour depth drawing uses (after detection and capping).
    public let colorDepth: ColorDepth
    /// The terminfo name ncurses was started with.
    public let terminalName: String
    /// True when the terminal's default colours can be used (use_default_colors).
    public let usesDefaultColors: Bool
    /// What the last `draw` did.
    public internal(set) var lastDrawStats = DrawStats()

    let screen: OpaquePointer
    let inputFile: UnsafeMutablePointer<FILE>
    let outputFile: UnsafeMutablePointer<FILE>
    private let ownedFiles: [UnsafeMutablePointer<FILE>]
    private let armedCrashRestore: Bool
    private(set) var isClosed = false

    // Drawing state.
    var previous: Grid?
    var needsFullRedraw = true
    var pairs: ColorPairCache
    let terminalColors: Int
    var encodings: [CellEncoding.Key: CellEncoding.Encoded] = [:]

    // Input state.
    var currentTimeout: Int32 = .min
    var suspiciousErrors = 0
    var inputClosedReported = false

    // MARK: - Opening

    /// Opens the user's terminal: stdin/stdout when both are terminals,
    /// otherwise /dev/tty (so stdin can be a pipe of payloads).
    /// - Throws: `TerminalError.noTerminal` when there is no terminal at all,
    ///   `.unknownTerminal` when TERM has no terminfo entry.
    public convenience init(options: Options = Options()) throws {
        TerminalScreen.configureLocale()
        var owned: [UnsafeMutablePointer<FILE>] = []
        let input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
            input = lasim_stdin(); output = lasim_stdout()
        } else {
            let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw TerminalError.noTerminal }
            guard let tty = fdopen(fd, "r+") else { Glibc.close(fd); throw TerminalError.noTerminal }
            input = tty; output = tty; owned = [tty]
        }
        let environment = TerminalScreen.environment(["NO_COLOR", "TERM", "COLORTERM"])
        if options.installSignalHandlers { TerminalSignals.saveModes(fd: fileno(output)) }
        try self.init(term: environment["TERM"], input: input, output: output, ownedFiles: owned,
                      environment: environment, options: options, armCrashRestore: options.installSignalHandlers)
    }

    /// A screen for tests: `term`'s terminfo entry, output to /dev/null,
    /// input from /dev/null, a fixed size. The environment is ignored.
    public convenience init(testingTerm term: String, width: Int, height: Int,
                            colorDepth: ColorDepth? = nil, maxColorPairs: Int? = nil) throws {
        TerminalScreen.configureLocale()
        guard let output = fopen("/dev/null", "w") else { throw TerminalError.cannotOpen("/dev/null") }
        guard let input = fopen("/dev/null", "r") else { fclose(output); throw TerminalError.cannotOpen("/dev/null") }
        let options = Options(colorDepth: colorDepth, mouse: true, installSignalHandlers: false,
                              maxColorPairs: maxColorPairs)
        try self.init(term: term, input: input, output: output, ownedFiles: [output, input],
                      environment: [:], options: options, armCrashRestore: false)
        _ = resize_term(Int32(height), Int32(width))   // resizeterm would queue a KEY_RESIZE
        needsFullRedraw = true
    }

    /// A screen on given descriptors (tests drive it through a pseudo-terminal).
    /// The descriptors are duplicated; the caller keeps its own.
    convenience init(testingTerm term: String, inputFD: Int32, outputFD: Int32, options: Options) throws {
        TerminalScreen.configureLocale()
        guard let output = fdopen(fcntl(outputFD, F_DUPFD_CLOEXEC, 0), "w") else { throw TerminalError.cannotOpen("fd \(outputFD)") }
        guard let input = fdopen(fcntl(inputFD, F_DUPFD_CLOEXEC, 0), "r") else { fclose(output); throw TerminalError.cannotOpen("fd \(inputFD)") }
        try self.init(term: term, input: input, output: output, ownedFiles: [output, input],
                      environment: [:], options: options, armCrashRestore: false)
    }

    private init(term: String?, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
                 ownedFiles: [UnsafeMutablePointer<FILE>], environment: [String: String],
                 options: Options, armCrashRestore: Bool) throws {
        var opened: (OpaquePointer, String)?
        if options.preferDirectColor, let term, let direct = TerminalScreen.directColorVariant(of: term) {
            if let s = direct.withCString({ newterm($0, output, input) }) { opened = (s, direct) }
        }
        if opened == nil, let term, !term.isEmpty {
            if let s = term.withCString({ newterm($0, output, input) }) { opened = (s, term) }
        }
        guard let screen = opened?.0, let name = opened?.1 else {
            for f in ownedFiles { fclose(f) }
            throw TerminalError.unknownTerminal(term ?? "")
        }
        _ = set_term(screen)
        self.screen = screen
        self.terminalName = name
        self.inputFile = input
        self.outputFile = output
        self.ownedFiles = ownedFiles

        let window = lasim_stdscr()
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        _ = intrflush(window, false)
        _ = keypad(window, true)
        _ = leaveok(window, true)
        _ = curs_set(0)
        _ = set_escdelay(Int32(clamping: options.escapeDelayMs))
        wtimeout(window, 0)
        if options.mouse {
            _ = mousemask(lasim_mouse_interest(), nil)
            _ = mouseinterval(0)
        }

        // Colours: the terminfo count decides detection; start_color only when wanted.
        let terminfoColors = Int(tigetnum("colors"))
        let wanted = options.colorDepth
            ?? ColorDepth.detect(environment: environment, colorsFromTerminfo: max(0, terminfoColors))
        var depth = ColorDepth.none
        var defaults = false
        if wanted != .none && has_colors() {
            _ = start_color()
            defaults = use_default_colors() == lasim_ok()
            depth = min(wanted, ColorDepth.supported(byColors: Int(lasim_colors())))
        }
        self.colorDepth = depth
        self.usesDefaultColors = defaults
        self.terminalColors = depth == .none ? 0 : Int(lasim_colors())
        var limit = depth == .none ? 0 : Int(lasim_color_pairs()) - 1
        if let cap = options.maxColorPairs { limit = min(limit, cap) }
        self.pairs = ColorPairCache(limit: limit)

        if options.installSignalHandlers { TerminalSignals.install() }
        if armCrashRestore {
            TerminalSignals.armCrashRestore(fd: fileno(output),
                                            exitSequence: TerminalScreen.exitSequence(mouse: options.mouse))
        }
        self.armedCrashRestore = armCrashRestore
    }

    deinit { close() }

    // MARK: - Size and closing

    /// The screen size in cells.
    public var size: (width: Int, height: Int) {
        guard !isClosed else { return (0, 0) }
        _ = set_term(screen)
        let window = lasim_stdscr()
        return (Int(lasim_getmaxx(window)), Int(lasim_getmaxy(window)))
    }

    /// Gives the terminal back (endwin, delscreen). Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = set_term(screen)
        _ = endwin()
        delscreen(screen)
        if armedCrashRestore { TerminalSignals.disarmCrashRestore() }
        fflush(outputFile)
        for f in ownedFiles { fclose(f) }
    }

    // MARK: - Environment

    /// Makes LC_CTYPE a UTF-8 locale: the environment's (setlocale(LC_ALL, ""))
    /// when it is UTF-8, else C.UTF-8. Without it ncurses garbles wide text.
    /// Returns false when no UTF-8 locale is available.
    @discardableResult
    public static func configureLocale() -> Bool {
        _ = setlocale(LC_ALL, "")
        if lasim_codeset_is_utf8() != 0 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if lasim_codeset_is_utf8() != 0 { return true }
        }
        return false
    }

    /// The direct-colour terminfo name for `term` ("xterm-256color" ->
    /// "xterm-direct"), or nil when it already is one or has no base name.
    public static func directColorVariant(of term: String) -> String? {
        if term.hasSuffix("-direct") || term.isEmpty { return nil }
        var base = Substring(term)
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        return base.isEmpty ? nil : base + "-direct"
    }

    static func environment(_ names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }

    /// What the crash handler writes to leave the screen: keypad off, mouse
    /// off, attributes off, cursor on, alternate screen off. Terminfo padding
    /// ("$<5>") is dropped.
    static func exitSequence(mouse: Bool) -> [UInt8] {
        var out: [UInt8] = []
        func cap(_ name: String) {
            guard let s = name.withCString({ lasim_tigetstr($0) }) else { return }
            out += stripPadding(Array(String(cString: s).utf8))
        }
        cap("rmkx")
        if mouse { out += Array("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8) }
        cap("sgr0")
        cap("cnorm")
        cap("rmcup")
        return out
    }

    static func stripPadding(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
               let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                i = close + 1
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}
