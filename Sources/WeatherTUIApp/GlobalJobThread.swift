#if os(Linux)
  import CConcurrencyRuntime
  import Glibc
#endif

/// Swift concurrency's global executor for this program: one thread of its own, asleep until a
/// job comes, in place of libdispatch's worker pool.
///
/// On Linux the default global executor is that pool, and the first worker to join it starts the
/// pool's monitor (`_dispatch_workq_init_once` in swift-corelibs-libdispatch), a once-a-second
/// timer with no switch that runs until the process ends: an idle dashboard woke 60 times a
/// minute for it alone. The program's non-main-actor work is short (decoding, the cache files)
/// and otherwise waits on transfers that run on threads of their own, so one thread is enough;
/// the main actor keeps the main thread. With one thread, a job must never block waiting for
/// another global job (it would wait forever): transfers block on serial queues of their own,
/// and nothing async waits on a semaphore. Installed through the runtime's enqueue hook, as
/// SwiftNIO installs an event loop as the global executor; `Task.sleep` bypasses the hook in
/// Swift 6.2 and later (it asks the default executor directly), so the program sleeps with
/// `TimerSleep` instead.
enum GlobalJobThread {
  /// Routes every global job to the thread from now on. Call before the first task is made:
  /// a job that already reached the pool would start its monitor anyway.
  /// When the system refuses a thread, the pool runs the jobs as before.
  static func install() {
    #if os(Linux)
      guard jobQueue.startThread() else { return }
      weathertui_set_enqueue_global_hook(unsafeBitCast(enqueueHook, to: UnsafeRawPointer.self))
    #endif
  }
}

#if os(Linux)
  // MARK: - The hook

  private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void

  private let jobQueue = JobQueue()
  private let enqueueHook: EnqueueHook = { job, _ in jobQueue.enqueue(job) }

  // MARK: - The queue and its thread

  /// Jobs in the order they came, run one after another on the thread `startThread` makes.
  private final class JobQueue: @unchecked Sendable {
    /// The runtime's "generic" executor (both words zero), the one libdispatch's pool runs a
    /// global job on, so a default actor can still be entered in place.
    private static let genericExecutor = unsafeBitCast((UInt(0), UInt(0)), to: UnownedSerialExecutor.self)

    // pthread objects must not move: allocated once, for the life of the process.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let jobsArrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var pending: [UnownedJob] = []

    init() {
      pthread_mutex_init(mutex, nil)
      pthread_cond_init(jobsArrived, nil)
    }

    /// Makes the thread; false when the system refuses one.
    func startThread() -> Bool {
      var thread = pthread_t()
      guard pthread_create(&thread, nil, { _ in jobQueue.runForever() }, nil) == 0 else { return false }
      pthread_detach(thread)
      return true
    }

    /// Called by the runtime from any thread, including this queue's own.
    func enqueue(_ job: UnownedJob) {
      pthread_mutex_lock(mutex)
      pending.append(job)
      pthread_mutex_unlock(mutex)
      // Without a waiter glibc returns at once, making no system call.
      pthread_cond_signal(jobsArrived)
    }

    /// Takes everything that came while the last batch ran, runs it, and sleeps when there is
    /// nothing: no timer, so an idle program is woken only by work.
    private func runForever() -> Never {
      weathertui_name_this_thread("weathertui-jobs")
      var batch: [UnownedJob] = []
      while true {
        pthread_mutex_lock(mutex)
        while pending.isEmpty { pthread_cond_wait(jobsArrived, mutex) }
        swap(&batch, &pending)
        pthread_mutex_unlock(mutex)
        for job in batch { job.runSynchronously(on: Self.genericExecutor) }
        batch.removeAll(keepingCapacity: true)
      }
    }
  }
#endif
