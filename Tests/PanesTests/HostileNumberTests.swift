import Foundation
import Render
import Testing
import WeatherCore

@testable import Panes

/// Every pane drawn from weather whose every number is absurd (1e19, NaN, ±inf, the largest
/// Double), built directly so nothing validated it: the panes must neither trap (an unchecked
/// `Int(...)`) nor show the number; "–" stands in for it.
@Suite struct HostileNumberTests {
  static let values: [Double] = [
    1e19, -1e19, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e18,
  ]

  /// The fixture with every number (and sunrise/sunset) replaced by `v`.
  static func weather(_ v: Double) -> Weather {
    var weather = WeatherFixture.weather(at: WeatherFixture.berlin, alerts: WeatherFixture.berlinAlerts)
    weather.location.elevation = v
    weather.currentWeather = CurrentWeather(
      date: WeatherFixture.now, temperature: v, apparentTemperature: v, dewPoint: v, humidity: v, pressure: v,
      pressureTrend: .rising, windSpeed: v, windDirection: v, windGust: v, uvIndex: v, visibility: v, cloudCover: v,
      cloudCoverLow: v, cloudCoverMid: v, cloudCoverHigh: v, condition: .rain(.heavy), isDaylight: true,
      precipitationIntensity: v)
    weather.minuteForecast = weather.minuteForecast.map {
      MinuteWeather(date: $0.date, duration: $0.duration, precipitationIntensity: v, precipitationChance: v)
    }
    weather.hourlyForecast = weather.hourlyForecast.map {
      HourWeather(
        date: $0.date, temperature: v, apparentTemperature: v, dewPoint: v, humidity: v, pressure: v, windSpeed: v,
        windDirection: v, windGust: v, uvIndex: v, visibility: v, cloudCover: v, condition: $0.condition,
        precipitationChance: v, precipitationAmount: v, snowfallAmount: v, precipitationIntensity: v)
    }
    let instant = v.isFinite ? Date(timeIntervalSince1970: v) : Date(timeIntervalSince1970: 1e18)
    weather.dailyForecast = weather.dailyForecast.map {
      DayWeather(
        date: $0.date, temperatureMax: v, temperatureMin: v, humidityMax: v, humidityMin: v, precipitationAmount: v,
        rainAmount: v, showersAmount: v, snowfallAmount: v, precipitationChance: v, windSpeedMax: v, windGustMax: v,
        windDirectionDominant: v, uvIndexMax: v, sunrise: $0.sunrise, sunset: instant, condition: $0.condition)
    }
    return weather
  }

  /// The climate fixture with every normal and past day replaced by `v`.
  static func climate(_ v: Double) -> ClimateStatus {
    var record = ClimateFixture.record
    let statistics = SampleStatistics(mean: v, standardDeviation: v, count: 40)
    record.normals.dates = record.normals.dates.map { _ in
      ClimateNormals.DateNormal(high: statistics, low: statistics, precipitation30: statistics, snowfall30: statistics)
    }
    record.normals.months = record.normals.months.map {
      ClimateNormals.MonthNormal(
        month: $0.month, averageHigh: v, averageLow: -v, averagePrecipitation: v, averageSnowfall: v, years: 12)
    }
    record.recentDays = record.recentDays.map {
      DailySummary(day: $0.day, temperatureMax: v, temperatureMin: v, precipitationAmount: v, snowfallAmount: v)
    }
    return .loaded(record)
  }

  func content(_ v: Double, units: UnitSystem) -> DashboardContent {
    DashboardContent(
      weather: Self.weather(v), placeName: "", units: units, now: WeatherFixture.now,
      fetchedAt: WeatherFixture.now.addingTimeInterval(v.isFinite ? -min(abs(v), 1e300) : -1e300),
      climate: Self.climate(v))
  }

  /// No line shows a number of twelve digits or more, nor "nan"/"inf".
  func expectNoAbsurdNumber(_ lines: [String], _ label: String) {
    let text = lines.joined(separator: "\n")
    let long = text.range(of: "[0-9]{12,}", options: .regularExpression)
    var shown = ""
    if let long {
      let start = text.index(long.lowerBound, offsetBy: -30, limitedBy: text.startIndex) ?? text.startIndex
      shown = String(text[start..<long.upperBound])
    }
    #expect(long == nil, "\(label): \(shown)")
    #expect(text.range(of: "\\b(nan|inf)\\b", options: [.regularExpression, .caseInsensitive]) == nil, "\(label)")
  }

  @Test(arguments: values)
  func theDashboardShowsDashesForAbsurdNumbers(_ v: Double) {
    for units in [UnitSystem.metric, .imperial] {
      for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        var buffer = CellBuffer(width: width, height: height)
        DashboardView(content: content(v, units: units)).render(into: &buffer)
        expectNoAbsurdNumber(buffer.lines, "\(v) \(units) \(width)×\(height)")
        #expect(buffer.lines.joined().contains(WeatherFormat.missing), "\(v) \(units) \(width)×\(height)")
      }
    }
  }

  @Test(arguments: values)
  func theStatisticsViewShowsDashesForAbsurdNumbers(_ v: Double) {
    for units in [UnitSystem.metric, .imperial] {
      var buffer = CellBuffer(width: 120, height: 50)
      StatisticsView(content: content(v, units: units)).render(in: buffer.area, into: &buffer)
      expectNoAbsurdNumber(buffer.lines, "\(v) \(units)")
      #expect(buffer.lines.joined().contains(WeatherFormat.missing), "\(v) \(units)")
    }
  }

  @Test(arguments: values)
  func theOncePageShowsDashesForAbsurdNumbers(_ v: Double) {
    for units in [UnitSystem.metric, .imperial] {
      let lines = OncePage(content: content(v, units: units)).render(width: 100).lines
      expectNoAbsurdNumber(lines, "\(v) \(units)")
      #expect(lines.joined().contains(WeatherFormat.missing), "\(v) \(units)")
    }
  }

  @Test func anAgeBeyondAnyIntegerStillReads() {
    for seconds in Self.values + [-1e19] {
      _ = FooterPane.age(seconds)
    }
    #expect(FooterPane.age(.nan) == "under a minute")
  }
}
