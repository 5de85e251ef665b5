import FoundationEssentials
import WeatherCore
import WeatherProviders

/// The `--format json` document: one entry per place, shaped like WeatherKit REST v1 so existing
/// consumers understand it. Always metric (WeatherKit's units), whatever `--units` says.
struct WeatherKitDocument: Encodable {
  var places: [Place]
  /// How often forecasts can refresh within Open-Meteo's day for these places at the configured
  /// interval, and what that leaves for climate records; absent without a budget (WeatherKit,
  /// or limits off). Not WeatherKit's: computed by WeatherTUI.
  var refreshPlan: RefreshPlanJSON?
  /// Air quality and pollen per place (CAMS via Open-Meteo): WeatherTUI's block, not
  /// WeatherKit's; absent when not asked.
  var airQuality: AirQualityDocument?

  /// `RefreshPlan` as JSON.
  struct RefreshPlanJSON: Encodable {
    var intervalMinutes: Double
    var configuredMinutes: Double
    var stretched: Bool
    var places: Int
    var forecastCallsPerDay: Double
    var dayBudget: Double
    var pendingClimateRecords: Int
    var climateRecordsPerDay: Int
    /// What one place's record costs, and over which years.
    var climateCost: String
    var summary: String

    init(_ plan: RefreshPlan, climateCost: String) {
      intervalMinutes = plan.interval / 60
      configuredMinutes = plan.configured / 60
      stretched = plan.isStretched
      places = plan.places
      forecastCallsPerDay = plan.forecastPerDay.rounded()
      dayBudget = plan.perDay
      pendingClimateRecords = plan.pendingRecords
      climateRecordsPerDay = plan.recordsPerDay
      self.climateCost = climateCost
      summary = plan.summary
    }
  }

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
    /// "loaded", "deferred" (the budget spreads records over hours or days: not an error) or
    /// "failed"; absent when climate was not asked.
    var climateState: String?
    /// For a deferred record: when it is asked again, and by when it is expected as the budget
    /// stands (a later run, or the dashboard's next refresh after that instant, brings it).
    var climateRetryAt: Date?
    var climateExpectedBy: Date?
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
