import Foundation
internal import WeatherCore
internal import WeatherProviders

/// WeatherKit's attribution endpoint (`/attribution/en`, apis.md §4.8): the marks' paths,
/// relative to the API's host.
enum WeatherKitAttribution {
  static let legalPage = URL(string: "https://developer.apple.com/weatherkit/data-source-attribution/")!

  static func fetch(client: HTTPClient, base: URL) async throws -> WeatherAttribution {
    let response: HTTPResponse
    do {
      response = try await client.get(base.appendingPathComponent("attribution/en"), headers: [:])
    } catch {
      throw WeatherError(error)
    }
    guard response.status == 200,
      let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
    else {
      throw WeatherError.server("WeatherKit's attribution endpoint answered \(response.status) without its marks")
    }
    /// A served path becomes a link on the API's host only when it is a plain absolute path.
    func mark(_ key: String) -> URL? {
      guard let path = object[key] as? String, path.hasPrefix("/"), !path.hasPrefix("//"),
        RemoteText.sanitize(path) == path, !path.contains(" ")
      else { return nil }
      return URL(string: path, relativeTo: base)?.absoluteURL
    }
    let name = (object["serviceName"] as? String).map { RemoteText.sanitize($0) } ?? ""
    return WeatherAttribution(
      serviceName: name.isEmpty ? "Apple Weather" : String(name.prefix(80)), legalPageURL: legalPage,
      legalAttributionText: "Apple Weather \u{00B7} \(legalPage.absoluteString)",
      combinedMarkLightURL: mark("logoLight@3x"), combinedMarkDarkURL: mark("logoDark@3x"),
      squareMarkURL: mark("logoSquare@3x"))
  }
}
