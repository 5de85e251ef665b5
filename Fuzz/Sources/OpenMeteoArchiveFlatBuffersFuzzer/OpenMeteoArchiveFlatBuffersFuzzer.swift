// fuzz-options: -max_len=65536
// fuzz-seeds: standin:daily-history-flatbuffers
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// Open-Meteo `format=flatbuffers` daily history bodies (archive and `past_days`, one message
/// per place): the reader `OpenMeteoArchiveProvider` uses, then the normals of each place.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoArchiveFlatBuffers(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  guard let places = try? OpenMeteoDailyHistory.decodePlaces(body, wire: .flatbuffers) else { return 0 }
  for days in places {
    _ = ClimateNormals.compute(from: days, source: OpenMeteoArchiveProvider.archiveSource)
  }
  return 0
}

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
