import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Every field as served, or marked as computed by us, checked against the recordings:
/// DWD's sent time, ECCC's colour-graded severity, details links that are pages or absent.
struct AlertFieldsAsServedTests {
  static func date(_ text: String) -> Date { WeatherKitResponse.date(text)! }

  @Test func dwdsSentTimeIsItsIssuedTimeAndItsEffectiveTimeItsOwn() throws {
    let alerts = try DWDWarningsResponse.decode(try TestData.own("DWD/warnings-berlin.json")).alerts()
    let gusts = try #require(alerts.first { $0.event == "STURMBÖEN" })
    #expect(gusts.issuedTime == Self.date("2026-11-25T05:00:00Z"), "SENT")
    #expect(gusts.effective == Self.date("2026-11-25T05:00:00Z"), "EFFECTIVE")
    #expect(gusts.areaId == "811000000")
    #expect(gusts.severityDerivation == nil, "DWD serves a CAP severity")
    // In the JSON as WeatherKit names it.
    #expect(WeatherKitREST.WeatherAlert(gusts).issuedTime == Self.date("2026-11-25T05:00:00Z"))
  }

  @Test func ecccSeverityFromItsColourIsMarkedAsComputedWithItsRule() throws {
    for name in ["annapolis-heat.json", "fraser-valley-air-quality.json", "linecast-freezing-rain.json"] {
      let alerts = try ECCCAlertsResponse.decode(try TestData.own("ECCC/" + name)).alerts(french: false)
      #expect(!alerts.isEmpty, "\(name)")
      for alert in alerts {
        if alert.severity == .unknown {
          #expect(alert.severityDerivation == nil, "\(name): an ungraded statement is not computed")
        } else {
          #expect(alert.severityDerivation == ECCCAlertsResponse.severityRule, "\(name): \(alert.event)")
        }
      }
    }
    let heat = try #require(
      try ECCCAlertsResponse.decode(try TestData.own("ECCC/annapolis-heat.json")).alerts(french: false).first)
    let written = WeatherKitREST.WeatherAlert(heat)
    #expect(written.severity == "moderate")
    #expect(written.derived?.map(\.field) == ["severity"])
    #expect(written.derived?.first?.derivedFrom == "ECCC risk_colour_en")
    #expect(written.derived?.first?.method.hasPrefix("yellow moderate, orange severe, red extreme") == true)
  }

  @Test func meteoAlarmsServedSeveritiesAreNotComputed() throws {
    let feed = try MeteoAlarmFeed.decode(try TestData.own("MeteoAlarm/emjov-croatia.json"))
    let alerts = feed.alerts(inArea: "HR006", language: "en", now: Self.date("2024-01-07T10:59:35Z"))
    #expect(!alerts.isEmpty)
    #expect(alerts.allSatisfy { $0.severityDerivation == nil })
  }

  @Test(
    TestData.needsShared("nws/seattle-four.json", "nws/phoenix-extreme-heat.json", "nws/minneapolis-clear.json"))
  func nwsDetailsLinksArePagesOrAbsentNeverTheAPIsFeatureID() throws {
    var checked = 0
    for name in ["seattle-four.json", "phoenix-extreme-heat.json", "minneapolis-clear.json"] {
      for alert in try NWSAlertsResponse.decode(try NWSAlertTests.recorded(name)).alerts() {
        checked += 1
        if let link = alert.detailsURL {
          #expect(link.hasPrefix("https://forecast.weather.gov/showsigwx.php?"), "\(name): \(link)")
        }
        // The effective time is NWS's own, never its sent time standing in.
        #expect(alert.effective != nil)
      }
    }
    #expect(checked >= 5)
    // An alert without a zone has no page: absent, not its id.
    let zoneless = Data(
      #"{"features":[{"id":"https://api.weather.gov/alerts/urn:oid:x","properties":{"id":"urn:oid:x","event":"Test","sent":"2026-08-05T08:04:00-07:00"}}]}"#
        .utf8)
    let alert = try #require(try NWSAlertsResponse.decode(zoneless).alerts().first)
    #expect(alert.detailsURL == nil)
    #expect(alert.effective == nil, "not served")
    #expect(alert.issuedTime == Self.date("2026-08-05T08:04:00-07:00"))
  }

  @Test func aDetailsLinkIsAWebPageOrNothing() {
    for page in [
      "https://www.wettergefahren.de", "https://forecast.weather.gov/showsigwx.php?warnzone=WAZ305",
      "http://www.fhmzbih.gov.ba/latinica/", "\n  https://www.met.no/vaer-og-klima/Ekstremvaervarsler\n ",
      "https://weatherkit.apple.com/alertDetails/index.html?ids=x",
    ] {
      #expect(WeatherAlert.webPage(page) == page.trimmingCharacters(in: .whitespacesAndNewlines), "\(page)")
    }
    for machine in [
      "https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.abc", "urn:oid:2.49.0.1.840.0.abc",
      "2.49.0.0.276.0.DWD.PVW.1", "https://feeds.meteoalarm.org/api/v1/warnings/feeds-croatia",
      "https://example.org/warnings/1.json", "https://example.org/cap/1.xml", "ftp://example.org/x",
      "javascript:alert(1)", "", "https://", "https://example.org/a b",
    ] {
      #expect(WeatherAlert.webPage(machine) == nil, "\(machine)")
    }
  }
}
