import FoundationEssentials
import Glibc

extension Double {
  /// This value rounded to `places` decimals, so that a unit conversion or an average of
  /// decimal data prints as the decimal it stands for (1.2, not 1.2000000000000002). A value
  /// that is not finite, or too large for the scaling to be exact, is returned unchanged.
  public func rounded(toPlaces places: Int) -> Double {
    // A table for the usual places: `pow` was most of the cost, and this runs for every hour.
    let scale = Self.decimalScales.indices.contains(places) ? Self.decimalScales[places] : pow(10, Double(places))
    guard isFinite, abs(self * scale) < 1e15 else { return self }
    return (self * scale).rounded() / scale
  }

  /// This value at the precision the sources serve it and the screen shows it: tenths of a
  /// degree, a millimetre, a hectopascal. Every threshold rule compares at this precision, so
  /// the stated rule and the label agree at its edges: 4.3 − 2.3 is 1.9999999999999996 in
  /// binary, but 2.0 as shown, and so "increase" at a 2 °C rule. The result is the double
  /// nearest the decimal, as a literal of it is, so it compares exactly with a one-place limit.
  public var shownTenths: Double { rounded(toPlaces: 1) }

  /// 10^0 … 10^9, each exact, as `pow(10, n)` gives them.
  private static let decimalScales: [Double] = (0...9).map { pow(10, Double($0)) }
}
