import Foundation
import Testing
import WeatherCore

@testable import WeatherProviders

/// Every provider path applies `PlausibleRanges` where the numbers enter the model.
struct ProviderPlausibilityTests {
  /// The recorded two-place body with `edit` applied to its first place.
  func body(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var places = try #require(try JSONSerialization.jsonObject(with: TestData.twoPlaces()) as? [[String: Any]])
    edit(&places[0])
    return try JSONSerialization.data(withJSONObject: places)
  }

  func weather(_ body: Data) throws -> Weather {
    let payload = try #require(try OpenMeteoJSONDecoder.decode(body).first)
    return OpenMeteoWeatherMapper.weather(
      from: payload, location: TestData.berlin, now: TestData.dstNow, fetchedAt: TestData.dstNow)
  }

  @Test func openMeteoValuesOutOfRangeAreNotAvailableAndCounted() throws {
    let clean = try weather(try body { _ in })
    #expect(clean.metadata.implausibleValueCount == 0)
    let hostile = try weather(
      try body { place in
        var current = place["current"] as! [String: Any]
        current["temperature_2m"] = -99999.0
        current["relative_humidity_2m"] = -99999.0
        current["wind_speed_10m"] = 1e19
        place["current"] = current
        var hourly = place["hourly"] as! [String: Any]
        hourly["pressure_msl"] = (hourly["pressure_msl"] as! [Any]).map { _ in 1e19 }
        place["hourly"] = hourly
      })
    #expect(hostile.currentWeather?.temperature == nil)
    #expect(hostile.currentWeather?.humidity == nil)
    #expect(hostile.currentWeather?.windSpeed == nil)
    #expect(hostile.currentWeather?.pressureTrend == .unknown)
    #expect(hostile.currentWeather?.dewPoint == clean.currentWeather?.dewPoint)
    #expect(hostile.hourlyForecast.allSatisfy { $0.pressure == nil })
    #expect(hostile.metadata.implausibleValueCount == 3 + hostile.hourlyForecast.count)
  }

  @Test func historyDaysOutOfRangeAreMissing() throws {
    let body = #"""
      {"daily":{"time":["2024-01-01","2024-01-02"],"temperature_2m_max":[1e19,3.5],
      "temperature_2m_min":[-99999,-1],"precipitation_sum":[2,-5],"snowfall_sum":[0,1e300]}}
      """#
    let days = try OpenMeteoDailyHistory.decode(Data(body.utf8))
    #expect(days.map(\.temperatureMax) == [nil, 3.5])
    #expect(days.map(\.temperatureMin) == [nil, -1])
    #expect(days.map(\.precipitationAmount) == [2, nil])
    #expect(days.map(\.snowfallAmount) == [0, nil])
  }

  @Test func historyDaysOutsideThePlausibleYearsAreDropped() throws {
    // Years 0001 and 9999 would make the normals walk 366 dates for each of 10,000 years.
    let body = #"""
      {"daily":{"time":["0001-01-01","2024-01-02","9999-12-31"],"temperature_2m_max":[1,2,3]}}
      """#
    let days = try OpenMeteoDailyHistory.decode(Data(body.utf8))
    #expect(days.map(\.day) == [CalendarDay(year: 2024, month: 1, day: 2)])
    #expect(days.map(\.temperatureMax) == [2])
  }

  @Test func geocodingRefusesAbsurdElevationAndPopulation() {
    let place = GeocodedPlace(json: [
      "name": .string("Berlin"), "latitude": .number(52.52), "longitude": .number(13.41), "elevation": .number(1e19),
      "population": .number(1e19),
    ])
    #expect(place?.elevation == nil)
    #expect(place?.population == nil)
    #expect(GeocodedPlace(json: ["name": .string("X"), "latitude": .number(1e19), "longitude": .number(0)]) == nil)
    let real = GeocodedPlace(json: [
      "name": .string("Berlin"), "latitude": .number(52.52), "longitude": .number(13.41), "elevation": .number(74.0),
      "population": .number(3_426_354),
    ])
    #expect(real?.elevation == 74)
    #expect(real?.population == 3_426_354)
  }

  @Test func aClimateRecordReadBackIsChecked() {
    var record = ClimateRecord(
      normals: ClimateNormals(
        firstDay: CalendarDay(year: 1970, month: 1, day: 1), lastDay: CalendarDay(year: 2025, month: 12, day: 31),
        dayCount: 1, missingDayCount: 0, source: "test",
        dates: Array(
          repeating: .init(
            high: SampleStatistics(mean: 1e19, standardDeviation: 1, count: 40), low: nil, precipitation30: nil,
            snowfall30: nil), count: 366),
        months: (1...12).map {
          .init(
            month: $0, averageHigh: 9.3e18, averageLow: 2, averagePrecipitation: 40, averageSnowfall: nil, years: 30)
        }),
      normalsFetchedAt: Date(timeIntervalSince1970: 1e19), recentDays: [], recentSource: "test",
      recentFetchedAt: nil)
    record.recentDays = [DailySummary(day: CalendarDay(year: 2025, month: 1, day: 1), temperatureMax: -1e19)]
    let (checked, rejected) = record.validated()
    #expect(checked.normals.dates.allSatisfy { $0.high == nil })
    #expect(checked.normals.months.allSatisfy { $0.averageHigh == nil && $0.averageLow == 2 })
    #expect(checked.recentDays[0].temperatureMax == nil)
    #expect(checked.normalsFetchedAt == Date(timeIntervalSince1970: 0))
    #expect(rejected == 366 + 12 + 1 + 1)
  }
}
