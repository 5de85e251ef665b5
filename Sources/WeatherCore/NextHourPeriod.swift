import FoundationEssentials
import Glibc

/// One period of the next hour's summary, shaped after WeatherKit's `forecastNextHour.summary`:
/// from `startTime` until `endTime` (absent when it lasts past the forecast) it is `condition`.
public struct NextHourPeriod: Sendable, Hashable, Codable {
  public var startTime: Date
  public var endTime: Date?
  /// WeatherKit's token: "clear", "precipitation", "rain", "snow", …
  public var condition: String
  /// Highest chance of precipitation in the period, 0–1.
  public var precipitationChance: Double?
  /// Highest precipitation intensity in the period, mm/h.
  public var precipitationIntensity: Double?

  public init(
    startTime: Date, endTime: Date?, condition: String, precipitationChance: Double?,
    precipitationIntensity: Double?
  ) {
    self.startTime = startTime
    self.endTime = endTime
    self.condition = condition
    self.precipitationChance = precipitationChance
    self.precipitationIntensity = precipitationIntensity
  }

  /// Dry and wet runs of `steps`, each step wet at `NextHourSummary.wetThreshold` or more; the
  /// last period has no end, as WeatherKit writes it, unless the steps after it have no value:
  /// a run ends where the values stop and nothing is said of the gap. Empty without steps.
  public static func periods(of steps: [MinuteWeather]) -> [NextHourPeriod] {
    let ordered = steps.sorted { $0.date < $1.date }
    var periods: [NextHourPeriod] = []
    var run: [MinuteWeather] = []
    func close(at end: Date?) {
      guard let first = run.first else { return }
      let wet = isWet(first)
      periods.append(
        NextHourPeriod(
          startTime: first.date, endTime: end, condition: wet ? "precipitation" : "clear",
          precipitationChance: run.compactMap(\.precipitationChance).max(),
          precipitationIntensity: run.compactMap(\.precipitationIntensity).max()))
      run = []
    }
    for step in ordered {
      guard NextHourSummary.isKnown(step) else {
        close(at: step.date)
        continue
      }
      if let first = run.first, isWet(first) != isWet(step) { close(at: step.date) }
      run.append(step)
    }
    close(at: nil)
    return periods
  }

  private static func isWet(_ step: MinuteWeather) -> Bool {
    (step.precipitationIntensity ?? 0) >= NextHourSummary.wetThreshold
  }
}
