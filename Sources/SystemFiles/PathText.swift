import FoundationEssentials

/// Path-string arithmetic as Foundation's `NSString` path methods did it: repeated slashes
/// count as one and a trailing slash is ignored; nothing touches the file system.
public enum PathText {
  /// "/a/b/c" → "c"; "/" stays "/", "" stays "".
  public static func lastComponent(of path: String) -> String {
    let fixed = fixingSlashes(path)
    guard fixed.unicodeScalars.count > 1 else { return fixed }
    return String(fixed.unicodeScalars[startOfLastComponent(fixed)...])
  }

  /// "/a/b/c" → "/a/b"; "/a" → "/"; "a" → ""; "/" stays "/".
  public static func deletingLastComponent(of path: String) -> String {
    let fixed = fixingSlashes(path)
    guard fixed != "/", !fixed.isEmpty else { return fixed }
    let start = startOfLastComponent(fixed)
    let scalars = fixed.unicodeScalars
    if start == scalars.startIndex { return "" }
    if start == scalars.index(after: scalars.startIndex) { return "/" }
    return String(scalars[..<scalars.index(before: start)])
  }

  /// "~" and "~/…" under the current user's home, "~name/…" under that user's; anything else,
  /// or an unknown user, unchanged apart from one trailing slash. As in NSString, the name ends
  /// at the first "/" character (a "/" carrying a combining mark is not one).
  public static func expandingTilde(in path: String) -> String {
    guard path.hasPrefix("~") else { return path }
    let end = path.firstIndex(of: "/") ?? path.endIndex
    let user = String(path[path.index(after: path.startIndex)..<end])
    guard let home = user.isEmpty ? homeDirectory() : FileManager.default.homeDirectory(forUser: user)?.path
    else { return droppingOneTrailingSlash(path) }
    return droppingOneTrailingSlash(home + path[end...])
  }

  /// The current user's home directory, as Foundation's `NSHomeDirectory()` answers.
  public static func homeDirectory() -> String {
    FileManager.default.homeDirectoryForCurrentUser.path
  }

  private static func droppingOneTrailingSlash(_ path: String) -> String {
    path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  private static func fixingSlashes(_ path: String) -> String {
    var result = ""
    var previousWasSlash = false
    for scalar in path.unicodeScalars {
      let isSlash = scalar == "/"
      if isSlash && previousWasSlash { continue }
      previousWasSlash = isSlash
      result.unicodeScalars.append(scalar)
    }
    while result.unicodeScalars.count > 1 && result.unicodeScalars.last == "/" {
      result.unicodeScalars.removeLast()
    }
    return result
  }

  // Scalar indices: "/" followed by a combining mark is still a separator, as in NSString.
  private static func startOfLastComponent(_ path: String) -> String.Index {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return scalars.startIndex }
    return scalars.index(after: slash)
  }
}
