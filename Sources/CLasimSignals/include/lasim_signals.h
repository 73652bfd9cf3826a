// Signal and crash state for the terminal app, in ONE place.
//
// This state used to live as `static` variables in the ncursesw shim header
// (a system-library target, which compiles no .c file). Every Swift compile
// unit that imported it got its own copy; in an optimised (whole-module)
// build the handler set one copy and the poller read another, so the release
// binary ignored SIGINT, SIGTERM and SIGHUP. Here the state is defined once,
// in lasim_signals.c, and this header only declares functions.
#ifndef LASIM_SIGNALS_H
#define LASIM_SIGNALS_H

#include <stddef.h>

/// The last termination signal received and not yet cleared, 0 if none.
int lasim_sig_pending(void);
void lasim_sig_set_pending(int sig);

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT only set the pending flag. No SA_RESTART:
/// a blocked read returns so the caller's loop sees the flag promptly.
int lasim_sig_install_flag_handlers(void);

/// Puts the default action back for `sig` and raises it.
void lasim_sig_reraise(int sig);

/// Saves the terminal modes of `fd` (call before the screen changes them).
int lasim_crash_save_modes(int fd);

/// Arms the crash handler for `fd` with the exit sequence `seq` (`len` bytes).
void lasim_crash_arm(int fd, const char *seq, size_t len);
void lasim_crash_disarm(void);
int lasim_crash_is_armed(void);

/// Installs the crash handler for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT
/// and SIGTRAP (Swift runtime traps raise SIGILL / SIGTRAP), on an alternate
/// stack so a stack overflow still restores the terminal.
int lasim_crash_install(void);

#endif
