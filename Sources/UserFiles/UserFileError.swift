/// A problem with one of the user's files, for one line of output: `path:line:column: message`,
/// where the message names the problem and the fix.
public struct UserFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which of the user's files; decides the exit code.
  public enum File: Sendable, Equatable {
    /// `config.toml`: the user's own input, so a problem is a usage error (exit 2).
    case config
    /// `places.toml`, the dashboard's state file (exit 1).
    case places
    /// A theme file; never fatal, the message becomes a warning.
    case theme
  }

  public var file: File
  public var path: String
  /// 1-based line, when the problem has one.
  public var line: Int?
  /// 1-based column (in characters), when the problem has one.
  public var column: Int?
  public var message: String

  public init(_ file: File, path: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// A config problem at `line`.
  public static func config(path: String, line: Int?, message: String) -> UserFileError {
    UserFileError(.config, path: path, line: line, message: message)
  }

  /// 2 for the config (usage), 1 for the state file (runtime), as the command line documents.
  public var exitCode: Int32 { file == .config ? 2 : 1 }

  public var description: String {
    var text = path
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text + ": " + message
  }
}
