import CFetchHelperProcess
import Glibc
import WeatherProviders

/// The program started as its own fetch helper, `weathertui --fetch-helper SECONDS`, by the
/// dashboard's `FetchHelperClient`: it performs the requests written to its standard input and
/// ends after SECONDS without one.
enum FetchHelperMode {
  static let flag = "--fetch-helper"

  /// How long a helper waits for the next request before it ends. A refresh's requests come
  /// within a second or two of each other (the Open-Meteo gate may hold some back a little
  /// longer), and this keeps their connections shared; a wall display refreshing every ten
  /// minutes has no helper, and no libcurl, for all but these seconds of each.
  static let lingerSeconds = 15.0

  /// How the dashboard starts its helper: the very file this process runs, through
  /// /proc/self/exe, so a program upgraded on disk while it runs still talks to its own kind.
  static func command() -> FetchHelperClient.Command {
    FetchHelperClient.Command(
      executable: "/proc/self/exe", arguments: ["weathertui", flag, String(lingerSeconds)])
  }

  /// Whether this process's executable is the program, which can serve as its own helper; not
  /// so in a test runner, whose executable would take the helper's arguments for its own.
  /// Set once, before any other thread starts.
  nonisolated(unsafe) private(set) static var executableServes = false

  /// The client for the program's requests: through a helper where the executable can be one,
  /// else libcurl in this process.
  static func client() -> HTTPClient {
    executableServes ? FetchHelperClient(command: command()) : CurlHTTPClient()
  }

  /// Serves and exits when `arguments` ask for the helper; returns otherwise, noting that the
  /// executable can serve.
  static func runIfAsked(_ arguments: [String]) {
    executableServes = true
    guard arguments.count >= 2, arguments[1] == flag else { return }
    guard isatty(0) == 0, isatty(1) == 0 else {
      Console.error("\(flag) is the request process weathertui starts for itself; run weathertui without it")
      exit(2)
    }
    guard arguments.count == 3, let linger = Double(arguments[2]), linger.isFinite, linger >= 0 else {
      Console.error("\(flag) takes one argument, the seconds to wait for a request, e.g. \(flag) 15")
      exit(2)
    }
    weathertui_fetch_helper_set_name("weathertui-http")
    let ending = FetchHelperServer.serve(lingerSeconds: linger)
    // _exit, not exit: when the dashboard has gone, transfers may still run on other threads,
    // and libcurl's and OpenSSL's exit handlers must not tear their state down under them.
    // Nothing is buffered: answers are written with write(2).
    _exit(ending.rawValue)
  }
}
