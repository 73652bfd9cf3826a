import CLasimSignals
import Glibc

/// Signal handling for a full-screen terminal program.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT only set a flag (a C `volatile
/// sig_atomic_t` in the CLasimSignals C target, set by a C handler installed with `sigaction`);
/// the caller's loop polls `pending`, closes the screen and exits, e.g. with
/// `exitAsSignalled`. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP; Swift traps are SIGILL / SIGTRAP) run a C handler that writes the
/// terminal's exit strings captured at startup (`rmkx`, mouse off, `sgr0`,
/// `cnorm`, `rmcup`) with write(2), puts back the saved termios with
/// tcsetattr(3), both async-signal-safe, then re-raises the signal with its
/// default action so the crash is still reported.
///
/// The C state lives once, in CLasimSignals/lasim_signals.c: in the ncursesw
/// shim header each Swift compile unit had its own copy, and the optimised
/// build's handler and poller saw different ones (signals were ignored).
public enum TerminalSignals {
    /// Installs the flag handlers and the crash handler. Idempotent.
    /// `TerminalScreen` calls it when it opens a real terminal.
    public static func install() {
        _ = lasim_sig_install_flag_handlers()
        _ = lasim_crash_install()
        // A parent may hand us these signals blocked (signal masks are
        // inherited); blocked, they would never reach the handler and the
        // terminal would never be restored.
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The last termination signal received and not yet cleared, if any.
    public static var pending: Int32? {
        let s = lasim_sig_pending()
        return s == 0 ? nil : Int32(s)
    }

    /// Forgets the pending signal.
    public static func clearPending() { lasim_sig_set_pending(0) }

    /// Puts back the default action for `signal` and raises it, so the process
    /// ends the way it would have without our handler (exit status 128 + n).
    /// Call after `TerminalScreen.close()`.
    public static func exitAsSignalled(_ signal: Int32) -> Never {
        lasim_sig_reraise(signal)
        // Blocked or ignored: exit with the conventional status instead.
        exit(128 + signal)
    }

    /// Saves `fd`'s terminal modes for the crash handler (before ncurses changes them).
    static func saveModes(fd: Int32) { _ = lasim_crash_save_modes(fd) }

    /// Arms the crash handler: on a crash, `exitSequence` goes to `fd` and the
    /// saved modes are restored.
    static func armCrashRestore(fd: Int32, exitSequence: [UInt8]) {
        let bytes = exitSequence.map { CChar(bitPattern: $0) } + [0]
        bytes.withUnsafeBufferPointer { lasim_crash_arm(fd, $0.baseAddress, exitSequence.count) }
    }

    static func disarmCrashRestore() { lasim_crash_disarm() }

    static var isCrashRestoreArmed: Bool { lasim_crash_is_armed() != 0 }
}
