import FoundationEssentials
import Glibc
import Render

/// Finding and reading theme files lives here, with the user's other files, so that `Render`
/// stays pure: it parses theme text and holds the built-in copies, and reads no file.
extension Theme {
  /// Loads a theme by name (`light` → `<dir>/light.theme` in the first search path that has
  /// it, so users can override a shipped theme) or by path (anything with a `/` or ending in
  /// `.theme`); `default` is the shipped theme made for `tone`, the terminal's background (or
  /// the user's own `default.theme` in the first search path, as before there were two). A
  /// shipped name with no file found uses the built-in copy. Never fails: problems come back as
  /// warnings, and the default theme (or its values, key by key: the light theme's for a file
  /// made for light backgrounds) stands in. `readText` reads a file or throws an error whose
  /// description names the file and the problem (the program passes one that checks the file
  /// type, size and encoding first).
  public static func load(
    nameOrPath requested: String, searchPaths: [String], tone: BackgroundTone = .dark,
    readText: (String) throws -> String = Theme.readUTF8
  ) -> (Theme, warnings: [String]) {
    // A user's own `default.theme` (the first search path is the user's folder) overrode the
    // shipped default before `default` meant dark or light by the background: it still wins.
    let usersDefault = searchPaths.first.map { URL(fileURLWithPath: $0).appendingPathComponent("default.theme").path }
    let keepsUsersDefault = requested == automaticName && usersDefault.map(FileManager.default.fileExists) == true
    let nameOrPath = requested == automaticName && !keepsUsersDefault ? tone.themeName : requested
    let fallback = Theme.builtin(for: tone)
    let isPath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".theme")
    let candidates =
      isPath
      ? [nameOrPath]
      : searchPaths.map { URL(fileURLWithPath: $0).appendingPathComponent("\(nameOrPath).theme").path }

    for path in candidates where FileManager.default.fileExists(atPath: path) {
      let text: String
      do {
        text = try readText(path)
      } catch {
        return (fallback, ["\(error); using the default theme"])
      }
      let parsed = ThemeFile.parse(text, fileName: path, fallback: .default)
      // A theme for light backgrounds takes the light theme's values where it lacks its own.
      guard parsed.0.tone == .light, !parsed.1.isEmpty else { return parsed }
      return ThemeFile.parse(text, fileName: path, fallback: Theme.builtin(for: .light))
    }

    if let builtin = Theme.builtin(named: nameOrPath) { return builtin }
    // Only folders that exist, once each: "/themes" or a build tree's path on an installed
    // system would send a reader looking in places that are not there.
    var folders: [String] = []
    for path in searchPaths.map({ URL(fileURLWithPath: $0).standardized.path }) where !folders.contains(path) {
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { folders.append(path) }
    }
    let looked =
      isPath
      ? "no file \(nameOrPath)"
      : folders.isEmpty ? "no theme folder exists" : "looked in \(folders.joined(separator: ", "))"
    return (
      fallback,
      [
        "theme '\(nameOrPath)' not found (\(looked)); using the default theme. Shipped themes: \(([automaticName] + shippedNames).joined(separator: ", "))"
      ]
    )
  }

  /// Reads `path` as UTF-8 text, with no checks of the file's type.
  public static func readUTF8(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw ThemeReadFailure(description: "\(path): cannot read the theme file as UTF-8 text")
    }
    return text
  }
}

/// A theme file that could not be read; the description names the file.
public struct ThemeReadFailure: Error, CustomStringConvertible {
  public var description: String
}
