/// Who the data comes from and the credit its licence requires on every screen that shows it.
public struct Attribution: Sendable, Hashable, Codable {
  /// e.g. "Open-Meteo".
  public var serviceName: String
  /// The credit line, e.g. "Weather data by Open-Meteo.com (CC BY 4.0)".
  public var text: String
  /// Link to the provider's legal or attribution page.
  public var legalPageURL: String
  /// A shorter credit for narrow screens (nil: `text` is short enough).
  public var shortText: String?

  public init(serviceName: String, text: String, legalPageURL: String, shortText: String? = nil) {
    self.serviceName = serviceName
    self.text = text
    self.legalPageURL = legalPageURL
    self.shortText = shortText
  }

  /// The attribution Open-Meteo's CC BY 4.0 licence asks for.
  public static let openMeteo = Attribution(
    serviceName: "Open-Meteo",
    text: "Weather data by Open-Meteo.com (CC BY 4.0)",
    legalPageURL: "https://open-meteo.com/",
    // Still the source and the licence, for screens too narrow for the sentence.
    shortText: "Open-Meteo.com (CC BY 4.0)"
  )
}

/// Which datasets a place has from its provider.
public struct Availability: Sendable, Hashable, Codable {
  public var currentWeather: Bool
  public var forecastNextHour: Bool
  public var forecastHourly: Bool
  public var forecastDaily: Bool
  public var weatherAlerts: Bool

  public init(
    currentWeather: Bool = true, forecastNextHour: Bool = true, forecastHourly: Bool = true,
    forecastDaily: Bool = true, weatherAlerts: Bool = false
  ) {
    self.currentWeather = currentWeather
    self.forecastNextHour = forecastNextHour
    self.forecastHourly = forecastHourly
    self.forecastDaily = forecastDaily
    self.weatherAlerts = weatherAlerts
  }
}

// MARK: - Apple Weather

extension Attribution {
  /// The Apple Weather trademark as Apple writes it, with the Apple logo (U+F8FF). For outputs
  /// read on Apple platforms only: U+F8FF is a private-use character that Linux fonts lack.
  public static let appleWeatherMark = "\u{F8FF} Weather"

  /// WeatherKit's service as the terminal names it.
  public static let appleWeatherName = "Apple Weather"

  /// The attribution WeatherKit's terms ask for: the Apple Weather trademark and the legal link
  /// from the response metadata. The terminal always writes "Apple Weather" in words, because
  /// the logo glyph is private-use, missing from most Linux terminal fonts and of unknown width.
  /// The short form drops the link's scheme (79 → 71 columns for Apple's current link), so the
  /// link still fits an 80-column footer.
  public static func weatherKit(legalPageURL: String) -> Attribution {
    var bare = Substring(legalPageURL)
    for scheme in ["https://", "http://"] where bare.hasPrefix(scheme) {
      bare = bare.dropFirst(scheme.count)
    }
    return Attribution(
      serviceName: appleWeatherName, text: "\(appleWeatherName) \u{00B7} \(legalPageURL)",
      legalPageURL: legalPageURL, shortText: "\(appleWeatherName) \u{00B7} \(bare)")
  }
}

// MARK: - More than one source on screen

extension Attribution {
  /// The credit for a screen that shows this provider's data and `other`'s together (WeatherKit
  /// forecasts beside Open-Meteo's climate record): both names, each with its licence or link.
  public func with(_ other: Attribution) -> Attribution {
    guard other.serviceName != serviceName else { return self }
    let otherShort = other.shortText ?? other.text
    return Attribution(
      serviceName: "\(serviceName) and \(other.serviceName)", text: "\(text) \u{00B7} \(otherShort)",
      legalPageURL: legalPageURL, shortText: "\(shortText ?? text) \u{00B7} \(otherShort)")
  }

  /// The credit for `weather` shown with its climate record, which comes from Open-Meteo, and
  /// with its alerts when an official service other than the forecast's provider sent them.
  public static func onScreen(_ weather: Weather, climateLoaded: Bool) -> Attribution {
    let forecast = climateLoaded ? weather.attribution.with(.openMeteo) : weather.attribution
    return alerts(of: weather).map(forecast.with) ?? forecast
  }

  /// The credit of the service `weather`'s alerts came from ("Alerts: EUMETNET – MeteoAlarm"),
  /// when it is not the forecast's provider: the terms of MeteoAlarm, ECCC, DWD, MET Norway
  /// and NWS ask to be named wherever their warnings are shown. Nil for WeatherKit's own alerts,
  /// which Apple's credit covers.
  public static func alerts(of weather: Weather) -> Attribution? {
    guard weather.attribution.serviceName != appleWeatherName,
      let name = weather.datasetMetadata[.weatherAlerts]?.providerName, !name.isEmpty,
      !weather.attribution.text.contains(name)
    else { return nil }
    let short = shortName(of: name)
    return Attribution(
      serviceName: short, text: "Alerts: \(name)", legalPageURL: "", shortText: "Alerts: \(short)")
  }

  /// A service's name without the host it is reached at: "MET Norway (api.met.no)" →
  /// "MET Norway".
  public static func shortName(of providerName: String) -> String {
    guard providerName.hasSuffix(")"), let open = providerName.lastIndex(of: "(") else { return providerName }
    let short = String(providerName[..<open]).trimmingWhitespace()
    return short.isEmpty ? providerName : short
  }
}
