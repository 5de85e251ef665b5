import FoundationEssentials
import Glibc
import Render
import UserFiles

/// Which themes the `t` key cycles through, which one the dashboard starts on, and how a
/// theme becomes terminal colours.
struct ThemeSelection {
  /// Theme names (a user's theme name or path first, when one was given), in cycling order.
  var names: [String]
  /// The index in `names` of the theme the dashboard starts on: the one chosen.
  var initialIndex: Int
  /// The terminal's background: what `default` stands for (`BackgroundTone.themeName`).
  var tone: BackgroundTone
  var searchPaths: [String]

  /// `initial` is the theme chosen (`--theme`, the config, the remembered view, else
  /// `default`). The cycle offers each look once: `default`, then the shipped theme for the
  /// other background (`light` on a dark terminal, `dark` on a light one), then the rest; a
  /// variant chosen by name stands in `default`'s place, and any other theme goes first.
  init(initial: String, tone: BackgroundTone, environment: [String: String]) {
    self.tone = tone
    names = Self.names(initial: initial, tone: tone)
    initialIndex = names.firstIndex(of: initial) ?? 0
    searchPaths = Self.searchPaths(environment: environment)
  }

  /// The cycle for `initial` on a terminal of `tone`.
  static func names(initial: String, tone: BackgroundTone) -> [String] {
    let other: BackgroundTone = tone == .dark ? .light : .dark
    let variants = Set(BackgroundTone.allCases.map(\.themeName))
    var names =
      [initial == tone.themeName ? initial : Theme.automaticName, other.themeName]
      + Theme.shippedNames.filter { !variants.contains($0) }
    if !names.contains(initial) { names.insert(initial, at: 0) }
    return names
  }

  /// Where theme files are looked for: the user's config folder first, so a shipped theme can
  /// be overridden, then the package's `themes/` beside the binary (for `swift run`) and the
  /// usual install locations.
  static func searchPaths(environment: [String: String]) -> [String] {
    let executable = URL(fileURLWithPath: executablePath()).resolvingSymlinksInPath()
    let fromBuild = executable.deletingLastPathComponent().appendingPathComponent("../../../themes").standardized.path
    let fromBin = executable.deletingLastPathComponent().appendingPathComponent("../share/weathertui/themes")
      .standardized.path
    return [userFolder(environment: environment), fromBuild, fromBin] + systemFolders
  }

  /// The user's own themes: `themes/` beside the config file.
  static func userFolder(environment: [String: String]) -> String {
    URL(fileURLWithPath: AppConfig.defaultPath(environment: environment))
      .deletingLastPathComponent().appendingPathComponent("themes").path
  }

  /// The install locations, searched last.
  static let systemFolders = ["/usr/local/share/weathertui/themes", "/usr/share/weathertui/themes"]

  /// The running program's own file. `argv[0]` of a program started from `PATH` is only its
  /// name ("weathertui"), which would send the search to `/themes`; Linux names the real file
  /// in `/proc/self/exe`.
  static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return CommandLine.arguments.first ?? "" }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Loads theme `index`; problems come back as warnings with the default standing in.
  func load(_ index: Int) -> (Theme, warnings: [String]) {
    Theme.load(
      nameOrPath: names[max(0, min(index, names.count - 1))], searchPaths: searchPaths, tone: tone,
      readText: Self.readThemeFile)
  }

  /// Reads a theme file with the checks every user file gets (type, size, UTF-8, control bytes).
  static func readThemeFile(_ path: String) throws -> String {
    try UserFileReader.read(.theme, path: path)
      ?? { throw UserFileError(.theme, path: path, message: "no longer exists; check the path") }()
  }
}
