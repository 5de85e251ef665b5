import FoundationEssentials
import UserFiles
import WeatherCore
import WeatherProviders

extension WeatherServices {
  /// The services for `settings` over `client`; a bad endpoint variable or WeatherKit credential
  /// is a usage error with the fix in its message.
  static func make(settings: Settings, environment: [String: String], client: HTTPClient) throws -> WeatherServices {
    do {
      let credentials =
        settings.provider == .weatherKit
        ? try WeatherKitCredentials(
          environment: environment,
          fallback: (
            settings.weatherKit.teamID, settings.weatherKit.serviceID, settings.weatherKit.keyID,
            settings.weatherKit.keyFile
          ))
        : nil
      return try make(
        client: client, endpoints: try ProviderEndpoints(environment: environment),
        cacheDirectory: CacheDirectory(environment: environment),
        wire: settings.wire == .flatbuffers ? .flatbuffers : .json, freshness: settings.refreshInterval,
        limits: try OpenMeteoLimits(environment: environment), weatherKit: credentials,
        userAgent: NWSAlertSource.userAgent(contact: settings.nwsContact),
        alertLanguage: AlertsService.language(environment: environment), climateBaseline: settings.climateBaseline)
    } catch {
      throw AppFailure.usage(userFacingMessage(of: error))
    }
  }
}
