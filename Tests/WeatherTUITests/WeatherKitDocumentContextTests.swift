import Foundation
import SystemFiles
import Testing
import WeatherCore

@testable import WeatherTUIApp

/// The context fields of the JSON document: day parts, moon phase, changes, comparisons.
struct WeatherKitDocumentContextTests {
  static let zone = ZoneDatabase.zone("Europe/Berlin")!
  static let today = CalendarDay(year: 2024, month: 4, day: 8)
  /// 10:00 CEST on the day of the 2024 solar eclipse (new moon 18:21 UTC).
  static let now = Date(timeIntervalSince1970: 1_712_563_200)

  static func weather() -> Weather {
    let start = today.start(in: zone)
    let hours = (0..<48).map { i in
      HourWeather(
        date: start.addingTimeInterval(Double(i) * 3600), temperature: Double(i % 24),
        precipitationAmount: i >= 24 ? 1 : 0)
    }
    let days = (0..<2).map { i in
      DayWeather(date: today.adding(days: i).start(in: zone), temperatureMax: i == 0 ? 20 : 12, temperatureMin: 5)
    }
    return Weather(
      location: Location(name: "Berlin", latitude: 52.52, longitude: 13.405, timeZoneIdentifier: "Europe/Berlin"),
      currentWeather: nil, minuteForecast: [], hourlyForecast: hours, dailyForecast: days,
      alerts: .noSource(reason: "test"), availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now)
    ).derivingMissingValues()
  }

  static func record() -> ClimateRecord {
    let first = CalendarDay(year: 2010, month: 1, day: 1).dayNumber
    let last = CalendarDay(year: 2021, month: 12, day: 31).dayNumber
    let series = (first...last).map {
      DailySummary(
        day: CalendarDay(dayNumber: $0), temperatureMax: 14, temperatureMin: 4, precipitationAmount: 1,
        snowfallAmount: 0)
    }
    let recent = (1...30).map {
      DailySummary(
        day: today.adding(days: -$0), temperatureMax: 14, temperatureMin: 4, precipitationAmount: 1, snowfallAmount: 0)
    }
    return ClimateRecord(
      normals: ClimateNormals.compute(from: series, source: "test")!, normalsFetchedAt: now, recentDays: recent,
      recentSource: "test", recentFetchedAt: now)
  }

  func json(_ place: WeatherKitDocument.Place) throws -> [String: Any] {
    let data = try WeatherKitDocument(places: [place]).encoded()
    let document = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    return (document["places"] as! [[String: Any]])[0]
  }

  @Test func daysCarryPartsAndMoonPhase() throws {
    let place = try json(.init(weather: Self.weather(), isStale: false))
    let days = (place["forecastDaily"] as! [String: Any])["days"] as! [[String: Any]]
    #expect(days[0]["moonPhase"] as? String == "new")
    let daytime = try #require(days[0]["daytimeForecast"] as? [String: Any])
    #expect(daytime["forecastStart"] as? String == "2024-04-08T05:00:00Z")
    #expect(daytime["forecastEnd"] as? String == "2024-04-08T17:00:00Z")
    #expect(daytime["temperatureMax"] as? Double == 18 && daytime["hourCount"] as? Int == 12)
    let night = try #require(days[0]["overnightForecast"] as? [String: Any])
    #expect(night["precipitationAmount"] as? Double == 7)  // 00:00–07:00 of the 9th
    #expect(place["historicalComparisons"] == nil)
  }

  @Test func changesAndComparisonsUseWeatherKitNames() throws {
    let place = try json(.init(weather: Self.weather(), isStale: false, climate: .loaded(Self.record()), now: Self.now))
    let changes = try #require((place["weatherChanges"] as? [String: Any])?["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect(changes[0]["maxTemperatureChange"] as? String == "decrease")
    #expect(changes[0]["minTemperatureChange"] as? String == "steady")
    // The hourly data starts at midnight, so today's daytime part is complete and compared.
    #expect(changes[0]["dayPrecipitationChange"] as? String == "increase")
    #expect(changes[0]["nightPrecipitationChange"] == nil)  // the second night is cut off
    let comparisons = try #require(
      (place["historicalComparisons"] as? [String: Any])?["comparisons"] as? [[String: Any]])
    let high = try #require(comparisons.first { $0["condition"] as? String == "temperature_max" })
    #expect(high["currentValue"] as? Double == 20 && high["baselineValue"] as? Double == 14)
    #expect(high["deviation"] as? String == "muchHigher" && high["baselineType"] as? String == "mean")
    #expect(high["baselineStartDate"] as? String == "2010-01-01" && high["baselineEndYear"] as? Int == 2021)
    // Every day in the baseline is 14 °C: SD 0, floored to 0.5, so z = (20 − 14) / 0.5 = 12.
    #expect(high["baselineStandardDeviation"] as? Double == 0.5 && high["zScore"] as? Double == 12)
    #expect(high["sampleCount"] as? Int == 180)
    #expect(comparisons.first?["condition"] as? String == "temperature_max")
    let summary = try #require(place["dailySummary"] as? [String: Any])
    // 9 March … 7 April 2024, as ISO-8601 dates.
    #expect(summary["startDate"] as? String == "2024-03-09" && summary["endDate"] as? String == "2024-04-07")
    #expect((summary["days"] as? [[String: Any]])?.first?["date"] as? String == "2024-03-09")
    #expect((summary["days"] as? [[String: Any]])?.count == 30)
    let months = try #require((place["monthlyStatistics"] as? [String: Any])?["months"] as? [[String: Any]])
    #expect(months.count == 12 && months[1]["averageTemperatureMax"] as? Double == 14)
    #expect((place["monthlyStatistics"] as? [String: Any])?["baselineStart"] as? Int == 2010)
    #expect(place["climateUnavailableReason"] == nil)
  }

  @Test func failedClimateSaysWhy() throws {
    let place = try json(
      .init(weather: Self.weather(), isStale: false, climate: .failed("archive refused"), now: Self.now))
    #expect(place["climateUnavailableReason"] as? String == "archive refused")
    #expect(place["historicalComparisons"] == nil && place["dailySummary"] == nil)
    #expect(place["weatherChanges"] != nil)
  }
}
