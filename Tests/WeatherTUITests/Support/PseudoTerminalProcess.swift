import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a pseudo-terminal the test owns: every byte it writes to its terminal
/// is recorded, signals go to it with `kill(2)`, and the terminal's modes can be read after it
/// has gone. tmux shows a screen, not the bytes that made it (nor the termios left behind).
///
/// The program is a session leader with the pty's slave side as its controlling terminal (as
/// under a real terminal emulator), so closing the master side hangs it up for real.
final class PseudoTerminalProcess {
  /// How a child ended, or that it had not ended when asked.
  typealias Termination = ChildProcess.Termination

  let pid: pid_t
  private var master: Int32
  /// Kept open (no controlling-terminal claim) so the modes can be read after the child ends
  /// and so the master does not see end-of-file before every byte has been read.
  private let slave: Int32
  private let recorder = Recorder()
  private var ended: Termination?

  /// Starts `path` with `arguments` and `environment` in a new `width`×`height` pty. With
  /// `answering`, the reading thread writes `reply` the moment `query` has been written, as a
  /// terminal emulator answers (a test's own polling would be too late for the program's wait).
  init(
    path: String, arguments: [String], environment: [String: String], width: Int = 120, height: Int = 40,
    answering: (query: [UInt8], reply: [UInt8])? = nil
  ) throws {
    // posix_openpt/grantpt/unlockpt/ptsname are hidden from Swift's Glibc module; these are
    // what they do on Linux (devpts needs no grantpt). The request numbers are _IOR/_IOW
    // macros, which Swift cannot import: TIOCGPTN and TIOCSPTLCK.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw ChildProcess.Failure(description: "open /dev/ptmx: \(Self.lastError)") }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
      close(master)
      throw ChildProcess.Failure(description: "cannot set up the pty: \(Self.lastError)")
    }
    let slavePath = "/dev/pts/\(number)"
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw ChildProcess.Failure(description: "open \(slavePath): \(Self.lastError)")
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid (posix_spawn does the attributes first), so it becomes the child's
    // controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    // No signal blocked and every handler at its default, as a shell would start it: the test
    // runner blocks and handles some signals, and Swift's runtime only installs its crash
    // handler where the disposition is the default.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let setSessionID: Int32 = 0x80  // POSIX_SPAWN_SETSID, hidden behind __USE_GNU
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setSessionID))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      close(master)
      close(slave)
      throw ChildProcess.Failure(description: "cannot start \(path): \(String(cString: strerror(result)))")
    }
    pid = child

    let recorder = self.recorder
    let fd = master
    Thread { Self.readAll(fd: fd, into: recorder, answering: answering) }.start()
  }

  // MARK: - Output

  /// Every byte the program has written to its terminal so far.
  var output: [UInt8] { recorder.bytes }

  /// Waits until the output contains `text` (as UTF-8) or `timeout` passes; true if it does.
  func waitForOutput(containing text: String, timeout: TimeInterval = 15) async throws -> Bool {
    let needle = Array(text.utf8)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if output.contains(needle) { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return output.contains(needle)
  }

  /// Waits until no new byte has arrived for `quiet` (the program has finished writing).
  func waitForQuiet(_ quiet: TimeInterval = 0.3, timeout: TimeInterval = 5) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last = output.count
    var lastChange = Date()
    while Date() < deadline {
      try await Task.sleep(for: .milliseconds(50))
      let count = output.count
      if count != last {
        last = count
        lastChange = Date()
      } else if Date().timeIntervalSince(lastChange) >= quiet {
        return
      }
    }
  }

  /// Types `bytes` at the program, or answers it as a terminal does.
  func write(_ bytes: [UInt8]) {
    guard master >= 0 else { return }
    _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
  }

  // MARK: - Terminal

  /// The pty's modes now (the program changes them; a crash must put them back).
  var modes: termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }

  /// Whether the modes are a shell's cooked mode: line editing and echo on.
  var isCooked: Bool {
    let local = modes.c_lflag
    return local & tcflag_t(ICANON) != 0 && local & tcflag_t(ECHO) != 0
  }

  /// Closes the terminal's master side, as a terminal emulator does when its window closes.
  /// Reading stops first: the reader must not poll a descriptor number that may be reused.
  func closeMaster() {
    guard master >= 0 else { return }
    recorder.stop()
    recorder.waitUntilDone()
    close(master)
    master = -1
  }

  // MARK: - Process

  /// Sends `signal` to the program, if it has not been reaped yet.
  func send(_ signal: Int32) {
    if ended == nil { kill(pid, signal) }
  }

  /// Waits up to `timeout` for the program to end; nil if it is still running then.
  func wait(timeout: TimeInterval) async throws -> Termination? {
    if let ended { return ended }
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let termination: Termination =
          (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
        ended = termination
        return termination
      }
      if result < 0 && errno != EINTR { return nil }
      try await Task.sleep(for: .milliseconds(10))
    } while Date() < deadline
    return nil
  }

  deinit {
    if ended == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    closeMaster()
    close(slave)
  }

  // MARK: - Reading

  /// The bytes read so far, shared with the reading thread.
  private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [UInt8] = []
    private var stopped = false

    var bytes: [UInt8] { lock.withLock { data } }
    var isStopped: Bool { lock.withLock { stopped } }
    func append(_ chunk: ArraySlice<UInt8>) { lock.withLock { data.append(contentsOf: chunk) } }
    func stop() { lock.withLock { stopped = true } }

    private let done = DispatchSemaphore(value: 0)
    /// Called once by the reading thread as it returns.
    func finish() { done.signal() }
    /// Blocks until the reading thread has returned (at most 50 ms after `stop`).
    func waitUntilDone() {
      done.wait()
      done.signal()
    }
  }

  /// Drains the master side until the pty is closed or the recorder stops, so the program
  /// never blocks on a full terminal.
  private static func readAll(fd: Int32, into recorder: Recorder, answering: (query: [UInt8], reply: [UInt8])?) {
    defer { recorder.finish() }
    var answering = answering
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !recorder.isStopped {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 50)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready == 0 { continue }
      if Int32(descriptor.revents) & Int32(POLLNVAL) != 0 { return }
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        recorder.append(buffer[0..<count])
        if let answer = answering, recorder.bytes.contains(answer.query) {
          _ = answer.reply.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
          answering = nil
        }
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        return
      }
    }
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
