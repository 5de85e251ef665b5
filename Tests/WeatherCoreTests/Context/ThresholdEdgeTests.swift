import Foundation
import Testing

@testable import WeatherCore

/// Every threshold rule decides on the values as served and shown, in tenths: each rule is
/// tried at and beside its edges over a range of one-decimal values and held against the same
/// rule worked in whole tenths, where no binary fraction can tip it (in doubles, 36 of 700
/// pairs exactly 2.0 °C apart read "steady", and 10 of 300 exactly 1.0 mm apart).
@Suite struct ThresholdEdgeTests {
  /// The double a source serves for `tenths` tenths: what parsing "2.3" gives.
  static func served(_ tenths: Int) -> Double {
    Double((tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)")!
  }

  static func direction(_ delta: Int) -> WeatherChangeDirection {
    delta == 0 ? .steady : delta > 0 ? .increase : .decrease
  }

  @Test func servedValuesParseAsTheirDecimals() {
    #expect(Self.served(23) == 2.3)
    #expect(Self.served(-3) == -0.3)
    #expect(Self.served(-123) == -12.3)
    #expect(Self.served(0) == 0)
  }

  @Test func highsAndLowsChangeAtExactlyTwoDegrees() throws {
    let limit = (WeatherChange.temperatureThreshold * 10).roundedInteger()!
    var checked = 0
    for before in -400...450 {
      for delta in [-limit - 1, -limit, -limit + 1, limit - 1, limit, limit + 1] {
        let now = before + delta
        let expected = abs(delta) < limit ? .steady : Self.direction(delta)
        let shown = try #require(WeatherChange.difference(Self.served(now), Self.served(before)))
        #expect(
          WeatherChange.temperatureDirection(shown) == expected,
          "\(Self.served(before)) → \(Self.served(now)) °C")
        checked += 1
      }
    }
    #expect(checked == 851 * 6)
  }

  @Test func precipitationChangesAtExactlyOneMillimetreAndTwentyPercent() {
    let limit = (WeatherChange.precipitationThreshold * 10).roundedInteger()!
    let percent = (WeatherChange.precipitationRelativeThreshold * 100).roundedInteger()!
    var mismatches: [String] = []
    for before in 0...300 {
      for now in 0...300 {
        let delta = now - before
        // In whole tenths: steady below 1 mm, or below 20 % of the larger (100·|Δ| < 20·larger).
        let steady = abs(delta) < limit || 100 * abs(delta) < percent * max(now, before)
        let expected = steady ? .steady : Self.direction(delta)
        let got = WeatherChange.precipitationDirection(Self.served(now), Self.served(before))
        if got != expected {
          mismatches.append("\(Self.served(before)) → \(Self.served(now)) mm: \(String(describing: got))")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) of 90601: \(mismatches.prefix(5))")
  }

  @Test func muchColderOrWetterAtExactlyItsSize() throws {
    for (size, range) in [
      (WeatherChange.largeTemperatureChange, -400...450), (WeatherChange.largePrecipitationChange, 0...600),
    ] {
      let limit = (size * 10).roundedInteger()!
      for before in range {
        for delta in [-limit - 1, -limit, -limit + 1, limit - 1, limit, limit + 1] {
          let shown = try #require(WeatherChange.difference(Self.served(before + delta), Self.served(before)))
          #expect(
            WeatherChange.isLarge(shown, limit: size) == (abs(delta) >= limit),
            "\(Self.served(before)) → \(Self.served(before + delta)) against \(size)")
        }
      }
    }
  }

  @Test func pressureRisesAndFallsAtExactlyOneHectopascal() {
    let limit = (PressureTrend.threshold * 10).roundedInteger()!
    var mismatches: [String] = []
    for before in 9500...10500 {
      for delta in -limit - 2...limit + 2 {
        let expected: PressureTrend = delta >= limit ? .rising : delta <= -limit ? .falling : .steady
        let got = PressureTrend(changeOverThreeHours: Self.served(before + delta) - Self.served(before))
        if got != expected { mismatches.append("\(Self.served(before)) → \(Self.served(before + delta)) hPa: \(got)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
  }

  /// The issue's own pair through the whole computation: 0.3 → 2.3 → 4.3 °C is two increases.
  @Test func theReportedPairsIncreaseOnTheDashboard() throws {
    let weather = WeatherChangeTests.weather(
      highs: [0.3, 2.3, 4.3], lows: [0.3, 2.3, 4.3], dayRain: [0, 1, 2], nightRain: [0, 0, 0])
    let changes = WeatherChange.changes(for: weather)
    #expect(changes.map(\.maxTemperatureChange) == [.increase, .increase])
    #expect(changes.map(\.minTemperatureChange) == [.increase, .increase])
    #expect(changes.map(\.maxTemperatureDelta) == [2.0, 2.0])
  }
}
