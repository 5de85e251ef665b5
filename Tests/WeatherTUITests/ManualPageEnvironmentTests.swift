import Foundation
import Testing
import WeatherProviders

@testable import WeatherTUIApp

/// The man page's ENVIRONMENT against the sources: every variable the program reads is
/// documented, and every documented one is read somewhere.
@Suite struct ManualPageEnvironmentTests {
  /// Read, but not the user's to set: glibc's own malloc tuning, which the program only
  /// leaves alone when set.
  static let undocumented: Set<String> = ["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]
  /// Not read but set, for the `on_alert` command (`WEATHERTUI_ALERT_EVENT`, …): docs/alerts.md
  /// documents them with the hook.
  static let setForTheHook: Set<String> = ["WEATHERTUI_ALERT_"]

  /// The installed program's sources; the WeatherKit compatibility library is not the program
  /// and the man page's own text is not a reader.
  static let sourceFolders = [
    "Sources/WeatherCore", "Sources/SystemFiles", "Sources/WeatherProviders", "Sources/Render", "Sources/Panes",
    "Sources/ViewModels", "Sources/TerminalBackend", "Sources/UserFiles", "Sources/WeatherTUIApp",
    "Sources/WeatherTUI", "Sources/CCurl", "Sources/CTerminalCrashGuard",
  ]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every source file's text, but the man page's own.
  static func sources() throws -> [String] {
    var texts: [String] = []
    for folder in sourceFolders {
      let url = root.appendingPathComponent(folder)
      let files = try #require(
        FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil), "no folder \(url.path)")
      for case let file as URL in files where ["swift", "c"].contains(file.pathExtension) {
        guard !file.path.contains("/WeatherTUIApp/Manual/") else { continue }
        texts.append(try String(contentsOf: file, encoding: .utf8))
      }
    }
    return texts
  }

  /// The variables the sources read: by `environment["X"]`, `getenv("X")`, the C helper, and
  /// any quoted locale or project name (the locale lists are arrays of names).
  static func variablesRead() throws -> Set<String> {
    let patterns = [
      #/environment\["([A-Z][A-Z0-9_]*)"\]/#, #/getenv\("([A-Z][A-Z0-9_]*)"\)/#,
      #/non_empty_environment\("([A-Z][A-Z0-9_]*)"\)/#, #/"((?:WEATHERTUI|WEATHERKIT)_[A-Z0-9_]+)"/#,
      #/"(LC_[A-Z]+|LANG)"/#,
    ]
    var names: Set<String> = []
    for text in try sources() {
      for pattern in patterns {
        for match in text.matches(of: pattern) { names.insert(String(match.output.1)) }
      }
    }
    return names
  }

  static var documented: Set<String> {
    Set(ManualPage.variables.flatMap(\.names) + ServiceEndpoint.all.map(\.variable))
  }

  @Test func everyVariableTheProgramReadsIsOnThePage() throws {
    let read = try Self.variablesRead()
    // A scan that found nothing would pass below; these are known readers.
    for known in ["TERM", "NO_COLOR", "LC_CTYPE", "XDG_STATE_HOME", "WEATHERTUI_UPSTREAM", "CURL_CA_BUNDLE"] {
      #expect(read.contains(known), "the source scan no longer finds \(known)")
    }
    let missing = read.subtracting(Self.documented).subtracting(Self.undocumented).subtracting(Self.setForTheHook)
    #expect(missing.isEmpty, "read by the program but not in ManualPage.variables: \(missing.sorted())")
  }

  @Test func everyDocumentedVariableIsRead() throws {
    let texts = try Self.sources()
    for name in Self.documented.sorted() {
      #expect(texts.contains { $0.contains("\"\(name)\"") }, "the man page documents \(name), which nothing reads")
    }
  }

  @Test func testHooksStayOffThePage() {
    // The faster clock is read only by the test build (Tests/FastClockDashboard).
    #expect(!ManualPage.handSections().contains("FAST_CLOCK"))
  }
}
