import WeatherCore

/// Work the reducer asks the outside world to do; the composition root performs it and feeds
/// the results back as actions.
public enum DashboardEffect: Sendable, Equatable {
  /// Fetch forecasts for all `places` (one request where the provider allows), then send
  /// `.forecastsLoaded` with one outcome per place, in this order.
  case fetchForecasts(places: [Location], bypassCache: Bool)
  /// Load the climate record of each place (in the background, after the forecast is on
  /// screen), then send `.climateLoaded` for each.
  case fetchClimate(locations: [Location])
  /// Restore the terminal and exit.
  case quit
}
