import FoundationEssentials

/// The one change worth a line on the dashboard: "Much colder tomorrow: high −6°".
public struct WeatherChangeHeadline: Sendable, Hashable {
  public enum Quantity: String, Sendable, Hashable {
    case high, low, dayPrecipitation, nightPrecipitation
  }

  public var change: WeatherChange
  public var quantity: Quantity
  /// The difference, °C or mm (this day minus the day before).
  public var delta: Double
  /// Whether it reaches the "much" threshold.
  public var isLarge: Bool
  /// Size of the change in units of its "much" threshold; the largest wins.
  public var significance: Double

  /// Days ahead the headline looks at: tomorrow and the two days after.
  public static let horizon = 3

  /// The most significant non-steady change among the first `horizon` days, the earliest day
  /// winning ties; nil when everything stays steady. Significance is the change divided by its
  /// "much" threshold (5 °C, 10 mm), so a 6° drop (1.2) beats 8 mm more rain (0.8).
  public static func mostSignificant(_ changes: [WeatherChange]) -> WeatherChangeHeadline? {
    var best: WeatherChangeHeadline?
    for change in changes where change.dayOffset <= horizon {
      let candidates: [(Quantity, WeatherChangeDirection?, Double?, Double)] = [
        (.high, change.maxTemperatureChange, change.maxTemperatureDelta, WeatherChange.largeTemperatureChange),
        (.low, change.minTemperatureChange, change.minTemperatureDelta, WeatherChange.largeTemperatureChange),
        (
          .dayPrecipitation, change.dayPrecipitationChange, change.dayPrecipitationDelta,
          WeatherChange.largePrecipitationChange
        ),
        (
          .nightPrecipitation, change.nightPrecipitationChange, change.nightPrecipitationDelta,
          WeatherChange.largePrecipitationChange
        ),
      ]
      for (quantity, direction, delta, large) in candidates {
        guard let direction, direction != .steady, let delta else { continue }
        let significance = abs(delta) / large
        if significance > (best?.significance ?? 0) {
          best = WeatherChangeHeadline(
            change: change, quantity: quantity, delta: delta, isLarge: WeatherChange.isLarge(delta, limit: large),
            significance: significance)
        }
      }
    }
    return best
  }

  // MARK: - Text

  /// "Much colder tomorrow: high −6°", "Wetter on Tuesday night: 12 mm".
  public func text(units: UnitSystem, timeZone: ZoneRules) -> String {
    let when = change.dayOffset == 1 ? "tomorrow" : "on \(Self.weekday(change.forecastStart, timeZone))"
    let much = isLarge ? "Much " : ""
    let format = WeatherFormat(units: units)
    switch quantity {
    case .high, .low:
      let word = delta < 0 ? "colder" : "warmer"
      let head = isLarge ? much + word : word.prefix(1).uppercased() + word.dropFirst()
      return "\(head) \(when): \(quantity.rawValue) \(Self.signedDegrees(delta, units: units))"
    case .dayPrecipitation, .nightPrecipitation:
      let word = delta < 0 ? "drier" : "wetter"
      let head = isLarge ? much + word : word.prefix(1).uppercased() + word.dropFirst()
      let part = quantity == .nightPrecipitation ? " night" : ""
      let amount = quantity == .nightPrecipitation ? change.nightPrecipitation : change.dayPrecipitation
      let what = quantity == .nightPrecipitation ? "overnight" : "by day"
      return "\(head) \(when)\(part): \(format.precipitation(amount)) \(what)"
    }
  }

  /// A temperature difference in the display unit with its sign: "+3°", "−6°" (a difference
  /// converts by the factor only, 1 K = 1.8 °F).
  public static func signedDegrees(_ celsiusDelta: Double, units: UnitSystem) -> String {
    guard let value = (units == .imperial ? celsiusDelta * 1.8 : celsiusDelta).shownInteger() else {
      return WeatherFormat.missing
    }
    return (value > 0 ? "+" : "") + WeatherFormat.signed(value) + "°"
  }

  static func weekday(_ date: Date, _ zone: ZoneRules) -> String {
    let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    return names[(zone.local(date).weekday - 1) % 7]
  }
}
