// fuzz-options: -max_len=131072
// fuzz-seeds: fixtures:open-meteo-sdk/*.bin tests:Tests/WeatherProvidersTests/Fixtures/FlatBuffers/*.bin standin:forecast-flatbuffers
import Foundation
import SystemFiles
import WeatherCore
import WeatherProviders

/// Open-Meteo `format=flatbuffers` forecast bodies: our FlatBuffers reader, then the mapper to
/// `Weather`, exactly as `OpenMeteoProvider` runs them, and
/// each place's part of the body, as the forecast cache keeps it, read alone again for two places.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoFlatBuffers(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  guard let weather = try? OpenMeteoBodyDecoding.weather(body, format: .flatbuffers, locations: places, now: now)
  else { return 0 }
  // What the cache keeps: each place's part of an accepted body must read alone as that place.
  guard let parts = OpenMeteoBodyDecoding.answerParts(body, format: .flatbuffers) else { return 0 }
  let count = (try? OpenMeteoBodyDecoding.placeCount(body, format: .flatbuffers)) ?? -1
  precondition(parts.count == count, "\(parts.count) cached parts of a body of \(count) places")
  for (part, expected) in zip(parts, weather) {
    let alone = try? OpenMeteoBodyDecoding.weather(part, format: .flatbuffers, locations: [expected.location], now: now)
    precondition(alone == [expected], "a cached part reads differently from its place in the body")
  }
  return 0
}

/// The two places of the recorded body (Berlin and 40.1, 8.1).
private let places = [
  Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin"),
  Location(name: "Sardinia", latitude: 40.1, longitude: 8.1, timeZoneIdentifier: "Europe/Rome"),
]

/// Inside the recorded week (2023-11-02T12:00Z), so the mapper picks steps as in real use.
private let now = Date(timeIntervalSince1970: 1_698_926_400)

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
