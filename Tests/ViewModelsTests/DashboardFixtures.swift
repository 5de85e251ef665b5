import Foundation
import WeatherCore

@testable import ViewModels

/// Small, hand-built domain values for reducer tests (the reducer never looks inside the
/// weather beyond counting hours, so real provider data adds nothing here).
enum DashboardFixtures {
  static let start = Date(timeIntervalSince1970: 1_763_800_000)
  static let reykjavik = Location(
    name: "Reykjavík", region: "Iceland", latitude: 64.15, longitude: -21.94, timeZoneIdentifier: "Atlantic/Reykjavik")
  static let berlin = Location(
    name: "Berlin", region: "Germany", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin")
  static let tokyo = Location(
    name: "Tokyo", region: "Japan", latitude: 35.68, longitude: 139.69, timeZoneIdentifier: "Asia/Tokyo")

  static func weather(for location: Location, hours: Int, readAt: Date = start) -> Weather {
    Weather(
      location: location, currentWeather: nil, minuteForecast: [],
      hourlyForecast: (0..<hours).map {
        HourWeather(date: readAt.addingTimeInterval(Double($0) * 3600), temperature: Double($0))
      },
      dailyForecast: [], alerts: .noSource(reason: "test"), availability: Availability(),
      attribution: .openMeteo,
      metadata: WeatherMetadata(
        providerName: "Open-Meteo", readTime: readAt, expireTime: readAt.addingTimeInterval(600)))
  }

  static func state(
    _ locations: [Location] = [reykjavik, berlin, tokyo], themes: [String] = ["dark", "light", "contrast"]
  ) -> DashboardState {
    DashboardState(places: locations, units: .metric, themeNames: themes, now: start)
  }

  /// `state` after `actions`, in order.
  static func reduced(_ state: DashboardState, _ actions: DashboardAction...) -> DashboardState {
    var state = state
    for action in actions { _ = DashboardState.reduce(&state, action) }
    return state
  }

  /// A state whose places all loaded `hours` hours at `start`.
  static func loadedState(hours: Int = 24) -> DashboardState {
    var state = state()
    _ = DashboardState.reduce(&state, .refreshRequested(now: start, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: weather(for: $0.location, hours: hours), fetchedAt: start)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: start))
    return state
  }

  /// The climate request among `effect`'s (after the air-quality one the forecasts also start).
  static func climate(_ effect: DashboardEffect?) -> DashboardEffect? {
    switch effect {
    case .all(let effects)?: effects.first { if case .fetchClimate = $0 { true } else { false } }
    case .fetchClimate?: effect
    default: nil
    }
  }
}
