// fuzz-options: -max_len=131072 -dict=alert-sources.dict
// fuzz-seeds: tests:Tests/WeatherProvidersTests/Fixtures/ECCC/*.json tests:Tests/WeatherProvidersTests/Fixtures/METNorway/*.json tests:Tests/WeatherProvidersTests/Fixtures/DWD/*.json tests:Tests/WeatherProvidersTests/Fixtures/MeteoAlarm/*.json
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The alert answers of the sources beyond NWS, each input read by every one of them: ECCC's
/// OGC API `FeatureCollection` (in English and in French), MET Norway's MetAlerts 2.0 GeoJSON and
/// the DWD GeoServer's WFS GeoJSON (warn cell and warnings) and MeteoAlarm's country feeds
/// (alerts for the areas the feed names, and its list of areas), mapped to `WeatherAlert`s, and
/// the one-line message of a malformed body.
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
    _ = try METNorwayAlertsResponse.decode(body).alerts()
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
  } catch {
    _ = userFacingMessage(of: error)
  }
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
