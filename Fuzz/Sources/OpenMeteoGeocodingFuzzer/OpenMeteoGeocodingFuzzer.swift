// fuzz-options: -max_len=8192 -dict=open-meteo.dict
// fuzz-seeds: fixtures:tpisel-openmeteo/geocoding-api.open-meteo.com/v1/*.json standin:geocoding
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// Open-Meteo geocoding answers: the decoder `OpenMeteoGeocoder.search` uses, then each match
/// as the `Location` that `resolve` would pick.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoGeocoding(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  guard let places = try? OpenMeteoGeocoder.decode(body) else { return 0 }
  for place in places { _ = place.location }
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
