/// One thing that happened at the terminal.
public enum TerminalEvent: Sendable, Hashable {
    /// A key (or a character typed, any Unicode scalar).
    case key(Key)
    /// A mouse button pressed or clicked at a cell (0-based column, row).
    case mouse(x: Int, y: Int, button: MouseButton)
    /// The terminal changed size; `TerminalScreen.size` is already updated and
    /// the next `draw` repaints everything.
    case resize(width: Int, height: Int)
    /// The terminal's input is gone (EOF, hang-up). Reported once; later calls
    /// wait out their timeout and return nil.
    case inputClosed
}

/// A key as the caller's loop sees it.
public enum Key: Sendable, Hashable, CustomStringConvertible {
    /// A printable character (any Unicode scalar, including non-ASCII).
    case character(Character)
    /// Ctrl plus a letter, lowercased ("c" for Ctrl-C when it is not a signal).
    /// Ctrl-I, Ctrl-M and Ctrl-[ arrive as `.tab`, `.enter` and `.escape`.
    case ctrl(Character)
    case enter, escape, tab, backtab, backspace, delete, insert
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// F1...F63.
    case function(Int)
    /// A key code ncurses knows but this enum does not name.
    case unknown(Int)

    public var description: String {
        switch self {
        case .character(let c): "\(c)"
        case .ctrl(let c): "ctrl-\(c)"
        case .function(let n): "F\(n)"
        case .unknown(let code): "key-\(code)"
        case .enter: "enter"
        case .escape: "escape"
        case .tab: "tab"
        case .backtab: "backtab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .insert: "insert"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        }
    }
}

/// Mouse buttons reported by `TerminalEvent.mouse`.
public enum MouseButton: Sendable, Hashable {
    case left, middle, right, wheelUp, wheelDown
}
