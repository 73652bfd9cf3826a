#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw

extension TerminalScreen {
    /// Waits up to `timeoutMs` (0: just look; negative: block) for input.
    /// Returns nil on timeout or for input it ignores (mouse releases, motion,
    /// invalid scalars). Never spins: when the terminal's input is gone
    /// (reads keep failing at once while the descriptor reports EOF or
    /// hang-up), `.inputClosed` is returned once and later calls just sleep
    /// for their timeout (a second when blocking) and return nil.
    ///
    /// Mouse reports that arrive in one burst are folded by ncurses: a press
    /// and its release become one click; of several presses only the last
    /// is reported.
    public func nextEvent(timeoutMs: Int) -> TerminalEvent? {
        guard !isClosed else { return nil }
        if inputClosedReported {
            let wait = timeoutMs < 0 ? 1000 : timeoutMs
            if wait > 0 { _ = poll(nil, 0, Int32(clamping: wait)) }
            return nil
        }
        _ = set_term(screen)
        let window = lasim_stdscr()
        let timeout = Int32(clamping: max(-1, timeoutMs))
        if timeout != currentTimeout {
            wtimeout(window, timeout)
            currentTimeout = timeout
        }
        var value: wint_t = 0
        let rc = wget_wch(window, &value)
        if rc == lasim_err() {
            // A timeout, a signal, or a dead terminal. Only the last leaves the
            // descriptor readable (EOF) or hung up while ncurses got nothing.
            suspiciousErrors = inputLooksClosed() ? suspiciousErrors + 1 : 0
            if suspiciousErrors >= 3 {
                inputClosedReported = true
                return .inputClosed
            }
            return resizeIfNeeded()
        }
        suspiciousErrors = 0
        if rc == lasim_key_code_yes() {
            let code = Int32(bitPattern: value)
            switch code {
            case KEY_RESIZE:
                needsFullRedraw = true
                let (width, height) = size
                return .resize(width: width, height: height)
            case KEY_MOUSE:
                return mouseEvent()
            default:
                return .key(Key.fromKeyCode(code))
            }
        }
        return Key.fromCharacter(UInt32(value)).map { .key($0) }
    }

    /// Sleeps until the terminal has input, `other` is readable (another
    /// source of messages, `Inbox.wakeDescriptor`), a signal, or `timeoutMs`.
    /// Then `nextEvent(timeoutMs: 0)` reads the keys.
    public func waitForInput(timeoutMs: Int, orReadable other: Int32) {
        guard !isClosed else { return }
        var fds = [pollfd(fd: inputClosedReported ? -1 : fileno(inputFile), events: Int16(POLLIN), revents: 0),
                   pollfd(fd: other, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, 2, Int32(clamping: timeoutMs))
    }

    /// ncurses turns SIGWINCH into KEY_RESIZE only when a read is
    /// interrupted; when the signal lands while we draw, its timed wait just
    /// times out and the resize would wait for the next key. So after every
    /// timeout the terminal's real size is compared with the screen's.
    private func resizeIfNeeded() -> TerminalEvent? {
        var ws = winsize()
        guard ioctl(fileno(outputFile), UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        let (width, height) = size
        guard Int(ws.ws_col) != width || Int(ws.ws_row) != height else { return nil }
        // resize_term, not resizeterm: the latter also queues a KEY_RESIZE.
        _ = resize_term(Int32(ws.ws_row), Int32(ws.ws_col))
        _ = clearok(lasim_curscr(), true)
        needsFullRedraw = true
        return .resize(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }

    private func mouseEvent() -> TerminalEvent? {
        var event = MEVENT()
        guard getmouse(&event) == lasim_ok() else { return nil }
        let button: MouseButton
        switch lasim_mouse_button(event.bstate) {
        case 1: button = .left
        case 2: button = .middle
        case 3: button = .right
        case 4: button = .wheelUp
        case 5: button = .wheelDown
        default: return nil
        }
        return .mouse(x: Int(event.x), y: Int(event.y), button: button)
    }

    private func inputLooksClosed() -> Bool {
        var fd = pollfd(fd: fileno(inputFile), events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 0) >= 0 else { return errno != EINTR }
        return fd.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
