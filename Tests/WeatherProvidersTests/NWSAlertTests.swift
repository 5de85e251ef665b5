import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// NWS alerts: recorded answers (shared/fixtures/nws), the project's hostile fixture, a stand-in
/// api.weather.gov, coverage and expiry.
struct NWSAlertTests {
  let seattle = Location(
    name: "Seattle", latitude: 47.6062, longitude: -122.3321,
    timeZoneIdentifier: "America/Los_Angeles", countryCode: "US")

  static func recorded(_ name: String) throws -> Data {
    try TestData.shared("nws/" + name)
  }

  static func date(_ text: String) -> Date { WeatherKitResponse.date(text)! }

  /// A stand-in api.weather.gov answering every request with `answer`.
  static func server(_ answer: @escaping @Sendable (StandInRequest) -> StandInResponse) throws -> StandInServer {
    try StandInServer(handler: answer)
  }

  static func geoJSON(_ body: Data) -> StandInResponse {
    StandInResponse(headers: ["Content-Type": "application/geo+json"], body: body)
  }

  func source(_ server: StandInServer) -> NWSAlertSource {
    NWSAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL)
  }

  // MARK: - Recorded answers

  @Test(TestData.needsShared("nws/seattle-four.json"))
  func seattleHasFourAlertsMostSevereFirst() throws {
    let alerts = try NWSAlertsResponse.decode(try Self.recorded("seattle-four.json")).alerts()
    #expect(alerts.count == 4)
    let heat = alerts[0]
    #expect(heat.event == "Heat Advisory")
    #expect(heat.severity == .moderate)
    #expect(heat.urgency == "Expected")
    #expect(heat.certainty == "Likely")
    #expect(heat.source == "NWS Seattle WA")
    #expect(heat.headline == "HEAT ADVISORY REMAINS IN EFFECT UNTIL 10 PM PDT THURSDAY")
    #expect(heat.onset == Self.date("2026-08-05T10:00:00-07:00"))
    #expect(heat.expires == Self.date("2026-08-05T16:15:00-07:00"))
    #expect(heat.hazardEnd == Self.date("2026-08-06T22:00:00-07:00"))
    #expect(heat.areaDescription?.hasPrefix("Foothills and Valleys of the North Cascades") == true)
    #expect(heat.instruction?.hasPrefix("Drink plenty of fluids") == true)
    #expect(heat.description?.contains("* WHAT...") == true)
    // Served fields kept: when it was sent, the response asked for, a page a person can read
    // (its first zone, and the county of its first SAME code in that zone's state).
    #expect(heat.issuedTime == Self.date("2026-08-05T08:04:00-07:00"))
    #expect(heat.responses == ["execute"])
    #expect(heat.countryCode == "US")
    #expect(heat.areaId == "WAZ305")
    #expect(heat.detailsURL == "https://forecast.weather.gov/showsigwx.php?warnzone=WAZ305&warncounty=WAC073")
    #expect(alerts[1].responses == ["monitor"])
    #expect(alerts[1].detailsURL?.hasPrefix("https://forecast.weather.gov/showsigwx.php?warncounty=WAC") == true)
    // The three Air Quality Alerts are "Unknown" (not graded): kept, below Minor, by onset.
    #expect(alerts[1...].map(\.severity) == [.unknown, .unknown, .unknown])
    #expect(alerts[1...].map(\.event) == ["Air Quality Alert", "Air Quality Alert", "Air Quality Alert"])
    #expect(
      alerts[1...].map(\.start) == [
        Self.date("2026-08-03T10:38:00-07:00"), Self.date("2026-08-03T13:43:00-07:00"),
        Self.date("2026-08-04T11:01:00-07:00"),
      ])
    #expect(alerts[1].ends == nil)
    #expect(alerts[1].instruction == nil)
  }

  @Test(TestData.needsShared("nws/seattle-four.json"))
  func anExpiredAlertDisappearsAtItsEndBetweenRefreshes() throws {
    let status = AlertStatus.covered(
      try NWSAlertsResponse.decode(try Self.recorded("seattle-four.json")).alerts())
    // Product expiry of the Heat Advisory (16:15) is not the end of the hazard.
    #expect(status.active(at: Self.date("2026-08-05T16:30:00-07:00")).alerts.count == 4)
    // The Air Quality Alerts end at 17:00 (no `ends`: their expiry).
    #expect(status.active(at: Self.date("2026-08-05T16:59:59-07:00")).alerts.count == 4)
    #expect(status.active(at: Self.date("2026-08-05T17:00:00-07:00")).alerts.map(\.event) == ["Heat Advisory"])
    #expect(status.active(at: Self.date("2026-08-06T22:00:00-07:00")) == .covered([]))
  }

  @Test(TestData.needsShared("nws/phoenix-extreme-heat.json"))
  func phoenixHasOneSevereWarningLastingDays() throws {
    let alerts = try NWSAlertsResponse.decode(try Self.recorded("phoenix-extreme-heat.json")).alerts()
    #expect(alerts.count == 1)
    #expect(alerts[0].event == "Extreme Heat Warning")
    #expect(alerts[0].severity == .severe)
    #expect(alerts[0].source == "NWS Phoenix AZ")
    #expect(alerts[0].hazardEnd == Self.date("2026-08-09T20:00:00-07:00"))
  }

  @Test(TestData.needsShared("nws/minneapolis-clear.json"))
  func aClearSkyIsCoveredWithNoAlerts() async throws {
    let body = try Self.recorded("minneapolis-clear.json")
    let server = try Self.server { _ in Self.geoJSON(body) }
    defer { server.stop() }
    let minneapolis = Location(name: "Minneapolis", latitude: 44.9778, longitude: -93.265)
    #expect(try await source(server).alerts(for: minneapolis) == .covered([]))
  }

  @Test(TestData.needsShared("nws/out-of-bounds.json"))
  func outOfBoundsMeansNoSourceNotAnError() async throws {
    let body = try Self.recorded("out-of-bounds.json")
    let server = try Self.server { _ in
      StandInResponse(status: 400, headers: ["Content-Type": "application/problem+json"], body: body)
    }
    defer { server.stop() }
    // Toronto without a country code lies in the rough US box, so the server decides.
    let toronto = Location(name: "Toronto", latitude: 43.65, longitude: -79.38)
    #expect(try await source(server).alerts(for: toronto) == .noSource(reason: NWSAlertSource.noSourceReason))
    #expect(server.requests.count == 1)
  }

  // MARK: - The request

  @Test func theRequestNamesTheAppAndAContactAndAsksForGeoJSON() async throws {
    let server = try Self.server { _ in Self.geoJSON(Data(#"{"type":"FeatureCollection","features":[]}"#.utf8)) }
    defer { server.stop() }
    _ = try await source(server).alerts(for: seattle)
    let request = try #require(server.requests.first)
    #expect(request.path == "/alerts/active")
    #expect(request.query["point"] == "47.6062,-122.3321")
    #expect(request.query["status"] == "actual")
    #expect(request.headers["accept"] == "application/geo+json")
    #expect(request.headers["user-agent"] == "weathertui/0.1 (+https://github.com/weathertui/weathertui)")
  }

  @Test func theUserCanAddTheirOwnContact() async throws {
    let server = try Self.server { _ in Self.geoJSON(Data(#"{"type":"FeatureCollection","features":[]}"#.utf8)) }
    defer { server.stop() }
    let agent = NWSAlertSource.userAgent(contact: "me@example.org\u{1B}[2J")
    // The escape sequence goes whole, parameters and all.
    #expect(agent == "weathertui/0.1 (+https://github.com/weathertui/weathertui; me@example.org)")
    _ = try await NWSAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL, userAgent: agent)
      .alerts(for: seattle)
    #expect(server.requests.first?.headers["user-agent"] == agent)
  }

  @Test func placesOutsideTheUSAreNotAsked() async throws {
    let server = try Self.server { _ in StandInResponse(status: 500, text: "{}") }
    defer { server.stop() }
    let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41, countryCode: "DE")
    let sydney = Location(name: "Sydney", latitude: -33.87, longitude: 151.21)
    let honolulu = Location(name: "Honolulu", latitude: 21.31, longitude: -157.86)
    let nws = source(server)
    #expect(try await nws.alerts(for: berlin) == .noSource(reason: NWSAlertSource.noSourceReason))
    #expect(try await nws.alerts(for: sydney) == .noSource(reason: NWSAlertSource.noSourceReason))
    #expect(server.requests.isEmpty)
    #expect(nws.covers(honolulu))
    #expect(nws.covers(Location(name: "San Juan", latitude: 18.47, longitude: -66.1, countryCode: "PR")))
    #expect(!nws.covers(Location(name: "Vancouver", latitude: 49.28, longitude: -123.12, countryCode: "CA")))
  }

  @Test func refusalsAndOutagesAreErrorsWithTheirFix() async throws {
    let answer = Shared(StandInResponse(status: 200))
    let server = try Self.server { _ in answer.value }
    defer { server.stop() }
    let nws = source(server)
    func message() async -> String? {
      await caught { try await nws.alerts(for: seattle) }.map(userFacingMessage(of:))
    }
    answer.value = StandInResponse(
      status: 403, contentType: "text/html",
      text: "<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>You don't have permission</BODY></HTML>")
    #expect(
      await message()
        == "NWS alerts refused the request (HTTP 403); set nws_contact = \"you@example.org\" in config.toml "
        + "(or WEATHERTUI_NWS_CONTACT), or avoid an anonymising proxy"
    )
    answer.value = StandInResponse(
      status: 503, contentType: "application/problem+json",
      text:
        #"{"title":"Unavailable Resource","type":"https://api.weather.gov/problems/UnavailableWebService","status":503,"detail":"The resource you requested is currently unavailable. Please try again later."}"#
    )
    #expect(
      await message()
        == "NWS alerts answered HTTP 503: The resource you requested is currently unavailable. Please try again later.; the service has a problem, alerts will be retried at the next refresh"
    )
    answer.value = StandInResponse(status: 200, contentType: "text/html", text: "<html>oops</html>")
    #expect(
      await message() == "NWS alerts sent an unreadable answer: not JSON; alerts will be retried at the next refresh")
  }

  // MARK: - Hostile text

  @Test func theHostileFixtureKeepsItsTextForThePanesToSanitise() throws {
    let alerts = try NWSAlertsResponse.decode(try TestData.own("NWS/hostile-escapes.json")).alerts()
    // The "Test" message is dropped.
    #expect(alerts.map(\.id) == ["urn:oid:2.49.0.1.840.0.hostile.001.1"])
    let alert = alerts[0]
    #expect(alert.severity == .severe)
    #expect(alert.description?.contains("\u{1B}[2J") == true)
    #expect(alert.instruction?.contains("\u{9D}") == true)
    #expect(alert.source == "NWS Seattle WA\u{9B}31m")
  }

  // MARK: - Alongside Open-Meteo

  @Test func theForecastServiceAddsNWSAlertsAndKeepsThemWhenAFetchFails() async throws {
    let nwsDown = Shared(false)
    let alertsBody = try TestData.own("NWS/hostile-escapes.json")
    let server = try StandInServer { request in
      if request.path == "/alerts/active" {
        return nwsDown.value ? StandInResponse(status: 500, text: #"{"status":500}"#) : Self.geoJSON(alertsBody)
      }
      return OpenMeteoAnswers.forecast(for: request)
    }
    defer { server.stop() }
    let cache = ForecastCache(directory: CacheDirectory(url: try makeTemporaryFolder()))
    let service = ForecastService(
      provider: makeProvider(server), cache: cache,
      alerts: AlertsService(nws: NWSAlertSource(client: CurlHTTPClient(), baseURL: server.baseURL)))
    let berlin = TestData.berlin
    let places = [seattle, berlin]
    let t0 = TestData.dstNow

    let first = await service.forecasts(for: places, now: t0)
    // Cleaned where it enters the model: the OSC title sequence is gone from what is cached and shown.
    #expect(first[0].weather?.alerts.alerts.map(\.event) == ["Flood Warning"])
    #expect(first[0].error == nil)
    // No source here covers Germany yet; the statement names the country.
    #expect(berlin.region.hasSuffix("Germany"))
    #expect(
      first[1].weather?.alerts
        == .noSource(reason: "No official alert source for Germany yet; the WeatherKit provider has one"))
    #expect(server.requests.filter { $0.path == "/alerts/active" }.count == 1)

    nwsDown.value = true
    let second = await service.forecasts(for: places, refresh: true, now: t0.addingTimeInterval(60))
    #expect(second[0].weather?.alerts == first[0].weather?.alerts)
    #expect(
      second[0].error
        == "NWS alerts answered HTTP 500; the service has a problem, alerts will be retried at the next refresh")
    #expect(second[0].isStale == false)
  }
}

extension NWSAlertTests {
  @Test func pollsAreConditionalOnTheLastETag() async throws {
    let body = try TestData.own("NWS/hostile-escapes.json")
    let server = try Self.server { request in
      if request.headers["if-none-match"] == "\"v1\"" { return StandInResponse(status: 304) }
      return StandInResponse(headers: ["Content-Type": "application/geo+json", "ETag": "\"v1\""], body: body)
    }
    defer { server.stop() }
    let nws = source(server)
    let first = try await nws.alerts(for: seattle)
    let second = try await nws.alerts(for: seattle)
    #expect(first.alerts.count == 1)
    #expect(second == first)
    #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\""])
  }
}

extension NWSAlertTests {
  @Test func supersededMessagesInTheSameAnswerAreDropped() throws {
    func feature(_ id: String, references: [String] = [], expired: String? = nil) -> String {
      let refs = references.map { #"{"identifier":"\#($0)"}"# }.joined(separator: ",")
      let parameters = expired.map { #"{"expiredReferences":["\#($0)"]}"# } ?? "{}"
      return
        #"{"id":"https://api.weather.gov/alerts/\#(id)","properties":{"id":"\#(id)","status":"Actual","event":"Heat Advisory","severity":"Moderate","senderName":"NWS X","references":[\#(refs)],"parameters":\#(parameters)}}"#
    }
    let features = [
      feature("old"), feature("older"), feature("kept"),
      feature(
        "new", references: ["old"],
        expired:
          "w-nws.webmaster@noaa.gov,older,2026-08-04T08:00:00-07:00 w-nws.webmaster@noaa.gov,gone,2026-08-03T08:00:00-07:00"
      ),
    ]
    let body = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
    let alerts = try NWSAlertsResponse.decode(Data(body.utf8)).alerts()
    #expect(alerts.map(\.id).sorted() == ["kept", "new"])
  }
}
