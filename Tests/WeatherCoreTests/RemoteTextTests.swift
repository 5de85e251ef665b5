import Foundation
import Testing

@testable import WeatherCore

/// Remote text made safe once, where it enters the model.
@Suite struct RemoteTextTests {
  @Test func escapeSequencesGoWhole() {
    #expect(RemoteText.sanitize("a\u{1B}[2Jb") == "ab")  // CSI
    #expect(RemoteText.sanitize("a\u{1B}]0;owned\u{07}b") == "ab")  // OSC to BEL
    #expect(RemoteText.sanitize("a\u{1B}]52;c;ZXZpbA==\u{1B}\\b") == "ab")  // OSC to ST
    #expect(RemoteText.sanitize("a\u{9B}31mb") == "ab")  // C1 CSI
    #expect(RemoteText.sanitize("a\u{1B}(Bb") == "ab")  // two-byte with intermediate
    #expect(RemoteText.sanitize("a\u{07}\u{7F}\u{85}\u{0}b") == "ab")
    #expect(RemoteText.sanitize("evil\u{202E}txt.exe\u{2066}") == "eviltxt.exe")  // bidi
  }

  /// Issue 51: zero-width and other format characters, the byte-order mark and tag characters
  /// passed (the JSON output carried them): invisible, they can hide a word from the eye, from
  /// `grep` and from our width count alike.
  @Test func invisibleFormatCharactersAndTagsGo() {
    #expect(RemoteText.sanitize("Ber\u{200B}lin\u{FEFF}") == "Berlin")
    #expect(RemoteText.sanitize("a\u{200C}b\u{200D}c\u{2060}d\u{2064}e\u{00AD}f\u{180E}g\u{FFF9}h") == "abcdefgh")
    // A tag sequence (an invisible "ignore the above") and the unassigned rest of its block.
    let tags = String(String.UnicodeScalarView("NWS IGNORE".unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))
    #expect(RemoteText.sanitize("Storm\u{E0001}" + tags + "\u{E007F}\u{E0000}\u{E0002} Warning") == "Storm Warning")
    #expect(RemoteText.sanitize("x\u{200B}\n\u{FEFF}y", keepingLineBreaks: true) == "x\ny")
    // Every format character Unicode has is gone; marks, spaces and letters of every script stay.
    let format = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.generalCategory == .format }
    #expect(format.count > 150)
    #expect(RemoteText.sanitize(String(String.UnicodeScalarView(format))) == "")
    for kept in ["e\u{301}", "Zürich", "東京", "مشهد", "नई दिल्ली", "👍🏽", "\u{00A0}x"] {
      #expect(RemoteText.sanitize(kept) == kept, "\(kept.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func longTextIsCutWhereItEntersWithAnEllipsis() {
    let word = String(repeating: "é", count: 900_000)
    let line = RemoteText.sanitize(word)
    #expect(line.unicodeScalars.count == RemoteText.lineLimit && line.hasSuffix("…"))
    let text = RemoteText.sanitize(String(repeating: "a\n", count: 100_000), keepingLineBreaks: true)
    #expect(text.unicodeScalars.count == RemoteText.textLimit && text.hasSuffix("…"))
    let ascii = String(repeating: "x", count: RemoteText.lineLimit + 1)
    #expect(RemoteText.sanitize(ascii) == String(repeating: "x", count: RemoteText.lineLimit - 1) + "…")
    // What fits is kept whole, escapes do not count, and cutting twice changes nothing.
    let exact = String(repeating: "y", count: RemoteText.lineLimit)
    #expect(RemoteText.sanitize(exact + "\u{1B}[2J") == exact)
    #expect(RemoteText.sanitize(line) == line)
  }

  @Test func lineBreaksStayOnlyWhereAsked() {
    let text = "* WHAT...Snow.\r\n* WHERE...Here.\tNow\u{2028}end"
    #expect(RemoteText.sanitize(text) == "* WHAT...Snow. * WHERE...Here. Now end")
    #expect(RemoteText.sanitize(text, keepingLineBreaks: true) == "* WHAT...Snow.\n* WHERE...Here. Now\nend")
  }

  @Test func cleaningTwiceChangesNothing() {
    for text in ["a\u{1B}[2Jb\n\n c", "plain", "\u{1B}]0;t\u{07}", "tab\there"] {
      for keep in [false, true] {
        let once = RemoteText.sanitize(text, keepingLineBreaks: keep)
        #expect(RemoteText.sanitize(once, keepingLineBreaks: keep) == once)
      }
    }
  }

  @Test func validationCleansEveryRemoteStringOfTheModel() {
    let now = Date(timeIntervalSince1970: 1_795_352_400)
    var alert = WeatherAlert(
      id: "x", event: "Storm\u{1B}[2J", headline: "Head\u{1B}]0;t\u{07}line", severity: .severe,
      source: "NWS\u{9B}31m", description: "Line one\u{1B}[1m.\r\nLine two.")
    alert.responses = ["prepare\u{07}"]
    var day = DayWeather(date: now)
    day.conditionCode = "Rain\u{1B}[0m"
    var weather = Weather(
      location: Location(name: "Ber\u{1B}[31mlin", latitude: 52.5, longitude: 13.4), currentWeather: nil,
      minuteForecast: [], hourlyForecast: [], dailyForecast: [day], alerts: .covered([alert]),
      availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now))
    weather.datasetMetadata[.forecastDaily] = DatasetMetadata(providerName: "Agency\u{202E}")
    let clean = weather.validated()
    #expect(clean.location.name == "Berlin")
    let checked = clean.alerts.alerts.first
    #expect(checked?.event == "Storm" && checked?.headline == "Headline" && checked?.source == "NWS")
    #expect(checked?.description == "Line one.\nLine two.")
    #expect(checked?.responses == ["prepare"])
    #expect(clean.dailyForecast.first?.conditionCode == "Rain")
    #expect(clean.datasetMetadata[.forecastDaily]?.providerName == "Agency")
    #expect(clean.validated() == clean)
  }

  @Test func alertsAddedToValidatedWeatherAreCheckedAsAWholeValidationChecksThem() {
    let now = Date(timeIntervalSince1970: 1_795_352_400)
    var day = DayWeather(date: now)
    day.temperatureMax = 1e19
    var weather = Weather(
      location: Location(name: "Berlin", latitude: 52.5, longitude: 13.4), currentWeather: nil,
      minuteForecast: [], hourlyForecast: [], dailyForecast: [day], alerts: .noSource(reason: "none"),
      availability: Availability(), attribution: .openMeteo,
      metadata: WeatherMetadata(providerName: "Open-Meteo", readTime: now, expireTime: now)
    ).validated()
    // What a second source adds: alerts with escapes and an impossible instant, and their metadata.
    var alert = WeatherAlert(
      id: "x\u{1B}[2J", event: "Storm\u{1B}]0;t\u{07}", severity: .severe, source: "NWS\u{9B}31m",
      description: "Line one\u{1B}[1m.\r\nLine two.")
    alert.expires = Date(timeIntervalSince1970: 1e15)
    weather.alerts = .covered([alert])
    weather.alertsDetailsURL = "https://x\u{07}"
    weather.datasetMetadata[.weatherAlerts] = DatasetMetadata(
      providerName: "NWS\u{202E}", readTime: Date(timeIntervalSince1970: -1e15))
    var alertsOnly = weather
    alertsOnly.validateAlerts()
    #expect(alertsOnly == weather.validated())
    #expect(alertsOnly.alerts.alerts.first?.event == "Storm" && alertsOnly.alerts.alerts.first?.expires == nil)
    #expect(alertsOnly.datasetMetadata[.weatherAlerts]?.providerName == "NWS")
    #expect(alertsOnly.metadata.implausibleValueCount == 3, "the day's maximum, the expiry and the read time")
  }
}
