// C shim over ncursesw for LasimTerminal.
//
// SwiftPM drops the -D flags pkg-config gives for ncursesw, so the wide-char
// API is switched on here. Everything Swift cannot use directly (function-like
// macros, attribute and mouse constants, globals that Swift 6 rejects as
// shared mutable state) is wrapped in a `static inline` function: a system
// library target compiles no .c file.
//
// No state here: every Swift compile unit that imports this header gets its
// own copy of any `static` variable, so state (signals, crash restore) lives
// in the CLasimSignals C target instead.
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

#endif
