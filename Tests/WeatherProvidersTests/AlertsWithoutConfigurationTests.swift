import Foundation
import Synchronization
import SystemFiles
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Alerts that find the place without configuration: the country from the coordinates' time
/// zone, MeteoAlarm's area from the place's names, and a failed source said as such.
struct AlertsWithoutConfigurationTests {
  // MARK: - The country from the zone

  @Test func theInstalledTzTablesNameEachZonesCountries() {
    let table = ZoneCountries.installed
    #expect(table.countries(ofZone: "Europe/Oslo") == ["NO"], "zone.tab: Norway's own zone")
    #expect(table.countries(ofZone: "Europe/Vienna") == ["AT"])
    // zone1970.tab lists every country sharing a zone since 1970, the zone's own first.
    #expect(table.countries(ofZone: "Europe/Berlin").first == "DE")
    #expect(table.countries(ofZone: "Europe/Berlin").count > 1)
    #expect(table.countries(ofZone: "America/Toronto").first == "CA")
    #expect(table.countries(ofZone: "UTC") == [])
  }

  @Test func tablesAreReadAsTheTzDatabaseWritesThem() {
    let table = ZoneCountries(
      zoneTab: "# comment\nNO\t+5955+01045\tEurope/Oslo\nSJ\t+7800+01600\tArctic/Longyearbyen\n",
      zone1970Tab: "DE,DK,NO,SE,SJ\t+5230+01322\tEurope/Berlin\tmost of Germany\nxx\tbad\n")
    #expect(table.countries(ofZone: "Europe/Oslo") == ["NO"])
    #expect(table.countries(ofZone: "Europe/Berlin") == ["DE", "DK", "NO", "SE", "SJ"])
  }

  @Test func aCoordinatePlaceInNorwayIsAskedOfMETNorway() async throws {
    let body = try TestData.own("METNorway/linecast-svalbard-gales.json")
    let server = try StandInServer { request in
      request.path == "/weatherapi/metalerts/2.0/current.json"
        ? StandInResponse(headers: ["Content-Type": "application/json"], body: body)
        : StandInResponse(status: 404, text: "{}")
    }
    defer { server.stop() }
    let client = CurlHTTPClient()
    let service = AlertsService(sources: [
      NWSAlertSource(client: client, baseURL: server.baseURL),
      METNorwayAlertSource(client: client, baseURL: server.baseURL, userAgent: NWSAlertSource.userAgent()),
    ])
    // Tromsø typed as coordinates: no country, but the forecast's zone.
    var tromso = Location(name: "69.6492, 18.9553", latitude: 69.6492, longitude: 18.9553)
    tromso.timeZoneIdentifier = "Europe/Oslo"
    let (weather, error) = await service.addingAlerts(to: AlertsServiceTests.weather(at: tromso)) { nil }
    #expect(error == nil)
    #expect(weather.datasetMetadata[.weatherAlerts]?.providerName == METNorwayAlertSource.providerName)
    #expect(!weather.alerts.alerts.isEmpty)
    #expect(weather.alerts.alerts.allSatisfy { $0.event == "Gale" }, "English names, not Kuling")
    #expect(server.requests.map(\.path) == ["/weatherapi/metalerts/2.0/current.json"])
    // Without the zone, Tromsø is in no source's area.
    tromso.timeZoneIdentifier = nil
    let bare = await service.addingAlerts(to: AlertsServiceTests.weather(at: tromso)) { nil }
    #expect(bare.weather.alerts == .noSource(reason: NWSAlertSource.noSourceReason))
  }

  @Test func aCachedAnswerForTheCellIsNotUsedForAPlaceOfAnotherCountry() {
    let byCoordinates = Location(name: "69.65, 18.96", latitude: 69.65, longitude: 18.96)
    let byName = Location(name: "Tromsø", latitude: 69.65, longitude: 18.96, countryCode: "NO")
    #expect(!byCoordinates.asksSameAlertSource(as: byName))
    #expect(
      byName.asksSameAlertSource(as: Location(name: "Tromso", latitude: 69.651, longitude: 18.96, countryCode: "no")))
    var withArea = byName
    withArea.alertArea = "NO123"
    #expect(!withArea.asksSameAlertSource(as: byName))
  }

  // MARK: - Failure is not absence

  @Test func aFailedSourceWithNothingKeptIsUnavailableWithItsReason() async throws {
    let server = try AlertsServiceTests.server(nwsOutOfBounds: Data(), ecccStatus: 503)
    defer { server.stop() }
    let place = Location(name: "Annapolis Royal", latitude: 44.6487, longitude: -65.2007, countryCode: "CA")
    let (weather, error) = await AlertsServiceTests.service(server).addingAlerts(
      to: AlertsServiceTests.weather(at: place)
    ) { nil }
    let reason = "ECCC alerts answered HTTP 503; the service has a problem, alerts will be retried at the next refresh"
    #expect(error == reason)
    #expect(weather.alerts == .unavailable(reason: reason))
    #expect(weather.alerts.alerts.isEmpty)
    #expect(weather.datasetMetadata[.weatherAlerts]?.temporarilyUnavailable == true)
    #expect(
      AlertStatus.reasonWithoutRetry(reason) == "ECCC alerts answered HTTP 503; the service has a problem")
  }

  // MARK: - One alert for several areas

  @Test func alertsIdenticalButForTheirAreaAreOneNamingBoth() {
    var north = WeatherAlert(
      id: "a", event: "Wind warning", severity: .moderate, areaDescription: "North", source: "S", description: "Gusts")
    north.detailsURL = "https://example.org/a"
    var south = north
    south.id = "b"
    south.areaDescription = "South"
    south.detailsURL = "https://example.org/b"
    var other = north
    other.id = "c"
    other.severity = .severe
    let merged = AlertStatus.covered([north, south, other, north]).mergingAreas()
    #expect(merged.alerts.map(\.id) == ["a", "c"])
    #expect(merged.alerts[0].areaDescription == "North; South")
    #expect(AlertStatus.noSource(reason: "x").mergingAreas() == .noSource(reason: "x"))
  }
}

/// MeteoAlarm's area from the place's names: in English and in the country's language.
struct MeteoAlarmAreaMatchTests {
  static let austria: [MeteoAlarmFeed.AreaName] = [
    .init(code: "AT901", name: "Wien"), .init(code: "AT332", name: "Tirol"),
    .init(code: "AT122", name: "Wiener Neustadt (Stadt)"), .init(code: "AT211", name: "Kärnten"),
  ]

  @Test func viennaFindsWienThroughItsGermanName() {
    let match = MeteoAlarmAreaMatch(
      placeNames: [.init(english: "Vienna", local: "Wien")], regionNames: [.init(english: "Vienna", local: "Wien")])
    #expect(match.match(Self.austria) == .sure(.init(code: "AT901", name: "Wien"), alias: "Vienna"))
  }

  @Test func withoutTheLocalNameNothingIsGuessed() {
    let match = MeteoAlarmAreaMatch(placeNames: [.init(english: "Vienna")], regionNames: [.init(english: "Vienna")])
    #expect(match.match(Self.austria) == .unsure([]), "never Tirol, never an unrelated area")
  }

  @Test func kindWordsAndMarksDoNotStandInTheWay() {
    let croatia: [MeteoAlarmFeed.AreaName] = [
      .init(code: "HR006", name: "Rijeka region"), .init(code: "HR004", name: "Gospic region"),
    ]
    let rijeka = MeteoAlarmAreaMatch(placeNames: [.init(english: "Rijeka")], regionNames: [])
    #expect(rijeka.match(croatia) == .sure(.init(code: "HR006", name: "Rijeka region"), alias: nil))
    let gospic = MeteoAlarmAreaMatch(placeNames: [.init(english: "Gospić")], regionNames: [])
    #expect(gospic.match(croatia) == .sure(.init(code: "HR004", name: "Gospic region"), alias: nil))
    let carinthia = MeteoAlarmAreaMatch(
      placeNames: [.init(english: "Klagenfurt")], regionNames: [.init(english: "Carinthia", local: "Kärnten")])
    #expect(carinthia.match(Self.austria) == .sure(.init(code: "AT211", name: "Kärnten"), alias: "Carinthia"))
  }

  @Test func twoEqualMatchesAreOfferedNotChosen() {
    let areas: [MeteoAlarmFeed.AreaName] = [.init(code: "X1", name: "Split"), .init(code: "X2", name: "Split region")]
    let match = MeteoAlarmAreaMatch(placeNames: [.init(english: "Split")], regionNames: [])
    #expect(match.match(areas) == .unsure(areas))
  }

  /// Vienna as a place search gives it: English names, no area.
  static let vienna = Location(
    name: "Vienna", region: "Vienna, Austria", latitude: 48.21, longitude: 16.37, countryCode: "AT")

  /// A MeteoAlarm source on `server` whose local-name lookup answers "Wien", telling `asked`
  /// each "name@language" it was asked.
  static func viennaSource(_ server: StandInServer, asked: @escaping @Sendable (String) -> Void)
    -> MeteoAlarmAlertSource
  {
    MeteoAlarmAlertSource(
      client: CurlHTTPClient(), baseURL: server.baseURL, now: { Date(timeIntervalSince1970: 1_764_000_000) },
      localNames: { place, language in
        asked("\(place.name)@\(language)")
        return ("Wien", "Wien")
      })
  }

  @Test func aViennaPlaceFromSearchTakesWiensWarningsByPosition() async throws {
    let feed = MeteoAlarmAlertTests.feed([("a1", "Alert", 2, ["AT901"], nil), ("a2", "Alert", 2, ["AT707"], nil)])
    let server = try MeteoAlarmAlertTests.serving(feed)
    defer { server.stop() }
    let asked = Mutex<[String]>([])
    let source = Self.viennaSource(server) { name in asked.withLock { $0.append(name) } }
    let status = try await source.alerts(for: Self.vienna)
    #expect(status.alerts.map(\.id) == ["a1"])
    #expect(asked.withLock { $0 }.isEmpty, "the outlines settle it: no names needed")
    let areas = try await source.areas(for: Self.vienna)
    #expect(areas.byPosition && areas.suggested == ["AT010", "AT901"])
  }

  @Test func aViennaPlaceFromSearchTakesWiensWarningsWithoutChoosing() async throws {
    // A feed filing codes the outline table does not know (as a newer edition of the areas
    // would): the position settles nothing, so the names decide.
    let feed = MeteoAlarmAlertTests.feed([("a1", "Alert", 2, ["AT0901"], nil), ("a2", "Alert", 2, ["AT0332"], nil)])
    // The feed names its area "Wien", as Austria's service does.
    let body = Data(String(decoding: feed, as: UTF8.self).replacing("Wien AT0901", with: "Wien").utf8)
    let server = try MeteoAlarmAlertTests.serving(body)
    defer { server.stop() }
    let asked = Mutex<[String]>([])
    let source = Self.viennaSource(server) { name in asked.withLock { $0.append(name) } }
    let status = try await source.alerts(for: Self.vienna)
    #expect(status.alerts.map(\.id) == ["a1"])
    #expect(asked.withLock { $0 } == ["Vienna@de"])
    let areas = try await source.areas(for: Self.vienna)
    #expect(areas.suggested == ["AT0901"])
    #expect(areas.otherNames["AT0901"] == ["Vienna"])
  }

  @Test func aFeedOfOneAreaNeedsNoNames() async throws {
    let server = try MeteoAlarmAlertTests.serving(MeteoAlarmAlertTests.feed([("a1", "Alert", 2, ["MT001"], nil)]))
    defer { server.stop() }
    let source = MeteoAlarmAlertSource(
      client: CurlHTTPClient(), baseURL: server.baseURL, now: { Date(timeIntervalSince1970: 1_764_000_000) })
    let valletta = Location(name: "Valletta", latitude: 35.9, longitude: 14.51, countryCode: "MT")
    #expect(try await source.alerts(for: valletta).alerts.map(\.id) == ["a1"])
  }
}

/// MET Norway's event code in words: the English name its answer carries.
struct METNorwayEventNameTests {
  @Test func codesReadAsWords() {
    #expect(METNorwayAlertsResponse.words(ofCode: "gale") == "Gale")
    #expect(METNorwayAlertsResponse.words(ofCode: "forestFire") == "Forest fire")
    #expect(METNorwayAlertsResponse.words(ofCode: "blowingSnow") == "Blowing snow")
    #expect(METNorwayAlertsResponse.words(ofCode: "") == nil)
    #expect(METNorwayAlertsResponse.words(ofCode: "x\u{1B}[2J") == nil)
  }
}
