// fuzz-options: -max_len=131072
// fuzz-seeds: fixtures:open-meteo-sdk/*.bin tests:Tests/WeatherProvidersTests/Fixtures/FlatBuffers/*.bin standin:forecast-flatbuffers
import Foundation
import WeatherCore
import WeatherProviders

/// Open-Meteo `format=flatbuffers` forecast bodies: our FlatBuffers reader, then the mapper to
/// `Weather`, exactly as `OpenMeteoProvider` runs them for two places.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenMeteoFlatBuffers(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let body = Data(bytes: bytes, count: count)
  _ = try? OpenMeteoBodyDecoding.weather(body, format: .flatbuffers, locations: places, now: now)
  return 0
}

/// The two places of the recorded body (Berlin and 40.1, 8.1).
private let places = [
  Location(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin"),
  Location(name: "Sardinia", latitude: 40.1, longitude: 8.1, timeZoneIdentifier: "Europe/Rome"),
]

/// Inside the recorded week (2023-11-02T12:00Z), so the mapper picks steps as in real use.
private let now = Date(timeIntervalSince1970: 1_698_926_400)
