import Foundation

/// When a dataset was read, until when it holds, and for which place.
public struct WeatherMetadata: Hashable, Sendable {
  /// When the provider answered.
  public var date: Date
  /// When the data should be asked again (the cache lifetime, 10 minutes unless configured).
  public var expirationDate: Date
  /// The place asked for.
  public var location: CLLocation

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.date == rhs.date && lhs.expirationDate == rhs.expirationDate
      && lhs.location.coordinate.latitude == rhs.location.coordinate.latitude
      && lhs.location.coordinate.longitude == rhs.location.coordinate.longitude
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(date)
    hasher.combine(expirationDate)
    hasher.combine(location.coordinate.latitude)
    hasher.combine(location.coordinate.longitude)
  }
}
