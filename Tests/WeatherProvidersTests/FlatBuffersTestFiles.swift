import Foundation
import TestSupport
import Testing

/// Locates FlatBuffers test inputs: shared fixtures, the project's own fixtures, the schema.
enum FlatBuffersTestFiles {
  /// The package root, three levels above this file (Tests/WeatherProvidersTests/…).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The project's own generated fixtures (made by scripts/flatbuffers/make_fixture.py).
  static let ownFixtures = packageRoot.appendingPathComponent(
    "Tests/WeatherProvidersTests/Fixtures/FlatBuffers")

  /// Real recorded two-place body from the Open-Meteo SDK tests, in ../shared.
  static let recordedBodyPath = "fixtures/open-meteo-sdk/forecast_2locations_hourly_temperature_2m.flatbuffers.bin"
  /// Open-Meteo's schema, copied into the repository (its licence and provenance beside it).
  static let schemaURL = packageRoot.appendingPathComponent("scripts/flatbuffers/open-meteo-sdk/weather_api.fbs")
  /// The reference copy of the schema in ../shared that the repository's copy must equal.
  static let sharedSchemaPath = "reference/weather_api.fbs"

  /// Whether the recorded body is there to seed with (see `SharedFolder.runs(needing:)`).
  static var hasRecordedBody: Bool { SharedFolder.runs(needing: recordedBodyPath) }
  /// The rule for a test of the recorded body (see `SharedFolder.needs`).
  static var needsRecordedBody: ConditionTrait { SharedFolder.needs(recordedBodyPath) }

  /// The recorded body; throws naming the file when it is missing.
  static func recordedBody() throws -> Data { try SharedFolder.data(recordedBodyPath) }

  /// The schema's text.
  static func schema() throws -> String { String(decoding: try Data(contentsOf: schemaURL), as: UTF8.self) }

  /// A file of the project's own fixtures.
  static func own(_ name: String) throws -> Data {
    try Data(contentsOf: ownFixtures.appendingPathComponent(name))
  }

  /// Runs a Python 3 `script` in the package root and returns its standard output; throws with
  /// its standard error when it fails.
  static func python(_ script: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PythonFailure(description: String(decoding: problem, as: UTF8.self))
    }
    return String(decoding: text, as: UTF8.self)
  }

  struct PythonFailure: Error, CustomStringConvertible {
    var description: String
  }
}
