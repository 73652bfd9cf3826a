/// Why a terminal screen could not be opened. `description` is one line,
/// ready for stderr.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither stdin/stdout are terminals nor can /dev/tty be opened.
    case noTerminal
    /// ncurses has no terminfo entry for this terminal type.
    case unknownTerminal(String)
    /// A file the test screen needs (/dev/null) could not be opened.
    case cannotOpen(String)

    public var description: String {
        switch self {
        case .noTerminal:
            "lasim needs a terminal: none on stdin/stdout and /dev/tty cannot be opened"
        case .unknownTerminal(let name):
            name.isEmpty
                ? "lasim cannot drive this terminal: TERM is not set"
                : "lasim cannot drive this terminal: no terminfo entry for TERM=\(name)"
        case .cannotOpen(let path):
            "lasim cannot open \(path)"
        }
    }
}
