/// The one way Render turns a `Double` into an `Int`: a position scaled from a fraction.
///
/// `Int(x)` traps when x is NaN, infinite or beyond ±9.2e18; values reaching a widget may
/// have come through arithmetic on anything, so an index is clamped, never trusted.
extension Double {
  /// This value rounded by `rule` and clamped to `bounds`; `bounds.lowerBound` when NaN.
  func clampedIndex(_ rule: FloatingPointRoundingRule, in bounds: ClosedRange<Int>) -> Int {
    guard !isNaN else { return bounds.lowerBound }
    let value = rounded(rule)
    if value <= Double(bounds.lowerBound) { return bounds.lowerBound }
    if value >= Double(bounds.upperBound) { return bounds.upperBound }
    return Int(value)
  }
}
