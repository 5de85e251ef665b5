import Foundation

// MARK: - The weather now, hours and minutes, archived as Apple's are (`Codable`); values not
// served are left out and read back as NaN (see NotServedCoding.swift).

extension CurrentWeather: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, temperature, apparentTemperature, dewPoint, humidity, pressure, pressureTrend, wind, cloudCover
    case cloudCoverByAltitude, condition, symbolName, isDaylight, uvIndex, visibility, precipitationIntensity
    case metadata
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encodeServed(temperature, forKey: .temperature)
    try container.encodeServed(apparentTemperature, forKey: .apparentTemperature)
    try container.encodeServed(dewPoint, forKey: .dewPoint)
    try container.encodeServed(humidity, forKey: .humidity)
    try container.encodeServed(pressure, forKey: .pressure)
    try container.encode(pressureTrend, forKey: .pressureTrend)
    try container.encode(wind, forKey: .wind)
    try container.encodeServed(cloudCover, forKey: .cloudCover)
    try container.encode(cloudCoverByAltitude, forKey: .cloudCoverByAltitude)
    try container.encode(condition, forKey: .condition)
    try container.encode(symbolName, forKey: .symbolName)
    try container.encode(isDaylight, forKey: .isDaylight)
    try container.encode(uvIndex, forKey: .uvIndex)
    try container.encodeServed(visibility, forKey: .visibility)
    try container.encodeServed(precipitationIntensity, forKey: .precipitationIntensity)
    try container.encode(metadata, forKey: .metadata)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    temperature = try container.decodeServed(.temperature, unit: UnitTemperature.celsius)
    apparentTemperature = try container.decodeServed(.apparentTemperature, unit: UnitTemperature.celsius)
    dewPoint = try container.decodeServed(.dewPoint, unit: UnitTemperature.celsius)
    humidity = try container.decodeServed(.humidity)
    pressure = try container.decodeServed(.pressure, unit: UnitPressure.hectopascals)
    pressureTrend = try container.decode(PressureTrend.self, forKey: .pressureTrend)
    wind = try container.decode(Wind.self, forKey: .wind)
    cloudCover = try container.decodeServed(.cloudCover)
    cloudCoverByAltitude = try container.decode(CloudCoverByAltitude.self, forKey: .cloudCoverByAltitude)
    condition = try container.decode(WeatherCondition.self, forKey: .condition)
    symbolName = try container.decode(String.self, forKey: .symbolName)
    isDaylight = try container.decode(Bool.self, forKey: .isDaylight)
    uvIndex = try container.decode(UVIndex.self, forKey: .uvIndex)
    visibility = try container.decodeServed(.visibility, unit: UnitLength.meters)
    precipitationIntensity = try container.decodeServed(.precipitationIntensity, unit: UnitSpeed.millimetersPerHour)
    metadata = try container.decode(WeatherMetadata.self, forKey: .metadata)
  }
}

extension HourWeather: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, temperature, apparentTemperature, dewPoint, humidity, pressure, pressureTrend, wind, cloudCover
    case cloudCoverByAltitude, condition, symbolName, isDaylight, uvIndex, visibility, precipitation
    case precipitationChance, precipitationAmount, snowfallAmount, precipitationIntensity
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encodeServed(temperature, forKey: .temperature)
    try container.encodeServed(apparentTemperature, forKey: .apparentTemperature)
    try container.encodeServed(dewPoint, forKey: .dewPoint)
    try container.encodeServed(humidity, forKey: .humidity)
    try container.encodeServed(pressure, forKey: .pressure)
    try container.encode(pressureTrend, forKey: .pressureTrend)
    try container.encode(wind, forKey: .wind)
    try container.encodeServed(cloudCover, forKey: .cloudCover)
    try container.encode(cloudCoverByAltitude, forKey: .cloudCoverByAltitude)
    try container.encode(condition, forKey: .condition)
    try container.encode(symbolName, forKey: .symbolName)
    try container.encode(isDaylight, forKey: .isDaylight)
    try container.encode(uvIndex, forKey: .uvIndex)
    try container.encodeServed(visibility, forKey: .visibility)
    try container.encode(precipitation, forKey: .precipitation)
    try container.encodeServed(precipitationChance, forKey: .precipitationChance)
    try container.encodeServed(precipitationAmount, forKey: .precipitationAmount)
    try container.encodeServed(snowfallAmount, forKey: .snowfallAmount)
    try container.encodeServed(precipitationIntensity, forKey: .precipitationIntensity)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    temperature = try container.decodeServed(.temperature, unit: UnitTemperature.celsius)
    apparentTemperature = try container.decodeServed(.apparentTemperature, unit: UnitTemperature.celsius)
    dewPoint = try container.decodeServed(.dewPoint, unit: UnitTemperature.celsius)
    humidity = try container.decodeServed(.humidity)
    pressure = try container.decodeServed(.pressure, unit: UnitPressure.hectopascals)
    pressureTrend = try container.decode(PressureTrend.self, forKey: .pressureTrend)
    wind = try container.decode(Wind.self, forKey: .wind)
    cloudCover = try container.decodeServed(.cloudCover)
    cloudCoverByAltitude = try container.decode(CloudCoverByAltitude.self, forKey: .cloudCoverByAltitude)
    condition = try container.decode(WeatherCondition.self, forKey: .condition)
    symbolName = try container.decode(String.self, forKey: .symbolName)
    isDaylight = try container.decode(Bool.self, forKey: .isDaylight)
    uvIndex = try container.decode(UVIndex.self, forKey: .uvIndex)
    visibility = try container.decodeServed(.visibility, unit: UnitLength.meters)
    precipitation = try container.decode(Precipitation.self, forKey: .precipitation)
    precipitationChance = try container.decodeServed(.precipitationChance)
    precipitationAmount = try container.decodeServed(.precipitationAmount, unit: UnitLength.millimeters)
    snowfallAmount = try container.decodeServed(.snowfallAmount, unit: UnitLength.millimeters)
    precipitationIntensity = try container.decodeServed(.precipitationIntensity, unit: UnitSpeed.millimetersPerHour)
  }
}

extension MinuteWeather: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, precipitation, precipitationChance, precipitationIntensity
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(precipitation, forKey: .precipitation)
    try container.encodeServed(precipitationChance, forKey: .precipitationChance)
    try container.encodeServed(precipitationIntensity, forKey: .precipitationIntensity)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    precipitation = try container.decode(Precipitation.self, forKey: .precipitation)
    precipitationChance = try container.decodeServed(.precipitationChance)
    precipitationIntensity = try container.decodeServed(.precipitationIntensity, unit: UnitSpeed.millimetersPerHour)
  }
}
