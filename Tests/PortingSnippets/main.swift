// swift-format-ignore-file
// (Apple's snippets below stay as Apple wrote them, 4-space indents and all.)
// WeatherKit code from Apple, compiled and run on Linux unchanged: `import WeatherKit` is the
// package's `WeatherKit` product here. Each snippet below is verbatim between its BEGIN and END
// lines (PortingSnippetsTests checks them against the "Porting from WeatherKit" article, and
// runs this program against the stand-in API). The last one is docs/library.md's first program.
//
// Sources: WWDC22 session 10003 "Meet WeatherKit" and WWDC24 session 10067 "Bring context to
// today's weather" (the Code tabs of developer.apple.com/videos), and the examples in Apple's
// documentation of `WeatherService.weather(for:including:)` and `WeatherService.attribution`.

import CoreLocation
import Foundation
import WeatherKit

// BEGIN wwdc22-request-the-weather
let weatherService = WeatherService()

let syracuse = CLLocation(latitude: 43, longitude: -76)

let weather = try! await weatherService.weather(for: syracuse)

let temperature = weather.currentWeather.temperature

let uvIndex = weather.currentWeather.uvIndex
// END wwdc22-request-the-weather

// BEGIN docs-including
let service = WeatherService.shared
let newYork = CLLocation(latitude: 40.71, longitude: -74.01)
let (current, minute) = try await service.weather(for: newYork, including: .current, .minute)
let (hourly, daily, alerts) = try await service.weather(for: newYork, including: .hourly, .daily, .alerts)
// END docs-including

// BEGIN docs-attribution
let attribution = try await WeatherService.shared.attribution
let legalPage = attribution.legalPageURL
let legalText = attribution.legalAttributionText
// END docs-attribution

// Before the climate snippets: their first archive request weighs most of a minute's
// Open-Meteo budget, and the service then waits for the next minute before asking again.
// BEGIN readme-library
let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
let (now, hours, days) = try await WeatherService.shared.weather(for: berlin, including: .current, .hourly, .daily)
print(now.temperature.formatted(), now.condition.description, hours.count, "hours,", days.count, "days")
// END readme-library

// The "Getting started" article's first program, in a scope of its own (its names are the
// library page's first program's too).
do {
// BEGIN getting-started
let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
let (current, hourly) = try await WeatherService.shared.weather(for: berlin, including: .current, .hourly)
print(current.temperature.formatted(.measurement(width: .abbreviated, usage: .weather)))
print(current.condition.description, hourly.count, "hours")
print(try await WeatherService.shared.attribution.legalAttributionText)
// END getting-started
}

// BEGIN wwdc24-precipitation-amount
extension CLLocation {
    static var newYork: CLLocation {
        CLLocation(latitude: 50.710, longitude: -74.006)
    }
}

let hourlyPrecipitation = try await WeatherService()
    .weather(for: .newYork, including: .hourly)
    .map(\.precipitationAmount)
// END wwdc24-precipitation-amount

// BEGIN wwdc24-weather-changes
extension Date {
    var isTomorrow: Bool {
        return Calendar.current.isDateInTomorrow(self)
    }
}

let changes = try await WeatherService()
   .weather(for: .newYork, including: .changes)

let lowTemperatureChanges = changes?
   .filter(\.date.isTomorrow)
   .map(\.lowTemperature)

if let lowTemperatureChanges, lowTemperatureChanges.contains(.decrease) {
   // Lower temperatures expected tomorrow

}
// END wwdc24-weather-changes

// BEGIN wwdc24-historical-comparisons
let mostSignificant = try await WeatherService()
    .weather(for: .newYork, including: .historicalComparisons)?
    .first

switch mostSignificant {
case .highTemperature(let trend), .lowTemperature(let trend):
    // Display temperature trend
    break
case .some, .none:
    break
}
// END wwdc24-historical-comparisons

// BEGIN wwdc24-monthly-statistics
let averagePrecipitation = try await WeatherService()
    .monthlyStatistics(
        for: .newYork,
        startMonth: 1,
        endMonth: 12,
        including: .precipitation
    )

let averagePrecipitationAmountsPerMonth = Dictionary(
    grouping: averagePrecipitation,
    by: \.month
)
// END wwdc24-monthly-statistics

// BEGIN wwdc24-daily-summary
extension Date {
    static var thirtyDaysAgo: Date {
        return Calendar.current.date(byAdding: .day, value: -30, to: .now)!
    }
}

let pastThirtyDaysSummary = try await WeatherService()
    .dailySummary(
       for: .newYork,
       forDaysIn: DateInterval(start: .thirtyDaysAgo, end: .now),
       including: .precipitation
    )
    .first

if let pastThirtyDaysSummary {
    // We have a daily weather summary for each day in the past 30 days

}
// END wwdc24-daily-summary

// One line from Apple's documentation of `weather(for:including:)`, with the `service` and
// `newYork` the page assumes.
do {
let service = WeatherService.shared
let newYork = CLLocation(latitude: 40.71, longitude: -74.01)
// BEGIN docs-weather-including-current
let current = try await service.weather(for: newYork, including: .current)
// END docs-weather-including-current
print("docsCurrent", current.condition.rawValue)
}

// The examples in the library's own documentation comments, each in a scope of its own
// (scripts/doc-coverage.py checks that every code listing in a comment is one of these).
do {
// BEGIN doc-weather-service
let weather = try await WeatherService.shared.weather(for: CLLocation(latitude: 43, longitude: -76))
print(weather.currentWeather.temperature.formatted(), weather.currentWeather.condition)
// END doc-weather-service
}
do {
// BEGIN doc-weather-including
let place = CLLocation(latitude: 52.52, longitude: 13.41)
let (current, hourly, daily) = try await WeatherService.shared.weather(
    for: place, including: .current, .hourly, .daily)
print(current.condition, hourly.count, "hours", daily.count, "days")
// END doc-weather-including
}
do {
// BEGIN doc-weather
let vienna = CLLocation(latitude: 48.21, longitude: 16.37)
let weather = try await WeatherService.shared.weather(for: vienna)
print(weather.currentWeather.condition, weather.hourlyForecast.count, "hours")
if weather.availability.alertAvailability == .available {
    print(weather.weatherAlerts?.count ?? 0, "alerts in force")
}
// END doc-weather
}
do {
// BEGIN doc-current-weather
let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
let current = try await WeatherService.shared.weather(for: berlin, including: .current)
print(current.temperature.formatted(.measurement(width: .abbreviated, usage: .weather)))
print(current.condition.description, current.wind.compassDirection.abbreviation,
      current.wind.speed.formatted(), current.humidity.formatted(.percent))
// END doc-current-weather
}
do {
// BEGIN doc-hour-weather
let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
let hours = try await WeatherService.shared.weather(for: berlin, including: .hourly)
for hour in hours.prefix(3) {
    let time = hour.date.formatted(date: .omitted, time: .shortened)
    print(time, hour.temperature.formatted(), hour.precipitationChance.formatted(.percent))
}
// END doc-hour-weather
}
do {
// BEGIN doc-day-weather
let berlin = CLLocation(latitude: 52.52, longitude: 13.41)
let days = try await WeatherService.shared.weather(for: berlin, including: .daily)
for day in days {
    print(day.date.formatted(.dateTime.weekday()), day.condition.description,
          day.lowTemperature.formatted(), "to", day.highTemperature.formatted())
}
// END doc-day-weather
}
do {
// BEGIN doc-weather-alert
let seattle = CLLocation(latitude: 47.61, longitude: -122.33)
let alerts = try await WeatherService.shared.weather(for: seattle, including: .alerts)
for alert in alerts ?? [] {
    print(alert.severity, alert.summary, "from", alert.source, alert.detailsURL)
}
// END doc-weather-alert
}

// What ported code reaches for beside the forecast (docs/library.md and the "Getting started"
// article show this block): places by name, Codable forecasts, MeasurementFormatter,
// String(localized:), twilight and the moon.
do {
// BEGIN library-beyond-the-forecast
let copenhagen = try await CLGeocoder().geocodeAddressString("Copenhagen")
guard let place = copenhagen.first?.location else { fatalError("no Copenhagen") }
let (hours, days) = try await WeatherService.shared.weather(for: place, including: .hourly, .daily)

// Forecasts are Codable, as on Apple's platforms: keep them for later.
let saved = try JSONEncoder().encode(hours)
let restored = try JSONDecoder().decode(Forecast<HourWeather>.self, from: saved)

// MeasurementFormatter and String(localized:), which Linux's Foundation lacks.
let formatter = MeasurementFormatter()
formatter.numberFormatter.maximumFractionDigits = 0
let now = formatter.string(from: restored[0].temperature)
print(String(localized: "\(now) now, \(restored.count) hours kept"))

// Twilight and moonrise: served by WeatherKit, computed for Open-Meteo (metadata.derived says so).
let today = days[0]
let dawn = today.sun.civilDawn?.formatted(date: .omitted, time: .shortened) ?? "none"
let moonrise = today.moon.moonrise?.formatted(date: .omitted, time: .shortened) ?? "none"
print("dawn", dawn, "moonrise", moonrise, "computed:", days.metadata.derived.map(\.field).joined(separator: " "))
// END library-beyond-the-forecast
}
do {
// BEGIN doc-measurement-formatter
let formatter = MeasurementFormatter()
formatter.unitStyle = .long
formatter.numberFormatter.maximumFractionDigits = 0
print(formatter.string(from: Measurement(value: 21.6, unit: UnitTemperature.celsius)))
// END doc-measurement-formatter
}
do {
// BEGIN doc-geocoder
let placemarks = try await CLGeocoder().geocodeAddressString("Copenhagen")
if let place = placemarks.first, let location = place.location {
    print(place.name ?? "?", place.country ?? "?", location.coordinate.latitude)
}
// END doc-geocoder
}
do {
// BEGIN doc-location-manager
// WEATHERTUI_LOCATION="55.68,12.57" (or a place name, "Copenhagen")
let manager = CLLocationManager()
if let here = try await manager.configuredLocation() {
    print(here.coordinate.latitude, here.coordinate.longitude)
}
// END doc-location-manager
}

// What the snippets got, one line each, for the test to read.
print("temperature", temperature.converted(to: .celsius).value, "uv", uvIndex.value)
print("current", current.condition.rawValue, "minute", minute?.count ?? -1)
print("hourly", hourly.count, "daily", daily.count, "alerts", alerts.map { String($0.count) } ?? "none")
print("attribution", attribution.serviceName, legalPage.absoluteString, legalText)
print("hourlyPrecipitation", hourlyPrecipitation.count)
print("changes", changes?.count ?? -1, "tomorrowLow", lowTemperatureChanges.map { "\($0)" } ?? "none")
print("mostSignificant", mostSignificant.map { "\($0)" } ?? "none")
print("months", averagePrecipitation.count, Array(averagePrecipitationAmountsPerMonth.keys).sorted())
print("pastDays", pastThirtyDaysSummary.map { $0.date.timeIntervalSince1970 } ?? -1)
