import FoundationEssentials
import WeatherCore

// MARK: - The one WeatherKit conversion, both directions: days and day parts

extension WeatherCore.DayWeather {
  /// `forecastStart` is the place's local midnight (WeatherKit rolls days up in the `timezone`
  /// we send), which is what `DayWeather.date` means; nil without it.
  init?(_ d: WeatherKitREST.DayWeather) {
    guard let date = d.forecastStart else { return nil }
    self.init(
      date: date, temperatureMax: d.temperatureMax, temperatureMin: d.temperatureMin,
      humidityMax: d.humidityMax, humidityMin: d.humidityMin,
      precipitationAmount: d.precipitationAmount, snowfallAmount: d.snowfallAmount,
      precipitationChance: d.precipitationChance, windSpeedMax: d.windSpeedMax,
      windGustMax: d.windGustSpeedMax, windDirectionDominant: d.windDirection, uvIndexMax: d.maxUvIndex,
      sunrise: d.sunrise, sunset: d.sunset, condition: WeatherCondition(servedCode: d.conditionCode))
    forecastEnd = d.forecastEnd
    sunAllDay = d.sunAllDay.flatMap(SunAllDay.init(rawValue:))
    conditionCode = d.conditionCode
    moonPhase = d.moonPhase.flatMap(MoonPhase.init(rawValue:))
    precipitationType = d.precipitationType
    precipitationAmountByType = d.precipitationAmountByType?.amounts
    daytimeForecast = d.daytimeForecast.flatMap(DayPartForecast.init)
    overnightForecast = d.overnightForecast.flatMap(DayPartForecast.init)
    restOfDayForecast = d.restOfDayForecast.flatMap(DayPartForecast.init)
    moonrise = d.moonrise
    moonset = d.moonset
    solarNoon = d.solarNoon
    solarMidnight = d.solarMidnight
    sunriseCivil = d.sunriseCivil
    sunriseNautical = d.sunriseNautical
    sunriseAstronomical = d.sunriseAstronomical
    sunsetCivil = d.sunsetCivil
    sunsetNautical = d.sunsetNautical
    sunsetAstronomical = d.sunsetAstronomical
    temperatureMaxTime = d.temperatureMaxTime
    temperatureMinTime = d.temperatureMinTime
    windSpeedAvg = d.windSpeedAvg
    visibilityMax = d.visibilityMax
    visibilityMin = d.visibilityMin
  }
}

extension WeatherCore.DayPartForecast {
  /// Nil without both bounds: a part that does not say when it is cannot be placed.
  init?(_ p: WeatherKitREST.DayPartForecast) {
    guard let start = p.forecastStart, let end = p.forecastEnd else { return nil }
    self.init(
      forecastStart: start, forecastEnd: end, hourCount: p.hourCount,
      condition: p.conditionCode.map(WeatherCondition.init(weatherKitCode:)),
      temperatureMax: p.temperatureMax, temperatureMin: p.temperatureMin,
      precipitationAmount: p.precipitationAmount, precipitationChance: p.precipitationChance,
      snowfallAmount: p.snowfallAmount, windSpeed: p.windSpeed, windSpeedMax: p.windSpeedMax,
      windGustSpeedMax: p.windGustSpeedMax, windDirection: p.windDirection, cloudCover: p.cloudCover,
      humidity: p.humidity)
    conditionCode = p.conditionCode
    precipitationType = p.precipitationType
    precipitationAmountByType = p.precipitationAmountByType?.amounts
    cloudCoverLowAltPct = p.cloudCoverLowAltPct
    cloudCoverMidAltPct = p.cloudCoverMidAltPct
    cloudCoverHighAltPct = p.cloudCoverHighAltPct
    humidityMax = p.humidityMax
    humidityMin = p.humidityMin
    temperatureApparentMax = p.temperatureApparentMax
    temperatureApparentMin = p.temperatureApparentMin
    visibilityMax = p.visibilityMax
    visibilityMin = p.visibilityMin
    uvIndexMax = p.uvIndexMax
    uvIndexMin = p.uvIndexMin
    precipitationIntensityMax = p.precipitationIntensityMax
    perceivedPrecipitationIntensityMax = p.perceivedPrecipitationIntensityMax
    daylight = p.daylight
  }
}

// MARK: - WeatherCore to WeatherKit

extension WeatherKitREST.DayWeather {
  /// The day as WeatherKit writes it; `zone` gives the next local midnight when none was served.
  public init(_ day: WeatherCore.DayWeather, zone: ZoneRules) {
    self.init()
    forecastStart = day.date
    // The next local midnight, so a 23- or 25-hour DST day ends where it really ends.
    forecastEnd =
      day.forecastEnd ?? zone.date(byAddingDays: 1, to: day.date)
    conditionCode = day.conditionCode ?? day.condition.servedCode
    wmoCode = day.conditionCode == nil ? day.condition.servedWMOCode : nil
    humidityMax = day.humidityMax
    humidityMin = day.humidityMin
    maxUvIndex = day.uvIndexMax
    moonPhase = day.moonPhase?.rawValue
    precipitationAmount = day.precipitationAmount
    precipitationAmountByType = (day.precipitationAmountByType ?? Self.liquidAmounts(day))
      .map(WeatherKitREST.PrecipitationAmountByType.init)
    precipitationChance = day.precipitationChance
    precipitationType = day.precipitationType
    snowfallAmount = day.snowfallAmount
    sunrise = day.sunrise
    sunset = day.sunset
    sunAllDay = day.sunAllDay?.rawValue
    temperatureMax = day.temperatureMax
    temperatureMin = day.temperatureMin
    windDirection = WeatherKitREST.wholeNumber(day.windDirectionDominant)
    windGustSpeedMax = day.windGustMax
    windSpeedMax = day.windSpeedMax
    daytimeForecast = day.daytimeForecast.map(WeatherKitREST.DayPartForecast.init)
    overnightForecast = day.overnightForecast.map(WeatherKitREST.DayPartForecast.init)
    restOfDayForecast = day.restOfDayForecast.map(WeatherKitREST.DayPartForecast.init)
    moonrise = day.moonrise
    moonset = day.moonset
    solarNoon = day.solarNoon
    solarMidnight = day.solarMidnight
    sunriseCivil = day.sunriseCivil
    sunriseNautical = day.sunriseNautical
    sunriseAstronomical = day.sunriseAstronomical
    sunsetCivil = day.sunsetCivil
    sunsetNautical = day.sunsetNautical
    sunsetAstronomical = day.sunsetAstronomical
    temperatureMaxTime = day.temperatureMaxTime
    temperatureMinTime = day.temperatureMinTime
    windSpeedAvg = day.windSpeedAvg
    visibilityMax = day.visibilityMax
    visibilityMin = day.visibilityMin
  }

  /// Open-Meteo's served `rain_sum` and `showers_sum` by type; nil when neither was served
  /// (snowfall is a depth, not an amount of water, so it stays in `snowfallAmount`).
  static func liquidAmounts(_ day: WeatherCore.DayWeather) -> [String: Double]? {
    var amounts: [String: Double] = [:]
    if let rain = day.rainAmount { amounts["rain"] = rain }
    if let showers = day.showersAmount { amounts["showers"] = showers }
    return amounts.isEmpty ? nil : amounts
  }
}

extension WeatherKitREST.DayPartForecast {
  public init(_ part: WeatherCore.DayPartForecast) {
    self.init()
    forecastStart = part.forecastStart
    forecastEnd = part.forecastEnd
    cloudCover = part.cloudCover
    cloudCoverLowAltPct = part.cloudCoverLowAltPct
    cloudCoverMidAltPct = part.cloudCoverMidAltPct
    cloudCoverHighAltPct = part.cloudCoverHighAltPct
    conditionCode = part.conditionCode ?? part.condition?.servedCode
    wmoCode = part.conditionCode == nil ? part.condition?.servedWMOCode : nil
    daylight = part.daylight
    humidity = part.humidity
    humidityMax = part.humidityMax
    humidityMin = part.humidityMin
    precipitationAmount = part.precipitationAmount
    precipitationAmountByType = part.precipitationAmountByType.map(WeatherKitREST.PrecipitationAmountByType.init)
    precipitationChance = part.precipitationChance
    precipitationIntensityMax = part.precipitationIntensityMax
    perceivedPrecipitationIntensityMax = part.perceivedPrecipitationIntensityMax
    // Served, or (in a part WeatherTUI aggregated, listed in `metadata.derived`) from its
    // condition; never guessed for a part the provider served without one.
    precipitationType = part.precipitationType ?? (part.hourCount != nil ? part.condition?.precipitationType : nil)
    snowfallAmount = part.snowfallAmount
    temperatureMax = part.temperatureMax
    temperatureMin = part.temperatureMin
    temperatureApparentMax = part.temperatureApparentMax
    temperatureApparentMin = part.temperatureApparentMin
    uvIndexMax = part.uvIndexMax
    uvIndexMin = part.uvIndexMin
    visibilityMax = part.visibilityMax
    visibilityMin = part.visibilityMin
    windDirection = WeatherKitREST.wholeNumber(part.windDirection, modulo: 360)
    windSpeed = part.windSpeed
    windSpeedMax = part.windSpeedMax
    windGustSpeedMax = part.windGustSpeedMax
    hourCount = part.hourCount
  }
}
