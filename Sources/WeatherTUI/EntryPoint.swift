import ArgumentParser
import FoundationEssentials
import Glibc
import TerminalBackend
import UserFiles

/// Runs the command with the project's exit codes: 0 success, 1 runtime failure, 2 usage error.
@main
enum EntryPoint {
  static func main() async {
    // Before anything can crash: a crash reports itself and ends, never waiting for a key.
    TerminalRestore.installOnce()
    ProcessMemory.limitArenas(environment: ProcessInfo.processInfo.environment)
    do {
      var command = try WeatherTUICommand.parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      exit(0)
    } catch let failure as AppFailure {
      Console.error(failure.message)
      exit(failure.exitCode)
    } catch {
      let code = WeatherTUICommand.exitCode(for: error)
      if code == .success {
        WeatherTUICommand.exit(withError: error)  // --help, --version
      }
      if code == .validationFailure {
        Console.error(WeatherTUICommand.message(for: error) + " (see weathertui --help)")
        exit(2)
      }
      Console.error(WeatherTUICommand.message(for: error))
      exit(1)
    }
  }
}

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

/// Writes the program's own messages to stderr, prefixed with its name.
enum Console {
  static func warn(_ message: String) {
    StandardStream.error.write("weathertui: warning: \(message)\n")
  }

  static func error(_ message: String) {
    StandardStream.error.write("weathertui: \(message)\n")
  }
}
