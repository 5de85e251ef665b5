import Foundation
import SystemFiles
import Testing
import WeatherCore

@testable import ViewModels

@Suite struct DashboardReducerWallTests {
  typealias F = DashboardFixtures

  func rotating(every seconds: TimeInterval = 30) -> DashboardState {
    var state = F.loadedState()
    state.rotationInterval = seconds
    return state
  }

  // MARK: - Rotation

  @Test func rotationShowsTheNextPlaceAndWraps() {
    var state = rotating()
    for (step, expected) in [1, 2, 0].enumerated() {
      _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(Double(step + 1) * 30)))
      #expect(state.selectedIndex == expected)
    }
  }

  @Test func anyKeyPausesRotationForAMinute() {
    var state = rotating()
    _ = DashboardState.reduce(&state, .keyPressed(now: F.start.addingTimeInterval(10)))
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(30)))
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(60)))
    #expect(state.selectedIndex == 0, "paused until 70 s")
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(70)))
    #expect(state.selectedIndex == 1)
  }

  @Test func rotationWaitsWhileAnOverlayIsOpenAndWithoutAnInterval() {
    var state = rotating()
    _ = DashboardState.reduce(&state, .openSearch)
    _ = DashboardState.reduce(&state, .rotationTimerFired(now: F.start.addingTimeInterval(30)))
    #expect(state.selectedIndex == 0)
    var still = F.loadedState()
    _ = DashboardState.reduce(&still, .rotationTimerFired(now: F.start.addingTimeInterval(30)))
    #expect(still.selectedIndex == 0)
    _ = DashboardState.reduce(&still, .keyPressed(now: F.start))
    #expect(still.rotationPausedUntil == nil)
  }

  // MARK: - Quiet hours

  @Test func quietHoursWrapPastMidnightOnTheLocalClock() throws {
    let quiet = try #require(QuietHours(parsing: "22:00-07:00"))
    let zone = try #require(ZoneDatabase.zone("Europe/Berlin"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
    func at(_ hour: Int, _ minute: Int) -> Date {
      calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: hour, minute: minute))!
    }
    #expect(quiet.contains(at(22, 0), in: zone))
    #expect(quiet.contains(at(3, 15), in: zone))
    #expect(!quiet.contains(at(7, 0), in: zone))
    #expect(!quiet.contains(at(21, 59), in: zone))
    #expect(quiet.contains(at(21, 0), in: ZoneDatabase.zone("Asia/Tokyo")!), "21:00 in Berlin is 05:00 in Tokyo")
    #expect(!quiet.contains(at(12, 0), in: ZoneDatabase.zone("Asia/Tokyo")!), "noon in Berlin is 20:00 in Tokyo")
    var state = DashboardState(
      places: [F.berlin], units: .metric, now: at(21, 59), quietHours: quiet, localTimeZone: zone)
    #expect(!state.isQuietHours)
    _ = DashboardState.reduce(&state, .tick(now: at(22, 0)))
    #expect(state.isQuietHours, "the minute tick turns quiet hours on")
  }

  @Test func quietHoursParsingRejectsNonsense() {
    for bad in ["22-07", "25:00-07:00", "22:00", "22:60-07:00", "ab:cd-07:00", "22:00-07:00-01:00", ""] {
      #expect(QuietHours(parsing: bad) == nil, "\(bad)")
    }
    #expect(QuietHours(parsing: "7:30-9:05")?.description == "07:30-09:05")
  }

  // MARK: - Backoff

  @Test func backoffDoublesToTheCapWithJitterPassedIn() {
    let now = F.start
    #expect(
      [1, 2, 3, 4, 5, 6, 20].map { RetryBackoff.delay(failures: $0, jitter: 0, now: now) } == [
        60, 120, 240, 480, 600, 600, 600,
      ])
    #expect(RetryBackoff.delay(failures: 1, jitter: 1, now: now) == 72)
    #expect(RetryBackoff.delay(failures: 9, jitter: 0.5, now: now) == 660)
  }

  @Test func aRateLimitsResetTimeWins() {
    let now = F.start
    #expect(RetryBackoff.delay(failures: 1, jitter: 0, now: now, retryAt: now.addingTimeInterval(3600)) == 3600)
    #expect(RetryBackoff.delay(failures: 3, jitter: 0, now: now, retryAt: now.addingTimeInterval(10)) == 240)
  }

  @Test func failedRefreshesBackOffAndASuccessResets() {
    var state = F.loadedState()
    var now = F.start
    let offline = [ForecastOutcome](repeating: .failure(message: "offline"), count: 3)
    var waits: [TimeInterval] = []
    for _ in 0..<6 {
      now = state.nextRefreshAt ?? now
      let effect = DashboardState.reduce(&state, .tick(now: now))
      #expect(effect != nil, "the due tick retries without a key press")
      _ = DashboardState.reduce(&state, .forecastsLoaded(offline, now: now, jitter: 0.5))
      waits.append(state.nextRefreshAt!.timeIntervalSince(now))
    }
    #expect(waits == [66, 132, 264, 528, 660, 660])
    now = state.nextRefreshAt!
    _ = DashboardState.reduce(&state, .tick(now: now))
    let back = state.places.map {
      ForecastOutcome.success(weather: F.weather(for: $0.location, hours: 3), fetchedAt: now)
    }
    _ = DashboardState.reduce(&state, .forecastsLoaded(back, now: now, jitter: 0.5))
    #expect(state.consecutiveFailures == 0)
    #expect(state.nextRefreshAt == now.addingTimeInterval(state.refreshInterval))
    #expect(state.places.allSatisfy { $0.snapshot != nil && !state.isStale($0) })
  }

  @Test func aTooManyRequestsAnswerWaitsForItsResetTime() {
    var state = F.loadedState()
    _ = DashboardState.reduce(&state, .refreshRequested(now: F.start, bypassCache: false))
    let reset = F.start.addingTimeInterval(3000)
    _ = DashboardState.reduce(
      &state, .forecastsLoaded([.failure(message: "limit")], now: F.start, jitter: 0, retryAt: reset))
    #expect(state.nextRefreshAt == reset)
  }
}
