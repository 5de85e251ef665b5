import WeatherCore

/// One saved place and the state of its forecast.
public struct PlaceState: Sendable, Equatable {
  public var location: Location
  public var forecast: Loadable<WeatherSnapshot>
  /// The place's climate record (normals, recent history); nil until first asked for.
  public var climate: ClimateStatus?
  /// The air there, from Open-Meteo's air-quality API (asked hourly, after the weather).
  public var airQuality: Loadable<AirQuality> = .idle

  public init(location: Location, forecast: Loadable<WeatherSnapshot> = .idle) {
    self.location = location
    self.forecast = forecast
  }

  /// The snapshot to show (current, or previous while loading or after a failure).
  public var snapshot: WeatherSnapshot? { forecast.value }
}
