#ifndef WEATHERTUI_CONCURRENCY_RUNTIME_H
#define WEATHERTUI_CONCURRENCY_RUNTIME_H

// What the program asks of the Swift concurrency and libdispatch runtimes beyond their public
// API, so that an idle dashboard is woken only by its own timers (see GlobalJobThread and
// MainQueueLoop in WeatherTUIApp).

/// Sets the Swift runtime's `swift_task_enqueueGlobal_hook` (libswift_Concurrency, exported since
/// Swift 5.5): every job bound for the global concurrent executor is handed to `hook` instead.
/// `hook` is a Swift `@convention(thin) (UnownedJob, @convention(thin) (UnownedJob) -> Void) -> Void`.
/// In C because Swift 6 refuses to write an imported mutable global.
void weathertui_set_enqueue_global_hook(const void *hook);

/// The file descriptor that becomes readable when work is added to the main dispatch queue
/// (libdispatch's `_dispatch_get_main_queue_handle_4CF`, an eventfd on Linux: what
/// swift-corelibs-foundation's RunLoop waits on).
int weathertui_main_queue_handle(void);

/// Runs what is on the main dispatch queue; only on the main thread
/// (`_dispatch_main_queue_callback_4CF`).
void weathertui_drain_main_queue(void);

/// Names the calling thread (at most 15 bytes show) for `top -H` and /proc; `pthread_setname_np` is
/// a GNU extension Swift's Glibc module leaves out.
void weathertui_name_this_thread(const char *name);

#endif
