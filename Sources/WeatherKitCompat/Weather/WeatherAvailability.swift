internal import WeatherCore

/// Whether the next-hour forecast and alerts exist for a place.
public struct WeatherAvailability: Codable, Hashable, Sendable {
  /// The next-hour forecast: unsupported where the provider has none, temporarily unavailable when it came empty.
  public var minuteAvailability: AvailabilityKind
  /// Alerts: available where a source covers the place, unsupported where none does, temporarily unavailable on error.
  public var alertAvailability: AvailabilityKind
  /// Why alerts are `.unsupported` (no source covers the place) or `.temporarilyUnavailable`
  /// (the source that covers it failed), as one line; nil while they are available. Not in
  /// Apple's type, which gives no reason.
  public var alertUnavailableReason: String?

  /// Whether a dataset is offered.
  public enum AvailabilityKind: String, Codable, Hashable, Sendable {
    /// The dataset is offered for the place.
    case available
    /// The dataset is offered for the place but not at the moment: it came empty, or its source failed.
    case temporarilyUnavailable
    /// The dataset is not offered for the place: no provider or source covers it.
    case unsupported
    /// Availability is not known (WeatherKit's case; this implementation does not set it).
    case unknown
  }

  init(_ weather: WeatherCore.Weather) {
    minuteAvailability =
      !weather.availability.forecastNextHour
      ? .unsupported : weather.minuteForecast.isEmpty ? .temporarilyUnavailable : .available
    switch weather.alerts {
    case .covered: alertAvailability = .available
    case .noSource(let reason):
      alertAvailability = .unsupported
      alertUnavailableReason = reason
    case .unavailable(let reason):
      alertAvailability = .temporarilyUnavailable
      alertUnavailableReason = reason
    }
  }
}
