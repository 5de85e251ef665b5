import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// ECCC alerts: real answers of api.weather.gc.ca (Fixtures/ECCC, provenance in its README)
/// served by a stand-in, through the real HTTP client.
struct ECCCAlertTests {
  static let annapolis = Location(
    name: "Annapolis Royal", region: "Nova Scotia, Canada", latitude: 44.6487, longitude: -65.2007,
    timeZoneIdentifier: "America/Halifax", countryCode: "CA")

  static func recorded(_ name: String) throws -> Data { try TestData.own("ECCC/" + name) }
  static func date(_ text: String) -> Date { WeatherKitResponse.date(text)! }

  static func serving(_ body: Data, status: Int = 200, delay: TimeInterval = 0) throws -> StandInServer {
    try StandInServer { _ in
      StandInResponse(status: status, headers: ["Content-Type": "application/geo+json"], body: body, delay: delay)
    }
  }

  func alerts(_ server: StandInServer, french: Bool = false, client: HTTPClient = CurlHTTPClient()) async throws
    -> AlertStatus
  {
    try await ECCCAlertSource(client: client, baseURL: server.baseURL, french: french).alerts(for: Self.annapolis)
  }

  // MARK: - Recorded answers

  @Test func aHeatWarningInForceWithItsTimesAndZone() async throws {
    let server = try Self.serving(try Self.recorded("annapolis-heat.json"))
    defer { server.stop() }
    let list = try await alerts(server).alerts
    try #require(list.count == 1)
    let heat = list[0]
    #expect(heat.event == "heat warning")
    #expect(heat.severity == .moderate, "yellow")
    #expect(heat.certainty == "High")
    #expect(heat.areaDescription == "Annapolis County")
    #expect(heat.effective == Self.date("2026-08-05T18:44:57.573Z"))
    #expect(heat.onset == Self.date("2026-08-05T18:37:00.000Z"))
    // The message expires two days before the heat ends; the pane goes by the end.
    #expect(heat.expires == Self.date("2026-08-06T10:44:57.573Z"))
    #expect(heat.ends == Self.date("2026-08-08T22:00:00.000Z"))
    #expect(heat.hazardEnd == Self.date("2026-08-08T22:00:00.000Z"))
    #expect(heat.source == "Environment Canada")
    #expect(heat.description?.hasPrefix("Locations: mainland Nova Scotia.") == true)
    // A point query: a zero-area box, longitude first, four decimals.
    let request = try #require(server.requests.first)
    #expect(request.path == "/collections/weather-alerts/items")
    #expect(request.query["bbox"] == "-65.2007,44.6487,-65.2007,44.6487")
    #expect(request.query["f"] == "json")
    #expect(request.query["lang"] == "en")
  }

  @Test func frenchWhenTheUserReadsFrench() async throws {
    let server = try Self.serving(try Self.recorded("annapolis-heat.json"))
    defer { server.stop() }
    let heat = try #require(try await alerts(server, french: true).alerts.first)
    #expect(heat.event == "avertissement de chaleur")
    #expect(heat.areaDescription == "comté d'Annapolis")
    #expect(heat.certainty == "élevée")
    #expect(heat.description?.hasPrefix("Région : la péninsule de la Nouvelle-Écosse.") == true)
    #expect(server.requests.first?.query["lang"] == "fr")
  }

  @Test func orangeIsSevere() async throws {
    let server = try Self.serving(try Self.recorded("fraser-valley-air-quality.json"))
    defer { server.stop() }
    let alert = try #require(try await alerts(server).alerts.first)
    #expect(alert.event == "air quality warning")
    #expect(alert.severity == .severe)
  }

  @Test func anEmptyCollectionIsCoveredWithNoAlerts() async throws {
    let server = try Self.serving(try Self.recorded("toronto-clear.json"))
    defer { server.stop() }
    #expect(try await alerts(server) == .covered([]))
  }

  @Test func oneAlertFiledForSixZonesIsShownOnce() throws {
    // A wider box over Toronto: one freezing-rain warning in six zones, and a statement.
    let list = try ECCCAlertsResponse.decode(try Self.recorded("linecast-freezing-rain.json")).alerts(french: false)
    #expect(list.count == 2)
    #expect(list.map(\.event).sorted() == ["freezing rain warning", "special weather statement"].sorted())
    #expect(list.first?.severity == .moderate, "the yellow warning before the ungraded statement")
    // Every zone the one warning covers is named, in the order served.
    #expect(
      list.first?.areaDescription
        == "Burlington - Oakville; Caledon; City of Hamilton; City of Toronto; Halton Hills - Milton; "
        + "Mississauga - Brampton")
    #expect(list.first?.issuedTime == list.first?.effective)
    #expect(list.first?.countryCode == "CA")
  }

  // MARK: - Made from the recording: ended, future, malformed

  /// The Annapolis answer with one property replaced.
  static func annapolis(replacing key: String, with value: String) throws -> Data {
    let text = String(decoding: try recorded("annapolis-heat.json"), as: UTF8.self)
    let pattern = try Regex("\"\(key)\":\"[^\"]*\"")
    return Data(text.replacing(pattern, with: "\"\(key)\":\"\(value)\"", maxReplacements: 1).utf8)
  }

  @Test func anEndedAlertIsGone() async throws {
    let server = try Self.serving(try Self.annapolis(replacing: "status_en", with: "ended"))
    defer { server.stop() }
    #expect(try await alerts(server) == .covered([]))
  }

  @Test func aWarningForLaterIsListedWithItsOnset() async throws {
    let server = try Self.serving(try Self.annapolis(replacing: "validity_datetime", with: "2026-08-07T06:00:00.000Z"))
    defer { server.stop() }
    let status = try await alerts(server)
    let alert = try #require(status.alerts.first)
    #expect(alert.onset == Self.date("2026-08-07T06:00:00.000Z"))
    // In force at the time of the recording (it has not ended), shown with its start.
    #expect(status.active(at: Self.date("2026-08-05T21:17:19Z")).alerts.count == 1)
  }

  @Test func aMalformedBodyIsAnErrorNamingTheService() async throws {
    let server = try Self.serving(Data(#"{"features": {"oops": 1}}"#.utf8))
    defer { server.stop() }
    let error = await caught { try await alerts(server) }
    let failure = try #require(error as? AlertSourceError)
    #expect(failure.service == "ECCC alerts")
    guard case .malformedBody = failure.kind else {
      Issue.record("expected a malformed body, got \(failure.kind)")
      return
    }
    #expect(failure.message.hasPrefix("ECCC alerts sent an unreadable answer: "))
  }

  @Test(arguments: [
    (404, "did not know this place (HTTP 404)"), (400, "refused the request (HTTP 400)"), (503, "answered HTTP 503"),
  ])
  func errorStatusesSayWhatHappened(status: Int, words: String) async throws {
    let server = try Self.serving(Data("<html>no</html>".utf8), status: status)
    defer { server.stop() }
    let error = await caught { try await alerts(server) }
    #expect((error as? AlertSourceError)?.message.contains(words) == true, "\(String(describing: error))")
  }

  @Test func aSlowAnswerTimesOut() async throws {
    let server = try Self.serving(try Self.recorded("toronto-clear.json"), delay: 20)
    defer { server.stop() }
    let error = await caught { try await alerts(server, client: CurlHTTPClient(idleTimeout: 0.5)) }
    let failure = try #require(error as? AlertSourceError)
    #expect(failure.kind == .transport(message: "cannot reach 127.0.0.1: the request timed out"))
  }

  // MARK: - Coverage

  @Test func coversCanadaByCountryOrBox() {
    let source = ECCCAlertSource(client: CurlHTTPClient(), baseURL: URL(string: "http://127.0.0.1:1")!)
    #expect(source.covers(Self.annapolis))
    #expect(!source.covers(Location(name: "Seattle", latitude: 47.6, longitude: -122.3, countryCode: "US")))
    #expect(source.covers(Location(name: "43.65,-79.38", latitude: 43.65, longitude: -79.38)))
    #expect(!source.covers(Location(name: "52.52,13.41", latitude: 52.52, longitude: 13.41)))
    // Nuuk by coordinates: Greenland, not Canada; Iqaluit on Baffin Island still is.
    #expect(!source.covers(Location(name: "64.18,-51.72", latitude: 64.18, longitude: -51.72)))
    #expect(source.covers(Location(name: "63.75,-68.52", latitude: 63.75, longitude: -68.52)))
  }
}
