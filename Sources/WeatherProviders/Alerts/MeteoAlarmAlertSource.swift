import FoundationEssentials
import SystemFiles
import WeatherCore

/// Official warnings for the ~35 European countries without a source of their own here, from
/// MeteoAlarm's country feeds (`GET /api/v1/warnings/feeds-{slug}`, alerts.md §2).
///
/// A feed names areas by code, not polygon. A place's areas are found by its position in
/// MeteoAlarm's own area shapes (`MeteoAlarmAreaShapes`: every area containing the point, so a
/// bare coordinate needs no name). Where the shapes cannot settle it (a country the table lacks,
/// a feed that files other codes than EMMA_ID, a point at sea), the area is found from the
/// place's names when exactly one area of the feed matches them, in English or in the country's
/// language (`MeteoAlarmAreaMatch`; "Vienna" is the feed's "Wien"); otherwise, or to change it,
/// the user chooses it once (`Location.alertArea`, from `areas(for:)`), and until then the
/// place's alerts say so instead of guessing or showing the whole country. Each country's feed
/// is fetched once per refresh for all its places (`MeteoAlarmFeedStore`).
public final class MeteoAlarmAlertSource: AlertSource, Sendable {
  /// The credit MeteoAlarm's terms ask for; each warning also names its national service.
  public static let providerName = ServiceEndpoint.meteoAlarm.credit
  static let serviceName = "MeteoAlarm"
  public var providerName: String { Self.providerName }

  /// The place's name and region in another language ("de"), from place search; nil when
  /// not found; throws when the search failed (then the names cannot settle an area, and the
  /// place's alerts are unavailable until it succeeds, rather than "choose an area").
  public typealias LocalNames =
    @Sendable (_ place: Location, _ language: String) async throws -> (
      name: String?, region: String?
    )?

  private let feeds: MeteoAlarmFeedStore
  private let language: String
  private let now: @Sendable () -> Date
  private let localNames: LocalNames?
  private let areaChoice: String
  /// MeteoAlarm's outlines, as the program keeps them (constant data, like the tz tables).
  private let shapes = MeteoAlarmAreaShapes.installed
  /// Nil: the installed tables, read when first needed.
  private let zoneCountries: ZoneCountries?

  /// - Parameters:
  ///   - baseURL: https://feeds.meteoalarm.org unless overridden (`ProviderEndpoints.meteoAlarm`).
  ///   - language: the user's language ("hr", "de"); texts fall back to English, then to the
  ///     feed's first.
  ///   - now: the clock that says which warnings have expired (a feed keeps days of them).
  ///   - localNames: the place's names in the country's language, so an English name finds a
  ///     local area ("Vienna" → "Wien"); nil to match English names only.
  ///   - areaChoice: how the user chooses an area where the names settle none, for the message
  ///     in place of alerts (the dashboard's key by default; a library names its own way).
  public init(
    client: HTTPClient, baseURL: URL, language: String = "en", now: @escaping @Sendable () -> Date = { Date() },
    localNames: LocalNames? = nil, zoneCountries: ZoneCountries? = nil,
    areaChoice: String = MeteoAlarmAlertSource.dashboardAreaChoice
  ) {
    self.areaChoice = areaChoice
    self.zoneCountries = zoneCountries
    self.feeds = MeteoAlarmFeedStore(client: client, baseURL: baseURL)
    self.language = language
    self.now = now
    self.localNames = localNames
  }

  /// Places in a MeteoAlarm country: by country code, else (a config place with only
  /// coordinates) by the country letters that begin its chosen area's code.
  public func covers(_ location: Location) -> Bool { Self.country(of: location) != nil }

  public func alerts(for location: Location) async throws -> AlertStatus {
    guard let country = Self.country(of: location) else {
      return .noSource(reason: AlertsService.noSourceReason(for: location))
    }
    let feed = try await feeds.feed(slug: country.slug)
    if let area = location.alertArea {
      return .covered(feed.alerts(inArea: area, language: language, now: now()))
    }
    let found = areas(containing: location, country: country, feed: feed)
    if !found.isEmpty {
      // Every area the point lies in; one warning filed for several of them is listed once.
      var seen: Set<String> = []
      let alerts = found.flatMap { feed.alerts(inArea: $0.code, language: language, now: now()) }
      return .covered(alerts.filter { seen.insert($0.id).inserted })
    }
    let (outcome, failure) = await area(of: location, country: country, among: feed.areas(language: language))
    switch outcome {
    case .sure(let area, _):
      return .covered(feed.alerts(inArea: area.code, language: language, now: now()))
    case .unsure where failure != nil:
      // The local name might have settled it: a failed look-up is not "no area matches".
      throw AlertSourceError(
        service: Self.serviceName,
        kind: .transport(
          message: "the place search for this place's name in \(country.name)'s language failed ("
            + UntrustedText.clean(userFacingMessage(of: failure!), limit: 160) + "), so its area is not known yet"))
    case .unsure(let candidates):
      return .noSource(
        reason: Self.chooseAreaReason(country: country.name, candidates: candidates.map(\.name), choice: areaChoice))
    }
  }

  /// The areas of MeteoAlarm's shapes that contain the place; empty where the table lacks the
  /// country or the point is in none of its areas, and where the feed may file that country's
  /// warnings under other codes than the table's: it names areas, none of them the point's, and
  /// some the table does not know (NUTS, FIPS or CISORP codes, or a newer edition of the areas
  /// than the table's). Then the names decide, rather than "no alerts" being said of an area
  /// whose warnings go by another code.
  func areas(containing location: Location, country: MeteoAlarmCountries.Country, feed: MeteoAlarmFeed)
    -> [MeteoAlarmAreaShapes.Area]
  {
    let (found, known) = shapes.lookup(
      latitude: location.latitude, longitude: location.longitude, country: country.code)
    let named = feed.areaCodes
    guard !found.isEmpty, !named.isEmpty, !found.contains(where: { named.contains($0.code) }) else { return found }
    return named.isSubset(of: known) ? found : []
  }

  /// The area a place without a chosen one takes its alerts from: the feed's only area, else
  /// the one its names match for sure; the likeliest otherwise.
  func area(of location: Location, country: MeteoAlarmCountries.Country, among areas: [MeteoAlarmFeed.AreaName])
    async -> (outcome: MeteoAlarmAreaMatch.Outcome, failure: (any Error)?)
  {
    if areas.count == 1 { return (.sure(areas[0], alias: nil), nil) }
    let (names, failure) = await match(location, country: country)
    return (names.match(areas), failure)
  }

  /// The names `location` is matched by: its own and its region's (the first part of
  /// "Vienna, Austria"), in English as place search gave them and in the country's language;
  /// with the failure of the search for the local names, when it failed.
  func match(_ location: Location, country: MeteoAlarmCountries.Country) async -> (
    names: MeteoAlarmAreaMatch, failure: (any Error)?
  ) {
    // A place typed as coordinates is named after them: no name to match.
    let named = location.name.contains(where: \.isLetter)
    let region = location.region.split(separator: ",").first.map { String($0).trimmingWhitespace() } ?? ""
    var local: (name: String?, region: String?)?
    var failure: (any Error)?
    if named, let localNames, let countryLanguage = country.language, countryLanguage != "en" {
      do {
        local = try await localNames(location, countryLanguage)
      } catch {
        failure = error
      }
    }
    let names = MeteoAlarmAreaMatch(
      placeNames: named ? [.init(english: location.name, local: local?.name)] : [],
      regionNames: region.isEmpty ? [] : [.init(english: region, local: local?.region)])
    return (names, failure)
  }

  /// The areas a place in `location`'s country can choose from, by name, and the country's name.
  public func areas(for location: Location) async throws -> MeteoAlarmAreas {
    // A place known by its coordinates: the country its time zone is used in first (a chosen
    // area's code names its country itself).
    let location = location.alertArea == nil ? (zoneCountries ?? .installed).candidates(for: location)[0] : location
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
    let areas = feed.areas(language: language)
    var found = MeteoAlarmAreas(
      country: country.name, areas: areas.map { ($0.code, UntrustedText.clean($0.name, limit: 100)) })
    let containing = self.areas(containing: location, country: country, feed: feed)
    if !containing.isEmpty {
      // The areas the place lies in, first; one the feed does not name yet joins the list.
      for area in containing where !found.areas.contains(where: { $0.code == area.code }) {
        found.areas.append((area.code, area.name))
      }
      found.suggested = containing.map(\.code)
      found.byPosition = true
      return found
    }
    switch await area(of: location, country: country, among: areas).outcome {
    case .sure(let area, let alias):
      found.suggested = [area.code]
      if let alias { found.otherNames[area.code] = [UntrustedText.clean(alias, limit: 100)] }
    case .unsure(let candidates):
      found.suggested = candidates.map(\.code)
    }
    return found
  }

  /// How the dashboard's user chooses a place's area.
  public static let dashboardAreaChoice = "press A to choose its area"

  /// "Warnings for Croatia come from MeteoAlarm by area; …": what an empty alerts pane says
  /// until an area is chosen, with the likeliest areas when some names come close.
  public static func chooseAreaReason(
    country: String, candidates: [String] = [], choice: String = dashboardAreaChoice
  ) -> String {
    let likely = candidates.prefix(3).map { UntrustedText.clean($0, limit: 40) }
    let hint = likely.isEmpty ? "" : " (perhaps " + likely.joined(separator: ", ") + ")"
    return "Warnings for \(country) come from MeteoAlarm by area and no area's name matches this place for sure; "
      + "\(choice)\(hint)"
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

/// The warning areas a place in a MeteoAlarm country can choose from.
public struct MeteoAlarmAreas: Sendable {
  /// The country's English name.
  public var country: String
  /// Every area of the feed, by name.
  public var areas: [(code: String, name: String)]
  /// The areas the place's names point to, best first: one when the match is sure; or every
  /// area its position lies in (`byPosition`).
  public var suggested: [String] = []
  /// Whether `suggested` are the areas MeteoAlarm's shapes put the place in (alerts come from
  /// all of them until the user chooses one).
  public var byPosition = false
  /// Other names an area is known by, by code ("Vienna" for Wien's), so typing either finds it.
  public var otherNames: [String: [String]] = [:]
}
