import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// The wired-up stack as the app uses it, against one stand-in server for both APIs.
struct OpenMeteoServicesTests {
  @Test func geocodeThenForecastThroughOneGateAndCache() async throws {
    let server = try StandInServer { request in
      request.path == "/v1/search"
        ? StandInResponse(text: GeocoderTests.parisBody)
        : OpenMeteoAnswers.forecast(for: request)
    }
    defer { server.stop() }
    let environment = [
      "WEATHERTUI_OPEN_METEO_URL": server.baseURL.absoluteString,
      "WEATHERTUI_GEOCODING_URL": server.baseURL.absoluteString,
    ]
    let folder = try makeTemporaryFolder()
    let services = OpenMeteoServices(
      endpoints: try ProviderEndpoints(environment: environment),
      cacheDirectory: CacheDirectory(url: folder), wire: .json)

    let place = try await services.geocoder.resolve(try LocationQuery.parse("Paris"))
    let first = await services.forecasts.forecasts(for: [place], now: TestData.dstNow)
    let second = await services.forecasts.forecasts(for: [place], now: TestData.dstNow)
    #expect(first[0].weather != nil && first[0].error == nil)
    #expect(second[0].fetchedAt == TestData.dstNow)
    #expect(server.requests.map(\.path) == ["/v1/search", "/v1/forecast"])
    #expect(server.requests.last?.query["timezone"] == "Europe/Paris")
    #expect(services.cacheDirectory?.warnings == [])
    let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // The ledger of weighted calls: the forecast's weight, the search none (another server).
    #expect(folders == ["budget", "forecast", "geocoding"])
    let spent = try #require(services.gate.budget).spent(now: TestData.dstNow)
    let forecast = try #require(server.requests.last)
    let url = try #require(URL(string: "http://127.0.0.1\(forecast.path)?\(forecast.rawQuery)"))
    #expect(spent.day == OpenMeteoCallWeight.of(url: url) && spent.day > 5)
  }
}
