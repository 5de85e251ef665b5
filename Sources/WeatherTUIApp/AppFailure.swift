import UserFiles

/// A failure with a one-line message for the user and an exit code.
struct AppFailure: Error, Equatable {
  var message: String
  var exitCode: Int32

  /// A usage problem: exit 2.
  static func usage(_ message: String) -> AppFailure { AppFailure(message: message, exitCode: 2) }
  /// A runtime problem: exit 1.
  static func runtime(_ message: String) -> AppFailure { AppFailure(message: message, exitCode: 1) }

  init(message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }

  /// A problem with one of the user's files, with the exit code its kind of file asks for.
  init(_ error: UserFileError) {
    self.init(message: error.description, exitCode: error.exitCode)
  }
}
