import Foundation
import SystemFiles
import WeatherCore

/// Hand-made weather for snapshot tests: fixed instants, Berlin (CET, alerts in force),
/// Reykjavík (GMT, no alert source) and Chicago (CST, no alerts).
enum WeatherFixture {
  /// Sunday 22 November 2026, 13:05 UTC (14:05 in Berlin).
  static let now = Date(timeIntervalSince1970: 1_795_352_700)
  static let hour: TimeInterval = 3600

  static func utc(_ hoursFromNow: Double) -> Date {
    // The hour containing `now` starts at 13:00 UTC.
    Date(timeIntervalSince1970: 1_795_352_400 + hoursFromNow * hour)
  }

  // MARK: - Places

  static let berlin = Location(
    name: "Berlin", region: "Land Berlin, Germany", latitude: 52.52, longitude: 13.405,
    timeZoneIdentifier: "Europe/Berlin", elevation: 34, countryCode: "DE")
  static let reykjavik = Location(
    name: "Reykjavík", region: "Iceland", latitude: 64.1355, longitude: -21.8954,
    timeZoneIdentifier: "Atlantic/Reykjavik", countryCode: "IS")
  static let chicago = Location(
    name: "Chicago", region: "Illinois, United States", latitude: 41.85, longitude: -87.65,
    timeZoneIdentifier: "America/Chicago", countryCode: "US")

  // MARK: - Weather

  static func weather(at location: Location, alerts: AlertStatus, minutes: [MinuteWeather] = rainSoon) -> Weather {
    // The zone comes from the tz database, as in the program. Until some lookup has installed
    // the database, `timeZone` is UTC, and a test that ran first drew Berlin an hour off.
    ZoneDatabase.install()
    let zone = location.timeZone
    return Weather(
      location: location, currentWeather: current, minuteForecast: minutes,
      hourlyForecast: hourly(zone: zone), dailyForecast: daily(zone: zone), alerts: alerts,
      availability: Availability(weatherAlerts: true), attribution: .openMeteo,
      metadata: WeatherMetadata(
        providerName: "Open-Meteo", readTime: now.addingTimeInterval(-300), expireTime: now.addingTimeInterval(600))
    ).derivingMissingValues()
  }

  static let current = CurrentWeather(
    date: now, temperature: 3.4, apparentTemperature: -0.6, dewPoint: 0.4, humidity: 0.81,
    pressure: 1012.3, pressureTrend: .falling, windSpeed: 18.2, windDirection: 225, windGust: 32.4,
    uvIndex: 1, visibility: 24_000, cloudCover: 0.9, cloudCoverLow: 0.8, cloudCoverMid: 0.4,
    cloudCoverHigh: 0.1, condition: .cloudy, isDaylight: true, precipitationIntensity: 0)

  /// 15-minute steps: dry now, rain from 13:30 UTC (in 25 minutes).
  static let rainSoon: [MinuteWeather] = [0, 0, 0.4, 1.2, 0.8].enumerated().map { i, rate in
    MinuteWeather(date: utc(Double(i) * 0.25), duration: 900, precipitationIntensity: rate)
  }

  /// 48 hours from 13:00 UTC: a daily temperature wave, rain this afternoon, snow overnight.
  static func hourly(zone: ZoneRules) -> [HourWeather] {
    let codes = [80, 61, 63, 61, 3, 3, 2, 2, 1, 0, 0, 0, 71, 71, 73, 3, 3, 2, 2, 1, 0, 0, 2, 3]
    let chances = [
      0.4, 0.7, 0.8, 0.6, 0.3, 0.2, 0.1, 0, 0, 0, 0, 0.05, 0.5, 0.6, 0.7, 0.3, 0.2, 0.1, 0, 0, 0, 0, 0.1, 0.2,
    ]
    return (0..<48).map { i in
      let date = utc(Double(i))
      let localHour = Double(zone.local(date).hour)
      let temperature = 1.5 + 3.5 * sin((localHour - 9) / 24 * 2 * .pi) - Double(i) * 0.05
      let daylight = (8...16).contains(Int(localHour))
      return HourWeather(
        date: date, temperature: (temperature * 10).rounded() / 10, apparentTemperature: temperature - 3,
        humidity: 0.8, windSpeed: 15 + Double(i % 5), windDirection: 225,
        condition: WeatherCondition(wmoCode: codes[i % codes.count]), isDaylight: daylight,
        precipitationChance: chances[i % chances.count], precipitationAmount: chances[i % chances.count] * 2)
    }
  }

  /// Ten days from today's local midnight.
  static func daily(zone: ZoneRules) -> [DayWeather] {
    let midnight = zone.startOfDay(now)
    let lows: [Double] = [-2, -4, -1, 1, 3, 0, -6, -8, -3, 2]
    let highs: [Double] = [5, 3, 4, 7, 9, 6, 1, -1, 4, 8]
    let codes = [61, 0, 2, 3, 51, 80, 71, 75, 45, 95]
    let amounts = [2.4, 0, 0, 0.2, 1.1, 6.5, 4.0, 12.3, 0, 8.0]
    let chances = [0.6, 0, 0.05, 0.2, 0.45, 0.8, 0.7, 0.9, 0.1, 0.55]
    return (0..<10).map { i in
      let date = zone.date(byAddingDays: i, to: midnight)
      return DayWeather(
        date: date, temperatureMax: highs[i], temperatureMin: lows[i], precipitationAmount: amounts[i],
        snowfallAmount: codes[i] >= 71 && codes[i] <= 77 ? amounts[i] * 7 : 0, precipitationChance: chances[i],
        windSpeedMax: 20 + Double(i * 3), windGustMax: 35 + Double(i * 4), windDirectionDominant: Double(i * 40),
        uvIndexMax: 1, sunrise: date.addingTimeInterval(7.7 * hour), sunset: date.addingTimeInterval(16.1 * hour),
        condition: WeatherCondition(wmoCode: codes[i]))
    }
  }

  // MARK: - Alerts

  static let berlinAlerts = AlertStatus.covered([
    WeatherAlert(
      id: "ice", event: "Black Ice", severity: .moderate, expires: now.addingTimeInterval(20 * hour),
      source: "Deutscher Wetterdienst"),
    WeatherAlert(
      id: "wind", event: "Storm Gusts\u{1B}[2J", headline: "Storm gusts up to 85 km/h",
      severity: .severe, expires: utc(4), source: "Deutscher Wetterdienst",
      description:
        "Storm gusts of 70 to 85 km/h from the south-west are expected. Secure loose objects.\u{1B}]0;pwned\u{07}"),
  ])

  static let noAlertSource = AlertStatus.noSource(reason: "No official alert source covers this place")
}
