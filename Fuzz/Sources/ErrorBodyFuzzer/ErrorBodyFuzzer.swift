// fuzz-options: -max_len=4096 -dict=open-meteo.dict
// fuzz-seeds: fixtures:open-meteo-sdk/error_400_body.json rbody:tpisel-openmeteo/api.open-meteo.com/v1/*.R fixtures:go-weatherkit/*error.json fixtures:go-weatherkit/availability.json standin:error
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// The bodies of error answers and the WeatherKit availability list: Open-Meteo's
/// `{"error":true,"reason":…}` (with the 429 reason deciding the retry time) and WeatherKit's
/// `reason`/`message` bodies, each turned into the message the user sees.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzErrorBody(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  if let reason = OpenMeteoResponseCheck.errorReason(body) {
    _ = OpenMeteoError.badRequest(reason: reason).message
    _ = OpenMeteoError.rateLimited(reason: reason, retryAt: RateLimitKind(reason: reason).retryAt(after: now)).message
  }
  let weatherKitReason = WeatherKitProvider.reason(in: body)
  _ = WeatherKitError.unauthorized(status: 401, reason: weatherKitReason).message
  _ = WeatherKitError.server(status: 500, reason: weatherKitReason).message
  _ = try? JSONDecoder().decode([String].self, from: body)
  return 0
}

private let now = Date(timeIntervalSince1970: 1_698_235_200)

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
