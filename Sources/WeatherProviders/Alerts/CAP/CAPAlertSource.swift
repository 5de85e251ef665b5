import FoundationEssentials
import WeatherCore

/// Official alerts from a national service's keyless CAP feed (one row of `NationalAlertFeeds`):
/// the feed's index (Atom or RSS) and the CAP messages it links, shared by every place of a
/// refresh (`CAPFeedStore`), and of those the warnings whose areas hold the place, by polygon,
/// circle or geocode (`CAPAlerts`), in the user's language where the message has it.
public final class CAPAlertSource: AlertSource, Sendable {
  public let feed: NationalAlertFeed
  public var providerName: String { feed.providerName }
  /// The service's short name, e.g. "MetService alerts", for messages.
  var serviceName: String { store.serviceName }

  private let store: CAPFeedStore
  private let language: String
  private let now: @Sendable () -> Date

  /// - Parameters:
  ///   - baseURL: the service's address when overridden (`ProviderEndpoints.nationalAlerts`),
  ///     nil for the feed's own.
  ///   - userAgent: the app and a contact, as for NWS (`NWSAlertSource.userAgent(contact:)`).
  ///   - language: the user's language ("pt", "ru"); a feed with an index per language is read
  ///     in it where there is one, and each message's texts in it where the message has them.
  ///   - now: the clock that says which warnings have expired.
  ///   - cache: where the messages read are kept between runs; nil keeps them in memory only.
  public init(
    feed: NationalAlertFeed, client: HTTPClient, baseURL: URL? = nil, userAgent: String, language: String = "en",
    cache: CacheDirectory? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.feed = feed
    self.language = language
    self.now = now
    store = CAPFeedStore(
      feed: feed, client: client, baseURL: baseURL, userAgent: userAgent,
      serviceName: "\(Attribution.shortName(of: feed.providerName)) alerts", cache: cache)
  }

  /// Places in the feed's countries, by country code (a place typed as coordinates has the
  /// countries of its time zone, `AlertsService`) and inside the country's rough boxes.
  public func covers(_ location: Location) -> Bool { feed.covers(location) }

  public func alerts(for location: Location) async throws -> AlertStatus {
    // Outside the country, or (by geocode) in none of its areas: "not mine", the generic
    // statement `AlertsService` passes over to ask the place's next candidate country.
    guard covers(location), feed.geocodes == nil || !placeCodes(of: location).isEmpty else {
      return .noSource(reason: NWSAlertSource.noSourceReason)
    }
    let snapshot = try await store.snapshot(language: language)
    let reader = CAPAlerts(
      messages: snapshot.messages, issuer: Attribution.shortName(of: feed.providerName),
      countryCode: location.countryCode?.uppercased() ?? feed.id)
    let alerts = reader.alerts(
      at: location.latitude, location.longitude, placeCodes: placeCodes(of: location), language: language, now: now())
    if alerts.isEmpty, snapshot.unread > 0 {
      throw AlertSourceError(
        service: serviceName,
        kind: .incomplete(read: snapshot.listed - snapshot.unread, listed: snapshot.listed))
    }
    return .covered(alerts)
  }

  /// The geocodes the place is known by in the feed's registry, upper-cased.
  func placeCodes(of location: Location) -> Set<String> {
    switch feed.geocodes {
    case .australianStates: AustralianStates.code(of: location).map { [$0] } ?? []
    case nil: []
    }
  }
}
