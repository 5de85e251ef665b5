internal import WeatherCore

/// Whether the next-hour forecast and alerts exist for a place.
public struct WeatherAvailability: Codable, Hashable, Sendable {
  public var minuteAvailability: AvailabilityKind
  public var alertAvailability: AvailabilityKind
  /// Why alerts are `.unsupported` (no source covers the place) or `.temporarilyUnavailable`
  /// (the source that covers it failed), as one line; nil while they are available. Not in
  /// Apple's type, which gives no reason.
  public var alertUnavailableReason: String?

  /// Whether a dataset is offered.
  public enum AvailabilityKind: String, Codable, Hashable, Sendable {
    case available, temporarilyUnavailable, unsupported, unknown
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
