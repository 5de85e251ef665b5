import FoundationEssentials
import WeatherCore

/// One saved place as its overview card shows it.
public struct PlaceCard: Sendable {
  /// The place's name, told apart from the others' (`Location.distinctNames`).
  public var name: String
  /// The last good data; nil before any arrived.
  public var weather: Weather?
  public var fetchedAt: Date?
  /// Its data is past its expiry: the card says how old it is.
  public var isStale = false
  public var isLoading = false
  /// Why the last refresh failed, one line.
  public var errorText: String?
  /// An alert there is new within the last minute: the badge stands out.
  public var hasNewAlert = false
  /// The air in the hour now; nil when none was served.
  public var airQuality: AirQualityHour?
  /// The index the card shows.
  public var airQualityScale: AirQualityScale = .european

  public init(name: String, weather: Weather?, fetchedAt: Date? = nil) {
    self.name = name
    self.weather = weather
    self.fetchedAt = fetchedAt
  }
}
