import Foundation
import Render
import SystemFiles
import Testing
import WeatherCore

@testable import Panes

/// What the alerts pane says beyond the list: a failed source, the service's credit at every
/// width, a new alert standing out, and each alert's text on a printed page.
@Suite struct AlertNoticeTests {
  let style = PaneStyle(glyphs: .unicode, units: .metric)
  let zone = ZoneDatabase.zone("Europe/Vienna")!
  let now = Date(timeIntervalSince1970: 1_785_000_000)

  func draw(_ width: Int, _ height: Int, _ pane: AlertsPane) -> [String] {
    var buffer = CellBuffer(width: width, height: height)
    pane.render(in: buffer.area, into: &buffer)
    return buffer.lines
  }

  @Test func aFailedSourceSaysUnavailableWithItsReasonAndRetryTime() {
    let reason = "ECCC alerts answered HTTP 503; the service has a problem, alerts will be retried at the next refresh"
    let retry = now.addingTimeInterval(600)
    let pane = AlertsPane(
      status: .unavailable(reason: reason), now: now, timeZone: zone, style: style, retryAt: retry, retryZone: .utc)
    let expected =
      "Alerts unavailable: ECCC alerts answered HTTP 503; the service has a problem; retry "
      + PlaceClock(timeZone: .utc).time(retry)
    #expect(pane.unavailableText(reason) == expected)
    #expect(draw(120, 1, pane) == [expected])
    #expect(!draw(120, 1, pane)[0].contains("No alerts"), "a failure is never drawn as no alerts")
    // A retry time already past is never shown: it says now.
    let late = AlertsPane(
      status: .unavailable(reason: "x"), now: now, timeZone: zone, style: style, retryAt: now - 300, retryZone: .utc)
    #expect(late.unavailableText("x").hasSuffix(PlaceClock(timeZone: .utc).time(now)))
    // A printed page has no next refresh: the reason alone.
    let page = AlertsPane(status: .unavailable(reason: reason), now: now, timeZone: zone, style: style)
    #expect(
      page.unavailableText(reason) == "Alerts unavailable: ECCC alerts answered HTTP 503; the service has a problem")
  }

  @Test func theCreditIsTheServiceWithoutItsHost() {
    let pane = AlertsPane(
      status: .covered([]), now: now, timeZone: zone, style: style, sourceName: "MET Norway (api.met.no)")
    #expect(pane.credit == "MET Norway")
    #expect(Attribution.shortName(of: "EUMETNET – MeteoAlarm") == "EUMETNET – MeteoAlarm")
  }

  @Test func theFooterCreditNamesTheAlertServiceButNotApplesOwn() {
    var weather = Weather(
      location: Location(name: "Wien", latitude: 48.2, longitude: 16.37), currentWeather: nil, minuteForecast: [],
      hourlyForecast: [], dailyForecast: [], alerts: .covered([]), availability: Availability(),
      attribution: .openMeteo, metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now))
    weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: "EUMETNET – MeteoAlarm")
    let credit = Attribution.onScreen(weather, climateLoaded: true)
    #expect(credit.text == "Weather data by Open-Meteo.com (CC BY 4.0) · Alerts: EUMETNET – MeteoAlarm")
    #expect(credit.shortText == "Open-Meteo.com (CC BY 4.0) · Alerts: EUMETNET – MeteoAlarm")
    weather.attribution = .weatherKit(legalPageURL: "https://weatherkit.apple.com/legal-attribution.html")
    weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(providerName: "Deutscher Wetterdienst")
    #expect(Attribution.onScreen(weather, climateLoaded: false) == weather.attribution)
  }

  @Test func aNarrowFooterKeepsTheDataAgeAndLeavesTheAlertCreditToItsPane() {
    func footer(_ width: Int) -> String {
      var pane = FooterPane(
        attribution: "Weather data by Open-Meteo.com (CC BY 4.0) · Alerts: EUMETNET – MeteoAlarm",
        fetchedAt: now, nextRefresh: nil, isStale: false, errorText: nil, now: now, timeZone: zone, style: style,
        attributionShort: "Open-Meteo.com (CC BY 4.0) · Alerts: EUMETNET – MeteoAlarm")
      pane.attributionMinimal = "Open-Meteo.com (CC BY 4.0)"
      var buffer = CellBuffer(width: width, height: 1)
      pane.render(in: buffer.area, into: &buffer)
      return buffer.lines[0]
    }
    #expect(footer(88).contains("Alerts: EUMETNET – MeteoAlarm") && footer(88).contains("updated"))
    #expect(footer(80).contains("Open-Meteo.com (CC BY 4.0)") && footer(80).contains("updated"))
    #expect(footer(56).contains("Open-Meteo.com (CC BY 4.0)") && footer(56).contains("updated"))
    #expect(!footer(56).contains("…"), "no credit cut mid-name")
  }

  @Test func aNewAlertStandsOut() {
    let alert = WeatherAlert(id: "n", event: "Wind warning", severity: .moderate, source: "GeoSphere Austria")
    var pane = AlertsPane(status: .covered([alert]), now: now, timeZone: zone, style: style)
    pane.newAlertIDs = ["n"]
    var buffer = CellBuffer(width: 60, height: 1)
    pane.render(in: buffer.area, into: &buffer)
    #expect(buffer.lines[0].hasPrefix("⚠ NEW MODERATE Wind warning"))
    #expect(buffer[0, 0].style.reverse)
  }

  @Test func aPageListsEachAlertsTextWhenWideEnough() {
    let alert = WeatherAlert(
      id: "n", event: "Wind warning", severity: .moderate, source: "S", description: "Gusts to 90 km/h.",
      instruction: "Stay indoors.")
    var pane = AlertsPane(status: .covered([alert, alert.with(id: "m")]), now: now, timeZone: zone, style: style)
    pane.fullText = true
    #expect(pane.height(width: 76) == 8)
    #expect(
      draw(76, 8, pane).map { $0.trimmingCharacters(in: .whitespaces) }.prefix(4) == [
        "⚠ MODERATE Wind warning · S", "Gusts to 90 km/h.", "", "Stay indoors.",
      ])
    #expect(pane.height(width: AlertsPane.fullTextMinimumWidth - 1) == 2, "too narrow: headlines only")
  }
}

extension WeatherAlert {
  fileprivate func with(id: String) -> WeatherAlert {
    var copy = self
    copy.id = id
    return copy
  }
}
