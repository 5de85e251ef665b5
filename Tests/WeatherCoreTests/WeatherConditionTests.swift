import Testing
import WeatherCore

@Suite struct WeatherConditionTests {
  @Test func everyDocumentedCodeMapsAndRoundTrips() {
    let codes = [
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
    ]
    for code in codes {
      let condition = WeatherCondition(wmoCode: code)
      if case .unknown = condition { Issue.record("code \(code) is unknown") }
      #expect(condition.wmoCode == code)
    }
  }

  @Test func unknownCodesAreKept() {
    #expect(WeatherCondition(wmoCode: 4) == .unknown(4))
    #expect(WeatherCondition(wmoValue: .nan) == .unknown(-1))
    #expect(WeatherCondition(wmoValue: 61.0) == .rain(.light))
  }
}
