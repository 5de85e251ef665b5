#include "terminal_crash_guard.h"

#include <errno.h>
#include <execinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <gnu/libc-version.h>
#endif

// MARK: - State prepared in advance

// Swift's traps (fatalError, overflow, a failed Int(Double)) are `ud2` on x86_64 (SIGILL) and
// `brk` on arm64 (SIGTRAP); abort() and failed C assertions are SIGABRT.
// SIGSYS is a refused system call (seccomp): a crash too.
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
#define FATAL_SIGNAL_COUNT (sizeof(fatal_signals) / sizeof(fatal_signals[0]))

// Every other signal whose default action ends the process, and that is not ignored when the
// program starts, restores the terminal and ends the program by that signal: sent by another
// program (SIGUSR1, SIGALRM, the real-time range SIGRTMIN…SIGRTMAX…), or by the kernel for a
// limit (SIGXCPU under `ulimit -t`) or a closed pipe. Not these: SIGINT, SIGTERM, SIGQUIT and
// SIGHUP, which quit cleanly through SignalSource (libdispatch installs its own handler for a
// signal source's signal, on its manager thread, at a moment of its choosing: a handler set here
// would race it); SIGKILL and SIGSTOP (no handler can run); SIGCHLD, SIGCONT, SIGURG and SIGWINCH (ignored by default); SIGTSTP,
// SIGTTIN and SIGTTOU (they stop, and curses gives the terminal back for Ctrl-Z itself); the two
// signals glibc reserves below SIGRTMIN for its threads (32 and 33); and SIGXFSZ, which the
// program ignores (see weathertui_crash_guard_install).
static int ends_the_process(int signo) {
  switch (signo) {
  case SIGINT: case SIGTERM: case SIGQUIT: case SIGHUP:
  case SIGKILL: case SIGSTOP:
  case SIGCHLD: case SIGCONT: case SIGURG: case SIGWINCH:
  case SIGTSTP: case SIGTTIN: case SIGTTOU:
  case SIGXFSZ:
    return 0;
  default:
    break;
  }
  // Between SIGSYS (31) and SIGRTMIN: glibc's own (thread cancellation, set*id across threads).
  if (signo > SIGSYS && signo < SIGRTMIN) return 0;
  return signo >= 1 && signo <= SIGRTMAX;
}

static struct sigaction previous_actions[FATAL_SIGNAL_COUNT];
static int installed;
static int chain_to_runtime;

static volatile sig_atomic_t armed;
static int tty_fd = -1;
static char reset_bytes[256];
static size_t reset_count;
static struct termios saved_shell_modes;

/// Set by the first thread that enters the handler. A crash in another thread at the same
/// moment waits there until the first one has restored the terminal and ended the process.
static volatile int handling;

#define MAXIMUM_FRAMES 64
static void *frames[MAXIMUM_FRAMES];

// MARK: - Async-signal-safe helpers

static void write_all(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(fd, bytes, count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    count -= (size_t)written;
  }
}

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

static const char *signal_name(int signo) {
  switch (signo) {
  case SIGHUP: return "SIGHUP";
  case SIGINT: return "SIGINT";
  case SIGQUIT: return "SIGQUIT";
  case SIGTERM: return "SIGTERM";
  case SIGSEGV: return "SIGSEGV";
  case SIGBUS: return "SIGBUS";
  case SIGILL: return "SIGILL";
  case SIGFPE: return "SIGFPE";
  case SIGABRT: return "SIGABRT";
  case SIGTRAP: return "SIGTRAP";
  case SIGSYS: return "SIGSYS";
  case SIGUSR1: return "SIGUSR1";
  case SIGUSR2: return "SIGUSR2";
  case SIGALRM: return "SIGALRM";
  case SIGVTALRM: return "SIGVTALRM";
  case SIGPROF: return "SIGPROF";
  case SIGXCPU: return "SIGXCPU";
  case SIGXFSZ: return "SIGXFSZ";
  case SIGPIPE: return "SIGPIPE";
  case SIGIO: return "SIGIO";
  case SIGPWR: return "SIGPWR";
  case SIGSTKFLT: return "SIGSTKFLT";
  default: return NULL;
  }
}

/// Writes the signal's name as `kill -l` prints it: "SIGUSR1", "SIGRTMIN", "SIGRTMIN+3",
/// "SIGRTMAX-2", "SIGRTMAX", or "signal N" (no snprintf in a handler).
static void write_signal_name(int fd, int signo) {
  const char *name = signal_name(signo);
  if (name != NULL) {
    write_text(fd, name);
    return;
  }
  int offset;
  if (signo >= SIGRTMIN && signo <= SIGRTMAX) {
    // kill -l's rule: the lower half counts up from SIGRTMIN, the upper half down from SIGRTMAX.
    int middle = SIGRTMIN + (SIGRTMAX - SIGRTMIN) / 2;
    if (signo <= middle) {
      write_text(fd, "SIGRTMIN");
      offset = signo - SIGRTMIN;
      if (offset == 0) return;
      write_text(fd, "+");
    } else {
      write_text(fd, "SIGRTMAX");
      offset = SIGRTMAX - signo;
      if (offset == 0) return;
      write_text(fd, "-");
    }
  } else {
    write_text(fd, "signal ");
    offset = signo;
  }
  char digits[12];
  size_t count = 0;
  do {
    digits[sizeof(digits) - 1 - count++] = (char)('0' + offset % 10);
    offset /= 10;
  } while (offset > 0 && count < sizeof(digits));
  write_all(fd, digits + sizeof(digits) - count, count);
}

static int signal_index(int signo) {
  for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
    if (fatal_signals[index] == signo) return (int)index;
  }
  return -1;
}

static void set_default_action(int signo) {
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signo, &action, NULL);
}

/// Runs the handler that was installed before ours (Swift's backtracer), in place, with the
/// signal's own information, so it reports this crash rather than a new one. Returns 0 when
/// there was none (a static binary with no swift-backtrace beside it).
static int call_previous_handler(int signo, siginfo_t *info, void *context) {
  int index = signal_index(signo);
  if (index < 0) return 0;
  struct sigaction *previous = &previous_actions[index];
  if (previous->sa_flags & SA_SIGINFO) {
    if (previous->sa_sigaction == NULL) return 0;
    previous->sa_sigaction(signo, info, context);
    return 1;
  }
  if (previous->sa_handler == SIG_DFL || previous->sa_handler == SIG_IGN) return 0;
  previous->sa_handler(signo);
  return 1;
}

// MARK: - The handler

/// The first thread to handle a signal gives the terminal back, if the dashboard holds it, and
/// returns whether it did; any other thread handling one at the same moment waits here until
/// the first has ended the process.
static int enter_handler_and_restore_terminal(void) {
  if (__atomic_exchange_n(&handling, 1, __ATOMIC_SEQ_CST) != 0) {
    for (;;) pause();
  }
  if (!armed) return 0;
  armed = 0;
  write_all(tty_fd, reset_bytes, reset_count);
  // TCSANOW, not TCSADRAIN: if nobody reads the terminal any more, draining would hang.
  tcsetattr(tty_fd, TCSANOW, &saved_shell_modes);
  return 1;
}

static void restore_and_die(int signo, siginfo_t *info, void *context) {
  if (enter_handler_and_restore_terminal()) {
    write_text(STDERR_FILENO, "weathertui: crashed (");
    write_signal_name(STDERR_FILENO, signo);
    write_text(STDERR_FILENO, "); the terminal was restored. Please report this with the text below.\n");
  } else {
    write_text(STDERR_FILENO, "weathertui: crashed (");
    write_signal_name(STDERR_FILENO, signo);
    write_text(STDERR_FILENO, "). Please report this with the text below.\n");
  }
  if (!chain_to_runtime || !call_previous_handler(signo, info, context)) {
    int count = backtrace(frames, MAXIMUM_FRAMES);
    backtrace_symbols_fd(frames, count, STDERR_FILENO);
  }
  // Die by this signal, so the exit status tells the truth (and a core is dumped if the system
  // is set up for it). The signal is blocked while this handler runs, so the raise is
  // delivered, to the default action, the moment the handler returns: for a kill(2) or abort
  // as much as for a fault, and also for a trap instruction that would not repeat itself.
  set_default_action(signo);
  raise(signo);
}

/// For the ending signals: no crash, so no backtrace and no request for a report; while the
/// dashboard holds the terminal, it is restored first and the signal named.
static void restore_and_end(int signo) {
  if (enter_handler_and_restore_terminal()) {
    write_text(STDERR_FILENO, "weathertui: ended by ");
    write_signal_name(STDERR_FILENO, signo);
    write_text(STDERR_FILENO, "; the terminal was restored.\n");
  }
  set_default_action(signo);
  raise(signo);
}

// MARK: - Installing and arming

static int unwinder_loads_for_empty_backtrace(void) {
#ifdef __GLIBC__
  int major = 0, minor = 0;
  if (sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) != 2) return 0;
  return major > 2 || (major == 2 && minor >= 34);
#else
  return 0;
#endif
}

int weathertui_crash_guard_install(int chain) {
  if (installed) return 0;
  installed = 1;
  chain_to_runtime = chain;

  // backtrace() loads libgcc's unwinder on its first call (dlopen, malloc); do that now, not
  // inside the handler. From glibc 2.34 it loads it before looking at the size, so a size of 0
  // loads it without walking the stack: a walk of even two frames searches the program's unwind
  // tables, and the kernel maps them in 64 KB runs around each page read (0.7 MB that stayed
  // resident for the whole run). Older glibc returns at once for 0, so it gets the walk.
  void *warm[2];
  backtrace(warm, unwinder_loads_for_empty_backtrace() ? 0 : 2);

  // A stack overflow faults with no stack left to run a handler on, so give this (the main)
  // thread an alternate one unless something (Swift's runtime) already has.
  stack_t current;
  if (sigaltstack(NULL, &current) == 0 && current.ss_sp == NULL) {
    stack_t alternate;
    alternate.ss_size = 64 * 1024;
    alternate.ss_flags = 0;
    alternate.ss_sp = mmap(NULL, alternate.ss_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (alternate.ss_sp == MAP_FAILED) return errno;
    if (sigaltstack(&alternate, NULL) != 0) return errno;
  }

  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_sigaction = restore_and_die;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  // Every fatal signal is held off in the thread that handles one: if the handler itself
  // faults, the kernel ends the process with the default action instead of recursing.
  sigemptyset(&action.sa_mask);
  for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) sigaddset(&action.sa_mask, fatal_signals[index]);
  for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
    if (sigaction(fatal_signals[index], &action, &previous_actions[index]) != 0) return errno;
  }

  // A write past the file size limit (`ulimit -f`) fails with EFBIG, which every writer reports
  // (--once's output, a cache file, a state file not saved), instead of ending the program.
  signal(SIGXFSZ, SIG_IGN);

  struct sigaction ending;
  memset(&ending, 0, sizeof(ending));
  ending.sa_handler = restore_and_end;
  ending.sa_flags = SA_ONSTACK;
  sigfillset(&ending.sa_mask);
  for (int signo = 1; signo <= SIGRTMAX; signo++) {
    if (!ends_the_process(signo) || signal_index(signo) >= 0) continue;
    // One the parent set to be ignored (nohup, a shell's trap '' …) stays ignored.
    struct sigaction current;
    if (sigaction(signo, NULL, &current) != 0) continue;
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) continue;
    sigaction(signo, &ending, NULL);
  }
  return 0;
}

int weathertui_crash_guard_arm(int fd, const char *reset, size_t length, const struct termios *shell_modes) {
  armed = 0;
  int result = 0;
  if (length > sizeof(reset_bytes)) {
    length = 0;
    result = -1;
  }
  memcpy(reset_bytes, reset, length);
  reset_count = length;
  saved_shell_modes = *shell_modes;
  tty_fd = fd;
  armed = 1;
  return result;
}

int weathertui_crash_guard_restore_now(void) { return enter_handler_and_restore_terminal(); }

void weathertui_crash_guard_disarm(void) { armed = 0; }
