/// Widens float32 wire values to the Double the same number has in Open-Meteo's JSON.
///
/// `Double(Float(10.6455))` is 10.645500183105469, while JSON's "10.6455" parses to 10.6455.
/// So the two transports agree, a float is widened to the shortest decimal (at most nine
/// fractional digits) that rounds back to the same float: n / 10^k is correctly rounded, hence
/// bit-identical to parsing the decimal text. Pure arithmetic, no allocation.
enum FlatBuffersDecimal {
  /// Below 2^51 adding `roundingMagic` rounds to the nearest integer exactly.
  private static let exactIntegerLimit = 2_251_799_813_685_248.0
  private static let roundingMagic = 6_755_399_441_055_744.0

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
      // Round half to even (as Swift's and Python's shortest representations do) with the
      // 1.5·2^52 trick: IEEE addition rounds to an integer there; no libm call, no branch.
      let candidate = ((scaled + roundingMagic) - roundingMagic) / power
      if Float(candidate) == value { return candidate }
    }
    return wide
  }
}
