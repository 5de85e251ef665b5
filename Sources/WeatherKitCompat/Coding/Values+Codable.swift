import Foundation

// MARK: - Wind, clouds and precipitation amounts, archived with values not served left out (see
// NotServedCoding.swift).

extension Wind {
  private enum CodingKeys: String, CodingKey {
    case direction, compassDirection, speed, gust
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeServed(direction, forKey: .direction)
    try container.encode(compassDirection, forKey: .compassDirection)
    try container.encodeServed(speed, forKey: .speed)
    try container.encodeIfPresent(gust, forKey: .gust)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    direction = try container.decodeServed(.direction, unit: UnitAngle.degrees)
    compassDirection = try container.decode(CompassDirection.self, forKey: .compassDirection)
    speed = try container.decodeServed(.speed, unit: UnitSpeed.kilometersPerHour)
    gust = try container.decodeIfPresent(Measurement<UnitSpeed>.self, forKey: .gust)
  }
}

extension CloudCoverByAltitude {
  private enum CodingKeys: String, CodingKey {
    case low, medium, high
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeServed(low, forKey: .low)
    try container.encodeServed(medium, forKey: .medium)
    try container.encodeServed(high, forKey: .high)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    low = try container.decodeServed(.low)
    medium = try container.decodeServed(.medium)
    high = try container.decodeServed(.high)
  }
}

extension PrecipitationAmountByType {
  private enum CodingKeys: String, CodingKey {
    case precipitation, rainfall, sleet, hail, mixed, snowfallAmount
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeServed(precipitation, forKey: .precipitation)
    try container.encodeServed(rainfall, forKey: .rainfall)
    try container.encodeServed(sleet, forKey: .sleet)
    try container.encodeServed(hail, forKey: .hail)
    try container.encodeServed(mixed, forKey: .mixed)
    try container.encode(snowfallAmount, forKey: .snowfallAmount)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    precipitation = try container.decodeServed(.precipitation, unit: UnitLength.millimeters)
    rainfall = try container.decodeServed(.rainfall, unit: UnitLength.millimeters)
    sleet = try container.decodeServed(.sleet, unit: UnitLength.millimeters)
    hail = try container.decodeServed(.hail, unit: UnitLength.millimeters)
    mixed = try container.decodeServed(.mixed, unit: UnitLength.millimeters)
    snowfallAmount = try container.decode(SnowfallAmount.self, forKey: .snowfallAmount)
  }
}

extension SnowfallAmount {
  private enum CodingKeys: String, CodingKey {
    case amount, minimum, maximum, amountLiquidEquivalent, minimumLiquidEquivalent, maximumLiquidEquivalent
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeServed(amount, forKey: .amount)
    try container.encodeServed(minimum, forKey: .minimum)
    try container.encodeServed(maximum, forKey: .maximum)
    try container.encodeServed(amountLiquidEquivalent, forKey: .amountLiquidEquivalent)
    try container.encodeServed(minimumLiquidEquivalent, forKey: .minimumLiquidEquivalent)
    try container.encodeServed(maximumLiquidEquivalent, forKey: .maximumLiquidEquivalent)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decodeServed(.amount, unit: UnitLength.millimeters)
    minimum = try container.decodeServed(.minimum, unit: UnitLength.millimeters)
    maximum = try container.decodeServed(.maximum, unit: UnitLength.millimeters)
    amountLiquidEquivalent = try container.decodeServed(.amountLiquidEquivalent, unit: UnitLength.millimeters)
    minimumLiquidEquivalent = try container.decodeServed(.minimumLiquidEquivalent, unit: UnitLength.millimeters)
    maximumLiquidEquivalent = try container.decodeServed(.maximumLiquidEquivalent, unit: UnitLength.millimeters)
  }
}
