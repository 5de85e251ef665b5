import Foundation
internal import WeatherCore

/// How each forecast day differs from the day before, WeatherKit's `WeatherChanges`: computed
/// by WeatherTUI from the forecast (Open-Meteo and WeatherKit REST v1 serve none), highs and
/// lows by ±2 °C, day (07–19 h) and night precipitation by ±1 mm and 20 %.
public struct WeatherChanges: RandomAccessCollection, Codable, Hashable, Sendable {
  /// Tomorrow against today, the day after against tomorrow, …
  public var changes: [WeatherChange]
  /// When and for which place the forecast behind the changes was read, and until when it holds.
  public var metadata: WeatherMetadata

  public var startIndex: Int { changes.startIndex }
  public var endIndex: Int { changes.endIndex }
  public subscript(position: Int) -> WeatherChange { changes[position] }
}

/// How one day differs from the day before.
public struct WeatherChange: Codable, Hashable, Sendable {
  /// Local midnight starting the day.
  public var date: Date
  /// The day's high against the day before's: up or down by 2 °C or more, else steady.
  public var highTemperature: Direction
  /// The day's low against the day before's: up or down by 2 °C or more, else steady.
  public var lowTemperature: Direction
  /// 07:00–19:00.
  public var dayPrecipitationAmount: Direction
  /// 19:00–07:00 the next morning.
  public var nightPrecipitationAmount: Direction

  /// Up, down or about the same: WeatherKit's cases and no others.
  ///
  /// Where a day lacks the value (today's daytime precipitation once the day has begun is not
  /// complete, so it is not compared), the direction reads `.steady` and `metadata.derived`
  /// names the field.
  public enum Direction: Codable, Hashable, Sendable {
    /// Up from the day before: by 2 °C or more, or for precipitation by 1 mm and 20 % or more.
    case increase
    /// Down from the day before: by 2 °C or more, or for precipitation by 1 mm and 20 % or more.
    case decrease
    /// About the same as the day before: within those thresholds.
    case steady

    /// The model's direction; `.steady` where it is not known.
    init(_ direction: WeatherChangeDirection?) {
      switch direction {
      case .increase: self = .increase
      case .decrease: self = .decrease
      case .steady, nil: self = .steady
      }
    }
  }

  init(_ change: WeatherCore.WeatherChange, standIns: inout StandIns) {
    date = change.forecastStart
    highTemperature = Direction(change.maxTemperatureChange)
    lowTemperature = Direction(change.minTemperatureChange)
    dayPrecipitationAmount = Direction(change.dayPrecipitationChange)
    nightPrecipitationAmount = Direction(change.nightPrecipitationChange)
    let fields: [(WeatherChangeDirection?, String)] = [
      (change.maxTemperatureChange, "maxTemperatureChange"), (change.minTemperatureChange, "minTemperatureChange"),
      (change.dayPrecipitationChange, "dayPrecipitationChange"),
      (change.nightPrecipitationChange, "nightPrecipitationChange"),
    ]
    for (direction, field) in fields where direction == nil { standIns.note(.direction, "changes[]." + field) }
  }
}
