import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// Alerts that could not be read are asked again on their own, after a minute, then two, four
/// and eight, never left until the next refresh; an answer ends the retries.
@Suite struct DashboardReducerAlertRetryTests {
  typealias F = DashboardFixtures

  static func fetches(_ effect: DashboardEffect?) -> [Location] {
    switch effect {
    case .fetchAlerts(let location, _)?: [location]
    case .all(let effects)?: effects.flatMap { fetches($0) }
    default: []
    }
  }

  /// A state whose Berlin forecast came with alerts `status` at `F.start`.
  static func loaded(berlin status: AlertStatus) -> DashboardState {
    var state = F.state()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let outcomes = state.places.map { place -> ForecastOutcome in
      var weather = F.weather(for: place.location, hours: 24)
      if place.location == F.berlin { weather.alerts = status }
      return .success(weather: weather, fetchedAt: F.start)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start))
    return state
  }

  @Test func failedAlertsAreAskedAgainWithABackoffUntilTheyAnswer() throws {
    var state = Self.loaded(berlin: .unavailable(reason: "DWD warnings answered HTTP 503"))
    let berlin = state.places[1]
    // A minute on, at the minute tick that starts it: the time the screen names.
    let first = DashboardState.minuteTick(atOrAfter: F.start.addingTimeInterval(60))
    #expect(first.timeIntervalSince(F.start) >= 60 && first.timeIntervalSince(F.start) < 120)
    #expect(first.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0)
    #expect(state.alertRetryAt(berlin) == first)
    #expect(Self.fetches(DashboardState.reduce(&state, .tick(now: first.addingTimeInterval(-1)))).isEmpty)
    let asked = DashboardState.reduce(&state, .tick(now: first.addingTimeInterval(0.05)))
    #expect(Self.fetches(asked) == [F.berlin], "only the place whose alerts failed")
    #expect(
      Self.fetches(DashboardState.reduce(&state, .tick(now: first.addingTimeInterval(1)))).isEmpty, "one at a time")

    // Still failing: two minutes, then four.
    var failed = try #require(state.places[1].snapshot?.weather)
    failed.alerts = .unavailable(reason: "DWD warnings answered HTTP 503")
    _ = DashboardState.reduce(&state, .alertsRefreshed(location: F.berlin, weather: failed))
    let second = try #require(state.alertRetryAt(state.places[1]))
    #expect(second == DashboardState.minuteTick(atOrAfter: first.addingTimeInterval(1 + 120)))
    _ = DashboardState.reduce(&state, .tick(now: second))
    _ = DashboardState.reduce(&state, .alertsRefreshed(location: F.berlin, weather: failed))
    #expect(state.alertRetryAt(state.places[1]) == DashboardState.minuteTick(atOrAfter: second.addingTimeInterval(240)))

    // Answered: no more retries, the alerts on screen.
    var answered = failed
    answered.alerts = .covered([])
    _ = DashboardState.reduce(&state, .alertsRefreshed(location: F.berlin, weather: answered))
    #expect(state.alertRetries.isEmpty)
    #expect(state.places[1].snapshot?.weather.alerts == .covered([]))
    #expect(Self.fetches(DashboardState.reduce(&state, .tick(now: second.addingTimeInterval(500)))).isEmpty)
  }

  @Test func alertsReadOrWithoutASourceNeedNoRetry() {
    let covered = Self.loaded(berlin: .covered([]))
    #expect(covered.alertRetries.isEmpty)
    let none = Self.loaded(berlin: .noSource(reason: "No official alert source for Germany yet"))
    #expect(none.alertRetries.isEmpty)
  }
}
