// fuzz-options: -max_len=131072 -dict=open-meteo.dict
// fuzz-seeds: tests:Tests/WeatherProvidersTests/Fixtures/AirQuality/*.json tests:Tests/WeatherProvidersTests/Fixtures/AirQuality/*.bin fixtures:tpisel-openmeteo/air-quality-api.open-meteo.com/v1/*.json fixtures:home-assistant/open_meteo_air_quality.json
import Foundation
import WeatherCore
import WeatherProviders

/// Open-Meteo air-quality answers, each input read both as JSON and as FlatBuffers by
/// `AirQualityReader`, exactly as `AirQualityService` runs it: it may refuse, never trap, and
/// what it accepts must already be checked (validating again changes nothing), in order and
/// bounded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirQuality(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let body = Data(bytes: bytes, count: count)
  for format in OpenMeteoWireFormat.allCases {
    guard let places = try? AirQualityReader.decode(body, format: format, fetchedAt: fetchedAt) else { continue }
    for air in places {
      precondition(air.validated() == air, "an accepted answer is not already checked")
      precondition(air.hourly.count <= AirQuality.maximumHours, "\(air.hourly.count) hours kept")
      precondition(zip(air.hourly, air.hourly.dropFirst()).allSatisfy { $0.date < $1.date }, "hours out of order")
      for hour in [air.current].compactMap({ $0 }) + air.hourly {
        for scale in AirQualityScale.allCases {
          if let value = hour.index(on: scale) { precondition(scale.category(of: value) != nil) }
        }
        for (kind, grains) in hour.pollen { precondition(kind.level(of: grains) != nil) }
      }
    }
  }
  return 0
}

private let fetchedAt = Date(timeIntervalSince1970: 1_790_860_000)
