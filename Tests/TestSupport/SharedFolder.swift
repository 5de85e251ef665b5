import Foundation

/// `../shared` beside the package root: recorded answers and reference files that tests read
/// in place (never copied into the project). One notion of where it is for every test target,
/// the same folder `scripts/test` checks, and of whether a test may skip without it.
public enum SharedFolder {
  /// The package root: two levels above this file (Tests/TestSupport/…), whatever the
  /// current directory.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Points the tests at another folder (an empty one shows what skips without `../shared`).
  public static let overrideKey = "WEATHERTUI_SHARED_DIR"
  /// Set by `scripts/test` when it found `../shared` and prepared the FlatBuffers cross-check:
  /// then a missing input fails its test instead of skipping it.
  public static let requireKey = "WEATHERTUI_REQUIRE_SHARED"

  /// `WEATHERTUI_SHARED_DIR` when set, else `<package root>/../shared`.
  public static var root: URL {
    if let path = ProcessInfo.processInfo.environment[overrideKey], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
  }

  /// Whether a missing input must fail (`WEATHERTUI_REQUIRE_SHARED=1`).
  public static var isRequired: Bool { ProcessInfo.processInfo.environment[requireKey] == "1" }

  /// `path` (e.g. "reference/weather_api.fbs") inside the shared folder.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Whether `path` exists in the shared folder.
  public static func has(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

  /// Whether a test that needs `path` runs: when it is there, and also when it is required but
  /// missing, so the test fails naming it (see `data(_:)`) instead of skipping.
  public static func runs(needing path: String) -> Bool { isRequired || has(path) }

  /// The bytes of `path`; throws naming the missing file.
  public static func data(_ path: String) throws -> Data {
    guard has(path) else { throw Missing(url: url(path)) }
    return try Data(contentsOf: url(path))
  }

  /// The JSON files of a shared folder, sorted; throws naming the folder when it is absent.
  public static func jsonFiles(in folder: String) throws -> [URL] {
    guard has(folder) else { throw Missing(url: url(folder)) }
    let names = try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
    return names.filter { $0.hasSuffix(".json") }.sorted().map { url(folder).appendingPathComponent($0) }
  }

  /// A shared input that is not there.
  public struct Missing: Error, CustomStringConvertible {
    public var url: URL
    public var description: String {
      "\(url.path) is missing: the shared folder (\(SharedFolder.overrideKey) or ../shared beside the package) "
        + "must hold it when \(SharedFolder.requireKey)=1"
    }
  }
}
