import Foundation
import TestSupport
import Testing
import WeatherKitCompat

/// Each query through the real client against the stand-in API (`scripts/standin-api.py`,
/// Open-Meteo's forecast and archive, NWS alerts) on 127.0.0.1.
@Suite(.serialized) struct OpenMeteoQueryTests {
  let api: StandInAPI
  let cache: URL
  let service: WeatherService

  init() throws {
    api = try StandInAPI()
    cache = FileManager.default.temporaryDirectory.appendingPathComponent("compat-\(UUID().uuidString)")
    service = WeatherService(
      provider: .openMeteo(endpoints: .init(allAt: URL(string: api.baseURL)!), cacheDirectory: cache))
  }

  static let newYork = CLLocation(latitude: 40.71, longitude: -74.01)

  var forecastRequests: [String] { api.requests.filter { $0.hasPrefix("/v1/forecast") && $0.contains("hourly=") } }

  @Test func everyForecastQueryAnswersFromOneRequest() async throws {
    let (current, minute, hourly, daily, alerts, availability, changes) = try await service.weather(
      for: Self.newYork, including: .current, .minute, .hourly, .daily, .alerts, .availability, .changes)
    #expect(forecastRequests.count == 1)
    #expect(current.temperature.unit == UnitTemperature.celsius && current.temperature.value.isFinite)
    #expect(current.symbolName != "questionmark" && !current.symbolName.isEmpty)
    #expect(!current.metadata.derived.contains { $0.field == "conditionCode" })
    #expect(current.wind.speed.value.isFinite && current.humidity >= 0 && current.humidity <= 1)
    #expect(current.metadata.location.coordinate.latitude == 40.71)
    // Open-Meteo's quarter-hours of the next hour and a bit.
    #expect((minute?.count ?? 0) >= 4)
    #expect(!(minute?.summary.isEmpty ?? true))
    #expect(hourly.count == 25)
    let now = Date()
    #expect(hourly.first!.date <= now && now < hourly.first!.date.addingTimeInterval(3600))
    #expect(zip(hourly.dropFirst(), hourly).allSatisfy { $0.date.timeIntervalSince($1.date) == 3600 })
    #expect(daily.count == 10)
    #expect(daily.allSatisfy { $0.lowTemperature.value <= $0.highTemperature.value })
    #expect(daily.first!.sun.sunrise != nil && daily.first!.moon.phase.symbolName.hasPrefix("moonphase."))
    #expect(alerts != nil, "NWS covers New York")
    #expect(availability.alertAvailability == .available)
    #expect(changes?.count == 9)
    #expect(api.requests.contains { $0.hasPrefix("/alerts/active") })
  }

  @Test func twilightsAndMoonTimesAreComputedAndTheMetadataSaysSo() async throws {
    // Open-Meteo serves sunrise and sunset only: the rest of `sun` and `moon` is computed.
    let daily = try await service.weather(for: Self.newYork, including: .daily)
    let today = try #require(daily.first)
    let sun = today.sun
    // (The stand-in's sunrise and sunset are made up, not the sun's: only the computed ones are ordered.)
    let events = [
      sun.astronomicalDawn, sun.nauticalDawn, sun.civilDawn, sun.solarNoon, sun.civilDusk, sun.nauticalDusk,
      sun.astronomicalDusk,
    ]
    let times = events.compactMap { $0 }
    #expect(times.count == events.count, "New York has every twilight every day: \(events)")
    #expect(times == times.sorted(), "the dawns, then noon, then the dusks")
    #expect(daily.contains { $0.moon.moonrise != nil } && daily.contains { $0.moon.moonset != nil })
    let derived = Dictionary(daily.metadata.derived.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
    for field in ["days[].sunriseCivil", "days[].sunsetAstronomical", "days[].solarNoon", "days[].moonrise"] {
      #expect(derived[field] != nil, "\(field) is computed but the metadata does not say so")
    }
    #expect(derived["days[].moonrise"]?.method.contains("Meeus") == true)
    // Served values are not listed: sunrise came from Open-Meteo.
    #expect(derived["days[].sunrise"] == nil)
  }

  @Test func openMeteosMarksAreImagesOfItsName() async throws {
    // Apple's mark URLs are not optional; Open-Meteo has none, so each is drawn from the name.
    let attribution = try await service.attribution
    for mark in [attribution.combinedMarkLightURL, attribution.combinedMarkDarkURL, attribution.squareMarkURL] {
      let text = try #require(
        mark.absoluteString.split(separator: ",").last.flatMap { Data(base64Encoded: String($0)) })
      let svg = String(decoding: text, as: UTF8.self)
      #expect(mark.absoluteString.hasPrefix("data:image/svg+xml;base64,") && svg.hasPrefix("<svg "))
      #expect(svg.contains(">Open-Meteo<") || svg.contains(">O<"), "\(svg)")
    }
  }

  @Test func theWholeWeatherAndACachedCallAskNothingMore() async throws {
    let weather = try await service.weather(for: Self.newYork)
    #expect(weather.hourlyForecast.count == 25 && weather.dailyForecast.count == 10)
    #expect(weather.weatherAlerts != nil)
    let asked = api.requests.count
    let again = try await service.weather(for: Self.newYork, including: .current)
    #expect(api.requests.count == asked)
    #expect(again.date == weather.currentWeather.date)
  }

  @Test func placesAskedTogetherShareOneRequest() async throws {
    let service = WeatherServiceClock.service(
      provider: .openMeteo(endpoints: .init(allAt: URL(string: api.baseURL)!), cacheDirectory: cache),
      batchWindow: .milliseconds(500))
    async let a = service.weather(for: CLLocation(latitude: 40.71, longitude: -74.01), including: .current)
    async let b = service.weather(for: CLLocation(latitude: 41.88, longitude: -87.63), including: .current)
    async let c = service.weather(for: CLLocation(latitude: 34.05, longitude: -118.24), including: .current)
    let answers = try await [a, b, c]
    #expect(answers.count == 3)
    #expect(forecastRequests.count == 1, "\(forecastRequests)")
    let latitudes = forecastRequests.first.flatMap {
      $0.split(whereSeparator: { "?&".contains($0) }).first { $0.hasPrefix("latitude=") }
    }
    #expect(Set((latitudes?.dropFirst(9) ?? "").split(separator: ",")) == ["40.71", "41.88", "34.05"])
  }

  @Test func alertsWithoutTheirOwnLinkKeepTheServicePage() async throws {
    // Annapolis Royal: Environment Canada's recorded heat warning, which links no page of its own.
    let alerts = try await service.weather(
      for: CLLocation(latitude: 44.74201, longitude: -65.51667), including: .alerts)
    let alert = try #require(alerts?.first)
    #expect(alert.source == "Environment Canada")
    #expect(alert.detailsURL.absoluteString == "https://weather.gc.ca/warnings/index_e.html")
    #expect(!alert.summary.isEmpty && alert.region?.isEmpty == false)
    #expect(alert.severity != .unknown)
  }

  @Test func aBareLocationOffNorwayHasMETNorwaysAlertsFoundByItsZone() async throws {
    // At sea west of Hammerfest, inside the recorded gale warning's area: no country is given,
    // the forecast's zone (Europe/Oslo) says Norway.
    let place = CLLocation(latitude: 70.3, longitude: 21.0)
    let (alerts, availability) = try await service.weather(for: place, including: .alerts, .availability)
    let alert = try #require(alerts?.first)
    #expect(alert.source == "MET Norway")
    #expect(alert.summary == "Gale", "in English, not the served Norwegian name")
    #expect(availability.alertAvailability == .available)
    #expect(api.requests.contains { $0.hasPrefix("/weatherapi/metalerts/2.0/current.json") })
  }

  @Test func aBareLocationInAMeteoAlarmCountryHasTheAlertsOfTheAreasItLiesIn() async throws {
    // Banja Luka by coordinates: Europe/Sarajevo is used in several countries, and only
    // Bosnia's MeteoAlarm shapes hold the point (BANJA LUKA, BA003), whose warnings the recorded
    // feed carries.
    let banjaLuka = CLLocation(latitude: 44.7722, longitude: 17.191)
    let (alerts, availability) = try await service.weather(for: banjaLuka, including: .alerts, .availability)
    let found = try #require(alerts)
    #expect(!found.isEmpty)
    #expect(
      found.allSatisfy { $0.source.contains("MeteoAlarm") && $0.region?.uppercased() == "BANJA LUKA" }, "\(found)")
    #expect(availability.alertAvailability == .available)
    #expect(api.requests.contains { $0.hasPrefix("/api/v1/warnings/feeds-bosnia-herzegovina") })

    // Assen: the shapes say Drenthe (NL018), for which the recorded Dutch feed holds only a
    // green "no warning" entry: covered, none in force.
    let assen = CLLocation(latitude: 52.9925, longitude: 6.5625)
    let (calm, calmAvailability) = try await service.weather(for: assen, including: .alerts, .availability)
    #expect(calm == [])
    #expect(calmAvailability.alertAvailability == .available)
    #expect(api.requests.contains { $0.hasPrefix("/api/v1/warnings/feeds-netherlands") })
  }

  @Test func aBareLocationInCroatiaHasTheAlertsOfItsArea() async throws {
    // Rijeka by coordinates: its zone (Europe/Zagreb) says Croatia, whose outlines put the point
    // in Rijeka region (HR006), under a red wind warning in the recorded Croatian feed.
    let place = CLLocation(latitude: 45.3271, longitude: 14.4422)
    let (alerts, availability) = try await service.weather(for: place, including: .alerts, .availability)
    let found = try #require(alerts)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.region == "Rijeka region" }, "\(found.map { $0.region ?? "" })")
    #expect(availability.alertAvailability == .available)
    #expect(api.requests.contains { $0.hasPrefix("/api/v1/warnings/feeds-croatia") })
  }

  @Test func aBareLocationInAMeteoAlarmCountrySaysWhyItHasNoAlerts() async throws {
    // Tulln, north-west of Vienna, by coordinates: its zone (Europe/Vienna) says Austria, whose
    // outlines put it in Niederösterreich (AT001) and Tulln (AT321); but the stand-in's Austrian
    // feed files codes the table does not know (AT332, AT122…) and not the point's, so its
    // silence proves nothing, and a CLLocation has no name to match an area by, nor a key to press.
    let place = CLLocation(latitude: 48.45, longitude: 15.95)
    let (alerts, availability) = try await service.weather(for: place, including: .alerts, .availability)
    #expect(alerts == nil)
    #expect(availability.alertAvailability == .unsupported)
    let reason = try #require(availability.alertUnavailableReason)
    #expect(reason.hasPrefix("Warnings for Austria come from MeteoAlarm by area"))
    #expect(reason.contains("a CLLocation has no place name to match its areas by"))
    #expect(!reason.contains("press A"), "the dashboard's key means nothing to a library's caller: \(reason)")
    #expect(api.requests.contains { $0.hasPrefix("/api/v1/warnings/feeds-austria") })
  }

  @Test func rangesOfHoursAndDays() async throws {
    let start = Date().addingTimeInterval(6 * 3600)
    let hours = try await service.weather(
      for: Self.newYork, including: .hourly(startDate: start, endDate: start.addingTimeInterval(12 * 3600)))
    #expect(hours.count == 12)
    #expect(hours.allSatisfy { $0.date >= start && $0.date < start.addingTimeInterval(12 * 3600) })
    let days = try await service.weather(
      for: Self.newYork, including: .daily(startDate: start, endDate: start.addingTimeInterval(3 * 86_400)))
    #expect(days.count == 3)
  }

  @Test func historicalComparisonsStatisticsAndSummaries() async throws {
    let comparisons = try await service.weather(for: Self.newYork, including: .historicalComparisons)
    let first = try #require(comparisons?.first)
    switch first {
    case .highTemperature(let trend), .lowTemperature(let trend):
      #expect(trend.baseline.kind == .mean && trend.currentValue.value.isFinite)
      // 1991-01-01 in the place's zone, where the WMO standard normal period begins.
      #expect(abs(trend.baseline.startDate.timeIntervalSince1970 - 662_688_000) <= 14 * 3600)
    case .precipitationAmount(let trend), .snowfallAmount(let trend):
      #expect(trend.currentValue.unit == UnitLength.millimeters)
    }

    let (temperatures, precipitation) = try await service.dailyStatistics(
      for: Self.newYork, startDay: 360, endDay: 5, including: .temperature, .precipitation)
    #expect(temperatures.map(\.day) == [360, 361, 362, 363, 364, 365, 366, 1, 2, 3, 4, 5])
    #expect(temperatures.allSatisfy { $0.averageLowTemperature.value < $0.averageHighTemperature.value })
    #expect(precipitation.allSatisfy { (0...1).contains($0.averagePrecipitationProbability) })
    #expect(precipitation.allSatisfy { $0.averagePrecipitationAmount.value >= 0 })

    // By default, every day from 30 days ago to 10 days ahead: 41 of them.
    let around = try await service.dailyStatistics(for: Self.newYork, including: .temperature)
    #expect(around.count == 41)

    let months = try await service.monthlyStatistics(for: Self.newYork, including: .temperature)
    #expect(months.map(\.month) == Array(1...12))
    #expect(months[6].averageHighTemperature.value > months[0].averageHighTemperature.value, "July warmer than January")

    let archiveRequests = api.requests.filter { $0.hasPrefix("/v1/archive") }.count
    let recent = try await service.dailySummary(for: Self.newYork, including: .precipitation)
    #expect(recent.count == 30)
    #expect(api.requests.filter { $0.hasPrefix("/v1/archive") }.count == archiveRequests, "the last 30 days are kept")

    let january = DateInterval(
      start: Date(timeIntervalSince1970: 1_735_707_600), end: Date(timeIntervalSince1970: 1_738_299_600))
    let (lows, amounts) = try await service.dailySummary(
      for: Self.newYork, forDaysIn: january, including: .temperature, .precipitation)
    #expect(lows.count == 31 && amounts.count == 31)
    #expect(api.requests.contains { $0.contains("start_date=2025-01-01&end_date=2025-01-31") })
  }

  @Test func statisticsBoundsOutsideTheirRangeAreAUsageError() async throws {
    await #expect(throws: WeatherError.self) {
      _ = try await service.monthlyStatistics(for: Self.newYork, startMonth: 0, endMonth: 13, including: .temperature)
    }
    #expect(api.requests.isEmpty, "refused before any request")
  }
}
