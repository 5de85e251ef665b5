import Foundation
import Testing
import WeatherCore

/// `AlertStatus.active(at:)`: the pure filter the panes call with the current time.
@Suite struct AlertStatusTests {
  let t0 = Date(timeIntervalSince1970: 1_800_000_000)

  func alert(
    _ id: String, _ severity: WeatherAlert.Severity, onset: Double? = nil, expires: Double? = nil, ends: Double? = nil
  ) -> WeatherAlert {
    WeatherAlert(
      id: id, event: id, severity: severity, effective: t0, onset: onset.map { t0.addingTimeInterval($0) },
      expires: expires.map { t0.addingTimeInterval($0) }, ends: ends.map { t0.addingTimeInterval($0) }, source: "test")
  }

  @Test func sortedBySeverityThenOnsetThenId() {
    let status = AlertStatus.covered([
      alert("minor", .minor),
      alert("late-severe", .severe, onset: 7200),
      alert("unknown", .unknown),
      alert("early-severe", .severe, onset: 3600),
      alert("extreme", .extreme, onset: 9000),
      alert("b-severe", .severe, onset: 3600),
    ])
    #expect(
      status.active(at: t0).alerts.map(\.id) == [
        "extreme", "b-severe", "early-severe", "late-severe", "minor", "unknown",
      ])
  }

  @Test func anAlertGoesAtItsHazardEndWhichIsEndsBeforeExpires() {
    let status = AlertStatus.covered([
      alert("runs-on", .moderate, expires: 600, ends: 7200),
      alert("message-only", .moderate, expires: 600),
      alert("open-ended", .minor),
    ])
    #expect(status.active(at: t0.addingTimeInterval(599)).alerts.count == 3)
    #expect(status.active(at: t0.addingTimeInterval(600)).alerts.map(\.id) == ["runs-on", "open-ended"])
    #expect(status.active(at: t0.addingTimeInterval(7200)).alerts.map(\.id) == ["open-ended"])
  }

  @Test func noSourceStaysNoSource() {
    let none = AlertStatus.noSource(reason: "No official alert source covers this place")
    #expect(none.active(at: t0) == none)
    #expect(AlertStatus.covered([]).active(at: t0) == .covered([]))
  }

  @Test func olderCachedAlertsWithoutTheNewFieldsStillDecode() throws {
    let json = #"{"id":"x","event":"Gale","severity":"severe","source":"DWD","expires":1800000600}"#
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let decoded = try decoder.decode(WeatherAlert.self, from: Data(json.utf8))
    #expect(decoded.onset == nil && decoded.ends == nil)
    #expect(decoded.hazardEnd == t0.addingTimeInterval(600))
  }

  @Test func weatherKitAttributionIsInWords() {
    let attribution = Attribution.weatherKit(
      legalPageURL: "https://developer.apple.com/weatherkit/data-source-attribution/")
    #expect(attribution.text == "Apple Weather · https://developer.apple.com/weatherkit/data-source-attribution/")
    #expect(attribution.serviceName == "Apple Weather")
    #expect(attribution.shortText == "Apple Weather · developer.apple.com/weatherkit/data-source-attribution/")
    #expect(Attribution.appleWeatherMark.unicodeScalars.first?.value == 0xF8FF)
  }
}
