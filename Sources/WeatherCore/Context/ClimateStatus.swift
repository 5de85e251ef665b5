import FoundationEssentials

/// The outcome of loading a place's climate record.
public enum ClimateResult: Sendable, Hashable {
  case loaded(ClimateRecord)
  /// Not asked yet: the day's (or hour's) request budget went to other places first.
  case deferred(ClimateDeferral)
  /// One line: what failed and what to do.
  case failed(String)
}

/// Where a place's climate record stands, for display: still loading, loaded, waiting for
/// request budget, or failed.
public enum ClimateStatus: Sendable, Hashable {
  case loading
  case loaded(ClimateRecord)
  /// Its normals come later: not an error, the requests are spread over hours or days.
  case deferred(ClimateDeferral)
  /// One line: what failed and what to do.
  case failed(String)

  public init(_ result: ClimateResult) {
    switch result {
    case .loaded(let record): self = .loaded(record)
    case .deferred(let deferral): self = .deferred(deferral)
    case .failed(let message): self = .failed(message)
    }
  }

  /// The record, when loaded.
  public var record: ClimateRecord? {
    if case .loaded(let record) = self { return record }
    return nil
  }

  /// Why there is no record, when its load failed.
  public var failure: String? {
    if case .failed(let message) = self { return message }
    return nil
  }

  /// The deferral, when the place waits for request budget.
  public var deferral: ClimateDeferral? {
    if case .deferred(let deferral) = self { return deferral }
    return nil
  }
}
