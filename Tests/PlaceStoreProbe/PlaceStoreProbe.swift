import Foundation

/// Test-only: runs the place store the way the dashboard does, from several processes at once or
/// killed at random moments (`PlaceStoreCrashTests`, `PlaceFileLockTests`). Its modes are chosen by
/// environment variables, as before, when they lived in the installed program.
@main
enum PlaceStoreProbe {
  static func main() {
    let environment = ProcessInfo.processInfo.environment
    SaveLoop.runIfRequested(environment: environment)
    EditLoop.runIfRequested(environment: environment)
    ProbeConsole.error("set \(SaveLoop.environmentKey) or \(EditLoop.environmentKey)")
    exit(2)
  }
}

/// The probe's messages, on standard error.
enum ProbeConsole {
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("PlaceStoreProbe: \(message)\n".utf8))
  }
}
