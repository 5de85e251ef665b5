import Foundation

// MARK: - Statistics and summaries, archived with values not on record left out (see
// NotServedCoding.swift).

extension DayTemperatureStatistics {
  private enum CodingKeys: String, CodingKey {
    case day, averageLowTemperature, averageHighTemperature
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    try container.encodeServed(averageLowTemperature, forKey: .averageLowTemperature)
    try container.encodeServed(averageHighTemperature, forKey: .averageHighTemperature)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    day = try container.decode(Int.self, forKey: .day)
    averageLowTemperature = try container.decodeServed(.averageLowTemperature, unit: UnitTemperature.celsius)
    averageHighTemperature = try container.decodeServed(.averageHighTemperature, unit: UnitTemperature.celsius)
  }
}

extension DayPrecipitationStatistics {
  private enum CodingKeys: String, CodingKey {
    case day, averagePrecipitationProbability, averagePrecipitationAmount, averageSnowfallAmount
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(day, forKey: .day)
    try container.encodeServed(averagePrecipitationProbability, forKey: .averagePrecipitationProbability)
    try container.encodeServed(averagePrecipitationAmount, forKey: .averagePrecipitationAmount)
    try container.encodeServed(averageSnowfallAmount, forKey: .averageSnowfallAmount)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    day = try container.decode(Int.self, forKey: .day)
    averagePrecipitationProbability = try container.decodeServed(.averagePrecipitationProbability)
    averagePrecipitationAmount = try container.decodeServed(.averagePrecipitationAmount, unit: UnitLength.millimeters)
    averageSnowfallAmount = try container.decodeServed(.averageSnowfallAmount, unit: UnitLength.millimeters)
  }
}

extension MonthTemperatureStatistics {
  private enum CodingKeys: String, CodingKey {
    case month, averageLowTemperature, averageHighTemperature
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(month, forKey: .month)
    try container.encodeServed(averageLowTemperature, forKey: .averageLowTemperature)
    try container.encodeServed(averageHighTemperature, forKey: .averageHighTemperature)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    month = try container.decode(Int.self, forKey: .month)
    averageLowTemperature = try container.decodeServed(.averageLowTemperature, unit: UnitTemperature.celsius)
    averageHighTemperature = try container.decodeServed(.averageHighTemperature, unit: UnitTemperature.celsius)
  }
}

extension MonthPrecipitationStatistics {
  private enum CodingKeys: String, CodingKey {
    case month, averagePrecipitationProbability, averagePrecipitationAmount, averageSnowfallAmount
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(month, forKey: .month)
    try container.encodeServed(averagePrecipitationProbability, forKey: .averagePrecipitationProbability)
    try container.encodeServed(averagePrecipitationAmount, forKey: .averagePrecipitationAmount)
    try container.encodeServed(averageSnowfallAmount, forKey: .averageSnowfallAmount)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    month = try container.decode(Int.self, forKey: .month)
    averagePrecipitationProbability = try container.decodeServed(.averagePrecipitationProbability)
    averagePrecipitationAmount = try container.decodeServed(.averagePrecipitationAmount, unit: UnitLength.millimeters)
    averageSnowfallAmount = try container.decodeServed(.averageSnowfallAmount, unit: UnitLength.millimeters)
  }
}

extension DayTemperatureSummary {
  private enum CodingKeys: String, CodingKey {
    case date, lowTemperature, highTemperature
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encodeServed(lowTemperature, forKey: .lowTemperature)
    try container.encodeServed(highTemperature, forKey: .highTemperature)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    lowTemperature = try container.decodeServed(.lowTemperature, unit: UnitTemperature.celsius)
    highTemperature = try container.decodeServed(.highTemperature, unit: UnitTemperature.celsius)
  }
}

extension DayPrecipitationSummary {
  private enum CodingKeys: String, CodingKey {
    case date, precipitationAmount, snowfallAmount
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encodeServed(precipitationAmount, forKey: .precipitationAmount)
    try container.encodeServed(snowfallAmount, forKey: .snowfallAmount)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    precipitationAmount = try container.decodeServed(.precipitationAmount, unit: UnitLength.millimeters)
    snowfallAmount = try container.decodeServed(.snowfallAmount, unit: UnitLength.millimeters)
  }
}
