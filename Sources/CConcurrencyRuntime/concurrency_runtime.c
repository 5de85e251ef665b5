#define _GNU_SOURCE
#include "concurrency_runtime.h"

#include <pthread.h>

// The runtime declares it as a function pointer with Swift's calling convention; only its
// address and width matter here. Referenced by name, so the static and the dynamic runtime
// both resolve it at link time.
extern const void *swift_task_enqueueGlobal_hook;

// libdispatch's exports for a run loop that owns the main queue (its private queue_private.h).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void weathertui_set_enqueue_global_hook(const void *hook) {
  swift_task_enqueueGlobal_hook = hook;
}

int weathertui_main_queue_handle(void) {
  return _dispatch_get_main_queue_handle_4CF();
}

void weathertui_drain_main_queue(void) {
  _dispatch_main_queue_callback_4CF(0);
}

void weathertui_name_this_thread(const char *name) {
  pthread_setname_np(pthread_self(), name);
}
