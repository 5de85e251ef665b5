// fuzz-options: -max_len=65536 -dict=weatherkit.dict
// fuzz-seeds: fixtures:go-weatherkit/current_weather.json fixtures:go-weatherkit/forecast_*.json fixtures:go-weatherkit/next_hour_forecast.json swiftlet:Tests/WeatherProvidersTests/WeatherKitStandIn.swift#smallBody
import Foundation
import SystemFiles
import WeatherCore

@testable import WeatherProviders

/// WeatherKit REST `/api/v1/weather` bodies: the decoder, then the mapper to `Weather`, as
/// `WeatherKitProvider` runs them with every dataset offered, then the way back to WeatherKit's
/// shapes that `--once --format json` encodes, and the sentences and words the screen makes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWeatherKitWeather(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = zoneDatabase
  let body = Data(bytes: bytes, count: count)
  guard let response = try? WeatherKitResponse.decode(body) else { return 0 }
  let weather = WeatherKitWeatherMapper.weather(
    from: response, location: place, offered: offered, now: now, fetchedAt: now)
  let encoder = JSONEncoder()
  _ = try? encoder.encode(weather.currentWeather.map(WeatherKitREST.currentWeather))
  _ = try? encoder.encode(weather.hourlyForecast.map(WeatherKitREST.hourWeather))
  _ = try? encoder.encode(weather.dailyForecast.map { WeatherKitREST.DayWeather($0, zone: place.timeZone) })
  _ = try? encoder.encode(weather.nextHourSummary.map(WeatherKitREST.ForecastPeriodSummary.init))
  _ = try? encoder.encode(weather.alerts.alerts.map(WeatherKitREST.WeatherAlert.init))
  // What the screen says of it: the served summary's sentence, or ours from the minutes with
  // where their data gives out, and each served condition in words.
  for instant in [now, weather.minuteForecast.first?.date ?? now] {
    _ = NextHourSummary(periods: weather.servedNextHourSummary, now: instant)?.text
    _ = NextHourSummary(minutes: weather.minuteForecast, now: instant, kind: .rain).text
    _ = NextHourSummary.firstGap(minutes: weather.minuteForecast, now: instant)
  }
  let codes =
    [weather.currentWeather?.conditionCode] + weather.hourlyForecast.map(\.conditionCode)
    + weather.dailyForecast.map(\.conditionCode)
  for code in codes.compactMap({ $0 }) { _ = WeatherCondition(weatherKitCode: code).text(servedCode: code) }
  return 0
}

/// The recorded place (New York, 2022-07-05), with a country so alerts are mapped too.
private let place = Location(
  name: "New York", latitude: 40.713, longitude: -74.006, timeZoneIdentifier: "America/New_York",
  countryCode: "US")
private let offered = Set(WeatherKitProvider.wantedDataSets)
private let now = Date(timeIntervalSince1970: 1_657_036_800)

/// Places' local times need the tz database, as in the program (`ZoneCatalog` stops without it).
private let zoneDatabase: Void = ZoneDatabase.install()
