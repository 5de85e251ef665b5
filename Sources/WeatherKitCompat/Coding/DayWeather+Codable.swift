import Foundation

// MARK: - Days and their parts, archived as Apple's are (`Codable`); values not served are left
// out and read back as NaN (see NotServedCoding.swift).

extension DayWeather: Codable {
  private enum CodingKeys: String, CodingKey {
    case date, condition, symbolName, highTemperature, lowTemperature, highTemperatureTime, lowTemperatureTime
    case maximumHumidity, minimumHumidity, maximumVisibility, minimumVisibility, highWindSpeed, precipitation
    case precipitationChance, precipitationAmountByType, sun, moon, uvIndex, wind, daytimeForecast
    case overnightForecast, restOfDayForecast
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(condition, forKey: .condition)
    try container.encode(symbolName, forKey: .symbolName)
    try container.encodeServed(highTemperature, forKey: .highTemperature)
    try container.encodeServed(lowTemperature, forKey: .lowTemperature)
    try container.encodeIfPresent(highTemperatureTime, forKey: .highTemperatureTime)
    try container.encodeIfPresent(lowTemperatureTime, forKey: .lowTemperatureTime)
    try container.encodeServed(maximumHumidity, forKey: .maximumHumidity)
    try container.encodeServed(minimumHumidity, forKey: .minimumHumidity)
    try container.encodeServed(maximumVisibility, forKey: .maximumVisibility)
    try container.encodeServed(minimumVisibility, forKey: .minimumVisibility)
    try container.encodeIfPresent(highWindSpeed, forKey: .highWindSpeed)
    try container.encode(precipitation, forKey: .precipitation)
    try container.encodeServed(precipitationChance, forKey: .precipitationChance)
    try container.encode(precipitationAmountByType, forKey: .precipitationAmountByType)
    try container.encode(sun, forKey: .sun)
    try container.encode(moon, forKey: .moon)
    try container.encode(uvIndex, forKey: .uvIndex)
    try container.encode(wind, forKey: .wind)
    try container.encode(daytimeForecast, forKey: .daytimeForecast)
    try container.encode(overnightForecast, forKey: .overnightForecast)
    try container.encodeIfPresent(restOfDayForecast, forKey: .restOfDayForecast)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    condition = try container.decode(WeatherCondition.self, forKey: .condition)
    symbolName = try container.decode(String.self, forKey: .symbolName)
    highTemperature = try container.decodeServed(.highTemperature, unit: UnitTemperature.celsius)
    lowTemperature = try container.decodeServed(.lowTemperature, unit: UnitTemperature.celsius)
    highTemperatureTime = try container.decodeIfPresent(Date.self, forKey: .highTemperatureTime)
    lowTemperatureTime = try container.decodeIfPresent(Date.self, forKey: .lowTemperatureTime)
    maximumHumidity = try container.decodeServed(.maximumHumidity)
    minimumHumidity = try container.decodeServed(.minimumHumidity)
    maximumVisibility = try container.decodeServed(.maximumVisibility)
    minimumVisibility = try container.decodeServed(.minimumVisibility)
    highWindSpeed = try container.decodeIfPresent(Measurement<UnitSpeed>.self, forKey: .highWindSpeed)
    precipitation = try container.decode(Precipitation.self, forKey: .precipitation)
    precipitationChance = try container.decodeServed(.precipitationChance)
    precipitationAmountByType = try container.decode(PrecipitationAmountByType.self, forKey: .precipitationAmountByType)
    sun = try container.decode(SunEvents.self, forKey: .sun)
    moon = try container.decode(MoonEvents.self, forKey: .moon)
    uvIndex = try container.decode(UVIndex.self, forKey: .uvIndex)
    wind = try container.decode(Wind.self, forKey: .wind)
    daytimeForecast = try container.decode(DayPartForecast.self, forKey: .daytimeForecast)
    overnightForecast = try container.decode(DayPartForecast.self, forKey: .overnightForecast)
    restOfDayForecast = try container.decodeIfPresent(DayPartForecast.self, forKey: .restOfDayForecast)
  }
}

extension DayPartForecast: Codable {
  private enum CodingKeys: String, CodingKey {
    case cloudCover, cloudCoverByAltitude, condition, highTemperature, lowTemperature, highWindSpeed
    case maximumHumidity, minimumHumidity, maximumVisibility, minimumVisibility, precipitation
    case precipitationAmountByType, precipitationChance, wind
  }

  /// Writes the value; a value not served (NaN) is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeServed(cloudCover, forKey: .cloudCover)
    try container.encode(cloudCoverByAltitude, forKey: .cloudCoverByAltitude)
    try container.encode(condition, forKey: .condition)
    try container.encodeServed(highTemperature, forKey: .highTemperature)
    try container.encodeServed(lowTemperature, forKey: .lowTemperature)
    try container.encodeServed(highWindSpeed, forKey: .highWindSpeed)
    try container.encodeServed(maximumHumidity, forKey: .maximumHumidity)
    try container.encodeServed(minimumHumidity, forKey: .minimumHumidity)
    try container.encodeServed(maximumVisibility, forKey: .maximumVisibility)
    try container.encodeServed(minimumVisibility, forKey: .minimumVisibility)
    try container.encode(precipitation, forKey: .precipitation)
    try container.encode(precipitationAmountByType, forKey: .precipitationAmountByType)
    try container.encodeServed(precipitationChance, forKey: .precipitationChance)
    try container.encode(wind, forKey: .wind)
  }

  /// Reads a value `encode(to:)` wrote; a value left out is NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cloudCover = try container.decodeServed(.cloudCover)
    cloudCoverByAltitude = try container.decode(CloudCoverByAltitude.self, forKey: .cloudCoverByAltitude)
    condition = try container.decode(WeatherCondition.self, forKey: .condition)
    highTemperature = try container.decodeServed(.highTemperature, unit: UnitTemperature.celsius)
    lowTemperature = try container.decodeServed(.lowTemperature, unit: UnitTemperature.celsius)
    highWindSpeed = try container.decodeServed(.highWindSpeed, unit: UnitSpeed.kilometersPerHour)
    maximumHumidity = try container.decodeServed(.maximumHumidity)
    minimumHumidity = try container.decodeServed(.minimumHumidity)
    maximumVisibility = try container.decodeServed(.maximumVisibility, unit: UnitLength.meters)
    minimumVisibility = try container.decodeServed(.minimumVisibility, unit: UnitLength.meters)
    precipitation = try container.decode(Precipitation.self, forKey: .precipitation)
    precipitationAmountByType = try container.decode(PrecipitationAmountByType.self, forKey: .precipitationAmountByType)
    precipitationChance = try container.decodeServed(.precipitationChance)
    wind = try container.decode(Wind.self, forKey: .wind)
  }
}
