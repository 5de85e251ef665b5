import Foundation
import TestSupport
import WeatherProviders

/// The refresh bench's stand-in, serving the bench bodies from a process of its own
/// (`weathertui-bench --serve-bodies`), so the figures are the client's CPU alone: a stand-in
/// thread in the measured process was a tenth of a FlatBuffers refresh, a thread and a
/// connection handed out per request, and counted against both wires.
final class BenchStandInProcess {
  let baseURL: URL
  private let pid: pid_t
  /// The write end of the child's standard input; closing it ends the child.
  private let keepAlive: Int32

  /// Starts `weathertui-bench --serve-bodies` for `places` places in `wire` and waits for its URL.
  /// Spawned with `posix_spawn` and two pipes, not Foundation's `Process`: that closes every
  /// descriptor in the child, and under valgrind (scripts/bench/callgrind-check) fails with EBADF.
  init(places: Int, wire: OpenMeteoWireFormat) throws {
    // readlink, which valgrind answers with the program it runs (it would exec itself instead).
    let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let arguments = [program, "--serve-bodies", "--places", String(places), "--wire", wire.rawValue]
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else {
      throw BenchUsage("cannot make pipes for the stand-in process: \(String(cString: strerror(errno)))")
    }
    // Only the dup2 copies reach the child; the bench starts no other process meanwhile.
    for fd in input + output { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    var child: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let spawned = posix_spawn(&child, program, &actions, nil, argv, environ)
    close(input[0])
    close(output[1])
    guard spawned == 0 else {
      close(input[1])
      close(output[0])
      throw BenchUsage("cannot start the stand-in process: \(String(cString: strerror(spawned)))")
    }
    pid = child
    keepAlive = input[1]
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(output[0], &byte, 1) == 1, byte != 10 { line.append(byte) }
    close(output[0])
    let text = String(decoding: line, as: UTF8.self)
    guard let url = URL(string: text), url.port != nil else {
      close(keepAlive)
      waitpid(pid, nil, 0)
      throw BenchUsage("the stand-in process did not start (it said \(text))")
    }
    baseURL = url
  }

  /// Ends the stand-in (it exits when its input closes) and waits for it.
  func stop() {
    close(keepAlive)
    waitpid(pid, nil, 0)
  }

  /// The child's side: serves the bodies on 127.0.0.1, prints the base URL, and runs until its
  /// standard input closes (the bench ended, however it ended).
  static func serve(places: Int, wire: OpenMeteoWireFormat) throws {
    let forecast = BenchForecast(places: places)
    let body = wire == .json ? BenchBodies.json(forecast) : BenchBodies.flatBuffers(forecast)
    let server = try StandInServer(keepsLog: false) { _ in
      StandInResponse(headers: ["Content-Type": "application/octet-stream"], body: body)
    }
    FileHandle.standardOutput.write(Data((server.baseURL.absoluteString + "\n").utf8))
    _ = FileHandle.standardInput.readDataToEndOfFile()
    server.stop()
  }
}
