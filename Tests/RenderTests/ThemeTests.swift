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

  @Test func builtInThemesMatchTheShippedFiles() throws {
    for (name, text) in BuiltinThemes.sources {
      let file = try String(contentsOfFile: "\(Self.themesDirectory)/\(name).theme", encoding: .utf8)
      #expect(
        file.trimmingCharacters(in: .newlines) == text.trimmingCharacters(in: .newlines),
        "themes/\(name).theme and BuiltinThemes.swift drifted apart; regenerate the Swift file")
    }
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
    #expect(theme == .default)
    #expect(warnings.count == 1)
    #expect(warnings[0].contains("theme 'neon' not found"))
  }

  @Test func defaultNeedsNoFiles() {
    let (theme, warnings) = Theme.load(nameOrPath: "default", searchPaths: ["/nonexistent"])
    #expect(theme == .default)
    #expect(warnings.isEmpty)
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
