import Foundation
internal import WeatherCore

/// The forecast for one local calendar day, WeatherKit's `DayWeather`. A value not available is
/// NaN; a day part the provider did not serve is aggregated from the hourly forecast, and one
/// outside the hourly forecast is all NaN.
public struct DayWeather: Hashable, Sendable {
  /// Local midnight starting the day.
  public var date: Date
  public var condition: WeatherCondition
  /// The day's symbol (by daylight).
  public var symbolName: String
  public var highTemperature: Measurement<UnitTemperature>
  public var lowTemperature: Measurement<UnitTemperature>
  public var highTemperatureTime: Date?
  public var lowTemperatureTime: Date?
  public var maximumHumidity: Double
  public var minimumHumidity: Double
  /// Metres, as WeatherKit has it on the day (a plain number, unlike the day parts).
  public var maximumVisibility: Double
  public var minimumVisibility: Double
  public var highWindSpeed: Measurement<UnitSpeed>?
  public var precipitation: Precipitation
  public var precipitationChance: Double
  public var precipitationAmountByType: PrecipitationAmountByType
  public var sun: SunEvents
  public var moon: MoonEvents
  public var uvIndex: UVIndex
  public var wind: Wind
  public var daytimeForecast: DayPartForecast
  public var overnightForecast: DayPartForecast
  public var restOfDayForecast: DayPartForecast?

  /// Liquid equivalent of all precipitation.
  @available(*, deprecated, message: "Use precipitationAmountByType")
  public var precipitationAmount: Measurement<UnitLength> { precipitationAmountByType.precipitation }
  @available(*, deprecated, message: "Use precipitationAmountByType")
  public var rainfallAmount: Measurement<UnitLength> { precipitationAmountByType.rainfall }
  @available(*, deprecated, message: "Use precipitationAmountByType")
  public var snowfallAmount: Measurement<UnitLength> { precipitationAmountByType.snowfallAmount.amount }

  init(_ day: WeatherCore.DayWeather, parts: DayParts?, zone: ZoneRules) {
    date = day.date
    condition = WeatherCondition(served: day.conditionCode, wmoCode: day.condition.wmoCode)
    symbolName = condition.symbolName(isDaylight: true)
    highTemperature = Measure.celsius(day.temperatureMax)
    lowTemperature = Measure.celsius(day.temperatureMin)
    highTemperatureTime = day.temperatureMaxTime
    lowTemperatureTime = day.temperatureMinTime
    maximumHumidity = day.humidityMax.orNaN
    minimumHumidity = day.humidityMin.orNaN
    maximumVisibility = day.visibilityMax.orNaN
    minimumVisibility = day.visibilityMin.orNaN
    highWindSpeed = day.windSpeedMax.map { Measurement(value: $0, unit: .kilometersPerHour) }
    precipitation = Precipitation(token: day.precipitationType ?? day.condition.precipitationType)
    precipitationChance = day.precipitationChance.orNaN
    precipitationAmountByType = PrecipitationAmountByType(
      total: day.precipitationAmount, byType: day.precipitationAmountByType, rain: day.rainAmount,
      showers: day.showersAmount, snowfall: day.snowfallAmount)
    sun = SunEvents(
      astronomicalDawn: day.sunriseAstronomical, nauticalDawn: day.sunriseNautical, civilDawn: day.sunriseCivil,
      sunrise: day.sunrise, solarNoon: day.solarNoon, sunset: day.sunset, civilDusk: day.sunsetCivil,
      nauticalDusk: day.sunsetNautical, astronomicalDusk: day.sunsetAstronomical, solarMidnight: day.solarMidnight)
    moon = MoonEvents(
      phase: MoonPhase(
        day.moonPhase ?? WeatherCore.MoonPhase(day: CalendarDay(day.date, timeZone: zone), timeZone: zone)),
      moonrise: day.moonrise, moonset: day.moonset)
    uvIndex = UVIndex(day.uvIndexMax)
    wind = Wind(
      speed: day.windSpeedAvg ?? day.windSpeedMax, direction: day.windDirectionDominant, gust: day.windGustMax)
    let daytime = day.daytimeForecast ?? parts?.daytime
    let overnight = day.overnightForecast ?? parts?.overnight
    let empty = WeatherCore.DayPartForecast(forecastStart: day.date, forecastEnd: day.date, hourCount: 0)
    daytimeForecast = DayPartForecast(daytime ?? empty)
    overnightForecast = DayPartForecast(overnight ?? empty)
    restOfDayForecast = day.restOfDayForecast.map(DayPartForecast.init)
  }
}
