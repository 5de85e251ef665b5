// fuzz-options: -max_len=65536 -dict=nws.dict
// fuzz-seeds: fixtures:nws/*.json tests:Tests/WeatherProvidersTests/Fixtures/NWS/*.json standin:nws
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// NWS `/alerts/active` answers as `NWSAlertSource` reads them: a 200 body as a GeoJSON
/// `FeatureCollection` mapped to `WeatherAlert`s, an error body as problem+json.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNWSAlerts(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  if let response = try? NWSAlertsResponse.decode(body) { _ = response.alerts() }
  let problem = NWSAlertSource.problem(in: HTTPResponse(status: 400, headers: [:], body: body))
  _ = problem?.isOutOfBounds
  _ = NWSError.badRequest(status: 400, detail: problem?.detail ?? problem?.title).message
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
