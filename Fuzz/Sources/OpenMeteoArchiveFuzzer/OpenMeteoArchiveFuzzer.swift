// fuzz-options: -max_len=32768 -dict=open-meteo.dict
// fuzz-seeds: fixtures:tpisel-openmeteo/archive-api.open-meteo.com/v1/*.json fixtures:tpisel-openmeteo/climate-api.open-meteo.com/v1/*.json standin:daily-history
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// Open-Meteo JSON daily history bodies (the ERA5 archive and the forecast API's `past_days`,
/// one place or the array of many): the in-place reader `OpenMeteoArchiveProvider` uses, then
/// the normals `ClimateService` computes from each place.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoArchive(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  guard let places = try? OpenMeteoDailyHistory.decodePlaces(body, wire: .json) else { return 0 }
  for days in places {
    _ = ClimateNormals.compute(from: days, source: OpenMeteoArchiveProvider.archiveSource)
  }
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
