// fuzz-options: -max_len=131072 -dict=open-meteo.dict
// fuzz-seeds: fixtures:tpisel-openmeteo/api.open-meteo.com/v1/*.json fixtures:open-meteo-server-golden/*.json tests:Tests/WeatherProvidersTests/Fixtures/*.json tests:Tests/WeatherProvidersTests/Fixtures/FlatBuffers/forecast_2places.json standin:forecast-json
import Foundation
import WeatherCore
import WeatherProviders

/// Open-Meteo JSON forecast bodies (one object, or an array for several places): the JSON
/// decoder, then the mapper to `Weather`, exactly as `OpenMeteoProvider` runs them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let body = Data(bytes: bytes, count: count)
  _ = try? OpenMeteoBodyDecoding.weather(body, format: .json, locations: places, now: now)
  return 0
}

/// Two places, as in the server's two-location answers.
private let places = [
  Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin"),
  Location(name: "New York", latitude: 40.71, longitude: -74.01, timeZoneIdentifier: "America/New_York"),
]

/// Inside the recorded forecasts (2023-10-25T12:00Z), so the mapper picks steps as in real use.
private let now = Date(timeIntervalSince1970: 1_698_235_200)
