import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// The screen says what was served: a served next-hour summary wins over our sentence, minutes
/// without data are unknown, conditions keep the words and distinctions they were served with,
/// and what we computed carries a quiet mark (issue 34).
@Suite struct ServedFidelityPaneTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let now = WeatherFixture.now

  func line(_ pane: NextHourPane, width: Int = 70) -> String {
    var buffer = CellBuffer(width: width, height: 1)
    pane.render(in: buffer.area, into: &buffer)
    return buffer.lines[0].trimmingCharacters(in: .whitespaces)
  }

  /// Minutes raining from 22 minutes on, as in the WeatherKit answer.
  var rainIn22: [MinuteWeather] {
    (0..<60).map {
      MinuteWeather(
        date: now.addingTimeInterval(Double($0) * 60), duration: 60, precipitationIntensity: $0 >= 22 ? 0.8 : 0)
    }
  }

  func weather(minutes: [MinuteWeather], summary: [NextHourPeriod]) -> Weather {
    var weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: .covered([]), minutes: minutes)
    weather.metadata.derived.removeAll { $0.field == "summary" }
    weather.nextHourSummary = summary
    if summary.isEmpty { weather = weather.derivingMissingValues() }
    return weather
  }

  // MARK: - Next hour

  @Test func aServedSummaryWinsOverTheMinutes() {
    let clear = [
      NextHourPeriod(
        startTime: now.addingTimeInterval(-60), endTime: nil, condition: "clear", precipitationChance: 0,
        precipitationIntensity: 0)
    ]
    let pane = NextHourPane(weather: weather(minutes: rainIn22, summary: clear), now: now, style: style)
    #expect(line(pane) == "No precipitation for the next hour", "Apple said clear: no sentence of ours, no mark")
    #expect(!pane.isComputed)
  }

  @Test func aServedSummarySaysItsOwnConditionAndTimes() {
    let periods = [
      NextHourPeriod(
        startTime: now, endTime: now.addingTimeInterval(30 * 60), condition: "clear", precipitationChance: 0,
        precipitationIntensity: 0),
      NextHourPeriod(
        startTime: now.addingTimeInterval(30 * 60), endTime: now.addingTimeInterval(45 * 60), condition: "snow",
        precipitationChance: 0.6, precipitationIntensity: 1.2),
      NextHourPeriod(
        startTime: now.addingTimeInterval(45 * 60), endTime: nil, condition: "clear", precipitationChance: 0,
        precipitationIntensity: 0),
    ]
    let pane = NextHourPane(weather: weather(minutes: rainIn22, summary: periods), now: now, style: style)
    #expect(line(pane).hasPrefix("Snow starting in 30 min, stopping 15 min later"), "\(line(pane))")
    let wet = [
      NextHourPeriod(
        startTime: now, endTime: nil, condition: "precipitation", precipitationChance: 0.9, precipitationIntensity: 4)
    ]
    let continuing = NextHourPane(weather: weather(minutes: rainIn22, summary: wet), now: now, style: style)
    #expect(
      line(continuing).hasPrefix("Precipitation for the next hour"),
      "no intensity Apple did not give: \(line(continuing))")
  }

  @Test func withoutAServedSummaryTheSentenceIsOursAndMarked() {
    let pane = NextHourPane(weather: weather(minutes: rainIn22, summary: []), now: now, style: style)
    #expect(line(pane).hasPrefix("≈ Rain starting in 22 min"), "\(line(pane))")
    #expect(pane.isComputed)
    // A served summary that has run out (an old answer) is not used: ours, marked.
    let old = [
      NextHourPeriod(
        startTime: now.addingTimeInterval(-7200), endTime: now.addingTimeInterval(-3600), condition: "clear",
        precipitationChance: 0, precipitationIntensity: 0)
    ]
    #expect(
      line(NextHourPane(weather: weather(minutes: rainIn22, summary: old), now: now, style: style)).hasPrefix(
        "≈ Rain starting"))
  }

  @Test func nullMinutesAreUnknownNeverDry() {
    // 13:05 UTC is 14:05 in Berlin. Snow now, then no data from 14:15: not "stopping in 9 min".
    let steps: [Double?] = [1.2, nil, nil, nil, nil]
    let minutes = steps.enumerated().map { i, rate in
      MinuteWeather(date: WeatherFixture.utc(Double(i) * 0.25), duration: 900, precipitationIntensity: rate)
    }
    var pane = NextHourPane(weather: weather(minutes: minutes, summary: []), now: now, style: style)
    pane.hourly = pane.hourly.map {
      var hour = $0; hour.condition = .snow(.light); return hour
    }
    let text = line(pane)
    #expect(text.hasPrefix("≈ Light snow for the next 10 min, no data after 14:15"), "\(text)")
    #expect(text.hasSuffix("  ▄▄??????????"), "the bar shows the unknown slots as unknown: \(text)")
    // Unknown first, data later: said so, no sentence about the rest.
    let late = [nil, nil, 0.0, 0.0].enumerated().map { i, rate in
      MinuteWeather(date: WeatherFixture.utc(Double(i) * 0.25), duration: 900, precipitationIntensity: rate)
    }
    #expect(
      line(NextHourPane(weather: weather(minutes: late, summary: []), now: now, style: style))
        == "No minute data until 14:30")
  }

  // MARK: - Conditions

  /// Apple's words for each token, written out by hand (not made by the code under test).
  static let weatherKitWords: [String: String] = [
    "Clear": "Clear", "MostlyClear": "Mostly clear", "PartlyCloudy": "Partly cloudy", "MostlyCloudy": "Mostly cloudy",
    "Cloudy": "Cloudy", "Foggy": "Foggy", "Haze": "Haze", "Smoky": "Smoky", "BlowingDust": "Blowing dust",
    "Breezy": "Breezy", "Windy": "Windy", "Drizzle": "Drizzle", "Rain": "Rain", "HeavyRain": "Heavy rain",
    "SunShowers": "Sun showers", "IsolatedThunderstorms": "Isolated thunderstorms",
    "ScatteredThunderstorms": "Scattered thunderstorms", "StrongStorms": "Strong storms",
    "Thunderstorms": "Thunderstorms", "SevereThunderstorm": "Severe thunderstorm", "Frigid": "Frigid", "Hot": "Hot",
    "Hail": "Hail", "Flurries": "Flurries", "SunFlurries": "Sun flurries", "Snow": "Snow", "HeavySnow": "Heavy snow",
    "Sleet": "Sleet", "WintryMix": "Wintry mix", "FreezingDrizzle": "Freezing drizzle",
    "FreezingRain": "Freezing rain", "BlowingSnow": "Blowing snow", "Blizzard": "Blizzard",
    "TropicalStorm": "Tropical storm", "Hurricane": "Hurricane",
  ]

  @Test(arguments: WeatherCondition.weatherKitCodes)
  func everyWeatherKitCodeHasItsOwnWordsAndAGlyph(_ code: String) {
    let condition = WeatherCondition(weatherKitCode: code)
    #expect(condition.text(servedCode: code) == Self.weatherKitWords[code])
    #expect(style.glyphs.glyph(for: condition, servedCode: code) != style.glyphs.unknown, "\(code) drawn as unknown")
    var current = WeatherFixture.current
    current.condition = condition
    current.conditionCode = code
    var buffer = CellBuffer(width: 90, height: 3)
    CurrentCardPane(current: current, today: nil, timeZone: .utc, style: style).render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[0].contains(Self.weatherKitWords[code]!), "\(buffer.lines[0])")
  }

  @Test func theCodeListIsApples() {
    #expect(Set(WeatherCondition.weatherKitCodes) == Set(Self.weatherKitWords.keys))
    #expect(WeatherCondition.words(ofWeatherKitCode: "\u{1B}[31mRed") == nil, "escape sequences are not words")
  }

  @Test func wmoCodesKeepTheirDistinctions() {
    let words = [61, 63, 65, 80, 81, 82, 95, 96, 99].map { WeatherCondition(wmoCode: $0).text(servedCode: nil) }
    #expect(
      words == [
        "Light rain", "Moderate rain", "Heavy rain", "Light showers", "Moderate showers", "Heavy showers",
        "Thunderstorm", "Thunderstorm with light hail", "Thunderstorm with heavy hail",
      ])
    let glyphs = style.glyphs
    #expect(glyphs.glyph(for: WeatherCondition(wmoCode: 61)) == glyphs.rain)
    #expect(glyphs.glyph(for: WeatherCondition(wmoCode: 80)) == glyphs.showers)
    #expect(glyphs.glyph(for: WeatherCondition(wmoCode: 95)) == glyphs.thunder)
    #expect(glyphs.glyph(for: WeatherCondition(wmoCode: 96)) == glyphs.hail)
    #expect(!style.conditionGlyph(WeatherCondition(wmoCode: 63)).style.bold)
    #expect(style.conditionGlyph(WeatherCondition(wmoCode: 65)).style.bold, "heavy is bold")
  }

  // MARK: - Polar days

  @Test func aPolarDayWithoutSunTimesSaysSoInWords() throws {
    ZoneDatabase.install()
    // Tromsø on midsummer day: WeatherKit serves no sunrise or sunset, nor `sunAllDay`.
    let tromso = Location(
      name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")
    let midnight = tromso.timeZone.startOfDay(try #require(ISO8601DateFormatter().date(from: "2026-06-21T10:00:00Z")))
    let day = DayWeather(date: midnight, temperatureMax: 14, temperatureMin: 8)
    let weather = Weather(
      location: tromso, currentWeather: CurrentWeather(date: midnight.addingTimeInterval(12 * 3600), temperature: 12),
      minuteForecast: [], hourlyForecast: [], dailyForecast: [day], alerts: .noSource(reason: ""),
      availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "WeatherKit", readTime: midnight, expireTime: midnight)
    ).derivingMissingValues()
    #expect(weather.dailyForecast[0].sunAllDay == .midnightSun)
    #expect(weather.isComputed(.forecastDaily, "days[].sunAllDay"))
    #expect(weather.currentWeather?.isDaylight == true, "the sun is up at midnight too")
    var buffer = CellBuffer(width: 90, height: 3)
    CurrentCardPane(
      current: weather.currentWeather, today: weather.dailyForecast[0], timeZone: tromso.timeZone, style: style
    )
    .render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[2].contains("Sun up all day"), "\(buffer.lines)")
  }

  // MARK: - The computed mark

  @Test func computedValuesAreMarkedAndServedOnesAreNot() {
    var current = WeatherFixture.current
    current.precipitationIntensity = 0.8
    func card(_ computed: Bool) -> [String] {
      var pane = CurrentCardPane(current: current, today: nil, timeZone: .utc, style: style)
      pane.pressureTrendComputed = computed
      pane.precipitationRateComputed = computed
      var buffer = CellBuffer(width: 110, height: 3)
      pane.render(in: buffer.area, into: &buffer)
      return buffer.lines
    }
    #expect(card(true)[1].contains("1012 hPa ≈↘") && card(true)[2].contains("Precip ≈0.8 mm/h"), "\(card(true))")
    #expect(!card(false).joined().contains("≈"))

    var weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: .covered([]))
    func details(_ weather: Weather) -> String {
      var pane = DailyBarsPane(
        daily: weather.dailyForecast, now: now, currentTemperature: nil, timeZone: weather.location.timeZone,
        gradient: nil, style: style)
      pane.showsDetails = true
      pane.markComputed(in: weather)
      var buffer = CellBuffer(width: 120, height: 4)
      pane.render(in: buffer.area, into: &buffer)
      return buffer.lines[3]
    }
    #expect(details(weather).contains("≈day") && details(weather).contains("≈"), "\(details(weather))")
    weather.metadata.derived.removeAll()
    #expect(!details(weather).contains("≈"), "served parts and moon carry no mark")
  }

  @Test func theMarkIsASCIIInASCII() {
    let ascii = PaneStyle(glyphs: .ascii, units: .metric)
    #expect(ascii.computedMark.text == "~")
    #expect(ascii.computedLegend.hasPrefix("~ computed"))
  }
}
