#ifndef WEATHERTUI_CNCURSES_SHIM_H
#define WEATHERTUI_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide API must be switched on here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#endif
