internal import WeatherCore

/// Whether the next-hour forecast and alerts exist for a place.
public struct WeatherAvailability: Codable, Hashable, Sendable {
  public var minuteAvailability: AvailabilityKind
  public var alertAvailability: AvailabilityKind

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
    case .noSource: alertAvailability = .unsupported
    }
  }
}
