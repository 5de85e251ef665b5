import Foundation
import Testing
import WeatherKitCompat

/// Apple's `Measurement.FormatStyle` as WeatherKit code calls it, on Linux: widths, the locale's
/// units for weather, its decimals, fraction digits that suit the unit, and no negative zero.
struct MeasurementFormatTests {
  let us = Locale(identifier: "en_US")
  let uk = Locale(identifier: "en_GB")
  let germany = Locale(identifier: "de_DE")

  func temperature(_ celsius: Double) -> Measurement<UnitTemperature> {
    Measurement(value: celsius, unit: .celsius)
  }

  @Test func theCallAsAppleWritesIt() {
    // The form in WeatherKit samples: it must compile and give a plain temperature.
    let text = temperature(21.5).formatted(.measurement(width: .abbreviated))
    #expect(text.hasSuffix("°C") || text.hasSuffix("°F"), "\(text)")
    let wind = Measurement(value: 18.2, unit: UnitSpeed.kilometersPerHour)
    #expect(!wind.formatted(.measurement(width: .wide, usage: .general)).isEmpty)
  }

  @Test func widths() {
    let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: germany, usage: .weather)
    #expect(style.format(temperature(21.5)) == "22°C")
    var narrow = style
    narrow.width = .narrow
    #expect(narrow.format(temperature(21.5)) == "22°")
    var wide = style
    wide.width = .wide
    #expect(wide.format(temperature(21.5)) == "22 degrees Celsius")
    #expect(wide.format(temperature(1)) == "1 degree Celsius")
    let wind = Measurement(value: 18.2, unit: UnitSpeed.kilometersPerHour)
    // Unit names are English in every locale (documented); the number follows the locale.
    #expect(Measurement<UnitSpeed>.FormatStyle(width: .wide, locale: germany).format(wind) == "18 kilometers per hour")
    #expect(Measurement<UnitSpeed>.FormatStyle(width: .narrow, locale: germany).format(wind) == "18km/h")
  }

  @Test func weatherUsesTheLocalesUnits() {
    func weather(_ locale: Locale) -> String {
      Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: locale, usage: .weather)
        .format(temperature(21.5))
    }
    #expect(weather(us) == "71°F")
    #expect(weather(uk) == "22°C")
    #expect(weather(germany) == "22°C")
    let asProvided = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided)
    #expect(asProvided.format(temperature(21.5)) == "22°C")
    let wind = Measurement(value: 18.2, unit: UnitSpeed.kilometersPerHour)
    #expect(Measurement<UnitSpeed>.FormatStyle(width: .abbreviated, locale: uk, usage: .wind).format(wind) == "11 mph")
    #expect(Measurement<UnitSpeed>.FormatStyle(width: .abbreviated, locale: germany).format(wind) == "18 km/h")
    let pressure = Measurement(value: 1013.25, unit: UnitPressure.hectopascals)
    #expect(Measurement<UnitPressure>.FormatStyle(width: .abbreviated, locale: us).format(pressure) == "29.92 inHg")
    #expect(Measurement<UnitPressure>.FormatStyle(width: .abbreviated, locale: germany).format(pressure) == "1.013 hPa")
  }

  @Test func precipitationDigitsSuitTheUnit() {
    let rain = Measurement(value: 0.64, unit: UnitLength.millimeters)
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: germany, usage: .rainfall).format(rain)
        == "0,6 mm")
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .rainfall).format(rain) == "0.03 in")
    let more = Measurement(value: 16.3, unit: UnitLength.millimeters)
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .rainfall).format(more) == "0.64 in")
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .wide, locale: us, usage: .rainfall).format(more) == "0.64 inches")
    let visibility = Measurement(value: 24_000, unit: UnitLength.meters)
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .visibility).format(visibility)
        == "14.9 mi")
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: germany, usage: .visibility).format(visibility)
        == "24,0 km")
  }

  @Test func noNegativeZeroAndNaNIsADash() {
    let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: germany, usage: .weather)
    #expect(style.format(temperature(-0.04)) == "0°C")
    #expect(style.format(temperature(-0.6)) == "-1°C")
    #expect(style.format(temperature(.nan)) == "–")
    #expect(temperature(-0.04).formatted().hasPrefix("0"), "\(temperature(-0.04).formatted())")
  }

  @Test func aNumberStyleIsHonoured() {
    let style = Measurement<UnitTemperature>.FormatStyle(
      width: .abbreviated, locale: germany, usage: .asProvided,
      numberFormatStyle: .number.precision(.fractionLength(1)))
    #expect(style.format(temperature(21.54)) == "21,5°C")
    // The caller's style rounds, and still no "-0" (nor "-0,0").
    let whole = Measurement<UnitTemperature>.FormatStyle(
      width: .abbreviated, locale: germany, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))
    )
    #expect(whole.format(temperature(-0.04)) == "0°C")
    #expect(whole.format(temperature(-0.6)) == "-1°C")
    #expect(style.format(temperature(-0.04)) == "0,0°C")
  }

  @Test func precipitationIntensityIsNotAWindSpeed() {
    let rate = Measurement(value: 1.25, unit: UnitSpeed.millimetersPerHour)
    #expect(Measurement<UnitSpeed>.FormatStyle(width: .abbreviated, locale: us).format(rate) == "1.3 mm/h")
    #expect(
      Measurement<UnitSpeed>.FormatStyle(width: .wide, locale: germany).format(rate) == "1,3 millimeters per hour")
  }

  @Test func plainFormattedKeepsTheUnitWithSuitableDigits() {
    let visibility = Measurement(value: 24_000.4, unit: UnitLength.meters)
    #expect(
      Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided).format(visibility)
        == "24,000 m")
    #expect(Measurement(value: 0.64, unit: UnitLength.millimeters).formatted().hasSuffix(" mm"))
    #expect(Measurement(value: 0.64, unit: UnitLength.inches).formatted().hasSuffix("64 in"), "two digits for inches")
  }
}
