import Foundation

/// When a dataset was read, until when it holds, for which place, and what in it WeatherTUI
/// computed rather than read from the provider.
public struct WeatherMetadata: Hashable, Sendable {
  /// When the provider answered.
  public var date: Date
  /// When the data should be asked again (the cache lifetime, 10 minutes unless configured).
  public var expirationDate: Date
  /// The place asked for.
  public var location: CLLocation
  /// The dataset's fields that WeatherTUI computed because the provider served none, or that
  /// stand in for a value not served: twilights, solar noon, moonrise and moonset from
  /// Open-Meteo, day parts, a condition or pressure trend where none came. Empty when every
  /// value is served. Not in Apple's type; the dashboard's `--once` JSON lists the same in
  /// `metadata.derived`.
  public var derived: [DerivedValue] = []

  /// A field of the dataset that WeatherTUI computed, what from, and how.
  public struct DerivedValue: Codable, Hashable, Sendable {
    /// The field's path in WeatherKit's REST names, e.g. "days[].sunriseCivil".
    public var field: String
    /// What it was computed from, e.g. "the date and coordinates".
    public var derivedFrom: String
    /// How, in a phrase a reader can check.
    public var method: String
  }

  init(date: Date, expirationDate: Date, location: CLLocation, derived: [DerivedValue] = []) {
    self.date = date
    self.expirationDate = expirationDate
    self.location = location
    self.derived = derived
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.date == rhs.date && lhs.expirationDate == rhs.expirationDate
      && lhs.location.coordinate.latitude == rhs.location.coordinate.latitude
      && lhs.location.coordinate.longitude == rhs.location.coordinate.longitude && lhs.derived == rhs.derived
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(date)
    hasher.combine(expirationDate)
    hasher.combine(location.coordinate.latitude)
    hasher.combine(location.coordinate.longitude)
    hasher.combine(derived)
  }
}

// MARK: - Archiving

extension WeatherMetadata: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, expirationDate, location, derived
  }

  private enum LocationKeys: String, CodingKey {
    case latitude, longitude, altitude, horizontalAccuracy, verticalAccuracy, timestamp
  }

  /// Writes the metadata, the location with its coordinate, altitude, accuracies and time.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(expirationDate, forKey: .expirationDate)
    try container.encode(derived, forKey: .derived)
    var place = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
    try place.encode(location.coordinate.latitude, forKey: .latitude)
    try place.encode(location.coordinate.longitude, forKey: .longitude)
    try place.encode(location.altitude, forKey: .altitude)
    try place.encode(location.horizontalAccuracy, forKey: .horizontalAccuracy)
    try place.encode(location.verticalAccuracy, forKey: .verticalAccuracy)
    try place.encode(location.timestamp, forKey: .timestamp)
  }

  /// Reads metadata `encode(to:)` wrote; an archive without `derived` has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    expirationDate = try container.decode(Date.self, forKey: .expirationDate)
    derived = try container.decodeIfPresent([DerivedValue].self, forKey: .derived) ?? []
    let place = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
    location = CLLocation(
      coordinate: CLLocationCoordinate2D(
        latitude: try place.decode(Double.self, forKey: .latitude),
        longitude: try place.decode(Double.self, forKey: .longitude)),
      altitude: try place.decode(Double.self, forKey: .altitude),
      horizontalAccuracy: try place.decode(Double.self, forKey: .horizontalAccuracy),
      verticalAccuracy: try place.decode(Double.self, forKey: .verticalAccuracy),
      timestamp: try place.decode(Date.self, forKey: .timestamp))
  }
}
