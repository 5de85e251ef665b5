import FoundationEssentials
import WeatherCore
import WeatherProviders

/// The `--format json` document: one entry per place, shaped like WeatherKit REST v1 so existing
/// consumers understand it. Always metric (WeatherKit's units), whatever `--units` says.
struct WeatherKitDocument: Encodable {
  var places: [Place]

  struct Place: Encodable {
    var location: LocationJSON
    var currentWeather: WeatherKitREST.CurrentWeather?
    var forecastHourly: WeatherKitREST.HourlyForecast
    var forecastDaily: WeatherKitREST.DailyForecast
    var forecastNextHour: WeatherKitREST.NextHourForecast?
    var weatherAlerts: WeatherKitREST.AlertCollection
    /// Tomorrow against today and so on (WeatherKit v2 `weatherChanges`).
    var weatherChanges: WeatherKitREST.WeatherChanges
    /// Today against 1970–last year; absent when the climate was not loaded.
    var historicalComparisons: WeatherKitREST.HistoricalComparisons?
    /// The 30 days before today (v2 daily summary shape); absent without climate.
    var dailySummary: WeatherKitREST.DailySummaryDocument?
    /// Monthly averages since 1970; absent without climate.
    var monthlyStatistics: WeatherKitREST.MonthlyStatistics?
    /// Why the three climate sections are absent, when the climate failed to load.
    var climateUnavailableReason: String?
    var attribution: AttributionJSON
    var metadata: WeatherKitREST.Metadata
  }

  struct LocationJSON: Encodable {
    var name: String
    var region: String?
    var latitude: Double
    var longitude: Double
    var timezone: String?
  }

  struct AttributionJSON: Encodable {
    var serviceName: String
    var legalPageURL: String
    var text: String
  }
}
