import FoundationEssentials
import Glibc

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
    self.init(hours: hours[...], from: start, to: end)
  }

  /// Aggregates the hours of `hours` starting in `start ..< end`; nil when there are none.
  init?(hours: ArraySlice<HourWeather>, from start: Date, to end: Date) {
    // One pass over the hours by index, reading fields in place: it runs for every part of every
    // day at each refresh, and copying whole hours (or one pass per field) was most of its cost.
    var series = PartSeries()
    var count = 0
    var condition: WeatherCondition?
    var x = 0.0
    var y = 0.0
    for index in hours.indices where hours[index].date >= start && hours[index].date < end {
      count += 1
      let hourCondition = hours[index].condition
      if case .unknown = hourCondition {
      } else if condition.map({ hourCondition.wmoCode > $0.wmoCode }) ?? true {
        condition = hourCondition
      }
      series.add(hours[index])
      if let direction = hours[index].windDirection, direction.isFinite {
        let weight = hours[index].windSpeed.flatMap { $0.isFinite ? $0 : nil } ?? 1
        x += weight * cos(direction * .pi / 180)
        y += weight * sin(direction * .pi / 180)
      }
    }
    guard count > 0 else { return nil }
    self.init(
      forecastStart: start, forecastEnd: end, hourCount: count, condition: condition,
      temperatureMax: series.temperature.max, temperatureMin: series.temperature.min,
      precipitationAmount: series.precipitation.sum, precipitationChance: series.chance.max,
      snowfallAmount: series.snowfall.sum, windSpeed: series.wind.mean, windSpeedMax: series.wind.max,
      windGustSpeedMax: series.gust.max, windDirection: Self.direction(x: x, y: y), cloudCover: series.cloud.mean,
      humidity: series.humidity.mean)
  }

  /// `value` to two decimals (the precision of the hourly inputs).
  static func rounded(_ value: Double) -> Double { value.rounded(toPlaces: 2) }

  /// The direction of the speed-weighted sum of wind vectors (`x` the cosines, `y` the sines;
  /// unweighted where speeds are missing) in whole degrees; nil when they cancel out or there are none.
  static func direction(x: Double, y: Double) -> Double? {
    guard hypot(x, y) > 1e-9 else { return nil }
    // Whole degrees, as WeatherKit writes directions; 0 ... 359 (+ 0 turns -0 into 0).
    let degrees = (atan2(y, x) * 180 / .pi).rounded() + 0
    let positive = degrees < 0 ? degrees + 360 : degrees
    return positive == 360 ? 0 : positive
  }
}

/// The finite values of one hourly field within a day part, summed in hour order (so the
/// result is the same as summing the list), with their extremes.
private struct PartStatistic {
  private var total = 0.0
  private var count = 0
  private(set) var max: Double?
  private(set) var min: Double?

  mutating func add(_ value: Double?) {
    guard let value, value.isFinite else { return }
    total += value
    count += 1
    max = Swift.max(max ?? value, value)
    min = Swift.min(min ?? value, value)
  }

  /// Rounded to two decimals, like `DayPartForecast.rounded`.
  var sum: Double? { count == 0 ? nil : DayPartForecast.rounded(total) }
  var mean: Double? { count == 0 ? nil : DayPartForecast.rounded(total / Double(count)) }
}

/// The hourly fields a day part aggregates.
private struct PartSeries {
  var temperature = PartStatistic()
  var precipitation = PartStatistic()
  var chance = PartStatistic()
  var snowfall = PartStatistic()
  var wind = PartStatistic()
  var gust = PartStatistic()
  var cloud = PartStatistic()
  var humidity = PartStatistic()

  mutating func add(_ hour: HourWeather) {
    temperature.add(hour.temperature)
    precipitation.add(hour.precipitationAmount)
    chance.add(hour.precipitationChance)
    snowfall.add(hour.snowfallAmount)
    wind.add(hour.windSpeed)
    gust.add(hour.windGust)
    cloud.add(hour.cloudCover)
    humidity.add(hour.humidity)
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

  /// The parts of `day` in `timeZone` from `hours`. With `inTimeOrder` (the hours sorted by
  /// date, as every provider serves them) only that day's hours are looked at, found by binary
  /// search: a refresh builds both parts of ten days for every place, and scanning all 240 hours
  /// for each was an eighth of it.
  public static func parts(
    of day: CalendarDay, hours: [HourWeather], timeZone: ZoneRules, inTimeOrder: Bool = false
  ) -> DayParts {
    let morning = day.instant(hour: DayPartForecast.morningHour, in: timeZone)
    let evening = day.instant(hour: DayPartForecast.eveningHour, in: timeZone)
    let nextMorning = day.adding(days: 1).instant(hour: DayPartForecast.morningHour, in: timeZone)
    let window =
      inTimeOrder
      ? hours[firstHour(in: hours, notBefore: morning)..<firstHour(in: hours, notBefore: nextMorning)] : hours[...]
    return DayParts(
      day: day, daytime: DayPartForecast(hours: window, from: morning, to: evening),
      overnight: DayPartForecast(hours: window, from: evening, to: nextMorning))
  }

  /// The index of the first of `hours` (sorted by date) starting at or after `date`.
  static func firstHour(in hours: [HourWeather], notBefore date: Date) -> Int {
    var (low, high) = (0, hours.count)
    while low < high {
      let middle = (low + high) / 2
      if hours[middle].date < date { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `hours` are sorted by date, as `parts(of:hours:timeZone:inTimeOrder:)` may assume.
  public static func inTimeOrder(_ hours: [HourWeather]) -> Bool {
    hours.indices.dropFirst().allSatisfy { hours[$0 - 1].date <= hours[$0].date }
  }
}
