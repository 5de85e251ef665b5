import WeatherCore

/// Writes the program's own messages to stderr, prefixed with its name. Messages quote place
/// names, file contents and server answers, so each is cleaned of control characters and
/// escape sequences first (`RemoteText`, the one sanitiser for the terminal and the JSON).
enum Console {
  static func warn(_ message: String) {
    StandardStream.error.write("weathertui: warning: \(RemoteText.sanitize(message, keepingLineBreaks: true))\n")
  }

  static func error(_ message: String) {
    StandardStream.error.write("weathertui: \(RemoteText.sanitize(message, keepingLineBreaks: true))\n")
  }
}
