#ifndef WEATHERTUI_FETCH_HELPER_PROCESS_H
#define WEATHERTUI_FETCH_HELPER_PROCESS_H
#include <sys/types.h>

// Starting and naming the fetch helper: the process that runs the program's HTTP requests, so the
// dashboard itself never loads libcurl and the thirty-odd libraries it brings (see
// FetchHelperClient). In C because Swift's Glibc module does not offer
// posix_spawn_file_actions_addclosefrom_np or prctl's constants.

/// Starts `path` with `argv` and the current environment, its standard input and output one end
/// of a new socket pair (the other returned in `*socket_out`, close-on-exec), standard error
/// /dev/null, every other descriptor closed (glibc 2.34 and later), every signal at its default
/// disposition and none blocked, in a process group of its own (so the terminal's Ctrl-C and
/// Ctrl-Z go to the dashboard alone, which decides). Returns 0, or an errno value.
int weathertui_fetch_helper_spawn(const char *path, char *const argv[], int *socket_out, pid_t *pid_out);

/// Names the calling process (what `ps` and htop show), at most 15 bytes.
void weathertui_fetch_helper_set_name(const char *name);

#endif
