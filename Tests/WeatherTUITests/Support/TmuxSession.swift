import Foundation
import TestSupport

/// Drives a real terminal: runs a command in a detached tmux session and reads its screen,
/// as a person at the keyboard would.
final class TmuxSession {
  let name: String
  private(set) var isRunning = false

  /// Whether tmux is installed; tests that need it are skipped with a message otherwise.
  static var isAvailable: Bool { ProcessRunner.which("tmux") != nil }

  init(name: String = "wtui-\(UUID().uuidString.prefix(8))") {
    self.name = name
  }

  /// Starts `command` (a shell command line) in a new session of `width`×`height`; the pane stays
  /// after the command exits so its final screen and exit status can be read.
  func start(_ command: String, width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws {
    var exports = environment.map { "export \($0.key)=\(Self.quote($0.value));" }.joined(separator: " ")
    exports += " export TERM=xterm-256color;"
    let wrapped = "\(exports) \(command); echo \"[exit $?]\"; sleep 30"
    try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", wrapped])
    isRunning = true
  }

  /// Types keys (tmux key names such as "Right", "Tab", "q", "C-l").
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", name] + keys)
  }

  /// The visible screen with its colours and attributes, as SGR sequences in the text
  /// (`capture-pane -e`), one string per row.
  func styledScreen() throws -> [String] {
    try tmux(["capture-pane", "-p", "-e", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// The visible screen as a person reads it, one string per row, trailing spaces trimmed: a
  /// full block drawn as a coloured space (`Presenter`) is a block.
  func screen() throws -> [String] {
    try StyledScreen(capture: styledScreen()).rows.map {
      var line = String($0.map(\.character))
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// Polls the screen until `predicate` holds on a settled screen (two captures alike, 0.1 s
  /// apart) or `timeout` passes; returns the last screen.
  ///
  /// Settled, because a capture can land while the program is still writing a frame: the top
  /// rows new and the rest old. Async, so the pause between polls frees its thread: end-to-end
  /// tests run beside the rest, and on a 2-core machine tests sleeping on the cooperative pool
  /// stall all the others.
  @discardableResult
  func waitFor(timeout: TimeInterval = 10, _ predicate: ([String]) -> Bool) async throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var last: [String] = []
    while Date() < deadline {
      let current = try screen()
      if current == last, predicate(current) { return current }
      last = current
      try await Task.sleep(for: .milliseconds(100))
    }
    return last
  }

  /// Polls until some row contains `text`.
  @discardableResult
  func waitFor(text: String, timeout: TimeInterval = 10) async throws -> [String] {
    try await waitFor(timeout: timeout) { $0.contains { $0.contains(text) } }
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The process id of the program the pane's shell runs, found by `name` in its command line
  /// ("" when there is none): the pane's own pid is the shell's.
  func programPID(named name: String) throws -> String {
    let pane = try format("#{pane_pid}")
    return try ProcessRunner.run("pgrep", ["-P", pane, "-f", name]).split(separator: "\n").first.map(String.init) ?? ""
  }

  /// The value of a tmux format for the pane, e.g. "#{cursor_flag}" or "#{alternate_on}".
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func kill() {
    guard isRunning else { return }
    _ = try? tmux(["kill-server"])
    isRunning = false
  }

  deinit { kill() }

  /// Every command goes to this session's own server (`-L`), started without the user's
  /// configuration (`-f /dev/null`).
  ///
  /// On one shared server, a test killing the last session shuts the server down while another
  /// test's `new-session` is connecting to it, and that one fails with "server exited
  /// unexpectedly" (seen in CI).
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try ProcessRunner.run("tmux", ["-L", name, "-f", "/dev/null"] + arguments)
  }

  static func quote(_ value: String) -> String {
    "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
