import Foundation
import Synchronization
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// A failure is never remembered as an answer: an empty, malformed or failed look-up (DWD's warn
/// cell, a place search for MeteoAlarm's area) is asked again, and the place says its alerts are
/// unavailable and why, never "no source".
struct AlertLookupFailureTests {
  /// A stand-in GeoServer whose warn-cell look-up answers with no feature the first `hiccups`
  /// times, then with Berlin's cell, as a server having a bad moment would.
  static func hiccuppingServer(hiccups: Int) throws -> StandInServer {
    let cell = try DWDAlertTests.own("warncell-berlin.json")
    let warnings = try DWDAlertTests.own("warnings-berlin.json")
    let none = Data(
      #"{"type":"FeatureCollection","features":[],"totalFeatures":0,"numberMatched":0,"numberReturned":0}"#.utf8)
    let left = Mutex(hiccups)
    return try StandInServer { request in
      switch request.query["typeName"] {
      case "dwd:Warngebiete_Gemeinden":
        let hiccup = left.withLock { count in
          defer { count -= 1 }
          return count > 0
        }
        return StandInResponse(body: hiccup ? none : cell)
      case "dwd:Warnungen_Gemeinden" where request.query["CQL_FILTER"] == "WARNCELLID='811000000'":
        return StandInResponse(body: warnings)
      default:
        return StandInResponse(status: 400, text: "unexpected request")
      }
    }
  }

  /// Berlin as place search gives it.
  static let berlin = DWDAlertTests.berlin

  @Test func anEmptyWarnCellAnswerIsUnavailableOnceAndTheNextRefreshHasTheWarnings() async throws {
    let server = try Self.hiccuppingServer(hiccups: 1)
    defer { server.stop() }
    let cache = CacheDirectory(url: try makeTemporaryFolder())
    let service = AlertsService(sources: [
      DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL, cache: cache)
    ])

    let (first, error) = await service.addingAlerts(to: AlertsServiceTests.weather(at: Self.berlin)) { nil }
    let expected =
      "DWD warnings found no warn cell at 52.5200, 13.4050 (an empty answer); alerts will be retried at the next refresh"
    #expect(first.alerts == .unavailable(reason: expected), "not 'no official alert source for Germany'")
    #expect(error == expected)
    #expect(first.datasetMetadata[.weatherAlerts]?.temporarilyUnavailable == true)
    #expect(cache.read(DWDAlertSource.cellsFile) == nil, "the empty answer is not kept")

    // The next refresh, by a new process with the same cache folder as a restart would be.
    let again = AlertsService(sources: [DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL, cache: cache)]
    )
    let (second, secondError) = await again.addingAlerts(to: AlertsServiceTests.weather(at: Self.berlin)) { nil }
    #expect(secondError == nil)
    #expect(second.alerts.alerts.map(\.event) == ["VORABINFORMATION SCHWERES GEWITTER", "STURMBÖEN"])
    #expect(
      server.requests.map { $0.query["typeName"] ?? "" }
        == ["dwd:Warngebiete_Gemeinden", "dwd:Warngebiete_Gemeinden", "dwd:Warnungen_Gemeinden"])
    let stored = try JSONDecoder().decode(
      [String: DWDAlertSource.Cell].self, from: try #require(cache.read(DWDAlertSource.cellsFile)))
    #expect(stored.mapValues(\.id) == ["52.52,13.40": "811000000"])
  }

  @Test func aCellIsCheckedAgainWhenOldAndKeptWhenTheCheckFails() async throws {
    let server = try Self.hiccuppingServer(hiccups: 0)
    defer { server.stop() }
    let clock = Mutex(Date(timeIntervalSince1970: 1_790_000_000))
    let source = DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL) { clock.withLock { $0 } }
    _ = try await source.alerts(for: Self.berlin)
    // A day later: the cell stands.
    clock.withLock { $0 += 86_400 }
    _ = try await source.alerts(for: Self.berlin)
    #expect(server.requests.filter { $0.query["typeName"] == "dwd:Warngebiete_Gemeinden" }.count == 1)
    // Past its lifetime: asked again.
    clock.withLock { $0 += DWDAlertSource.cellLifetime }
    _ = try await source.alerts(for: Self.berlin)
    #expect(server.requests.filter { $0.query["typeName"] == "dwd:Warngebiete_Gemeinden" }.count == 2)
  }

  @Test func aKnownCellWhoseCheckHiccupsIsStillUsed() async throws {
    let server = try Self.hiccuppingServer(hiccups: 0)
    defer { server.stop() }
    let cache = CacheDirectory(url: try makeTemporaryFolder())
    let old = [
      "52.52,13.40": DWDAlertSource.Cell(id: "811000000", checked: Date(timeIntervalSince1970: 1_700_000_000))
    ]
    cache.write(try JSONEncoder().encode(old), to: DWDAlertSource.cellsFile)
    let hiccupping = try Self.hiccuppingServer(hiccups: 1)
    defer { hiccupping.stop() }
    let status = try await DWDAlertSource(client: CurlHTTPClient(), baseURL: hiccupping.baseURL, cache: cache)
      .alerts(for: Self.berlin)
    #expect(status.alerts.count == 2, "the old cell's warnings, not 'unavailable'")
    #expect(
      hiccupping.requests.map { $0.query["typeName"] ?? "" }
        == ["dwd:Warngebiete_Gemeinden", "dwd:Warnungen_Gemeinden"])
  }

  @Test func aFailedSearchForTheLocalNameIsUnavailableNotChooseAnArea() async throws {
    // Austria's feed names areas by codes the outlines do not know, so the names decide.
    let feed = MeteoAlarmAlertTests.feed([("a1", "Alert", 2, ["ATX01"], nil), ("a2", "Alert", 2, ["ATX02"], nil)])
    let server = try MeteoAlarmAlertTests.serving(feed)
    defer { server.stop() }
    let failing = MeteoAlarmAlertSource(
      client: CurlHTTPClient(), baseURL: server.baseURL, now: { Date(timeIntervalSince1970: 1_764_000_000) },
      localNames: { _, _ in throw OpenMeteoError.server(status: 503, reason: "overloaded") })
    let error = await caught { try await failing.alerts(for: MeteoAlarmAreaMatchTests.vienna) }
    let message = try #require((error as? AlertSourceError)?.message)
    #expect(message.hasPrefix("the place search for this place's name in Austria's language failed ("), "\(message)")
    #expect(message.hasSuffix("so its area is not known yet; alerts will be retried at the next refresh"))
  }

  @Test func anEmptyPlaceSearchIsNotKept() throws {
    let cache = GeocodingCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    cache.store([], query: "Wien@de", count: 10, now: now)
    #expect(cache.load(query: "Wien@de", count: 10, now: now) == nil, "a hiccup's empty answer is asked again")
  }
}
