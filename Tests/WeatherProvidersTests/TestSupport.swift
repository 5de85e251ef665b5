import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherProviders

/// Paths to test data: the project's own fixtures and the shared recorded responses.
enum TestData {
  /// Tests/WeatherProvidersTests/Fixtures.
  static let ownFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// ../shared/fixtures next to the package root (never copied into the repository).
  static var sharedFixtures: URL { SharedFolder.url("fixtures") }

  static func own(_ name: String) throws -> Data {
    try Data(contentsOf: ownFixtures.appendingPathComponent(name))
  }

  /// The JSON files of a shared fixture folder, sorted; throws naming the folder when absent.
  static func sharedJSONFiles(_ folder: String) throws -> [URL] {
    try SharedFolder.jsonFiles(in: "fixtures/" + folder)
  }

  /// The bytes of a shared fixture; throws naming the file when absent.
  static func shared(_ path: String) throws -> Data {
    try SharedFolder.data("fixtures/" + path)
  }

  /// `SharedFolder.needs` for shared fixtures (paths under ../shared/fixtures).
  static func needsShared(_ paths: String...) -> ConditionTrait {
    SharedFolder.needs(paths.map { "fixtures/" + $0 })
  }

  // MARK: - The two-place DST fixture (see Fixtures/make_two_places_dst.py)

  /// 2026-10-24 12:07 UTC (14:07 in Berlin, the day before summer time ends).
  static let dstNow = Date(timeIntervalSince1970: 1_792_843_620)
  static let berlin = Location(
    name: "Berlin", region: "Land Berlin, Germany", latitude: 52.52, longitude: 13.41,
    timeZoneIdentifier: "Europe/Berlin")
  /// Without a zone, so the request asks for `auto` and the answer's zone is adopted.
  static let reykjavik = Location(name: "Reykjavík", latitude: 64.14, longitude: -21.92)

  static func twoPlaces() throws -> Data { try own("two_places_dst_unixtime.json") }
}

/// A fresh empty folder under the system temp folder.
func makeTemporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("weathertui-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

extension Date {
  /// "HH:mm" of this instant in `zone`.
  func clock(in zone: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: zone)
    formatter.dateFormat = "yyyy-MM-dd HH:mm zzz"
    return formatter.string(from: self)
  }
}
