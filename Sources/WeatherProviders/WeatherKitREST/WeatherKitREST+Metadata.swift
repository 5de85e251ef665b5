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
    /// Not WeatherKit's: whether the document shows data kept after a failed refresh.
    public var stale: Bool?
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
