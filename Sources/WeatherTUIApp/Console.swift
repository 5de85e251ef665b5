/// Writes the program's own messages to stderr, prefixed with its name.
enum Console {
  static func warn(_ message: String) {
    StandardStream.error.write("weathertui: warning: \(message)\n")
  }

  static func error(_ message: String) {
    StandardStream.error.write("weathertui: \(message)\n")
  }
}
