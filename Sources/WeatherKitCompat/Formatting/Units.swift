import Foundation

// MARK: - Units WeatherKit uses that Foundation lacks

/// Adds the millimetres-per-hour unit in which WeatherKit gives precipitation intensity.
extension UnitSpeed {
  /// Millimetres per hour: precipitation intensity, which WeatherKit gives as a speed.
  public static let millimetersPerHour = UnitSpeed(
    symbol: "mm/h", converter: UnitConverterLinear(coefficient: 0.001 / 3600))
}

// MARK: - From the model's SI numbers (nil: not served)

/// The model keeps °C, km/h, hPa, metres, millimetres and mm/h as plain numbers, nil where the
/// provider served nothing. WeatherKit's properties are not optional, so a value that is not
/// available is a measurement whose value is NaN: never a number we made up.
enum Measure {
  static func celsius(_ value: Double?) -> Measurement<UnitTemperature> {
    Measurement(value: value ?? .nan, unit: .celsius)
  }

  static func kilometersPerHour(_ value: Double?) -> Measurement<UnitSpeed> {
    Measurement(value: value ?? .nan, unit: .kilometersPerHour)
  }

  static func hectopascals(_ value: Double?) -> Measurement<UnitPressure> {
    Measurement(value: value ?? .nan, unit: .hectopascals)
  }

  static func meters(_ value: Double?) -> Measurement<UnitLength> {
    Measurement(value: value ?? .nan, unit: .meters)
  }

  static func millimeters(_ value: Double?) -> Measurement<UnitLength> {
    Measurement(value: value ?? .nan, unit: .millimeters)
  }

  static func millimetersPerHour(_ value: Double?) -> Measurement<UnitSpeed> {
    Measurement(value: value ?? .nan, unit: .millimetersPerHour)
  }

  static func degrees(_ value: Double?) -> Measurement<UnitAngle> {
    Measurement(value: value ?? .nan, unit: .degrees)
  }
}

extension Optional where Wrapped == Double {
  /// The value, NaN when not available.
  var orNaN: Double { self ?? .nan }
}
