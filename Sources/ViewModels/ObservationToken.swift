/// Keeps an observer registered; `cancel()` removes it. Observers also end with their view
/// model.
@MainActor
public final class ObservationToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observer; calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  public var isCancelled: Bool { onCancel == nil }
}
