import Foundation
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The CAP rules on messages **made here** to isolate one rule each (the recordings are read in
/// `CAPNationalFeedTests`): updates and cancellations, languages, circles, geocodes, links.
struct CAPReaderTests {
  static let now = CAPRecordings.date("2026-06-01T12:00:00+00:00")

  /// A made-up CAP 1.2 message with one info per `(language, event)`, its area a square around
  /// 10° N 20° E unless `area` says otherwise.
  static func message(
    _ id: String, type: String = "Alert", status: String = "Actual", references: [String] = [],
    infos: [(String, String)] = [("en-GB", "Wind")], area: String? = nil, extra: String = ""
  ) throws -> CAPMessage {
    let square = "<area><areaDesc>Square</areaDesc><polygon>9,19 9,21 11,21 11,19 9,19</polygon></area>"
    let refs =
      references.isEmpty
      ? "" : "<references>" + references.map { "s,\($0),2026-06-01T00:00:00Z" }.joined(separator: " ") + "</references>"
    let body = infos.map { language, event in
      "<info><language>\(language)</language><event>\(event)</event><severity>Severe</severity>"
        + "<expires>2026-06-02T00:00:00+00:00</expires>\(extra)\(area ?? square)</info>"
    }.joined()
    let xml =
      #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>\#(id)</identifier><sender>s</sender>"#
      + "<sent>2026-06-01T00:00:00Z</sent><status>\(status)</status><msgType>\(type)</msgType><scope>Public</scope>"
      + refs + body + "</alert>"
    return try CAPMessage.parse(Data(xml.utf8))
  }

  static func ids(_ messages: [CAPMessage], at latitude: Double = 10, _ longitude: Double = 20, language: String = "en")
    -> [String]
  {
    CAPAlerts(messages: messages, issuer: "Test", countryCode: "XX")
      .alerts(at: latitude, longitude, language: language, now: now).map(\.id)
  }

  @Test func updatesReplaceAndCancellationsRemove() throws {
    let first = try Self.message("a")
    let update = try Self.message("b", type: "Update", references: ["a"])
    let cancelled = try Self.message("c")
    let cancel = try Self.message("d", type: "Cancel", references: ["c"], area: "")
    #expect(Self.ids([first, update, cancelled, cancel]) == ["b"])
    // An update naming itself (as Macao's do) stays.
    #expect(Self.ids([try Self.message("e", type: "Update", references: ["e"])]) == ["e"])
    // Drills, tests, acknowledgements and errors are not warnings.
    for (type, status) in [
      ("Alert", "Exercise"), ("Alert", "Test"), ("Alert", "Draft"), ("Ack", "Actual"), ("Error", "Actual"),
    ] {
      #expect(Self.ids([try Self.message("x", type: type, status: status)]).isEmpty, "\(type) \(status)")
    }
  }

  @Test func theUsersLanguageElseEnglishElseTheFirst() throws {
    let both = try Self.message("m", infos: [("pt-BR", "Vento"), ("en-US", "Wind")])
    let read = { (language: String) in
      CAPAlerts(messages: [both], issuer: "T", countryCode: "XX").alerts(at: 10, 20, language: language, now: Self.now)
        .map(\.event)
    }
    #expect(read("pt") == ["Vento"])
    #expect(read("de") == ["Wind"])
    let noEnglish = try Self.message("n", infos: [("es-419", "Viento"), ("fr", "Vent")])
    #expect(
      CAPAlerts(messages: [noEnglish], issuer: "T", countryCode: "XX").alerts(at: 10, 20, language: "ja", now: Self.now)
        .map(\.event) == ["Viento"])
    // Two events in one language are two alerts.
    let twoEvents = try Self.message("t", infos: [("en", "Wind"), ("en", "Rain")])
    #expect(Self.ids([twoEvents]) == ["t#1", "t#2"])
  }

  @Test func circlesPolygonsAndGeocodes() throws {
    let circle = try Self.message(
      "c", area: "<area><areaDesc>Round</areaDesc><circle>-35.3888,147.0598 25.0</circle></area>")
    #expect(Self.ids([circle], at: -35.3888, 147.0598) == ["c"])
    #expect(Self.ids([circle], at: -35.5, 147.1) == ["c"], "12 km from the centre")
    #expect(Self.ids([circle], at: -35.7, 147.1).isEmpty, "35 km away")
    let coded = try Self.message(
      "g",
      area:
        "<area><areaDesc>NSW</areaDesc><geocode><valueName>ISO 3166-2</valueName><value>AU-NSW</value></geocode></area>"
    )
    let reader = CAPAlerts(messages: [coded], issuer: "T", countryCode: "AU")
    #expect(reader.alerts(at: -33, 151, placeCodes: ["AU-NSW"], language: "en", now: Self.now).count == 1)
    #expect(reader.alerts(at: -33, 151, placeCodes: ["AU-VIC"], language: "en", now: Self.now).isEmpty)
    #expect(reader.alerts(at: -33, 151, language: "en", now: Self.now).isEmpty, "no code, no shape: shown nowhere")
    // Malformed shapes are dropped, not read as something else.
    #expect(CAPArea.polygon("1,2 3,4") == nil, "two points")
    #expect(CAPArea.polygon("91,0 0,0 0,1") == nil, "latitude off the Earth")
    #expect(CAPArea.polygon("1,nan 0,0 0,1") == nil)
    #expect(CAPArea.circle("1,2 -5") == nil && CAPArea.circle("1,2") == nil)
  }

  @Test func australianStatesFromTheRegionElseTheZone() {
    let canberra = Location(
      name: "Canberra", region: "Australian Capital Territory, Australia", latitude: -35.28, longitude: 149.13,
      timeZoneIdentifier: "Australia/Sydney", countryCode: "AU")
    #expect(AustralianStates.code(of: canberra) == "AU-ACT")
    let bare = Location(
      name: "-35.28,149.13", latitude: -35.28, longitude: 149.13, timeZoneIdentifier: "Australia/Sydney")
    #expect(AustralianStates.code(of: bare) == "AU-NSW")
    let brokenHill = Location(
      name: "x", latitude: -31.95, longitude: 141.45, timeZoneIdentifier: "Australia/Broken_Hill")
    #expect(AustralianStates.code(of: brokenHill) == "AU-NSW")
    #expect(AustralianStates.code(of: Location(name: "y", latitude: 0, longitude: 0)) == nil)
    // Every Australian zone of the installed tz database has a state.
    let table = (try? String(contentsOfFile: ZoneDatabase.directory + "/zone.tab", encoding: .utf8)) ?? ""
    var zones: [String] = []
    for line in table.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      if fields.count >= 3, fields[0] == "AU" { zones.append(String(fields[2])) }
    }
    #expect(zones.count >= 12)
    for zone in zones {
      #expect(AustralianStates.byZone[zone] != nil, "\(zone)")
    }
  }

  @Test func linksAreFollowedOnlyToTheServicesOwnHosts() throws {
    let feed = NationalAlertFeeds.feed(id: "NZ")!
    let own = CAPFeedStore(feed: feed, client: CurlHTTPClient(), baseURL: nil, userAgent: "t", serviceName: "t")
    let url = { (text: String) in URL(string: text)! }
    #expect(
      own.resolve(url("https://alerts.metservice.com/cap/alert?id=1"))
        == url("https://alerts.metservice.com/cap/alert?id=1"))
    #expect(own.resolve(url("https://cdn.metservice.com/a.xml")) != nil, "the service's parent domain")
    #expect(own.resolve(url("https://metservice.com.evil.example/a.xml")) == nil)
    #expect(own.resolve(url("http://169.254.169.254/latest/meta-data")) == nil)
    #expect(own.resolve(url("https://example.org/a.xml")) == nil)
    #expect(CAPFeedIndex.link("file:///etc/passwd", base: url("https://alerts.metservice.com/cap/rss")) == nil)
    #expect(CAPFeedIndex.link("javascript:alert(1)", base: url("https://alerts.metservice.com/cap/rss")) == nil)
    #expect(
      CAPFeedIndex.link("alert?id=2", base: url("https://alerts.metservice.com/cap/rss"))
        == url("https://alerts.metservice.com/cap/alert?id=2"))
    // Moved (a stand-in, a shared cache): the service's own links follow it, others are not followed.
    let moved = CAPFeedStore(
      feed: feed, client: CurlHTTPClient(), baseURL: url("http://127.0.0.1:9/alerts-nz"), userAgent: "t",
      serviceName: "t")
    #expect(
      moved.resolve(url("https://alerts.metservice.com/cap/alert?id=2.49%2C1"))
        == url("http://127.0.0.1:9/alerts-nz/cap/alert?id=2.49%2C1"))
    #expect(moved.resolve(url("https://cdn.metservice.com/a.xml")) == nil)
  }

  @Test func aDetailsLinkIsAWebPageOrAbsent() {
    #expect(CAPAlerts.webPage("https://alertas2.inmet.gov.br/44220") == "https://alertas2.inmet.gov.br/44220")
    #expect(CAPAlerts.webPage("www.example.org") == nil)
    #expect(CAPAlerts.webPage("urn:oid:2.49.0.1") == nil)
    #expect(CAPAlerts.webPage(nil) == nil)
  }

  @Test func hostileTextLeavesTheModelClean() async throws {
    // C1 controls are XML characters (C0 ones are refused by the reader): CSI and OSC here.
    let hostile = try Self.message(
      "h", infos: [("en", "Wind\u{9B}31m")], extra: "<description>x\u{9D}0;pwned\u{9C}y &#x202E;z</description>")
    let server = try CAPRecordings.server([
      "/cap/rss": CAPRecordings.rssIndex(["https://alerts.metservice.com/cap/h"]),
      "/cap/h": Data(
        #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>h</identifier><status>Actual</status><msgType>Alert</msgType><scope>Public</scope><info><event>Wind&#x9B;31m</event><severity>Severe</severity><description>x&#x9D;0;pwned&#x9C;y &#x202E;z</description><area><areaDesc>A</areaDesc><polygon>-42,172 -42,174 -40,174 -40,172</polygon></area></info></alert>"#
          .utf8),
    ])
    defer { server.stop() }
    #expect(hostile.infos.first?.event == "Wind\u{9B}31m")
    let place = Location(
      name: "Here", region: "", latitude: -41, longitude: 173, timeZoneIdentifier: "Pacific/Auckland", countryCode: "NZ"
    )
    let service = AlertsService(sources: [CAPRecordings.source("NZ", server, now: Self.now)])
    let answer = await service.addingAlerts(to: AlertsServiceTests.weather(at: place)) { nil }
    #expect(answer.error == nil)
    var weather = answer.weather
    weather.validateAlerts()
    let alert = try #require(weather.alerts.alerts.first)
    #expect(alert.event == "Wind31m" || alert.event == "Wind")
    for text in [alert.event, alert.description ?? ""] {
      #expect(
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
    }
    #expect(weather.datasetMetadata[.weatherAlerts]?.providerName == "MetService (alerts.metservice.com)")
  }

  @Test func aCountryWithoutAFeedIsNamedEvenForACoordinatePlace() async throws {
    let service = AlertsService(sources: [], zoneCountries: .installed)
    let tokyo = Location(name: "35.68,139.69", latitude: 35.68, longitude: 139.69, timeZoneIdentifier: "Asia/Tokyo")
    let (weather, _) = await service.addingAlerts(to: AlertsServiceTests.weather(at: tokyo)) { nil }
    #expect(
      weather.alerts == .noSource(reason: "No official alert source for Japan yet; the WeatherKit provider has one"))
  }

  /// zone1970.tab gives Asia/Tokyo to Australia too (one bird observatory): a coordinate place in
  /// Tokyo is tried as Australian, and the Bureau's feed must not answer for it.
  @Test func aZoneSharedWithAnotherCountryDoesNotBringItsFeed() async throws {
    let server = try CAPRecordings.server([:])
    defer { server.stop() }
    let service = AlertsService(
      sources: [CAPRecordings.source("AU", server, now: Self.now)], zoneCountries: .installed)
    #expect(ZoneCountries.installed.countries(ofZone: "Asia/Tokyo").contains("AU"))
    let tokyo = Location(name: "35.68,139.69", latitude: 35.68, longitude: 139.69, timeZoneIdentifier: "Asia/Tokyo")
    let (weather, _) = await service.addingAlerts(to: AlertsServiceTests.weather(at: tokyo)) { nil }
    #expect(
      weather.alerts == .noSource(reason: "No official alert source for Japan yet; the WeatherKit provider has one"))
    #expect(server.requests.isEmpty)
    // Nor does a feed answer for a place outside its country's boxes, whatever its code.
    let feeds = NationalAlertFeeds.table
    #expect(
      !feeds.first { $0.id == "NZ" }!.covers(Location(name: "x", latitude: 35.68, longitude: 139.69, countryCode: "NZ"))
    )
    #expect(
      feeds.first { $0.id == "NZ" }!.covers(
        Location(name: "Chatham", latitude: -43.95, longitude: -176.55, countryCode: "NZ")))
    #expect(
      feeds.first { $0.id == "RU" }!.covers(
        Location(name: "Wrangel", latitude: 71.0, longitude: -179.5, countryCode: "RU")))
    // Each national row of the one table of services is a feed's, and the stand-in answers it.
    #expect(Set(ServiceEndpoint.all.filter { $0.name.hasPrefix("alerts-") }) == Set(feeds.map(\.endpoint)))
    #expect(feeds.allSatisfy { StandInAPI.endpointEnvironment("http://127.0.0.1:7")[$0.endpoint.variable] != nil })
  }

  @Test func aCoordinatePlaceInBrazilIsAskedOfINMETByItsZone() async throws {
    let server = try CAPNationalFeedTests.inmetServer()
    defer { server.stop() }
    let service = AlertsService(
      sources: [CAPRecordings.source("BR", server, language: "pt", now: CAPNationalFeedTests.inmetRecorded)],
      zoneCountries: .installed)
    let bare = Location(
      name: "-17.0392,-39.5311", latitude: -17.0392, longitude: -39.5311, timeZoneIdentifier: "America/Bahia")
    let (weather, error) = await service.addingAlerts(to: AlertsServiceTests.weather(at: bare)) { nil }
    #expect(error == nil)
    #expect(weather.alerts.alerts.map(\.event) == ["Acumulado de Chuva"])
    #expect(weather.datasetMetadata[.weatherAlerts]?.providerName == "INMET (apiprevmet3.inmet.gov.br)")
  }

  @Test func aLaterRunAsksForTheIndexAloneAndForgetsWhatItNoLongerLists() async throws {
    let index = Shared(try CAPRecordings.data("NZ/metservice_rss.xml"))
    var routes: [String: Data] = [:]
    for (route, file) in CAPNationalFeedTests.metServiceLinks { routes[route] = try CAPRecordings.data(file) }
    let messages = routes
    let server = try StandInServer { request in
      if request.path == "/cap/rss" { return StandInResponse(body: index.value) }
      return messages[request.path + "?" + request.rawQuery].map { StandInResponse(body: $0) }
        ?? StandInResponse(status: 404, text: "gone")
    }
    defer { server.stop() }
    let folder = try makeTemporaryFolder()
    let feed = NationalAlertFeeds.feed(id: "NZ")!
    func run() async throws -> CAPFeedStore.Snapshot {
      // A new store each time, as a new process (`--once`) has.
      try await CAPFeedStore(
        feed: feed, client: CurlHTTPClient(), baseURL: server.baseURL, userAgent: "t", serviceName: "t",
        cache: CacheDirectory(url: folder)
      ).snapshot(language: "en")
    }
    #expect(try await run().messages.count == 2)
    #expect(server.requests.count == 3)
    #expect(try await run().messages.count == 2)
    #expect(server.requests.count == 4, "the index alone")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("alerts/cap-nz").path)
    #expect(kept.filter { $0.hasSuffix(".xml") }.count == 2)
    // The Desert Road warning leaves the index: its file goes.
    let text = String(decoding: index.value, as: UTF8.self)
    index.value = Data(
      text.replacing(#/<item>\s*<title>Road Snowfall Warning</title>\s*<guid>[^<]*desertroad[\s\S]*?</item>/#, with: "")
        .utf8)
    #expect(
      try await run().messages.map(\.identifier) == [
        "2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0"
      ])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("alerts/cap-nz").path)
    #expect(left.filter { $0.hasSuffix(".xml") }.count == 1)
  }

  @Test func aFailedMessageIsRetriedAndNeverTakenForNoAlerts() async throws {
    let failing = Shared(true)
    let desert = try CAPRecordings.data("NZ/metservice_cap_desertroad.xml")
    let index = try CAPRecordings.data("NZ/metservice_rss.xml")
    let server = try StandInServer { request in
      if request.path == "/cap/rss" { return StandInResponse(body: index) }
      if request.rawQuery.contains("desertroad") {
        return failing.value ? StandInResponse(status: 503, text: "busy") : StandInResponse(body: desert)
      }
      return StandInResponse(status: 404, text: "gone")
    }
    defer { server.stop() }
    let feed = NationalAlertFeeds.feed(id: "NZ")!
    let store = CAPFeedStore(
      feed: feed, client: CurlHTTPClient(), baseURL: server.baseURL, userAgent: "t", serviceName: "MetService alerts",
      sharedFor: .zero)
    let error = await caught { try await store.snapshot(language: "en") }
    #expect(
      (error as? AlertSourceError)?.message
        == "MetService alerts answered HTTP 503; the service has a problem, alerts will be retried at the next refresh")
    failing.value = false
    let snapshot = try await store.snapshot(language: "en")
    #expect(snapshot.messages.map(\.identifier) == ["2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0"])
    // The 404 message was not asked again; the failed one was.
    let asked = server.requests.filter { $0.path == "/cap/alert" }.map(\.rawQuery)
    #expect(asked.filter { $0.contains("dunedin") }.count == 1)
    #expect(asked.filter { $0.contains("desertroad") }.count == 2)
  }
}
