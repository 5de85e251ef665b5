import Foundation

/// Precipitation amounts by type. A type the provider does not serve separately is NaN
/// (Open-Meteo serves rain, showers and snowfall; sleet, hail and mixed are not among them).
public struct PrecipitationAmountByType: Codable, Hashable, Sendable {
  /// All precipitation, liquid equivalent.
  public var precipitation: Measurement<UnitLength>
  /// Rain (Open-Meteo: rain and showers together).
  public var rainfall: Measurement<UnitLength>
  /// Sleet; NaN unless the provider serves it by type (WeatherKit).
  public var sleet: Measurement<UnitLength>
  /// Hail; NaN unless the provider serves it by type (WeatherKit).
  public var hail: Measurement<UnitLength>
  /// Mixed precipitation, several kinds together; NaN unless the provider serves it by type (WeatherKit).
  public var mixed: Measurement<UnitLength>
  /// Snowfall as snow depth and as liquid equivalent.
  public var snowfallAmount: SnowfallAmount

  /// From the model's total and its by-type amounts (mm, keyed "rain", "showers", "snow",
  /// "sleet", "hail", "mixed"); `snowfall` is snow depth in mm.
  init(total: Double?, byType: [String: Double]?, rain: Double?, showers: Double?, snowfall: Double?) {
    precipitation = Measure.millimeters(total)
    let rainParts = [byType?["rain"] ?? rain, byType?["showers"] ?? showers].compactMap { $0 }
    rainfall = Measure.millimeters(rainParts.isEmpty ? nil : rainParts.reduce(0, +))
    sleet = Measure.millimeters(byType?["sleet"])
    hail = Measure.millimeters(byType?["hail"])
    mixed = Measure.millimeters(byType?["mixed"])
    snowfallAmount = SnowfallAmount(depth: snowfall, liquidEquivalent: byType?["snow"])
  }
}

/// Snowfall as depth and as liquid equivalent, with its likely range; NaN where not served.
public struct SnowfallAmount: Codable, Hashable, Sendable {
  /// The depth of the snow expected to fall; NaN when not served.
  public var amount: Measurement<UnitLength>
  /// The low end of the likely snow depth; always NaN here, as no provider's range is read.
  public var minimum: Measurement<UnitLength>
  /// The high end of the likely snow depth; always NaN here, as no provider's range is read.
  public var maximum: Measurement<UnitLength>
  /// The snow as melted water; NaN unless served by type (WeatherKit's "snow" amount).
  public var amountLiquidEquivalent: Measurement<UnitLength>
  /// The low end of the likely liquid equivalent; always NaN here, as no provider's range is read.
  public var minimumLiquidEquivalent: Measurement<UnitLength>
  /// The high end of the likely liquid equivalent; always NaN here, as no provider's range is read.
  public var maximumLiquidEquivalent: Measurement<UnitLength>

  init(depth: Double?, liquidEquivalent: Double?) {
    amount = Measure.millimeters(depth)
    amountLiquidEquivalent = Measure.millimeters(liquidEquivalent)
    minimum = Measure.millimeters(nil)
    maximum = Measure.millimeters(nil)
    minimumLiquidEquivalent = Measure.millimeters(nil)
    maximumLiquidEquivalent = Measure.millimeters(nil)
  }
}
