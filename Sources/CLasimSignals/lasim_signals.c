// See include/lasim_signals.h for why this is a C target of its own.
#include "lasim_signals.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t sig_pending = 0;

static void flag_handler(int sig) { sig_pending = sig; }

int lasim_sig_pending(void) { return (int)sig_pending; }
void lasim_sig_set_pending(int sig) { sig_pending = sig; }

int lasim_sig_install_flag_handlers(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = flag_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    int rc = 0;
    rc |= sigaction(SIGINT, &sa, NULL);
    rc |= sigaction(SIGTERM, &sa, NULL);
    rc |= sigaction(SIGHUP, &sa, NULL);
    rc |= sigaction(SIGQUIT, &sa, NULL);
    return rc;
}

void lasim_sig_reraise(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

// Crash restore: the terminal's saved modes and the "exit" strings are
// captured while the screen is open; the handler writes them with write(2)
// and tcsetattr(3) (both async-signal-safe), then re-raises with the default
// action so the crash is still reported (core dump, exit status).
static volatile int crash_fd = -1;
static struct termios crash_termios;
static volatile int crash_has_termios = 0;
static char crash_seq[1024];
static volatile size_t crash_seq_len = 0;
static char crash_altstack[1 << 16];

static void crash_handler(int sig) {
    int fd = crash_fd;
    if (fd >= 0) {
        size_t len = crash_seq_len;
        size_t off = 0;
        while (off < len) {
            ssize_t n = write(fd, crash_seq + off, len - off);
            if (n <= 0) break;
            off += (size_t)n;
        }
        if (crash_has_termios) (void)tcsetattr(fd, TCSANOW, &crash_termios);
    }
    signal(sig, SIG_DFL);
    raise(sig);  // blocked while we run; delivered with the default action on return
}

int lasim_crash_save_modes(int fd) {
    if (tcgetattr(fd, &crash_termios) != 0) { crash_has_termios = 0; return -1; }
    crash_has_termios = 1;
    return 0;
}

void lasim_crash_arm(int fd, const char *seq, size_t len) {
    crash_fd = -1;
    if (len > sizeof crash_seq) len = sizeof crash_seq;
    memcpy(crash_seq, seq, len);
    crash_seq_len = len;
    crash_fd = fd;
}

void lasim_crash_disarm(void) {
    crash_fd = -1;
    crash_has_termios = 0;
    crash_seq_len = 0;
}

int lasim_crash_is_armed(void) { return crash_fd >= 0; }

int lasim_crash_install(void) {
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = crash_altstack;
    ss.ss_size = sizeof crash_altstack;
    ss.ss_flags = 0;
    (void)sigaltstack(&ss, NULL);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = crash_handler;
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
