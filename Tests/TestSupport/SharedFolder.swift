import Foundation
import Testing

/// `../shared` beside the package root: answers recorded by others and reference files that tests
/// read in place (never copied into the project; a user's clone has none). One notion of where it
/// is for every test target, the same folder `scripts/test` checks, and one rule for a test that
/// needs a file of it: `needs(_:)`.
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

  /// The rule for a test that reads `paths` (files or folders, e.g. "fixtures/nws/seattle-four.json")
  /// from the shared folder: it runs when they are all there, and also when they are required
  /// (then it fails naming the missing one, see `data(_:)`); otherwise it is skipped, and the skip
  /// names every missing path. `scripts/test` requires each skip of a run to be one of these.
  public static func needs(_ paths: String...) -> ConditionTrait { needs(paths) }

  /// `needs(_:)` for a list made at run time.
  public static func needs(_ paths: [String]) -> ConditionTrait {
    let missing = paths.filter { !has($0) }
    return .enabled(if: isRequired || missing.isEmpty, Comment(rawValue: skipNote(missing)))
  }

  /// The words of a skip for `missing`; `scripts/test` recognises a skip by their start.
  static func skipNote(_ missing: [String]) -> String {
    "\(skipMarker) \(missing.map { url($0).path }.joined(separator: ", ")) "
      + "(recordings and references by others, read in place, never in the repository; docs/development.md)"
  }

  /// How every skip for a missing shared file begins.
  public static let skipMarker = "shared file not found:"

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
