// fuzz-options: -max_len=131072
// fuzz-seeds: standin:forecast-flatbuffers standin:forecast-json
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// Forecast cache files as the program reads them back (`ForecastCache.entry`, then the
/// provider's reading of the stored answer), from a real file on disk. The first byte picks
/// what the rest is: a whole file with its checksum made right (so the lengths and the header
/// are what gets fuzzed, not the checksum), a whole file as it is, or an answer (FlatBuffers or
/// JSON) stored behind a valid header, as a refresh writes it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForecastCacheFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  guard count > 0 else { return 0 }
  let rest = Array(UnsafeBufferPointer(start: bytes + 1, count: count - 1))
  var file: [UInt8]
  switch bytes[0] % 4 {
  case 0:
    file = rest
    if file.count >= ForecastCacheFile.prefixLength {
      let sum = file.withUnsafeBytes {
        ForecastCacheFile.checksum(UnsafeRawBufferPointer(rebasing: $0[ForecastCacheFile.prefixLength...]))
      }
      // The lengths may leave bytes out; the checksum covers what they include, if that is anything.
      withUnsafeBytes(of: sum.littleEndian) { file.replaceSubrange(13..<21, with: $0) }
    }
  case 1: file = rest
  case 2: file = ForecastCacheFile.bytes(header: header(format: "flatbuffers"), answer: Data(rest))
  default: file = ForecastCacheFile.bytes(header: header(format: "json"), answer: Data(rest))
  }
  guard (try? Data(file).write(to: entryFile)) != nil else { fatalError("cannot write \(entryFile.path)") }
  guard let entry = cache.entry(provider: "Open-Meteo", location: berlin) else { return 0 }
  let provider = entry.answer.format == "json" ? json : flatBuffers
  if let forecast = cache.forecast(from: entry, provider: provider) {
    precondition(forecast.weather == forecast.weather.validated(), "a cached forecast changes when validated again")
  }
  return 0
}

private let berlin = Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin")

/// A header as a refresh writes it, for an answer in `format`.
private func header(format: String) -> [UInt8] {
  let header = ForecastCache.StoredHeader(
    fetchedAt: now, expireTime: now.addingTimeInterval(600), location: berlin, format: format, extras: [:],
    alerts: nil, alertsMetadata: nil)
  return ForecastCache.headerJSON(header, placeJSON: nil) ?? []
}

/// Inside the stand-in's forecast week as the other forecast fuzzers pick it.
private let now = Date(timeIntervalSince1970: 1_698_926_400)

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "forecast-cache-fuzzer-\(getpid())")
private let cache = ForecastCache(directory: CacheDirectory(url: folder))
private let entryFile: URL = {
  let file = folder.appendingPathComponent(ForecastCache.path(provider: "Open-Meteo", location: berlin))
  try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  return file
}()
private let base = URL(string: "http://127.0.0.1:9")!
private let flatBuffers = OpenMeteoProvider(client: CurlHTTPClient(), baseURL: base, wire: .flatbuffers)
private let json = OpenMeteoProvider(client: CurlHTTPClient(), baseURL: base, wire: .json)

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
