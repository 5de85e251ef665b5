import Dispatch
import Glibc

/// The process signals the dashboard reacts to.
public enum ProcessSignal: Int32, Sendable, CaseIterable {
  /// Ctrl-C: quit cleanly.
  case interrupt
  /// `kill`: quit cleanly.
  case terminate
  /// Ctrl-\\: quit cleanly, like SIGTERM. Left alone it would reach Swift's backtracer, which
  /// reports a crash over the dashboard and then lets the program run on.
  case quit
  /// The terminal went away (SSH dropped, window closed): quit.
  case hangup
  /// The window changed size: `TerminalScreen.handleResize()` and repaint.
  case windowChanged
  /// Resumed after Ctrl-Z: repaint everything.
  case continued

  /// The signal number on this system.
  public var number: Int32 {
    switch self {
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .quit: SIGQUIT
    case .hangup: SIGHUP
    case .windowChanged: SIGWINCH
    case .continued: SIGCONT
    }
  }
}

/// Delivers signals on the main queue as ordinary calls, so handlers can do real work (enqueue
/// an action); nothing runs in signal-handler context. Cancel it (or let it go) to stop.
@MainActor
public final class SignalSource {
  private var sources: [DispatchSourceSignal] = []

  /// Starts listening for `signals`; `handler` runs on the main queue for each delivery.
  /// The default disposition of each signal is replaced by "ignore" first, as libdispatch
  /// requires: otherwise SIGINT/SIGTERM/SIGHUP would still kill the process outright.
  public init(
    signals: [ProcessSignal] = ProcessSignal.allCases,
    handler: @escaping @MainActor (ProcessSignal) -> Void
  ) {
    for processSignal in signals {
      signal(processSignal.number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: processSignal.number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { handler(processSignal) }
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops delivering signals and restores their default dispositions.
  public func cancel() {
    for source in sources {
      source.cancel()
      signal(Int32(source.handle), SIG_DFL)
    }
    sources.removeAll()
  }
}
