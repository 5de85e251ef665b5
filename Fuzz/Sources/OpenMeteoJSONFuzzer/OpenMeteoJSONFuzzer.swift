// fuzz-options: -max_len=131072 -dict=open-meteo.dict
// fuzz-seeds: fixtures:tpisel-openmeteo/api.open-meteo.com/v1/*.json fixtures:open-meteo-server-golden/*.json tests:Tests/WeatherProvidersTests/Fixtures/*.json tests:Tests/WeatherProvidersTests/Fixtures/FlatBuffers/forecast_2places.json standin:forecast-json
import Foundation
import SystemFiles
import WeatherCore
import WeatherProviders

/// Open-Meteo JSON forecast bodies (one object, or an array for several places): the JSON
/// decoder, then the mapper to `Weather`, exactly as `OpenMeteoProvider` runs them, and
/// each place's part of the body, as the forecast cache keeps it, read alone again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  guard let weather = try? OpenMeteoBodyDecoding.weather(body, format: .json, locations: places, now: now)
  else { return 0 }
  // What the cache keeps: each place's part of an accepted body must read alone as that place.
  guard let parts = OpenMeteoBodyDecoding.answerParts(body, format: .json) else { return 0 }
  let count = (try? OpenMeteoBodyDecoding.placeCount(body, format: .json)) ?? -1
  precondition(parts.count == count, "\(parts.count) cached parts of a body of \(count) places")
  for (part, expected) in zip(parts, weather) {
    let alone = try? OpenMeteoBodyDecoding.weather(part, format: .json, locations: [expected.location], now: now)
    precondition(alone == [expected], "a cached part reads differently from its place in the body")
  }
  return 0
}

/// Two places, as in the server's two-location answers.
private let places = [
  Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin"),
  Location(name: "New York", latitude: 40.71, longitude: -74.01, timeZoneIdentifier: "America/New_York"),
]

/// Inside the recorded forecasts (2023-10-25T12:00Z), so the mapper picks steps as in real use.
private let now = Date(timeIntervalSince1970: 1_698_235_200)

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
