import Foundation

/// Everything history says about one place: normals derived from the ERA5 archive (fetched
/// once a year) and the last 30 days (fetched once a day).
public struct ClimateRecord: Sendable, Hashable, Codable {
  public var normals: ClimateNormals
  /// When the archive data behind `normals` was fetched.
  public var normalsFetchedAt: Date
  /// Daily summaries of the most recent days, oldest first; empty when they could not be loaded.
  public var recentDays: [DailySummary]
  /// Where `recentDays` came from, e.g. "Open-Meteo forecast API, past_days=30".
  public var recentSource: String
  public var recentFetchedAt: Date?
  /// Problems that left part of the record out, one line each (shown with the statistics).
  public var notes: [String]

  public init(
    normals: ClimateNormals, normalsFetchedAt: Date, recentDays: [DailySummary], recentSource: String,
    recentFetchedAt: Date?, notes: [String] = []
  ) {
    self.normals = normals
    self.normalsFetchedAt = normalsFetchedAt
    self.recentDays = recentDays
    self.recentSource = recentSource
    self.recentFetchedAt = recentFetchedAt
    self.notes = notes
  }

  /// The sum of `value` over the `ClimateNormals.accumulationDays` days before `day`; nil when
  /// any of them is missing.
  public func pastSum(_ value: KeyPath<DailySummary, Double?>, before day: CalendarDay) -> Double? {
    let byDay = Dictionary(recentDays.map { ($0.day, $0) }, uniquingKeysWith: { _, last in last })
    var total = 0.0
    for offset in 1...ClimateNormals.accumulationDays {
      guard let amount = byDay[day.adding(days: -offset)]?[keyPath: value], amount.isFinite else { return nil }
      total += amount
    }
    return total
  }

  /// The recent days before `day` (at most `ClimateNormals.accumulationDays`), oldest first.
  public func history(before day: CalendarDay) -> [DailySummary] {
    let start = day.adding(days: -ClimateNormals.accumulationDays)
    return recentDays.filter { $0.day >= start && $0.day < day }.sorted { $0.day < $1.day }
  }
}

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
