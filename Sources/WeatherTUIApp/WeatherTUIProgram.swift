import ArgumentParser
import Dispatch
import FoundationEssentials
import Glibc
import SystemFiles
import TerminalBackend
import UserFiles

/// The whole program, for the `weathertui` executable (and a test build with a faster clock):
/// runs the command with the project's exit codes: 0 success, 1 runtime failure, 2 usage error.
public enum WeatherTUIProgram {
  /// Parses the command line, runs it and exits; `clock`, when given, is the dashboard's clock
  /// in place of the wall clock's (only the soak and end-to-end test build passes one).
  ///
  /// Synchronous, not `async`: malloc is set up before any other thread exists, and the main
  /// queue then runs under `dispatchMain()`.
  public static func main(clock: DashboardClock? = nil) -> Never {
    // Before anything opens a file: a closed standard output must not become a cache file's.
    StandardStream.claimClosedDescriptors()
    // A limit too low to run in is a message now, not a crash or a silent wait later.
    ProcessLimits.ensureStack()
    // Before any other thread allocates: glibc gives a thread's first allocation an arena of its
    // own while the cap allows one.
    ProcessMemory.configureMalloc(environment: ProcessInfo.processInfo.environment)
    ProcessLimits.ensureThreads()
    Task { @MainActor in
      await DashboardClock.$override.withValue(clock) { await run() }
    }
    dispatchMain()
  }

  private static func run() async -> Never {
    // Before anything can crash: a crash reports itself and ends, never waiting for a key.
    TerminalRestore.installOnce()
    // Pure modules find zones by name through the catalog; the database is read on first use.
    ZoneDatabase.install()
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
        if let help = WeatherTUICommand.helpText(for: error, environment: ProcessInfo.processInfo.environment) {
          print(help)
          exit(0)
        }
        WeatherTUICommand.exit(withError: error)  // --version, completions
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
