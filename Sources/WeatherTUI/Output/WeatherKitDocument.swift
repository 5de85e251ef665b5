import Foundation
import WeatherCore

/// The `--format json` document: one entry per place, shaped like WeatherKit REST v1 so existing
/// consumers understand it. Always metric (WeatherKit's units), whatever `--units` says.
struct WeatherKitDocument: Encodable {
  var places: [Place]

  struct Place: Encodable {
    var location: LocationJSON
    var currentWeather: CurrentJSON?
    var forecastHourly: HourlyJSON
    var forecastDaily: DailyJSON
    var forecastNextHour: NextHourJSON?
    var weatherAlerts: AlertsJSON
    /// Tomorrow against today and so on (WeatherKit v2 `weatherChanges`).
    var weatherChanges: WeatherChangesJSON
    /// Today against 1970–last year; absent when the climate was not loaded.
    var historicalComparisons: HistoricalComparisonsJSON?
    /// The 30 days before today (v2 daily summary shape); absent without climate.
    var dailySummary: DailySummaryJSON?
    /// Monthly averages since 1970; absent without climate.
    var monthlyStatistics: MonthlyStatisticsJSON?
    /// Why the three climate sections are absent, when the climate failed to load.
    var climateUnavailableReason: String?
    var attribution: AttributionJSON
    var metadata: MetadataJSON
  }

  struct LocationJSON: Encodable {
    var name: String
    var region: String?
    var latitude: Double
    var longitude: Double
    var timezone: String?
  }

  struct CurrentJSON: Encodable {
    var name = "CurrentWeather"
    var asOf: Date
    var cloudCover: Double?
    var cloudCoverLowAltPct: Double?
    var cloudCoverMidAltPct: Double?
    var cloudCoverHighAltPct: Double?
    var conditionCode: String
    var daylight: Bool
    var humidity: Double?
    var precipitationIntensity: Double?
    var pressure: Double?
    var pressureTrend: String
    var temperature: Double?
    var temperatureApparent: Double?
    var temperatureDewPoint: Double?
    var uvIndex: Int?
    var visibility: Double?
    var windDirection: Int?
    var windGust: Double?
    var windSpeed: Double?
  }

  struct HourlyJSON: Encodable {
    var name = "HourlyForecast"
    var hours: [HourJSON]
  }

  struct HourJSON: Encodable {
    var forecastStart: Date
    var cloudCover: Double?
    var cloudCoverLowAltPct: Double?
    var cloudCoverMidAltPct: Double?
    var cloudCoverHighAltPct: Double?
    var conditionCode: String
    var daylight: Bool
    var humidity: Double?
    var precipitationAmount: Double?
    var precipitationChance: Double?
    var precipitationIntensity: Double?
    var precipitationType: String
    var pressure: Double?
    var snowfallAmount: Double?
    var temperature: Double?
    var temperatureApparent: Double?
    var temperatureDewPoint: Double?
    var uvIndex: Int?
    var visibility: Double?
    var windDirection: Int?
    var windGust: Double?
    var windSpeed: Double?
  }

  struct DailyJSON: Encodable {
    var name = "DailyForecast"
    var days: [DayJSON]
  }

  struct DayJSON: Encodable {
    var forecastStart: Date
    var forecastEnd: Date
    var conditionCode: String
    var humidityMax: Double?
    var humidityMin: Double?
    var maxUvIndex: Int?
    var precipitationAmount: Double?
    var precipitationAmountByType: [String: Double]
    var precipitationChance: Double?
    var precipitationType: String
    var snowfallAmount: Double?
    var sunrise: Date?
    var sunset: Date?
    var temperatureMax: Double?
    var temperatureMin: Double?
    var windDirection: Int?
    var windGustSpeedMax: Double?
    var windSpeedMax: Double?
    var moonPhase: String
    var daytimeForecast: DayPartJSON?
    var overnightForecast: DayPartJSON?
  }

  struct NextHourJSON: Encodable {
    var name = "NextHourForecast"
    var forecastStart: Date
    var forecastEnd: Date
    var minutes: [MinuteJSON]
  }

  struct MinuteJSON: Encodable {
    var startTime: Date
    var precipitationChance: Double?
    var precipitationIntensity: Double?
  }

  struct AlertsJSON: Encodable {
    var name = "WeatherAlertCollection"
    /// Why the list is empty when no alert source covers the place; absent otherwise.
    var unavailableReason: String?
    var alerts: [AlertJSON]
  }

  struct AlertJSON: Encodable {
    var id: String
    var description: String
    var headline: String?
    var severity: String
    var urgency: String?
    var certainty: String?
    var areaName: String?
    var effectiveTime: Date?
    var expireTime: Date?
    var source: String
    var detailsUrl: String?
  }

  struct AttributionJSON: Encodable {
    var serviceName: String
    var legalPageURL: String
    var text: String
  }

  struct MetadataJSON: Encodable {
    var providerName: String
    var readTime: Date
    var expireTime: Date
    var stale: Bool
    var latitude: Double
    var longitude: Double
    var units = "m"
    var version = 1
  }
}
