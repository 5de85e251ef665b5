import FoundationEssentials

/// Whether something goes up, down or stays about the same from one day to the next
/// (WeatherKit's `WeatherChangeDirection`; JSON tokens `increase`, `decrease`, `steady`).
public enum WeatherChangeDirection: String, Sendable, Hashable, Codable {
  case increase, decrease, steady
}

/// How one forecast day differs from the day before, shaped after WeatherKit's `WeatherChange`.
///
/// Temperatures compare the days' highs and lows; precipitation compares the daytime
/// (07:00–19:00) and overnight (19:00–07:00) sums of the hourly forecast, only between parts
/// the hourly forecast covers completely (so not today's daytime once it has begun). A direction
/// is nil when either day lacks the value. Thresholds: `temperatureThreshold`, `precipitationThreshold`.
public struct WeatherChange: Sendable, Hashable, Codable {
  /// The day's bounds (local midnight to midnight).
  public var forecastStart: Date
  public var forecastEnd: Date
  public var day: CalendarDay
  /// 1 for tomorrow (compared with today), 2 for the day after, …
  public var dayOffset: Int
  public var maxTemperatureChange: WeatherChangeDirection?
  public var minTemperatureChange: WeatherChangeDirection?
  public var dayPrecipitationChange: WeatherChangeDirection?
  public var nightPrecipitationChange: WeatherChangeDirection?
  /// The differences behind the directions: °C and mm, this day minus the day before.
  public var maxTemperatureDelta: Double?
  public var minTemperatureDelta: Double?
  public var dayPrecipitationDelta: Double?
  public var nightPrecipitationDelta: Double?
  /// This day's own values, for the headline.
  public var temperatureMax: Double?
  public var temperatureMin: Double?
  public var dayPrecipitation: Double?
  public var nightPrecipitation: Double?

  /// A high or low counts as changed when it moves by at least this many °C.
  public static let temperatureThreshold = 2.0
  /// …and as a "much" change (headline "Much colder") from this many °C.
  public static let largeTemperatureChange = 5.0
  /// Precipitation counts as changed when the sum moves by at least 1 mm AND by at least 20 %
  /// of the larger of the two sums (so 20 → 22 mm is steady, 0 → 1.5 mm is not).
  public static let precipitationThreshold = 1.0
  public static let precipitationRelativeThreshold = 0.2
  /// …and as a "much" change from 10 mm.
  public static let largePrecipitationChange = 10.0

  // MARK: - Computing

  /// The changes for every day after the first of `weather.dailyForecast`, each against the
  /// day before it (so the first entry is tomorrow against today).
  public static func changes(for weather: Weather) -> [WeatherChange] {
    let zone = weather.location.timeZone
    let parts = DayParts.forecast(for: weather)
    let days = weather.dailyForecast
    guard days.count > 1 else { return [] }
    return (1..<days.count).map { index in
      let (before, day) = (days[index - 1], days[index])
      let (partsBefore, partsNow) = (parts[index - 1], parts[index])
      let calendarDay = partsNow.day
      let dayPrecipitation = complete(partsNow.daytime)
      let nightPrecipitation = complete(partsNow.overnight)
      let dayBefore = complete(partsBefore.daytime)
      let nightBefore = complete(partsBefore.overnight)
      let maxDelta = difference(day.temperatureMax, before.temperatureMax)
      let minDelta = difference(day.temperatureMin, before.temperatureMin)
      let dayDelta = difference(dayPrecipitation, dayBefore)
      let nightDelta = difference(nightPrecipitation, nightBefore)
      return WeatherChange(
        forecastStart: calendarDay.start(in: zone), forecastEnd: calendarDay.adding(days: 1).start(in: zone),
        day: calendarDay, dayOffset: index,
        maxTemperatureChange: maxDelta.map(temperatureDirection),
        minTemperatureChange: minDelta.map(temperatureDirection),
        dayPrecipitationChange: precipitationDirection(dayPrecipitation, dayBefore),
        nightPrecipitationChange: precipitationDirection(nightPrecipitation, nightBefore),
        maxTemperatureDelta: maxDelta, minTemperatureDelta: minDelta,
        dayPrecipitationDelta: dayDelta, nightPrecipitationDelta: nightDelta,
        temperatureMax: day.temperatureMax, temperatureMin: day.temperatureMin,
        dayPrecipitation: dayPrecipitation, nightPrecipitation: nightPrecipitation)
    }
  }

  /// A part's precipitation sum when the hourly forecast covers all of the part.
  static func complete(_ part: DayPartForecast?) -> Double? {
    guard let part, part.isComplete else { return nil }
    return part.precipitationAmount
  }

  /// This day's value minus the day before's, both as served and shown (tenths), so the
  /// difference is the decimal a person would work out from the screen.
  static func difference(_ now: Double?, _ before: Double?) -> Double? {
    guard let now, let before, now.isFinite, before.isFinite else { return nil }
    return (now.shownTenths - before.shownTenths).shownTenths
  }

  /// Steady below `temperatureThreshold` °C of change, the change counted in tenths as shown.
  public static func temperatureDirection(_ delta: Double) -> WeatherChangeDirection {
    let shown = delta.shownTenths
    return abs(shown) < temperatureThreshold ? .steady : shown > 0 ? .increase : .decrease
  }

  /// Whether a change reaches its "much" size (`largeTemperatureChange`, `largePrecipitationChange`),
  /// counted in tenths as shown.
  public static func isLarge(_ delta: Double, limit: Double) -> Bool {
    abs(delta.shownTenths) >= limit
  }

  /// How the directions are decided, in words for `metadata` (made from the thresholds above,
  /// so the words cannot drift from the code).
  public static var method: String {
    "each day against the day before: highs and lows steady within \(temperatureThreshold.methodText) °C, "
      + "daytime and overnight precipitation sums steady unless they differ by \(precipitationThreshold.methodText) mm "
      + "or more and by \((precipitationRelativeThreshold * 100).methodText) % or more of the larger"
  }

  /// Steady unless the sums differ by ≥ 1 mm and ≥ 20 % of the larger; nil when one is missing.
  /// The sums are compared in tenths of a millimetre as shown, and 20 % of a sum in tenths is
  /// exact in thousandths, so 15.5 → 12.4 mm (3.1 mm, exactly 20 %) is a change.
  public static func precipitationDirection(_ now: Double?, _ before: Double?) -> WeatherChangeDirection? {
    guard let delta = difference(now, before), let now, let before else { return nil }
    let larger = max(now.shownTenths, before.shownTenths)
    let relative = (precipitationRelativeThreshold * larger).rounded(toPlaces: 3)
    if abs(delta) < precipitationThreshold || abs(delta) < relative {
      return .steady
    }
    return delta > 0 ? .increase : .decrease
  }
}
