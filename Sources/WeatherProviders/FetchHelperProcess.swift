import CFetchHelperProcess
import Glibc
import WeatherCore

/// One running fetch helper: its process and the dashboard's end of their socket.
final class FetchHelperProcess: @unchecked Sendable {
  let pid: pid_t
  /// Closed only by `close()`, under the client's lock, so a write never reaches a descriptor
  /// number that has since been reused.
  private(set) var socket: Int32

  private init(pid: pid_t, socket: Int32) {
    self.pid = pid
    self.socket = socket
  }

  /// Starts `arguments` (argument zero first) from `executable`; throws the errno value's text.
  static func start(executable: String, arguments: [String]) throws(FetchHelperStartError) -> FetchHelperProcess {
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var socket: Int32 = -1
    var pid: pid_t = 0
    let failure = weathertui_fetch_helper_spawn(executable, &argv, &socket, &pid)
    guard failure == 0 else { throw FetchHelperStartError(executable: executable, code: failure) }
    return FetchHelperProcess(pid: pid, socket: socket)
  }

  /// Writes the whole frame; false when the helper can no longer take it (it has ended).
  func send(_ frame: FetchFrame) -> Bool {
    guard socket >= 0 else { return false }
    let bytes = frame.encoded()
    var written = 0
    while written < bytes.count {
      // MSG_NOSIGNAL: a helper that has ended must not end the dashboard with SIGPIPE.
      let count = bytes.withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// Reads what has arrived, waiting up to `timeoutMilliseconds`: the byte count, 0 at the end
  /// of the stream, nil when nothing came in time; -1 when the socket failed.
  func receive(into chunk: inout [UInt8], timeoutMilliseconds: Int32) -> Int? {
    var watch = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&watch, 1, timeoutMilliseconds)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 { return nil }
      if ready < 0 { return -1 }
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      return count < 0 ? -1 : count
    }
  }

  /// Ends the helper at once (it stopped answering, or spoke nonsense).
  func kill() { _ = Glibc.kill(pid, SIGKILL) }

  /// Waits for the process to end; its exit status, or nil when a signal ended it.
  func waitForExit() -> (status: Int32?, signal: Int32?) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return (nil, nil) }
    }
    // WIFEXITED and friends are macros Swift cannot call.
    let termination = status & 0x7f
    return termination == 0 ? ((status >> 8) & 0xff, nil) : (nil, termination)
  }

  func close() {
    if socket >= 0 { _ = Glibc.close(socket) }
    socket = -1
  }
}

/// The fetch helper could not be started.
struct FetchHelperStartError: Error {
  var executable: String
  var code: Int32

  var reason: String { "cannot start the fetch helper \(executable): \(String(cString: strerror(code)))" }
}
