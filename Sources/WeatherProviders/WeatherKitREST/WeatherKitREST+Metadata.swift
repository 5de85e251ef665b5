import Foundation

extension WeatherKitREST {
  /// The `metadata` of every dataset.
  public struct Metadata: Codable, Sendable {
    public var providerName: String?
    /// Apple's legal attribution page.
    public var attributionURL: String?
    public var readTime: Date?
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
    public var latitude: Double?
    public var longitude: Double?
    /// "m" for metric.
    public var units: String?
    public var version: Int?

    public init() {}
  }
}
