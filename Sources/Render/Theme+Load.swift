import Foundation

extension Theme {
  /// The names of the themes shipped in `themes/` (and built in), in cycling order.
  public static let shippedNames = BuiltinThemes.sources.map(\.name)

  /// Loads a theme by name (`light` → `<dir>/light.theme` in the first search path that has
  /// it, so users can override a shipped theme) or by path (anything with a `/` or ending in
  /// `.theme`). A shipped name with no file found uses the built-in copy. Never fails:
  /// problems come back as warnings, and the default theme (or its values, key by key) stands in.
  public static func load(nameOrPath: String, searchPaths: [String]) -> (Theme, warnings: [String]) {
    let isPath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".theme")
    let candidates =
      isPath
      ? [nameOrPath]
      : searchPaths.map { URL(fileURLWithPath: $0).appendingPathComponent("\(nameOrPath).theme").path }

    for path in candidates where FileManager.default.fileExists(atPath: path) {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        return (.default, ["\(path): cannot read the theme file as UTF-8 text; using the default theme"])
      }
      let (theme, warnings) = ThemeFile.parse(text, fileName: path, fallback: .default)
      return (theme, warnings)
    }

    if nameOrPath == "default" { return (.default, []) }
    if let builtin = BuiltinThemes.sources.first(where: { $0.name == nameOrPath }) {
      return ThemeFile.parse(builtin.text, fileName: "built-in \(builtin.name)", fallback: .default)
    }
    let looked = isPath ? nameOrPath : candidates.isEmpty ? "(no search paths)" : candidates.joined(separator: ", ")
    return (
      .default,
      [
        "theme '\(nameOrPath)' not found (looked for \(looked)); using the default theme. Shipped themes: \(shippedNames.joined(separator: ", "))"
      ]
    )
  }
}
