#define _GNU_SOURCE
#include "fetch_helper_process.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

extern char **environ;

int weathertui_fetch_helper_spawn(const char *path, char *const argv[], int *socket_out, pid_t *pid_out) {
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return errno;
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int failure = posix_spawn_file_actions_init(&actions);
  if (failure != 0) goto close_ends;
  failure = posix_spawnattr_init(&attributes);
  if (failure != 0) goto destroy_actions;
  // dup2 clears close-on-exec on the copies; the originals close with the rest below.
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  if ((failure = posix_spawn_file_actions_adddup2(&actions, ends[1], 0)) != 0
      || (failure = posix_spawn_file_actions_adddup2(&actions, ends[1], 1)) != 0
      || (failure = posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)) != 0
#if __GLIBC_PREREQ(2, 34)
      // Older glibc (Ubuntu 20.04's 2.31) lacks it; there a descriptor the program left without
      // close-on-exec stays open in the helper, which never touches it.
      || (failure = posix_spawn_file_actions_addclosefrom_np(&actions, 3)) != 0
#endif
      // The dashboard ignores SIGINT, SIGTERM and SIGHUP (it takes them from a signal source);
      // an ignored signal would stay ignored across exec, and the helper could not be stopped.
      || (failure = posix_spawnattr_setsigdefault(&attributes, &all)) != 0
      || (failure = posix_spawnattr_setsigmask(&attributes, &none)) != 0
      || (failure = posix_spawnattr_setpgroup(&attributes, 0)) != 0
      || (failure = posix_spawnattr_setflags(
            &attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP)) != 0) {
    goto destroy_all;
  }
  pid_t pid;
  failure = posix_spawn(&pid, path, &actions, &attributes, argv, environ);
  if (failure == 0) {
    *pid_out = pid;
    *socket_out = ends[0];
    close(ends[1]);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return 0;
  }
destroy_all:
  posix_spawnattr_destroy(&attributes);
destroy_actions:
  posix_spawn_file_actions_destroy(&actions);
close_ends:
  close(ends[0]);
  close(ends[1]);
  return failure;
}

void weathertui_fetch_helper_set_name(const char *name) { prctl(PR_SET_NAME, name, 0, 0, 0); }
