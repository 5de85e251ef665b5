// fuzz-options: -max_len=131072 -dict=cap.dict
// fuzz-seeds: tests:Tests/WeatherProvidersTests/Fixtures/CAP/*/*.xml tests:Tests/WeatherProvidersTests/Fixtures/CAP/PH/*.cap tests:Tests/WeatherProvidersTests/Fixtures/CAP/BR/messages/4421*.xml tests:Tests/WeatherProvidersTests/Fixtures/CAP/JM/*.atom
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The national CAP feeds' answers as `CAPAlertSource` reads them: the bytes through the XML
/// reader, as an Atom or RSS index (its links resolved and checked against a service's hosts),
/// as a CAP message, and the message's alerts at points inside and outside its shapes, in three
/// languages, with and without an Australian state geocode.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCAPFeeds(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  _ = try? XMLReader.parse(body)
  if let index = try? CAPFeedIndex.parse(body, base: base) {
    for case .link(let url) in index.entries { _ = (store.resolve(url), store.isIndex(url, path: "/cap/rss")) }
  }
  guard let message = try? CAPMessage.parse(body) else { return 0 }
  let alerts = CAPAlerts(messages: [message, message], issuer: "Fuzz", countryCode: "AU")
  var points = [(0.0, 0.0), (90.0, 180.0), (-90.0, -180.0)]
  for info in message.infos {
    for area in info.areas {
      for ring in area.polygons.prefix(4) {
        if let first = ring.first { points.append((first.latitude, first.longitude)) }
      }
      for circle in area.circles.prefix(4) { points.append((circle.centre.latitude, circle.centre.longitude)) }
    }
  }
  for (latitude, longitude) in points.prefix(16) {
    for language in ["en", "pt", "zh"] {
      let found = alerts.alerts(at: latitude, longitude, placeCodes: ["AU-NSW"], language: language, now: now)
      _ = AlertStatus.covered(found).mergingAreas().active(at: now)
    }
  }
  return 0
}

private let base = URL(string: "https://alerts.metservice.com/cap/rss")!
private let store = CAPFeedStore(
  feed: NationalAlertFeeds.feed(id: "NZ")!, client: CurlHTTPClient(), baseURL: nil, userAgent: "fuzz",
  serviceName: "fuzz")
private let now = Date(timeIntervalSince1970: 1_700_000_000)
/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
