import FoundationEssentials

/// One of WeatherKit's datasets, the unit in which data is served and described.
public enum WeatherDataset: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
  case currentWeather, forecastDaily, forecastHourly, forecastNextHour, weatherAlerts
}

/// The `metadata` a provider served with one dataset, kept whole so that it can be written back
/// as it came (WeatherKit's field names; everything optional because Apple leaves fields out).
public struct DatasetMetadata: Sendable, Hashable, Codable {
  /// The original source, e.g. "US National Weather Service"; often absent.
  public var providerName: String?
  public var providerLogo: String?
  public var attributionURL: String?
  /// When the provider read the data.
  public var readTime: Date?
  /// When the underlying observation or model run was reported.
  public var reportedTime: Date?
  /// When the dataset should be fetched again.
  public var expireTime: Date?
  public var latitude: Double?
  public var longitude: Double?
  /// "m" for metric, the only value WeatherKit uses.
  public var units: String?
  public var version: Int?
  public var language: String?
  public var temporarilyUnavailable: Bool?

  public init(
    providerName: String? = nil, providerLogo: String? = nil, attributionURL: String? = nil,
    readTime: Date? = nil, reportedTime: Date? = nil, expireTime: Date? = nil, latitude: Double? = nil,
    longitude: Double? = nil, units: String? = nil, version: Int? = nil, language: String? = nil,
    temporarilyUnavailable: Bool? = nil
  ) {
    self.providerName = providerName
    self.providerLogo = providerLogo
    self.attributionURL = attributionURL
    self.readTime = readTime
    self.reportedTime = reportedTime
    self.expireTime = expireTime
    self.latitude = latitude
    self.longitude = longitude
    self.units = units
    self.version = version
    self.language = language
    self.temporarilyUnavailable = temporarilyUnavailable
  }
}
