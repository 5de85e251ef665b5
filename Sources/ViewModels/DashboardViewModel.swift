/// The dashboard's state holder, Observable-style with closures: `send` runs the pure reducer,
/// observers hear about every change (once, and only when the state really changed), and
/// effects go to an injected handler so all I/O stays in the composition root. Main thread only.
@MainActor
public final class DashboardViewModel {
  /// Sends an action back into the view model; safe to keep and call later (e.g. when a
  /// fetch completes), from the main actor.
  public typealias Send = @MainActor @Sendable (DashboardAction) -> Void
  /// Performs an effect; results come back through `send`.
  public typealias EffectHandler = @MainActor (DashboardEffect, _ send: @escaping Send) -> Void

  public private(set) var state: DashboardState {
    didSet {
      guard state != oldValue else { return }
      for (_, observer) in observers { observer(state) }
    }
  }

  private let effectHandler: EffectHandler
  private var observers: [(id: Int, observer: @MainActor (DashboardState) -> Void)] = []
  private var nextObserverID = 0
  /// Actions sent while another is being handled (by an observer or an effect handler) wait
  /// here, so observers always see states in order and never re-entrantly.
  private var pending: [DashboardAction] = []
  private var isHandling = false

  public init(state: DashboardState, effectHandler: @escaping EffectHandler) {
    self.state = state
    self.effectHandler = effectHandler
  }

  /// Applies `action`: reduces, notifies observers if the state changed, performs the effect.
  public func send(_ action: DashboardAction) {
    pending.append(action)
    guard !isHandling else { return }
    isHandling = true
    defer { isHandling = false }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      var newState = state
      let effect = DashboardState.reduce(&newState, next)
      state = newState
      if let effect {
        effectHandler(effect) { [weak self] action in self?.send(action) }
      }
    }
  }

  /// Calls `observer` with the new state after every change. Keep the token to cancel.
  @discardableResult
  public func observe(_ observer: @escaping @MainActor (DashboardState) -> Void) -> ObservationToken {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    return ObservationToken { [weak self] in
      self?.observers.removeAll { $0.id == id }
    }
  }
}
