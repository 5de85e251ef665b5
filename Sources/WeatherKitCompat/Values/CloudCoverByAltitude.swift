/// Cloud cover by altitude, fractions 0–1 (low up to 3 km, medium 3–8 km, high above); NaN
/// when not served.
public struct CloudCoverByAltitude: Codable, Hashable, Sendable {
  /// The share of the sky covered by low clouds (up to 3 km), 0–1; NaN when not served.
  public var low: Double
  /// The share of the sky covered by medium clouds (3–8 km), 0–1; NaN when not served.
  public var medium: Double
  /// The share of the sky covered by high clouds (above 8 km), 0–1; NaN when not served.
  public var high: Double

  init(low: Double?, medium: Double?, high: Double?) {
    self.low = low.orNaN
    self.medium = medium.orNaN
    self.high = high.orNaN
  }
}
