import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Real WeatherKit v1 answers recorded in New York on 2022-07-05 (shared/fixtures/go-weatherkit).
struct WeatherKitRecordedTests {
  let newYork = Location(
    name: "New York", latitude: 40.713, longitude: -74.006, timeZoneIdentifier: "America/New_York",
    countryCode: "US")
  /// 2022-07-05 17:30 UTC, just after the recording's readTime.
  let now = Date(timeIntervalSince1970: 1_657_042_200)

  func body(_ name: String) throws -> Data {
    try TestData.shared("go-weatherkit/" + name)
  }

  @Test(TestData.needsShared("go-weatherkit/full_weather.json"))
  func theFullRecordingMapsOntoWeatherCore() throws {
    let response = try WeatherKitResponse.decode(try body("full_weather.json"))
    let offered: Set<String> = ["currentWeather", "forecastDaily", "forecastHourly", "forecastNextHour"]
    let weather = WeatherKitWeatherMapper.weather(
      from: response, location: newYork, offered: offered, now: now, fetchedAt: now)

    let current = try #require(weather.currentWeather)
    #expect(current.temperature == 29.56)
    #expect(current.humidity == 0.51)  // a fraction stays a fraction
    #expect(current.windSpeed == 21.09)
    #expect(current.uvIndex == 6)
    #expect(current.pressureTrend == .falling)
    #expect(current.condition == .cloudy)  // "MostlyCloudy"
    #expect(current.date == WeatherKitResponse.date("2022-07-05T17:28:53Z"))

    // Hours from the current one on; 17:00 is the first that has not ended at 17:30.
    #expect(weather.hourlyForecast.first?.date == WeatherKitResponse.date("2022-07-05T17:00:00Z"))
    let six = try #require(weather.hourlyForecast.first { $0.date == WeatherKitResponse.date("2022-07-05T18:00:00Z") })
    #expect(six.temperature == 29.19)
    #expect(six.precipitationChance == 0.32)
    #expect(six.windGust == 38.22)
    #expect(six.condition == .drizzle(.moderate))

    #expect(weather.dailyForecast.count == 10)
    let tomorrow = weather.dailyForecast[1]
    #expect(tomorrow.date == WeatherKitResponse.date("2022-07-06T04:00:00Z"))  // local midnight in New York
    #expect(tomorrow.temperatureMax == 31.3)
    #expect(tomorrow.precipitationChance == 0.39)

    #expect(weather.minuteForecast.count == 77)  // 78 recorded; the 17:29 minute has passed
    #expect(weather.minuteForecast.last?.precipitationIntensity == 0.24)
    #expect(weather.minuteForecast.last?.duration == 60)

    #expect(weather.availability.forecastNextHour)
    #expect(!weather.availability.weatherAlerts)
    #expect(weather.alerts == .noSource(reason: WeatherKitWeatherMapper.noAlertsHere))
    #expect(weather.attribution.legalPageURL == "https://weather-data.apple.com/legal-attribution.html")
    // Next hour expires at 17:31:53; five minutes is the floor.
    #expect(weather.metadata.expireTime == now.addingTimeInterval(300))
  }

  @Test(
    TestData.needsShared(
      "go-weatherkit/current_weather.json", "go-weatherkit/forecast_daily.json", "go-weatherkit/forecast_hourly.json",
      "go-weatherkit/next_hour_forecast.json", "go-weatherkit/availability.json"))
  func everyRecordedDatasetFileDecodes() throws {
    let current = try WeatherKitResponse.decode(try body("current_weather.json"))
    #expect(current.currentWeather?.temperature == 29.42)
    #expect(current.currentWeather?.conditionCode == "Cloudy")
    let daily = try WeatherKitResponse.decode(try body("forecast_daily.json"))
    #expect(daily.forecastDaily?.days?.first?.maxUvIndex == 8)
    #expect(daily.forecastDaily?.metadata?.expireTime == WeatherKitResponse.date("2022-07-05T19:03:30Z"))
    let hourly = try WeatherKitResponse.decode(try body("forecast_hourly.json"))
    #expect(hourly.forecastHourly?.hours?.isEmpty == false)
    let nextHour = try WeatherKitResponse.decode(try body("next_hour_forecast.json"))
    #expect(nextHour.forecastNextHour?.minutes?.isEmpty == false)
    let names = try JSONDecoder().decode([String].self, from: try body("availability.json"))
    #expect(names == ["currentWeather", "forecastDaily", "forecastHourly", "forecastNextHour"])
  }

  @Test(TestData.needsShared("go-weatherkit/weather_error.json"))
  func theRecorded404BodyBecomesAMessage() async throws {
    let key = try WeatherKitTestKey()
    let notFound = try body("weather_error.json")
    let server = try FakeWeatherKit.start(key: key) { _ in
      StandInResponse(status: 404, headers: ["Content-Type": "application/json"], body: notFound)
    }
    defer { server.stop() }
    let provider = try WeatherKitProvider(
      credentials: key.credentials, client: CurlHTTPClient(), baseURL: server.baseURL)
    let error = await caught { try await provider.forecast(for: [newYork], now: now) }
    #expect(error as? WeatherKitError == .notFound(path: "/api/v1/weather/en/40.7130/-74.0060"))
  }

  @Test func conditionTokensMapToTheClosestCase() {
    #expect(WeatherCondition(weatherKitCode: "Clear") == .clear)
    #expect(WeatherCondition(weatherKitCode: "MostlyCloudy") == .cloudy)
    #expect(WeatherCondition(weatherKitCode: "HeavySnow") == .snow(.heavy))
    #expect(WeatherCondition(weatherKitCode: "FreezingDrizzle") == .freezingDrizzle(.light))
    #expect(WeatherCondition(weatherKitCode: "ScatteredThunderstorms") == .thunderstorm)
    #expect(WeatherCondition(weatherKitCode: "Breezy") == .unknown(-1))
    #expect(WeatherCondition(weatherKitCode: "SomethingNew") == .unknown(-1))
    let tokens = [
      "Clear", "MostlyClear", "PartlyCloudy", "MostlyCloudy", "Cloudy", "Foggy", "Haze", "Smoky",
      "BlowingDust", "Drizzle", "Rain", "HeavyRain", "SunShowers", "IsolatedThunderstorms",
      "ScatteredThunderstorms", "StrongStorms", "Thunderstorms", "SevereThunderstorm", "Hot", "Hail",
      "Flurries", "SunFlurries", "Snow", "HeavySnow", "Sleet", "WintryMix", "FreezingDrizzle",
      "FreezingRain", "BlowingSnow", "Blizzard", "TropicalStorm", "Hurricane",
    ]
    for token in tokens {
      #expect(WeatherCondition(weatherKitCode: token) != .unknown(-1), "\(token)")
    }
  }
}
