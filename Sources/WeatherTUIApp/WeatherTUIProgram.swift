import ArgumentParser
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
  /// Synchronous, not `async`: the executors are set up before the first task exists (once a job
  /// reaches libdispatch's pool, its once-a-second monitor runs for good), and the main thread
  /// then serves the main queue (`MainQueueLoop`).
  public static func main(clock: DashboardClock? = nil) -> Never {
    serveFetchHelperIfAsked()
    // Before any other thread allocates: glibc gives a thread's first allocation an arena of its
    // own while the cap allows one.
    ProcessMemory.configureMalloc(environment: ProcessInfo.processInfo.environment)
    GlobalJobThread.install()
    Task { @MainActor in
      await DashboardClock.$override.withValue(clock) { await run() }
    }
    MainQueueLoop.run()
  }

  /// Runs as the dashboard's own request process (`FetchHelperMode`) and exits when the command
  /// line asks for it, with no terminal, executors or argument parser; returns otherwise.
  public static func serveFetchHelperIfAsked() {
    FetchHelperMode.runIfAsked(CommandLine.arguments)
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
