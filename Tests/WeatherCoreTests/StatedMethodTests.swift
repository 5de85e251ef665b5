import Foundation
import Testing

@testable import WeatherCore

/// Every method text states the rule the code applies: the numbers are read back from the
/// words and the classifier is tried on each side of them (a stated "steady within 1 °C" once
/// contradicted the 2 °C the code used). Values are one shown step (a tenth) apart: the rules
/// decide on values as shown, so 1.99 °C is 2.0 °C.
@Suite struct StatedMethodTests {
  /// The number after `marker` in `text`.
  static func number(after marker: String, in text: String) throws -> Double {
    let range = try #require(text.range(of: marker), "\"\(marker)\" not in \"\(text)\"")
    let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    return try #require(Double(String(digits)), "no number after \"\(marker)\" in \"\(text)\"")
  }

  @Test func weatherChangesSayTheThresholdsTheyUse() throws {
    let text = WeatherChange.method
    let steady = try Self.number(after: "steady within ", in: text)
    #expect(WeatherChange.temperatureDirection(steady - 0.1) == .steady)
    #expect(WeatherChange.temperatureDirection(steady) == .increase)
    #expect(WeatherChange.temperatureDirection(-steady) == .decrease)
    let millimetres = try Self.number(after: "differ by ", in: text)
    let percent = try Self.number(after: "and by ", in: text)
    // Both limits must be passed: the absolute one alone, and the relative one alone, are steady.
    #expect(WeatherChange.precipitationDirection(millimetres, 0) == .increase)
    #expect(WeatherChange.precipitationDirection(millimetres - 0.1, 0) == .steady)
    let larger = 100.0
    #expect(WeatherChange.precipitationDirection(larger, larger * (1 - percent / 100) + 0.1) == .steady)
    #expect(WeatherChange.precipitationDirection(larger, larger * (1 - percent / 100) - 0.1) == .increase)
  }

  @Test func comparisonsSayTheirZScoreClasses() throws {
    let text = Deviation.method
    let normal = try Self.number(after: "classes at ", in: text)
    let much = try Self.number(after: " and ", in: String(text[text.range(of: "classes at ")!.upperBound...]))
    #expect(Deviation(zScore: normal - 0.01) == .normal)
    #expect(Deviation(zScore: normal) == .higher)
    #expect(Deviation(zScore: much - 0.01) == .higher)
    #expect(Deviation(zScore: much) == .muchHigher)
    #expect(Deviation(zScore: -much) == .muchLower)
  }

  @Test func thePressureTrendSaysItsThreshold() throws {
    let text = PressureTrend.method
    let rising = try Self.number(after: "rising at +", in: text)
    let falling = try Self.number(after: "falling at -", in: text)
    #expect(PressureTrend(changeOverThreeHours: rising) == .rising)
    #expect(PressureTrend(changeOverThreeHours: rising - 0.1) == .steady)
    #expect(PressureTrend(changeOverThreeHours: -falling) == .falling)
    #expect(PressureTrend(changeOverThreeHours: -falling + 0.1) == .steady)
  }
}
