import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerClimateTests {
  typealias F = DashboardFixtures

  @Test func theFirstForecastAsksForEveryPlacesClimateOnce() {
    var state = F.state()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 3), fetchedAt: F.start)
    }
    let effect = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start))
    #expect(F.climate(effect) == .fetchClimate(locations: [F.reykjavik, F.berlin, F.tokyo]))
    #expect(state.places.allSatisfy { $0.climate == .loading })

    // A later refresh does not ask again while the climate loads or once it has loaded.
    _ = DashboardState.reduce(&state, .climateLoaded(location: F.berlin, .failed("archive said no")))
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start + 600, bypassCache: false))
    let again = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start + 600))
    #expect(F.climate(again) == .fetchClimate(locations: [F.berlin]), "only the failed place is retried")
  }

  @Test func theRefreshPlanStretchesWhileRecordsWaitSaysSoOnceAndShortensAfter() {
    var state = F.state()
    // Three places at 20 calls a refresh: every 10 minutes would take 8,640 of an 8,000 day.
    state.refreshCosts = RefreshPlan.Costs(
      forecastPerPlace: 20, recordPerPlace: 313, perDay: 8_000, climatePerHour: 4_000)
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 3), fetchedAt: F.start)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start))
    #expect(state.plannedRefreshInterval == 1_800)
    #expect(state.nextRefreshAt == F.start.addingTimeInterval(1_800))
    let said = state.warningNotice?.text ?? ""
    #expect(said.hasPrefix("Refreshing every 30 min for 3 places (stretched from 10 min while 3 climate records wait)"))
    #expect(state.noticeLog.count == 1)
    // The next refresh at the same plan says nothing new.
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start + 1_800, bypassCache: false))
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start + 1_800))
    #expect(state.noticeLog.count == 1)
    // The records settled (here they failed, and back off for hours): the share grows to nine
    // tenths of the day and the next refresh comes sooner.
    for place in [F.reykjavik, F.berlin, F.tokyo] {
      _ = DashboardState.reduce(&state, .climateLoaded(location: place, .failed("archive said no")))
    }
    #expect(state.plannedRefreshInterval == 900)
    #expect(state.nextRefreshAt == F.start.addingTimeInterval(1_800 + 900))
  }

  @Test func aResultReachesOnlyItsPlace() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .climateLoaded(location: F.tokyo, .failed("no archive")))
    #expect(state.places[2].climate == .failed("no archive"))
    #expect(state.places[0].climate == .loading)
    let stranger = Location(name: "Nowhere", latitude: 0, longitude: 0)
    let before = state
    _ = DashboardState.reduce(&state, .climateLoaded(location: stranger, .failed("x")))
    #expect(state == before)
  }

  @Test func statisticsToggleAndEscape() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .toggleStatistics)
    #expect(state.overlay == .statistics)
    _ = DashboardState.reduce(&state, .toggleStatistics)
    #expect(state.overlay == .none)
    _ = DashboardState.reduce(&state, .toggleStatistics)
    _ = DashboardState.reduce(&state, .closeOverlay)
    #expect(state.overlay == .none)
  }
}

@Suite struct DashboardReducerAlertTests {
  typealias F = DashboardFixtures

  static func alert(_ id: String, _ severity: WeatherAlert.Severity, expires: Date) -> WeatherAlert {
    WeatherAlert(id: id, event: id, severity: severity, effective: F.start, expires: expires, source: "NWS")
  }

  func state(alerts: [WeatherAlert]) -> DashboardState {
    var state = F.state([F.berlin])
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    var weather = F.weather(for: F.berlin, hours: 3)
    weather.alerts = .covered(alerts)
    _ = DashboardState.reduce(
      &state, .forecastsLoaded([.success(weather: weather, fetchedAt: F.start)], now: F.start))
    return state
  }

  @Test func openMoveAndScrollWithinBounds() {
    var state = state(alerts: [
      Self.alert("minor", .minor, expires: F.start + 7200), Self.alert("severe", .severe, expires: F.start + 3600),
    ])
    _ = DashboardState.reduce(&state, .openAlert)
    #expect(state.overlay == .alert(index: 0, offset: 0))
    _ = DashboardState.reduce(&state, .scrollAlert(by: 5, maxOffset: 3))
    #expect(state.overlay == .alert(index: 0, offset: 3))
    _ = DashboardState.reduce(&state, .scrollAlert(by: -9, maxOffset: 3))
    #expect(state.overlay == .alert(index: 0, offset: 0))
    _ = DashboardState.reduce(&state, .showAlert(step: -1))
    #expect(state.overlay == .alert(index: 1, offset: 0), "wraps around")
    _ = DashboardState.reduce(&state, .closeOverlay)
    #expect(state.overlay == .none)
  }

  @Test func noAlertsNothingToOpenAndExpiredOnesDropOut() {
    var empty = state(alerts: [])
    _ = DashboardState.reduce(&empty, .openAlert)
    #expect(empty.overlay == .none)

    var state = state(alerts: [Self.alert("short", .severe, expires: F.start + 60)])
    #expect(state.activeAlertCount == 1)
    _ = DashboardState.reduce(&state, .tick(now: F.start + 120))
    #expect(state.activeAlertCount == 0, "an expired alert disappears between refreshes")
    _ = DashboardState.reduce(&state, .openAlert)
    #expect(state.overlay == .none)
  }
}

/// Places deferred for request budget: asked again once it renews, the shown place first, and
/// never shown as loading or failed meanwhile.
@Suite struct DashboardReducerClimateDeferralTests {
  typealias F = DashboardFixtures

  @Test func aDeferredPlaceIsAskedAgainOnceTheBudgetRenews() {
    var state = F.loadedState()
    let deferral = ClimateDeferral(retryAt: F.start + 3600, reason: "this hour's budget is used up", isNextDay: false)
    for location in [F.reykjavik, F.berlin, F.tokyo] {
      _ = DashboardState.reduce(&state, .climateLoaded(location: location, .deferred(deferral)))
    }
    #expect(state.places.allSatisfy { $0.climate == .deferred(deferral) })
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start + 600, bypassCache: false))
    let outcomes = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 3), fetchedAt: F.start + 600)
    }
    #expect(F.climate(DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start + 600))) == nil)
    // After the hour, at the next refresh: all of them, the shown place first, still "deferred".
    _ = DashboardState.reduce(&state, .selectIndex(1))
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start + 3700, bypassCache: false))
    let effect = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: F.start + 3700))
    #expect(F.climate(effect) == .fetchClimate(locations: [F.berlin, F.reykjavik, F.tokyo]))
    #expect(state.places.allSatisfy { $0.climate == .deferred(deferral) })
  }
}
