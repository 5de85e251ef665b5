import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Climate for many places: batched requests, the weighted-call budget kept across restarts,
/// places beyond it deferred (not failed), and never a 429 from a server that limits like
/// Open-Meteo's.
@Suite(.serialized) struct ClimateBatchTests {
  /// Sunday 22 November 2026, 13:05 UTC.
  static let now = ClimateServiceTests.now

  /// `count` distinct places a little apart, all in Berlin's zone.
  static func places(_ count: Int) -> [Location] {
    (0..<count).map { index in
      Location(
        name: "Place \(index)", latitude: 40 + Double(index) * 0.1, longitude: 10 + Double(index % 7) * 0.1,
        timeZoneIdentifier: "Europe/Berlin")
    }
  }

  /// A service whose waits for the minute pass at once, moving `clock` (the stand-in
  /// limiter's) on by the wait.
  func makeService(
    _ server: StandInServer, folder: URL?, limits: OpenMeteoLimits? = .standard, clock: Shared<Date>? = nil
  ) -> ClimateService {
    let budget = limits.map { OpenMeteoBudget(limits: $0, directory: folder.map { CacheDirectory(url: $0) }) }
    let gate = OpenMeteoGate(budget: budget) { wait in clock?.value += wait }
    let provider = OpenMeteoArchiveProvider(
      client: CurlHTTPClient(idleTimeout: 5, totalTimeout: 15), archiveURL: server.baseURL,
      forecastURL: server.baseURL, gate: gate)
    return ClimateService(
      provider: provider, cache: folder.map { ClimateCache(directory: CacheDirectory(url: $0)) }, budget: budget)
  }

  @Test func withoutABudgetTwentyPlacesTakeOneRecentAndTwoArchiveRequests() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let results = await makeService(server, folder: nil, limits: nil).climates(for: Self.places(20), now: Self.now)
    #expect(results.allSatisfy { if case .loaded = $0 { true } else { false } })
    let paths = server.requests.map(\.path)
    #expect(paths == ["/v1/forecast", "/v1/archive", "/v1/archive"])
    // At most 15 places (15 × 313 calls) a request: Open-Meteo refuses one above 5,000.
    let counts = server.requests.map { ($0.query["latitude"] ?? "").split(separator: ",").count }
    #expect(counts == [20, 15, 5])
    #expect(server.requests[1].query["start_date"] == "1991-01-01")
    #expect(server.requests[1].query["end_date"] == "2020-12-31")
    #expect(server.requests[0].query["past_days"] == "30")
  }

  @Test func aHundredPlacesColdAskWhatTheHourAllowsAndDeferTheRestInOrder() async throws {
    let clock = Shared(Self.now)
    let limiter = OpenMeteoLimiterStandIn(clock: clock)
    let server = try StandInServer(handler: limiter.handler(ArchiveAnswers.handler()))
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let places = Self.places(100)
    let results = await makeService(server, folder: folder, clock: clock).climates(for: places, now: Self.now)
    // 4,000 calls an hour for climate (5,000 less 1,000 kept for forecasts): twelve places, one a
    // request, each within the minute's 500 left beside the 100 kept for forecasts.
    #expect(limiter.requests.map(\.path) == ["/v1/forecast"] + Array(repeating: "/v1/archive", count: 12))
    #expect(limiter.requests.map(\.places) == [12] + Array(repeating: 1, count: 12))
    #expect(limiter.peak.minute <= 500, "the minute never fills with climate: \(limiter.peak)")
    let loaded = results.prefix(12).allSatisfy { if case .loaded = $0 { true } else { false } }
    #expect(loaded, "the first places in the order given get their normals")
    guard case .deferred(let deferral) = results[12] else {
      Issue.record("expected a deferral, got \(results[12])")
      return
    }
    #expect(deferral.retryAt == Date(timeIntervalSince1970: 1_795_356_000))  // 14:00 UTC
    #expect(!deferral.isNextDay)
    #expect(deferral.message.hasPrefix("normals come later today: this hour's budget of 4,000 Open-Meteo calls"))
    #expect(deferral.message.hasSuffix("; next try at 14:00 UTC"), "\(deferral.message)")
    #expect(ClimateCoverage(results.map(ClimateStatus.init)).text == "climate for 12 of 100 places")
    #expect(limiter.refused.isEmpty)
  }

  @Test func aDayKeptForTheForecastsSaysSoAndWhatLeavesRoom() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    // Fifty places' forecast refresh (265 calls) every ten minutes until midnight.
    OpenMeteoBudget(limits: .standard, directory: CacheDirectory(url: folder)).record(
      265, purpose: .other, now: Self.now)
    let results = await makeService(server, folder: folder).climates(for: Self.places(3), now: Self.now)
    guard case .deferred(let deferral) = results[0] else {
      Issue.record("expected a deferral, got \(results[0])")
      return
    }
    #expect(deferral.isNextDay)
    #expect(
      deferral.message.hasPrefix(
        "normals come on a later day: today's budget of 8,000 Open-Meteo calls goes to refreshing the forecasts "
          + "(about 17,"))
    #expect(deferral.message.contains("fewer places or a longer refresh_minutes leave room"))
    #expect(deferral.message.hasSuffix("; next try at Mon 00:00 UTC"), "\(deferral.message)")
  }

  @Test func theSpentBudgetSurvivesARestart() async throws {
    let clock = Shared(Self.now)
    let limiter = OpenMeteoLimiterStandIn(clock: clock)
    let server = try StandInServer(handler: limiter.handler(ArchiveAnswers.handler()))
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let places = Self.places(20)
    _ = await makeService(server, folder: folder, clock: clock).climates(for: places, now: Self.now)
    #expect(limiter.requests.count == 13)
    // A new process ten minutes later: the ledger on disk says this hour is spent.
    let later = Self.now.addingTimeInterval(600)
    clock.value = later
    let again = await makeService(server, folder: folder, clock: clock).climates(for: places, now: later)
    #expect(limiter.requests.count == 13, "nothing asked: the hour's budget went before the restart")
    #expect(again.prefix(12).allSatisfy { if case .loaded = $0 { true } else { false } })
    #expect(again.suffix(8).allSatisfy { if case .deferred = $0 { true } else { false } })
    let spent = OpenMeteoBudget(directory: CacheDirectory(url: folder)).spent(now: later)
    #expect(abs(spent.hour - (12 + 12 * OpenMeteoArchiveProvider.archiveWeight(.standard, inLocalYear: 2026))) < 0.001)
  }

  @Test func overDaysEveryPlaceArrivesAndNoLimitIsEverReached() async throws {
    let clock = Shared(Self.now)
    let limiter = OpenMeteoLimiterStandIn(clock: clock)
    let server = try StandInServer(handler: limiter.handler(ArchiveAnswers.handler()))
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let places = Self.places(30)
    var loadedByDay: [Int] = []
    var results: [ClimateResult] = []
    var day = -1
    // The dashboard asks again after each refresh; here every hour, each time as a new process.
    for hour in 0..<60 {
      let now = Self.now.addingTimeInterval(Double(hour) * 3600)
      clock.value = now
      results = await makeService(server, folder: folder, clock: clock).climates(for: places, now: now)
      let loaded = results.filter { if case .loaded = $0 { true } else { false } }.count
      let today = Int(now.timeIntervalSince1970) / 86_400
      if today != day {
        day = today
        loadedByDay.append(loaded)
      } else {
        loadedByDay[loadedByDay.count - 1] = loaded
      }
      #expect(!results.contains { if case .failed = $0 { true } else { false } })
    }
    #expect(limiter.refused.isEmpty, "\(limiter.refused)")
    #expect(limiter.peak.hour <= 5_000 && limiter.peak.day <= 8_000, "\(limiter.peak)")
    // 25 places fit in the 8,000 of a UTC day: 12 in the first hour, 12 in the next, then one.
    #expect(loadedByDay.first == 25)
    #expect(results.allSatisfy { if case .loaded = $0 { true } else { false } }, "\(loadedByDay)")
  }

  @Test func withLimitsOffEveryPlaceIsAskedAtOnce() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let off = try OpenMeteoLimits(environment: ["WEATHERTUI_OPEN_METEO_LIMITS": "off"])
    let results = await makeService(server, folder: try makeTemporaryFolder(), limits: off)
      .climates(for: Self.places(10), now: Self.now)
    #expect(results.allSatisfy { if case .loaded = $0 { true } else { false } })
    #expect(server.requests.map(\.path) == ["/v1/forecast", "/v1/archive"])
    #expect(Double.infinity.groupedThousands == "unlimited" && 8_000.0.groupedThousands == "8,000")
  }

  @Test func forecastsSpentTodayAreSetAsideForTheRestOfTheDay() {
    let budget = OpenMeteoBudget(directory: nil)
    // A 640-call forecast refresh (100 places) six times an hour would take more than the
    // 8,000 of the day by itself: no climate today.
    let noon = Date(timeIntervalSince1970: 1_795_348_800)
    budget.record(640, purpose: .other, now: noon)
    #expect(
      budget.climateAllowance(now: noon)
        == .init(
          weight: 0, renewsAt: Date(timeIntervalSince1970: 1_795_392_000), limit: "today's budget",
          forecastReserve: 640 * 6 * 12))
    // Six places' 40-call refreshes leave room at 23:30 UTC: the hour binds then.
    let small = OpenMeteoBudget(directory: nil)
    let late = Date(timeIntervalSince1970: 1_795_390_200)
    small.record(40, purpose: .other, now: late)
    let allowance = small.climateAllowance(now: late)
    #expect(allowance.limit == "this hour's budget" && allowance.weight == 3_960)
  }
}
