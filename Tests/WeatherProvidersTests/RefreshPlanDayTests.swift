import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// A simulated day and a half on the injected clock, as the dashboard runs it: twenty places,
/// a forecast refresh at the plan's interval, the climate load after each refresh. What `i`
/// promises at the start (when each record comes) comes true, and the server never refuses.
@Suite(.serialized) struct RefreshPlanDayTests {
  @Test func twentyPlacesGetEveryRecordByItsPromisedTime() async throws {
    let start = ClimateServiceTests.now  // Sunday 22 November 2026, 13:05 UTC
    let clock = Shared(start)
    let limiter = OpenMeteoLimiterStandIn(clock: clock)
    let server = try StandInServer(handler: limiter.handler(ArchiveAnswers.handler()))
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let budget = OpenMeteoBudget(limits: .standard, directory: CacheDirectory(url: folder))
    let gate = OpenMeteoGate(budget: budget) { wait in clock.value += wait }
    let client = CurlHTTPClient(idleTimeout: 5, totalTimeout: 15)
    let climate = ClimateService(
      provider: OpenMeteoArchiveProvider(
        client: client, archiveURL: server.baseURL, forecastURL: server.baseURL, gate: gate),
      cache: ClimateCache(directory: CacheDirectory(url: folder)), budget: budget)
    let places = ClimateBatchTests.places(20)
    let costs = try #require(RefreshPlan.Costs.openMeteo(limits: .standard, baseline: .standard, now: start))
    let forecast = OpenMeteoForecastRequest.url(base: server.baseURL, locations: places, wire: .json)
    let current = OpenMeteoForecastRequest.url(
      base: server.baseURL, locations: places, wire: .json, sections: .currentAndNextHour)
    var wholeAt = Date.distantPast

    var plan = RefreshPlan(places: 20, pendingRecords: 20, configured: 600, costs: costs)
    #expect(plan.isStretched, "twenty places at ten minutes would leave climate nothing: \(plan.summary)")
    var promised: [Date] = []
    var arrived: [Int: Date] = [:]
    var refresh = start
    var refreshes = 0
    while arrived.count < places.count && clock.value < start.addingTimeInterval(3 * 86_400) {
      clock.value = max(clock.value, refresh)
      let refreshedAt = clock.value
      // The whole forecast hourly, the current conditions between (as `ForecastService` asks).
      let whole = refreshedAt.timeIntervalSince(wholeAt) >= ForecastService.wholeForecastInterval
      _ = try await gate.fetch(whole ? forecast : current, client: client, now: refreshedAt)
      if whole { wholeAt = refreshedAt }
      refreshes += 1
      budget.planForecasts(callsPerHour: plan.forecastPerDay / 24)
      if promised.isEmpty {
        // What `i` shows after the first refresh.
        promised = climate.expectedRecordTimes(count: places.count, now: clock.value)
        #expect(promised.count == places.count)
      }
      let results = await climate.climates(for: places, now: clock.value)
      for (index, result) in results.enumerated() where arrived[index] == nil {
        if case .loaded = result { arrived[index] = clock.value }
        if case .failed(let message) = result { Issue.record("place \(index) failed: \(message)") }
      }
      plan = RefreshPlan(
        places: places.count, pendingRecords: places.count - arrived.count, configured: 600, costs: costs)
      refresh = refreshedAt.addingTimeInterval(plan.interval)
    }
    #expect(limiter.refused.isEmpty, "\(limiter.refused)")
    #expect(limiter.peak.minute < 600 && limiter.peak.hour <= 5_000 && limiter.peak.day <= 10_000, "\(limiter.peak)")
    #expect(arrived.count == places.count, "records in: \(arrived.count) after \(refreshes) refreshes")
    // Each record by the first refresh after its promised instant, one a minute after that.
    let interval = RefreshPlan(places: 20, pendingRecords: 20, configured: 600, costs: costs).interval
    for (index, promise) in promised.enumerated() {
      guard let at = arrived[index] else { continue }
      #expect(
        at <= promise.addingTimeInterval(interval + 20 * OpenMeteoBudget.minuteWindow),
        "place \(index): promised \(promise), came \(at)")
    }
    // Twelve records an hour (4,000 calls kept for climate): twelve from 13:05, the other eight
    // once 14:00 UTC renews the hour, the day having room beside forecasts that refresh only the
    // current conditions between whole forecasts. (Asking everything every 40 minutes, the last
    // came at 00:25 the next day.)
    let last = try #require(arrived.values.max())
    #expect(last < start.addingTimeInterval(2 * 3600), "last record at \(last)")
  }
}
