import Foundation
import Testing
import WeatherCore

/// The refresh plan: the configured interval while the day has room, a longer one while
/// climate records wait and the forecasts would take more than their share.
struct RefreshPlanTests {
  /// Open-Meteo's: 53 variables (5.3 calls a place), 30 years of four daily variables, our
  /// 8,000-call day, 4,000 an hour for climate.
  static let costs = RefreshPlan.Costs(
    forecastPerPlace: 5.3, recordPerPlace: 313.1, perDay: 8_000, climatePerHour: 4_000)

  @Test func afewPlacesKeepTheConfiguredInterval() {
    let plan = RefreshPlan(places: 5, pendingRecords: 5, configured: 600, costs: Self.costs)
    #expect(plan.interval == 600 && !plan.isStretched)
    #expect(abs(plan.forecastPerDay - 3_816) < 1)
    // 4,184 left: 13 records a day (the hour allows 12 an hour).
    #expect(plan.recordsPerDay == 13)
    #expect(
      plan.summary
        == "every 10 min for 5 places: about 3,816 of the day's 8,000 calls; room for 13 climate records a day")
  }

  @Test func theAirIsCountedOnceAnHourBesideTheForecasts() {
    var costs = Self.costs
    costs.airPerPlace = 3.3
    let plan = RefreshPlan(places: 5, pendingRecords: 0, configured: 600, costs: costs)
    // 5 places × 3.3 calls × 24 hours beside the 3,816 of the forecasts.
    #expect(abs(plan.forecastPerDay - (3_816 + 396)) < 1)
    // While records wait, forecasts and air may take half the day: the air stretches the plan.
    let waiting = RefreshPlan(places: 5, pendingRecords: 5, configured: 600, costs: costs)
    #expect(waiting.interval == 900)
    // Refreshed every 2 hours, the air comes with each forecast: 12 a day.
    let slow = RefreshPlan(places: 5, pendingRecords: 0, configured: 7_200, costs: costs)
    #expect(abs(slow.forecastPerDay - 5 * (5.3 + 3.3) * 12) < 1)
  }

  @Test func twentyPlacesStretchWhileRecordsWaitAndLessOnceTheyAreIn() {
    let waiting = RefreshPlan(places: 20, pendingRecords: 20, configured: 600, costs: Self.costs)
    #expect(waiting.interval == 40 * 60 && waiting.isStretched)
    #expect(waiting.forecastPerDay <= 4_000)
    #expect(
      waiting.summary
        == "every 40 min for 20 places (stretched from 10 min while 20 climate records wait): about 3,816 of the "
        + "day's 8,000 calls; room for 13 climate records a day")
    let done = RefreshPlan(places: 20, pendingRecords: 0, configured: 600, costs: Self.costs)
    #expect(done.interval == 30 * 60)
    #expect(done.summary.contains("(stretched from 10 min: more would pass the free tier's day)"))
  }

  @Test func fiftyPlacesAndALongerConfiguredInterval() {
    #expect(RefreshPlan(places: 50, pendingRecords: 50, configured: 600, costs: Self.costs).interval == 7_200)
    #expect(RefreshPlan(places: 50, pendingRecords: 0, configured: 600, costs: Self.costs).interval == 3_600)
    // A configured interval longer than any step needs is kept as it is.
    let slow = RefreshPlan(places: 1, pendingRecords: 1, configured: 50 * 60, costs: Self.costs)
    #expect(slow.interval == 50 * 60 && !slow.isStretched)
    // More places than even a daily refresh fits: the longest step, said as stretched.
    let huge = RefreshPlan(places: 5_000, pendingRecords: 0, configured: 600, costs: Self.costs)
    #expect(huge.interval == 86_400 && huge.isStretched && huge.recordsPerDay == 0)
  }
}
