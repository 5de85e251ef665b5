import FoundationEssentials
import WeatherCore

/// Official warnings for the ~35 European countries without a source of their own here, from
/// MeteoAlarm's country feeds (`GET /api/v1/warnings/feeds-{slug}`, alerts.md §2).
///
/// A feed names areas by code, not polygon, so a point cannot be matched to them: the user
/// chooses the place's area once (`Location.alertArea`, from `areas(for:)`), and until then the
/// place's alerts say so instead of guessing or showing the whole country. Each country's feed
/// is fetched once per refresh for all its places (`MeteoAlarmFeedStore`).
public final class MeteoAlarmAlertSource: AlertSource, Sendable {
  /// The credit MeteoAlarm's terms ask for; each warning also names its national service.
  public static let providerName = "EUMETNET – MeteoAlarm"
  static let serviceName = "MeteoAlarm"
  public var providerName: String { Self.providerName }

  private let feeds: MeteoAlarmFeedStore
  private let language: String
  private let now: @Sendable () -> Date

  /// - Parameters:
  ///   - baseURL: https://feeds.meteoalarm.org unless overridden (`ProviderEndpoints.meteoAlarm`).
  ///   - language: the user's language ("hr", "de"); texts fall back to English, then to the
  ///     feed's first.
  ///   - now: the clock that says which warnings have expired (a feed keeps days of them).
  public init(
    client: HTTPClient, baseURL: URL, language: String = "en", now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.feeds = MeteoAlarmFeedStore(client: client, baseURL: baseURL)
    self.language = language
    self.now = now
  }

  /// Places in a MeteoAlarm country: by country code, else (a config place with only
  /// coordinates) by the country letters that begin its chosen area's code.
  public func covers(_ location: Location) -> Bool { Self.country(of: location) != nil }

  public func alerts(for location: Location) async throws -> AlertStatus {
    guard let country = Self.country(of: location) else {
      return .noSource(reason: AlertsService.noSourceReason(for: location))
    }
    guard let area = location.alertArea else {
      return .noSource(reason: Self.chooseAreaReason(country: country.name))
    }
    let feed = try await feeds.feed(slug: country.slug)
    return .covered(feed.alerts(inArea: area, language: language, now: now()))
  }

  /// The areas a place in `location`'s country can choose from, by name, and the country's name.
  public func areas(for location: Location) async throws -> (country: String, areas: [(code: String, name: String)]) {
    let code = location.countryCode?.trimmingWhitespace().uppercased() ?? ""
    if let other = Self.pointSources[code] {
      throw AlertSourceError(
        service: Self.serviceName,
        kind: .notCovered(detail: "Alerts here come from \(other) by the place's position; there is no area to choose"))
    }
    guard let country = Self.country(of: location) else {
      let detail =
        code.isEmpty
        ? "This place has no country code, so its MeteoAlarm feed is unknown; add country = \"AT\" (its own) to the place in config.toml"
        : "Alert areas are chosen only in MeteoAlarm's European countries; elsewhere alerts are found by the place's position"
      throw AlertSourceError(service: Self.serviceName, kind: .notCovered(detail: detail))
    }
    let feed = try await feeds.feed(slug: country.slug)
    return (country.name, feed.areas(language: language).map { ($0.code, UntrustedText.clean($0.name, limit: 100)) })
  }

  /// "Warnings for Croatia come from MeteoAlarm by area; …": what an empty alerts pane says
  /// until an area is chosen.
  public static func chooseAreaReason(country: String) -> String {
    "Warnings for \(country) come from MeteoAlarm by area; press A to choose this place's area"
  }

  /// Countries in MeteoAlarm whose own service answers by point (asked first): their places
  /// need no area.
  static let pointSources = [
    "DE": DWDAlertSource.providerName, "NO": METNorwayAlertSource.providerName,
    "SJ": METNorwayAlertSource.providerName,
  ]

  /// The MeteoAlarm country of the place, if any (none where a point source serves it).
  static func country(of location: Location) -> MeteoAlarmCountries.Country? {
    if let code = location.countryCode?.trimmingWhitespace().uppercased(), !code.isEmpty {
      return pointSources[code] == nil ? MeteoAlarmCountries.country(code: code) : nil
    }
    guard let area = location.alertArea, area.count > 2 else { return nil }
    let letters = String(area.prefix(2))
    return pointSources[letters] == nil ? MeteoAlarmCountries.country(code: letters) : nil
  }
}
