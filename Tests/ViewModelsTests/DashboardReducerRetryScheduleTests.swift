import Foundation
import Testing
import WeatherCore

@testable import ViewModels

/// The automatic retry schedule belongs to the program: no number of `r` presses moves it.
@Suite struct DashboardReducerRetryScheduleTests {
  typealias F = DashboardFixtures

  /// Three places whose last refresh hit a 429 that resets at `F.start + 1 h`.
  static func rateLimitedState() -> (DashboardState, reset: Date) {
    var state = F.loadedState()
    let failedAt = F.start.addingTimeInterval(600)
    let reset = F.start.addingTimeInterval(3600)
    _ = DashboardState.reduce(&state, .refreshTimerFired(now: failedAt))
    let limited = Array(repeating: ForecastOutcome.failure(message: "rate limited"), count: 3)
    _ = DashboardState.reduce(&state, .forecastsLoaded(limited, now: failedAt, jitter: 0.5, retryAt: reset))
    return (state, reset)
  }

  @Test func rKeyDuringARateLimitNamesTheResetAndDoesNothingElse() {
    var (state, reset) = Self.rateLimitedState()
    #expect(state.rateLimitedUntil == reset)
    #expect(state.nextRefreshAt == reset)
    let before = state
    for second in 1...60 {
      let now = F.start.addingTimeInterval(600 + Double(second))
      _ = DashboardState.reduce(&state, .keyPressed(now: now))
      #expect(DashboardState.reduce(&state, .refreshKeyPressed(now: now)) == nil)
    }
    #expect(state.activeRateLimitNotice == reset)
    #expect(state.nextRefreshAt == before.nextRefreshAt)
    #expect(state.consecutiveFailures == before.consecutiveFailures)
    #expect(state.places == before.places)
    #expect(!state.isRefreshing)

    // The next key clears the notice; the limit's end clears it too.
    _ = DashboardState.reduce(&state, .keyPressed(now: F.start.addingTimeInterval(700)))
    #expect(state.activeRateLimitNotice == nil)
    _ = DashboardState.reduce(&state, .refreshKeyPressed(now: F.start.addingTimeInterval(701)))
    _ = DashboardState.reduce(&state, .tick(now: reset))
    #expect(state.activeRateLimitNotice == nil)
  }

  @Test func theAutomaticRetryComesOnTimeAfterManyPresses() {
    var (state, reset) = Self.rateLimitedState()
    for second in stride(from: 601.0, to: 3600, by: 50) {
      _ = DashboardState.reduce(&state, .refreshKeyPressed(now: F.start.addingTimeInterval(second)))
    }
    #expect(
      DashboardState.reduce(&state, .tick(now: reset))
        == .fetchForecasts(places: [F.reykjavik, F.berlin, F.tokyo], bypassCache: false))
  }

  @Test func rKeyAfterTheLimitFetchesAndAFailureKeepsTheSchedule() {
    var state = F.loadedState()
    let failedAt = F.start.addingTimeInterval(600)
    _ = DashboardState.reduce(&state, .refreshTimerFired(now: failedAt))
    let offline = Array(repeating: ForecastOutcome.failure(message: "offline"), count: 3)
    _ = DashboardState.reduce(&state, .forecastsLoaded(offline, now: failedAt))
    let scheduled = state.nextRefreshAt
    #expect(scheduled == failedAt.addingTimeInterval(RetryBackoff.base))
    #expect(state.consecutiveFailures == 1)

    // Ten presses, each failing: the retry stays where the backoff put it.
    for press in 1...10 {
      let now = failedAt.addingTimeInterval(Double(press))
      let effect = DashboardState.reduce(&state, .refreshKeyPressed(now: now))
      #expect(effect == .fetchForecasts(places: [F.reykjavik, F.berlin, F.tokyo], bypassCache: true))
      _ = DashboardState.reduce(&state, .forecastsLoaded(offline, now: now, jitter: 1))
    }
    #expect(state.nextRefreshAt == scheduled)
    #expect(state.consecutiveFailures == 1)
  }

  @Test func rKeyThatSucceedsResetsTheSchedule() {
    var state = F.loadedState()
    let now = F.start.addingTimeInterval(120)
    #expect(DashboardState.reduce(&state, .refreshKeyPressed(now: now)) != nil)
    let outcomes = state.places.map {
      ForecastOutcome.success(
        weather: F.weather(for: $0.location, hours: 24, readAt: now), fetchedAt: now)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(outcomes, now: now))
    #expect(state.nextRefreshAt == now.addingTimeInterval(DashboardState.defaultRefreshInterval))
    #expect(state.rateLimitedUntil == nil)
  }

  @Test func aManualRefreshThatMeetsANewLimitWaitsForIt() {
    var state = F.loadedState()
    let now = F.start.addingTimeInterval(120)
    _ = DashboardState.reduce(&state, .refreshKeyPressed(now: now))
    let reset = F.start.addingTimeInterval(7200)
    let limited = Array(repeating: ForecastOutcome.failure(message: "rate limited"), count: 3)
    _ = DashboardState.reduce(&state, .forecastsLoaded(limited, now: now, retryAt: reset))
    #expect(state.nextRefreshAt == reset)
    #expect(state.rateLimitedUntil == reset)
  }

  @Test func aPostedWarningShowsForTwoMinutes() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .warningPosted("cache file x is corrupt", now: F.start))
    #expect(state.activeWarningNotice == "cache file x is corrupt")
    _ = DashboardState.reduce(&state, .tick(now: F.start.addingTimeInterval(119)))
    #expect(state.activeWarningNotice == "cache file x is corrupt")
    _ = DashboardState.reduce(&state, .tick(now: F.start.addingTimeInterval(DashboardState.warningNoticeDuration)))
    #expect(state.activeWarningNotice == nil)
  }
}
