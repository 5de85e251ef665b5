import FoundationEssentials
import SystemFiles
import WeatherCore

/// Forecasts from Apple's WeatherKit REST API for users who bring their own key.
///
/// Per place: `availability` first (remembered for a day), then one `weather` request for the
/// datasets offered there. Requests go one at a time through a gate. Every request carries an
/// ES256 token from `WeatherKitTokenSigner`; the token never leaves the `Authorization` header.
public final class WeatherKitProvider: WeatherProvider, @unchecked Sendable {
  public let name = WeatherKitWeatherMapper.providerName
  /// Datasets asked for when offered; `weatherAlerts` only with a country code.
  static let wantedDataSets = [
    "currentWeather", "forecastDaily", "forecastHourly", "forecastNextHour", "weatherAlerts",
  ]
  /// How long an availability answer is reused.
  static let availabilityLifetime: TimeInterval = 86_400

  private let client: HTTPClient
  private let baseURL: URL
  private let signer: WeatherKitTokenSigner
  private let language: String
  /// Finds the zone of a place known only by its coordinates, which the request must name.
  private let zones: CoordinateZones?
  private let gate = WeatherKitGate()
  private let lock = ThreadLock()
  private var offeredByPlace: [String: (sets: Set<String>, fetched: Date)] = [:]
  private var alertTexts: [String: String] = [:]
  /// Alert texts fetched per place and refresh, at most.
  static let maxAlertTexts = 5

  /// - Parameters:
  ///   - baseURL: https://weatherkit.apple.com unless overridden (`ProviderEndpoints.weatherKit`).
  ///   - language: BCP-47 tag for alert texts, e.g. "en".
  ///   - zones: the zone of a place given without one (a bare coordinate); nil asks in GMT.
  public init(
    client: HTTPClient, baseURL: URL, signer: WeatherKitTokenSigner, language: String = "en",
    zones: CoordinateZones? = nil
  ) {
    self.client = client
    self.baseURL = baseURL
    self.signer = signer
    self.language = language
    self.zones = zones
  }

  /// Loads the key named by `credentials` (refusing a file others can read) and builds the
  /// provider; throws `WeatherKitError`.
  public convenience init(
    credentials: WeatherKitCredentials, client: HTTPClient, baseURL: URL, language: String = "en",
    zones: CoordinateZones? = nil
  ) throws {
    self.init(
      client: client, baseURL: baseURL, signer: try WeatherKitTokenSigner(credentials: credentials),
      language: language, zones: zones)
  }

  /// One `Weather` per place, fetched one after the other; throws `WeatherKitError`.
  public func answers(for locations: [Location], now: Date) async throws -> [ProviderForecast] {
    var results: [ProviderForecast] = []
    for location in locations {
      results.append(try await answer(for: location, now: now))
    }
    return results
  }

  /// The forecast a cached answer held: the weather body as served, read with the datasets then
  /// offered and the alert texts then fetched.
  public func weather(from answer: ServedAnswer, for location: Location, fetchedAt: Date) throws -> Weather {
    guard answer.format == Self.answerFormat else {
      throw WeatherKitError.malformedBody(detail: "a cached answer in an unknown format '\(answer.format)'")
    }
    let offered = Set((answer.extras[Self.offeredKey] ?? "").split(separator: ",").map(String.init))
    // The days were asked in this zone; a place without its own is split in it again.
    var location = location
    if location.timeZoneIdentifier == nil, let zone = answer.extras[Self.zoneKey], ZoneDatabase.zone(zone) != nil {
      location.timeZoneIdentifier = zone
    }
    let response = answer.body.isEmpty ? WeatherKitResponse() : try WeatherKitResponse.decode(answer.body)
    var weather = WeatherKitWeatherMapper.weather(
      from: response, location: location, offered: offered, now: fetchedAt, fetchedAt: fetchedAt)
    if case .covered(var alerts) = weather.alerts, !alerts.isEmpty {
      for index in alerts.indices {
        if let text = answer.extras[Self.alertTextPrefix + alerts[index].id] { alerts[index].description = text }
      }
      weather.alerts = .covered(alerts)
      // The texts are remote text from a second request: cleaned like the rest.
      weather.validateAlerts()
    }
    return weather
  }

  /// `ServedAnswer.format` of this provider's answers.
  static let answerFormat = "weatherkit-json"
  static let offeredKey = "offered"
  /// The zone the request named, for a place that has none of its own.
  static let zoneKey = "zone"
  static let alertTextPrefix = "alertText:"

  private func answer(for place: Location, now: Date) async throws -> ProviderForecast {
    // WeatherKit rolls hours into days in the zone the request names: a bare coordinate's own,
    // never GMT (Copenhagen's "today" would end at 01:00).
    var location = place
    if location.timeZoneIdentifier == nil, let zone = await zones?.zone(for: place, now: now) {
      location.timeZoneIdentifier = zone
    }
    let offered = try await availability(for: location, now: now)
    let hasCountry = location.countryCode?.isEmpty == false
    let sets = Self.wantedDataSets.filter {
      offered.contains($0) && ($0 != "weatherAlerts" || hasCountry)
    }
    var body = Data()
    var response = WeatherKitResponse()
    if !sets.isEmpty {
      body = try await get(
        WeatherKitRequest.weather(base: baseURL, language: language, location: location, dataSets: sets), now: now)
      response = try WeatherKitResponse.decode(body)
    }
    var weather = WeatherKitWeatherMapper.weather(
      from: response, location: location, offered: offered, now: now, fetchedAt: now)
    var extras = [Self.offeredKey: offered.sorted().joined(separator: ",")]
    if place.timeZoneIdentifier == nil, let zone = location.timeZoneIdentifier { extras[Self.zoneKey] = zone }
    if case .covered(let alerts) = weather.alerts, !alerts.isEmpty {
      let texts = await withFullTexts(alerts, now: now)
      weather.alerts = .covered(texts)
      weather.validateAlerts()
      for (served, full) in zip(alerts, texts) {
        if let text = full.description, text != served.description { extras[Self.alertTextPrefix + full.id] = text }
      }
    }
    return ProviderForecast(
      weather: weather, answer: ServedAnswer(format: Self.answerFormat, body: body, extras: extras))
  }

  // MARK: - Alert texts

  /// The alerts with the agency's full text from `/api/v1/weatherAlert/{language}/{id}` as
  /// their description (summaries carry none). Best effort: texts are remembered per alert id,
  /// at most `maxAlertTexts` are fetched per place, and the first failure stops the fetching
  /// without failing the forecast (the detail view then shows what the summary has).
  private func withFullTexts(_ alerts: [WeatherAlert], now: Date) async -> [WeatherAlert] {
    var alerts = alerts
    for index in alerts.indices.prefix(Self.maxAlertTexts) {
      let id = alerts[index].id
      if let known = lock.withLock({ alertTexts[id] }) {
        alerts[index].description = known
        continue
      }
      guard
        let body = try? await get(
          WeatherKitRequest.alertDetail(base: baseURL, language: language, id: id), now: now)
      else { break }
      if let text = WeatherKitAlertDetail.text(in: body, language: language) {
        alerts[index].description = text
        lock.withLock { alertTexts[id] = text }
      }
    }
    return alerts
  }

  // MARK: - Availability

  private func availability(for location: Location, now: Date) async throws -> Set<String> {
    let key = location.roundedKey + "," + (location.countryCode ?? "")
    if let known = lock.withLock({ offeredByPlace[key] }),
      now.timeIntervalSince(known.fetched) < Self.availabilityLifetime,
      now >= known.fetched
    {
      return known.sets
    }
    let body = try await get(
      WeatherKitRequest.availability(base: baseURL, location: location), now: now)
    guard let names = try? JSONDecoder().decode([String].self, from: body) else {
      throw WeatherKitError.malformedBody(detail: "availability is not a list of dataset names")
    }
    let sets = Set(names)
    lock.withLock { offeredByPlace[key] = (sets, now) }
    return sets
  }

  // MARK: - Transport

  /// The body of a 2xx answer; anything else becomes a `WeatherKitError`.
  private func get(_ url: URL, now: Date) async throws -> Data {
    let client = self.client
    let signer = self.signer
    let gate = self.gate
    return try await gate.serialized {
      try await gate.checkNotLimited(now: now)
      let token = try signer.token(now: now)
      let response: HTTPResponse
      do {
        response = try await client.get(
          url, headers: ["Authorization": "Bearer " + token, "Accept": "application/json"])
      } catch {
        throw WeatherKitError.transport(message: userFacingMessage(of: error))
      }
      switch response.status {
      case 200..<300:
        return response.body
      case 401, 403:
        signer.invalidate()
        throw WeatherKitError.unauthorized(
          status: response.status, reason: Self.reason(in: response.body))
      case 404:
        throw WeatherKitError.notFound(path: url.path)
      case 429:
        // "nan" and "inf" parse as numbers; only a finite wait is one.
        let wait = response.headers["retry-after"].flatMap(TimeInterval.init).flatMap { $0.isFinite ? $0 : nil } ?? 60
        let until = now.addingTimeInterval(min(max(wait, 1), 86_400))
        await gate.recordLimit(until: until)
        throw WeatherKitError.rateLimited(retryAt: until)
      default:
        throw WeatherKitError.server(
          status: response.status, reason: Self.reason(in: response.body))
      }
    }
  }

  /// `reason` (401 bodies) or `message` (Spring-style error bodies), when the body is JSON.
  static func reason(in body: Data) -> String? {
    guard let object = (try? JSONValue.parse(body))?.object else { return nil }
    let text = object["reason"]?.string ?? object["message"]?.string
    return text.map { UntrustedText.clean($0, limit: 60) }.flatMap { $0.isEmpty ? nil : $0 }
  }
}
