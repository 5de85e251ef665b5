import FoundationEssentials

extension WeatherKitREST {
  /// The conditions that current weather and an hour of the forecast both report.
  public struct Conditions: Codable, Sendable {
    /// Cloud cover, 0…1: total and by altitude.
    public var cloudCover: Double?
    public var cloudCoverLowAltPct: Double?
    public var cloudCoverMidAltPct: Double?
    public var cloudCoverHighAltPct: Double?
    /// WeatherKit's condition token, e.g. "MostlyClear".
    public var conditionCode: String?
    /// Not WeatherKit's: the WMO weather code Open-Meteo served, which `conditionCode` can only
    /// approximate (61, 63 and 80 are all "Rain"); absent for WeatherKit's own answers.
    public var wmoCode: Int?
    public var daylight: Bool?
    /// Relative humidity, 0…1.
    public var humidity: Double?
    /// mm/h.
    public var precipitationIntensity: Double?
    /// Sea-level pressure, hPa.
    public var pressure: Double?
    public var temperature: Double?
    public var temperatureApparent: Double?
    public var temperatureDewPoint: Double?
    public var uvIndex: Double?
    /// Metres.
    public var visibility: Double?
    /// Degrees the wind comes from.
    public var windDirection: Double?
    public var windGust: Double?
    public var windSpeed: Double?

    public init() {}
  }
}
