import Testing
import WeatherCore

@Suite struct UnitSystemTests {
  @Test(
    arguments: [
      (["LANG": "en_US.UTF-8"], UnitSystem.imperial),
      (["LANG": "en_GB.UTF-8"], .metric),
      (["LC_ALL": "en_LR.UTF-8", "LANG": "de_DE.UTF-8"], .imperial),
      (["LC_MEASUREMENT": "my_MM", "LANG": "en_US.UTF-8"], .imperial),
      (["LC_MEASUREMENT": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], .metric),
      (["LC_ALL": "", "LANG": "en_US"], .imperial),
      (["LANG": "C"], .metric),
      ([:], .metric),
    ] as [([String: String], UnitSystem)])
  func defaultUnitsFollowTheLocale(environment: [String: String], expected: UnitSystem) {
    #expect(UnitSystem.fromLocale(environment: environment) == expected)
  }

  @Test func conversions() {
    #expect(UnitSystem.imperial.temperature(100) == 212)
    #expect(UnitSystem.imperial.temperature(-40) == -40)
    #expect(abs(UnitSystem.imperial.speed(160.9344) - 100) < 1e-9)
    #expect(UnitSystem.imperial.precipitation(25.4) == 1)
    #expect(UnitSystem.metric.distance(24_000) == 24)
  }
}

@Suite struct WeatherFormatTests {
  let metric = WeatherFormat(units: .metric)
  let imperial = WeatherFormat(units: .imperial)

  @Test func temperaturesUseATrueMinusAndRound() {
    #expect(metric.temperature(-2.4) == "−2°")
    #expect(metric.temperature(3.5) == "4°")
    #expect(imperial.temperature(0) == "32°")
    #expect(metric.temperature(nil) == "–")
    #expect(metric.temperature(.nan) == "–")
  }

  @Test func otherQuantities() {
    #expect(metric.speed(18.2) == "18 km/h")
    #expect(imperial.speed(32.2) == "20 mph")
    #expect(metric.precipitation(2.04) == "2.0 mm")
    #expect(metric.precipitation(12.6) == "13 mm")
    #expect(imperial.precipitation(2.54) == "0.10 in")
    #expect(metric.percent(0.81) == "81%")
    #expect(metric.pressure(1012.3) == "1012 hPa")
    #expect(imperial.pressure(1013.25) == "29.92 inHg")
    #expect(metric.distance(24_140) == "24 km")
    #expect(metric.distance(800) == "0.8 km")
  }

  @Test(
    arguments: [(0.0, "N"), (225, "SW"), (359, "N"), (-90, "W"), (11.3, "NNE"), (810.0, "E")] as [(Double, String)])
  func compass(degrees: Double, expected: String) {
    #expect(WeatherFormat.compass(degrees) == expected)
  }
}

@Suite struct PressureTrendTests {
  @Test func thresholds() {
    #expect(PressureTrend(changeOverThreeHours: 1.2) == .rising)
    #expect(PressureTrend(changeOverThreeHours: -1.0) == .falling)
    #expect(PressureTrend(changeOverThreeHours: 0.4) == .steady)
    #expect(PressureTrend(changeOverThreeHours: nil) == .unknown)
  }
}
