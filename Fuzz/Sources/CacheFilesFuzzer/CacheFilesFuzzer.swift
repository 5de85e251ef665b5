// fuzz-options: -max_len=262144
// fuzz-seeds: tests:Fuzz/Seeds/geocoding-entry.json tests:Fuzz/Seeds/dwd-warncells.json tests:Fuzz/Seeds/climate-entry.json tests:Fuzz/Seeds/climate-entry.record tests:Fuzz/Seeds/air-quality-entry.json
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The small cache files as the program reads them back, each input written to every one of
/// them on disk: a place search (`geocoding/…`), a place's climate record (`climate/…`, in the
/// binary form, and in the JSON form earlier versions wrote, which is converted), a place's air
/// quality (`air-quality/…`) and DWD's warn cells (`alerts/dwd-warncells.json`). What is read must be what the network's
/// readers would let through: no control character in a name, no warn cell that is not a
/// number, no climate value outside the plausible.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCacheFiles(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let data = Data(bytes: bytes, count: count)
  for file in [searchFile, climateFile, cellsFile, airFile] {
    guard (try? data.write(to: file)) != nil else { fatalError("cannot write \(file.path)") }
  }
  // The binary record first; then, with it gone, the JSON one (whose conversion writes it).
  let directory = CacheDirectory(url: folder)
  checkClimate(directory)
  try? FileManager.default.removeItem(at: climateFile)
  guard (try? data.write(to: legacyClimateFile)) != nil else { fatalError("cannot write \(legacyClimateFile.path)") }
  checkClimate(directory)
  try? FileManager.default.removeItem(at: legacyClimateFile)
  for place in GeocodingCache(directory: directory).load(query: "hobart", count: 10, now: now) ?? [] {
    for text in [place.name, place.admin1, place.country, place.countryCode, place.timezone].compactMap({ $0 }) {
      precondition(RemoteText.sanitize(text) == text, "an unclean name came from the search cache")
    }
    _ = place.location
  }
  checkAir(directory)
  let dwd = DWDAlertSource(client: CurlHTTPClient(), baseURL: URL(string: "http://127.0.0.1:9")!, cache: directory)
  for cell in dwd.knownCells().values {
    precondition(DWDAlertSource.isWarnCellID(cell.id), "a warn cell that is not a number")
  }
  return 0
}

/// A record read back must be checked as the network's: validating it again rejects nothing,
/// and, stored and read again, it is the same record.
private func checkClimate(_ directory: CacheDirectory) {
  let cache = ClimateCache(directory: directory)
  guard let record = cache.load(location: berlin) else { return }
  precondition(record.validated().rejected == 0, "a climate record from the cache changes when validated again")
  cache.store(record, location: berlin)
  precondition(cache.load(location: berlin) == record, "a climate record changes when stored and read again")
}

/// Air read back is checked as the network's, and survives being stored and read again.
private func checkAir(_ directory: CacheDirectory) {
  let cache = AirQualityCache(directory: directory)
  guard let air = cache.load(location: berlin) else { return }
  precondition(air.validated() == air, "air quality from the cache changes when validated again")
  cache.store(air, location: berlin)
  precondition(cache.load(location: berlin) == air, "air quality changes when stored and read again")
}

private let zoneDatabase: Void = ZoneDatabase.install()
private let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin")
/// Just after the seeds were stored.
private let now = Date(timeIntervalSince1970: 1_795_774_500)

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-files-fuzzer-\(getpid())")
private let searchFile = made(GeocodingCache.path(query: "hobart", count: 10))
private let climateFile = made(ClimateCache.path(location: berlin))
private let legacyClimateFile = made(ClimateCache.legacyPath(location: berlin))
private let airFile = made(AirQualityCache.path(location: berlin))
private let cellsFile = made(DWDAlertSource.cellsFile)

/// The file at `path` in the cache folder, its folder made.
private func made(_ path: String) -> URL {
  let file = folder.appendingPathComponent(path)
  try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  return file
}
