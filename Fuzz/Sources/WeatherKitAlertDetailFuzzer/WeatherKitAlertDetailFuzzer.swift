// fuzz-options: -max_len=8192 -dict=weatherkit.dict
// fuzz-seeds: swiftlet:Tests/WeatherProvidersTests/WeatherKitStandIn.swift#alertDetail fixtures:go-weatherkit/*error.json
import Foundation
import SystemFiles

@testable import WeatherProviders

/// WeatherKit `/api/v1/weatherAlert/{language}/{id}` bodies: the agency text the provider picks,
/// for a language with a region and one without.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWeatherKitAlertDetail(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  _ = WeatherKitAlertDetail.text(in: body, language: "en-US")
  _ = WeatherKitAlertDetail.text(in: body, language: "de")
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
