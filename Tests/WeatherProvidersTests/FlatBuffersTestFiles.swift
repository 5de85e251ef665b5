import Foundation

/// Locates FlatBuffers test inputs: shared fixtures, the project's own fixtures, the schema.
enum FlatBuffersTestFiles {
  /// The package root, three levels above this file (Tests/WeatherProvidersTests/…).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared` beside the package root (present in CI, read-only).
  static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

  /// The project's own generated fixtures (made by scripts/flatbuffers/make_fixture.py).
  static let ownFixtures = packageRoot.appendingPathComponent(
    "Tests/WeatherProvidersTests/Fixtures/FlatBuffers")

  /// Real recorded two-place body from the Open-Meteo SDK tests.
  static var recordedBody: Data? {
    try? Data(
      contentsOf: shared.appendingPathComponent(
        "fixtures/open-meteo-sdk/forecast_2locations_hourly_temperature_2m.flatbuffers.bin"))
  }

  /// The official schema text.
  static var schema: String? {
    try? String(
      contentsOf: shared.appendingPathComponent("reference/weather_api.fbs"), encoding: .utf8)
  }

  /// A file of the project's own fixtures.
  static func own(_ name: String) throws -> Data {
    try Data(contentsOf: ownFixtures.appendingPathComponent(name))
  }

  /// Prints why a test is skipped, so a missing input is visible in the log.
  static func skip(_ what: String) {
    print("SKIPPED: \(what) not found (expected beside the package root in ../shared)")
  }
}
