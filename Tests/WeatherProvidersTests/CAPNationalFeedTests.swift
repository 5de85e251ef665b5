import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Each national CAP feed against its real recording (Fixtures/CAP, provenance in its README),
/// served by a stand-in at the service's own paths and read through the real HTTP client.
struct CAPNationalFeedTests {
  static func place(_ name: String, _ latitude: Double, _ longitude: Double, _ zone: String, _ country: String)
    -> Location
  {
    Location(name: name, latitude: latitude, longitude: longitude, timeZoneIdentifier: zone, countryCode: country)
  }

  // MARK: - New Zealand: MetService's RSS and two signed messages

  static let metServiceLinks = [
    "/cap/alert?id=2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0": "NZ/metservice_cap_desertroad.xml",
    "/cap/alert?id=2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0":
      "NZ/metservice_cap_dunedintowaitatihighway.xml",
  ]

  static func metServiceServer() throws -> StandInServer {
    var routes = ["/cap/rss": try CAPRecordings.data("NZ/metservice_rss.xml")]
    for (route, file) in metServiceLinks { routes[route] = try CAPRecordings.data(file) }
    return try CAPRecordings.server(routes)
  }

  /// The index's pubDate, Mon, 31 Aug 2026 23:21:28 +1200.
  static let metServiceRecorded = CAPRecordings.date("2026-08-31T23:21:28+12:00")

  @Test func newZealandRoadSnowfallWarningsFromMetServicesRecordedFeed() async throws {
    let server = try Self.metServiceServer()
    defer { server.stop() }
    let source = CAPRecordings.source("NZ", server, now: Self.metServiceRecorded)
    let desertRoad = Self.place("Desert Road", -39.09, 175.808, "Pacific/Auckland", "NZ")
    let alerts = try await source.alerts(for: desertRoad).alerts
    #expect(alerts.count == 1)
    let alert = try #require(alerts.first)
    #expect(alert.id == "2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0")
    #expect(alert.event == "snow")
    #expect(alert.headline == "Road Snowfall Warning")
    #expect(alert.severity == .moderate && alert.urgency == "Future" && alert.certainty == "Likely")
    #expect(alert.onset == CAPRecordings.date("2026-08-31T23:00:00+12:00"))
    #expect(alert.expires == CAPRecordings.date("2026-09-01T06:00:00+12:00"), "the signed expiry, restored")
    #expect(alert.issuedTime == CAPRecordings.date("2026-08-31T21:03:41+12:00"))
    #expect(alert.source == "Meteorological Service of New Zealand Limited")
    #expect(alert.areaDescription == "Desert Road (SH1)")
    #expect(alert.detailsURL == "https://metservice.com/warnings/home")
    #expect(alert.responses == ["monitor"])
    #expect(alert.countryCode == "NZ")
    #expect(
      alert.description
        == "Snow showers are expected to affect higher parts of the road late Monday night and early Tuesday morning. "
        + "Around 1 cm could accumulate above 800 metres.")
    #expect(alert.instruction?.hasPrefix("Note: A Road Snowfall Warning means") == true)

    // The index once, each linked message once, on the stand-in (the links name MetService's
    // host and are moved to the override, query and all).
    #expect(server.requests.first?.path == "/cap/rss")
    #expect(
      Set(server.requests.dropFirst().map { $0.path + "?" + $0.rawQuery }) == Set(Self.metServiceLinks.keys))
    #expect(server.requests.allSatisfy { ($0.headers["user-agent"] ?? "").hasPrefix("weathertui/") })

    // Another place in the same refresh is answered from the same reading: no request.
    let dunedin = Self.place("Dunedin to Waitati", -45.80, 170.515, "Pacific/Auckland", "NZ")
    let second = try await source.alerts(for: dunedin).alerts
    #expect(second.map(\.areaDescription) == ["Dunedin to Waitati Highway (SH1)"])
    #expect(second.first?.urgency == "Immediate")
    let wellington = Self.place("Wellington", -41.29, 174.78, "Pacific/Auckland", "NZ")
    #expect(try await source.alerts(for: wellington) == .covered([]), "no warning's polygon holds Wellington")
    #expect(server.requests.count == 3)
  }

  @Test func aWarningIsGoneAtItsExpiry() async throws {
    let server = try Self.metServiceServer()
    defer { server.stop() }
    let later = CAPRecordings.source("NZ", server, now: CAPRecordings.date("2026-09-01T06:00:01+12:00"))
    let desertRoad = Self.place("Desert Road", -39.09, 175.808, "Pacific/Auckland", "NZ")
    #expect(try await later.alerts(for: desertRoad) == .covered([]))
  }

  // MARK: - Brazil: INMET's RSS and the 56 messages it listed

  /// The index's pubDate, Tue, 25 Jul 2023 21:25:17 -0300.
  static let inmetRecorded = CAPRecordings.date("2023-07-25T21:25:17-03:00")

  static func inmetServer() throws -> StandInServer {
    var routes = ["/avisos/rss": try CAPRecordings.data("BR/rss_page.xml")]
    let names = try FileManager.default.contentsOfDirectory(
      atPath: CAPRecordings.folder.appendingPathComponent("BR/messages").path)
    for name in names where name.hasSuffix(".xml") {
      routes["/avisos/rss/" + name.dropLast(4)] = try CAPRecordings.data("BR/messages/" + name)
    }
    return try CAPRecordings.server(routes)
  }

  @Test func brazilAWholeRecordedRefreshOfINMETsFeed() async throws {
    let server = try Self.inmetServer()
    defer { server.stop() }
    let source = CAPRecordings.source("BR", server, language: "pt", now: Self.inmetRecorded)
    let itamaraju = Self.place("Itamaraju", -17.0392, -39.5311, "America/Bahia", "BR")
    let alerts = try await source.alerts(for: itamaraju).alerts
    #expect(alerts.map(\.id) == ["urn:oid:2.49.0.0.76.0.2023.20751.1"])
    let alert = try #require(alerts.first)
    #expect(alert.event == "Acumulado de Chuva")
    #expect(alert.headline == "Aviso de Acumulado de Chuva. Severidade Grau: Moderate")
    #expect(alert.severity == .moderate)
    #expect(alert.onset == CAPRecordings.date("2023-07-25T10:23:00-03:00"))
    #expect(alert.expires == CAPRecordings.date("2023-07-26T10:00:00-03:00"))
    #expect(alert.source == "Instituto Nacional de Meteorologia")
    #expect(alert.detailsURL == "https://alertas2.inmet.gov.br/44220")
    #expect(
      alert.areaDescription
        == "Aviso para as áreas: Sul Baiano, Vale do Mucuri, Litoral Norte Espírito-santense, Jequitinhonha")
    #expect(alert.responses == ["prepare"])
    // The index and all 56 messages it links, in one refresh (under the 60 a refresh may read).
    #expect(server.requests.count == 57)
    #expect(Set(server.requests.map(\.path)).count == 57)

    // An Update in force; the 11 Cancels of the feed show nothing; old warnings have expired.
    let livramento = Self.place("Santana do Livramento", -30.8906, -55.5322, "America/Sao_Paulo", "BR")
    let update = try await source.alerts(for: livramento).alerts
    #expect(update.map(\.id) == ["urn:oid:2.49.0.0.76.0.2023.20739.2"])
    #expect(update.first?.event == "Chuvas Intensas")
    let brasilia = Self.place("Brasília", -15.7797, -47.9297, "America/Sao_Paulo", "BR")
    #expect(try await source.alerts(for: brasilia) == .covered([]), "six warnings held Brasília, all expired")
    #expect(server.requests.count == 57, "one reading for every place of the refresh")
  }

  @Test func aRefreshReadsAtMostSixtyNewMessagesAndTheRestNextTime() async throws {
    // The recorded index listed three times over (each message under three links): 168 links.
    let recorded = String(decoding: try CAPRecordings.data("BR/rss_page.xml"), as: UTF8.self)
    let tripled = recorded.replacing(
      #/<item>(?<body>.*?)<link>https://apiprevmet3.inmet.gov.br/avisos/rss/(?<id>\d+)</link>(?<rest>.*?)</item>/#
        .dotMatchesNewlines()
    ) { match in
      (1...3).map { copy in
        "<item>\(match.body)<link>https://apiprevmet3.inmet.gov.br/avisos/rss/\(match.id)/\(copy)</link>\(match.rest)</item>"
      }.joined()
    }
    let messages = try FileManager.default.contentsOfDirectory(
      atPath: CAPRecordings.folder.appendingPathComponent("BR/messages").path)
    var routes = ["/avisos/rss": Data(tripled.utf8)]
    for name in messages {
      for copy in 1...3 {
        routes["/avisos/rss/\(name.dropLast(4))/\(copy)"] = try CAPRecordings.data("BR/messages/" + name)
      }
    }
    let server = try CAPRecordings.server(routes)
    defer { server.stop() }
    let feed = NationalAlertFeeds.feed(id: "BR")!
    let store = CAPFeedStore(
      feed: feed, client: CurlHTTPClient(), baseURL: server.baseURL, userAgent: "weathertui/0.1",
      serviceName: "INMET alerts",
      sharedFor: .zero)
    let first = try await store.snapshot(language: "pt")
    #expect(first.listed == 168 && first.unread == 108 && first.messages.count == 60)
    #expect(server.requests.count == 1 + 60)
    let second = try await store.snapshot(language: "pt")
    #expect(second.unread == 48 && server.requests.count == 61 + 1 + 60)
    let third = try await store.snapshot(language: "pt")
    #expect(third.unread == 0 && third.messages.count == 168 && server.requests.count == 122 + 1 + 48)
    // Read in full, a refresh costs the index alone.
    _ = try await store.snapshot(language: "pt")
    #expect(server.requests.count == 171 + 1)
  }

  @Test func aPlaceWhoseWarningsAreNotReadYetIsToldSoNotGivenNoAlerts() async throws {
    let recorded = String(decoding: try CAPRecordings.data("BR/rss_page.xml"), as: UTF8.self)
    // Seventy links to messages that are not Itamaraju's come first, so its warning is not read
    // in the first refresh.
    let filler = (0..<70).map { "<item><link>https://apiprevmet3.inmet.gov.br/avisos/rss/44140/\($0)</link></item>" }
    let index = recorded.replacing("<item>", with: filler.joined() + "<item>", maxReplacements: 1)
    var routes = ["/avisos/rss": Data(index.utf8)]
    let old = try CAPRecordings.data("BR/messages/44140.xml")
    for copy in 0..<70 { routes["/avisos/rss/44140/\(copy)"] = old }
    for name in try FileManager.default.contentsOfDirectory(
      atPath: CAPRecordings.folder.appendingPathComponent("BR/messages").path)
    {
      routes["/avisos/rss/" + name.dropLast(4)] = try CAPRecordings.data("BR/messages/" + name)
    }
    let server = try CAPRecordings.server(routes)
    defer { server.stop() }
    let itamaraju = Self.place("Itamaraju", -17.0392, -39.5311, "America/Bahia", "BR")
    let source = CAPRecordings.source("BR", server, language: "pt", now: Self.inmetRecorded)
    let error = await caught { try await source.alerts(for: itamaraju) }
    #expect(
      (error as? AlertSourceError)?.message
        == "INMET alerts lists 126 warnings and 60 have been read so far; "
        + "alerts will be retried at the next refresh")
  }

  // MARK: - Mexico, the Philippines, Macao, Kazakhstan, Russia: a recorded message each

  @Test func mexicoATropicalStormWarningFromSMN() async throws {
    let path = "/tools/PHP/feedsmn/FILES/xml_cap/avisossmn-ciclontropical-4063_cap.xml"
    let server = try CAPRecordings.server([
      "/tools/PHP/feedsmn/cap.php": CAPRecordings.atomIndex(["https://smn.conagua.gob.mx" + path]),
      path: try CAPRecordings.data("MX/mexico.xml"),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source(
      "MX", server, language: "es", now: CAPRecordings.date("2018-10-20T07:15:00-05:00"))
    let tapachula = Self.place("Tapachula", 14.9, -92.26, "America/Mexico_City", "MX")
    let alert = try #require(try await source.alerts(for: tapachula).alerts.first)
    #expect(alert.id == "avisossmn-ciclontropical-4063")
    #expect(alert.event == "Aviso de Ciclón Tropical en el Pacífico")
    #expect(alert.headline == #"LA TORMENTA TROPICAL "VICENTE" SE LOCALIZA AL SUR DE CHIAPAS"#)
    #expect(alert.severity == .unknown, "served Unknown; the semáforo parameter's red is not made a severity")
    #expect(alert.expires == CAPRecordings.date("2018-10-20T10:15:00-05:00"))
    #expect(alert.source == "Comisión Nacional del Agua - Servicio Meteorológico Nacional")
    #expect(alert.areaDescription == "Chis,Oax")
    #expect(alert.responses == ["execute"])
    #expect(alert.description?.hasPrefix("Se prevé que la Tormenta Tropical \"VICENTE\"") == true)
    let monterrey = Self.place("Monterrey", 25.67, -100.31, "America/Monterrey", "MX")
    #expect(try await source.alerts(for: monterrey) == .covered([]))
  }

  @Test func thePhilippinesPAGASAsSignedTestMessageIsReadAndNotShown() async throws {
    let path = "/output/tca/103ff55e-b538-49a2-a94a-64470ddea2cc.cap"
    let server = try CAPRecordings.server([
      "/feeds/": CAPRecordings.atomIndex(["https://publicalert.pagasa.dost.gov.ph" + path]),
      path: try CAPRecordings.data("PH/ph.cap"),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source("PH", server, now: CAPRecordings.date("2014-11-03T14:57:33+08:00"))
    let manila = Self.place("Manila", 14.6, 121.0, "Asia/Manila", "PH")
    #expect(try await source.alerts(for: manila) == .covered([]), "status Test: a drill, never shown")
    #expect(server.requests.map(\.path) == ["/feeds/", path])
    // What the message says, read by the same reader.
    let message = try CAPMessage.parse(try CAPRecordings.data("PH/ph.cap"))
    #expect(message.status == "Test" && message.sender == "PAGASA-DOST")
    #expect(message.infos.first?.headline == "Tropical Cyclone Alert : Typhoon Paeng  [TEST]")
    #expect(message.infos.first?.areas.first?.polygons.first?.count == 6, "the closing point dropped")
  }

  @Test func macaoAMonsoonSignalsAllClearIsNotAWarning() async throws {
    let server = try CAPRecordings.server([
      "/cap_rss.xml": CAPRecordings.rssIndex(["https://rss.smg.gov.mo/cap/mo-cap_monsoon.xml"]),
      "/cap/mo-cap_monsoon.xml": try CAPRecordings.data("MO/mo-cap_monsoon.xml"),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source(
      "MO", server, language: "zh", now: CAPRecordings.date("2025-04-13T06:00:00+08:00"))
    let macao = Self.place("Macao", 22.19, 113.54, "Asia/Macau", "MO")
    #expect(try await source.alerts(for: macao) == .covered([]))
    let message = try CAPMessage.parse(try CAPRecordings.data("MO/mo-cap_monsoon.xml"))
    #expect(message.references == [message.identifier], "the update names itself")
    let info = try #require(message.infos.first)
    #expect(info.language == "zh-mo" && info.event == "強烈季候風信號" && info.responseTypes == ["AllClear"])
    #expect(info.urgency == "Past")
    // One info per language, each with the territory's outline, written with tabs and line
    // breaks between the pairs.
    #expect(message.infos.map(\.language) == ["zh-mo", "pt-PT", "en-US"])
    #expect(message.infos.map { $0.areas.map(\.polygons.count) } == [[1], [1], [1]])
    #expect(
      message.infos.last?.areas.first?.description == "Macao Special Administrative Region Administrative Area Map")
    #expect(info.areas.first?.contains(latitude: 22.19, longitude: 113.54) == true)
  }

  @Test func kazakhstanFreezingRainFromKazhydrometInEnglish() async throws {
    let file = "kz-2.49.0.0.398.0-20250306-133701-0284797-00-EN.xml"
    let server = try CAPRecordings.server([
      "/kazakhstan/cap-feed/en/atom.xml": CAPRecordings.atomIndex([
        "https://meteoalert.meteoinfo.ru/kazakhstan/cap/" + file
      ]),
      "/kazakhstan/cap/" + file: try CAPRecordings.data("KZ/" + file),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source("KZ", server, now: CAPRecordings.date("2025-03-06T15:00:00+00:00"))
    let kokpekti = Self.place("Kokpekti", 48.75, 82.37, "Asia/Almaty", "KZ")
    let alert = try #require(try await source.alerts(for: kokpekti).alerts.first)
    #expect(alert.event == "Freezing rain, icing" && alert.severity == .moderate && alert.urgency == "Future")
    #expect(alert.areaDescription == "Kokpekti district (Abai oblysy)")
    #expect(alert.source == "Kazhydromet via Roshydromet", "no senderName: the feed's credit")
    #expect(alert.onset == CAPRecordings.date("2025-03-06T15:00:00-00:00"))
    #expect(alert.expires == CAPRecordings.date("2025-03-07T16:00:00+00:00"))
    #expect(alert.detailsURL == nil, "no web page given")
  }

  @Test func russiaWindOnWrangelIslandAcrossTheAntimeridianInRussian() async throws {
    let file = "ru-20250301222516-0086037.xml"
    let server = try CAPRecordings.server([
      "/hmc-output/cap/cap-feed/ru/atom.xml": CAPRecordings.atomIndex(["https://meteoinfo.ru/hmc-output/cap/" + file]),
      "/hmc-output/cap/" + file: try CAPRecordings.data("RU/" + file),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source(
      "RU", server, language: "ru", now: CAPRecordings.date("2025-03-02T10:00:00+00:00"))
    // Wrangel Island's outline runs from −177.4° to −180°; the Chukotka coast's across 180°.
    let wrangel = Self.place("Ushakovskoye", 71.0, -179.5, "Asia/Anadyr", "RU")
    let alert = try #require(try await source.alerts(for: wrangel).alerts.first)
    #expect(alert.event == "Ветер" && alert.headline == "Ветер" && alert.severity == .moderate)
    #expect(alert.description == "на побережье Чукотского моря порывы до 18 м/с, поземок.")
    #expect(alert.areaDescription == "Чукотский а.о." && alert.detailsURL == "https://meteoinfo.ru")
    #expect(server.requests.first?.path == "/hmc-output/cap/cap-feed/ru/atom.xml", "the Russian index")
    let coast = Self.place("Chukotka coast", 66.3, 179.1, "Asia/Anadyr", "RU")
    #expect(try await source.alerts(for: coast).alerts.count == 1)
    let moscow = Self.place("Moscow", 55.75, 37.62, "Europe/Moscow", "RU")
    #expect(try await source.alerts(for: moscow) == .covered([]))
  }

  // MARK: - Jamaica: the recorded index (empty) and a recorded message

  /// The index as recorded, 2026-10-06 01:34 UTC: no warnings in force, said in an entry that
  /// links back to the index. That link is not a message and is not asked for.
  @Test func jamaicaTheRecordedEmptyIndexIsNoAlertsWithOneRequest() async throws {
    let server = try CAPRecordings.server(["/capfeed.php": try CAPRecordings.data("JM/jm-smartalert-empty.atom")])
    defer { server.stop() }
    let source = CAPRecordings.source("JM", server, now: CAPRecordings.date("2026-10-06T01:34:05+00:00"))
    let kingston = Self.place("Kingston", 17.99, -76.79, "America/Jamaica", "JM")
    #expect(try await source.alerts(for: kingston) == .covered([]))
    #expect(server.requests.map(\.path) == ["/capfeed.php"])
  }

  /// The Met Service's strong wind advisory of 2026-10-04 for the waters south of the island
  /// (two polygons, written with CRLF line ends as served), linked from an index made here.
  @Test func jamaicaAStrongWindAdvisoryForPedroBankNotForTheCoast() async throws {
    let path =
      "/data//publishedCap/2026/10/20261004133826/"
      + "20261004133826_0000_ALERT_2.49.0.0.388.0.JM.261004133826.KVj29nYbr350L6WIfeOq.xml"
    let server = try CAPRecordings.server([
      "/capfeed.php": CAPRecordings.atomIndex(["https://alert.metservice.gov.jm" + path]),
      path: try CAPRecordings.data("JM/jm-smartalert-wind.xml"),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source("JM", server, now: CAPRecordings.date("2026-10-04T09:00:00-05:00"))
    let pedroCays = Self.place("Pedro Cays", 17.0, -77.8, "America/Jamaica", "JM")
    let alert = try #require(try await source.alerts(for: pedroCays).alerts.first)
    #expect(alert.id == "2.49.0.0.388.0.JM.261004133826.KVj29nYbr350L6WIfeOq")
    #expect(alert.event == "Strong Wind and Large Waves Advisory")
    #expect(alert.severity == .severe && alert.urgency == "Future" && alert.certainty == "Likely")
    #expect(alert.expires == CAPRecordings.date("2026-10-04T13:00:00-05:00"))
    #expect(alert.source == "Meteorological Service of Jamaica")
    #expect(alert.areaDescription == "offshore Pedro Bank area, south coast territorial waters")
    #expect(alert.detailsURL == "http://metservice.gov.jm/")
    #expect(alert.description?.contains("\r") == false, "CRLF read as line feeds")
    #expect(alert.description?.hasSuffix("Take extra precautions if you go to sea.\n\nStay informed") == true)
    // Kingston and Black River are on land: the advisory is for the sea.
    for (name, latitude, longitude) in [("Kingston", 17.99, -76.79), ("Black River", 18.03, -77.85)] {
      let place = Self.place(name, latitude, longitude, "America/Jamaica", "JM")
      #expect(try await source.alerts(for: place) == .covered([]), "\(name)")
    }
    #expect(server.requests.map(\.path) == ["/capfeed.php", path], "shared for 60 s: one index for three places")
  }

  // MARK: - Australia: WMO's copy of the Bureau's feed

  @Test func australiaTheRecordedIndexOfTheBureausFeedOnWMOsServer() async throws {
    let server = try CAPRecordings.server([
      "/v2/cap-alerts/au-bom-en/rss.xml": try CAPRecordings.data("AU/au-bom-en.rss.xml")
    ])
    defer { server.stop() }
    let source = CAPRecordings.source("AU", server, now: CAPRecordings.date("2026-01-01T16:05:14+00:00"))
    let perth = Location(
      name: "Perth", region: "Western Australia, Australia", latitude: -31.95, longitude: 115.86,
      timeZoneIdentifier: "Australia/Perth", countryCode: "AU")
    // The message it links was not recorded: the stand-in answers 404, which a withdrawn message
    // gets, and nothing is shown for it.
    #expect(try await source.alerts(for: perth) == .covered([]))
    #expect(
      server.requests.map(\.path) == [
        "/v2/cap-alerts/au-bom-en/rss.xml",
        "/v2/cap-alerts/au-bom-en/2026/01/01/05/01/02-dc6fc32e272f13d57f3fb683aa6bd3b8.xml",
      ])
  }

  /// No message of the Bureau's may be kept here (Fixtures/CAP/README.md), so this one is **made
  /// up** in the shape of its 2019 thunderstorm warning: districts as AMOC area codes, which no
  /// place here is known by, and the state as an ISO 3166-2 geocode. It proves the path from a
  /// place to its state to the warning through the real client, not what the Bureau serves.
  @Test func australiaAStateGeocodeReachesThePlacesOfThatStateOnly() async throws {
    let path = "/v2/cap-alerts/au-bom-en/2026/06/01/00/00/00-made-up.xml"
    let message = """
      <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>made-up.au.1</identifier>
      <sender>made-up</sender><sent>2026-06-01T00:00:00+00:00</sent><status>Actual</status>
      <msgType>Alert</msgType><scope>Public</scope><info><language>en</language><category>Met</category>
      <event>Thunderstorm</event><urgency>Expected</urgency><severity>Unknown</severity>
      <certainty>Likely</certainty><expires>2026-06-01T06:00:00+00:00</expires>
      <headline>Made-up warning for the Northern Tablelands</headline><area><areaDesc>Northern Tablelands</areaDesc>
      <geocode><valueName>AMOC-AreaCode</valueName><value>NSW_PW012</value></geocode>
      <geocode><valueName>ISO 3166-2</valueName><value>AU-NSW</value></geocode></area></info></alert>
      """
    let server = try CAPRecordings.server([
      "/v2/cap-alerts/au-bom-en/rss.xml": CAPRecordings.rssIndex(["https://severeweather.wmo.int" + path]),
      path: Data(message.utf8),
    ])
    defer { server.stop() }
    let source = CAPRecordings.source("AU", server, now: CAPRecordings.date("2026-06-01T01:00:00+00:00"))
    let armidale = Location(
      name: "Armidale", region: "New South Wales, Australia", latitude: -30.51, longitude: 151.67,
      timeZoneIdentifier: "Australia/Sydney", countryCode: "AU")
    let alert = try #require(try await source.alerts(for: armidale).alerts.first)
    #expect(alert.event == "Thunderstorm" && alert.severity == .unknown)
    #expect(alert.areaDescription == "Northern Tablelands")
    // A place known by coordinates in Sydney's zone is in New South Wales too; Melbourne is not.
    let bare = Self.place("-33.87,151.21", -33.87, 151.21, "Australia/Sydney", "AU")
    #expect(try await source.alerts(for: bare).alerts.count == 1)
    let melbourne = Self.place("Melbourne", -37.81, 144.96, "Australia/Melbourne", "AU")
    #expect(try await source.alerts(for: melbourne) == .covered([]))
  }
}
