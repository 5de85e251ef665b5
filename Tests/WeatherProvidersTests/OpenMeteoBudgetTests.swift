import Foundation
import Synchronization
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The ledger of weighted calls: its windows (rolling minute, UTC hour, UTC day), its file in
/// the cache folder, and the gate that waits for the minute instead of drawing a 429.
@Suite(.serialized) struct OpenMeteoBudgetTests {
  /// Sunday 22 November 2026, 13:05 UTC.
  static let now = ClimateServiceTests.now

  @Test func windowsRollAtTheUTCHourAndDay() {
    let budget = OpenMeteoBudget(directory: nil)
    budget.record(700, purpose: .climate, now: Self.now)
    budget.record(40, purpose: .other, now: Self.now.addingTimeInterval(10))
    #expect(budget.spent(now: Self.now.addingTimeInterval(20)) == (740, 740, 740))
    #expect(budget.spent(now: Self.now.addingTimeInterval(120)) == (0, 740, 740))
    // 14:00 UTC: a new hour, the same day.
    #expect(budget.spent(now: Date(timeIntervalSince1970: 1_795_356_000)) == (0, 0, 740))
    // 00:00 UTC: a new day.
    #expect(budget.spent(now: Date(timeIntervalSince1970: 1_795_392_000)) == (0, 0, 0))
  }

  @Test func afterAHeavyRequestTheMinuteMustPassFirst() {
    let budget = OpenMeteoBudget(directory: nil)
    #expect(budget.nextSendTime(now: Self.now) == nil)
    budget.record(100, purpose: .other, now: Self.now)
    #expect(budget.nextSendTime(now: Self.now) == nil, "below 600: the server would serve")
    budget.record(3_510, purpose: .climate, now: Self.now.addingTimeInterval(1))
    // The server refuses while its minute count is ≥ 600; ours rolls over 62 s to be sure.
    #expect(budget.nextSendTime(now: Self.now.addingTimeInterval(2)) == Self.now.addingTimeInterval(63))
    #expect(budget.nextSendTime(now: Self.now.addingTimeInterval(64)) == nil)
  }

  @Test func theLedgerIsSharedThroughTheCacheFolder() throws {
    let folder = try makeTemporaryFolder()
    let first = OpenMeteoBudget(directory: CacheDirectory(url: folder))
    first.record(500, purpose: .climate, now: Self.now)
    // Another process (or this one after a restart) sees it, and adds to it.
    let second = OpenMeteoBudget(directory: CacheDirectory(url: folder))
    #expect(second.spent(now: Self.now.addingTimeInterval(5)).day == 500)
    second.record(450, purpose: .climate, now: Self.now.addingTimeInterval(5))
    #expect(first.spent(now: Self.now.addingTimeInterval(6)).hour == 950)
    #expect(first.climateAllowance(now: Self.now.addingTimeInterval(6)).weight == 3_050)
  }

  @Test func aCorruptLedgerCountsFromZero() throws {
    let folder = try makeTemporaryFolder()
    let file = folder.appendingPathComponent(OpenMeteoBudget.path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"version\":1,\"day\":".utf8).write(to: file)
    let budget = OpenMeteoBudget(directory: CacheDirectory(url: folder))
    #expect(budget.spent(now: Self.now) == (0, 0, 0))
    budget.record(10, purpose: .other, now: Self.now)
    #expect(OpenMeteoBudget(directory: CacheDirectory(url: folder)).spent(now: Self.now).day == 10)
  }

  /// A spend dated `1e19` crashed every `--once --refresh` (SIGILL in `Int(...)`), and one of
  /// weight ≥ 600 dated later than now held every request back by a minute until its date; then
  /// (issue 51) a forged spend far in the future with a weight above the minute's limit, counted
  /// as spent now, still cost a 61 s wait. No request weighs more than the minute's limit, and
  /// none is dated after the clock by more than a skew: such a spend is dropped, and said.
  @Test func spendsNoRequestCouldMakeAreDroppedWithAWarning() throws {
    let folder = try makeTemporaryFolder()
    let file = folder.appendingPathComponent(OpenMeteoBudget.path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let later = Self.now.timeIntervalSince1970 + 86_400
    let ledger = """
      {"version":1,"day":\(Int.max),"dayTotal":1e300,"largestOtherToday":-5,"previousHourOthers":0,
       "hour":{"index":\(Int.max),"total":0,"others":0},
       "recent":[{"at":1e19,"weight":700},{"at":\(later),"weight":650},{"at":\(later),"weight":10},
                 {"at":\(Self.now.timeIntervalSince1970 - 10),"weight":100000},{"at":0,"weight":1e19}]}
      """
    try Data(ledger.utf8).write(to: file)
    let directory = CacheDirectory(url: folder)
    let budget = OpenMeteoBudget(directory: directory)
    #expect(budget.nextSendTime(now: Self.now) == nil, "nothing believable was spent this minute")
    #expect(budget.spent(now: Self.now) == (0, 0, 0))
    #expect(budget.climateAllowance(now: Self.now).weight >= 0)
    #expect(
      directory.warnings == [
        "\(folder.path)/budget/open-meteo.json: dropped 5 spends no request could have made (a weight above the minute's limit of 600, or a time more than 120 s ahead of the clock); the rest of the ledger stands"
      ])
    // The corrected ledger was stored: read again, it is clean and says nothing more.
    let again = CacheDirectory(url: folder)
    #expect(OpenMeteoBudget(directory: again).spent(now: Self.now) == (0, 0, 0))
    #expect(again.warnings.isEmpty)
  }

  /// Spends a moment ahead (another process's clock a little ahead, a small step back) and of
  /// any weight a request can have are believed: dated now, they hold the minute as they should.
  @Test func aSpendJustAheadOfTheClockCountsAsSpentNow() throws {
    let folder = try makeTemporaryFolder()
    let first = OpenMeteoBudget(directory: CacheDirectory(url: folder))
    first.record(600, purpose: .other, now: Self.now.addingTimeInterval(3))
    let directory = CacheDirectory(url: folder)
    let budget = OpenMeteoBudget(directory: directory)
    #expect(budget.nextSendTime(now: Self.now) == Self.now.addingTimeInterval(OpenMeteoBudget.minuteWindow))
    #expect(budget.spent(now: Self.now).minute == 600)
    #expect(directory.warnings.isEmpty)
  }

  /// A user who set a minute's limit below the free tier's still sends a forecast of many
  /// places whole (after an empty minute): its weight is believed up to the free tier's minute.
  @Test func aHeavyForecastUnderLoweredLimitsIsBelieved() throws {
    let folder = try makeTemporaryFolder()
    let lowered = OpenMeteoLimits(perMinute: 100, perHour: 1_000, perDay: 2_000, hourlyReserve: 100, minuteReserve: 10)
    OpenMeteoBudget(limits: lowered, directory: CacheDirectory(url: folder)).record(230, purpose: .other, now: Self.now)
    let directory = CacheDirectory(url: folder)
    #expect(OpenMeteoBudget(limits: lowered, directory: directory).spent(now: Self.now).minute == 230)
    #expect(directory.warnings.isEmpty)
  }

  @Test func limitsComeFromTheEnvironment() throws {
    #expect(try OpenMeteoLimits(environment: [:]) == .standard)
    let off = try OpenMeteoLimits(environment: ["WEATHERTUI_OPEN_METEO_LIMITS": "off"])
    #expect(off.perMinute == .infinity && off.perDay == .infinity)
    let budget = OpenMeteoBudget(limits: off, directory: nil)
    budget.record(50_000, purpose: .climate, now: Self.now)
    #expect(budget.nextSendTime(now: Self.now) == nil && budget.climateAllowance(now: Self.now).weight == .infinity)
    let own = try OpenMeteoLimits(environment: ["WEATHERTUI_OPEN_METEO_LIMITS": "300, 2000, 4000"])
    #expect(
      own == OpenMeteoLimits(perMinute: 300, perHour: 2_000, perDay: 4_000, hourlyReserve: 400, minuteReserve: 50))
    for bad in ["600,5000", "a,b,c", "0,5000,8000", "inf,1,1"] {
      #expect(throws: OpenMeteoLimitsError(text: bad)) {
        try OpenMeteoLimits(environment: ["WEATHERTUI_OPEN_METEO_LIMITS": bad])
      }
    }
  }

  @Test func theGateWaitsForTheMinuteAndRecordsWhatItSends() async throws {
    let server = try StandInServer { _ in StandInResponse(text: ArchiveAnswers.recent) }
    defer { server.stop() }
    let budget = OpenMeteoBudget(directory: nil)
    // A heavy request 61 s ago: the minute clears one second from now.
    budget.record(3_510, purpose: .climate, now: Self.now.addingTimeInterval(-61))
    let gate = OpenMeteoGate(budget: budget)
    let waits = Mutex<[Date?]>([])
    await gate.observeWaits { until in waits.withLock { $0.append(until) } }
    let berlin = ClimateServiceTests.berlin
    let url = OpenMeteoArchiveProvider.recentRequest(base: server.baseURL, locations: [berlin], wire: .json)
    let started = Date()
    _ = try await gate.fetch(url, client: CurlHTTPClient(), now: Self.now)
    #expect(Date().timeIntervalSince(started) >= 0.9)
    // The screen is told until when the request waits, and that it has gone.
    #expect(waits.withLock { $0 } == [Self.now.addingTimeInterval(1), nil])
    #expect(budget.spent(now: Self.now.addingTimeInterval(1)).minute == 1)
    // Place search is another server without a weighted count: never held, never counted.
    budget.record(3_510, purpose: .climate, now: Self.now.addingTimeInterval(1))
    let search = server.baseURL.appendingPathComponent("v1/search")
    let quick = Date()
    _ = try await gate.fetch(search, client: CurlHTTPClient(), now: Self.now.addingTimeInterval(2))
    // Held, it would wait the minute out (about 60 s); a loaded machine has taken 1.8 s unheld.
    #expect(Date().timeIntervalSince(quick) < 30)
    #expect(waits.withLock { $0.count } == 2, "an unheld request reports no wait")
    #expect(budget.spent(now: Self.now.addingTimeInterval(2)).minute == 3_511)
  }

  @Test func aClimateRequestWaitingForTheMinuteLetsAForecastGoFirst() async throws {
    let server = try StandInServer { _ in StandInResponse(text: ArchiveAnswers.recent) }
    defer { server.stop() }
    let budget = OpenMeteoBudget(directory: nil)
    // One place's record went a moment ago: a second (313 calls) would leave the minute less
    // than its 100-call reserve, so it waits; here the wait lasts 3 s of real time.
    budget.record(313, purpose: .climate, now: Self.now)
    let gate = OpenMeteoGate(budget: budget) { _ in try await Task.sleep(nanoseconds: 3_000_000_000) }
    let waits = Mutex<[Date?]>([])
    let climateWaits = Mutex<[Date?]>([])
    await gate.observeWaits { until in waits.withLock { $0.append(until) } }
    await gate.observeClimateWaits { until in climateWaits.withLock { $0.append(until) } }
    let berlin = ClimateServiceTests.berlin
    let (first, last) = ClimateBaseline.standard.days(inLocalYear: 2026)
    let archive = OpenMeteoArchiveProvider.archiveRequest(
      base: server.baseURL, locations: [berlin], from: first, through: last, wire: .json)
    let started = Date()
    let climate = Task { try await gate.fetch(archive, client: CurlHTTPClient(), now: Self.now, purpose: .climate) }
    try await Task.sleep(nanoseconds: 300_000_000)
    let forecast = OpenMeteoForecastRequest.url(base: server.baseURL, locations: [berlin], wire: .json)
    _ = try await gate.fetch(forecast, client: CurlHTTPClient(), now: Self.now)
    let forecastTook = Date().timeIntervalSince(started)
    _ = try await climate.value
    #expect(forecastTook < 2.5, "the forecast waited behind the climate request: \(forecastTook) s")
    #expect(server.requests.map(\.path) == ["/v1/forecast", "/v1/archive"])
    // The forecast went into a minute that still had room; the record went after the minute.
    #expect(budget.spent(now: Self.now.addingTimeInterval(1)).minute < 600)
    // The screen's wait line is for waits that hold the weather up; the record's is told apart.
    #expect(waits.withLock { $0 }.isEmpty)
    #expect(climateWaits.withLock { $0 }.count == 2)
  }
}
