import Foundation
internal import WeatherCore

/// The forecast for one local calendar day, WeatherKit's `DayWeather`. A value not available is
/// NaN; a day part the provider did not serve is aggregated from the hourly forecast, and one
/// outside the hourly forecast is all NaN.
///
/// ```swift
/// let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
/// let days = try await WeatherService.shared.weather(for: berlin, including: .daily)
/// for day in days {
///     print(day.date.formatted(.dateTime.weekday()), day.condition.description,
///           day.lowTemperature.formatted(), "to", day.highTemperature.formatted())
/// }
/// ```
public struct DayWeather: Hashable, Sendable {
  /// Local midnight starting the day.
  public var date: Date
  /// The weather in one word: WeatherKit's condition as served, or the nearest to the WMO code.
  public var condition: WeatherCondition
  /// The day's symbol (by daylight).
  public var symbolName: String
  /// The day's highest temperature.
  public var highTemperature: Measurement<UnitTemperature>
  /// The day's lowest temperature.
  public var lowTemperature: Measurement<UnitTemperature>
  /// When the highest temperature is expected, where the provider says.
  public var highTemperatureTime: Date?
  /// When the lowest temperature is expected, where the provider says.
  public var lowTemperatureTime: Date?
  /// The day's highest relative humidity, 0–1.
  public var maximumHumidity: Double
  /// The day's lowest relative humidity, 0–1.
  public var minimumHumidity: Double
  /// Metres, as WeatherKit has it on the day (a plain number, unlike the day parts).
  public var maximumVisibility: Double
  /// The day's lowest visibility, metres.
  public var minimumVisibility: Double
  /// The day's highest wind speed, where served.
  public var highWindSpeed: Measurement<UnitSpeed>?
  /// The kind of precipitation expected (`.none` for clear).
  public var precipitation: Precipitation
  /// The chance of precipitation, 0–1.
  public var precipitationChance: Double
  /// Precipitation over the day by type: rain, snow, sleet, hail, mixed.
  public var precipitationAmountByType: PrecipitationAmountByType
  /// The day's sunrise, sunset, twilights and solar noon.
  public var sun: SunEvents
  /// The day's moon phase, moonrise and moonset.
  public var moon: MoonEvents
  /// The ultraviolet index and its exposure category.
  public var uvIndex: UVIndex
  /// Wind speed, direction and gusts ten metres above the ground.
  public var wind: Wind
  /// The forecast for 07:00–19:00 local time.
  public var daytimeForecast: DayPartForecast
  /// The forecast for 19:00 to 07:00 the next morning, local time.
  public var overnightForecast: DayPartForecast
  /// The forecast from now to the end of the day (the first day only, where served).
  public var restOfDayForecast: DayPartForecast?

  /// Liquid equivalent of all precipitation.
  @available(*, deprecated, message: "Use precipitationAmountByType")
  public var precipitationAmount: Measurement<UnitLength> { precipitationAmountByType.precipitation }
  /// Rain over the day (Open-Meteo: rain and showers together).
  @available(*, deprecated, message: "Use precipitationAmountByType")
  public var rainfallAmount: Measurement<UnitLength> { precipitationAmountByType.rainfall }
  /// Snowfall over the day, as snow depth.
  @available(*, deprecated, message: "Use precipitationAmountByType")
  public var snowfallAmount: Measurement<UnitLength> { precipitationAmountByType.snowfallAmount.amount }

  init(_ day: WeatherCore.DayWeather, parts: DayParts?, zone: ZoneRules, standIns: inout StandIns) {
    date = day.date
    let named = WeatherCondition(served: day.conditionCode, wmoCode: day.condition.wmoCode)
    condition = named ?? .standIn
    if named == nil { standIns.note(.condition, "days[].conditionCode") }
    symbolName = WeatherCondition.symbolName(of: named, isDaylight: true)
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
    daytimeForecast = DayPartForecast(daytime ?? empty, field: "days[].daytimeForecast", standIns: &standIns)
    overnightForecast = DayPartForecast(overnight ?? empty, field: "days[].overnightForecast", standIns: &standIns)
    restOfDayForecast = day.restOfDayForecast.map {
      DayPartForecast($0, field: "days[].restOfDayForecast", standIns: &standIns)
    }
  }
}
