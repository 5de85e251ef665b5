import Foundation
import Testing
import UserFiles

@testable import Render

@Suite struct ThemeTests {
  static let themesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("themes").path

  @Test func aThemeOfManyUnknownKeysGivesAFewWarningsAndACount() {
    let text = (0..<50_000).map { "unknown_role_\($0) = #ffffff" }.joined(separator: "\n")
    let (_, warnings) = ThemeFile.parse(text, fileName: "big.theme", fallback: .default)
    #expect(warnings.count == ThemeFile.maximumWarnings + 2)
    #expect(
      warnings[ThemeFile.maximumWarnings]
        == "big.theme: 49988 more problems not listed; fix the ones above and look again")
    #expect(warnings.last?.hasPrefix("big.theme: missing keys 'text', ") == true, "the roles that fell back are named")
    let (_, long) = ThemeFile.parse(String(repeating: "x", count: 200_000), fileName: "long.theme", fallback: .default)
    let quoting = long.filter { !$0.contains("missing keys") }
    #expect(quoting.count == 1 && quoting.allSatisfy { $0.count < 120 }, "\(long.map { $0.prefix(100) })")
  }

  /// The files in themes/ are the one source: `BuiltinThemes.swift` is written from them, in
  /// cycling order (the order it has, new files after in name order), and under
  /// `RECORD_SNAPSHOTS=1` rewritten, the test failing once.
  @Test func builtInThemesAreTheShippedFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.themesDirectory)
      .filter { $0.hasSuffix(".theme") }.map { String($0.dropLast(".theme".count)) }
    let order = Theme.shippedNames.filter(files.contains) + files.filter { !Theme.shippedNames.contains($0) }.sorted()
    let themes = try order.map {
      ($0, try String(contentsOfFile: "\(Self.themesDirectory)/\($0).theme", encoding: .utf8))
    }
    let rendered = Self.builtinThemesSource(themes)
    let path = URL(fileURLWithPath: Self.themesDirectory).deletingLastPathComponent()
      .appendingPathComponent("Sources/Render/BuiltinThemes.swift").path
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try rendered.write(toFile: path, atomically: true, encoding: .utf8)
      Issue.record(
        "Wrote Sources/Render/BuiltinThemes.swift from themes/; build and run again without RECORD_SNAPSHOTS=1")
      return
    }
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == rendered,
      "themes/*.theme and Sources/Render/BuiltinThemes.swift differ; rewrite it with RECORD_SNAPSHOTS=1 swift test --filter ThemeTests"
    )
  }

  /// `BuiltinThemes.swift` for `themes` (name, file text), each file verbatim.
  static func builtinThemesSource(_ themes: [(name: String, text: String)]) -> String {
    var lines = [
      "/// The shipped themes, embedded so the binary works without `themes/` installed: each entry is",
      "/// its file in themes/ verbatim, written by `RECORD_SNAPSHOTS=1 swift test --filter ThemeTests`",
      "/// (which fails while the two differ), so the files are the one source.",
      "enum BuiltinThemes {",
      "  /// Theme name → file text, in cycling order.",
      "  static let sources: [(name: String, text: String)] = [",
    ]
    for (name, text) in themes {
      lines += ["    (", "      \"\(name)\",", "      #\"\"\""]
      lines += text.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : "      " + $0
      }
      lines += ["      \"\"\"#", "    ),"]
    }
    lines += [
      "  ]", "", "  /// The text of the dark theme, which every other falls back to.",
      "  static var darkSource: String { sources[0].text }", "}", "",
    ]
    return lines.joined(separator: "\n")
  }

  @Test(arguments: Theme.shippedNames)
  func shippedThemesWorkWithoutFiles(_ name: String) {
    let (theme, warnings) = Theme.load(nameOrPath: name, searchPaths: ["/nonexistent"])
    #expect(warnings == [])
    #expect(theme.name == name)
  }

  @Test(arguments: Theme.shippedNames)
  func shippedThemesLoadWithoutWarnings(_ name: String) {
    let (theme, warnings) = Theme.load(nameOrPath: name, searchPaths: [Self.themesDirectory])
    #expect(warnings == [])
    #expect(theme.name == name)
    #expect(Set(theme.roles.keys) == Set(ThemeRole.allCases))
  }

  @Test func everyRoleKeyIsCommentedInEveryShippedFile() throws {
    for name in Theme.shippedNames {
      let text = try String(contentsOfFile: "\(Self.themesDirectory)/\(name).theme", encoding: .utf8)
      for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("=") {
        #expect(line.contains(" # "), "\(name).theme: '\(line)' has no comment")
      }
    }
  }

  /// A user's own `default.theme`, which overrode the shipped default when there was one, still
  /// wins over the dark or light variant `default` now stands for.
  @Test func aUsersOwnDefaultThemeStillWins() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let light = try String(contentsOfFile: "\(Self.themesDirectory)/light.theme", encoding: .utf8)
    try light.replacingOccurrences(of: "name = light ", with: "name = mine  ")
      .write(to: folder.appendingPathComponent("default.theme"), atomically: true, encoding: .utf8)
    for tone in BackgroundTone.allCases {
      let (theme, warnings) = Theme.load(nameOrPath: Theme.automaticName, searchPaths: [folder.path], tone: tone)
      #expect(warnings == [] && theme.name == "mine", "\(tone)")
    }
    let (elsewhere, _) = Theme.load(
      nameOrPath: Theme.automaticName, searchPaths: ["/nonexistent", folder.path], tone: .light)
    #expect(elsewhere.name == "light", "only the user's folder, the first, keeps its default.theme")
  }

  /// A theme not found names the folders looked in that exist, each once, and no others.
  @Test func aMissingThemeNamesOnlyRealFoldersOnce() {
    let (theme, warnings) = Theme.load(
      nameOrPath: "nosuch", searchPaths: ["/nonexistent/themes", Self.themesDirectory, Self.themesDirectory + "/."])
    #expect(theme.name == Theme.default.name)
    #expect(warnings.count == 1)
    let warning = warnings.first ?? ""
    #expect(warning.contains("(looked in \(Self.themesDirectory))"), "\(warning)")
    #expect(!warning.contains("nonexistent"))
    let none = Theme.load(nameOrPath: "nosuch", searchPaths: ["/nonexistent/themes"]).warnings.first ?? ""
    #expect(none.contains("no theme folder exists"), "\(none)")
  }

  @Test func defaultThemeValues() {
    let theme = Theme.default
    #expect(theme[.tempCold].foreground == RGB(0x5F, 0xAF, 0xFF))
    #expect(theme[.text].foreground == nil)
    #expect(theme[.alertExtreme].bold && theme[.alertExtreme].reverse)
    #expect(theme.gradient == .standard)
    #expect(Theme.load(nameOrPath: "mono", searchPaths: [Self.themesDirectory]).0.gradient == nil)
  }

  @Test func badAndUnknownAndMissingKeysWarnAndFallBack() throws {
    let text = """
      name = broken
      temp_cold = #12345   # too short
      temp_hot = #ff0000 sparkly
      tmep_mild = #00ff00
      rain = #0000ff bold 256:21 16:4 on #101010
      no equals sign here
      """
    let (theme, warnings) = ThemeFile.parse(text, fileName: "broken.theme", fallback: .default)
    #expect(theme.name == "broken")
    #expect(theme[.tempCold] == Theme.default[.tempCold])
    #expect(theme[.tempHot] == Theme.default[.tempHot])
    #expect(
      theme[.rain]
        == RoleStyle(
          foreground: RGB(0, 0, 255), background: RGB(16, 16, 16), bold: true, foreground256: 21, foreground16: 4))
    #expect(theme[.tempMild] == Theme.default[.tempMild])
    #expect(
      warnings.contains(
        "broken.theme:2: bad value for 'temp_cold': '#12345' is not a colour (use #rrggbb or default); using the default theme's"
      ))
    #expect(warnings.contains { $0.hasPrefix("broken.theme:3: bad value for 'temp_hot': unknown word 'sparkly'") })
    #expect(warnings.contains { $0.hasPrefix("broken.theme:4: unknown key 'tmep_mild'") })
    #expect(warnings.contains { $0.hasPrefix("broken.theme:6: expected 'key = value'") })
    let missing = try #require(warnings.first { $0.hasPrefix("broken.theme: missing keys ") })
    #expect(missing.contains("'temp_mild'") && missing.hasSuffix("; using the default theme's for them"))
    #expect(!missing.contains("'rain'"))
  }

  @Test func commentsAndColoursShareTheHash() {
    let (theme, _) = ThemeFile.parse("# heading\ndim = #8a8a8a  # grey # more\n", fileName: "t", fallback: .default)
    #expect(theme[.dim].foreground == RGB(0x8A, 0x8A, 0x8A))
  }

  @Test func gradientParsing() {
    let (theme, warnings) = ThemeFile.parse("gradient = −10 #0000ff, 30 #ff0000\n", fileName: "g", fallback: .default)
    #expect(!warnings.contains { $0.contains("gradient") })
    #expect(theme.gradient?.colour(celsius: 10) == RGB(128, 0, 128))
    let (_, bad) = ThemeFile.parse("gradient = cold #0000ff\n", fileName: "g", fallback: .default)
    #expect(bad.contains { $0.hasPrefix("g:1: bad 'gradient'") })
  }

  @Test func unknownNameFallsBackToDefaultWithAWarning() {
    let (theme, warnings) = Theme.load(nameOrPath: "neon", searchPaths: [Self.themesDirectory])
    let fallback = Theme.default
    #expect(theme == fallback, "the default theme stands in")
    #expect(warnings.count == 1)
    #expect(warnings[0].contains("theme 'neon' not found"))
  }

  /// `default` is the shipped theme made for the terminal's background, and needs no file.
  @Test func defaultIsTheVariantForTheBackground() {
    let (dark, warnings) = Theme.load(nameOrPath: "default", searchPaths: ["/nonexistent"], tone: .dark)
    #expect(dark == .default && dark.name == "dark")
    #expect(warnings.isEmpty)
    let (light, _) = Theme.load(nameOrPath: "default", searchPaths: [Self.themesDirectory], tone: .light)
    #expect(light.name == "light" && light.madeFor == .light)
    #expect(Theme.load(nameOrPath: "nosuch", searchPaths: [], tone: .light).0.name == "light", "the stand-in too")
  }

  /// `background` says what the colours are made for: painted, or the terminal's own of a tone.
  @Test func backgroundNamesAToneOrAColour() {
    func parsed(_ value: String) -> Theme {
      ThemeFile.parse("background = \(value)\n", fileName: "t", fallback: .default).0
    }
    #expect(parsed("dark").madeFor == .dark && parsed("dark").background == nil)
    #expect(parsed("light").tone == .light)
    #expect(parsed("none").tone == nil)
    #expect(parsed("#fdf6e3").tone == .light && parsed("#002b36").tone == .dark)
    let (_, warnings) = ThemeFile.parse("background = grey\n", fileName: "t", fallback: .default)
    #expect(
      warnings.first?.hasPrefix("t:1: bad value 'grey' for 'background' (use #rrggbb, dark, light or none)") == true)
  }

  /// A theme for light backgrounds that lacks a key takes the light theme's value, not the
  /// dark one's (pale yellow on white).
  @Test func aLightThemeFallsBackToLightValues() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("light-\(UUID().uuidString).theme").path
    try "name = paper\nbackground = light\ntext = default\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (theme, _) = Theme.load(nameOrPath: path, searchPaths: [])
    #expect(theme[.tempWarm] == Theme.builtin(for: .light)[.tempWarm])
  }

  @Test func loadsByPath() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("test-\(UUID().uuidString).theme").path
    try "name = mine\ntext = #010203\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (theme, warnings) = Theme.load(nameOrPath: path, searchPaths: [])
    #expect(theme.name == "mine")
    #expect(theme[.text].foreground == RGB(1, 2, 3))
    #expect(theme[.dim] == Theme.default[.dim])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("missing keys ") == true)
    #expect(warnings.first?.contains("'dim'") == true && warnings.first?.contains("'text'") == false)
  }
}
