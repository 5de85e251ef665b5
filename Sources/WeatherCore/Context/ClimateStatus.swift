import Foundation

/// The outcome of loading a place's climate record.
public enum ClimateResult: Sendable, Hashable {
  case loaded(ClimateRecord)
  /// One line: what failed and what to do.
  case failed(String)
}

/// Where a place's climate record stands, for display: still loading, loaded, or failed.
public enum ClimateStatus: Sendable, Hashable {
  case loading
  case loaded(ClimateRecord)
  /// One line: what failed and what to do.
  case failed(String)

  public init(_ result: ClimateResult) {
    switch result {
    case .loaded(let record): self = .loaded(record)
    case .failed(let message): self = .failed(message)
    }
  }

  /// The record, when loaded.
  public var record: ClimateRecord? {
    if case .loaded(let record) = self { return record }
    return nil
  }
}
