import Foundation
import TestSupport
import WeatherCore

@testable import WeatherProviders

/// The national CAP recordings (Fixtures/CAP, provenance in its README), a stand-in that serves
/// them at the paths the services use, and the small indexes made here for the countries whose
/// recorded message came without its index.
enum CAPRecordings {
  static let folder = TestData.ownFixtures.appendingPathComponent("CAP")

  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(path))
  }

  /// Every recorded XML file, sorted.
  static func allFiles() throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? []).filter { ["xml", "cap", "atom"].contains($0.pathExtension) }
    return files.sorted { $0.path < $1.path }
  }

  /// An instant written as CAP writes it.
  static func date(_ text: String) -> Date { CAPMessage.date(text)! }

  /// A stand-in answering `routes` (a path, or a path and `?` and its raw query) with their
  /// bodies, and 404 for anything else.
  static func server(
    _ routes: [String: Data], headers: [String: String] = ["Content-Type": "application/xml"]
  ) throws -> StandInServer {
    try StandInServer { request in
      let key = request.rawQuery.isEmpty ? request.path : request.path + "?" + request.rawQuery
      guard let body = routes[key] ?? routes[request.path] else {
        return StandInResponse(status: 404, text: "<html>Not Found</html>")
      }
      return StandInResponse(headers: headers, body: body)
    }
  }

  /// An Atom index **made here** (the service's own index was not recorded with the message):
  /// one entry per link, in the shape of the OASIS CAP feeds note.
  static func atomIndex(_ links: [String]) -> Data {
    let entries = links.map {
      #"<entry><id>\#($0)</id><title>alert</title><link rel="alternate" href="\#($0)"/></entry>"#
    }
    return Data(
      (#"<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>index made here</title>"#
        + entries.joined() + "</feed>").utf8)
  }

  /// An RSS index **made here**, one item per link.
  static func rssIndex(_ links: [String]) -> Data {
    let items = links.map { "<item><title>alert</title><link>\($0)</link></item>" }
    return Data(
      #"<?xml version="1.0"?><rss version="2.0"><channel><title>made here</title>\#(items.joined())</channel></rss>"#
        .utf8)
  }

  /// The feed of `id` with its address moved to `server`, read in `language` at `now`.
  static func source(
    _ id: String, _ server: StandInServer, language: String = "en", now: Date, client: HTTPClient = CurlHTTPClient()
  ) -> CAPAlertSource {
    CAPAlertSource(
      feed: NationalAlertFeeds.feed(id: id)!, client: client, baseURL: server.baseURL,
      userAgent: "weathertui/0.1 (+https://github.com/weathertui/weathertui)", language: language, now: { now })
  }
}
