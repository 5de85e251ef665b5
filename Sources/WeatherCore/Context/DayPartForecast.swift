import Foundation

/// The forecast for part of a day, shaped after WeatherKit's `DayPartForecast`: daytime
/// (07:00–19:00) or overnight (19:00–07:00 the next morning), local time of the place.
///
/// Served by WeatherKit, or aggregated from the hourly forecast: then `hourCount` says how many
/// hours of data it rests on (fewer than the part's length for today's part already begun, or at
/// the end of the forecast).
public struct DayPartForecast: Sendable, Hashable, Codable {
  public var forecastStart: Date
  public var forecastEnd: Date
  /// Hours of data inside the part when aggregated by us (an hour counts when it starts inside
  /// it); nil for a part the provider served.
  public var hourCount: Int?
  /// The most severe hourly condition (highest WMO code, Open-Meteo's daily rule); nil if none.
  public var condition: WeatherCondition?
  public var temperatureMax: Double?
  public var temperatureMin: Double?
  /// Sum of the hourly amounts, mm.
  public var precipitationAmount: Double?
  /// Highest hourly chance, 0–1.
  public var precipitationChance: Double?
  /// Sum of the hourly snowfall, mm of snow depth.
  public var snowfallAmount: Double?
  /// Mean and highest hourly wind speed and highest gust, km/h.
  public var windSpeed: Double?
  public var windSpeedMax: Double?
  public var windGustSpeedMax: Double?
  /// Speed-weighted circular mean of the hourly directions, degrees.
  public var windDirection: Double?
  /// Means of the hourly values, 0–1.
  public var cloudCover: Double?
  public var humidity: Double?

  // MARK: WeatherKit's own fields (nil when aggregated by us)

  public var conditionCode: String?
  public var precipitationType: String?
  public var precipitationAmountByType: [String: Double]?
  public var cloudCoverLowAltPct: Double?
  public var cloudCoverMidAltPct: Double?
  public var cloudCoverHighAltPct: Double?
  public var humidityMax: Double?
  public var humidityMin: Double?
  public var temperatureApparentMax: Double?
  public var temperatureApparentMin: Double?
  public var visibilityMax: Double?
  public var visibilityMin: Double?
  public var uvIndexMax: Double?
  public var uvIndexMin: Double?
  public var precipitationIntensityMax: Double?
  public var perceivedPrecipitationIntensityMax: Double?
  public var daylight: Bool?

  public init(
    forecastStart: Date, forecastEnd: Date, hourCount: Int?, condition: WeatherCondition? = nil,
    temperatureMax: Double? = nil, temperatureMin: Double? = nil, precipitationAmount: Double? = nil,
    precipitationChance: Double? = nil, snowfallAmount: Double? = nil, windSpeed: Double? = nil,
    windSpeedMax: Double? = nil, windGustSpeedMax: Double? = nil, windDirection: Double? = nil,
    cloudCover: Double? = nil, humidity: Double? = nil
  ) {
    self.forecastStart = forecastStart
    self.forecastEnd = forecastEnd
    self.hourCount = hourCount
    self.condition = condition
    self.temperatureMax = temperatureMax
    self.temperatureMin = temperatureMin
    self.precipitationAmount = precipitationAmount
    self.precipitationChance = precipitationChance
    self.snowfallAmount = snowfallAmount
    self.windSpeed = windSpeed
    self.windSpeedMax = windSpeedMax
    self.windGustSpeedMax = windGustSpeedMax
    self.windDirection = windDirection
    self.cloudCover = cloudCover
    self.humidity = humidity
  }

  /// Whether every hour of the part has data (not the rest of a part already begun, nor a part
  /// cut off by the end of the forecast).
  public var isComplete: Bool {
    guard let hourCount else { return true }
    return hourCount >= (forecastEnd.timeIntervalSince(forecastStart) / 3600).roundedInteger() ?? Int.max
  }

  /// Local hour at which the daytime part starts and the overnight part ends.
  public static let morningHour = 7
  /// Local hour at which the daytime part ends and the overnight part starts.
  public static let eveningHour = 19

  // MARK: - Aggregation

  /// Aggregates the hours starting in `start ..< end`; nil when there are none.
  public init?(hours: [HourWeather], from start: Date, to end: Date) {
    let inside = hours.filter { $0.date >= start && $0.date < end }
    guard !inside.isEmpty else { return nil }
    func values(_ key: KeyPath<HourWeather, Double?>) -> [Double] {
      inside.compactMap { $0[keyPath: key] }.filter(\.isFinite)
    }
    // Rounded to two decimals: the hourly inputs carry at most that, and binary sums would
    // otherwise print as 0.30000000000000004.
    func mean(_ list: [Double]) -> Double? {
      list.isEmpty ? nil : Self.rounded(list.reduce(0, +) / Double(list.count))
    }
    func sum(_ list: [Double]) -> Double? { list.isEmpty ? nil : Self.rounded(list.reduce(0, +)) }
    let known = inside.map(\.condition).filter { if case .unknown = $0 { false } else { true } }
    self.init(
      forecastStart: start, forecastEnd: end, hourCount: inside.count,
      condition: known.max { $0.wmoCode < $1.wmoCode },
      temperatureMax: values(\.temperature).max(), temperatureMin: values(\.temperature).min(),
      precipitationAmount: sum(values(\.precipitationAmount)),
      precipitationChance: values(\.precipitationChance).max(),
      snowfallAmount: sum(values(\.snowfallAmount)), windSpeed: mean(values(\.windSpeed)),
      windSpeedMax: values(\.windSpeed).max(), windGustSpeedMax: values(\.windGust).max(),
      windDirection: Self.meanDirection(inside), cloudCover: mean(values(\.cloudCover)),
      humidity: mean(values(\.humidity)))
  }

  /// `value` to two decimals (the precision of the hourly inputs).
  static func rounded(_ value: Double) -> Double { value.rounded(toPlaces: 2) }

  /// Speed-weighted vector mean of the wind directions (unweighted when speeds are missing);
  /// nil when the vectors cancel out or there are none.
  static func meanDirection(_ hours: [HourWeather]) -> Double? {
    var x = 0.0
    var y = 0.0
    for hour in hours {
      guard let direction = hour.windDirection, direction.isFinite else { continue }
      let weight = hour.windSpeed.flatMap { $0.isFinite ? $0 : nil } ?? 1
      x += weight * cos(direction * .pi / 180)
      y += weight * sin(direction * .pi / 180)
    }
    guard hypot(x, y) > 1e-9 else { return nil }
    // Whole degrees, as WeatherKit writes directions; 0 ... 359 (+ 0 turns -0 into 0).
    let degrees = (atan2(y, x) * 180 / .pi).rounded() + 0
    let positive = degrees < 0 ? degrees + 360 : degrees
    return positive == 360 ? 0 : positive
  }
}

/// Both parts of one forecast day.
public struct DayParts: Sendable, Hashable, Codable {
  /// The local calendar day.
  public var day: CalendarDay
  /// 07:00–19:00 that day.
  public var daytime: DayPartForecast?
  /// 19:00 that day to 07:00 the next.
  public var overnight: DayPartForecast?

  public init(day: CalendarDay, daytime: DayPartForecast?, overnight: DayPartForecast?) {
    self.day = day
    self.daytime = daytime
    self.overnight = overnight
  }

  /// One entry per day of `weather.dailyForecast`: the parts the model holds (served, or
  /// aggregated once by `Weather.derivingMissingValues()`).
  public static func forecast(for weather: Weather) -> [DayParts] {
    let zone = weather.location.timeZone
    return weather.dailyForecast.map { entry in
      DayParts(
        day: CalendarDay(entry.date.addingTimeInterval(12 * 3600), timeZone: zone),
        daytime: entry.daytimeForecast, overnight: entry.overnightForecast)
    }
  }

  /// The parts of `day` in `timeZone` from `hours`.
  public static func parts(of day: CalendarDay, hours: [HourWeather], timeZone: TimeZone) -> DayParts {
    let morning = day.instant(hour: DayPartForecast.morningHour, in: timeZone)
    let evening = day.instant(hour: DayPartForecast.eveningHour, in: timeZone)
    let nextMorning = day.adding(days: 1).instant(hour: DayPartForecast.morningHour, in: timeZone)
    return DayParts(
      day: day, daytime: DayPartForecast(hours: hours, from: morning, to: evening),
      overnight: DayPartForecast(hours: hours, from: evening, to: nextMorning))
  }
}
