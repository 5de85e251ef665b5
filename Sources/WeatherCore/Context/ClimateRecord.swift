import FoundationEssentials

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
  /// any of them is missing. Rounded to 0.01.
  public func pastSum(_ value: KeyPath<DailySummary, Double?>, before day: CalendarDay) -> Double? {
    let byDay = Dictionary(recentDays.map { ($0.day, $0) }, uniquingKeysWith: { _, last in last })
    var total = 0.0
    for offset in 1...ClimateNormals.accumulationDays {
      guard let amount = byDay[day.adding(days: -offset)]?[keyPath: value], amount.isFinite else { return nil }
      total += amount
    }
    // Thirty additions of decimal amounts leave binary noise (198.79999999999998); the amounts
    // themselves have at most two decimals.
    return total.rounded(toPlaces: 2)
  }

  /// The recent days before `day` (at most `ClimateNormals.accumulationDays`), oldest first.
  public func history(before day: CalendarDay) -> [DailySummary] {
    let start = day.adding(days: -ClimateNormals.accumulationDays)
    return recentDays.filter { $0.day >= start && $0.day < day }.sorted { $0.day < $1.day }
  }
}
