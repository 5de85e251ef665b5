import FoundationEssentials

extension WeatherKitREST {
  /// The `metadata` of every dataset.
  public struct Metadata: Codable, Sendable {
    public var providerName: String?
    public var providerLogo: String?
    /// Apple's legal attribution page.
    public var attributionURL: String?
    public var readTime: Date?
    public var reportedTime: Date?
    public var language: String?
    /// When the dataset should be fetched again.
    public var expireTime: Date?
    public var temporarilyUnavailable: Bool?
    /// Not WeatherKit's: whether the data is past its expiry (the provider's, or the refresh
    /// interval, whichever is later) by more than a few minutes, as the dashboard's STALE.
    public var stale: Bool?
    /// Not WeatherKit's: why this run's refresh failed, when the document shows cached data
    /// instead.
    public var refreshError: String?
    /// Not WeatherKit's: how many values the provider sent were outside their physical range
    /// (`PlausibleRanges`) and are left out as not available.
    public var implausibleValues: Int?
    /// Not WeatherKit's: the series that were asked for and did not come ("current.apparent_temperature").
    public var missing: [String]?
    public var latitude: Double?
    public var longitude: Double?
    /// "m" for metric.
    public var units: String?
    public var version: Int?
    /// Not WeatherKit's: the fields WeatherTUI supplied because the provider served none
    /// (`providerName`, `readTime`).
    public var filledIn: [String]?
    /// Not WeatherKit's: values in this dataset WeatherTUI computed, each with its source.
    public var derived: [DerivedField]?
    /// Not WeatherKit's: how served values were placed where the provider's convention differs
    /// from WeatherKit's (Open-Meteo's "preceding hour" sums).
    public var conventions: [Convention]?
    /// Not WeatherKit's, for a dataset WeatherTUI computed entirely: from what, and how.
    public var derivedFrom: String?
    public var method: String?

    public init() {}
  }

  /// Not WeatherKit's: one rule of `metadata.conventions`.
  public struct Convention: Codable, Sendable {
    public var fields: [String]
    public var rule: String

    public init(fields: [String], rule: String) {
      self.fields = fields
      self.rule = rule
    }
  }

  /// Not WeatherKit's: one computed field of a dataset (`metadata.derived`).
  public struct DerivedField: Codable, Sendable {
    /// Path inside the dataset, e.g. "days[].moonPhase".
    public var field: String
    public var derivedFrom: String
    public var method: String

    public init(field: String, derivedFrom: String, method: String) {
      self.field = field
      self.derivedFrom = derivedFrom
      self.method = method
    }
  }
}
