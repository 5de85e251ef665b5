#ifndef WEATHERTUI_CNCURSES_SHIM_H
#define WEATHERTUI_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide API must be switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <langinfo.h>
#include <locale.h>
#include <strings.h>
#include <stdio.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <ncursesw/curses.h>

// Swift cannot see function-like macros or (safely, under strict concurrency) C globals, so
// everything TerminalBackend needs from them is wrapped here as a static inline function.

// MARK: - Globals

static inline WINDOW *weathertui_stdscr(void) { return stdscr; }
static inline WINDOW *weathertui_curscr(void) { return curscr; }
static inline FILE *weathertui_stdout(void) { return stdout; }
static inline FILE *weathertui_stdin(void) { return stdin; }
static inline int weathertui_colors(void) { return COLORS; }
static inline int weathertui_color_pairs(void) { return COLOR_PAIRS; }

/// Whether the current locale (after setlocale) encodes text as UTF-8.
static inline int weathertui_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "utf8") == 0);
}

// MARK: - Window size

static inline int weathertui_window_width(WINDOW *window) {
  int rows, columns;
  getmaxyx(window, rows, columns);
  (void)rows;
  return columns;
}

static inline int weathertui_window_height(WINDOW *window) {
  int rows, columns;
  getmaxyx(window, rows, columns);
  (void)columns;
  return rows;
}

/// The terminal's size from the kernel (TIOCGWINSZ); returns 0 on success.
static inline int weathertui_tty_size(int fd, int *rows, int *columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

/// Turns off XON/XOFF flow control on `fd`, so Ctrl-S cannot freeze the display (and Ctrl-S/Q
/// arrive as keys); returns 0 on success. endwin restores the shell's own setting.
static inline int weathertui_disable_flow_control(int fd) {
  struct termios settings;
  if (tcgetattr(fd, &settings) != 0) return -1;
  settings.c_iflag &= ~(tcflag_t)IXON;
  return tcsetattr(fd, TCSANOW, &settings);
}

// MARK: - Attributes and keys

static inline attr_t weathertui_a_normal(void) { return A_NORMAL; }
static inline attr_t weathertui_a_bold(void) { return A_BOLD; }
static inline attr_t weathertui_a_dim(void) { return A_DIM; }
static inline attr_t weathertui_a_reverse(void) { return A_REVERSE; }
static inline attr_t weathertui_a_underline(void) { return A_UNDERLINE; }
static inline int weathertui_key_f(int n) { return KEY_F(n); }

// wchar.h only declares wcwidth under _XOPEN_SOURCE, which SwiftPM drops with the -D flags.
extern int wcwidth(wchar_t c);
static inline int weathertui_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

// MARK: - Wide cells

/// Builds a cell from up to CCHARW_MAX wide characters (a spacing character and its combining
/// marks) with attributes and an extended colour pair; returns ERR when ncurses refuses it.
static inline int weathertui_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
  short legacy = pair > 0x7FFF ? 0 : (short)pair;
  return setcchar(cell, text, attrs, legacy, &pair);
}

// MARK: - Terminfo without curses

// Last, because term.h defines lower-case macros (lines, columns, …) for every capability.
#include <ncursesw/term.h>
#include <unistd.h>

/// The `colors` capability of `term` (-1 when it has none), or -2 when terminfo does not know
/// `term`. Loads the entry on its own and frees it again, leaving any running curses alone.
static inline int weathertui_terminfo_colors(const char *term) {
  TERMINAL *previous = cur_term;
  int error = 0;
  if (setupterm((char *)term, STDOUT_FILENO, &error) != OK) {
    set_curterm(previous);
    return -2;
  }
  int colors = tigetnum((char *)"colors");
  del_curterm(set_curterm(previous));
  return colors;
}

/// The string capability `name` of the current terminal (curses' own, or one loaded with
/// `weathertui_terminfo_load`), or NULL when the entry has none.
static inline const char *weathertui_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  return value == (char *)-1 ? NULL : value;
}

/// Makes `term`'s entry the current terminal without starting curses; returns the one before
/// (to give `weathertui_terminfo_unload`) in `previous`, and 0, or -1 when terminfo does not
/// know `term` (nothing changed then).
static inline int weathertui_terminfo_load(const char *term, TERMINAL **previous) {
  TERMINAL *before = cur_term;
  int error = 0;
  if (setupterm((char *)term, STDOUT_FILENO, &error) != OK) {
    set_curterm(before);
    return -1;
  }
  *previous = before;
  return 0;
}

/// Frees the entry `weathertui_terminfo_load` loaded and makes `previous` current again.
static inline void weathertui_terminfo_unload(TERMINAL *previous) { del_curterm(set_curterm(previous)); }

#endif
