import Dispatch
import Glibc

/// Watches standard input on the main queue and hands every decoded event to a handler. After
/// `.hangup` it cancels itself, so an always-readable dead tty cannot spin the run loop.
/// Keep a reference for as long as input should be read; releasing it stops watching.
@MainActor
public final class TerminalInputSource {
  private let source: DispatchSourceRead
  public private(set) var isCancelled = false

  /// Starts watching; `handler` runs on the main queue, once per event, in order.
  public init(screen: TerminalScreen, handler: @escaping @MainActor (TerminalEvent) -> Void) {
    source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    source.setEventHandler { [weak self, weak screen] in
      MainActor.assumeIsolated {
        guard let self, let screen, !self.isCancelled else { return }
        for event in screen.readKeys() {
          if event == .hangup { self.cancel() }
          handler(event)
        }
      }
    }
    source.resume()
  }

  /// Released without `cancel()`, a resumed source would keep firing with nobody reading the
  /// input: a busy loop. Stop it here too.
  isolated deinit {
    source.cancel()
  }

  /// Stops watching; later calls do nothing.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    source.cancel()
  }
}
