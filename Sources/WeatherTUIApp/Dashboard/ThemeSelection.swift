import FoundationEssentials
import Glibc
import Render
import UserFiles

/// Which themes the `t` key cycles through, and how a theme becomes terminal colours.
struct ThemeSelection {
  /// Theme names (or a user's theme path first, when one was given), in cycling order.
  var names: [String]
  var searchPaths: [String]

  init(initial: String, environment: [String: String]) {
    names = Theme.shippedNames.contains(initial) ? Theme.shippedNames : [initial] + Theme.shippedNames
    searchPaths = Self.searchPaths(environment: environment)
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
      nameOrPath: names[max(0, min(index, names.count - 1))], searchPaths: searchPaths, readText: Self.readThemeFile)
  }

  /// Reads a theme file with the checks every user file gets (type, size, UTF-8, control bytes).
  static func readThemeFile(_ path: String) throws -> String {
    try UserFileReader.read(.theme, path: path)
      ?? { throw UserFileError(.theme, path: path, message: "no longer exists; check the path") }()
  }
}
