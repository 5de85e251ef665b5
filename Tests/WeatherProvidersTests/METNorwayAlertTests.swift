import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// MET Norway alerts: a real MetAlerts 2.0 answer (Fixtures/METNorway, provenance in its README)
/// served by a stand-in, through the real HTTP client.
struct METNorwayAlertTests {
  static let longyearbyen = Location(
    name: "Longyearbyen", region: "Svalbard, Svalbard and Jan Mayen", latitude: 78.2232, longitude: 15.6267,
    timeZoneIdentifier: "Arctic/Longyearbyen", countryCode: "SJ")
  static let agent = "weathertui/0.1 (+https://github.com/weathertui/weathertui)"

  static func recorded() throws -> Data { try TestData.own("METNorway/linecast-svalbard-gales.json") }
  static func date(_ text: String) -> Date { WeatherKitResponse.date(text)! }

  func source(_ server: StandInServer, client: HTTPClient = CurlHTTPClient()) -> METNorwayAlertSource {
    METNorwayAlertSource(client: client, baseURL: server.baseURL, userAgent: Self.agent)
  }

  @Test func galesInForceWithTheirIntervals() async throws {
    let body = try Self.recorded()
    let server = try StandInServer { _ in StandInResponse(headers: ["Content-Type": "application/json"], body: body) }
    defer { server.stop() }
    let list = try await source(server).alerts(for: Self.longyearbyen).alerts
    #expect(list.count == 29, "29 warnings, each its own sea area")
    let a2 = try #require(list.first { $0.id == "2.49.0.1.578.0.260306220000.0833_1_0" })
    // The Norwegian answer's eventAwarenessName; in English, from the event code.
    #expect(a2.event == "Gale")
    let norwegian = try METNorwayAlertsResponse.decode(body).alerts(english: false)
    #expect(norwegian.first { $0.id == a2.id }?.event == "Kuling")
    #expect(a2.headline == "Kuling, A2, 07 mars 20:00 UTC til 08 mars 10:00 UTC.")
    #expect(a2.severity == .moderate)
    #expect(a2.certainty == "Likely")
    #expect(a2.areaDescription == "A2")
    #expect(a2.onset == Self.date("2026-03-07T20:00:00+00:00"))
    #expect(a2.expires == Self.date("2026-03-08T10:00:00+00:00"))
    #expect(a2.ends == nil)
    #expect(a2.source == "MET Norway")
    #expect(a2.detailsURL == "https://www.met.no/vaer-og-klima/Ekstremvaervarsler-og-andre-farevarsler")
    #expect(
      a2.description
        == "Østlig sterk kuling 20 m/s.\n\nMiddels høye bølger: Bølgekammene er ved å brytes opp til sjørokk.")
    #expect(a2.instruction == "Ikke dra ut i småbåt: Det er farlig å være ute i småbåt.")
    let b2 = try #require(list.first { $0.id == "2.49.0.1.578.0.260306220000.0839_1_0" })
    #expect(b2.ends == Self.date("2026-03-07T15:00:00+00:00"), "eventEndingTime")

    // An identifying User-Agent (403 without), four decimals, English texts.
    let request = try #require(server.requests.first)
    #expect(request.path == "/weatherapi/metalerts/2.0/current.json")
    #expect(request.query["lat"] == "78.2232" && request.query["lon"] == "15.6267")
    #expect(request.query["lang"] == "en")
    #expect(request.headers["user-agent"] == Self.agent)
  }

  @Test func theNextPollIsConditionalAndA304KeepsTheAnswer() async throws {
    let body = try Self.recorded()
    let stamp = "Sat, 07 Mar 2026 05:17:01 GMT"
    let server = try StandInServer { request in
      if request.headers["if-modified-since"] == stamp { return StandInResponse(status: 304) }
      return StandInResponse(headers: ["Content-Type": "application/json", "Last-Modified": stamp], body: body)
    }
    defer { server.stop() }
    let source = source(server)
    let first = try await source.alerts(for: Self.longyearbyen)
    let second = try await source.alerts(for: Self.longyearbyen)
    #expect(second == first)
    #expect(server.requests.map { $0.headers["if-modified-since"] } == [nil, stamp])
  }

  @Test func aCancellationIsNotAnAlert() async throws {
    var text = String(decoding: try Self.recorded(), as: UTF8.self)
    text = text.replacing("\"type\":\"Update\"", with: "\"type\":\"Cancel\"")
    let body = Data(text.utf8)
    let server = try StandInServer { _ in StandInResponse(body: body) }
    defer { server.stop() }
    let list = try await source(server).alerts(for: Self.longyearbyen).alerts
    #expect(list.count == 29 - 27, "the 27 updates were cancelled; the 2 first alerts stay")
  }

  @Test func aRefusalSaysSo() async throws {
    let server = try StandInServer { _ in StandInResponse(status: 403, text: "<html>Forbidden</html>") }
    defer { server.stop() }
    let error = await caught { try await source(server).alerts(for: Self.longyearbyen) }
    #expect((error as? AlertSourceError)?.kind == .forbidden)
    #expect((error as? AlertSourceError)?.message.hasPrefix("MET Norway alerts refused the request (HTTP 403)") == true)
  }

  @Test func aMalformedBodyIsAnError() async throws {
    let server = try StandInServer { _ in StandInResponse(text: #"{"features":[{"when":{"interval":7}}]}"#) }
    defer { server.stop() }
    let error = await caught { try await source(server).alerts(for: Self.longyearbyen) }
    guard case .malformedBody = (error as? AlertSourceError)?.kind else {
      Issue.record("expected a malformed body, got \(String(describing: error))")
      return
    }
  }

  @Test func coversNorwayByCountryAndTheArcticIslandsByBox() {
    let source = METNorwayAlertSource(
      client: CurlHTTPClient(), baseURL: URL(string: "http://127.0.0.1:1")!, userAgent: Self.agent)
    #expect(source.covers(Self.longyearbyen))
    #expect(source.covers(Location(name: "Oslo", latitude: 59.91, longitude: 10.75, countryCode: "NO")))
    #expect(source.covers(Location(name: "78.22,15.63", latitude: 78.22, longitude: 15.63)))
    // Mainland coordinates alone could be Sweden: not claimed.
    #expect(!source.covers(Location(name: "59.91,10.75", latitude: 59.91, longitude: 10.75)))
    #expect(!source.covers(Location(name: "Stockholm", latitude: 59.33, longitude: 18.07, countryCode: "SE")))
  }
}
