/// The one way WeatherCore and the modules above it turn a `Double` into an `Int`.
///
/// `Int(x)` traps when x is NaN, infinite or beyond ±9.2e18, and even a validated value can get
/// there after arithmetic (a difference, a unit conversion); a nil here is shown as "–".
extension Double {
  /// This value rounded by `rule`, as an `Int`; nil when it is not finite or does not fit.
  public func roundedInteger(_ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int? {
    Int(exactly: rounded(rule))
  }

  /// `roundedInteger()` for a number shown as weather: nil beyond `WeatherFormat.largestShown`.
  func shownInteger(_ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int? {
    abs(self) < WeatherFormat.largestShown ? roundedInteger(rule) : nil
  }
}
