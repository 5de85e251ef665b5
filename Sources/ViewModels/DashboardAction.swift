import Foundation
import WeatherCore

/// The result of fetching one place's forecast.
public enum ForecastOutcome: Sendable, Equatable {
  case success(weather: Weather, fetchedAt: Date, isStale: Bool)
  /// The refresh failed but older data for the place exists (from the cache): show it, marked
  /// stale with its true age, together with the `message`.
  case staleFallback(weather: Weather, fetchedAt: Date, message: String)
  /// A one-line message naming the problem (and the fix, when there is one).
  case failure(message: String)
}

/// Everything that can happen to the dashboard. Time arrives inside actions (`now`), so the
/// reducer never reads a clock.
public enum DashboardAction: Sendable, Equatable {
  // MARK: - Time and data

  /// The minute clock: updates `now`, and starts a refresh when one is overdue.
  case tick(now: Date)
  /// The refresh timer fired: refresh unless one is already in flight.
  case refreshTimerFired(now: Date)
  /// The user asked for a refresh (`r`); `bypassCache` fetches fresh data even if cached.
  case refreshRequested(now: Date, bypassCache: Bool)
  /// Results for the places of the last `fetchForecasts`, one per place in the same order.
  case forecastsLoaded([ForecastOutcome], now: Date)

  /// A place's climate record arrived (or failed); matched by location, so a reordered or
  /// removed place does not receive another's climate.
  case climateLoaded(location: Location, ClimateResult)

  // MARK: - Navigation

  case selectNext
  case selectPrevious
  /// Select the place at `index` (0-based); out-of-range indexes are ignored.
  case selectIndex(Int)
  /// Scroll the hourly strip by `by` hours (negative: back); clamped to the hours available.
  case scrollHours(by: Int)

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
  /// The terminal now has this many columns and rows.
  case resized(columns: Int, rows: Int)

  // MARK: - Ending

  case quit
  /// The terminal went away: quit.
  case hangup
}
