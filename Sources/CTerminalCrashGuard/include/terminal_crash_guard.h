#ifndef WEATHERTUI_TERMINAL_CRASH_GUARD_H
#define WEATHERTUI_TERMINAL_CRASH_GUARD_H
// Puts the terminal back when the process dies of a fatal signal while curses owns the screen.
//
// Written in C, not Swift, because the signal handler may only do async-signal-safe things:
// Swift code can reach the runtime (retain/release, lazy globals, allocation) in ways that are
// not. Everything the handler needs is prepared in advance by the calls below; the handler
// itself only calls write(2), tcsetattr(3), sigaction(2) and raise(3), plus glibc's
// backtrace(3)/backtrace_symbols_fd(3), which are primed at install so they do not allocate.

#include <stddef.h>
#include <termios.h>

/// Installs the fatal-signal handlers (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS)
/// and the ending one (every other signal whose default ends the process and that is not
/// ignored, the real-time range included) once per process, sets SIGXFSZ to be ignored (a write
/// past `ulimit -f` then fails with EFBIG, for the writer to report), and gives the main thread
/// an alternate signal stack if it has none, so a stack overflow can still restore the terminal. `chain_to_runtime` non-zero: after restoring, hand
/// the signal to the handler that was there before (Swift's backtracer) before dying.
/// Returns 0, or the errno of the first failing call.
int weathertui_crash_guard_install(int chain_to_runtime);

/// Arms the handler: on a fatal signal, write `reset` (`reset_length` bytes, copied; at most
/// 255) to `tty_fd` and set `shell_modes` back on it. Call after curses has started.
/// Returns 0, or -1 when `reset` is too long (the guard is then armed without it).
int weathertui_crash_guard_arm(int tty_fd, const char *reset, size_t reset_length, const struct termios *shell_modes);

/// Gives the terminal back now, from any thread, if the guard is armed (what the handler does
/// first): for a thread that must end the program while another holds the screen. Returns 1 when
/// it did, 0 when it was not armed. The guard is disarmed afterwards.
int weathertui_crash_guard_restore_now(void);

/// Disarms the handler once curses has given the terminal back itself: a later crash still
/// reports itself and dies by its signal, but writes nothing to the terminal's modes.
void weathertui_crash_guard_disarm(void);

#endif
