// fuzz-options: -max_len=131072 -dict=alert-sources.dict
// fuzz-seeds: tests:Tests/WeatherProvidersTests/Fixtures/ECCC/*.json tests:Tests/WeatherProvidersTests/Fixtures/METNorway/*.json tests:Tests/WeatherProvidersTests/Fixtures/DWD/*.json tests:Tests/WeatherProvidersTests/Fixtures/MeteoAlarm/*.json
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The alert answers of the sources beyond NWS, each input read by every one of them: ECCC's
/// OGC API `FeatureCollection` (in English and in French), MET Norway's MetAlerts 2.0 GeoJSON and
/// the DWD GeoServer's WFS GeoJSON (warn cell and warnings) and MeteoAlarm's country feeds
/// (alerts for the areas the feed names, its list of areas, and those matched by a place's
/// names), mapped to `WeatherAlert`s, one alert per set of areas, and the one-line message of a
/// malformed body; and the same bytes read as a section of MeteoAlarm's area outlines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAlertSources(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  do {
    let eccc = try ECCCAlertsResponse.decode(body)
    _ = eccc.alerts(french: false)
    _ = eccc.alerts(french: true)
  } catch {
    _ = userFacingMessage(of: error)
  }
  do {
    let metNorway = try METNorwayAlertsResponse.decode(body)
    _ = AlertStatus.covered(metNorway.alerts()).mergingAreas()
    _ = metNorway.alerts(english: false)
  } catch {
    _ = userFacingMessage(of: error)
  }
  do {
    let dwd = try DWDWarningsResponse.decode(body)
    _ = dwd.warnCell
    _ = dwd.alerts()
  } catch {
    _ = userFacingMessage(of: error)
  }
  do {
    let feed = try MeteoAlarmFeed.decode(body)
    let areas = feed.areas(language: "en")
    for area in areas.prefix(8) {
      _ = feed.alerts(inArea: area.code, language: "hr", now: .distantPast)
    }
    _ = feed.alerts(inArea: "AT0900", language: "nb", now: Date(timeIntervalSince1970: 1_700_000_000))
    // The feed's names against a place's, and the place's against the feed's (names are served).
    let names = areas.prefix(4).map { MeteoAlarmAreaMatch.PlaceName(english: $0.name, local: $0.name.foldedForSearch) }
    _ = MeteoAlarmAreaMatch(placeNames: names, regionNames: [.init(english: "Vienna", local: "Wien")]).match(areas)
    // The codes it names against the area outlines' (whether its silence about an area counts).
    _ = feed.areaCodes.isSubset(of: MeteoAlarmAreaShapes.installed.codes(country: "BA"))
    // The tz tables' reader on the same bytes, as a damaged zone.tab would reach it.
    let text = String(decoding: body, as: UTF8.self)
    _ = ZoneCountries(zoneTab: text, zone1970Tab: text).countries(ofZone: "Europe/Berlin")
  } catch {
    _ = userFacingMessage(of: error)
  }
  // The same bytes as a country's section of the area outlines (their reader meets only the
  // table the program keeps, but must end on anything).
  let outlines = MeteoAlarmAreaShapes(sections: ["NL": body.base64EncodedString()])
  _ = outlines.areas(containingLatitude: 52.37, longitude: 4.9, country: "NL")
  _ = outlines.codes(country: "NL")
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
