import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Archive answers for the stand-in server: 2010–2025 with highs 10/20 °C in even/odd years
/// and 1 mm every day; the last five days null like ERA5's delay.
enum ArchiveAnswers {
  static func daily(from first: CalendarDay, to last: CalendarDay, nullTail: Int = 0, snowCm: Double = 0) -> String {
    let days = (first.dayNumber...last.dayNumber).map(CalendarDay.init(dayNumber:))
    func list(_ value: (CalendarDay, Int) -> String) -> String {
      days.enumerated().map { i, day in i >= days.count - nullTail ? "null" : value(day, i) }.joined(separator: ",")
    }
    return """
      {"latitude":52.5,"longitude":13.4,"generationtime_ms":1.0,"utc_offset_seconds":3600,
       "timezone":"Europe/Berlin","timezone_abbreviation":"CET","elevation":38.0,
       "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C",
         "precipitation_sum":"mm","snowfall_sum":"cm"},
       "daily":{"time":[\(days.map { "\"\($0)\"" }.joined(separator: ","))],
         "temperature_2m_max":[\(list { day, _ in day.year % 2 == 0 ? "10.0" : "20.0" })],
         "temperature_2m_min":[\(list { _, _ in "0.0" })],
         "precipitation_sum":[\(list { _, _ in "1.0" })],
         "snowfall_sum":[\(list { _, _ in String(snowCm) })]}}
      """
  }

  static let archive = daily(
    from: CalendarDay(year: 2010, month: 1, day: 1), to: CalendarDay(year: 2025, month: 12, day: 31), nullTail: 5)

  /// 30 past days and today before 22 November 2026, 2 mm and 0.5 cm of snow a day.
  static let recent = daily(
    from: CalendarDay(year: 2026, month: 10, day: 23), to: CalendarDay(year: 2026, month: 11, day: 22), snowCm: 0.5)

  static func handler(archiveStatus: Int = 200, reason: String = "") -> StandInServer.Handler {
    { request in
      switch request.path {
      case "/v1/archive":
        archiveStatus == 200
          ? StandInResponse(text: places(archive, for: request)) : OpenMeteoAnswers.error(archiveStatus, reason)
      case "/v1/forecast":
        request.query["past_days"] != nil
          ? StandInResponse(text: places(recent, for: request)) : OpenMeteoAnswers.forecast(for: request)
      default:
        StandInResponse(status: 404, text: "{}")
      }
    }
  }

  /// `body` once for each place the request's latitude list names: the object itself for one,
  /// else a JSON array in which the second place on carries its `location_id`, as the server does.
  static func places(_ body: String, for request: StandInRequest) -> String {
    let count = (request.query["latitude"] ?? "").split(separator: ",").count
    guard count > 1 else { return body }
    let objects = (0..<count).map { index in
      index == 0 ? body : body.replacingOccurrences(of: "{\"latitude\"", with: "{\"location_id\":\(index),\"latitude\"")
    }
    return "[" + objects.joined(separator: ",") + "]"
  }
}

@Suite(.serialized) struct ClimateServiceTests {
  static let berlin = Location(
    name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin")
  /// Sunday 22 November 2026, 13:05 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_352_700)

  /// The stand-in's archive years, as a baseline that grows each year.
  static let standInBaseline = ClimateBaseline(firstYear: 2010, lastYear: nil)

  func makeService(
    _ server: StandInServer, folder: URL?, gate: OpenMeteoGate = OpenMeteoGate(),
    baseline: ClimateBaseline = Self.standInBaseline
  ) -> ClimateService {
    let provider = OpenMeteoArchiveProvider(
      client: CurlHTTPClient(idleTimeout: 5, totalTimeout: 15), archiveURL: server.baseURL,
      forecastURL: server.baseURL, gate: gate)
    return ClimateService(
      provider: provider, cache: folder.map { ClimateCache(directory: CacheDirectory(url: $0)) }, baseline: baseline)
  }

  @Test func fetchesTheArchiveAndRecentDaysWithTheExactQueries() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let result = await makeService(server, folder: nil).climate(for: Self.berlin, now: Self.now)
    let requests = server.requests
    // The cheap recent days first (one request for every place), then the archive.
    #expect(requests.count == 2)
    #expect(requests[1].path == "/v1/archive")
    #expect(
      requests[1].query == [
        "latitude": "52.52", "longitude": "13.405",
        "daily": "temperature_2m_max,temperature_2m_min,precipitation_sum,snowfall_sum",
        "timezone": "Europe/Berlin", "start_date": "2010-01-01", "end_date": "2025-12-31", "models": "era5",
      ])
    #expect(requests[0].path == "/v1/forecast")
    #expect(
      requests[0].query == [
        "latitude": "52.52", "longitude": "13.405",
        "daily": "temperature_2m_max,temperature_2m_min,precipitation_sum,snowfall_sum",
        "timezone": "Europe/Berlin", "past_days": "30", "forecast_days": "1",
      ])
    #expect(server.maxConcurrentRequests == 1)
    guard case .loaded(let record) = result else {
      Issue.record("expected a record, got \(result)")
      return
    }
    #expect(record.normals.firstDay == CalendarDay(year: 2010, month: 1, day: 1))
    #expect(record.normals.missingDayCount == 5)
    #expect(record.normals.normal(for: CalendarDay(year: 2026, month: 11, day: 22))?.high?.mean == 15)
    #expect(record.recentDays.count == 31 && record.recentFetchedAt == Self.now)
    #expect(record.recentDays.first?.snowfallAmount == 5)  // 0.5 cm
    #expect(record.pastSum(\.precipitationAmount, before: CalendarDay(year: 2026, month: 11, day: 22)) == 30)
    #expect(record.notes.isEmpty)
  }

  @Test func aFixedBaselineIsFetchedOnceAndKeptAndAnotherSettingAsksAgain() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let fixed = ClimateBaseline(firstYear: 2010, lastYear: 2020)
    let first = await makeService(server, folder: folder, baseline: fixed).climate(for: Self.berlin, now: Self.now)
    guard case .loaded(let record) = first else {
      Issue.record("expected a record, got \(first)")
      return
    }
    // The stand-in serves 2010–2025 whatever is asked; only the days asked for make the normals.
    #expect(record.normals.period == "2010–2020")
    #expect(server.requests.last?.query["end_date"] == "2020-12-31")
    // Two years on, the same period: from disk, never asked again.
    _ = await makeService(server, folder: folder, baseline: fixed).climate(
      for: Self.berlin, now: Self.now.addingTimeInterval(2 * 366 * 86_400))
    #expect(server.requests.filter { $0.path == "/v1/archive" }.count == 1)
    // Another setting: the record of the old span does not stand for it.
    let other = ClimateBaseline(firstYear: 2012, lastYear: 2020)
    let again = await makeService(server, folder: folder, baseline: other).climate(
      for: Self.berlin, now: Self.now.addingTimeInterval(2 * 366 * 86_400))
    #expect(server.requests.filter { $0.path == "/v1/archive" }.count == 2)
    if case .loaded(let record) = again { #expect(record.normals.period == "2012–2020") }
  }

  @Test func cachedNormalsLastAYearAndRecentDaysADay() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    _ = await makeService(server, folder: folder).climate(for: Self.berlin, now: Self.now)
    #expect(server.requests.count == 2)
    // A new process the same day: everything from disk.
    let again = await makeService(server, folder: folder).climate(
      for: Self.berlin, now: Self.now.addingTimeInterval(3600))
    #expect(server.requests.count == 2)
    guard case .loaded(let record) = again else {
      Issue.record("expected a record, got \(again)")
      return
    }
    #expect(record.normalsFetchedAt == Self.now && record.recentDays.count == 31)
    // The next day: only the cheap recent request.
    _ = await makeService(server, folder: folder).climate(for: Self.berlin, now: Self.now.addingTimeInterval(86_400))
    #expect(server.requests.map(\.path) == ["/v1/forecast", "/v1/archive", "/v1/forecast"])
    // A year and a day later, a baseline that grows each year: the archive again.
    _ = await makeService(server, folder: folder).climate(
      for: Self.berlin, now: Self.now.addingTimeInterval(366 * 86_400))
    #expect(server.requests.map(\.path).filter { $0 == "/v1/archive" }.count == 2)
  }

  @Test func corruptCacheFileIsIgnoredAndReplaced() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let file = folder.appendingPathComponent(ClimateCache.path(location: Self.berlin))
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("WTCLIMv2 and then nothing a record holds".utf8).write(to: file)
    let cache = ClimateCache(directory: CacheDirectory(url: folder))
    #expect(cache.load(location: Self.berlin) == nil)
    #expect(cache.warnings.first?.contains("is corrupt; ignoring it") == true)
    let result = await makeService(server, folder: folder).climate(for: Self.berlin, now: Self.now)
    guard case .loaded = result else {
      Issue.record("expected a record, got \(result)")
      return
    }
    #expect(server.requests.count == 2)
    #expect(cache.load(location: Self.berlin)?.recentDays.count == 31)
  }

  /// The binary form holds the whole record: read back, it is the record stored, and a record
  /// an earlier version kept as JSON is read once and replaced, never fetched again.
  @Test func theCompactFormHoldsTheWholeRecordAndAnOldJSONOneIsConverted() async throws {
    let server = try StandInServer(handler: ArchiveAnswers.handler())
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    guard case .loaded(let record) = await makeService(server, folder: folder).climate(for: Self.berlin, now: Self.now)
    else {
      Issue.record("no record")
      return
    }
    let cache = ClimateCache(directory: CacheDirectory(url: folder))
    var stored = record
    stored.notes = []
    #expect(cache.load(location: Self.berlin) == stored)
    #expect(try ClimateCacheFile.record(from: ClimateCacheFile.bytes(stored)) == stored)
    #expect(stored.normals.dailyPrecipitation != nil)

    // The same record as the JSON an earlier version wrote.
    struct OldFile: Encodable {
      var version = 1
      var normals: ClimateNormals
      var normalsFetchedAt: Date
      var recentDays: [DailySummary]
      var recentSource: String
      var recentFetchedAt: Date?
    }
    let binary = folder.appendingPathComponent(ClimateCache.path(location: Self.berlin))
    let legacy = folder.appendingPathComponent(ClimateCache.legacyPath(location: Self.berlin))
    /// Replaces the binary file with `record` as the JSON an earlier version wrote.
    func writeAsOldJSON(_ record: ClimateRecord) throws {
      try FileManager.default.removeItem(at: binary)
      try ForecastCache.encoder.encode(
        OldFile(
          normals: record.normals, normalsFetchedAt: record.normalsFetchedAt, recentDays: record.recentDays,
          recentSource: record.recentSource, recentFetchedAt: record.recentFetchedAt)
      ).write(to: legacy)
    }
    try writeAsOldJSON(stored)
    #expect(cache.load(location: Self.berlin) == stored)
    #expect(FileManager.default.fileExists(atPath: binary.path) && !FileManager.default.fileExists(atPath: legacy.path))
    #expect(cache.load(location: Self.berlin) == stored)

    // A JSON date that is no date (month 19, as a flipped bit leaves it; found by
    // CacheFilesFuzzer) is read as the day its day number gives, the same at this start and
    // the next.
    var odd = stored
    odd.recentDays[0].day = CalendarDay(year: 2026, month: 19, day: 1)
    try writeAsOldJSON(odd)
    let first = cache.load(location: Self.berlin)
    #expect(first != nil && first == cache.load(location: Self.berlin))
    #expect(
      first?.recentDays.first?.day == CalendarDay(dayNumber: CalendarDay(year: 2026, month: 19, day: 1).dayNumber))
    // A year no record holds (20276, found by CacheFilesFuzzer) is dropped as the archive's
    // reader drops it, at this start and the next.
    odd = stored
    odd.recentDays[0].day = CalendarDay(year: 20276, month: 10, day: 29)
    try writeAsOldJSON(odd)
    let again = cache.load(location: Self.berlin)
    #expect(again?.recentDays.count == stored.recentDays.count - 1)
    #expect(again != nil && again == cache.load(location: Self.berlin))

    // Cut anywhere, it is an error with a warning, never a crash or half a record.
    let bytes = try [UInt8](Data(contentsOf: binary))
    for length in stride(from: 0, to: bytes.count, by: 997) {
      #expect(throws: (any Error).self) { try ClimateCacheFile.record(from: Array(bytes[..<length])) }
    }
    #expect(server.requests.filter { $0.path == "/v1/archive" }.count == 1)
  }

  @Test func refusedArchiveSaysWhyAndIsNotRepeatedAtOnce() async throws {
    let server = try StandInServer(
      handler: ArchiveAnswers.handler(archiveStatus: 400, reason: "Parameter 'start_date' is out of allowed range"))
    defer { server.stop() }
    let gate = OpenMeteoGate()
    let service = makeService(server, folder: nil, gate: gate)
    let result = await service.climate(for: Self.berlin, now: Self.now)
    #expect(
      result
        == .failed(
          "Open-Meteo refused the request: Parameter 'start_date' is out of allowed range; check the place's "
            + "coordinates and time zone, or report this as a weathertui bug"))
    guard case .failed(let first) = result else { return }
    // Asked again an hour later, at 15:05 in Berlin; until then the failure is repeated.
    #expect(
      await service.climate(for: Self.berlin, now: Self.now.addingTimeInterval(60))
        == .failed(first + " (asked again at 15:05)"))
    // The recent days asked with it, then nothing: a place without normals needs no recent days.
    #expect(server.requests.map(\.path) == ["/v1/forecast", "/v1/archive"])
    // The forecast through the same gate is unaffected.
    let forecasts = ForecastService(
      provider: OpenMeteoProvider(client: CurlHTTPClient(), baseURL: server.baseURL, wire: .json, gate: gate),
      cache: nil)
    let weather = await forecasts.forecasts(for: [Self.berlin], now: Self.now)
    #expect(weather.first?.weather != nil && weather.first?.error == nil)
  }

  /// A failed record weighs as much as a good one: the next process does not ask again while
  /// the back-off runs (1 h, then 4 h, 16 h… up to a week), and a record that arrives ends it.
  @Test func aFailedRecordBacksOffAcrossProcessesAndEndsWhenOneArrives() async throws {
    let status = Shared(400)
    let server = try StandInServer { request in
      if request.path == "/v1/archive" && status.value != 200 {
        return OpenMeteoAnswers.error(status.value, "Parameter 'start_date' is out of allowed range")
      }
      return ArchiveAnswers.handler()(request)
    }
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    func archiveRequests() -> Int { server.requests.filter { $0.path == "/v1/archive" }.count }
    func start(at offset: TimeInterval) async -> ClimateResult {
      await makeService(server, folder: folder).climate(for: Self.berlin, now: Self.now.addingTimeInterval(offset))
    }
    _ = await start(at: 0)
    #expect(archiveRequests() == 1)
    let held = await start(at: 1800)
    #expect(archiveRequests() == 1, "a second process within the hour asked again")
    guard case .failed(let message) = held else {
      Issue.record("expected a failure, got \(held)")
      return
    }
    #expect(message.hasSuffix("(asked again at 15:05)"), "\(message)")
    _ = await start(at: 3601)
    #expect(archiveRequests() == 2, "asked again after the hour")
    // The second failure waits four hours: not at +3 h, at +5 h.
    _ = await start(at: 3601 + 3 * 3600)
    #expect(archiveRequests() == 2)
    status.value = 200
    _ = await start(at: 3601 + 4 * 3600 + 1)
    #expect(archiveRequests() == 3)
    let failures = ClimateCache(directory: CacheDirectory(url: folder)).failures()
    #expect(failures.isEmpty, "the record arrived: \(failures)")
  }

  @Test func oldNormalsAreKeptWhenTheArchiveFailsAndItIsNotAskedAgainAtOnce() async throws {
    let status = Shared(200)
    let server = try StandInServer { request in
      if request.path == "/v1/archive" && status.value != 200 {
        return OpenMeteoAnswers.error(
          status.value, "Hourly API request limit exceeded. Please try again in the next hour.")
      }
      return ArchiveAnswers.handler()(request)
    }
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let yearAgo = Self.now.addingTimeInterval(-400 * 86_400)
    _ = await makeService(server, folder: folder).climate(for: Self.berlin, now: yearAgo)
    status.value = 429
    let service = makeService(server, folder: folder)
    let result = await service.climate(for: Self.berlin, now: Self.now)
    guard case .loaded(let record) = result else {
      Issue.record("expected the old record, got \(result)")
      return
    }
    #expect(record.normalsFetchedAt == yearAgo)
    // The recent days came first; the 429 closes the shared gate until 14:00.
    #expect(
      record.notes == [
        "normals from 2025-10-18 kept: Open-Meteo's hourly request limit is used up; next try at 14:00 UTC"
      ])
    #expect(record.recentFetchedAt == Self.now && record.recentDays.count == 31)
    let archiveRequests = server.requests.filter { $0.path == "/v1/archive" }.count
    _ = await service.climate(for: Self.berlin, now: Self.now.addingTimeInterval(600))
    #expect(server.requests.filter { $0.path == "/v1/archive" }.count == archiveRequests)
  }

  @Test func rateLimitedArchiveSaysWhenToRetry() async throws {
    let server = try StandInServer(
      handler: ArchiveAnswers.handler(
        archiveStatus: 429, reason: "Minutely API request limit exceeded. Please try again in one minute."))
    defer { server.stop() }
    let result = await makeService(server, folder: nil).climate(for: Self.berlin, now: Self.now)
    #expect(result == .failed("Open-Meteo's per-minute request limit is used up; next try at 13:06 UTC"))
  }

  @Test func failedRecentDaysKeepTheNormalsWithANote() async throws {
    let server = try StandInServer { request in
      request.path == "/v1/archive"
        ? StandInResponse(text: ArchiveAnswers.archive) : StandInResponse(text: "{\"daily\":")
    }
    defer { server.stop() }
    let result = await makeService(server, folder: nil).climate(for: Self.berlin, now: Self.now)
    guard case .loaded(let record) = result else {
      Issue.record("expected a record, got \(result)")
      return
    }
    #expect(record.recentDays.isEmpty)
    #expect(
      record.notes == [
        "past 30 days not updated: Open-Meteo sent an unreadable answer: the daily history is not a JSON object; try again later"
      ])
  }
}

struct DailyHistoryDecoderTests {
  @Test func nullsStayNilAndSnowfallBecomesMillimetres() throws {
    let body = ArchiveAnswers.daily(
      from: CalendarDay(year: 2024, month: 2, day: 28), to: CalendarDay(year: 2024, month: 3, day: 1), nullTail: 1,
      snowCm: 1.5)
    let days = try OpenMeteoDailyHistory.decode(Data(body.utf8))
    #expect(days.map(\.day.description) == ["2024-02-28", "2024-02-29", "2024-03-01"])
    #expect(
      days[1]
        == DailySummary(
          day: CalendarDay(year: 2024, month: 2, day: 29), temperatureMax: 10, temperatureMin: 0,
          precipitationAmount: 1, snowfallAmount: 15))
    #expect(days[2].temperatureMax == nil && days[2].snowfallAmount == nil)
  }

  @Test(arguments: [
    (#"[1]"#, "the daily history is not a JSON object"),
    (#"{"daily":{}}"#, "the daily history has no 'daily.time' list"),
    (#"{"daily":{"time":["2024-02-30"]}}"#, "daily time '2024-02-30' is not a yyyy-mm-dd date"),
    (
      #"{"daily":{"time":["2024-02-01"],"precipitation_sum":[1,2]}}"#,
      "daily 'precipitation_sum' is not a list as long as 'time'"
    ),
    (
      #"{"daily_units":{"temperature_2m_max":"°F"},"daily":{"time":["2024-02-01"],"temperature_2m_max":[50]}}"#,
      "daily 'temperature_2m_max' came in '°F', expected °C"
    ),
  ])
  func badAnswersNameTheProblem(body: String, detail: String) {
    #expect(throws: OpenMeteoError.malformedBody(detail: detail)) {
      try OpenMeteoDailyHistory.decode(Data(body.utf8))
    }
  }

  @Test(TestData.needsShared(DailyHistoryReaderTests.recording))
  func recordedArchiveAnswerDecodes() throws {
    let days = try OpenMeteoDailyHistory.decode(try TestData.shared(DailyHistoryReaderTests.recording))
    #expect(days.count == 11)
    #expect(days.first?.day == CalendarDay(year: 2022, month: 12, day: 29))
    #expect(days.first?.temperatureMax == 26.4 && days.last?.temperatureMax == 23.5)
    #expect(days.first?.precipitationAmount == nil)  // not asked for in that recording
  }
}
