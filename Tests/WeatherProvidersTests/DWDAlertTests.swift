import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// DWD warnings through the GeoServer's WFS, against a stand-in. The answers are hand-made in the
/// served shape (Fixtures/DWD/README.md says why and from what): no recording could be cited.
struct DWDAlertTests {
  static let berlin = Location(
    name: "Berlin", region: "Land Berlin, Germany", latitude: 52.52, longitude: 13.405,
    timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")

  static func own(_ name: String) throws -> Data { try TestData.own("DWD/" + name) }
  static func date(_ text: String) -> Date { WeatherKitResponse.date(text)! }

  /// A stand-in GeoServer: the Berlin cell for points near Berlin, none elsewhere, and the
  /// cell's warnings.
  static func server(warningsStatus: Int = 200) throws -> StandInServer {
    let cell = try own("warncell-berlin.json")
    let warnings = try own("warnings-berlin.json")
    let none = Data(
      #"{"type":"FeatureCollection","features":[],"totalFeatures":0,"numberMatched":0,"numberReturned":0}"#.utf8)
    return try StandInServer { request in
      let filter = request.query["CQL_FILTER"] ?? ""
      switch request.query["typeName"] {
      case "dwd:Warngebiete_Gemeinden":
        return StandInResponse(body: filter.contains("POINT(52.") ? cell : none)
      case "dwd:Warnungen_Gemeinden" where filter == "WARNCELLID='811000000'":
        return StandInResponse(status: warningsStatus, body: warningsStatus == 200 ? warnings : Data("<html/>".utf8))
      default:
        return StandInResponse(status: 400, text: "unexpected request")
      }
    }
  }

  func source(_ server: StandInServer) -> DWDAlertSource {
    DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL)
  }

  @Test func theWarnCellIsFoundOnceAndItsWarningsPolledEachTime() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let source = source(server)
    let first = try await source.alerts(for: Self.berlin)
    let second = try await source.alerts(for: Self.berlin)
    #expect(first == second)
    let asked = server.requests.map { ($0.query["typeName"] ?? "", $0.query["CQL_FILTER"] ?? "") }
    #expect(asked.map(\.0) == ["dwd:Warngebiete_Gemeinden", "dwd:Warnungen_Gemeinden", "dwd:Warnungen_Gemeinden"])
    // CQL in EPSG:4326 order: latitude first; four decimals.
    #expect(asked[0].1 == "CONTAINS(SHAPE,POINT(52.5200 13.4050))")
    #expect(
      server.requests.allSatisfy { $0.path == "/geoserver/dwd/ows" && $0.query["outputFormat"] == "application/json" })
  }

  @Test func warningsInForceAndAheadAreMappedCancellationsAndTestsDropped() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let list = try await source(server).alerts(for: Self.berlin).alerts
    #expect(
      list.map(\.event) == ["VORABINFORMATION SCHWERES GEWITTER", "STURMBÖEN"], "severe first; one per identifier")
    let gusts = try #require(list.last)
    #expect(gusts.severity == .moderate)
    #expect(gusts.urgency == "Immediate")
    #expect(gusts.headline == "Amtliche WARNUNG vor STURMBÖEN")
    #expect(gusts.areaDescription == "Berlin")
    #expect(gusts.onset == Self.date("2026-11-25T06:00:00Z"))
    #expect(gusts.expires == Self.date("2026-11-25T18:00:00Z"))
    #expect(gusts.source == "DWD / Nationales Warnzentrum Offenbach")
    #expect(gusts.detailsURL == "https://www.wettergefahren.de")
    let ahead = try #require(list.first)
    #expect(ahead.onset == Self.date("2026-11-26T14:00:00Z"))
    #expect(ahead.instruction == nil)
  }

  @Test func lowerCasePropertyNamesAreReadToo() throws {
    let body = Data(
      #"{"features":[{"properties":{"warncellid":"811000000","name":"Berlin"}}],"numberReturned":1}"#.utf8)
    #expect(try DWDWarningsResponse.decode(body).warnCell?.id == "811000000")
    let warning = Data(
      #"{"features":[{"properties":{"identifier":"x","event":"FROST","severity":"Minor","onset":"2026-11-25T00:00:00Z"}}]}"#
        .utf8)
    #expect(try DWDWarningsResponse.decode(warning).alerts().map(\.event) == ["FROST"])
  }

  @Test func aPointInNoGermanMunicipalityIsNotCovered() async throws {
    let server = try Self.server()
    defer { server.stop() }
    // Inside the rough box but in the Netherlands, without a country code.
    let enschede = Location(name: "52.22,6.89", latitude: 52.22, longitude: 6.89)
    let status = try await source(server).alerts(for: Location(name: "47.50,9.70", latitude: 47.50, longitude: 9.70))
    guard case .noSource = status else {
      Issue.record("expected no source, got \(status)")
      return
    }
    #expect(source(server).covers(enschede), "the box takes it in; the cell lookup settles it")
    #expect(server.requests.count == 1, "no warnings asked for a point without a cell")
  }

  @Test func aServerErrorNamesTheService() async throws {
    let server = try Self.server(warningsStatus: 503)
    defer { server.stop() }
    let error = await caught { try await source(server).alerts(for: Self.berlin) }
    #expect(
      (error as? AlertSourceError)?.message
        == "DWD warnings answered HTTP 503; the service has a problem, alerts will be retried at the next refresh")
  }

  @Test func aMalformedCellAnswerIsAnError() async throws {
    let server = try StandInServer { _ in StandInResponse(text: #"{"features":"none"}"#) }
    defer { server.stop() }
    let error = await caught { try await source(server).alerts(for: Self.berlin) }
    guard case .malformedBody = (error as? AlertSourceError)?.kind else {
      Issue.record("expected a malformed body, got \(String(describing: error))")
      return
    }
  }
}

extension DWDAlertTests {
  @Test func aFoundCellIsKeptInTheCacheFolderForTheNextRun() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let cache = CacheDirectory(url: try makeTemporaryFolder())
    _ = try await DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL, cache: cache)
      .alerts(for: Self.berlin)
    // A new process: only the warnings are asked.
    _ = try await DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL, cache: cache)
      .alerts(for: Self.berlin)
    #expect(
      server.requests.map { $0.query["typeName"] ?? "" }
        == ["dwd:Warngebiete_Gemeinden", "dwd:Warnungen_Gemeinden", "dwd:Warnungen_Gemeinden"])
    let stored = try #require(cache.read(DWDAlertSource.cellsFile))
    #expect(
      try JSONDecoder().decode([String: DWDAlertSource.Cell].self, from: stored).mapValues(\.id)
        == ["52.52,13.40": "811000000"])
  }
}

extension DWDAlertTests {
  /// A forged cells file must not put its text into the next request's filter: a cell that is
  /// not a warn cell number is asked for again.
  @Test func aCachedCellThatIsNotANumberIsAskedAgain() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let cache = CacheDirectory(url: try makeTemporaryFolder())
    let forged = ["52.52,13.40": DWDAlertSource.Cell(id: "0' OR '1'='1", checked: Date())]
    cache.write(try JSONEncoder().encode(forged), to: DWDAlertSource.cellsFile)
    _ = try await DWDAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL, cache: cache)
      .alerts(for: Self.berlin)
    #expect(
      server.requests.map { $0.query["typeName"] ?? "" } == ["dwd:Warngebiete_Gemeinden", "dwd:Warnungen_Gemeinden"])
    #expect(server.requests.last?.query["CQL_FILTER"]?.contains("811000000") == true, "\(server.requests)")
  }
}
