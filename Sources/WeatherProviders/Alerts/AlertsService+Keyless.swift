import FoundationEssentials

extension AlertsService {
  /// The official alert sources of the keyless path, by region, in the order they are asked:
  /// NWS first (its rough boxes overlap Canada, and its "out of bounds" answer hands those places
  /// on to ECCC), then ECCC, DWD, MET Norway, MeteoAlarm (Germany and Norway have point
  /// queries of their own above), and the national CAP feeds (`NationalAlertFeeds`), one country
  /// each. Also returns the MeteoAlarm source, whose areas a user picks.
  ///
  /// - Parameters:
  ///   - language: the user's language, lower-case ("fr", "nb", "en").
  ///   - localNames: a place's names in its country's language (place search), so MeteoAlarm
  ///     finds a place's area from them.
  ///   - areaChoice: how the user chooses a MeteoAlarm area the names do not settle.
  public static func keyless(
    client: HTTPClient, endpoints: ProviderEndpoints, cache: CacheDirectory?, userAgent: String, language: String,
    localNames: MeteoAlarmAlertSource.LocalNames? = nil,
    areaChoice: String = MeteoAlarmAlertSource.dashboardAreaChoice
  ) -> (alerts: AlertsService, meteoAlarm: MeteoAlarmAlertSource) {
    let meteoAlarm = MeteoAlarmAlertSource(
      client: client, baseURL: endpoints.meteoAlarm, language: language, localNames: localNames,
      areaChoice: areaChoice)
    let sources: [any AlertSource] = [
      NWSAlertSource(client: client, baseURL: endpoints.nws, userAgent: userAgent),
      ECCCAlertSource(client: client, baseURL: endpoints.eccc, french: language == "fr"),
      DWDAlertSource(client: client, baseURL: endpoints.dwd, cache: cache),
      METNorwayAlertSource(
        client: client, baseURL: endpoints.metNorway, userAgent: userAgent,
        norwegian: ["nb", "nn", "no"].contains(language)),
      meteoAlarm,
    ]
    let national = NationalAlertFeeds.table.map { feed in
      CAPAlertSource(
        feed: feed, client: client, baseURL: endpoints[feed], userAgent: userAgent,
        language: language, cache: cache)
    }
    return (AlertsService(sources: sources + national), meteoAlarm)
  }

  /// The user's language for messages, lower-case ("fr", "en"), from `LC_ALL`, `LC_MESSAGES`
  /// or `LANG` as the C library reads them; "en" for C and POSIX.
  public static func language(environment: [String: String]) -> String {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let code = value.prefix { $0.isLetter }.lowercased()
    return code.isEmpty || code == "c" || code == "posix" ? "en" : code
  }
}
