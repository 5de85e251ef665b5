import Foundation
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerRefreshTests {
  typealias F = DashboardFixtures

  @Test func refreshMarksPlacesLoadingAndAsksForOneFetch() {
    var state = F.state()
    let effect = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: true))
    #expect(effect == .fetchForecasts(places: [F.reykjavik, F.berlin, F.tokyo], bypassCache: true))
    #expect(state.isRefreshing)
    #expect(state.places.allSatisfy { $0.forecast == .loading(previous: nil) })
  }

  @Test func refreshInFlightIsNotDuplicated() {
    var state = F.state()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let before = state
    #expect(
      DashboardState.reduce(&state, .refreshRequested(now: F.start.addingTimeInterval(5), bypassCache: true)) == nil)
    #expect(DashboardState.reduce(&state, .refreshTimerFired(now: F.start.addingTimeInterval(6))) == nil)
    #expect(state.places == before.places)
    #expect(state.refreshStartedAt == F.start)
  }

  @Test func lostRefreshIsRetriedAfterTheTimeout() {
    var state = F.state()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let later = F.start.addingTimeInterval(DashboardState.refreshTimeout + 1)
    #expect(DashboardState.reduce(&state, .refreshTimerFired(now: later)) != nil)
  }

  @Test func cachedForecastFillsOnlyAnEmptyPlaceAndKeepsTheRefreshGoing() {
    var state = F.state()
    let cached = F.weather(for: F.reykjavik, hours: 24, readAt: F.start.addingTimeInterval(-300))
    let shown = DashboardAction.cachedForecastShown(
      location: F.reykjavik, weather: cached, fetchedAt: F.start.addingTimeInterval(-300))
    #expect(DashboardState.reduce(&state, shown) == nil, "no fetch: the refresh asks for one")
    let snapshot = WeatherSnapshot(weather: cached, fetchedAt: F.start.addingTimeInterval(-300))
    #expect(state.places[0].forecast == .loaded(snapshot))
    #expect(state.places[1].snapshot == nil, "other places wait for the refresh")

    // Arriving while a refresh is in flight, it shows under the "updating" state.
    var refreshing = F.state()
    _ = DashboardState.reduce(&refreshing, .refreshRequested(now: F.start, bypassCache: false))
    _ = DashboardState.reduce(&refreshing, shown)
    #expect(refreshing.places[0].forecast == .loading(previous: snapshot))
    #expect(refreshing.isRefreshing)

    // Never over data the place already shows.
    var loaded = F.loadedState()
    let before = loaded.places
    _ = DashboardState.reduce(&loaded, shown)
    #expect(loaded.places == before)
  }

  @Test func refreshNeverBlanksLoadedData() {
    var state = F.loadedState()
    let shown = state.places.map(\.snapshot)
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start.addingTimeInterval(60), bypassCache: false))
    #expect(state.places.allSatisfy { $0.forecast.isLoading })
    #expect(state.places.map(\.snapshot) == shown)
    #expect(shown.allSatisfy { $0 != nil })
  }

  @Test func successStoresSnapshotsAndSchedulesNextRefresh() {
    let state = F.loadedState(hours: 48)
    #expect(!state.isRefreshing)
    #expect(state.lastRefresh == F.start)
    #expect(state.nextRefreshAt == F.start.addingTimeInterval(600))
    guard case .loaded(let snapshot) = state.places[1].forecast else {
      Issue.record("Berlin not loaded: \(state.places[1].forecast)")
      return
    }
    #expect(snapshot.weather.location == F.berlin)
    #expect(snapshot.weather.hourlyForecast.count == 48)
    #expect(!state.isStale(state.places[1]))
  }

  @Test func failureKeepsPreviousDataWithItsTrueAgeNotYetStale() {
    var state = F.loadedState()
    let refreshAt = F.start.addingTimeInterval(600)
    _ = DashboardState.reduce(&state, .refreshTimerFired(now: refreshAt))
    let fresh = F.weather(for: F.reykjavik, hours: 24, readAt: refreshAt)
    _ = DashboardState.reduce(
      &state,
      .forecastsLoaded(
        [
          .success(weather: fresh, fetchedAt: refreshAt),
          .failure(message: "Open-Meteo did not answer within 15 s; check the network"),
          .failure(message: "Open-Meteo did not answer within 15 s; check the network"),
        ], now: refreshAt))

    #expect(state.places[0].forecast == .loaded(WeatherSnapshot(weather: fresh, fetchedAt: refreshAt)))
    guard case .failed(let message, let previous?) = state.places[1].forecast else {
      Issue.record("Berlin should have failed keeping data: \(state.places[1].forecast)")
      return
    }
    #expect(message.contains("check the network"))
    #expect(previous.fetchedAt == F.start)
    #expect(previous.age(at: refreshAt) == 600)
    // One failed refresh is not STALE: that is for data past its expiry and the grace.
    #expect(!state.isStale(state.places[1]))
    #expect(state.refreshFailedAt(state.places[1]) == refreshAt)
    #expect(state.refreshFailedAt(state.places[0]) == nil)
    let staleAt = previous.staleAt(refreshInterval: state.refreshInterval)
    #expect(staleAt == F.start.addingTimeInterval(600 + WeatherSnapshot.staleGrace))
    _ = DashboardState.reduce(&state, .tick(now: staleAt.addingTimeInterval(-1)))
    #expect(!state.isStale(state.places[1]))
    _ = DashboardState.reduce(&state, .tick(now: staleAt))
    #expect(state.isStale(state.places[1]))
    // A failure brings the next attempt forward.
    #expect(state.nextRefreshAt == refreshAt.addingTimeInterval(RetryBackoff.base))
  }

  @Test func failureWithoutPreviousDataHasNothingToShow() {
    var state = F.state([F.tokyo])
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    _ = DashboardState.reduce(&state, .forecastsLoaded([.failure(message: "offline")], now: F.start))
    #expect(state.places[0].forecast == .failed(message: "offline", previous: nil))
    #expect(state.places[0].snapshot == nil)
  }

  @Test func missingOutcomesFailTheirPlaces() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    _ = DashboardState.reduce(&state, .forecastsLoaded([.failure(message: "x")], now: F.start))
    #expect(state.places[2].forecast.failureMessage != nil)
    #expect(state.places[2].snapshot != nil && !state.isStale(state.places[2]))
  }

  @Test func oldDataIsStaleHoweverItCame() {
    var state = F.state([F.berlin])
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let old = F.start.addingTimeInterval(-7200)
    _ = DashboardState.reduce(
      &state,
      .forecastsLoaded(
        [.success(weather: F.weather(for: F.berlin, hours: 3, readAt: old), fetchedAt: old)],
        now: F.start))
    #expect(state.isStale(state.places[0]))
    #expect(state.places[0].snapshot?.age(at: F.start) == 7200)
  }

  @Test func tickUpdatesTheClockAndRefreshesOnlyWhenDue() {
    var state = F.loadedState()
    let early = F.start.addingTimeInterval(60)
    #expect(DashboardState.reduce(&state, .tick(now: early)) == nil)
    #expect(state.now == early)
    #expect(!state.isRefreshing)
    let due = F.start.addingTimeInterval(600)
    #expect(
      DashboardState.reduce(&state, .tick(now: due))
        == .fetchForecasts(places: [F.reykjavik, F.berlin, F.tokyo], bypassCache: false))
    #expect(state.isRefreshing)
  }

  @Test func tickBeforeFirstRefreshDoesNotFetch() {
    var state = F.state()
    #expect(DashboardState.reduce(&state, .tick(now: F.start.addingTimeInterval(3600))) == nil)
  }

  @Test func noPlacesMeansNoFetch() {
    var state = F.state([])
    #expect(DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: true)) == nil)
    #expect(!state.isRefreshing)
  }
}
