/// Data that is fetched over time. Loading and failure keep the previous value, so a refresh
/// never blanks the screen and a failure still shows the last good data with its age.
public enum Loadable<Value: Sendable & Equatable>: Sendable, Equatable {
  /// Nothing requested yet.
  case idle
  /// A request is in flight; `previous` is what to keep showing meanwhile.
  case loading(previous: Value?)
  case loaded(Value)
  /// The last request failed with a one-line `message`; `previous` is the last good value.
  case failed(message: String, previous: Value?)

  /// The value to show: the loaded one, or the previous one while loading or after a failure.
  public var value: Value? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let value): value
    case .failed(_, let previous): previous
    }
  }

  /// The same state with its value (current or previous) changed by `change`.
  public func mapValue(_ change: (Value) -> Value) -> Loadable {
    switch self {
    case .idle: .idle
    case .loading(let previous): .loading(previous: previous.map(change))
    case .loaded(let value): .loaded(change(value))
    case .failed(let message, let previous): .failed(message: message, previous: previous.map(change))
    }
  }

  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The failure message, when the last request failed.
  public var failureMessage: String? {
    if case .failed(let message, _) = self { return message }
    return nil
  }
}
