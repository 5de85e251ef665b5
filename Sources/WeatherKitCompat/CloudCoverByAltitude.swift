/// Cloud cover by altitude, fractions 0–1 (low up to 3 km, medium 3–8 km, high above); NaN
/// when not served.
public struct CloudCoverByAltitude: Codable, Hashable, Sendable {
  public var low: Double
  public var medium: Double
  public var high: Double

  init(low: Double?, medium: Double?, high: Double?) {
    self.low = low.orNaN
    self.medium = medium.orNaN
    self.high = high.orNaN
  }
}
