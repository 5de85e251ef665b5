import Glibc

/// A plain mutual-exclusion lock over `pthread_mutex_t`: `lock`, `unlock` and `withLock`, as
/// `NSLock` offered, without Foundation.
public final class ThreadLock: @unchecked Sendable {
  // The mutex must not move once used, so it lives in its own allocation.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Waits for and takes the lock.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock taken by this thread.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}
