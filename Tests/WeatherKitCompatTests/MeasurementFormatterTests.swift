import Foundation
import Testing

@testable import WeatherKitCompat

/// Apple's `MeasurementFormatter` and `String(localized:)` as WeatherKit code uses them, on
/// Linux: the unit styles and options, the number formatter and the locale; keys with default
/// values and interpolated values, and a translation table found in a bundle.
@Suite struct MeasurementFormatterTests {
  static func formatter(
    _ locale: String, _ style: Formatter.UnitStyle = .medium, _ options: MeasurementFormatter.UnitOptions = []
  ) -> MeasurementFormatter {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.unitStyle = style
    formatter.unitOptions = options
    return formatter
  }

  let celsius = Measurement(value: 22, unit: UnitTemperature.celsius)

  @Test func temperaturesInTheLocalesScaleUnlessTheUnitIsProvided() {
    #expect(Self.formatter("en_US").string(from: celsius) == "71.6°F")
    #expect(Self.formatter("de_DE").string(from: celsius) == "22°C")
    #expect(Self.formatter("en_US", .medium, .providedUnit).string(from: celsius) == "22°C")
    #expect(Self.formatter("de_DE").string(from: Measurement(value: 21.55, unit: UnitTemperature.celsius)) == "21,55°C")
  }

  @Test func theUnitStyles() {
    #expect(Self.formatter("en_GB", .short, .providedUnit).string(from: celsius) == "22°")
    #expect(Self.formatter("en_GB", .long, .providedUnit).string(from: celsius) == "22 degrees Celsius")
    let wind = Measurement(value: 18, unit: UnitSpeed.kilometersPerHour)
    #expect(Self.formatter("de_DE", .short).string(from: wind) == "18km/h")
    #expect(Self.formatter("de_DE", .medium).string(from: wind) == "18 km/h")
    #expect(Self.formatter("de_DE", .long).string(from: wind) == "18 kilometers per hour")
    #expect(Self.formatter("en_US").string(from: wind) == "11.185 mph")
  }

  @Test func temperatureWithoutUnitAndTheNumberFormatter() {
    let formatter = Self.formatter("en_US", .medium, .temperatureWithoutUnit)
    formatter.numberFormatter.maximumFractionDigits = 0
    #expect(formatter.string(from: celsius) == "72°")
    formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
    #expect(formatter.string(from: Measurement(value: -0.3, unit: UnitTemperature.celsius)) == "0°", "never -0")
    #expect(formatter.string(from: Measurement(value: .nan, unit: UnitTemperature.celsius)) == "–")
  }

  @Test func unitsAlone() {
    #expect(Self.formatter("en_US").string(from: UnitTemperature.celsius) == "°C")
    #expect(Self.formatter("en_US", .long).string(from: UnitLength.millimeters) == "millimeters")
    #expect(Self.formatter("en_US").string(for: celsius) == "71.6°F")
    #expect(Self.formatter("en_US").string(for: "22") == nil)
  }

  // MARK: - String(localized:)

  @Test func keysWithInterpolationsAreFormatsAsApplesAre() {
    let hours: String.LocalizationValue = "\(3) hours at \(2.5) mm, \("Vienna"), 100%"
    #expect(hours.key == "%lld hours at %lf mm, %@, 100%%")
    #expect(String(localized: hours) == "3 hours at 2.500000 mm, Vienna, 100%")
    #expect(String(localized: "Plain") == "Plain")
    let name = "Ada"
    #expect(String(localized: "greeting", defaultValue: "Hello \(name)") == "Hello Ada")
    let temperature = Measurement(value: 21.6, unit: UnitTemperature.celsius)
    #expect(
      String(localized: "Now \(temperature, format: .measurement(width: .abbreviated, usage: .asProvided))")
        == "Now 22°C")
  }

  @Test func aTranslationInABundleIsFoundAndFilledInItsOwnOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
    let table = folder.appendingPathComponent("en.lproj/Localizable.strings")
    try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"""
    "%lld hours in %@" = "%2$@: %1$lld Stunden";
    "greeting" = "Servus %@";
    """#.write(to: table, atomically: true, encoding: .utf8)
    let bundle = try #require(Bundle(path: folder.path))
    let place = "Wien"
    #expect(String(localized: "\(5) hours in \(place)", bundle: bundle) == "Wien: 5 Stunden")
    #expect(String(localized: "greeting", defaultValue: "Hello \(place)", bundle: bundle) == "Servus Wien")
    #expect(String(localized: "missing", defaultValue: "Hello \(place)", bundle: bundle) == "Hello Wien")
  }

  @Test func formatsFillPlaceholdersByPositionAndSpec() {
    let locale = Locale(identifier: "de_DE")
    #expect(String.filling("%2$@ hat %1$lld", with: [.integer(3), .text("Ada")], locale: locale) == "Ada hat 3")
    #expect(String.filling("%.1f mm", with: [.double(2.26)], locale: locale) == "2,3 mm")
    #expect(
      String.filling("%@ %@", with: [.text("one")], locale: locale) == "one %@", "a placeholder without a value stays")
    #expect(String.filling("50%%", with: [], locale: locale) == "50%")
  }
}
