import Testing
import WeatherCore

@Suite struct HourCycleTests {
  @Test(
    arguments: [
      (["LANG": "en_US.UTF-8"], HourCycle.twelveHour),
      (["LANG": "en_AU.UTF-8"], .twelveHour),
      (["LANG": "en_GB.UTF-8"], .twentyFourHour),
      (["LANG": "de_DE.UTF-8"], .twentyFourHour),
      (["LC_TIME": "en_GB.UTF-8", "LANG": "en_US.UTF-8"], .twentyFourHour),
      (["LC_ALL": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"], .twelveHour),
      (["LANG": "ko_KR.UTF-8"], .twelveHour),
      (["LANG": "ja_JP.UTF-8"], .twentyFourHour),
      (["LANG": "en_US.UTF-8@euro"], .twelveHour),
      (["LANG": "C.UTF-8"], .twentyFourHour),
      (["LANG": "POSIX"], .twentyFourHour),
      ([:], .twentyFourHour),
    ] as [([String: String], HourCycle)])
  func clockFollowsTheLocale(environment: [String: String], expected: HourCycle) {
    #expect(HourCycle.fromLocale(environment: environment) == expected)
  }
}
