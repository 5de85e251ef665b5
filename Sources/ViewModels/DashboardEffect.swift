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
  /// Wait `delay` seconds, then send `.searchDue(generation:)`; a newer schedule replaces
  /// this one.
  case scheduleSearch(generation: Int, delay: Double)
  /// Search places named `query` in the background, then send `.searchLoaded`.
  case searchPlaces(query: String, generation: Int)
  /// Save the place list (the user changed it); the save must be atomic.
  case savePlaces([Location])
  /// Several effects, performed in order.
  case all([DashboardEffect])
  /// Restore the terminal and exit.
  case quit
}
