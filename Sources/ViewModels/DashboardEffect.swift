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
  /// Ask the air quality of `places` (one request, hourly data), then send `.airQualityLoaded`.
  case fetchAirQuality(places: [Location])
  /// Wait `delay` seconds, then send `.searchDue(generation:)`; a newer schedule replaces
  /// this one.
  case scheduleSearch(generation: Int, delay: Double)
  /// Search places named `query` in the background, then send `.searchLoaded`.
  case searchPlaces(query: String, generation: Int)
  /// Save the user's change to the place list: under the state file's lock, replay `edit` on
  /// the list on disk (another dashboard may have changed it), or write `list` (the list after
  /// the edit) when nothing is saved yet; atomically. Send `.placesReloaded` with the result.
  case savePlaces(PlaceEdit, list: [Location])
  /// Ask the place's alert source for its country's warning areas in the background, then send
  /// `.alertAreasLoaded`.
  case fetchAlertAreas(location: Location)
  /// Ask the official alerts of `location` again (its warning area changed, or its source
  /// failed and is retried) for the weather on screen, without fetching the forecast; then send
  /// `.alertsRefreshed`.
  case fetchAlerts(location: Location, weather: Weather)
  /// Keep how the user left the view (units, theme, the place they picked) for the next start;
  /// nothing comes back.
  case rememberView(units: UnitSystem, theme: String?, place: Location?)
  /// Make new or upgraded alerts noticed: ring the bell and run `on_alert` where configured.
  case announceAlerts([AlertAnnouncement])
  /// Several effects, performed in order.
  case all([DashboardEffect])
  /// Restore the terminal and exit.
  case quit
}
