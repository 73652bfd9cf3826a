// C shim over ncursesw for LasimTerminal.
//
// SwiftPM drops the -D flags pkg-config gives for ncursesw, so the wide-char
// API is switched on here. Everything Swift cannot use directly (function-like
// macros, attribute and mouse constants, globals that Swift 6 rejects as
// shared mutable state) is wrapped in a `static inline` function: a system
// library target compiles no .c file.
//
// Signal state lives in `static` variables below. Every Swift source file that
// calls one of the `lasim_sig_*` / `lasim_crash_*` functions gets its OWN copy
// of that state (each file is its own C translation unit in debug builds), so
// only one Swift file may use them: LasimTerminal/TerminalSignals.swift.
// They all have explicit initialisers: Swift's importer does not emit C
// tentative definitions (`static char buf[N];`), which then fail to link.
// SwiftPM does not track this header for rebuilds: touch the Swift files that
// import CNcursesw after editing it.
#ifndef LASIM_CNCURSESW_SHIM_H
#define LASIM_CNCURSESW_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// MARK: - libc

// glibc declares wcwidth only under _XOPEN_SOURCE, which the (modular) libc
// headers were not compiled with: declare it here. ncurses measures with it,
// so LasimTerminal uses it only to predict what ncurses will do.
extern int wcwidth(wchar_t c);
static inline int lasim_wcwidth(wchar_t c) { return wcwidth(c); }

// MARK: - Globals and macros

static inline WINDOW *lasim_stdscr(void) { return stdscr; }
static inline WINDOW *lasim_curscr(void) { return curscr; }
static inline int lasim_colors(void) { return COLORS; }
static inline int lasim_color_pairs(void) { return COLOR_PAIRS; }
static inline int lasim_getmaxx(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)y; return x; }
static inline int lasim_getmaxy(WINDOW *w) { int y, x; getmaxyx(w, y, x); (void)x; return y; }
static inline FILE *lasim_stdin(void) { return stdin; }
static inline FILE *lasim_stdout(void) { return stdout; }
static inline FILE *lasim_stderr(void) { return stderr; }

static inline int lasim_ok(void) { return OK; }
static inline int lasim_err(void) { return ERR; }
static inline int lasim_key_code_yes(void) { return KEY_CODE_YES; }
static inline int lasim_key_f(int n) { return KEY_F(n); }
static inline int lasim_key_f0(void) { return KEY_F0; }

// MARK: - Attributes

static inline attr_t lasim_wa_normal(void) { return WA_NORMAL; }
static inline attr_t lasim_wa_bold(void) { return WA_BOLD; }
static inline attr_t lasim_wa_dim(void) { return WA_DIM; }
static inline attr_t lasim_wa_italic(void) { return WA_ITALIC; }
static inline attr_t lasim_wa_underline(void) { return WA_UNDERLINE; }
static inline attr_t lasim_wa_reverse(void) { return WA_REVERSE; }

// MARK: - Cells

/// setcchar with an `int` pair: the pair always goes through the `opts`
/// pointer (the extended API), so pairs above 32767 work.
static inline int lasim_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    int ext = pair;
    short legacy = (short)(pair <= SHRT_MAX ? pair : 0);
    return setcchar(cell, text, attrs, legacy, &ext);
}

/// getcchar into a buffer of CCHARW_MAX + 1 wide chars; the extended pair
/// comes back through `opts`.
static inline int lasim_getcchar(const cchar_t *cell, wchar_t *text, attr_t *attrs, int *pair) {
    short legacy = 0;
    int ext = 0;
    int rc = getcchar(cell, text, attrs, &legacy, &ext);
    *pair = ext;
    return rc;
}

static inline int lasim_ccharw_max(void) { return CCHARW_MAX; }

// MARK: - Mouse

/// The events LasimTerminal asks for: presses of buttons 1-3 and the wheel.
/// Releases are asked for too although LasimTerminal ignores them: ncurses
/// discards a report outside the mask and then waits, blocking, for another
/// one (and may drop the press it came with).
static inline mmask_t lasim_mouse_interest(void) {
    return BUTTON1_PRESSED | BUTTON2_PRESSED | BUTTON3_PRESSED
         | BUTTON1_RELEASED | BUTTON2_RELEASED | BUTTON3_RELEASED
         | BUTTON1_CLICKED | BUTTON2_CLICKED | BUTTON3_CLICKED
         | BUTTON4_PRESSED | BUTTON5_PRESSED;
}

/// 1, 2, 3 for a press or click of those buttons, 4 / 5 for wheel up / down,
/// 0 for anything else (releases, motion).
static inline int lasim_mouse_button(mmask_t state) {
    if (state & (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED)) return 1;
    if (state & (BUTTON2_PRESSED | BUTTON2_CLICKED | BUTTON2_DOUBLE_CLICKED | BUTTON2_TRIPLE_CLICKED)) return 2;
    if (state & (BUTTON3_PRESSED | BUTTON3_CLICKED | BUTTON3_DOUBLE_CLICKED | BUTTON3_TRIPLE_CLICKED)) return 3;
    if (state & BUTTON4_PRESSED) return 4;
    if (state & BUTTON5_PRESSED) return 5;
    return 0;
}

// MARK: - Locale and terminfo

static inline int lasim_codeset_is_utf8(void) {
    const char *cs = nl_langinfo(CODESET);
    return cs != NULL && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

/// tigetstr, with "absent" and "not a string capability" both as NULL.
static inline const char *lasim_tigetstr(const char *name) {
    char *s = tigetstr(name);
    if (s == NULL || s == (char *)-1) return NULL;
    return s;
}

// MARK: - Signals (use only from TerminalSignals.swift, see the top)

static volatile sig_atomic_t lasim_sig_pending_ = 0;

static void lasim_sig_flag_handler_(int sig) { lasim_sig_pending_ = sig; }

static inline int lasim_sig_pending(void) { return (int)lasim_sig_pending_; }
static inline void lasim_sig_set_pending(int sig) { lasim_sig_pending_ = sig; }

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT only set the pending flag. No SA_RESTART:
/// a blocked read returns so the caller's loop sees the flag promptly.
static inline int lasim_sig_install_flag_handlers(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = lasim_sig_flag_handler_;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    int rc = 0;
    rc |= sigaction(SIGINT, &sa, NULL);
    rc |= sigaction(SIGTERM, &sa, NULL);
    rc |= sigaction(SIGHUP, &sa, NULL);
    rc |= sigaction(SIGQUIT, &sa, NULL);
    return rc;
}

/// Puts the default action back for `sig` and raises it.
static inline void lasim_sig_reraise(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

// Crash restore: the terminal's saved modes and the "exit" strings are
// captured while the screen is open; the handler writes them with write(2)
// and tcsetattr(3) (both async-signal-safe), then re-raises with the default
// action so the crash is still reported (core dump, exit status).
static volatile int lasim_crash_fd_ = -1;
static struct termios lasim_crash_termios_ = {0};
static volatile int lasim_crash_has_termios_ = 0;
static char lasim_crash_seq_[1024] = {0};
static volatile size_t lasim_crash_seq_len_ = 0;
static char lasim_crash_altstack_[1 << 16] = {0};

static void lasim_crash_handler_(int sig) {
    int fd = lasim_crash_fd_;
    if (fd >= 0) {
        size_t len = lasim_crash_seq_len_;
        size_t off = 0;
        while (off < len) {
            ssize_t n = write(fd, lasim_crash_seq_ + off, len - off);
            if (n <= 0) break;
            off += (size_t)n;
        }
        if (lasim_crash_has_termios_) (void)tcsetattr(fd, TCSANOW, &lasim_crash_termios_);
    }
    signal(sig, SIG_DFL);
    raise(sig);  // blocked while we run; delivered with the default action on return
}

/// Saves the terminal modes of `fd` (call before the screen changes them).
static inline int lasim_crash_save_modes(int fd) {
    if (tcgetattr(fd, &lasim_crash_termios_) != 0) { lasim_crash_has_termios_ = 0; return -1; }
    lasim_crash_has_termios_ = 1;
    return 0;
}

/// Arms the crash handler for `fd` with the exit sequence `seq`.
static inline void lasim_crash_arm(int fd, const char *seq, size_t len) {
    lasim_crash_fd_ = -1;
    if (len > sizeof lasim_crash_seq_) len = sizeof lasim_crash_seq_;
    memcpy(lasim_crash_seq_, seq, len);
    lasim_crash_seq_len_ = len;
    lasim_crash_fd_ = fd;
}

static inline void lasim_crash_disarm(void) {
    lasim_crash_fd_ = -1;
    lasim_crash_has_termios_ = 0;
    lasim_crash_seq_len_ = 0;
}

static inline int lasim_crash_is_armed(void) { return lasim_crash_fd_ >= 0; }

/// Installs the crash handler for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT
/// and SIGTRAP (Swift runtime traps raise SIGILL / SIGTRAP), on an alternate
/// stack so a stack overflow still restores the terminal.
static inline int lasim_crash_install(void) {
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = lasim_crash_altstack_;
    ss.ss_size = sizeof lasim_crash_altstack_;
    ss.ss_flags = 0;
    (void)sigaltstack(&ss, NULL);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = lasim_crash_handler_;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
    int rc = 0;
    rc |= sigaction(SIGSEGV, &sa, NULL);
    rc |= sigaction(SIGBUS, &sa, NULL);
    rc |= sigaction(SIGILL, &sa, NULL);
    rc |= sigaction(SIGFPE, &sa, NULL);
    rc |= sigaction(SIGABRT, &sa, NULL);
    rc |= sigaction(SIGTRAP, &sa, NULL);
    return rc;
}

#endif
