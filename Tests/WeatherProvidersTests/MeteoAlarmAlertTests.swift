import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// MeteoAlarm: real country feeds (Fixtures/MeteoAlarm, provenance in its README) served by a
/// stand-in, through the real HTTP client.
struct MeteoAlarmAlertTests {
  static let rijeka = Location(
    name: "Rijeka", region: "Primorje-Gorski Kotar, Croatia", latitude: 45.3271, longitude: 14.4422,
    timeZoneIdentifier: "Europe/Zagreb", countryCode: "HR", alertArea: "HR802")
  static let banjaLuka = Location(
    name: "Banja Luka", region: "Republika Srpska, Bosnia and Herzegovina", latitude: 44.7722, longitude: 17.191,
    countryCode: "BA", alertArea: "BA003")

  static func recorded(_ name: String) throws -> Data { try TestData.own("MeteoAlarm/" + name) }
  static func date(_ text: String) -> Date { WeatherKitResponse.date(text)! }

  static func serving(_ body: Data, status: Int = 200, headers: [String: String] = [:], delay: TimeInterval = 0)
    throws -> StandInServer
  {
    try StandInServer { _ in
      StandInResponse(
        status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: body,
        delay: delay)
    }
  }

  /// The source on a clock stopped at `now` (the recordings' moment by default: 2024-01-07
  /// 12:00 in Croatia and Bosnia).
  func source(
    _ server: StandInServer, language: String = "en", client: HTTPClient = CurlHTTPClient(),
    now: Date = Self.date("2024-01-07T12:00:00+01:00")
  ) -> MeteoAlarmAlertSource {
    MeteoAlarmAlertSource(client: client, baseURL: server.baseURL, language: language, now: { now })
  }

  // MARK: - Real feeds

  @Test func croatiaKvarnerWarningsWithUpdatesApplied() async throws {
    let server = try Self.serving(try Self.recorded("emjov-croatia.json"))
    defer { server.stop() }
    // Four messages name HR802 (none replaced by an update still in the feed); by the
    // recording's noon the yellow (5 January) and orange (6 January) ones had expired.
    let early = try await source(server, now: Self.date("2024-01-05T08:00:00+01:00")).alerts(for: Self.rijeka).alerts
    #expect(early.map(\.severity) == [.extreme, .extreme, .severe, .moderate])
    #expect(
      early.map(\.event) == ["Red wind warning", "Red wind warning", "Orange wind warning", "Yellow wind warning"])
    let list = try await source(server).alerts(for: Self.rijeka).alerts
    #expect(list.map(\.event) == ["Red wind warning", "Red wind warning"])
    let red = list[0]
    #expect(red.areaDescription == "Kvarner i Kvarneric region")
    #expect(red.source == "DHMZ Državni hidrometeorološki zavod via EUMETNET – MeteoAlarm")
    #expect(red.onset == Self.date("2024-01-07T00:01:01+01:00"))
    #expect(red.issuedTime != nil, "MeteoAlarm's terms ask for the time of issue")
    #expect(red.responses == ["monitor"], "the served responseType")
    #expect(red.areaId == "HR802")
    #expect(red.description?.isEmpty == false && red.instruction?.isEmpty == false)

    let request = try #require(server.requests.first)
    #expect(request.path == "/api/v1/warnings/feeds-croatia")
    #expect(request.rawQuery.isEmpty)
  }

  @Test func theUsersLanguageWhereTheFeedHasIt() async throws {
    let server = try Self.serving(try Self.recorded("emjov-croatia.json"))
    defer { server.stop() }
    let croatian = try await source(server, language: "hr").alerts(for: Self.rijeka).alerts
    let english = try await source(server, language: "en").alerts(for: Self.rijeka).alerts
    let german = try await source(server, language: "de").alerts(for: Self.rijeka).alerts
    #expect(croatian.count == english.count)
    #expect(croatian.map(\.event) != english.map(\.event), "hr-HR texts")
    #expect(german.map(\.event) == english.map(\.event), "no German: English")
  }

  @Test func bosniaBanjaLuka() async throws {
    let server = try Self.serving(try Self.recorded("emjov-bosnia-herzegovina.json"))
    defer { server.stop() }
    let list = try await source(server).alerts(for: Self.banjaLuka).alerts
    let snow = try #require(list.first)
    #expect(snow.event == "Snow-ice Yellow Warning")
    #expect(snow.headline == "Snow-ice Yellow Warning for Bosnia and Herzegovina - region Banja Luka")
    #expect(snow.severity == .moderate)
    #expect(snow.source == "Republic Hydrometeorological Service of the Republic of Srpska via EUMETNET – MeteoAlarm")
    #expect(snow.detailsURL == "https://rhmzrs.com/")
  }

  @Test func greenNoWarningEntriesAreNotAlerts() async throws {
    let server = try Self.serving(try Self.recorded("linecast-netherlands.json"))
    defer { server.stop() }
    let drenthe = Location(name: "Assen", latitude: 52.99, longitude: 6.56, countryCode: "NL", alertArea: "NL018")
    let status = try await source(server).alerts(for: drenthe)
    #expect(status == .covered([]))
  }

  @Test func theAreasOfAFeedByName() async throws {
    let server = try Self.serving(try Self.recorded("emjov-croatia.json"))
    defer { server.stop() }
    let found = try await source(server).areas(for: Self.rijeka)
    #expect(found.country == "Croatia")
    #expect(found.areas.count == 14)
    #expect(found.areas.contains { $0.code == "HR802" && $0.name == "Kvarner i Kvarneric region" })
    let names = found.areas.map { $0.name.lowercased() }
    #expect(names == names.sorted())
    let netherlands = try Self.serving(try Self.recorded("linecast-netherlands.json"))
    defer { netherlands.stop() }
    let dutch = try await source(netherlands).areas(
      for: Location(name: "Assen", latitude: 53, longitude: 6.6, countryCode: "NL"))
    #expect(dutch.areas.count == 3, "green entries list the areas")
    #expect(dutch.areas.first?.code == "NL018" && dutch.areas.first?.name == "Drenthe")
  }

  // MARK: - CAP rules on a feed of our own

  /// A feed of the given warnings, each `(identifier, msgType, level, codes, references)`.
  static func feed(_ warnings: [(String, String, Int, [String], String?)], description: String = "Gusts to 90 km/h")
    -> Data
  {
    let items = warnings.map { id, type, level, codes, references -> [String: Any] in
      var alert: [String: Any] = [
        "identifier": id, "msgType": type, "status": "Actual", "sent": "2026-11-25T08:00:00+01:00",
        "info": [
          [
            "language": "en-GB", "event": "Wind warning", "severity": "Unknown",
            "description": description, "onset": "2026-11-25T09:00:00+01:00",
            "expires": "2026-11-26T09:00:00+01:00", "senderName": "GeoSphere Austria",
            "parameter": [["valueName": "awareness_level", "value": "\(level); colour; X"]],
            "area": codes.map { ["areaDesc": "Wien \($0)", "geocode": [["valueName": "EMMA_ID", "value": $0]]] },
          ]
        ],
      ]
      if let references { alert["references"] = references }
      return ["alert": alert, "uuid": UUID().uuidString]
    }
    return try! JSONSerialization.data(withJSONObject: ["warnings": items])
  }

  static let vienna = Location(name: "Wien", latitude: 48.2, longitude: 16.37, countryCode: "AT", alertArea: "AT0900")

  @Test func cancellationsUpdatesAndDistrictCopies() async throws {
    let body = Self.feed([
      ("a1", "Alert", 3, ["AT0900"], nil),
      ("a2", "Alert", 2, ["AT0900"], nil),
      // Cancels a2.
      ("c1", "Cancel", 2, ["AT0900"], "sender,a2,2026-11-25T07:00:00+01:00"),
      // The same warning filed again for a second district of the area.
      ("a3", "Alert", 3, ["AT0900", "AT0901"], nil),
      // Another area's warning.
      ("a4", "Alert", 4, ["AT0301"], nil),
    ])
    let server = try Self.serving(body)
    defer { server.stop() }
    let list = try await source(server).alerts(for: Self.vienna).alerts
    #expect(list.map(\.id) == ["a1"])
    #expect(list.first?.severity == .severe, "Unknown CAP severity: the level says orange")
  }

  @Test func anAreaIsNeededWhenNoAreaMatchesThePlaceName() async throws {
    // The feed files codes the outline table does not know (as a newer edition of the areas
    // would), so Vienna's position (AT010, AT901) settles nothing and the names decide: none of
    // the feed's areas is Wien.
    let feed = Self.feed([("a1", "Alert", 2, ["AT0301"], nil), ("a2", "Alert", 2, ["AT0401"], nil)])
    let body = String(decoding: feed, as: UTF8.self)
      .replacing("Wien AT0301", with: "Eisenstadt").replacing("Wien AT0401", with: "Klagenfurt")
    let server = try Self.serving(Data(body.utf8))
    defer { server.stop() }
    var place = Self.vienna
    place.alertArea = nil
    let status = try await source(server).alerts(for: place)
    #expect(status == .noSource(reason: MeteoAlarmAlertSource.chooseAreaReason(country: "Austria")))
    #expect(server.requests.count == 1, "the feed is read to match the place's names with its areas")
  }

  @Test func viennasPositionFindsItsAreasWithoutAName() async throws {
    // A calm feed in the table's codes: Vienna's position puts it in Wien (AT010) and its first
    // district (AT901), covered with nothing in force, no area to choose.
    let server = try Self.serving(Self.feed([]))
    defer { server.stop() }
    var place = Self.vienna
    place.alertArea = nil
    #expect(try await source(server).alerts(for: place) == .covered([]))
    let areas = try await source(server).areas(for: place)
    #expect(areas.byPosition && areas.suggested == ["AT010", "AT901"])
  }

  // MARK: - Sharing and conditional requests

  @Test func oneFeedPerCountryForAllItsPlaces() async throws {
    let server = try Self.serving(Self.feed([("a1", "Alert", 2, ["AT0900", "AT0301"], nil)]))
    defer { server.stop() }
    let source = source(server)
    var graz = Self.vienna
    graz.alertArea = "AT0301"
    async let first = source.alerts(for: Self.vienna)
    async let second = source.alerts(for: graz)
    let (a, b) = try await (first, second)
    #expect(a.alerts.count == 1 && b.alerts.count == 1)
    _ = try await source.areas(for: Self.vienna)
    #expect(server.requests.count == 1)
  }

  @Test func anOlderFeedIsAskedForConditionally() async throws {
    let body = Self.feed([("a1", "Alert", 2, ["AT0900"], nil)])
    let tag = "\"v1\""
    let server = try StandInServer { request in
      if request.headers["if-none-match"] == tag { return StandInResponse(status: 304) }
      return StandInResponse(headers: ["Content-Type": "application/json", "ETag": tag], body: body)
    }
    defer { server.stop() }
    let store = MeteoAlarmFeedStore(client: CurlHTTPClient(), baseURL: server.baseURL, sharedFor: .zero)
    let first = try await store.feed(slug: "austria")
    let second = try await store.feed(slug: "austria")
    #expect(first.warnings.count == 1 && second.warnings.count == 1)
    #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, tag])
  }

  // MARK: - Failures

  @Test(arguments: [(404, "did not know this place"), (400, "refused"), (500, "HTTP 500"), (503, "HTTP 503")])
  func errorStatusesSayWhatHappened(status: Int, words: String) async throws {
    let server = try Self.serving(Data("<html>no</html>".utf8), status: status)
    defer { server.stop() }
    let error = await caught { try await source(server).alerts(for: Self.vienna) }
    #expect((error as? AlertSourceError)?.message.contains(words) == true, "\(String(describing: error))")
  }

  @Test func aMalformedBodyIsAnError() async throws {
    let server = try Self.serving(Data(#"{"warnings":[{"alert":{"info":{"language":7}}}]}"#.utf8))
    defer { server.stop() }
    let error = await caught { try await source(server).alerts(for: Self.vienna) }
    let failure = try #require(error as? AlertSourceError)
    guard case .malformedBody = failure.kind else {
      Issue.record("\(failure)")
      return
    }
    #expect(failure.message.hasPrefix("MeteoAlarm sent an unreadable answer"))
  }

  @Test func aSlowAnswerTimesOut() async throws {
    let server = try Self.serving(Self.feed([]), delay: 20)
    defer { server.stop() }
    let error = await caught {
      try await source(server, client: CurlHTTPClient(idleTimeout: 0.5)).alerts(for: Self.vienna)
    }
    #expect((error as? AlertSourceError)?.kind == .transport(message: "cannot reach 127.0.0.1: the request timed out"))
  }

  // MARK: - Coverage

  @Test func coversMeteoAlarmCountriesButNotThoseWithAPointSource() {
    let source = MeteoAlarmAlertSource(client: CurlHTTPClient(), baseURL: URL(string: "http://127.0.0.1:1")!)
    #expect(source.covers(Location(name: "Wien", latitude: 48.2, longitude: 16.37, countryCode: "AT")))
    #expect(source.covers(Location(name: "Skopje", latitude: 42, longitude: 21.4, countryCode: "mk")))
    #expect(!source.covers(Location(name: "Berlin", latitude: 52.5, longitude: 13.4, countryCode: "DE")))
    #expect(!source.covers(Location(name: "Oslo", latitude: 59.9, longitude: 10.7, countryCode: "NO")))
    #expect(!source.covers(Location(name: "Boston", latitude: 42.4, longitude: -71, countryCode: "US")))
    // A config place with only coordinates: by the letters of the area chosen for it.
    #expect(source.covers(Location(name: "48.2,16.37", latitude: 48.2, longitude: 16.37, alertArea: "AT0900")))
    #expect(!source.covers(Location(name: "48.2,16.37", latitude: 48.2, longitude: 16.37)))
  }

  @Test func noAreaToChooseSaysWhy() async throws {
    let source = MeteoAlarmAlertSource(client: CurlHTTPClient(), baseURL: URL(string: "http://127.0.0.1:1")!)
    func said(_ location: Location) async -> String {
      (await caught { try await source.areas(for: location) }).map(userFacingMessage(of:)) ?? "no error"
    }
    #expect(
      await said(Location(name: "Berlin", latitude: 52.5, longitude: 13.4, countryCode: "DE"))
        == "Alerts here come from Deutscher Wetterdienst (maps.dwd.de) by the place's position; there is no area to choose"
    )
    #expect(
      await said(Location(name: "Boston", latitude: 42.4, longitude: -71, countryCode: "US")).hasPrefix(
        "Alert areas are chosen only in MeteoAlarm's European countries"))
    #expect(
      await said(Location(name: "48.2,16.37", latitude: 48.2, longitude: 16.37)).contains("add country = \"AT\""))
  }

  @Test func hostileTextNeverReachesTheModelOrTheAreaList() async throws {
    let escape = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{202E}"
    var feed =
      try JSONSerialization.jsonObject(with: Self.feed([("h1", "Alert", 3, ["AT0900"], nil)])) as! [String: Any]
    var warnings = feed["warnings"] as! [[String: Any]]
    var alert = warnings[0]["alert"] as! [String: Any]
    var info = (alert["info"] as! [[String: Any]])[0]
    info["event"] = "Wind\(escape) warning"
    info["description"] = "Gusts\(escape)\u{9B}31m to 90 km/h"
    info["area"] = [["areaDesc": "Wien\(escape)", "geocode": [["valueName": "EMMA_ID", "value": "AT0900"]]]]
    alert["info"] = [info]
    warnings[0]["alert"] = alert
    feed["warnings"] = warnings
    let server = try Self.serving(try JSONSerialization.data(withJSONObject: feed))
    defer { server.stop() }
    let source = source(server)
    let areas = try await source.areas(for: Self.vienna).areas
    #expect(areas.map(\.code) == ["AT0900"])
    #expect(areas[0].name.hasPrefix("Wien"))
    #expect(
      !areas[0].name.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
      },
      "\(areas[0].name.debugDescription)")
    // Through the service and the model's validation, as a refresh takes them.
    let weather = Weather(
      location: Self.vienna, currentWeather: nil, minuteForecast: [], hourlyForecast: [], dailyForecast: [],
      alerts: .noSource(reason: ""), availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(
        providerName: "Open-Meteo", readTime: Self.date("2024-01-07T12:00:00+01:00"),
        expireTime: Self.date("2024-01-07T12:10:00+01:00")))
    let (answered, _) = await AlertsService(sources: [source]).addingAlerts(to: weather) { nil }
    let shown = try #require(answered.validated().alerts.alerts.first)
    for text in [shown.event, shown.description ?? "", shown.areaDescription ?? ""] {
      #expect(
        !text.unicodeScalars.contains {
          $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }, "\(text.debugDescription)")
    }
    #expect(shown.event.hasPrefix("Wind") && shown.event.hasSuffix("warning"))
  }
}

// MARK: - Areas by position

extension MeteoAlarmAlertTests {
  /// A feed of one yellow wind warning filed for `codes` (EMMA_ID), in force at the recordings' moment.
  static func feed(filing codes: [String]) -> Data {
    let areas = codes.map { #"{"areaDesc": "Area \#($0)", "geocode": [{"valueName": "EMMA_ID", "value": "\#($0)"}]}"# }
    return Data(
      #"""
      {"warnings": [{"uuid": "w1", "alert": {"identifier": "w1", "status": "Actual", "msgType": "Alert", "info": [
        {"language": "en-GB", "event": "Yellow wind warning", "severity": "Moderate",
         "onset": "2024-01-07T00:00:00+01:00", "expires": "2024-01-08T00:00:00+01:00",
         "parameter": [{"valueName": "awareness_level", "value": "2; yellow; Moderate"}],
         "area": [\#(areas.joined(separator: ","))]}]}}]}
      """#.utf8)
  }

  static let bareBanjaLuka = Location(name: "", latitude: 44.7722, longitude: 17.191, countryCode: "BA")

  @Test func aBarePointTakesTheWarningsOfTheAreaItLiesIn() async throws {
    let server = try Self.serving(Self.feed(filing: ["BA003"]))
    defer { server.stop() }
    let status = try await source(server).alerts(for: Self.bareBanjaLuka)
    guard case .covered(let alerts) = status else { Issue.record("\(status)"); return }
    #expect(alerts.map(\.areaDescription) == ["Area BA003"])
  }

  @Test func anAreaTheFeedDoesNotNameIsCalmWhenTheFeedSpeaksTheTablesCodes() async throws {
    // Sarajevo's warning only: Banja Luka (BA003) has none, and every code the feed names is one
    // of the table's, so its silence means no warning.
    let server = try Self.serving(Self.feed(filing: ["BA006"]))
    defer { server.stop() }
    #expect(try await source(server).alerts(for: Self.bareBanjaLuka) == .covered([]))
  }

  @Test func codesTheTableDoesNotKnowAreNotTakenForCalm() async throws {
    // A feed filing an area the table lacks (a newer edition, or another registry): the point's
    // area may go by another code, so no "no alerts" is said; with no name, the pane says why.
    let server = try Self.serving(Self.feed(filing: ["BA006", "BA999"]))
    defer { server.stop() }
    let status = try await source(server).alerts(for: Self.bareBanjaLuka)
    guard case .noSource(let reason) = status else { Issue.record("\(status)"); return }
    #expect(reason.hasPrefix("Warnings for Bosnia and Herzegovina come from MeteoAlarm by area"))
    // Named directly, the table's code is taken whatever else the feed names.
    let named = try Self.serving(Self.feed(filing: ["BA003", "BA999"]))
    defer { named.stop() }
    guard case .covered(let alerts) = try await source(named).alerts(for: Self.bareBanjaLuka) else {
      Issue.record("not covered"); return
    }
    #expect(alerts.count == 1)
  }
}
