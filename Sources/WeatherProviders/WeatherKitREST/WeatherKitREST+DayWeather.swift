import FoundationEssentials

extension WeatherKitREST {
  /// One entry of `forecastDaily.days`.
  public struct DayWeather: Codable, Sendable {
    /// The place's local midnight, and the next one.
    public var forecastStart: Date?
    public var forecastEnd: Date?
    public var conditionCode: String?
    /// Not WeatherKit's: the WMO weather code Open-Meteo served, which `conditionCode` can only
    /// approximate (61, 63 and 80 are all "Rain"); absent for WeatherKit's own answers.
    public var wmoCode: Int?
    /// Relative humidity, 0…1.
    public var humidityMax: Double?
    public var humidityMin: Double?
    public var maxUvIndex: Double?
    /// e.g. "waxingCrescent".
    public var moonPhase: String?
    /// mm over the day, by type, and the chance of any, 0…1.
    public var precipitationAmount: Double?
    public var precipitationAmountByType: PrecipitationAmountByType?
    public var precipitationChance: Double?
    public var precipitationType: String?
    public var snowfallAmount: Double?
    /// Absent when the sun does not rise or set that day, as WeatherKit writes polar days.
    public var sunrise: Date?
    public var sunset: Date?
    /// Not WeatherKit's: why sunrise and sunset are absent, "polarNight" or "midnightSun".
    public var sunAllDay: String?
    public var temperatureMax: Double?
    public var temperatureMin: Double?
    /// The day's dominant wind direction, degrees.
    public var windDirection: Double?
    public var windGustSpeedMax: Double?
    public var windSpeedMax: Double?
    /// 07:00–19:00 local time.
    public var daytimeForecast: DayPartForecast?
    /// 19:00–07:00 local time.
    public var overnightForecast: DayPartForecast?
    /// Now to the end of the day; first day only.
    public var restOfDayForecast: DayPartForecast?
    public var moonrise: Date?
    public var moonset: Date?
    public var solarNoon: Date?
    public var solarMidnight: Date?
    public var sunriseCivil: Date?
    public var sunriseNautical: Date?
    public var sunriseAstronomical: Date?
    public var sunsetCivil: Date?
    public var sunsetNautical: Date?
    public var sunsetAstronomical: Date?
    /// 2024 additions.
    public var temperatureMaxTime: Date?
    public var temperatureMinTime: Date?
    public var windSpeedAvg: Double?
    public var visibilityMax: Double?
    public var visibilityMin: Double?

    public init() {}
  }

  /// `precipitationAmountByType`: mm by type ("rain", "snow", ...).
  public struct PrecipitationAmountByType: Codable, Sendable {
    public var amounts: [String: Double]

    public init(_ amounts: [String: Double]) {
      self.amounts = amounts
    }

    /// Keeps the object only when it is plain numbers: Apple has not pinned down its shape, and a
    /// surprise in a field nothing reads must not reject the whole answer.
    public init(from decoder: any Decoder) throws {
      amounts = (try? decoder.singleValueContainer().decode([String: Double].self)) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(amounts)
    }
  }
}
