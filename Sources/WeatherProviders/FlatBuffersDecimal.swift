/// Widens float32 wire values to the Double the same number has in Open-Meteo's JSON.
///
/// `Double(Float(10.6455))` is 10.645500183105469, while JSON's "10.6455" parses to 10.6455.
/// So the two transports agree, a float is widened to the shortest decimal (at most nine
/// fractional digits) that rounds back to the same float: n / 10^k is correctly rounded, hence
/// bit-identical to parsing the decimal text. Pure arithmetic, no allocation.
enum FlatBuffersDecimal {
  /// Below 2^52 a Double's fractional part is exact, so the rounding below is too.
  private static let exactIntegerLimit = 4_503_599_627_370_496.0

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
      let scaled = wide * power
      guard abs(scaled) < exactIntegerLimit else { break }
      // Round half to even, like Swift's and Python's shortest representations, without a
      // libm call: the fraction of a Double below 2^52 is exact.
      var integer = Int64(scaled)  // toward zero
      let fraction = abs(scaled - Double(integer))
      if fraction > 0.5 || (fraction == 0.5 && integer & 1 != 0) { integer += scaled < 0 ? -1 : 1 }
      let candidate = Double(integer) / power
      if Float(candidate) == value { return candidate }
    }
    return wide
  }
}
