// A file that imports Foundation and WeatherKit together, as ported code does, and uses what
// WeatherKit code reaches for beside the weather: MeasurementFormatter (which
// swift-corelibs-foundation marks unavailable), String(localized:), Codable forecasts,
// CLGeocoder and CLLocationManager. Compiled by PortingChecksTests with warnings as errors:
// the library's declarations must win over Foundation's without an ambiguity.

import CoreLocation
import Foundation
import WeatherKit

struct CachedHours: Codable {
  var fetched: Date
  var hours: [HourWeather]
  var days: Forecast<DayWeather>
}

final class TemperatureText {
  let formatter: MeasurementFormatter = {
    let formatter = MeasurementFormatter()
    formatter.unitStyle = .medium
    formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
    formatter.numberFormatter.maximumFractionDigits = 0
    formatter.locale = Locale(identifier: "de_DE")
    return formatter
  }()

  func text(_ hour: HourWeather) -> String {
    let temperature = formatter.string(from: hour.temperature)
    let wind = formatter.string(from: hour.wind.speed)
    return String(localized: "\(temperature) with wind \(wind), \(Int(hour.precipitationChance * 100))% rain")
  }

  func title(_ count: Int) -> String {
    String(localized: "forecast.title", defaultValue: "Next \(count) hours", comment: "The hourly list's title")
  }

  func archive(_ hours: Forecast<HourWeather>, _ days: Forecast<DayWeather>) throws -> Data {
    try JSONEncoder().encode(CachedHours(fetched: .now, hours: Array(hours), days: days))
  }
}

final class Locator: NSObject, CLLocationManagerDelegate {
  let manager = CLLocationManager()
  var found: CLLocation?

  func start() {
    manager.delegate = self
    manager.desiredAccuracy = kCLLocationAccuracyKilometer
    manager.requestWhenInUseAuthorization()
    manager.requestLocation()
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    found = locations.last
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
    print(error.localizedDescription)
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    switch manager.authorizationStatus {
    case .authorizedAlways, .authorizedWhenInUse: manager.requestLocation()
    case .denied, .restricted, .notDetermined: break
    @unknown default: break
    }
  }
}

func place(named name: String) async throws -> CLLocation? {
  let placemarks = try await CLGeocoder().geocodeAddressString(name)
  return placemarks.first?.location
}

func name(of location: CLLocation, done: @escaping @Sendable (String) -> Void) {
  CLGeocoder().reverseGeocodeLocation(location) { placemarks, error in
    if let error {
      done(error.localizedDescription)
      return
    }
    let placemark = placemarks?.first
    done([placemark?.locality, placemark?.country].compactMap { $0 }.joined(separator: ", "))
  }
}
