import FoundationEssentials
import WeatherCore

/// The result of fetching one place's forecast.
public enum ForecastOutcome: Sendable, Equatable {
  case success(weather: Weather, fetchedAt: Date)
  /// The refresh failed but older data for the place exists (from the cache): show it with its
  /// true age, together with the `message`.
  case staleFallback(weather: Weather, fetchedAt: Date, message: String)
  /// A one-line message naming the problem (and the fix, when there is one).
  case failure(message: String)
}

/// The result of asking one place's air quality.
public enum AirQualityOutcome: Sendable, Equatable {
  case served(AirQuality)
  /// The request failed; older data for the place (from the cache) is shown with its age.
  case stale(AirQuality, message: String)
  /// A one-line message naming the problem.
  case failed(message: String)
}

/// Everything that can happen to the dashboard. Time arrives inside actions (`now`), so the
/// reducer never reads a clock.
public enum DashboardAction: Sendable, Equatable {
  // MARK: - Time and data

  /// The minute clock: updates `now`, and starts a refresh when one is overdue.
  case tick(now: Date)
  /// The refresh timer fired: refresh unless one is already in flight.
  case refreshTimerFired(now: Date)
  /// A refresh the program itself asks for (at start, after a place is added); `bypassCache`
  /// fetches fresh data even if cached.
  case refreshRequested(now: Date, bypassCache: Bool)
  /// A warning arose while the dashboard runs (cache, theme): the footer shows it for a while.
  case warningPosted(String, now: Date)
  /// A line of news for the footer that is not a warning (a session's edit saved).
  case noticePosted(String, now: Date)
  /// A state file was not saved (view.toml, places.toml): the warning shows at once, in place
  /// of the key's answer it makes untrue ("units: metric", as if kept for the next start).
  case saveFailed(String, now: Date)
  /// The user pressed `r`: fetch now, bypassing the cache, unless a rate limit is in force.
  /// Whatever comes of it, the automatic retry schedule stays as it was.
  case refreshKeyPressed(now: Date)
  /// Results for the places of the last `fetchForecasts`, one per place in the same order.
  /// `jitter` (0…1, drawn outside so tests are repeatable) spreads the retry after a failure;
  /// `retryAt` is a rate limit's reset time, when one is known.
  case forecastsLoaded([ForecastOutcome], now: Date, jitter: Double = 0, retryAt: Date? = nil)
  /// A request is held until `until` because this minute's Open-Meteo calls are spent (a climate
  /// request is heavy); nil when it has gone.
  case openMeteoWait(until: Date?)
  /// The last forecast kept on disk for a place that shows nothing yet, read before the first
  /// frame so that frame has weather in it, however many places the refresh then reads.
  case cachedForecastShown(location: Location, weather: Weather, fetchedAt: Date)

  /// Air quality for the places of the last `fetchAirQuality`, one outcome per location, in
  /// order; matched by location, so a reordered or removed place does not receive another's.
  case airQualityLoaded(locations: [Location], [AirQualityOutcome], now: Date)

  /// A place's climate record arrived (or failed); matched by location, so a reordered or
  /// removed place does not receive another's climate.
  case climateLoaded(location: Location, ClimateResult)

  // MARK: - Navigation

  case selectNext
  case selectPrevious
  /// Select the place at `index` (0-based); out-of-range indexes are ignored.
  case selectIndex(Int)
  /// `o`: every place at a glance, or back to the selected place.
  case toggleOverview
  /// Enter on an overview card: that place's dashboard.
  case openPlace(Int)
  /// Scroll the hourly strip by `by` hours (negative: back); clamped to the hours available.
  case scrollHours(by: Int)

  // MARK: - Places

  /// `/`: opens the search box.
  case openSearch
  /// Text typed into the search box.
  case searchTyped(String)
  /// Backspace in the search box.
  case searchDeleteBackward
  /// Ctrl-U in the search box: clears the query.
  case searchCleared
  /// The typing pause for edit `generation` is over: search now, unless typing went on.
  case searchDue(generation: Int)
  /// The answer to the search for edit `generation`; older generations are dropped.
  case searchLoaded(generation: Int, PlaceSearchOutcome)
  /// ↑/↓ in the search results.
  case searchMoveSelection(by: Int)
  /// Enter: add the chosen place (or switch to it when already saved) and refresh.
  case searchConfirmed(now: Date)
  /// `d`: asks to remove the place on screen.
  case removeRequested
  /// The answer to "remove?": y removes, anything else keeps.
  case removeAnswered(Bool)
  /// `J`/`K`: move the place on screen down (+1) or up (−1) in the order.
  case movePlace(by: Int)
  /// The saved list changed on disk (another dashboard edited it, or a save merged its edit):
  /// show `list`, keeping each place's data and the selected place selected where it remains.
  case placesReloaded([Location])
  /// `A`: the warning-area box for the place on screen (where alerts come by area).
  case openAlertAreas
  /// The areas of that place's country feed, or why there are none.
  case alertAreasLoaded(location: Location, AlertAreaOutcome)
  /// The official alerts of a place asked again after its area changed (in `weather`, with
  /// their source's dataset metadata).
  case alertsRefreshed(location: Location, weather: Weather)

  // MARK: - Wall display

  /// The rotation timer fired: show the next place unless a key paused rotation.
  case rotationTimerFired(now: Date)
  /// Any key: pauses rotation for a while.
  case keyPressed(now: Date)

  // MARK: - Presentation

  case cycleUnits
  case cycleTheme
  case showHelp
  /// `?` while help is open closes it.
  case toggleHelp
  /// `s`: the climate statistics view, or back from it.
  case toggleStatistics
  /// `a` / Enter: the full text of the most severe alert in force, if any.
  case openAlert
  /// The next (`step` 1) or previous (−1) alert in the detail view; wraps around.
  case showAlert(step: Int)
  /// Scrolls the alert text by `by` lines within 0…`maxOffset` (the view knows how tall it is).
  case scrollAlert(by: Int, maxOffset: Int)
  /// Esc: closes whatever overlay is open.
  case closeOverlay
  /// The terminal now has this many columns and rows, and the hourly strip room for
  /// `hourColumns` hours.
  case resized(columns: Int, rows: Int, hourColumns: Int = 1)
  /// `i`: the status view (data age, errors in full, notices), or back from it.
  case toggleStatus
  /// Scrolls the status view by `by` lines within 0…`maxOffset` (the view knows how tall it is).
  case scrollStatus(by: Int, maxOffset: Int)

  // MARK: - Ending

  case quit
  /// The terminal went away: quit.
  case hangup
}
