import FoundationEssentials
import WeatherCore

extension OpenMeteoLimits {
  /// `off` for a server without the free tier's limits (self-hosted, or the commercial API), or
  /// `MINUTE,HOUR,DAY` weighted calls; unset keeps the free tier's limits and our 8,000 a day.
  public static let environmentVariable = "WEATHERTUI_OPEN_METEO_LIMITS"

  /// The limits `WEATHERTUI_OPEN_METEO_LIMITS` asks for; throws `OpenMeteoLimitsError`, naming
  /// the variable and the fix, for anything else.
  public init(environment: [String: String]) throws {
    guard let text = environment[Self.environmentVariable]?.trimmingWhitespace(), !text.isEmpty
    else {
      self = .standard
      return
    }
    if text.lowercased() == "off" {
      self.init(perMinute: .infinity, perHour: .infinity, perDay: .infinity, hourlyReserve: 0, minuteReserve: 0)
      return
    }
    let numbers = text.split(separator: ",").map { Double($0.trimmingWhitespace()) }
    guard numbers.count == 3, let minute = numbers[0], let hour = numbers[1], let day = numbers[2],
      [minute, hour, day].allSatisfy({ $0.isFinite && $0 >= 1 })
    else { throw OpenMeteoLimitsError(text: text) }
    // The same shares of the hour and the minute kept for forecasts as with the free tier's.
    self.init(perMinute: minute, perHour: hour, perDay: day, hourlyReserve: hour / 5, minuteReserve: minute / 6)
  }
}

/// `WEATHERTUI_OPEN_METEO_LIMITS` holds something that is not `off` nor three numbers.
public struct OpenMeteoLimitsError: Error, Equatable, UserFacingError {
  public var text: String

  public var message: String {
    "\(OpenMeteoLimits.environmentVariable)='\(UntrustedText.clean(text, limit: 40))' is not 'off' nor "
      + "'MINUTE,HOUR,DAY' weighted calls (like 600,5000,8000); unset it to keep Open-Meteo's free-tier limits"
  }
}
