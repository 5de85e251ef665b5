/// Widens float32 wire values to the Double the same number has in Open-Meteo's JSON.
///
/// `Double(Float(10.6455))` is 10.645500183105469, while JSON's "10.6455" parses to 10.6455.
/// So the two transports agree, a float is widened to the shortest decimal (at most nine
/// fractional digits) that rounds back to the same float: n / 10^k is correctly rounded, hence
/// bit-identical to parsing the decimal text. Pure arithmetic, no allocation.
enum FlatBuffersDecimal {
  /// Above this, n·10^k is no longer an exact integer in a Double.
  private static let exactIntegerLimit = 9_007_199_254_740_992.0

  /// The Double for `value`, or nil when it is NaN (Open-Meteo's "missing").
  @inline(__always)
  static func double(_ value: Float) -> Double? {
    value.isNaN ? nil : widen(value)
  }

  /// The shortest-decimal Double that rounds to `value`; infinities pass through.
  static func widen(_ value: Float) -> Double {
    let wide = Double(value)
    guard wide.isFinite else { return wide }
    var power = 1.0  // 10^k is exact in a Double for every k used here
    for _ in 0...9 {
      defer { power *= 10 }
      let scaled = (wide * power).rounded()
      guard abs(scaled) < exactIntegerLimit else { break }
      let candidate = scaled / power
      if Float(candidate) == value { return candidate }
    }
    return wide
  }
}
